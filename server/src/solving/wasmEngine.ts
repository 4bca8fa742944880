// The bundled solver: clingo compiled to WebAssembly (npm clingo-wasm), in a worker that stays warm between
// runs. What clingo-wasm cannot do itself is done here: one run at a time, a time limit (it ignores
// --time-limit), cancellation (by restarting the worker), and a refusal, before running, of programs larger
// than its stack takes. Every outcome is a value; nothing a user can cause throws. It is a sandbox: scripts
// run behind a Lua prelude (luaSandbox.ts) in a worker of our own (clingoWorker.ts).
import { sandboxed, withLostScriptError } from './luaSandbox';
import { parseMessages } from './messages';
import { loadSandboxedClingo } from './sandboxedClingo';
import { RunQueue } from './runQueue';
import {
  clingoArguments, readClingoJson, toAnswer, type Answer, type ClingoJson, type Engine, type SolveOptions, type SolveResult,
} from './result';
import { timerDelay } from './timeLimit';

export type { Answer, SolveOptions, SolveResult } from './result';

/** clingo-wasm copies the program through the wasm stack: about 1 MB works, 1.5 MB fails at once. */
export const MAX_PROGRAM_BYTES = 1_000_000;

/** The clingo inside the bundled clingo-wasm. */
export const WASM_ENGINE_NAME = 'clingo-wasm (clingo 5.8.1)';

interface ClingoWasm {
  run(program: string, models?: number, options?: string[], onModel?: (w: { Value: string[]; Costs?: number[] }) => void): Promise<ClingoOutcome>;
  restart(): Promise<void>;
  init(): Promise<void>;
}

type ClingoOutcome = { Result: 'ERROR'; Error: string } | (ClingoJson & { Warnings: string[] });

/** clingo's words for running out of its heap. */
const OUT_OF_MEMORY = /bad_alloc|out of memory/i;

/** Failures after which the worker's memory cannot be trusted: the next run gets a fresh one. */
const WORKER_FAILURE = /RuntimeError|bad_alloc|out of memory|Aborted/i;

export class WasmEngine implements Engine {
  private clingo: Promise<ClingoWasm> | undefined;
  private readonly queue = new RunQueue();
  /** Why the running solve is being stopped, set just before the worker is restarted. */
  private stopping: 'cancelled' | 'timeout' | undefined;
  /** A solve has left the queue and waits for the worker to be up; `running` once its program is sent. */
  private starting = false;
  /** The worker has answered since it last started: a solve sends its program at once. */
  private workerUp = false;
  private running = false;

  /** `maxProgramBytes` is there for tests that need to go past the limit to see what clingo-wasm does there. */
  constructor(private readonly maxProgramBytes = MAX_PROGRAM_BYTES) {}

  private load(): Promise<ClingoWasm> {
    return (loadSandboxedClingo() as Promise<ClingoWasm>).then((clingo) => ({
      ...clingo,
      // A restarted worker starts again at the next request: until it is up, a cancel must not restart it.
      restart: () => {
        this.workerUp = false;
        return clingo.restart();
      },
    }));
  }

  /**
   * Loads the module and the wasm ahead of the first run and, given a program, solves it for nothing but to have
   * V8 compile the code that grounding and solving use: the first real solve then runs at full speed. A solve
   * asked meanwhile waits behind it, and a cancel meanwhile means that solve, not the warm-up. Resolves to the
   * warm-up's answers (none when it failed), for warming up what comes after a solve too.
   */
  async warmUp(program?: string): Promise<Answer[]> {
    const clingo = await this.module();
    await clingo.init();
    this.workerUp = true;
    if (program === undefined) return [];
    const result = await this.queue.enqueue(WASM_ENGINE_NAME, async () => {
      const outcome = await clingo.run(program, 1, []);
      const done = { exhausted: false, messages: [], timeMs: 0, engine: WASM_ENGINE_NAME };
      if (outcome.Result !== 'ERROR') return { ...readClingoJson(outcome), ...done };
      if (WORKER_FAILURE.test(outcome.Error)) await clingo.restart();
      return { status: 'error', answers: [], ...done };
    });
    return result.answers;
  }

  /** Solves `program`; runs queue behind each other. `onAnswer` sees each answer as clingo finds it. */
  solve(program: string, options: SolveOptions, onAnswer?: (answer: Answer) => void): Promise<SolveResult> {
    return this.queue.enqueue(WASM_ENGINE_NAME, (free) => this.runNow(program, options, free, onAnswer), options.signal);
  }

  /**
   * Stops the running solve, or the one about to start (it resolves as 'cancelled'); the next solve starts a
   * fresh worker.
   */
  async cancel(): Promise<void> {
    if (!this.running) {
      this.queue.cancelWaiting();
      if (this.starting) this.stopping = 'cancelled';
      return;
    }
    this.stopping = 'cancelled';
    await (await this.module()).restart();
  }

