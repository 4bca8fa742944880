// The bundled solver's worker and the module its parent compiles for it, against the real clingo-wasm: the worker
// waits for the parent's first message, solves with the module it is given, reads and compiles the file itself
// when it is given none or is told to (with V8 flags to set first), and answers with an error, not silence, when
// the module it is given cannot be used. A worker that compiles the module itself takes the bytes its parent sends
// on a port of their own, and reads the file itself when none are there.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { MessageChannel, Worker } from 'node:worker_threads';
import { compiledClingo, readClingoWasm, webAssembly, type CompiledModule } from '../../server/src/solving/clingoModule';
import { clingoWasmDir } from '../../server/src/solving/clingoWasmFiles';
import { WORKER_FILE } from '../../server/src/solving/sandboxedClingo';

interface RunResult { Result: string; Error?: string; Call?: { Witnesses: { Value: string[] }[] }[] }

/**
 * A worker as sandboxedClingo starts one, given `module` as its first message; or, with `v8Flags`, as the command
 * line starts one, told to set those flags and compile the module itself, and sent nothing. With `sent` too, it is
 * given a port for the wasm's bytes, and `sent` is posted on it before the worker has started.
 */
function workerGiven(module: CompiledModule | undefined, v8Flags?: string, sent?: { bytes?: Uint8Array }): { run(program: string): Promise<RunResult>; stop(): Promise<number> } {
  const channel = sent ? new MessageChannel() : undefined;
  const workerData = { clingoWasmDir: clingoWasmDir(), v8Flags, wasmBytes: channel?.port2 };
  const worker = new Worker(WORKER_FILE, { env: {}, stdin: false, stdout: true, stderr: true, workerData, transferList: channel ? [channel.port2] : [] });
  if (channel) channel.port1.postMessage(sent);
  if (!v8Flags) worker.postMessage({ type: 'module', module });
  return {
    run: (program) => new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no answer from the worker within 30 s')), 30_000);
      worker.once('message', (reply: { type: string; result: RunResult }) => {
        clearTimeout(timer);
        resolve(reply.result);
      });
      worker.postMessage({ type: 'run', args: [program, 1, []], stream: false });
    }),
    stop: () => worker.terminate(),
  };
}

describe('the bundled solver\'s worker and its compiled module', () => {
  const workers: { stop(): Promise<number> }[] = [];
  after(async () => {
    await Promise.all(workers.map((w) => w.stop()));
  });

  it('compiles clingo once per process', async () => {
    const module = await compiledClingo();
    assert.ok(module, 'the bundled clingo.wasm did not compile');
    assert.equal(await compiledClingo(), module);
  });

  it('solves with the module its parent compiled, in two workers at once', async () => {
    const module = await compiledClingo();
    const [first, second] = [workerGiven(module), workerGiven(module)];
    workers.push(first, second);
    const [a, b] = await Promise.all([first.run('a.'), second.run('b :- not c.')]);
    assert.deepEqual(a.Call?.[0].Witnesses[0].Value, ['a']);
    assert.deepEqual(b.Call?.[0].Witnesses[0].Value, ['b']);
  });

  it('reads and compiles clingo itself when its parent sends no module', async () => {
    const worker = workerGiven(undefined);
    workers.push(worker);
    const result = await worker.run('p(1..3).');
    assert.equal(result.Result, 'SATISFIABLE');
    assert.deepEqual(result.Call?.[0].Witnesses[0].Value, ['p(1)', 'p(2)', 'p(3)']);
  });

  it('sets the V8 flags it is given and compiles clingo itself, sent nothing by its parent', async () => {
    const worker = workerGiven(undefined, '--wasm-lazy-validation');
    workers.push(worker);
    const result = await worker.run('q(X) :- X = 1..2.');
    assert.equal(result.Result, 'SATISFIABLE');
    assert.deepEqual(result.Call?.[0].Witnesses[0].Value, ['q(1)', 'q(2)']);
  });

  it('compiles the bytes its parent sends, and reads the file itself when it is sent none', async () => {
    const given = workerGiven(undefined, '--wasm-lazy-validation', { bytes: readClingoWasm() });
    const readItself = workerGiven(undefined, '--wasm-lazy-validation', {});
    workers.push(given, readItself);
    const [a, b] = await Promise.all([given.run('a :- not b. b :- not a. :- b.'), readItself.run('c.')]);
    assert.deepEqual(a.Call?.[0].Witnesses[0].Value, ['a']);
    assert.deepEqual(b.Call?.[0].Witnesses[0].Value, ['c']);
  });

  it('answers with an error when the bytes its parent sends are not clingo', async () => {
    // Proof that the sent bytes are the ones compiled: the file beside the worker is clingo and would solve.
    const worker = workerGiven(undefined, '--wasm-lazy-validation', { bytes: NOT_CLINGO });
    workers.push(worker);
    const result = await worker.run('a.');
    assert.equal(result.Result, 'ERROR');
    assert.ok(result.Error, 'no error text');
  });

  it('answers with an error, and again for the next run, when the module cannot be instantiated', async () => {
    const worker = workerGiven(await webAssembly.compile(NOT_CLINGO));
    workers.push(worker);
    for (const program of ['a.', 'b.']) {
      const result = await worker.run(program);
      assert.equal(result.Result, 'ERROR', program);
      assert.ok(result.Error, `no error text for ${program}`);
    }
  });
});

/** A module that imports a function clingo's runtime does not provide: instantiating it fails. */
const NOT_CLINGO = Uint8Array.from([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // header
  0x01, 0x04, 0x01, 0x60, 0x00, 0x00, // one type: () -> ()
  0x02, 0x07, 0x01, 0x01, 0x78, 0x01, 0x79, 0x00, 0x00, // import x.y, a function of that type
]);
