// A wall maze far beyond the bundled solver, solved through the real server as the preview asks for it: the
// plan, the solve (answered by breadth-first search, and saying so), the picture of the path (packed), a maze
// whose goal cannot be reached, and the runs that stay with clingo: a small maze, one just under the bundled
// solver's limit, and a user's own encoding whatever the size.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { answerViewRequest, solvePlanRequest, solveRequest, type SolveSettings, type View } from '../../server/src/protocol';
import { randomizedDfs, toFacts } from '../../server/src/puzzles/wallMaze/generate';
import { EAST, NORTH, SOUTH, WEST, type WallMaze } from '../../server/src/puzzles/wallMaze/maze';
import { seededRng } from '../../server/src/puzzles/random';
import { unpackBits, unpackCells } from '../../server/src/view/packed';
import { startSession, type LspSession } from './lspSession';

const bundled: SolveSettings = { engine: 'wasm', models: 20 };

/** The shortest path's cell count by a search of the test's own, over the passage bits. */
function shortestCells(maze: WallMaze, from: number, to: number): number {
  const distance = new Int32Array(maze.open.length).fill(-1);
  distance[from] = 0;
  const queue = [from];
  for (let k = 0; k < queue.length; k++) {
    const i = queue[k];
    for (const [bit, j] of [[WEST, i - 1], [EAST, i + 1], [NORTH, i - maze.width], [SOUTH, i + maze.width]]) {
      if (maze.open[i] & bit && distance[j] < 0) {
        distance[j] = distance[i] + 1;
        queue.push(j);
      }
    }
  }
  return distance[to] + 1;
}

/** Why a packed path is no path from `from` to `to` through the maze's passages; undefined when it is one. */
function pathProblem(maze: WallMaze, cells: Uint32Array, from: number, to: number): string | undefined {
  if (cells[0] !== from || cells[cells.length - 1] !== to) return `runs from ${cells[0]} to ${cells[cells.length - 1]}`;
  for (let k = 1; k < cells.length; k++) {
    const [a, b] = [cells[k - 1], cells[k]];
    const bit = b === a + 1 ? EAST : b === a - 1 ? WEST : b === a + maze.width ? SOUTH : b === a - maze.width ? NORTH : 0;
    if (!bit || !(maze.open[a] & bit)) return `step ${k} from ${a} to ${b} goes through a wall`;
  }
  return undefined;
}

