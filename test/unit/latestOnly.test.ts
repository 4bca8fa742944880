import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LatestOnly } from '../../client/src/preview/latestOnly';

/** A promise and the function that settles it, for answers that come back in an order the test chooses. */
function later<T>(): { promise: Promise<T>; settle(value: T): void } {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

describe('the latest of the views a panel asks for', () => {
  it('gives an answer asked alone', async () => {
    assert.deepEqual(await new LatestOnly().of(async () => 'view'), { value: 'view' });
  });

  it('drops an answer that comes back after a newer ask started, in whichever order they come', async () => {
    const views = new LatestOnly();
    const first = later<string>();
    const second = later<string>();
    const a = views.of(() => first.promise);
    const b = views.of(() => second.promise);
    second.settle('newer');
    first.settle('older');
    assert.deepEqual(await b, { value: 'newer' });
    assert.equal(await a, undefined);
    const third = later<string>();
    const fourth = later<string>();
    const c = views.of(() => third.promise);
    const d = views.of(() => fourth.promise);
    third.settle('older');
    assert.equal(await c, undefined);
    fourth.settle('newer');
    assert.deepEqual(await d, { value: 'newer' });
  });

  it('gives the next ask its answer once the earlier ones are done', async () => {
    const views = new LatestOnly();
    await views.of(async () => 1);
    assert.deepEqual(await views.of(async () => 2), { value: 2 });
  });
});
