// Very long lines and expressions go through every feature without exhausting the stack.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyze } from '../../server/src/language/analysis';
import { Workspace } from '../../server/src/language/workspace';
import { askEverything } from './navigation-helpers';

const URI = 'file:///large/a.lp';

function everyFeature(text: string): void {
  const ws = new Workspace();
  ws.set(URI, text);
  analyze(ws, URI, { fileExists: () => true });
  askEverything(ws, URI, [0, 5, Math.floor(text.length / 2), text.length]);
}

describe('large inputs', () => {
  it('handles a sum of 20,000 terms, as clingo does', () => {
    const text = `p(X) :- q(X${'+1'.repeat(20_000)}).\nq(1).`;
    everyFeature(text);
    assert.deepEqual(new Workspace().set(URI, text).program.errors, []);
  });

  it('reports nesting past its limit instead of overflowing', () => {
    for (const text of [`p(${'f('.repeat(50_000)}1${')'.repeat(50_000)}).`, `a :- X = ${'-'.repeat(50_000)}1.`, `p(X) :- q(X${'**2'.repeat(20_000)}).`]) {
      everyFeature(text);
      assert.match(new Workspace().set(URI, text).program.errors[0].message, /nesting deeper than/);
    }
  });

  it('handles a one-line program of 100,000 facts', () => {
    everyFeature(Array.from({ length: 100_000 }, (_, i) => `cell(${i % 300},${i}).`).join(' '));
  });
});
