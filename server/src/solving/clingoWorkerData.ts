// What the parent (sandboxedClingo.ts) hands the solver's worker at its start, and what the worker does with it
// before anything else: clingoWorker.ts imports this file first, so that a worker that compiles the wasm itself
// starts that on V8's background threads before the rest of its code (clingo-wasm's runner) is evaluated.
import { setFlagsFromString } from 'node:v8';
import { type MessagePort, receiveMessageOnPort, workerData as given } from 'node:worker_threads';
import { type CompiledModule, compiledClingo, compiledClingoFrom, readCompiledCodeFrom } from './clingoModule';

// Node's own modules that the worker needs are loaded before the flags change: Node compiles a built-in module
// from a cache made for its default flags, and after any flag has changed it compiles it anew, about twice as
// slowly (child_process with what it loads: 2 ms → 5). Calls, not imports, which the bundler drops when unused.
require('node:child_process');
require('node:module');

export interface ClingoWorkerData {
  /** clingo-wasm's `dist/` folder, which the parent has found already. */
  clingoWasmDir?: string;
  /** V8 flags to set before the worker compiles the wasm itself; without them the parent sends the module. */
  v8Flags?: string;
  /** Where the parent sends clingo.wasm's bytes (a `WasmBytes`) when the worker compiles it itself. */
  wasmBytes?: MessagePort;
  /** The cache file of clingo's optimised code that a worker that compiles the wasm itself reads it from if it can. */
  codeCache?: string;
}

/** The one message on `wasmBytes`: the bytes, or nothing when the parent could not read them. */
export interface WasmBytes {
  bytes?: Uint8Array;
}

/**
 * What the parent gave: a worker thread's `workerData`, or, in a process of its own (clingoProcess.ts), the JSON
 * of its one argument.
 */
export const workerData = (given ?? (process.send ? JSON.parse(process.argv[2] ?? '{}') : {})) as ClingoWorkerData;

readCompiledCodeFrom(workerData.codeCache);

/** The module this worker compiles itself, under `v8Flags`; undefined when the parent sends one. */
export const ownModule: Promise<CompiledModule | undefined> | undefined = workerData.v8Flags
  ? compileHere(workerData.v8Flags)
  : undefined;

function compileHere(v8Flags: string): Promise<CompiledModule | undefined> {
  setFlagsFromString(v8Flags);
  // The bytes the parent read while this worker started, if they are here already; otherwise read them now.
  const sent = workerData.wasmBytes && receiveMessageOnPort(workerData.wasmBytes)?.message as WasmBytes | undefined;
  workerData.wasmBytes?.close();
  return sent?.bytes ? compiledClingoFrom(sent.bytes) : compiledClingo(workerData.clingoWasmDir, true);
}
