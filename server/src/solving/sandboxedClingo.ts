// clingo-wasm's client (one request at a time, streamed models, restart by terminating the worker) around
// our own worker, `clingoWorker.js`, which sits beside this file both in the bundle (dist/) and in the
// compiled sources. The worker gets an empty environment, and its stdout and stderr are streams of their
// own that nobody reads (not the server's: in `--stdio` mode its stdout is the protocol). Left paused, they
// do not keep the process alive; the worker writes nothing to them anyway.
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { clingoWasmFile } from './clingoWasmFiles';

export interface ClingoClient {
  run(program: string, models?: number, options?: string[], onModel?: (w: { Value: string[]; Costs?: number[] }) => void): Promise<unknown>;
  restart(): Promise<void>;
  init(): Promise<void>;
}

interface Spawned {
  postMessage(message: unknown): void;
  onReply(handler: (reply: unknown) => void): void;
  onError(handler: (error: unknown) => void): void;
  terminate(): Promise<number>;
  ref(): void;
  unref(): void;
}

/** The worker's entry: the bundle's or the compiled one, whichever this file is part of. */
export const WORKER_FILE = join(__dirname, 'clingoWorker.js');

export async function loadSandboxedClingo(): Promise<ClingoClient> {
  const { createClient } = await import(clingoWasmFile('client.js')) as { createClient: (spawn: () => Spawned) => ClingoClient };
  return createClient(() => {
    const worker = new Worker(WORKER_FILE, { env: {}, stdin: false, stdout: true, stderr: true });
    return {
      postMessage: (message) => worker.postMessage(message),
      onReply: (handler) => worker.on('message', handler),
      onError: (handler) => {
        worker.on('error', handler);
        // A worker that ends on its own would leave the running request waiting for ever.
        worker.on('exit', (code) => handler(new Error(`RuntimeError: the solver's worker stopped (exit code ${code})`)));
      },
      terminate: () => worker.terminate(),
      ref: () => worker.ref(),
      unref: () => worker.unref(),
    };
  });
}
