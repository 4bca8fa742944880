// Where clingo-wasm's own files are. Its package exports only its entry, so the runner and the client the
// sandboxed worker is built from are found beside its package.json (which it does export).
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A file of clingo-wasm's `dist/`, as a URL that import() takes. */
export function clingoWasmFile(name: string): string {
  return pathToFileURL(join(dirname(require.resolve('clingo-wasm/package.json')), 'dist', name)).href;
}
