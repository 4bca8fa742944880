// What "Solve" does with a file: instances with their encoding, encodings with the instances that fit them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Workspace } from '../../server/src/language/workspace';
import { describeInstance } from '../../server/src/puzzles/describe';
import { planSolve, type PlanContext } from '../../server/src/solving/plan';

function setup(files: Record<string, string>, overrides?: PlanContext['overrides']) {
  const workspace = new Workspace();
  for (const [name, text] of Object.entries(files)) workspace.set(`file:///w/${name}`, text);
  const context: PlanContext = {
    describe: (f) => describeInstance(f.program),
    file: (uri) => workspace.get(uri),
    folderFiles: () => workspace.all(),
    bundledEncodingUri: (name) => `file:///ext/encodings/${name}`,
    ...(overrides ? { overrides } : {}),
  };
  return (name: string) => planSolve(workspace.get(`file:///w/${name}`)!, context);
}

const FLOW = 'v(v11;v12). a(v11,v12). a(v12,v11). c(red). s(v11,red). s(v12,red).\n';

describe('planning a solve', () => {
  it('solves a recognised instance with the bundled encoding of its family', () => {
    const plan = setup({ 'board.lp': FLOW })('board.lp');
    assert.deepEqual(plan, {
      kind: 'instance', family: 'flow', encoding: 'file:///ext/encodings/flow.lp', encodingBundled: true,
      entries: ['file:///ext/encodings/flow.lp', 'file:///w/board.lp'],
    });
  });

  it('prefers the encoding an instance names, then the setting for its family', () => {
    const named = setup({ 'sub/board.lp': `%! encoding: ../mine.lp\n${FLOW}` })('sub/board.lp');
    assert.equal(named.encoding, 'file:///w/mine.lp');
    assert.deepEqual(named.entries, ['file:///w/mine.lp', 'file:///w/sub/board.lp']);
    const configured = setup({ 'board.lp': FLOW }, { flow: 'file:///home/me/flow.lp' })('board.lp');
    assert.equal(configured.encoding, 'file:///home/me/flow.lp');
    assert.equal(configured.encodingBundled, false);
  });

  it('asks for an instance for an encoding, offering the files that define what it uses, best first', () => {
    const plan = setup({
      'enc.lp': '#include "helpers.lp".\n{ e(V,W) } :- a(V,W), v(V).\n:- s(V,C), not c(C).\n',
      'helpers.lp': 'double(X,Y) :- a(X,Y), a(Y,X).\n',
      'full.lp': FLOW,
      'partial.lp': 'v(x). a(x,x).\n',
      'other.lp': 'q(1).\n',
    })('enc.lp');
    assert.equal(plan.kind, 'encoding');
    assert.deepEqual(plan.expects, ['a/2', 'c/1', 's/2', 'v/1']);
    assert.deepEqual(plan.candidates, ['file:///w/full.lp', 'file:///w/partial.lp']);
  });

  it('solves a complete program by itself', () => {
    assert.deepEqual(setup({ 'q.lp': 'p(1..3). { in(X) : p(X) } = 1.\n' })('q.lp'), { kind: 'program', entries: ['file:///w/q.lp'] });
  });
});
