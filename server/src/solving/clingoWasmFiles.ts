// Where clingo-wasm's own files are. Its package exports only its entry, so the runner and the client the
// sandboxed worker is built from are found beside its package.json (which it does export).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

let dist: string | undefined;

/**
 * clingo-wasm's `dist/` folder. Found once: a worker is handed it, and spares itself the package lookup. Beside
 * a bundle (dist/ of the extension or of this folder) it is where Node would find it first, at a known place: the
 * first require.resolve of a process takes 4 ms, before the command line's solver can start.
 */
export function clingoWasmDir(): string {
  dist ??= findClingoWasmDir();
  return dist;
}

function findClingoWasmDir(): string {
  const besideBundle = join(__dirname, '..', 'node_modules', 'clingo-wasm', 'dist');
  return existsSync(join(besideBundle, 'clingo.wasm')) ? besideBundle : join(dirname(require.resolve('clingo-wasm/package.json')), 'dist');
}

/** A file of clingo-wasm's `dist/` (`dir`, found here by default), as a URL that import() takes. */
export function clingoWasmFile(name: string, dir = clingoWasmDir()): string {
  return pathToFileURL(join(dir, name)).href;
}
