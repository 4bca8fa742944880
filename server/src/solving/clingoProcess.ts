// The bundled solver in a process of its own instead of a worker thread, for the command line's single solve:
// the same entry (clingoWorker.js) and the same sandbox, with the parent's channel for a port. What it buys is
// the end: V8 recompiles clingo's parser with its optimising compiler as soon as a program of a few lines is read
// (a single function of 48 KB whose loop spends the tiering budget fast), that takes 65-95 ms on a background
// thread, and a process waits for its background work before it exits. A thread's work is the command line's
// own; a process of its own is killed once it has answered, and the command line ends at once. Starting a
// process costs more than starting a thread, so a trivial program, which reaches no recompilation, keeps the thread
// (cli/prestart.ts).
import { type ChildProcess, fork } from 'node:child_process';
import type { ClingoWorkerData } from './clingoWorkerData';
import { clingoWasmDir } from './clingoWasmFiles';
import { heldReplies } from './heldReplies';
import type { Spawned } from './sandboxedClingo';

/**
 * Node's options for the solver's process: the stack a worker thread has (4 MB; a process's main thread is given
 * 1 MB by V8, and clingo recurses through deeply nested answers) within the 8 MB that Linux and macOS give a main
 * thread. Windows, with 1 MB, keeps the thread (cli/prestart.ts).
 */
export const SOLVER_PROCESS_EXEC_ARGV: readonly string[] = ['--stack-size=3800'];

/**
 * Starts the solver's process now; with `v8Flags` it sets them and compiles the wasm itself, as a worker would,
 * or reads it from the cache file `codeCache` (codeCache.ts) if that holds it.
 */
export function startClingoProcess(workerFile: string, v8Flags?: string, codeCache?: string): Spawned {
  const data: ClingoWorkerData = { clingoWasmDir: clingoWasmDir(), v8Flags, codeCache };
  // Nothing of this process's environment, arguments to Node or terminal.
  const child = fork(workerFile, [JSON.stringify(data)], {
    env: {}, execArgv: [...SOLVER_PROCESS_EXEC_ARGV], stdio: ['ignore', 'ignore', 'ignore', 'ipc'], serialization: 'advanced',
  });
  const held = heldReplies();
  let ended = false;
  const exited = new Promise<number>((resolve) => child.once('exit', (code, signal) => {
    ended = true;
    living.delete(child);
    // A process that ends on its own would leave the running request waiting for ever.
    held.fail(new Error(`RuntimeError: the solver's process stopped (${signal ?? `exit code ${code}`})`));
    resolve(code ?? 1);
  }));
  endWithThisProcess(child);
  // A compiled module cannot be sent to another process: without flags to set, it is told to compile its own.
  if (!v8Flags) child.send({ type: 'module' });
  child.on('message', held.reply);
  child.on('error', held.fail);
  const ref = (on: boolean) => {
    if (on) child.ref();
    else child.unref();
    const channel = child.channel as { ref(): void; unref(): void } | null | undefined;
    if (on) channel?.ref();
    else channel?.unref();
  };
  // Idle, it must not keep the command line alive: the client refs it while it runs.
  ref(false);
  return {
    postMessage: (message) => child.send(message as object),
    onReply: held.onReply,
    onError: held.onError,
    terminate: () => {
      if (!ended) {
        // Held until it has ended: unreferenced, this process could end first, before it sets its exit code.
        child.ref();
        child.kill('SIGKILL');
      }
      return exited;
    },
    ref: () => ref(true),
    unref: () => ref(false),
  };
}

/** Solver processes not yet ended. */
const living = new Set<ChildProcess>();

/**
 * A solver process ends with this one, however it ends: at its exit, and at a signal that would end it without
 * its exit handlers (the solver ignores Ctrl+C, which the command line handles itself: see clingoWorker.ts).
 * Without this, a `timeout` or `kill` of the command line would leave a long solve running on its own.
 */
function endWithThisProcess(child: ChildProcess): void {
  if (!watching) {
    watching = true;
    process.on('exit', killAll);
    for (const signal of ENDING_SIGNALS) process.on(signal, endBy);
  }
  living.add(child);
}

let watching = false;

const ENDING_SIGNALS = ['SIGTERM', 'SIGHUP'] as const;

function killAll(): void {
  for (const child of living) child.kill('SIGKILL');
  living.clear();
}

/** Kills the solvers, then lets `signal` end this process as it would have without a handler. */
function endBy(signal: NodeJS.Signals): void {
  killAll();
  for (const s of ENDING_SIGNALS) process.removeListener(s, endBy);
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}
