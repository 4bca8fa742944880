// Native clingo, for users who outgrow the bundled solver: threads, its own time limit, no size limit. The
// program goes in on stdin (the same assembled text the bundled engine gets, so unsaved edits count and
// positions map back the same way); the answer comes back as `--outf=2` JSON on stdout, messages on stderr.
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { parseMessages } from './messages';
import { RunQueue } from './runQueue';
import { clingoArguments, readClingoJson, type ClingoJson, type Engine, type SolveOptions, type SolveResult } from './result';
import { timerDelay } from './timeLimit';

/** After the time limit, clingo gets this long to stop by itself and print what it found before it is killed. */
const GRACE_MS = 3000;

export class NativeEngine implements Engine {
  private running: ReturnType<typeof spawn> | undefined;
  private stopping: 'cancelled' | 'timeout' | undefined;
  private readonly queue = new RunQueue();

  constructor(readonly clingoPath: string) {}

  get name(): string {
    return `clingo (${this.clingoPath})`;
  }

  solve(program: string, options: SolveOptions): Promise<SolveResult> {
    return this.queue.enqueue(this.name, () => this.runNow(program, options), options.signal);
  }

  /** SIGINT makes clingo stop and print the answers found so far. */
  async cancel(): Promise<void> {
    if (!this.running) {
      this.queue.cancelWaiting();
      return;
    }
    this.stopping = 'cancelled';
    this.running.kill('SIGINT');
  }

  async dispose(): Promise<void> {
    this.running?.kill('SIGKILL');
  }

  private runNow(program: string, options: SolveOptions): Promise<SolveResult> {
    const started = Date.now();
    const engine = this.name;
    const args = ['-', String(options.models), '--outf=2', '--stats', ...clingoArguments(options).flatMap(splitOption)];
    if (options.timeLimitMs !== undefined) args.push(`--time-limit=${Math.max(1, Math.ceil(timerDelay(options.timeLimitMs) / 1000))}`);
    if (options.threads && options.threads > 1) args.push(`--parallel-mode=${options.threads}`);
    return new Promise((resolve) => {
      this.stopping = undefined;
      const child = spawn(this.clingoPath, args, { stdio: ['pipe', 'pipe', 'pipe'] });
      this.running = child;
      // Heard only while this solve runs: SIGINT stops this clingo, which prints what it found.
      const stop = (): void => {
        this.stopping = 'cancelled';
        child.kill('SIGINT');
      };
      options.signal?.addEventListener('abort', stop, { once: true });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      // A program clingo refuses early closes stdin before all of it is written: that is not an error here.
      child.stdin.on('error', () => undefined);
      child.stdin.end(program);
      const backstop = options.timeLimitMs === undefined ? undefined : setTimeout(() => {
        this.stopping = 'timeout';
        child.kill('SIGKILL');
      }, timerDelay(options.timeLimitMs + GRACE_MS));
      let settled = false;
      const finish = (result: Omit<SolveResult, 'timeMs' | 'engine'>) => {
        if (settled) return;
        settled = true;
        options.signal?.removeEventListener('abort', stop);
        clearTimeout(backstop);
        this.running = undefined;
        resolve({ ...result, timeMs: Date.now() - started, engine });
      };
      child.on('error', (error: NodeJS.ErrnoException) => {
        const text = error.code === 'ENOENT'
          ? `native clingo was not found at '${this.clingoPath}': install clingo (Debian: package gringo) or set its path`
          : `native clingo could not be started: ${error.message}`;
        finish({ status: 'error', answers: [], exhausted: false, messages: [{ severity: 'error', text }] });
      });
      child.on('close', (code, signal) => {
        const messages = parseMessages(stderr).filter((m) => !/INTERRUPTED by signal/.test(m.text));
        // Killed without being asked (the system's out-of-memory killer), or clingo's own allocation failure.
        if ((signal === 'SIGKILL' && !this.stopping) || /bad_alloc|out of memory/i.test(stderr)) {
          messages.unshift({ severity: 'error', text: 'native clingo ran out of memory while grounding or solving this program' });
        }
        const json = readJson(stdout);
        const found = json ? readClingoJson(json) : { status: 'unknown' as const, answers: [], exhausted: false };
        const stopping = this.stopping ?? (json && 'TIME LIMIT' in json ? 'timeout' : undefined);
        if (stopping) {
          const text = stopping === 'timeout' ? `stopped after the time limit of ${options.timeLimitMs} ms` : 'stopped on request';
          finish({ ...found, status: stopping, exhausted: false, messages: [...messages, { severity: 'info', text }] });
        } else if (!json || (code ?? 0) >= 33 || messages.some((m) => m.severity === 'error')) {
          if (!messages.some((m) => m.severity === 'error')) {
            messages.push({ severity: 'error', text: `native clingo failed (exit code ${code}): ${stderr.trim() || stdout.trim() || 'no output'}` });
          }
          finish({ status: 'error', answers: found.answers, exhausted: false, messages });
        } else {
          finish({ ...found, messages });
        }
      });
    });
  }
}

function readJson(stdout: string): (ClingoJson & { 'TIME LIMIT'?: number }) | undefined {
  try {
    return JSON.parse(stdout) as ClingoJson;
  } catch {
    return undefined; // clingo died before printing its document: the caller reports stderr instead
  }
}

/** `-c n=5` is one string for clingo-wasm, two arguments on a command line. */
function splitOption(option: string): string[] {
  return option.startsWith('-c ') ? ['-c', option.slice(3)] : [option];
}

/** The first executable `clingo` on PATH, to offer when the user has not chosen a native solver. */
export function findClingoOnPath(path = process.env.PATH ?? ''): string | undefined {
  for (const dir of path.split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, process.platform === 'win32' ? 'clingo.exe' : 'clingo');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder: try the next one
    }
  }
  return undefined;
}

/** `clingo version 5.4.1` → `5.4.1`; undefined when the program does not answer like clingo. */
export function clingoVersion(clingoPath: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const child = spawn(clingoPath, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.on('error', () => resolve(undefined));
    child.on('close', () => resolve(/clingo version (\S+)/.exec(out)?.[1]));
  });
}
