// What clingo-wasm's own code reads as `import.meta.url` once the build has put it into the worker's CommonJS
// bundle (scripts/build.mjs; clingoRunner.ts says why), where import.meta is empty: the URL of its clingo.js,
// which it finds its require() and, when no compiled module is handed to it, its clingo.wasm by. Also Node's
// `module`, which the build puts where clingo.js loads it with import() (scripts/build.mjs says why).
import * as clingoJsNodeModule from 'node:module';
import { workerData } from 'node:worker_threads';
import { clingoWasmFile } from './clingoWasmFiles';
import type { ClingoWorkerData } from './clingoWorkerData';

export const clingoJsUrl = clingoWasmFile('clingo.js', (workerData as ClingoWorkerData | null)?.clingoWasmDir);

export { clingoJsNodeModule };
