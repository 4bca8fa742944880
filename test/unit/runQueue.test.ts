// The queue both engines run their solves through: one at a time, in order; the next one as soon as the running
// one says the engine is free, before it has read its output; a cancel of a solve still waiting.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SolveResult } from '../../server/src/solving/result';
import { RunQueue } from '../../server/src/solving/runQueue';

const done = (text: string): SolveResult => ({
  status: 'satisfiable', answers: [{ atoms: [], text: [text] }], exhausted: true, messages: [], timeMs: 0, engine: 'test',
});

/** A promise and the function that resolves it. */
function later<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('the run queue', () => {
  it('runs one solve at a time, in the order asked', async () => {
    const queue = new RunQueue();
    const log: string[] = [];
    const first = later();
    const a = queue.enqueue('test', async () => {
      log.push('a starts');
      await first.promise;
      log.push('a ends');
      return done('a');
    });
    const b = queue.enqueue('test', async () => {
      log.push('b starts');
      return done('b');
    });
    await turn();
    assert.deepEqual(log, ['a starts']);
    first.resolve();
    assert.equal((await a).answers[0].text[0], 'a');
    assert.equal((await b).answers[0].text[0], 'b');
    assert.deepEqual(log, ['a starts', 'a ends', 'b starts']);
  });

  it('starts the next solve once the running one frees the engine, while that one still reads its output', async () => {
    const queue = new RunQueue();
    const log: string[] = [];
    const reading = later();
    const a = queue.enqueue('test', async (free) => {
      log.push('a runs');
      free();
      await reading.promise;
      log.push('a has read its output');
      return done('a');
    });
    const b = queue.enqueue('test', async () => {
      log.push('b runs');
      return done('b');
    });
    assert.equal((await b).answers[0].text[0], 'b');
    assert.deepEqual(log, ['a runs', 'b runs']);
    reading.resolve();
    assert.equal((await a).answers[0].text[0], 'a');
  });

  it('goes on after a solve that failed without freeing the engine', async () => {
    const queue = new RunQueue();
    const a = queue.enqueue('test', () => Promise.reject(new Error('broken')));
    const b = queue.enqueue('test', async () => done('b'));
    await assert.rejects(a, /broken/);
    assert.equal((await b).answers[0].text[0], 'b');
  });

  it('ends a waiting solve before it starts when it is cancelled, and runs the one after it', async () => {
    const queue = new RunQueue();
    const first = later();
    const started: string[] = [];
    const a = queue.enqueue('test', async () => {
      started.push('a');
      await first.promise;
      return done('a');
    });
    const b = queue.enqueue('test', async () => {
      started.push('b');
      return done('b');
    });
    await turn();
    queue.cancelWaiting();
    const c = queue.enqueue('test', async () => {
      started.push('c');
      return done('c');
    });
    first.resolve();
    assert.equal((await a).status, 'satisfiable');
    assert.equal((await b).status, 'cancelled');
    assert.equal((await c).status, 'satisfiable');
    assert.deepEqual(started, ['a', 'c']);
  });

  it('ends a waiting solve whose own signal aborted before it starts, and no other', async () => {
    const queue = new RunQueue();
    const first = later();
    const started: string[] = [];
    const stop = new AbortController();
    const a = queue.enqueue('test', async () => {
      started.push('a');
      await first.promise;
      return done('a');
    }, new AbortController().signal);
    const b = queue.enqueue('test', async () => {
      started.push('b');
      return done('b');
    }, stop.signal);
    const c = queue.enqueue('test', async () => {
      started.push('c');
      return done('c');
    });
    stop.abort();
    first.resolve();
    assert.equal((await a).status, 'satisfiable');
    assert.equal((await b).status, 'cancelled');
    assert.equal((await c).status, 'satisfiable');
    assert.deepEqual(started, ['a', 'c']);
  });
});
