// Which files are one program, on the layouts users have: a folder with alternative encodings and alternative
// instances (the Flow examples as they ship), instances that name their encoding, the user's choice of instances,
// includes in both directions, #const files. Both open (parsed) and closed (summarised) files.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Workspace } from '../../server/src/language/workspace';
import { example } from './navigation-helpers';

const FLOW = ['golf.lp', 'golf-commented.lp', 'level2.lp', 'level21.lp', 'level2-expected.lp'];
const uri = (name: string) => `file:///w/flow/${name}`;
const names = (ws: Workspace, name: string) => ws.related(uri(name)).map((f) => f.uri.slice(f.uri.lastIndexOf('/') + 1));

/** The Flow examples, open (`set`) or read from disk (`summarise`). */
function flowFolder(how: 'open' | 'closed'): Workspace {
  const ws = new Workspace();
  for (const name of FLOW) {
    if (how === 'open') ws.set(uri(name), example(`flow/${name}`));
    else ws.summarise(uri(name), example(`flow/${name}`));
  }
  return ws;
}

for (const how of ['open', 'closed'] as const) {
  describe(`the Flow folder, its files ${how}`, () => {
    const ws = flowFolder(how);

    it('an instance is one program with each encoding that solves it, not with the other instances', () => {
      assert.deepEqual(names(ws, 'level21.lp').sort(), ['golf-commented.lp', 'golf.lp', 'level21.lp']);
      assert.deepEqual(names(ws, 'level2.lp').sort(), ['golf-commented.lp', 'golf.lp', 'level2.lp']);
    });

    it('an encoding is one program with the instances it needs, not with the alternative encoding', () => {
      const golf = names(ws, 'golf-commented.lp');
      assert.equal(golf[0], 'golf-commented.lp');
      assert.ok(!golf.includes('golf.lp'), golf.join());
      assert.ok(golf.includes('level2.lp') && golf.includes('level21.lp'), golf.join());
    });

    it('the expected answer is one program with the encodings whose e/3 it checks, not with the instances', () => {
      assert.deepEqual(names(ws, 'level2-expected.lp').sort(), ['golf-commented.lp', 'golf.lp', 'level2-expected.lp']);
    });

    it('spreads a shared predicate over every program that shares it, and keeps a helper in its encoding', () => {
      const mentions = (key: string) => (f: Parameters<Parameters<Workspace['spread']>[1]>[0]) => ('kind' in f
        ? f.predicates.has(key) : f.occurrences.predicates.some((p) => `${p.name}/${p.arity}` === key));
      const spread = (name: string, key: string) => ws.spread(uri(name), mentions(key)).map((f) => f.uri.slice(f.uri.lastIndexOf('/') + 1)).sort();
      assert.deepEqual(spread('golf.lp', 's/2'), ['golf-commented.lp', 'golf.lp', 'level2-expected.lp', 'level2.lp', 'level21.lp']);
      assert.deepEqual(spread('level21.lp', 's/2'), ['golf-commented.lp', 'golf.lp', 'level2-expected.lp', 'level2.lp', 'level21.lp']);
      // r/1 occurs only in the encodings, each its own: from golf.lp, golf-commented.lp's r is not reached.
      const r = spread('golf.lp', 'r/1');
      assert.ok(!r.includes('golf-commented.lp'), r.join());
    });
  });
}

