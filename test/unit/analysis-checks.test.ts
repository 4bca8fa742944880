// The other checks of analyze: syntax errors, undefined and duplicate #const, missing includes, singleton
// variables; the order of the result; and that nothing clingo accepts is marked.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { analyze } from '../../server/src/language/analysis';
import { Workspace } from '../../server/src/language/workspace';
import { covered, diagnose, withCode } from './analysis-helpers';

const at = (text: string, code: string, others: Record<string, string> = {}) => covered(text, withCode(diagnose(text, others), code));

describe('syntax errors', () => {
  it('come first-class, with the missing period told apart for its quick fix', () => {
    const text = 'p(1)\nq(2).\nr(.';
    const ds = diagnose(text);
    const period = withCode(ds, 'missing-period');
    assert.equal(period.length, 1);
    assert.equal(period[0].span.start, 'p(1)'.length);
    assert.equal(period[0].severity, 'error');
    assert.equal(withCode(ds, 'syntax').length, 1);
  });
});

describe('undefined constants', () => {
  it('warn on a name in arithmetic or an interval that no #const defines', () => {
    assert.deepEqual(at('p(1..n). q(X+m) :- p(X).', 'undefined-constant'), ['n', 'm']);
    assert.match(withCode(diagnose('p(1..n).'), 'undefined-constant')[0].message, /^'n' is not a number: no #const n/);
  });

  it('accept constants defined by #const here or in a related file, and plain symbols', () => {
    assert.deepEqual(at('#const n = 3. p(1..n).', 'undefined-constant'), []);
    assert.deepEqual(at('p(1..n).', 'undefined-constant', { 'inst.lp': '#const n = 3.' }), []);
    assert.deepEqual(at('p(n). q(red).', 'undefined-constant'), []);
  });

  it('accept the parameters of the #program part, in that part only', () => {
    const text = '#program step(t).\na(t+1).\n#program base.\nb(t+1).';
    const ds = withCode(diagnose(text), 'undefined-constant');
    assert.deepEqual(ds.map((d) => d.span.start), [text.lastIndexOf('t+1')]);
  });
});

describe('duplicate #const', () => {
  it('warns on the later definition and names the line of the first', () => {
    const text = '#const n = 1.\n#const n = 2.';
    const ds = withCode(diagnose(text), 'duplicate-const');
    assert.deepEqual(ds.map((d) => d.span.start), [text.lastIndexOf('n =')]);
    assert.match(ds[0].message, /redefinition of constant n: it is already defined at line 1/);
  });

  it('accepts a pair where exactly one is [override], as clingo does', () => {
    assert.deepEqual(at('#const n = 1.\n#const n = 2. [override]', 'duplicate-const'), []);
    assert.deepEqual(at('#const n = 1. [override]\n#const n = 2.', 'duplicate-const'), []);
    assert.equal(at('#const n = 1. [default]\n#const n = 2.', 'duplicate-const').length, 1);
  });

  it('orders related files by URI, so exactly one of two files gets the warning', () => {
    const ws = new Workspace();
    ws.set('file:///w/a.lp', '#const n = 1.');
    ws.set('file:///w/b.lp', '#const n = 2.');
    ws.set('file:///w/main.lp', '#include "a.lp".\n#include "b.lp".\np(n).');
    const dup = (uri: string) => withCode(analyze(ws, uri, { fileExists: () => true }), 'duplicate-const');
    assert.deepEqual(dup('file:///w/a.lp'), []);
    assert.match(dup('file:///w/b.lp')[0].message, /already defined at a\.lp:1/);
  });

  it('are no duplicates in alternative files that are never solved together', () => {
    const ws = new Workspace();
    ws.set('file:///w/small.lp', '#const n = 3.');
    ws.set('file:///w/large.lp', '#const n = 30.');
    ws.set('file:///w/grid.lp', 'cell(1..n, 1..n).');
    const dup = (uri: string) => withCode(analyze(ws, uri, { fileExists: () => true }), 'duplicate-const');
    assert.deepEqual([...dup('file:///w/small.lp'), ...dup('file:///w/large.lp')], []);
    assert.deepEqual(withCode(analyze(ws, 'file:///w/grid.lp', { fileExists: () => true }), 'undefined-constant'), []);
  });
});

describe('missing includes', () => {
  it('are errors on the path, asking fileExists about the resolved path', () => {
    const asked: string[] = [];
    const text = '#include "missing.lp".';
    const ds = withCode(diagnose(text, {}, (path) => { asked.push(path); return false; }), 'missing-include');
    assert.deepEqual(covered(text, ds), ['"missing.lp"']);
    assert.equal(ds[0].message, 'file could not be opened: missing.lp');
    assert.deepEqual(asked, [fileURLToPath('file:///w/missing.lp')]);
  });

  it('accept existing files, open files and system includes', () => {
    assert.deepEqual(at('#include "there.lp".', 'missing-include'), []);
    assert.deepEqual(withCode(diagnose('#include "open.lp".', { 'open.lp': 'a.' }, () => false), 'missing-include'), []);
    assert.deepEqual(withCode(diagnose('#include <incmode>.', {}, () => false), 'missing-include'), []);
  });

  it('skip relative paths of a document that has no folder', () => {
    const ws = new Workspace();
    ws.set('untitled:Untitled-1', '#include "x.lp".');
    assert.deepEqual(analyze(ws, 'untitled:Untitled-1', { fileExists: () => false }), []);
  });
});

describe('singleton variables', () => {
  it('are unnecessary-tagged hints suggesting _', () => {
    const text = 'p(X) :- q(X,Y). r(Y) :- s(Y,Z).';
    const ds = withCode(diagnose(text), 'singleton-variable');
    assert.deepEqual(covered(text, ds), ['Y', 'Z']);
    assert.deepEqual(ds.map((d) => d.span.start), [text.indexOf('Y'), text.indexOf('Z')]);
    assert.equal(ds[0].severity, 'hint');
    assert.deepEqual(ds[0].tags, ['unnecessary']);
    assert.match(ds[0].message, /'_'/);
  });

  it('exempt names starting with _', () => {
    assert.deepEqual(at('p(X) :- q(X,_Y,_).', 'singleton-variable'), []);
  });
});

describe('theory atoms', () => {
  it('warn on a theory atom no #theory defines, saying clingo stops on it and who defines their own', () => {
    const program = 'a.\n&diff{ x - y } <= 3 :- a.\n:- &sum(1){ z }, a.';
    const warnings = withCode(diagnose(program), 'undefined-theory-atom');
    assert.deepEqual(covered(program, warnings), ['diff', 'sum']);
    assert.ok(warnings.every((w) => w.severity === 'warning'));
    assert.match(warnings[0].message, /^no #theory in the program defines &diff\/0: clingo, and the bundled solver, stop on it \(.*clingo-dl, clingcon/);
    assert.match(warnings[1].message, /&sum\/1/);
  });

  it('accept atoms a #theory defines, here or in a related file, and name the arity it defines otherwise', () => {
    const theory = '#theory dl { term { - : 1, binary, left }; &diff/0 : term, {<=}, term, any; &sum/1 : term, {=}, term, head }.\n';
    assert.deepEqual(withCode(diagnose(`${theory}&diff{ x - y } <= 3.\n&sum(1){ x } = 2.`), 'undefined-theory-atom'), []);
    assert.deepEqual(withCode(diagnose('#include "dl.lp".\n&diff{ x - y } <= 3.', { 'dl.lp': theory }), 'undefined-theory-atom'), []);
    const wrong = withCode(diagnose(`${theory}&diff(1){ x } <= 3.`), 'undefined-theory-atom');
    assert.deepEqual(wrong.map((w) => w.message), ['the #theory defines &diff/0, not &diff/1: clingo stops on it']);
  });
});

describe('analyze', () => {
  it('sorts by position and returns nothing for an unknown file', () => {
    const ds = diagnose('#show r/2.\np(X) :- not q(X).\na(1..n)');
    const starts = ds.map((d) => d.span.start);
    assert.deepEqual(starts, [...starts].sort((a, b) => a - b));
    assert.ok(ds.length >= 4);
    assert.deepEqual(analyze(new Workspace(), 'file:///nowhere.lp', { fileExists: () => true }), []);
  });
});
