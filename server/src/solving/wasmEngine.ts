// The bundled solver: clingo compiled to WebAssembly (npm clingo-wasm), in a worker that stays warm between
// runs. What clingo-wasm cannot do itself is done here: one run at a time, a time limit (it ignores
// --time-limit), cancellation (by restarting the worker), and a refusal, before running, of programs larger
// than its stack takes. Every outcome is a value; nothing a user can cause throws.
import { parseMessages, type ClingoMessage } from './messages';
import { parseSymbol, type ClingoSymbol } from './symbols';

/** clingo-wasm copies the program through the wasm stack: about 1 MB works, 1.5 MB fails at once. */
export const MAX_PROGRAM_BYTES = 1_000_000;

export interface SolveOptions {
  /** How many answers: 0 for all. */
  models: number;
  /** Wall-clock limit in milliseconds, enforced by restarting the worker. */
  timeLimitMs?: number;
  /** `-c name=value` */
  constants?: Record<string, string>;
  /** Passed through, e.g. `--opt-mode=optN`, `--project`, `--enum-mode=cautious`. */
  extraArgs?: string[];
}

export interface Answer {
  /** The shown atoms as values. */
  atoms: ClingoSymbol[];
  /** The same atoms as clingo printed them. */
  text: string[];
  costs?: number[];
}

export type SolveStatus = 'satisfiable' | 'unsatisfiable' | 'unknown' | 'optimum' | 'error' | 'cancelled' | 'timeout' | 'too-large';

export interface SolveResult {
  status: SolveStatus;
  answers: Answer[];
  /** True when every answer was enumerated (or the optimum proven): "3 of 3", not "3 of at least 3". */
  exhausted: boolean;
  /** clingo's errors, warnings and infos with their positions in the program text. */
  messages: ClingoMessage[];
  timeMs: number;
}

interface ClingoWasm {
  run(program: string, models?: number, options?: string[], onModel?: (w: { Value: string[]; Costs?: number[] }) => void): Promise<ClingoOutcome>;
  restart(): Promise<void>;
  init(): Promise<void>;
}

type ClingoOutcome =
  | { Result: 'ERROR'; Error: string }
  | { Result: 'SATISFIABLE' | 'UNSATISFIABLE' | 'UNKNOWN' | 'OPTIMUM FOUND'; Models: { More: 'yes' | 'no'; Number: number }; Call: { Witnesses: { Value: string[]; Costs?: number[] }[] }[]; Warnings: string[] };

const STATUS: Record<string, SolveStatus> = {
  SATISFIABLE: 'satisfiable', UNSATISFIABLE: 'unsatisfiable', UNKNOWN: 'unknown', 'OPTIMUM FOUND': 'optimum',
};

export function toAnswer(w: { Value: string[]; Costs?: number[] }): Answer {
  return { atoms: w.Value.map(parseSymbol), text: w.Value, ...(w.Costs ? { costs: w.Costs } : {}) };
}

export class WasmEngine {
  private clingo: Promise<ClingoWasm> | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  /** Why the running solve is being stopped, set just before the worker is restarted. */
  private stopping: 'cancelled' | 'timeout' | undefined;
  private running = false;
  /** Solves queued or running. */
  private pending = 0;
  /** A cancel that came while the solve it meant was still queued. */
  private cancelQueued = false;

  // clingo-wasm is an ES module; the server is CommonJS, so it is loaded with import() (and kept external
  // to the bundle: its worker finds itself through import.meta.url).
  constructor(private readonly load: () => Promise<ClingoWasm> = () => import('clingo-wasm') as unknown as Promise<ClingoWasm>) {}

  /** Loads the module and the wasm ahead of the first run. */
  async warmUp(): Promise<void> {
    await (await this.module()).init();
  }

  /** Solves `program`; runs queue behind each other. `onAnswer` sees each answer as clingo finds it. */
  solve(program: string, options: SolveOptions, onAnswer?: (answer: Answer) => void): Promise<SolveResult> {
    this.pending++;
    const run = this.queue.then(() => this.runNow(program, options, onAnswer)).finally(() => {
      this.pending--;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Stops the running solve, or the one about to start (it resolves as 'cancelled'); the next solve starts a
   * fresh worker.
   */
  async cancel(): Promise<void> {
    if (!this.running) {
      if (this.pending > 0) this.cancelQueued = true;
      return;
    }
    this.stopping = 'cancelled';
    await (await this.module()).restart();
  }

  private module(): Promise<ClingoWasm> {
    this.clingo ??= this.load();
    return this.clingo;
  }

  private async runNow(program: string, options: SolveOptions, onAnswer?: (answer: Answer) => void): Promise<SolveResult> {
    const started = Date.now();
    if (this.cancelQueued) {
      this.cancelQueued = false;
      return { status: 'cancelled', answers: [], exhausted: false, messages: [{ severity: 'info', text: 'stopped on request' }], timeMs: 0 };
    }
    const bytes = Buffer.byteLength(program, 'utf8');
    if (bytes > MAX_PROGRAM_BYTES) {
      const text = `the program is ${(bytes / 1e6).toFixed(2)} MB; the bundled solver takes at most ${MAX_PROGRAM_BYTES / 1e6} MB. `
        + 'Use native clingo for larger programs.';
      return { status: 'too-large', answers: [], exhausted: false, messages: [{ severity: 'error', text }], timeMs: 0 };
    }
    const clingo = await this.module();
    const args = [
      ...Object.entries(options.constants ?? {}).map(([name, value]) => `-c ${name}=${value}`),
      ...(options.extraArgs ?? []),
    ];
    const answers: Answer[] = [];
    this.stopping = undefined;
    this.running = true;
    const timer = options.timeLimitMs === undefined ? undefined : setTimeout(() => {
      this.stopping = 'timeout';
      void clingo.restart();
    }, options.timeLimitMs);
    let outcome: ClingoOutcome;
    try {
      outcome = await clingo.run(program, options.models, args, (w) => {
        const answer = toAnswer(w);
        answers.push(answer);
        onAnswer?.(answer);
      });
    } finally {
      clearTimeout(timer);
      this.running = false;
    }
    const timeMs = Date.now() - started;
    if (this.stopping) {
      const status = this.stopping;
      this.stopping = undefined;
      const text = status === 'timeout' ? `stopped after the time limit of ${options.timeLimitMs} ms` : 'stopped on request';
      return { status, answers, exhausted: false, messages: [{ severity: 'info', text }], timeMs };
    }
    if (outcome.Result === 'ERROR') {
      return { status: 'error', answers, exhausted: false, messages: parseMessages(outcome.Error), timeMs };
    }
    // Models found after the callback was wired are in the result too; keep the streamed ones when they agree.
    const final = outcome.Call.flatMap((c) => c.Witnesses ?? []).map(toAnswer);
    return {
      status: STATUS[outcome.Result] ?? 'unknown',
      answers: final.length >= answers.length ? final : answers,
      exhausted: outcome.Models.More === 'no',
      messages: outcome.Warnings.flatMap(parseMessages),
      timeMs,
    };
  }
}
