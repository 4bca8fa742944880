// The bundled solver's worker thread (or, for the command line's single solve, its process: clingoProcess.ts):
// clingo-wasm's runner behind the JavaScript half of the sandbox.
// Before clingo-wasm loads, this worker's own instances of Node's builtins (a worker gets its own) lose
// what the wasm build could reach past the Lua prelude: child_process (clingo-wasm's `system()` spawns a
// shell), writes to stdout/stderr, exiting and killing, the host's path in the environment clingo sees.
// A run that kills the wasm instance (a trap, an exit) leaves it unusable; the next run gets a new one.
import { ownModule, workerData } from './clingoWorkerData'; // first: see that file
// `require`, not `import *`: the module object itself must change, not a copy of its exports.
import childProcess = require('node:child_process');
import { syncBuiltinESMExports } from 'node:module';
import { parentPort } from 'node:worker_threads';
import { type CompiledModule, compiledClingo, webAssembly } from './clingoModule';
import type { Runner } from './clingoRunner';
import { type InstantiateWasm, runnerOnModule } from './runnerOnModule';

disarmHost();

type Request =
  | { type: 'module'; module?: CompiledModule }
  | { type: 'init' }
  | { type: 'run'; args: [string, number, string[]]; stream: boolean };

// In a process of its own, Ctrl+C reaches the solver too: the command line stops it, and says so.
if (!parentPort) process.on('SIGINT', () => undefined);

// The parent: a worker thread's, or the process's own channel when the solver runs as a process of its own.
const port = parentPort ?? {
  on: (_: 'message', listener: (message: Request) => void) => process.on('message', listener),
  postMessage: (message: unknown) => process.send!(message),
};
// The compiled clingo module (clingoModule.ts): this worker's own, or the parent's, its first message; when
// the parent has none to send, this worker compiles it.
let received: (module: CompiledModule | undefined) => void = () => undefined;
const compiledModule: Promise<CompiledModule | undefined> = ownModule ??
  new Promise<CompiledModule | undefined>((resolve) => (received = resolve))
    .then((module) => module ?? compiledClingo(workerData.clingoWasmDir));
// Loaded at once, not at the first request: clingo's JavaScript half starts while the module compiles, and
// clingo instantiates as soon as the module is there.
let runner: Promise<Runner> | undefined = fresh();

function fresh(): Promise<Runner> {
  const r = freshRunner();
  // A failure is reported to the request that awaits it, not as an unhandled rejection that ends the worker.
  r.catch(() => undefined);
  return r;
}

async function freshRunner(): Promise<Runner> {
  // Emscripten's hook for a module compiled elsewhere: it waits for `receive` and cannot be told of a failure,
  // so a failure ends the wait here.
  let failed: (error: unknown) => void = () => undefined;
  const failure = new Promise<never>((_, reject) => (failed = reject));
  const instantiateWasm: InstantiateWasm = (imports, receive) => {
    compiledModule
      .then((module) => {
        if (!module) throw new Error("RuntimeError: the bundled solver's clingo.wasm could not be read or compiled");
        return webAssembly.instantiate(module, imports);
      })
      .then(receive, failed);
    return {};
  };
  const r = await runnerOnModule(workerData.clingoWasmDir, instantiateWasm);
  await Promise.race([r.init(), failure]);
  return r;
}

/** Runs one program; a trap or exit inside the wasm marks the instance as spent. */
function runOnce(r: Runner, [program, models, options]: [string, number, string[]], onModel?: (m: unknown) => void): { result: unknown; spent: boolean } {
  const ccall = r.clingo.ccall;
  let spent = false;
  r.clingo.ccall = (...args: unknown[]) => {
    try {
      return ccall.apply(r.clingo, args);
    } catch (e) {
      spent = true;
      throw e;
    }
  };
  try {
    const result = r.run(program, models, options, onModel) as { Result: string; Error?: string };
    // An exit leaves `[object Object]` (Emscripten's ExitStatus) as the only text.
    if (spent && result.Result === 'ERROR' && (!result.Error || result.Error === '[object Object]')) {
      result.Error = 'RuntimeError: the solver stopped inside a script';
    }
    return { result, spent };
  } finally {
    r.clingo.ccall = ccall;
  }
}

port.on('message', async (message: Request) => {
  if (message.type === 'module') {
    received(message.module);
    return;
  }
  try {
    runner ??= fresh();
    const r = await runner;
    if (message.type === 'init') {
      port.postMessage({ type: 'result', result: null });
      return;
    }
    const onModel = message.stream ? (model: unknown) => port.postMessage({ type: 'model', model }) : undefined;
    const { result, spent } = runOnce(r, message.args, onModel);
    if (spent) runner = undefined;
    port.postMessage({ type: 'result', result });
  } catch (e) {
    runner = undefined;
    port.postMessage({ type: 'result', result: { Result: 'ERROR', Error: String(e) } });
  }
});

function disarmHost(): void {
  const refuse = (name: string) => () => {
    throw new Error(`${name} is not available in the bundled solver`);
  };
  const cp = childProcess as unknown as Record<string, unknown>;
  for (const name of ['exec', 'execFile', 'execFileSync', 'execSync', 'fork', 'spawn']) cp[name] = refuse(`child_process.${name}`);
  // What clingo-wasm's system() calls: a failed command (status 127, as a shell says for one it cannot find).
  cp.spawnSync = () => ({ pid: 0, status: 127, signal: null, output: [null, null, null], stdout: null, stderr: null });
  syncBuiltinESMExports();
  const quiet = () => true;
  process.stdout.write = quiet;
  process.stderr.write = quiet;
  for (const name of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const) console[name] = () => undefined;
  process.exit = refuse('process.exit') as typeof process.exit;
  process.abort = refuse('process.abort') as typeof process.abort;
  process.kill = refuse('process.kill') as typeof process.kill;
  // Emscripten names the program after argv[1] in the environment it shows scripts: not the host's path.
  process.argv = [process.argv[0], 'clingo'];
}
