// Predicates used but defined nowhere, with another arity, and #show/#project signatures of nothing — alone and
// across the files that belong together (siblings in a folder, includes).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyze } from '../../server/src/language/analysis';
import { isArityFixData } from '../../server/src/language/analysis/diagnostic';
import { covered, diagnose, MAIN, withCode, workspace } from './analysis-helpers';

const undefinedIn = (text: string, others: Record<string, string> = {}) => covered(text, withCode(diagnose(text, others), 'undefined-predicate'));

describe('undefined predicates', () => {
  it('warn on an atom no head defines, in clingo\'s words', () => {
    const text = 'p :- q(1).';
    const ds = withCode(diagnose(text), 'undefined-predicate');
    assert.deepEqual(covered(text, ds), ['q(1)']);
    assert.equal(ds[0].severity, 'warning');
    assert.equal(ds[0].message, 'atom does not occur in any rule head: q/1');
  });

  it('accept every way of defining a predicate', () => {
    assert.deepEqual(undefinedIn('a. b(1). c(X) :- a, b(X). { d(X) : b(X) }. e ; f. #count{ 1 : g } = 1. #external h. #defined i/0.\n'
      + ':- not a, not c(1), not d(1), not e, not f, not g, not h, not i.'), []);
  });

  it('find uses in bodies, conditions, aggregates, weak constraints, #minimize, #show and #edge bodies', () => {
    const text = 'p :- a1 : a2. p :- #count{ 1 : a3 } > 0. :~ a4. [1] #minimize { 1 : a5 }. #show 1 : a6. #edge (1,2) : a7. { p : a8 }.';
    assert.deepEqual(undefinedIn(text), ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8']);
  });

  it('tell classically negated predicates apart', () => {
    assert.deepEqual(undefinedIn('p :- -q(1). q(1).'), ['-q(1)']);
    assert.equal(withCode(diagnose('p :- -q(1).'), 'undefined-predicate')[0].message, 'atom does not occur in any rule head: -q/1');
    assert.deepEqual(undefinedIn('p :- -q(1). -q(1).'), []);
  });

  it('leave the atoms of #heuristic and #project alone, as clingo does', () => {
    assert.deepEqual(undefinedIn('#heuristic q(1). [1,level]\n#project r(1).'), []);
    assert.deepEqual(undefinedIn('#project r(X) : s(X).'), ['s(X)']);
  });

  it('say which arity is defined when the name is', () => {
    const text = 'p :- q(1,2). q(1). r(1,2,3).';
    const ds = diagnose(text);
    assert.deepEqual(withCode(ds, 'undefined-predicate'), []);
    const [d] = withCode(ds, 'arity-mismatch');
    assert.equal(d.message, 'q/2 is not defined; did you mean q/1?');
    assert.equal(d.data, undefined, 'no certain fix for an atom');
    assert.equal(withCode(diagnose('p :- q(1,2). q(1). q(1,2,3).'), 'arity-mismatch')[0].message, 'q/2 is not defined; did you mean q/1 or q/3?');
  });
});

describe('signatures', () => {
  it('warn when nothing over the signature occurs, in clingo\'s words', () => {
    const text = '#show r/2. p.';
    const ds = withCode(diagnose(text), 'unknown-signature');
    assert.deepEqual(covered(text, ds), ['r/2']);
    assert.equal(ds[0].message, 'no atoms over signature occur in program: r/2');
    assert.deepEqual(covered('#project s/1.', withCode(diagnose('#project s/1.'), 'unknown-signature')), ['s/1']);
    assert.equal(withCode(diagnose('#show -q/1. q(1).'), 'unknown-signature')[0]?.message, 'no atoms over signature occur in program: -q/1');
  });

  it('count any occurrence, not only definitions (clingo is silent on #show q/1 when q(1) is in a body)', () => {
    const ds = diagnose('#show q/1. p :- q(1). #show r/0. #defined r/0.');
    assert.deepEqual(withCode(ds, 'unknown-signature'), []);
    assert.equal(withCode(ds, 'undefined-predicate').length, 1);
  });

  it('offer the arity the name does occur with, with the arity\'s span for the fix', () => {
    const text = '#show q/12. q(1). q(1,2,3).';
    const [d] = withCode(diagnose(text), 'arity-mismatch');
    assert.equal(d.message, 'no atoms over signature occur in program: q/12; did you mean q/1 or q/3?');
    assert.ok(isArityFixData(d.data));
    assert.equal(text.slice(d.data.arity.start, d.data.arity.end), '12');
    assert.deepEqual(d.data.candidates, [1, 3]);
  });

  it('leave #defined alone', () => {
    assert.deepEqual(diagnose('#defined nothing/3.'), []);
  });
});

describe('across related files', () => {
  it('take definitions from a sibling in the folder', () => {
    assert.deepEqual(undefinedIn('p :- q(1).', { 'defs.lp': 'q(1).' }), []);
    assert.deepEqual(covered('#show q/1.', withCode(diagnose('#show q/1.', { 'defs.lp': 'q(1).' }), 'unknown-signature')), []);
  });

  it('take definitions from an included file elsewhere, but not from an unrelated folder', () => {
    assert.deepEqual(undefinedIn('#include "lib/defs.lp".\np :- q(1).', { 'lib/defs.lp': 'q(1).' }), []);
    assert.deepEqual(undefinedIn('p :- q(1).', { 'lib/defs.lp': 'q(1).' }), ['q(1)']);
  });

  it('follow a sibling as it changes', () => {
    const ws = workspace('p :- q(1).', { 'defs.lp': 'q(1).' });
    const undefinedNow = () => withCode(analyze(ws, MAIN, { fileExists: () => true }), 'undefined-predicate').length;
    assert.equal(undefinedNow(), 0);
    ws.set('file:///w/defs.lp', 'r(1).');
    assert.equal(undefinedNow(), 1);
    ws.set('file:///w/defs.lp', 'q(X) :- r(X). r(1).');
    assert.equal(undefinedNow(), 0);
    ws.delete('file:///w/defs.lp');
    assert.equal(undefinedNow(), 1);
  });

  it('report only on the file analysed', () => {
    const ws = workspace('p.', { 'other.lp': 'x :- y.' });
    assert.deepEqual(analyze(ws, MAIN, { fileExists: () => true }), []);
    assert.equal(analyze(ws, 'file:///w/other.lp', { fileExists: () => true }).length, 1);
  });
});