describe('a 1000x1000 wall maze through the server', () => {
  let session: LspSession;
  let dir: string;
  const maze = randomizedDfs(1000, 1000, seededRng(1));
  const goal = 1000 * 1000 - 1;
  const uri = (name: string) => pathToFileURL(join(dir, name)).href;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'huge-maze-'));
    writeFileSync(join(dir, 'huge.lp'), toFacts(maze, { x: 0, y: 0 }, { x: 999, y: 999 }));
    // The same maze with the goal walled in: no path.
    const closed = { ...maze, open: maze.open.slice() };
    closed.open[goal] = 0;
    closed.open[goal - 1] &= ~EAST;
    closed.open[goal - 1000] &= ~SOUTH;
    writeFileSync(join(dir, 'closed.lp'), toFacts(closed, { x: 0, y: 0 }, { x: 999, y: 999 }));
    session = await startSession(dir);
  });
  after(async () => {
    await session.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('plans the 25 MB instance with the bundled encoding, without refusing its size', async () => {
    const plan = await session.connection.sendRequest(solvePlanRequest, { uri: uri('huge.lp') });
    assert.equal(plan.kind, 'instance');
    assert.equal(plan.family, 'wall-maze');
    assert.match(plan.encoding ?? '', /wall-maze-path\.lp$/);
  });

  it('answers by breadth-first search, says so, and draws the shortest path through the passages', async () => {
    const report = await session.connection.sendRequest(solveRequest, { uri: uri('huge.lp'), settings: bundled, runId: 'huge' });
    assert.equal(report.status, 'satisfiable', JSON.stringify(report.messages));
    assert.equal(report.engine, 'breadth-first search: the maze is too big for the bundled solver');
    assert.ok(report.messages.some((m) => /bundled solver takes at most 1 MB/.test(m.message)), JSON.stringify(report.messages));
    assert.equal(report.answers.length, 1);
    assert.equal(report.exhausted, true, 'a perfect maze has one path');
    assert.equal(report.drawable, true);
    const cells = shortestCells(maze, 0, goal);
    // The atoms stay with the server; the report says how many there are.
    assert.equal(report.answers[0].atomCount, cells - 1);
    assert.deepEqual(report.answers[0].atoms, []);

    const { view } = await session.connection.sendRequest(answerViewRequest, { runId: 'huge', index: 0 });
    assert.ok(view);
    assert.equal(view.kind, 'wall-maze');
    assert.deepEqual([view.rows, view.columns], [1000, 1000]);
    assert.ok(JSON.stringify(view).length < 2_000_000, `the view is ${JSON.stringify(view).length} bytes of JSON`);
    // The search's own path is not checked again by the validator (it follows the passages by construction): the
    // test checks it against the maze itself.
    assert.equal(view.violations, undefined);
    const path = view.paths![0];
    assert.ok('packed' in path);
    const drawn = unpackCells(path.packed);
    assert.equal(drawn.length, cells);
    assert.equal(pathProblem(maze, drawn, 0, goal), undefined);
    assert.match(view.caption ?? '', new RegExp(`path: ${cells - 1} steps · found by breadth-first search`));
    assert.equal(unpackBits(view.wallBits!.horizontal, 1001 * 1000).reduce((n, b) => n + b, 0) > 0, true);
  });

  it('draws the dead ends and distances of the huge maze packed', async () => {
    const { view } = await session.connection.sendRequest(answerViewRequest, { runId: 'huge', index: 0, deadEnds: true, distance: true });
    const packedView = view as View;
    assert.equal(packedView.markCells?.[0].kind, 'dead-end');
    assert.ok(unpackCells(packedView.markCells![0].cells).length > 10_000);
    assert.equal(packedView.fills?.colors.length, 32);
    assert.ok(JSON.stringify(packedView).length < 5_000_000);
  });

  it('says in words that there is no path when the goal is walled in', async () => {
    const report = await session.connection.sendRequest(solveRequest, { uri: uri('closed.lp'), settings: bundled, runId: 'closed' });
    assert.equal(report.status, 'unsatisfiable');
    assert.equal(report.answers.length, 0);
    assert.equal(report.explanation?.message, 'No path: the goal (999,999) cannot be reached from the start (0,0).');
    // At the goal's fact: the Problems view and the preview's banner point there.
    assert.equal(report.explanation?.location?.uri, uri('closed.lp'));
    const goalLine = readFileSync(join(dir, 'closed.lp'), 'utf8').split('\n').findIndex((l) => l.startsWith('goal('));
    assert.equal(report.explanation?.location?.range.start.line, goalLine);
  });

  it("runs a user's own encoding on clingo, which refuses the size in a clear message", async () => {
    writeFileSync(join(dir, 'mine.lp'), 'step(X1,Y1,X2,Y2) :- passage(X1,Y1,X2,Y2), start(X1,Y1).\n#show step/4.\n');
    writeFileSync(join(dir, 'own.lp'), `%! encoding: mine.lp\n${toFacts(maze, { x: 0, y: 0 }, { x: 999, y: 999 })}`);
    const report = await session.connection.sendRequest(solveRequest, { uri: uri('own.lp'), settings: bundled, runId: 'own' });
    assert.equal(report.status, 'too-large');
    assert.match(report.engine, /clingo-wasm/);
    assert.match(report.messages[0].message, /the bundled solver takes at most 1 MB\. Use native clingo/);
  });

  it('leaves a maze the bundled solver takes to clingo: 15x15, and 200x200 just under its limit', async () => {
    for (const n of [15, 200]) {
      const small = randomizedDfs(n, n, seededRng(2));
      writeFileSync(join(dir, `m${n}.lp`), toFacts(small, { x: 0, y: 0 }, { x: n - 1, y: n - 1 }));
      const report = await session.connection.sendRequest(solveRequest, { uri: uri(`m${n}.lp`), settings: bundled, runId: `m${n}` });
      assert.equal(report.status, 'satisfiable');
      assert.match(report.engine, /clingo-wasm/, `${n}x${n}`);
      assert.equal(report.answers[0].atoms.length, shortestCells(small, 0, n * n - 1) - 1);
    }
  });
});
