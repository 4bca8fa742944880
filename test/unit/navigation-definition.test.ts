// Go to definition, find references and document highlights, within a file and across related files.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { definition, documentHighlights, DocumentHighlightKind, references } from '../../server/src/language/navigation';
import { at, textOf, where, workspace } from './navigation-helpers';

const A = 'file:///w/a.lp';
const B = 'file:///w/b.lp';
const LIB = 'file:///lib/edges.lp';
const OTHER = 'file:///other/c.lp';

const ws = workspace({
  [A]: [
    '#include "../lib/edges.lp".', // line 0
    '#const n = 3.', // 1
    'node(1..n).', // 2
    'reach(X) :- start(X).', // 3
    'reach(Y) :- reach(X), edge(X,Y), not -reach(Y).', // 4
    '#show reach/1.', // 5
  ].join('\n'),
  [B]: 'start(1).\n#external start(2).\nlimit(n).\n',
  [LIB]: 'edge(X,Y) :- node(X), node(Y), X < Y.\n',
  [OTHER]: 'reach(99).\nstart(0).\n',
});

describe('definition', () => {
  it('goes from a use to every defining occurrence across the related files', () => {
    assert.deepEqual(definition(ws, A, at(ws, A, 'start(X)')).map(where), ['b.lp:0:0', 'b.lp:1:10']);
    assert.deepEqual(definition(ws, A, at(ws, A, 'edge(X,Y), not')).map(where), ['edges.lp:0:0']);
    assert.deepEqual(definition(ws, A, at(ws, A, 'reach/1')).map(where), ['a.lp:3:0', 'a.lp:4:0']);
  });

  it('answers with the name range', () => {
    const [def] = definition(ws, A, at(ws, A, 'edge(X,Y), not'));
    assert.equal(def.uri, LIB);
    assert.equal(textOf(ws, LIB, def.range), 'edge');
  });

  it('does not confuse p with -p, and -p without definition has none', () => {
    assert.deepEqual(definition(ws, A, at(ws, A, 'reach(Y).')), []);
  });

  it('goes from an included file to the file that includes it: they are one program', () => {
    assert.deepEqual(definition(ws, LIB, at(ws, LIB, 'node(X)')).map(where), ['a.lp:2:0']);
  });

  it('goes from a constant to its #const, also from a sibling file', () => {
    assert.deepEqual(definition(ws, A, at(ws, A, 'n).')).map(where), ['a.lp:1:7']);
    assert.deepEqual(definition(ws, B, at(ws, B, 'n).')).map(where), ['a.lp:1:7']);
  });

  it('goes from a variable to its first occurrence in the statement', () => {
    assert.deepEqual(definition(ws, A, at(ws, A, 'X,Y), not')).map(where), ['a.lp:4:18']);
    assert.deepEqual(definition(ws, A, at(ws, A, 'Y), not -')).map(where), ['a.lp:4:6']);
  });

  it('goes from a #program parameter use to the parameter', () => {
    const w = workspace({ [A]: '#const t = 5.\n#program step(t).\nat(t).\n#program base.\nat(t).\n' });
    assert.deepEqual(definition(w, A, at(w, A, 'at(t)', 3)).map(where), ['a.lp:1:14']);
    // After the next #program the parameter is out of scope: the #const again.
    assert.deepEqual(definition(w, A, at(w, A, 'at(t)', 3, 1)).map(where), ['a.lp:0:7']);
    assert.deepEqual(references(w, A, at(w, A, 'step(t)', 5), true).map(where), ['a.lp:1:14', 'a.lp:2:3']);
  });
});

describe('references', () => {
  it('finds a predicate across the related files, with or without its declarations', () => {
    const all = references(ws, B, at(ws, B, 'start(1)'), true).map(where);
    assert.deepEqual(all, ['b.lp:0:0', 'b.lp:1:10', 'a.lp:3:12']);
    assert.deepEqual(references(ws, B, at(ws, B, 'start(1)'), false).map(where), ['a.lp:3:12']);
  });

  it('counts #show signatures as references and leaves unrelated files out', () => {
    const uses = references(ws, A, at(ws, A, 'reach(X) :-'), false).map(where);
    assert.deepEqual(uses, ['a.lp:4:12', 'a.lp:5:6']);
  });

  it('finds a variable within its statement only', () => {
    assert.deepEqual(references(ws, A, at(ws, A, 'X) :- start'), true).map(where), ['a.lp:3:6', 'a.lp:3:18']);
    assert.deepEqual(references(ws, A, at(ws, A, 'X) :- start'), false).map(where), ['a.lp:3:18']);
  });

  it('finds a constant across the related files, its #const being the declaration', () => {
    assert.deepEqual(references(ws, A, at(ws, A, 'n = 3'), true).map(where), ['a.lp:1:7', 'a.lp:2:8', 'b.lp:2:6']);
    assert.deepEqual(references(ws, A, at(ws, A, 'n = 3'), false).map(where), ['a.lp:2:8', 'b.lp:2:6']);
  });

  it('is empty off any symbol and for unknown files', () => {
    assert.deepEqual(references(ws, A, at(ws, A, '#include'), true), []);
    assert.deepEqual(references(ws, 'file:///nope.lp', 0, true), []);
  });
});

describe('documentHighlights', () => {
  it('marks definitions Write and uses Read, in this file only', () => {
    const marks = documentHighlights(ws, A, at(ws, A, 'reach/1'));
    assert.deepEqual(marks.map((m) => [m.range.start.line, m.range.start.character, m.kind]), [
      [3, 0, DocumentHighlightKind.Write],
      [4, 0, DocumentHighlightKind.Write],
      [4, 12, DocumentHighlightKind.Read],
      [5, 6, DocumentHighlightKind.Read],
    ]);
    // start/1 is defined in b.lp only: here it is one read.
    assert.deepEqual(documentHighlights(ws, A, at(ws, A, 'start(X)')).map((m) => m.kind), [DocumentHighlightKind.Read]);
  });

  it('marks a variable in its statement, and a constant', () => {
    assert.deepEqual(documentHighlights(ws, A, at(ws, A, 'Y) :-')).map((m) => m.range.start.character), [6, 29, 44]);
    assert.deepEqual(documentHighlights(ws, A, at(ws, A, 'n).')).map((m) => m.kind), [DocumentHighlightKind.Write, DocumentHighlightKind.Read]);
  });
});
