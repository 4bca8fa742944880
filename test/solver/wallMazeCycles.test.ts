// The wall-maze path encoding on mazes with cycles, against the real clingo-wasm: every answer is a simple path
// through the maze (checked here and by the preview's validator), every simple path is an answer exactly once, a
// perfect maze has its one path, and there is an answer exactly when breadth-first search reaches the goal.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { parse } from '../../server/src/language/parser';
import { readBundledEncoding } from '../../server/src/puzzles/encodings';
import { extractFacts } from '../../server/src/puzzles/facts';
import { seededRng } from '../../server/src/puzzles/random';
import { toFacts } from '../../server/src/puzzles/wallMaze/generate';
import { GENERATORS } from '../../server/src/puzzles/wallMaze/generators/index';
import { carve, closedMaze, EAST, hasPassage, openNeighbours, SOUTH, type Cell, type WallMaze } from '../../server/src/puzzles/wallMaze/maze';
import { solveMaze } from '../../server/src/puzzles/wallMaze/solve';
import { validateWallMazePath } from '../../server/src/puzzles/wallMaze/validate';
import type { Answer } from '../../server/src/solving/result';
import { WasmEngine } from '../../server/src/solving/wasmEngine';
import { cyclicMazes, openWalls, pathProblems } from './cyclicMazes';

const encoding = readBundledEncoding('wall-maze-path');
const stepsOf = (answer: Answer) => answer.atoms.map((a) => (a.type === 'function' ? a.args.map((x) => (x.type === 'number' ? x.value : NaN)) : []));
const pathKey = (answer: Answer) => answer.text.slice().sort().join(' ');

/** Every simple path from `start` to `goal`, each as its sorted step/4 atoms, by depth-first search. */
function simplePaths(maze: WallMaze, start: Cell, goal: Cell): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>([`${start.x},${start.y}`]);
  const steps: string[] = [];
  const go = (at: Cell) => {
    if (at.x === goal.x && at.y === goal.y) {
      found.add(steps.slice().sort().join(' '));
      return;
    }
    for (const n of openNeighbours(maze, at.x, at.y)) {
      if (seen.has(`${n.x},${n.y}`)) continue;
      seen.add(`${n.x},${n.y}`);
      steps.push(`step(${at.x},${at.y},${n.x},${n.y})`);
      go(n);
      steps.pop();
      seen.delete(`${n.x},${n.y}`);
    }
  };
  go(start);
  return found;
}

/** A maze whose passages are a random subset of the grid's, so that it may have cycles and need not be connected. */
function randomPassages(width: number, height: number, share: number, seed: number): WallMaze {
  const rng = seededRng(seed);
  const maze = closedMaze(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x + 1 < width && rng() < share) carve(maze, x, y, EAST);
      if (y + 1 < height && rng() < share) carve(maze, x, y, SOUTH);
    }
  }
  return maze;
}

