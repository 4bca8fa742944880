// Long chains of equations: what binds what is worked out in a pass over the binders, whatever the order the
// links are written in, and the verdict is the one of a rule written the other way round.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { boundVariables } from '../../server/src/language/analysis/safety';
import type { Binder } from '../../server/src/language/analysis/scopes';
import { unsafeNames } from './analysis-helpers';

const LINKS = 16_000;
const NONE: ReadonlySet<string> = new Set();

/** `q(X1), X(n) = X(n-1), …, X2 = X1` as binders, last link first; `looked` counts reads of what a binder needs. */
function reversedChain(looked: { count: number }): Binder[] {
  const binders: Binder[] = [{ needs: NONE, gives: new Set(['X1']), needsGlobalOnly: false }];
  for (let i = LINKS; i >= 2; i--) {
    for (const [needs, gives] of [[`X${i - 1}`, `X${i}`], [`X${i}`, `X${i - 1}`]]) {
      const need = new Set([needs]);
      binders.push({ get needs() { looked.count++; return need; }, gives: new Set([gives]), needsGlobalOnly: false });
    }
  }
  return binders;
}

function chainRule(reversed: boolean, last = LINKS): string {
  const links = Array.from({ length: last - 1 }, (_, k) => `X${k + 2} = X${k + 1}`);
  return `p(X${last}) :- q(X1), ${(reversed ? links.reverse() : links).join(', ')}.\nq(1).`;
}

describe('safety of long equation chains', () => {
  it('looks at each binder a bounded number of times, however the chain is ordered', () => {
    const looked = { count: 0 };
    const binders = reversedChain(looked);
    const bound = boundVariables(binders, NONE, NONE);
    assert.equal(bound.size, LINKS);
    assert.ok(looked.count <= 2 * binders.length, `${looked.count} reads for ${binders.length} binders`);
  });

  it('finds a chain safe in either order, and unsafe once a link is missing', () => {
    assert.deepEqual(unsafeNames(chainRule(false)), []);
    assert.deepEqual(unsafeNames(chainRule(true)), []);
    const broken = chainRule(true).replace(`X${LINKS / 2 + 1} = X${LINKS / 2}, `, '');
    assert.equal(unsafeNames(broken).length, LINKS / 2);
  });
});