  /** Ends the worker; a later solve would start a new one. */
  async dispose(): Promise<void> {
    if (this.clingo) await (await this.clingo).restart();
  }

  private module(): Promise<ClingoWasm> {
    this.clingo ??= this.load();
    return this.clingo;
  }

  private async runNow(program: string, options: SolveOptions, free: () => void, onAnswer?: (answer: Answer) => void): Promise<SolveResult> {
    const started = Date.now();
    const bytes = Buffer.byteLength(program, 'utf8');
    if (bytes > this.maxProgramBytes) {
      const text = `the program is ${(bytes / 1e6).toFixed(2)} MB; the bundled solver takes at most ${this.maxProgramBytes / 1e6} MB. `
        + 'Use native clingo for larger programs.';
      return { status: 'too-large', answers: [], exhausted: false, messages: [{ severity: 'error', text }], timeMs: 0, engine: WASM_ENGINE_NAME };
    }
    // Until the worker is up, a cancel is only noted: a restart now would stop the worker's start, and clingo-wasm
    // would send the program to the next worker (it stops only the request under way). Once it is up, the
    // program is the one request, and a restart stops it. A worker that cannot start says why to the run.
    this.starting = true;
    let clingo: ClingoWasm;
    try {
      clingo = await this.module();
      if (!this.workerUp) this.workerUp = await clingo.init().then(() => true, () => false);
    } finally {
      this.starting = false;
    }
    if (this.stopping === 'cancelled' || options.signal?.aborted) {
      this.stopping = undefined;
      return stoppedRun('cancelled', [], Date.now() - started);
    }
    const args = ['--stats', ...clingoArguments(options)];
    const answers: Answer[] = [];
    const run = sandboxed(program);
    this.stopping = undefined;
    this.running = true;
    const timer = options.timeLimitMs === undefined ? undefined : setTimeout(() => {
      this.stopping = 'timeout';
      void clingo.restart();
    }, timerDelay(options.timeLimitMs));
    // Heard only while this solve runs: the worker's restart stops this solve and no other.
    const stop = (): void => {
      this.stopping = 'cancelled';
      void clingo.restart();
    };
    options.signal?.addEventListener('abort', stop, { once: true });
    let outcome: ClingoOutcome;
    try {
      outcome = await clingo.run(run.text, options.models, args, (w) => {
        const answer = toAnswer(w);
        answers.push(answer);
        onAnswer?.(answer);
      });
    } finally {
      options.signal?.removeEventListener('abort', stop);
      clearTimeout(timer);
      this.running = false;
    }
    const timeMs = Date.now() - started;
    if (this.stopping) {
      const status = this.stopping;
      this.stopping = undefined;
      return stoppedRun(status, answers, timeMs, options.timeLimitMs);
    }
    if (outcome.Result === 'ERROR') {
      if (WORKER_FAILURE.test(outcome.Error)) await clingo.restart();
      const said = parseMessages(run.positions(outcome.Error));
      if (said.length === 0) said.push({ severity: 'error', text: outcome.Error.trim() || 'the bundled solver failed' });
      const messages = withLostScriptError(program, said);
      if (OUT_OF_MEMORY.test(outcome.Error)) {
        messages.unshift({ severity: 'error', text: 'the bundled solver ran out of memory (it has 2 GB at most) while grounding or solving this program. Use native clingo for larger programs.' });
      }
      return { status: 'error', answers, exhausted: false, messages, timeMs, engine: WASM_ENGINE_NAME };
    }
    // The worker is free: a solve waiting for it starts before this one's output is read, here on this thread.
    if (this.queue.hasWaiting) {
      free();
      await afterWaitingRuns();
    }
    // Models found after the callback was wired are in the result too; keep the streamed ones when they agree.
    const finished = readClingoJson(outcome, answers);
    return {
      ...finished,
      answers: finished.answers.length >= answers.length ? finished.answers : answers,
      messages: outcome.Warnings.flatMap((w) => parseMessages(run.positions(w))),
      timeMs,
      engine: WASM_ENGINE_NAME,
    };
  }
}

/** A solve stopped before its end, with the answers it had found. */
function stoppedRun(status: 'cancelled' | 'timeout', answers: Answer[], timeMs: number, timeLimitMs?: number): SolveResult {
  const text = status === 'timeout' ? `stopped after the time limit of ${timeLimitMs} ms` : 'stopped on request';
  return { status, answers, exhausted: false, messages: [{ severity: 'info', text }], timeMs, engine: WASM_ENGINE_NAME };
}

/** Resolves once the promise jobs now queued have run: a solve waiting for the worker has sent it its program. */
function afterWaitingRuns(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
