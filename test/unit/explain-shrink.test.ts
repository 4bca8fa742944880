// The search for a minimal cause, with oracles written here: what it keeps, that the set it keeps always has no
// answer (also when it stops early), and that a program that is not monotonic does not fool it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { shrink, type Oracle } from '../../server/src/explain/shrink';

const never = { deadline: Number.MAX_SAFE_INTEGER, stopped: () => false };
/** No answer exactly when the kept parts pass the test. */
const oracle = (unsatisfiable: (kept: Set<number>) => boolean): Oracle => async (kept) => (unsatisfiable(new Set(kept)) ? 'unsatisfiable' : 'satisfiable');

describe('shrinking to a minimal cause', () => {
  it('keeps the parts that are needed together, and nothing else', async () => {
    const result = await shrink(40, oracle((k) => k.has(7) && k.has(31)), never);
    assert.deepEqual(result.kept, [7, 31]);
    assert.equal(result.minimal, true);
    assert.ok(result.checks < 40, `${result.checks} checks`);
  });

  it('is not fooled by parts whose removal brings the conflict back (answer set programs are not monotonic)', async () => {
    // No answer with 3, unless 5 is there without 9; with 5 and 9 both, none again.
    const unsat = (k: Set<number>) => k.has(3) && (!k.has(5) || k.has(9));
    const result = await shrink(12, oracle(unsat), never);
    assert.ok(unsat(new Set(result.kept)), `${result.kept} has no answer`);
    for (const part of result.kept) assert.equal(unsat(new Set(result.kept.filter((p) => p !== part))), false, `${part} is needed`);
  });

  it('stops on request and at the time limit with a set that still has no answer', async () => {
    const unsat = (k: Set<number>) => k.has(2) && k.has(17);
    let checks = 0;
    const stopped = await shrink(30, oracle(unsat), { deadline: Number.MAX_SAFE_INTEGER, stopped: () => ++checks > 3 });
    assert.equal(stopped.stopped, 'cancelled');
    assert.equal(stopped.minimal, false);
    assert.ok(unsat(new Set(stopped.kept)));
    const late = await shrink(30, oracle(unsat), { deadline: Date.now() - 1, stopped: () => false });
    assert.equal(late.stopped, 'time-limit');
    assert.equal(late.kept.length, 30);
    const failed = await shrink(30, async () => 'stop', never);
    assert.equal(failed.stopped, 'check-failed');
  });
});
