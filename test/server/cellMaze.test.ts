// Generate Cell Maze and its instances over the protocol: the instance made from choices (or the words why none
// can be), the seed of its `%! options:` line honoured by every solve, options a file may not set reported at their
// places and left out, and an unsatisfiable maze explained in words about the maze, at its fact, in the diagnostics.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import {
  answerViewRequest, generateCellMazeRequest, solveRequest, type GenerateCellMazeParams, type SolveReport, type SolveSettings,
} from '../../server/src/protocol';
import { scratchDir } from '../scratch';
import { REPO_ROOT, startSession, type LspSession } from './lspSession';

const bundled: SolveSettings = { engine: 'wasm', models: 1 };
const choices: GenerateCellMazeParams = { width: 15, height: 15, entrance: { c: 1, r: 2 }, exit: { c: 15, r: 14 }, seed: 7 };
const mazeKey = (report: SolveReport) => report.answers[0]?.text.slice().sort().join(' ');

describe('cell mazes over the protocol', () => {
  let session: LspSession;
  let dir: string;
  let runs = 0;
  before(async () => {
    dir = scratchDir('asp-cell-maze-');
    session = await startSession(dir);
  });
  after(() => session.close());

  function file(name: string, text: string): string {
    const path = join(dir, name);
    writeFileSync(path, text);
    return pathToFileURL(path).href;
  }
  const solve = (uri: string, settings: SolveSettings = bundled) => session.connection.sendRequest(solveRequest, { uri, settings, runId: `run-${++runs}` });

  async function generate(params: GenerateCellMazeParams): Promise<string> {
    const made = await session.connection.sendRequest(generateCellMazeRequest, params);
    assert.ok('text' in made, 'error' in made ? made.error : '');
    return made.text;
  }

  it('writes the instance of a maze with its seed and search options, and refuses choices that leave no maze, in words', async () => {
    const made = await session.connection.sendRequest(generateCellMazeRequest, { ...choices, fixedFacts: 'wall(8,8).' });
    assert.ok('text' in made);
    assert.equal(made.fileName, 'maze-15x15-seed7.lp');
    assert.match(made.text, /^%! options: --seed=7 --sign-def=rnd/);
    assert.match(made.text, /^row\(1\.\.15\)\. col\(1\.\.15\)\.$/m);
    assert.match(made.text, /^entrance\(1,2\)\. exit\(15,14\)\.$/m);
    assert.match(made.text, /^wall\(8,8\)\.$/m);
    const even = await session.connection.sendRequest(generateCellMazeRequest, { ...choices, width: 16, height: 16, exit: { c: 16, r: 15 } });
    assert.ok('error' in even);
    assert.match(even.error, /^No cell maze of 16x16 exists: when the width and the height are both even/);
    const fixed = await session.connection.sendRequest(generateCellMazeRequest, { ...choices, fixedFacts: 'wall(2,2).' });
    assert.ok('error' in fixed);
    assert.match(fixed.error, /^No cell maze of 15x15 exists with .* \(2,2\) fixed as a wall: there is no way out of the entrance \(1,2\)/);
    const inside = await session.connection.sendRequest(generateCellMazeRequest, { ...choices, entrance: { c: 5, r: 5 } });
    assert.ok('error' in inside);
    assert.equal(inside.error, 'No cell maze can be made: entrance (5,5) is not on the border of the 15x15 maze.');
    const kept = await session.connection.sendRequest(generateCellMazeRequest, {
      ...choices, fixedFromInstance: 'row(1..5). col(1..5). entrance(1,2). exit(5,4). wall(3,3). empty(3,4). wall(1,3). wall(30,30).',
    });
    assert.ok('text' in kept);
    assert.deepEqual([kept.fixed, kept.leftOut], [2, 2]);
    const broken = await session.connection.sendRequest(generateCellMazeRequest, { ...choices, entrance: null as never });
    assert.ok('error' in broken);
  });

  it('solves a generated maze to the same maze every time, another seed to another, each keeping the rules', async () => {
    const seven = file('seven.lp', await generate(choices));
    const sevenAgain = file('seven-again.lp', await generate(choices));
    const eight = file('eight.lp', await generate({ ...choices, seed: 8 }));
    const first = await solve(seven);
    assert.equal(first.status, 'satisfiable');
    assert.equal(mazeKey(await solve(seven)), mazeKey(first));
    assert.equal(mazeKey(await solve(sevenAgain)), mazeKey(first));
    const other = await solve(eight);
    assert.notEqual(mazeKey(other), mazeKey(first));
    for (const report of [first, other]) {
      const { view } = await session.connection.sendRequest(answerViewRequest, { runId: report.runId, index: 0 });
      assert.deepEqual(view?.violations ?? [], []);
      assert.equal(view?.kind, 'cell-maze');
    }
    // The instance's seed wins over the same option in the settings; the run says so.
    const withSetting = await solve(seven, { ...bundled, extraArgs: ['--seed=99'] });
    assert.equal(mazeKey(withSetting), mazeKey(first));
    assert.ok(withSetting.messages.some((m) => m.severity === 'info' && /the instance's --seed=7 is used in place of --seed=99/.test(m.message)));
  });

  it('reports options a file may not set as warnings at their places, and solves without them', async () => {
    const facts = 'row(1..15). col(1..15).\nentrance(1,2). exit(15,14).\n';
    const clean = file('clean.lp', `%! options: --seed=7 --sign-def=rnd\n${facts}`);
    const text = `%! options: --seed=7 --outf=3 --sign-def=rnd --seed=x --time-limit=1\n${facts}`;
    const uri = file('bad-options.lp', text);
    await session.open(uri, text);
    const diagnostics = await session.diagnostics(uri, (d) => d.some((x) => x.code === 'solve-options'));
    const options = diagnostics.filter((d) => d.code === 'solve-options');
    const line = text.split('\n')[0];
    assert.deepEqual(options.map((d) => [d.range.start.line, line.slice(d.range.start.character, d.range.end.character), d.severity]), [
      [0, '--outf=3', 2], [0, '--seed=x', 2], [0, '--time-limit=1', 2],
    ]);
    assert.match(String(options[0].message), /left out: a file may set only the search options/);
    const report = await solve(uri);
    assert.equal(report.status, 'satisfiable', report.messages.map((m) => m.message).join('\n'));
    assert.equal(mazeKey(report), mazeKey(await solve(clean)));
    // The options that are allowed are taken: without them clingo makes another maze.
    assert.notEqual(mazeKey(report), mazeKey(await solve(file('plain.lp', facts))));
  });

  it('explains an even-sized maze in words at its row facts, in the report and among the diagnostics', async () => {
    const text = '% no maze: both sides even\nrow(1..4). col(1..4).\nentrance(1,2). exit(4,3).\n';
    const uri = file('even.lp', text);
    await session.open(uri, text);
    const report = await solve(uri);
    assert.equal(report.status, 'unsatisfiable');
    assert.match(report.explanation?.message ?? '', /^No cell maze of 4x4 exists: when the width and the height are both even/);
    assert.deepEqual(report.explanation?.location?.range, { start: { line: 1, character: 0 }, end: { line: 1, character: 9 } });
    assert.ok(report.messages.includes(report.explanation!) || report.messages.some((m) => m.message === report.explanation!.message));
    const diagnostics = await session.diagnostics(uri, (d) => d.some((x) => x.source === 'clingo solver'));
    const said = diagnostics.find((d) => d.source === 'clingo solver');
    assert.match(String(said?.message), /^No cell maze of 4x4 exists/);
    assert.equal(said?.range.start.line, 1);
  });

  it('explains contradictory fixed cells at the first of them, and leaves other puzzles\' unsatisfiability as it is', async () => {
    const text = 'row(1..7). col(1..7). entrance(1,2). exit(7,6).\nempty(5,5).\nwall(3,3). wall(4,3). wall(3,4). wall(4,4).\n';
    const report = await solve(file('block.lp', text));
    assert.equal(report.status, 'unsatisfiable');
    assert.match(report.explanation?.message ?? '', /^No cell maze of 7x7 exists with .*: \(3,3\), \(4,3\), \(3,4\) and \(4,4\) are a 2x2 block of walls\.$/);
    assert.deepEqual(report.explanation?.location?.range.start, { line: 2, character: 0 });
    const flow = await solve(file('crossing.lp', readFileSync(join(REPO_ROOT, 'examples', 'flow', 'crossing.lp'), 'utf8')));
    assert.equal(flow.status, 'unsatisfiable');
    assert.equal(flow.family, 'flow');
    assert.equal(flow.explanation, undefined);
  });
});
