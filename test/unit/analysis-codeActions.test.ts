// Quick fixes: inserting a missing period, and changing a signature's arity to one that occurs.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyze } from '../../server/src/language/analysis';
import { quickFixes, type TextEdit } from '../../server/src/language/analysis/codeActions';
import type { Diagnostic } from '../../server/src/language/analysis/diagnostic';
import { MAIN, workspace } from './analysis-helpers';

function apply(text: string, edits: readonly TextEdit[]): string {
  return [...edits].sort((a, b) => b.span.start - a.span.start)
    .reduce((t, e) => t.slice(0, e.span.start) + e.newText + t.slice(e.span.end), text);
}

function fixesFor(text: string) {
  const ws = workspace(text);
  const file = ws.get(MAIN);
  assert.ok(file);
  const diagnostics = analyze(ws, MAIN, { fileExists: () => true });
  return { file, diagnostics, fixes: quickFixes(file, diagnostics) };
}

describe('quick fixes', () => {
  it('insert the missing period, after which the program parses', () => {
    const text = 'p(1)\nq(2).';
    const { fixes } = fixesFor(text);
    assert.equal(fixes.length, 1);
    assert.equal(fixes[0].title, "Add the missing '.'");
    assert.equal(fixes[0].diagnostic.code, 'missing-period');
    const fixed = apply(text, fixes[0].edits);
    assert.equal(fixed, 'p(1).\nq(2).');
    assert.deepEqual(fixesFor(fixed).diagnostics, []);
  });

  it('change a signature\'s arity to the one that occurs', () => {
    const text = '#show q/2.\nq(1).';
    const { fixes } = fixesFor(text);
    assert.deepEqual(fixes.map((f) => f.title), ['Change to q/1']);
    const fixed = apply(text, fixes[0].edits);
    assert.equal(fixed, '#show q/1.\nq(1).');
    assert.deepEqual(fixesFor(fixed).diagnostics, []);
  });

  it('offer each arity that occurs, and keep classical negation in the title', () => {
    assert.deepEqual(fixesFor('#show q/2. q(1). q(1,2,3).').fixes.map((f) => f.title), ['Change to q/1', 'Change to q/3']);
    assert.deepEqual(fixesFor('#show -q/2. -q(1).').fixes.map((f) => f.title), ['Change to -q/1']);
  });

  it('offer nothing where the repair is a guess', () => {
    assert.deepEqual(fixesFor('p :- q(1,2). q(1).').fixes, []);
    assert.deepEqual(fixesFor('p(X) :- not q(X). q(1).').fixes, []);
  });

  it('skip a diagnostic whose arity is no longer in the text', () => {
    const { file, diagnostics } = fixesFor('#show q/2. q(1).');
    const stale: Diagnostic[] = diagnostics.map((d) => ({ ...d }));
    const edited = workspace('#show  q . q(1).').get(MAIN);
    assert.ok(edited);
    assert.equal(quickFixes(file, stale).length, 1);
    assert.deepEqual(quickFixes(edited, stale), []);
  });
});
