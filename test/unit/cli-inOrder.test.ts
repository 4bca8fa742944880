// `solve --each` on several solvers: every file once, on a lane with room, and the results in the files' order
// whatever order they finish in.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runInOrder } from '../../server/src/cli/inOrder';

const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('files on several solvers, results in order', () => {
  it('takes every file once and in order, with at most two files on a lane at a time', async () => {
    const delays = [30, 1, 25, 2, 2, 40, 1, 1, 15, 3];
    const taken: number[] = [];
    const busy = [0, 0, 0];
    let most = 0;
    await runInOrder({
      count: delays.length,
      lanes: 3,
      run: async (i, lane) => {
        busy[lane]++;
        most = Math.max(most, ...busy);
        await after(delays[i]);
        busy[lane]--;
        return i * 10;
      },
      take: (result, i) => {
        assert.equal(result, i * 10);
        taken.push(i);
      },
      stopped: () => false,
    });
    assert.deepEqual(taken, delays.map((_, i) => i));
    assert.equal(most, 2);
  });

  it('uses every lane: a slow file on one does not hold up the others', async () => {
    const lanesOf: number[] = [];
    await runInOrder({
      count: 6,
      lanes: 2,
      run: async (i, lane) => {
        lanesOf[i] = lane;
        await after(i === 0 ? 60 : 5);
        return i;
      },
      take: () => undefined,
      stopped: () => false,
    });
    // File 0 keeps lane 0 busy: the files after the one queued behind it go to lane 1.
    assert.equal(lanesOf.filter((l) => l === 1).length >= 3, true, lanesOf.join());
  });

  it('ends at the next file that finishes once stopped, having taken only files done in order', async () => {
    let stop = false;
    const taken: number[] = [];
    await runInOrder({
      count: 20,
      lanes: 1,
      run: async (i) => {
        await after(5);
        if (i === 3) stop = true;
        return i;
      },
      take: (_, i) => taken.push(i),
      stopped: () => stop,
    });
    assert.deepEqual(taken, [0, 1, 2, 3]);
  });

  it('takes nothing and ends at once for no files', async () => {
    let called = false;
    await runInOrder({ count: 0, lanes: 2, run: async () => (called = true), take: () => (called = true), stopped: () => false });
    assert.equal(called, false);
  });
});
