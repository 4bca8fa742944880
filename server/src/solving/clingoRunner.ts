// clingo-wasm's Runner: an ES module of its package, loaded from there at run time. The worker's bundle
// (dist/clingoWorker.js) has it built in instead (scripts/build.mjs): importing ES modules in a fresh worker
// costs it about 20 ms of its start.
import { clingoWasmFile } from './clingoWasmFiles';

/** What this file loads: clingo-wasm's `Runner`, typed here as far as the worker uses it. */
export interface Runner {
  clingo: { ccall: (...args: unknown[]) => unknown };
  init(): Promise<void>;
  run(program: string, models?: number, options?: string[], onModel?: (model: unknown) => void): unknown;
}
export type RunnerClass = new (params: Record<string, unknown>) => Runner;

/** The Runner class of clingo-wasm's `dist/` folder `dir`. */
export async function loadRunner(dir?: string): Promise<RunnerClass> {
  return ((await import(clingoWasmFile('run.js', dir))) as { Runner: RunnerClass }).Runner;
}