describe('what the user chose and what a file names', () => {
  it('instances chosen together for an encoding are one program, with each other too', () => {
    const ws = flowFolder('open');
    assert.equal(ws.chooseInstances(uri('golf.lp'), [uri('level2.lp'), uri('level2-expected.lp')]), true);
    assert.deepEqual(names(ws, 'golf.lp').sort(), ['golf.lp', 'level2-expected.lp', 'level2.lp']);
    assert.ok(names(ws, 'level2.lp').includes('level2-expected.lp'));
    assert.ok(!names(ws, 'level21.lp').includes('golf.lp'), 'golf.lp is now solved with level 2 only');
    assert.equal(ws.chooseInstances(uri('golf.lp'), [uri('level2.lp'), uri('level2-expected.lp')]), false, 'no change');
    assert.equal(ws.chooseInstances(uri('golf.lp'), []), true, 'no choice: back to the folder');
    assert.ok(names(ws, 'level21.lp').includes('golf.lp'));
  });

  it('an instance that names its encoding is one program with it alone', () => {
    const ws = new Workspace();
    ws.set('file:///w/mine.lp', 'path(X) :- start(X).\n');
    ws.set('file:///w/theirs.lp', 'other(X) :- start(X).\n');
    ws.set('file:///w/data/a.lp', '%! encoding: ../mine.lp\nstart(1).\n');
    assert.deepEqual(ws.related('file:///w/data/a.lp').map((f) => f.uri), ['file:///w/data/a.lp', 'file:///w/mine.lp']);
    assert.ok(!ws.related('file:///w/theirs.lp').some((f) => f.uri.endsWith('/a.lp')));
    ws.set('file:///w/b.lp', '%! encoding: mine.lp\nstart(2).\n');
    assert.ok(!ws.related('file:///w/theirs.lp').some((f) => f.uri.endsWith('/b.lp')), 'named its encoding: not theirs.lp\'s instance');
  });

  it('an instance solved with an encoding elsewhere is one program with it', () => {
    const ws = new Workspace();
    ws.set('file:///w/enc/flow.lp', 'e(V) :- s(V).\n');
    ws.set('file:///w/boards/b1.lp', 's(1).\n');
    assert.deepEqual(ws.related('file:///w/boards/b1.lp').length, 1);
    assert.equal(ws.solvedWith('file:///w/boards/b1.lp', 'file:///w/enc/flow.lp'), true);
    assert.deepEqual(ws.related('file:///w/enc/flow.lp').map((f) => f.uri), ['file:///w/enc/flow.lp', 'file:///w/boards/b1.lp']);
  });
});

describe('includes, constants and complete programs', () => {
  it('an included file is one program with every file that includes it, and they with what it includes', () => {
    const ws = new Workspace();
    ws.set('file:///w/main.lp', '#include "lib/rules.lp".\nnode(1..3).\n');
    ws.set('file:///w/other.lp', '#include "lib/rules.lp".\nnode(7).\n');
    ws.set('file:///w/lib/rules.lp', '#include "base.lp".\nedge(X,Y) :- node(X), node(Y).\n');
    ws.set('file:///w/lib/base.lp', 'base.\n');
    const related = (u: string) => ws.related(u).map((f) => f.uri.slice('file:///w/'.length)).sort();
    assert.deepEqual(related('file:///w/lib/base.lp'), ['lib/base.lp', 'lib/rules.lp', 'main.lp', 'other.lp']);
    assert.deepEqual(related('file:///w/main.lp'), ['lib/base.lp', 'lib/rules.lp', 'main.lp']);
  });

  it('a #const is one program with the files of its folder that mention its name', () => {
    const ws = new Workspace();
    ws.set('file:///w/size.lp', '#const n = 5.\n');
    ws.set('file:///w/grid.lp', 'cell(1..n, 1..n).\n');
    ws.set('file:///w/colour.lp', 'colour(red).\n');
    assert.deepEqual(ws.related('file:///w/grid.lp').map((f) => f.uri), ['file:///w/grid.lp', 'file:///w/size.lp']);
    assert.deepEqual(ws.related('file:///w/colour.lp').map((f) => f.uri), ['file:///w/colour.lp']);
  });

  it('complete programs side by side are each a program of their own', () => {
    const ws = new Workspace();
    ws.set('file:///w/queens.lp', example('queens.lp'));
    ws.set('file:///w/tour.lp', example('syntax-tour.lp'));
    assert.deepEqual(ws.related('file:///w/queens.lp').map((f) => f.uri), ['file:///w/queens.lp']);
    assert.deepEqual(ws.nearby('file:///w/queens.lp').map((f) => f.uri), ['file:///w/queens.lp', 'file:///w/tour.lp']);
  });
});

describe('files that name nothing that exists', () => {
  it('are a program of their own, whatever they name', () => {
    const ws = new Workspace();
    ws.set('file://server/share/a.lp', '%! encoding: ../enc.lp\n#include "b.lp".\nstart(1).\n');
    ws.set('file:///w/c.lp', '%! encoding: \u0000/../\n#include "".\np :- q.\n');
    ws.set('untitled:Untitled-1', '%! encoding: enc.lp\nq.\n');
    assert.deepEqual(ws.related('file://server/share/a.lp').map((f) => f.uri), ['file://server/share/a.lp']);
    assert.deepEqual(ws.related('file:///w/c.lp').map((f) => f.uri), ['file:///w/c.lp']);
    assert.deepEqual(ws.related('untitled:Untitled-1').map((f) => f.uri), ['untitled:Untitled-1']);
    assert.deepEqual(ws.missingIncludes(), ['file:///w']);
  });
});
