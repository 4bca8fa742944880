// What the parent (sandboxedClingo.ts) hands the solver's worker at its start, and what the worker does with it
// before anything else: clingoWorker.ts imports this file first, so that a worker that compiles the wasm itself
// starts that on V8's background threads before the rest of its code (clingo-wasm's runner) is evaluated.
import { setFlagsFromString } from 'node:v8';
import { workerData as given } from 'node:worker_threads';
import { type CompiledModule, compiledClingo } from './clingoModule';

export interface ClingoWorkerData {
  /** clingo-wasm's `dist/` folder, which the parent has found already. */
  clingoWasmDir?: string;
  /** V8 flags to set before the worker compiles the wasm itself; without them the parent sends the module. */
  v8Flags?: string;
}

export const workerData = (given ?? {}) as ClingoWorkerData;

/** The module this worker compiles itself, under `v8Flags`; undefined when the parent sends one. */
export const ownModule: Promise<CompiledModule | undefined> | undefined = workerData.v8Flags
  ? compileHere(workerData.v8Flags)
  : undefined;

function compileHere(v8Flags: string): Promise<CompiledModule | undefined> {
  setFlagsFromString(v8Flags);
  return compiledClingo(workerData.clingoWasmDir, true);
}
