// Which file of the solver's code cache (codeCache.ts) a process reads, and its builder started when there is
// none yet: the command line (cli/prestart.ts) and the language server (main.ts) both use the cache.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CodeSource } from './clingoModule';
import { clingoWasmDir, clingoWasmFile } from './clingoWasmFiles';
import { buildCodeCache, CODE_CACHE_VARIABLE, codeCacheFile, codeCacheFolder, type CodeRecipe } from './codeCache';

/** How this process runs V8, for the solver it compiles and hands its worker thread. */
export function thisProcessRecipe(): CodeRecipe {
  return { execArgv: process.execArgv, nodeOptions: process.env.NODE_OPTIONS };
}

/**
 * The cache file of the solver's optimised code for a solver run as `recipe`; when there is none yet, its builder
 * (the script `builderFile`) starts as this process ends, so that it does not take a core from this process's
 * solves. Undefined when the cache is turned off.
 */
export function codeCacheFor(recipe: CodeRecipe, builderFile: string): string | undefined {
  try {
    const folder = codeCacheFolder();
    const file = folder && codeCacheFile(folder, recipe, fileURLToPath(clingoWasmFile('clingo.wasm')));
    if (file && !existsSync(file)) process.once('exit', () => buildCodeCache(file, recipe, builderFile, clingoWasmDir()));
    return file;
  } catch {
    // No clingo-wasm where it is looked for: the solver's own start says so.
    return undefined;
  }
}

/** A line for the server's log: where the solver's code came from, or undefined before it has any. */
export function describeCodeSource(source: CodeSource | undefined): string | undefined {
  if (!source) return undefined;
  if (source.readFromCache) return `The bundled solver's optimised code was read from its cache, ${source.cacheFile}.`;
  if (source.cacheFile === undefined) return `The bundled solver's code was compiled: no cache is used (${CODE_CACHE_VARIABLE}=off, or a debugger is attached).`;
  return `The bundled solver's code was compiled: no cache to read in ${source.cacheFile} yet (it is made once this process ends).`;
}
