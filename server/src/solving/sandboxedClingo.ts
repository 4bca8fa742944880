// clingo-wasm's client (one request at a time, streamed models, restart by terminating the worker) around
// our own worker, `clingoWorker.js`, which sits beside this file both in the bundle (dist/) and in the
// compiled sources. The worker gets an empty environment, and its stdout and stderr are streams of their
// own that nobody reads (not the server's: in `--stdio` mode its stdout is the protocol). Left paused, they
// do not keep the process alive; the worker writes nothing to them anyway.
import { join } from 'node:path';
import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads';
import { clingoWasmDir, clingoWasmFile } from './clingoWasmFiles';
import { compiledClingo, readClingoWasm } from './clingoModule';
import { startClingoProcess } from './clingoProcess';
import { heldReplies } from './heldReplies';
import type { ClingoWorkerData, WasmBytes } from './clingoWorkerData';

export interface ClingoClient {
  run(program: string, models?: number, options?: string[], onModel?: (w: { Value: string[]; Costs?: number[] }) => void): Promise<unknown>;
  restart(): Promise<void>;
  init(): Promise<void>;
}

/** What the client of clingo-wasm needs of a worker: a thread, or a process of its own (clingoProcess.ts). */
export interface Spawned {
  postMessage(message: unknown): void;
  onReply(handler: (reply: unknown) => void): void;
  onError(handler: (error: unknown) => void): void;
  terminate(): Promise<number>;
  ref(): void;
  unref(): void;
}

/** The worker's entry: the bundle's or the compiled one, whichever this file is part of. */
export const WORKER_FILE = join(__dirname, 'clingoWorker.js');

/** A worker of the bundled solver, started before the code that uses it is loaded (see cli/launch.ts). */
export type PrestartedWorker = Spawned;

/** A worker handed over by `usePrestartedWorker`, for the first client that loads. */
let prestarted: Spawned | undefined;

/**
 * Starts a worker now: a program that is about to solve with the bundled solver calls this first thing, from
 * a small entry of its own, so that the worker's start and the wasm's compilation run while the rest of its
 * code loads. That code, a bundle of its own, is handed the worker with `usePrestartedWorker`.
 * With `v8Flags` the worker sets those V8 flags once it has started and compiles the wasm itself (see
 * cli/prestart.ts for why not before it starts), from the bytes this thread reads meanwhile, and from the cache
 * file `codeCache` of its optimised code when there is one (solving/codeCache.ts).
 */
export function prestartWorker(v8Flags?: string, ownProcess = false, codeCache?: string): PrestartedWorker {
  return ownProcess ? startClingoProcess(WORKER_FILE, v8Flags, codeCache) : startWorker(v8Flags, codeCache);
}

/** The first client that loads from now on takes `worker` rather than starting one. */
export function usePrestartedWorker(worker: PrestartedWorker): void {
  prestarted = worker;
}

export async function loadSandboxedClingo(): Promise<ClingoClient> {
  // Started before the client's module is imported, which it does not need: a fresh worker takes longer to
  // start (and to compile the wasm) than anything the process does before its first solve.
  let first: Spawned | undefined = prestarted ?? startWorker();
  prestarted = undefined;
  let createClient: (spawn: () => Spawned) => ClingoClient;
  try {
    ({ createClient } = await import(clingoWasmFile('client.js')));
  } catch (error) {
    void first.terminate();
    throw error;
  }
  return createClient(() => {
    const worker = first ?? startWorker();
    first = undefined;
    return worker;
  });
}

/** A new worker; what it says before the client listens is kept for the client (heldReplies.ts). */
function startWorker(v8Flags?: string, codeCache?: string): Spawned {
  const wasmBytes = v8Flags ? new MessageChannel() : undefined;
  const workerData: ClingoWorkerData = { clingoWasmDir: clingoWasmDir(), v8Flags, wasmBytes: wasmBytes?.port2, codeCache };
  const worker = new Worker(WORKER_FILE, {
    env: {}, stdin: false, stdout: true, stderr: true, workerData, transferList: wasmBytes ? [wasmBytes.port2] : [],
  });
  if (wasmBytes) {
    sendWasmBytes(wasmBytes.port1, workerData.clingoWasmDir);
  } else {
    // Unless it compiles the wasm itself, the worker waits for this message before it instantiates clingo: a
    // module, or undefined to compile one itself (also when this runtime cannot hand a module to a worker).
    void compiledClingo().then((module) => {
      try {
        worker.postMessage({ type: 'module', module });
      } catch {
        worker.postMessage({ type: 'module' });
      }
    });
  }
  const held = heldReplies();
  worker.on('message', held.reply);
  worker.on('error', held.fail);
  // A worker that ends on its own would leave the running request waiting for ever.
  worker.on('exit', (code) => held.fail(new Error(`RuntimeError: the solver's worker stopped (exit code ${code})`)));
  // Idle, it must not keep the process alive (a 'message' listener refs it): the client refs it while it runs.
  worker.unref();
  return {
    postMessage: (message) => worker.postMessage(message),
    onReply: held.onReply,
    onError: held.onError,
    terminate: () => worker.terminate(),
    ref: () => worker.ref(),
    unref: () => worker.unref(),
  };
}

/**
 * Reads clingo.wasm for a worker that compiles it itself, while that worker starts (about 50 ms), and moves the
 * bytes to it. Reading 2.6 MB into new memory costs about 10 ms on a machine whose memory comes slowly, time
 * that the worker would otherwise spend before it compiles. A worker that starts before the bytes are there, or
 * gets none (the read failed), reads the file itself and says what went wrong.
 */
function sendWasmBytes(port: MessagePort, dir?: string): void {
  const bytes = readOrUndefined(() => readClingoWasm(dir));
  const message: WasmBytes = { bytes };
  // Moved when the bytes are a whole buffer of their own (a read this large gets one), copied otherwise.
  const whole = bytes !== undefined && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  port.postMessage(message, whole ? [bytes.buffer as ArrayBuffer] : []);
}

function readOrUndefined<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
