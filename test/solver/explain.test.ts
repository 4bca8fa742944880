// Why No Answer? against the real clingo-wasm, on the seed puzzles made unsatisfiable in known ways: an even-sized
// cell maze, a Flow board whose colours must cross, a wall maze whose goal is walled in. The explanation must name
// the constraint that stands in the way and the cells it is about; its cells are checked against the instance's
// own facts and the puzzle's validator, and a minimal cause is checked by solving it and each of its subsets.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, describe, it } from 'node:test';
import { explainProgram, type Explained } from '../../server/src/explain/explainProgram';
import { puzzleBoard } from '../../server/src/explain/puzzleBoard';
import type { ExplainSettings } from '../../server/src/protocol';
import { bundledEncodingUri } from '../../server/src/puzzles/encodings';
import type { FamilyId } from '../../server/src/puzzles/family';
import { factsOfText } from '../../server/src/puzzles/instanceFacts';
import { validateAnswer } from '../../server/src/puzzles/validate';
import type { ReadSource } from '../../server/src/solving/program';
import { solveFiles } from '../../server/src/solving/solveFiles';
import { WasmEngine } from '../../server/src/solving/wasmEngine';

const root = join(__dirname, '..', '..', '..');
const engine = new WasmEngine();
after(() => engine.dispose());

const fromDisk: ReadSource = (uri) => {
  if (!uri.startsWith('file:')) return undefined;
  try {
    return { text: readFileSync(new URL(uri), 'utf8') };
  } catch {
    return undefined;
  }
};
/** Files by URI, the instance's text given here (made unsatisfiable in a known way) or read from the repository. */
const reading = (texts: Record<string, string>): ReadSource => (uri) => (uri in texts ? { text: texts[uri] } : fromDisk(uri));

const ENCODING: Record<FamilyId, string> = { 'cell-maze': 'cell-maze.lp', flow: 'flow.lp', 'wall-maze': 'wall-maze-path.lp' };

async function explain(family: FamilyId, path: string, settings: ExplainSettings = {}, stopped = () => false): Promise<{ report: Explained; text: string; encoding: string; instance: string }> {
  const text = readFileSync(join(root, path), 'utf8');
  const instance = pathToFileURL(join(root, path)).href;
  const encoding = bundledEncodingUri(ENCODING[family]);
  const report = await explainProgram({
    entries: [encoding, instance], instances: [instance], read: fromDisk, engine, solve: { timeLimitMs: 120_000 }, settings,
    board: (atoms) => puzzleBoard(family, text, atoms), stopped,
  });
  return { report, text, encoding, instance };
}

/** The 1-based line of the encoding where `statement` is written. */
function lineOf(encoding: string, statement: string): number {
  const lines = readFileSync(new URL(encoding), 'utf8').split('\n');
  const i = lines.findIndex((l) => l.startsWith(statement));
  assert.ok(i >= 0, `${statement} is in the encoding`);
  return i + 1;
}

/** Whether the encoding with only these instance facts (written out as facts) has no answer. */
async function unsatisfiableWith(encoding: string, facts: string[]): Promise<boolean> {
  const uri = 'file:///cause.lp';
  const solved = await solveFiles([encoding, uri], reading({ [uri]: facts.map((f) => `${f}.`).join('\n') }), engine, { models: 1, timeLimitMs: 60_000 });
  assert.ok(solved.status === 'unsatisfiable' || solved.status === 'satisfiable', solved.messages.map((m) => m.message).join('\n'));
  return solved.status === 'unsatisfiable';
}

/** A minimal cause is unsatisfiable, and without any one of its facts it is not. */
async function assertMinimalCause(report: Explained, encoding: string): Promise<string[]> {
  const cause = report.minimal;
  assert.ok(cause, 'a minimal cause');
  assert.equal(cause.kind, 'facts');
  assert.equal(cause.minimal, true, cause.message);
  const facts = cause.items.map((i) => i.text);
  assert.ok(facts.length > 0);
  assert.equal(await unsatisfiableWith(encoding, facts), true, `${facts.join(' ')} has no answer`);
  for (const left of facts) {
    assert.equal(await unsatisfiableWith(encoding, facts.filter((f) => f !== left)), false, `without ${left} there is an answer`);
  }
  return facts;
}

