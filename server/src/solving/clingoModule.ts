// The bundled solver's WebAssembly, compiled once per process and handed to every worker that runs it. A worker
// spends its first tens of milliseconds starting Node; the parent reads and compiles the 2.6 MB module meanwhile
// (the compiler works on V8's background threads, and compiles a function when it is first called), so that the
// worker only instantiates it. A worker started again after a cancelled run or a trap gets the same code at once.
// The command line's single solve compiles it in the worker instead (cli/prestart.ts). The command line and the
// language server read it with its optimised code from a cache when they have one (codeCache.ts).
import { promises as fsPromises, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cachedClingo } from './codeCache';
import { clingoWasmFile } from './clingoWasmFiles';

/** A compiled WebAssembly.Module: opaque here, and cloned whole to a worker by postMessage. */
export type CompiledModule = object & { readonly compiledWasm?: never };

/** The two WebAssembly calls needed, typed here: the compiler's es2022 library has no WebAssembly; Node has. */
export const webAssembly = (globalThis as unknown as {
  WebAssembly: {
    compile(bytes: Uint8Array): Promise<CompiledModule>;
    instantiate(module: CompiledModule, imports: object): Promise<object>;
  };
}).WebAssembly;

let compiled: Promise<CompiledModule | undefined> | undefined;
/** The cache file this process reads the module from, if it can (codeCache.ts). */
let codeCache: string | undefined;

/** From now on, the module is read from cache file `file` when that holds one for the same wasm. */
export function readCompiledCodeFrom(file: string | undefined): void {
  codeCache = file;
}

/**
 * The single-threaded clingo-wasm module (in clingo-wasm's `dist/` folder `dir`), compiled; undefined when it
 * could not be (a worker sent none compiles it itself, and says so if it cannot either). `readNow`: the file is read before this returns, so that the
 * compilation starts at once even if this thread is busy next (a worker loading clingo-wasm's runner).
 */
export function compiledClingo(dir?: string, readNow = false): Promise<CompiledModule | undefined> {
  compiled ??= (readNow ? compileNow(dir) : fsPromises.readFile(wasmFile(dir)).then(compile)).catch(() => undefined);
  return compiled;
}

function compileNow(dir?: string): Promise<CompiledModule> {
  try {
    return compile(readClingoWasm(dir));
  } catch (error) {
    return Promise.reject(error);
  }
}

/** The compiled module of `bytes`, clingo.wasm's as read by another thread; undefined when they do not compile. */
export function compiledClingoFrom(bytes: Uint8Array): Promise<CompiledModule | undefined> {
  compiled ??= compile(bytes).catch(() => undefined);
  return compiled;
}

/** Where this process's module came from, once it has one: the cache file it was read from, or none. */
export interface CodeSource {
  /** The cache file it was looked for in; undefined when the cache is off. */
  cacheFile?: string;
  readFromCache: boolean;
}

let source: CodeSource | undefined;

/** Where the module came from; undefined until it is compiled or read. */
export function compiledCodeSource(): CodeSource | undefined {
  return source;
}

function compile(bytes: Uint8Array): Promise<CompiledModule> {
  const cached = codeCache === undefined ? undefined : cachedClingo(codeCache, bytes);
  source = { cacheFile: codeCache, readFromCache: cached !== undefined };
  return cached ? Promise.resolve(cached) : webAssembly.compile(bytes);
}

/** The bytes of the single-threaded clingo.wasm in clingo-wasm's `dist/` folder `dir`, read now (throws if it cannot be). */
export function readClingoWasm(dir?: string): Uint8Array {
  return readFileSync(wasmFile(dir));
}

const wasmFile = (dir?: string) => fileURLToPath(clingoWasmFile('clingo.wasm', dir));
