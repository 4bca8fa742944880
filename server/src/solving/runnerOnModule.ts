// A clingo-wasm runner on a module compiled elsewhere, as both the solver's worker (clingoWorker.ts) and the
// code cache's builder (cli/codeCacheBuilder.ts) start one. Apart from clingoRunner.ts, which the worker's
// bundle replaces with the runner built in (scripts/build.mjs).
import { loadRunner, type Runner } from './clingoRunner';

/** Emscripten's hook for a module compiled elsewhere: given clingo's imports, it hands `receive` the instance. */
export type InstantiateWasm = (imports: object, receive: (instance: object) => void) => object;

/**
 * A runner of clingo-wasm's `dist/` folder `dir` whose instance `instantiateWasm` makes. One thread: the threaded
 * build starts more workers, which the worker's guard (clingoWorker.ts) does not cover. No stdin: clingo-wasm
 * would read the host's.
 */
export async function runnerOnModule(dir: string | undefined, instantiateWasm: InstantiateWasm): Promise<Runner> {
  const Runner = await loadRunner(dir);
  return new Runner({ singleThreaded: true, stdin: () => null, instantiateWasm });
}
