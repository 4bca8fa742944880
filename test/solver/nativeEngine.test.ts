// Native clingo behind the same interface as the bundled solver: how a solve ends when it is stopped.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { findClingoOnPath, NativeEngine } from '../../server/src/solving/nativeEngine';

const clingo = findClingoOnPath();
/** n pigeons into n-1 holes: unsatisfiable; ten take about a second natively, thirteen far longer. */
const pigeons = (n: number) => `p(1..${n}). h(1..${n - 1}). 1 { in(P,H) : h(H) } 1 :- p(P). :- in(P,H), in(Q,H), P < Q.`;

describe('native clingo as an engine', { skip: clingo ? false : 'native clingo is not installed' }, () => {
  const engine = new NativeEngine(clingo ?? 'clingo');
  after(() => engine.dispose());

  it('stops only the solve whose own signal aborts: one waiting behind another, one running, none after', async () => {
    const waiting = new AbortController();
    const first = engine.solve(pigeons(10), { models: 1 });
    const second = engine.solve('a.', { models: 1, signal: waiting.signal });
    waiting.abort();
    assert.equal((await second).status, 'cancelled');
    assert.equal((await first).status, 'unsatisfiable');
    const running = new AbortController();
    const long = engine.solve(pigeons(13), { models: 1, signal: running.signal });
    setTimeout(() => running.abort(), 200);
    const stopped = await long;
    assert.equal(stopped.status, 'cancelled');
    assert.ok(stopped.timeMs < 5000, `stopped after ${stopped.timeMs} ms`);
    assert.equal((await engine.solve('a.', { models: 1, signal: AbortSignal.abort() })).status, 'cancelled');
    const late = new AbortController();
    assert.equal((await engine.solve('b.', { models: 1, signal: late.signal })).status, 'satisfiable');
    late.abort();
    assert.equal((await engine.solve('c.', { models: 1 })).answers[0].text[0], 'c');
  });
});