describe('wall-maze-path on mazes with cycles', () => {
  const engine = new WasmEngine();
  after(() => engine.dispose());

  it('gives a simple path through braided mazes and mazes with random openings, which the validator accepts', async () => {
    for (const { name, maze, start, goal } of [...cyclicMazes(30, 4), ...cyclicMazes(40, 5, ['kruskal', 'growing-tree'])]) {
      const facts = toFacts(maze, start, goal);
      const result = await engine.solve(`${encoding}\n${facts}`, { models: 1 });
      assert.equal(result.status, 'satisfiable', name);
      assert.deepEqual(pathProblems(maze, start, goal, stepsOf(result.answers[0])), [], name);
      assert.deepEqual(validateWallMazePath(extractFacts(parse(facts)), result.answers[0].atoms), [], name);
    }
  });

  it('finds the first answer on a braided 100x100 maze without a conflict, and a valid path', async () => {
    for (const { name, maze, start, goal } of cyclicMazes(100, 2, ['wilson']).slice(0, 2)) {
      const result = await engine.solve(`${encoding}\n${toFacts(maze, start, goal)}`, { models: 1, timeLimitMs: 60_000 });
      assert.equal(result.status, 'satisfiable', name);
      assert.equal(result.statistics?.conflicts, 0, name);
      assert.deepEqual(pathProblems(maze, start, goal, stepsOf(result.answers[0])), [], name);
    }
  });

  it('finds the first answer without a conflict also where the start and the goal are inside the maze, off its walls', async () => {
    // Inner ends: no wall reaches from one to the other, so only a guide that climbs to the border finds a way.
    for (const { name, maze } of [...cyclicMazes(100, 3, ['kruskal']).slice(0, 1), ...cyclicMazes(100, 4, ['wilson']).slice(1, 2)]) {
      const start = { x: 30, y: 40 };
      const goal = { x: 70, y: 60 };
      const result = await engine.solve(`${encoding}\n${toFacts(maze, start, goal)}`, { models: 1, timeLimitMs: 60_000 });
      assert.equal(result.status, 'satisfiable', name);
      assert.equal(result.statistics?.conflicts, 0, name);
      assert.deepEqual(pathProblems(maze, start, goal, stepsOf(result.answers[0])), [], name);
    }
  });

  it('has every simple path as an answer exactly once on small mazes with cycles, the ends anywhere', async () => {
    let compared = 0;
    for (let seed = 1; compared < 25; seed++) {
      const maze = randomPassages(5, 4, 0.7, 500 + seed);
      const rng = seededRng(900 + seed);
      const start = { x: Math.floor(rng() * 5), y: Math.floor(rng() * 4) };
      const goal = { x: Math.floor(rng() * 5), y: Math.floor(rng() * 4) };
      const expected = simplePaths(maze, start, goal);
      if (expected.size < 2) continue;
      compared++;
      const result = await engine.solve(`${encoding}\n${toFacts(maze, start, goal)}`, { models: 0 });
      const answers = result.answers.map(pathKey);
      assert.equal(new Set(answers).size, answers.length, `seed ${seed}: no path twice`);
      assert.deepEqual(new Set(answers), expected, `seed ${seed}`);
    }
  });

  it('has every simple path as an answer exactly once, also where the hand on the wall does not reach the goal', async () => {
    const ring = closedMaze(5, 5);
    // A ring of passages around the middle cell, which has a wall of its own: the goal sits on the inner side.
    for (let x = 0; x < 4; x++) carve(ring, x, 0, EAST), carve(ring, x, 4, EAST);
    for (let y = 0; y < 4; y++) carve(ring, 0, y, SOUTH), carve(ring, 4, y, SOUTH);
    for (let x = 1; x < 3; x++) carve(ring, x, 1, EAST), carve(ring, x, 3, EAST);
    for (let y = 1; y < 3; y++) carve(ring, 1, y, SOUTH), carve(ring, 3, y, SOUTH);
    carve(ring, 1, 0, SOUTH);
    const cases: [WallMaze, Cell, Cell][] = [
      [ring, { x: 0, y: 0 }, { x: 2, y: 3 }],
      [openWalls(GENERATORS.find((g) => g.id === 'kruskal')!.generate(6, 6, seededRng(7), {}), 8, seededRng(8)), { x: 0, y: 0 }, { x: 5, y: 5 }],
      [openWalls(GENERATORS.find((g) => g.id === 'dfs')!.generate(5, 5, seededRng(3), {}), 6, seededRng(4)), { x: 2, y: 2 }, { x: 4, y: 1 }],
    ];
    for (const [maze, start, goal] of cases) {
      const expected = simplePaths(maze, start, goal);
      assert.ok(expected.size > 1, 'the maze has cycles on the way');
      const result = await engine.solve(`${encoding}\n${toFacts(maze, start, goal)}`, { models: 0 });
      assert.equal(result.exhausted, true);
      const answers = result.answers.map(pathKey);
      assert.equal(new Set(answers).size, answers.length, 'no path twice');
      assert.deepEqual(new Set(answers), expected);
    }
  });

  it('has the one path of a perfect maze, the same as breadth-first search', async () => {
    for (const id of ['dfs', 'kruskal', 'prim', 'wilson', 'binary-tree', 'eller']) {
      const maze = GENERATORS.find((g) => g.id === id)!.generate(20, 20, seededRng(12), {});
      const start = { x: 3, y: 17 };
      const goal = { x: 19, y: 0 };
      const result = await engine.solve(`${encoding}\n${toFacts(maze, start, goal)}`, { models: 0 });
      assert.equal(result.answers.length, 1, id);
      const cells = solveMaze(maze, start, goal)!;
      const bfs = cells.slice(1).map((c, k) => `step(${cells[k].x},${cells[k].y},${c.x},${c.y})`).sort().join(' ');
      assert.equal(pathKey(result.answers[0]), bfs, id);
    }
  });

  it('has no answer when the goal is walled in, alone or with the cells around it', async () => {
    const [{ maze }] = cyclicMazes(30, 6, ['prim']);
    const alone = closedMaze(30, 30);
    alone.open.set(maze.open);
    const around = closedMaze(30, 30);
    around.open.set(maze.open);
    // The goal (29,29) alone, then the 2x2 block at the corner with its inner passages left open.
    const shut = (m: WallMaze, cells: Cell[]) => {
      const inside = new Set(cells.map((c) => `${c.x},${c.y}`));
      for (let y = 0; y < 30; y++) {
        for (let x = 0; x < 30; x++) {
          for (const [dir, nx, ny] of [[EAST, x + 1, y], [SOUTH, x, y + 1]] as const) {
            if (hasPassage(m, x, y, dir) && inside.has(`${x},${y}`) !== inside.has(`${nx},${ny}`)) close(m, x, y, dir);
          }
        }
      }
    };
    shut(alone, [{ x: 29, y: 29 }]);
    shut(around, [{ x: 28, y: 28 }, { x: 29, y: 28 }, { x: 28, y: 29 }, { x: 29, y: 29 }]);
    for (const m of [alone, around]) {
      assert.equal(solveMaze(m, { x: 0, y: 0 }, { x: 29, y: 29 }), undefined);
      const result = await engine.solve(`${encoding}\n${toFacts(m, { x: 0, y: 0 }, { x: 29, y: 29 })}`, { models: 1 });
      assert.equal(result.status, 'unsatisfiable');
    }
  });

  it('has an answer exactly when breadth-first search reaches the goal, on 80 random small mazes', async () => {
    let reachable = 0;
    for (let seed = 1; seed <= 80; seed++) {
      const maze = randomPassages(7, 6, 0.55, seed);
      const rng = seededRng(1000 + seed);
      const start = { x: Math.floor(rng() * 7), y: Math.floor(rng() * 6) };
      const goal = { x: Math.floor(rng() * 7), y: Math.floor(rng() * 6) };
      const bfs = solveMaze(maze, start, goal);
      const result = await engine.solve(`${encoding}\n${toFacts(maze, start, goal)}`, { models: 1 });
      assert.equal(result.status, bfs ? 'satisfiable' : 'unsatisfiable', `seed ${seed}`);
      if (!bfs) continue;
      reachable++;
      assert.deepEqual(pathProblems(maze, start, goal, stepsOf(result.answers[0])), [], `seed ${seed}`);
    }
    assert.ok(reachable > 20 && reachable < 70, `both kinds among the mazes (${reachable} reachable)`);
  });
});

/** Puts the wall back between (x, y) and its neighbour in `dir` (east or south), on both sides. */
function close(maze: WallMaze, x: number, y: number, dir: typeof EAST | typeof SOUTH): void {
  const other = dir === EAST ? y * maze.width + x + 1 : (y + 1) * maze.width + x;
  maze.open[y * maze.width + x] &= ~dir;
  maze.open[other] &= ~(dir === EAST ? 1 : 4);
}
