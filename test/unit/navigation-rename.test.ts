// Rename: what can be renamed, which names are valid, and the edits across related files.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { prepareRename, rename, validateName, type WorkspaceEdit } from '../../server/src/language/navigation';
import type { Workspace } from '../../server/src/language/workspace';
import { at, textOf, workspace } from './navigation-helpers';

const A = 'file:///w/a.lp';
const B = 'file:///w/b.lp';
const LIB = 'file:///lib/defs.lp';

/** The texts after applying the edit, for the files it touches. */
function apply(ws: Workspace, edit: WorkspaceEdit | string): Record<string, string> {
  assert.equal(typeof edit, 'object', `refused: ${String(edit)}`);
  const out: Record<string, string> = {};
  for (const [uri, edits] of Object.entries((edit as WorkspaceEdit).changes)) {
    const file = ws.get(uri)!;
    let text = file.text;
    const sorted = edits.map((e) => ({ start: file.lines.offset(e.range.start), end: file.lines.offset(e.range.end), newText: e.newText }))
      .sort((x, y) => y.start - x.start);
    for (const e of sorted) text = text.slice(0, e.start) + e.newText + text.slice(e.end);
    out[uri] = text;
  }
  return out;
}

function fixture(): Workspace {
  return workspace({
    [A]: '#include "../lib/defs.lp".\nreach(X) :- start(X).\nreach(Y) :- reach(X), edge(X,Y).\n:- reach(X), -reach(X).\n#show reach/1.\n#show -reach/1.\nreach.\n',
    [B]: '-reach(0).\nstart(1).\n',
    [LIB]: 'edge(X,Y) :- reach(X), step(X,Y).\n',
    'file:///elsewhere/c.lp': 'reach(7).\n',
  });
}

describe('prepareRename', () => {
  const ws = fixture();

  it('offers the name under the cursor with its range', () => {
    const result = prepareRename(ws, A, at(ws, A, 'start(X)', 2));
    assert.ok(typeof result === 'object');
    assert.equal(result.placeholder, 'start');
    assert.equal(textOf(ws, A, result.range), 'start');
    const variable = prepareRename(ws, A, at(ws, A, 'Y) :-'));
    assert.ok(typeof variable === 'object' && variable.placeholder === 'Y');
  });

  it('refuses keywords, numbers, strings and punctuation with a message', () => {
    const w = workspace({ [A]: '#show p(1, "s") : q.\nq :- not r.\n' });
    for (const needle of ['#show', '1,', '"s"', ':-', 'not']) {
      const result = prepareRename(w, A, at(w, A, needle, 1));
      assert.equal(typeof result, 'string', needle);
    }
  });

  it('explains that a statement with a syntax error cannot be renamed in', () => {
    const w = workspace({ [A]: 'p(X :- q(X).\n' });
    assert.match(String(prepareRename(w, A, at(w, A, 'q'))), /syntax error/);
  });
});

describe('validateName', () => {
  it('wants lowercase identifiers for predicates and constants', () => {
    for (const good of ['q', 'reach2', "r'", "_q", "'_x_Y'", 'aB_9']) assert.equal(validateName('predicate', good), undefined, good);
    for (const bad of ['Q', '2q', 'q-r', 'q r', '', '_', "q.", 'not', 'default', 'override', '#show']) {
      assert.equal(typeof validateName('predicate', bad), 'string', bad);
    }
    assert.equal(typeof validateName('constant', 'N'), 'string');
  });

  it('wants uppercase identifiers for variables', () => {
    for (const good of ['X', 'Xs', "X'", '_Y', "'Z1"]) assert.equal(validateName('variable', good), undefined, good);
    for (const bad of ['x', '_', '1X', 'X-Y', '']) assert.equal(typeof validateName('variable', bad), 'string', bad);
  });
});

describe('rename', () => {
  it('renames a predicate across the include and the sibling, with -p, #show and 0-ary atoms of other arity untouched', () => {
    const ws = fixture();
    const texts = apply(ws, rename(ws, A, at(ws, A, 'reach(X) :-'), 'visit'));
    assert.deepEqual(Object.keys(texts).sort(), [A, B, LIB].sort());
    assert.equal(texts[A], '#include "../lib/defs.lp".\nvisit(X) :- start(X).\nvisit(Y) :- visit(X), edge(X,Y).\n:- visit(X), -visit(X).\n#show visit/1.\n#show -visit/1.\nreach.\n');
    assert.equal(texts[B], '-visit(0).\nstart(1).\n');
    assert.equal(texts[LIB], 'edge(X,Y) :- visit(X), step(X,Y).\n');
  });

  it('renames from a #show signature and from the negated form alike', () => {
    const ws = fixture();
    const fromShow = apply(ws, rename(ws, A, at(ws, A, 'reach/1'), 'visit'));
    const fromNeg = apply(ws, rename(ws, B, at(ws, B, 'reach(0)'), 'visit'));
    assert.deepEqual(fromShow, fromNeg);
  });

  it('renames a variable within its statement only', () => {
    const ws = fixture();
    const texts = apply(ws, rename(ws, A, at(ws, A, 'X), edge'), 'From'));
    assert.deepEqual(Object.keys(texts), [A]);
    assert.ok(texts[A].includes('reach(Y) :- reach(From), edge(From,Y).\n:- reach(X), -reach(X).'), texts[A]);
    assert.ok(texts[A].includes('reach(X) :- start(X).'));
  });

  it('renames a #const and its uses across related files', () => {
    const ws = workspace({ [A]: '#const n = 3.\nrow(1..n).\n', [B]: 'col(1..n).\n' });
    const texts = apply(ws, rename(ws, B, at(ws, B, 'n)'), 'size'));
    assert.equal(texts[A], '#const size = 3.\nrow(1..size).\n');
    assert.equal(texts[B], 'col(1..size).\n');
  });

  it('refuses invalid names and names already taken', () => {
    const ws = fixture();
    assert.match(String(rename(ws, A, at(ws, A, 'reach(X) :-'), 'Visit')), /lowercase/);
    assert.match(String(rename(ws, A, at(ws, A, 'X) :- start'), 'x')), /uppercase/);
    assert.match(String(rename(ws, A, at(ws, A, 'reach(X) :-'), 'start')), /start\/1 already exists/);
    assert.match(String(rename(ws, A, at(ws, A, 'X), edge'), 'Y')), /Y already occurs/);
    assert.equal(typeof rename(ws, A, at(ws, A, '#show'), 'q'), 'string');
  });

  it('changes nothing when the name stays', () => {
    const ws = fixture();
    assert.deepEqual(rename(ws, A, at(ws, A, 'start(X)'), 'start'), { changes: {} });
  });
});