describe('why an unsatisfiable puzzle has no answer', () => {
  it('an even-sized cell maze: the one rule the closest maze breaks, at the cells the maze validator finds broken too', async () => {
    const { report, text, encoding } = await explain('cell-maze', 'test/fixtures/explain/maze-4x4.lp', { minimal: true });
    assert.equal(report.status, 'explained', report.message);
    assert.equal(report.optimal, true);
    assert.equal(report.cost, 1, 'a 4x4 maze is one broken rule away');
    assert.equal(report.relaxed.bounds, false);
    assert.equal(report.violations.length, 1);
    const [v] = report.violations;
    assert.equal(v.kind, 'constraint');
    assert.equal(v.location.uri, encoding);
    assert.match(v.text, /^:- /);
    assert.equal(v.instances.length, 1);
    assert.match(v.message, /^violated once: C=\d+, R=\d+$/);
    // The puzzle's own validator, which knows nothing of the encoding, finds the same cells broken in the closest maze.
    const broken = validateAnswer('cell-maze', factsOfText(text), report.answer!.atoms).flatMap((x) => x.cells.map(String));
    assert.ok(v.instances[0].cells.length > 0);
    for (const cell of v.instances[0].cells) assert.ok(broken.includes(String(cell)), `${cell} is among the validator's ${broken.join(' ')}`);
    assert.deepEqual((await assertMinimalCause(report, encoding)).sort(), ['col(1..4)', 'row(1..4)']);
  });

  it('a Flow board whose colours would have to cross: constraints of flow.lp at the vertices the instance places', async () => {
    const { report, text, encoding } = await explain('flow', 'examples/flow/crossing.lp', { minimal: true });
    assert.equal(report.status, 'explained', report.message);
    assert.equal(report.optimal, true);
    assert.ok(report.violations.length > 0);
    const positions = new Map([...text.matchAll(/pos\((v\d+),(\d+),(\d+)\)/g)].map((m) => [m[1], [Number(m[2]) - 1, Number(m[3]) - 1].join()]));
    for (const v of report.violations) {
      assert.equal(v.location.uri, encoding);
      assert.match(v.text, /^:- /);
      for (const instance of v.instances) {
        const vertices = instance.values.map(([, value]) => value).filter((value) => positions.has(value));
        assert.ok(vertices.length > 0, 'the violation is about vertices');
        // Every cell outlined is one of the vertices the violation names, where the instance's pos/3 puts it.
        assert.deepEqual(new Set(instance.cells.map(String)), new Set(vertices.map((x) => positions.get(x)!)));
      }
    }
    await assertMinimalCause(report, encoding);
  });

  it('a wall maze whose goal is walled in: the goal is never reached, at the goal cell; the start cannot step on', async () => {
    const { report, encoding } = await explain('wall-maze', 'test/fixtures/explain/walled-goal.lp');
    assert.equal(report.status, 'explained', report.message);
    // Relaxing the constraints alone leaves no answer: from the start the path must take one step, and none leads on.
    assert.equal(report.relaxed.bounds, true);
    const goal = report.violations.find((v) => v.location.range.start.line + 1 === lineOf(encoding, ':- goal(X,Y), not on(X,Y).'));
    assert.ok(goal, report.violations.map((v) => v.text).join('\n'));
    assert.deepEqual(goal.instances, [{ values: [['X', '5'], ['Y', '4']], cells: [[4, 5]] }]);
    assert.equal(goal.message, 'violated once: X=5, Y=4');
    const bound = report.violations.find((v) => v.kind === 'bound');
    assert.ok(bound, 'the choice of the first step');
    assert.deepEqual(bound.instances.map((i) => i.cells), [[[0, 0]]]);
  });

  it('lets instance facts go at a cost when asked: what the wall maze does without is at its own cell', async () => {
    const { report, instance } = await explain('wall-maze', 'test/fixtures/explain/walled-goal.lp', { facts: true, bounds: true });
    assert.equal(report.status, 'explained', report.message);
    assert.equal(report.relaxed.facts, true);
    // Two changes at the least: without the goal the start cannot step on, without the start the goal is not reached.
    assert.equal(report.cost, 2);
    assert.equal(report.violations.length + report.dropped.length, 2);
    for (const d of report.dropped) {
      assert.equal(d.location.uri, instance);
      const [, x, y] = /^(?:start|goal)\((\d+),(\d+)\)$/.exec(d.atom) ?? [];
      assert.ok(x !== undefined, `${d.atom} is the start or the goal`);
      assert.deepEqual(d.cells, [[Number(y), Number(x)]]);
    }
  });

  it('says there is nothing to explain when the puzzle has an answer', async () => {
    const { report } = await explain('cell-maze', 'examples/maze/maze-5x5.lp', { minimal: true });
    assert.equal(report.status, 'satisfiable');
    assert.deepEqual(report.violations, []);
    assert.equal(report.minimal, undefined);
  });

  it('stops looking for a minimal cause on request, with a set that still has no answer', async () => {
    let checks = 0;
    const stopped = () => (report ? ++checks > 4 : false);
    let report: Explained | undefined;
    const started = explain('flow', 'examples/flow/crossing.lp', { minimal: true }, () => stopped());
    // The explanation itself runs to its end; the shrinking stops after a few checks.
    report = { status: 'explained' } as Explained;
    const { report: done, encoding } = await started;
    assert.equal(done.status, 'explained');
    assert.equal(done.minimal?.stopped, 'cancelled');
    assert.equal(done.minimal?.minimal, false);
    assert.ok(done.minimal!.items.length > 0);
    assert.equal(await unsatisfiableWith(encoding, done.minimal!.items.map((i) => i.text)), true);
  });
});

describe('why a program has no answer', () => {
  it('shrinks the constraints when the program has no instance, and names the two that stand in the way', async () => {
    const uri = 'file:///clash.lp';
    // Either of the first two constraints alone leaves an answer; together none. The third never applies.
    const text = '{ a }. p(1..3).\n:- a, p(X), X > 2.\n:- not a.\n:- p(4).\n';
    const report = await explainProgram({
      entries: [uri], instances: [], read: reading({ [uri]: text }), engine, solve: {}, settings: { minimal: true }, stopped: () => false,
    });
    assert.equal(report.status, 'explained');
    assert.equal(report.cost, 1);
    const [v] = report.violations;
    assert.ok(v.location.range.start.line === 1 ? v.message === 'violated once: X=3' : v.message === 'violated in the closest answer', v.message);
    assert.equal(report.minimal?.kind, 'constraints');
    assert.deepEqual(report.minimal?.items.map((i) => i.location.range.start.line), [1, 2]);
    assert.equal(report.minimal?.minimal, true);
  });
});
