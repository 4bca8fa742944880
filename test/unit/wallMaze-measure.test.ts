// The figures that tell mazes apart, the breadth-first solver and the longest path, braided mazes, and surveys of
// many mazes: on hand-built mazes whose figures can be counted by eye, against brute force on small random ones,
// and against the maze library's published figures (depth-first search about 10% dead ends and about 300 steps
// corner to corner on 30x30, the binary tree 25% and always 58).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seededRng } from '../../server/src/puzzles/random';
import { braid } from '../../server/src/puzzles/wallMaze/braid';
import { generateMaze } from '../../server/src/puzzles/wallMaze/generators/index';
import { maskFromText } from '../../server/src/puzzles/wallMaze/mask';
import { carve, closedMaze, EAST, SOUTH, type Cell, type Direction, type WallMaze } from '../../server/src/puzzles/wallMaze/maze';
import { measureMaze } from '../../server/src/puzzles/wallMaze/measure';
import { breadthFirst, longestPath, solveMaze } from '../../server/src/puzzles/wallMaze/solve';
import { distancesFrom } from '../../server/src/puzzles/wallMaze/statistics';
import { surveyGenerator } from '../../server/src/puzzles/wallMaze/survey';
import { perfectionProblems, treeFrom } from './wallMaze-helpers';

/** A maze from its passages, each [x, y, direction]. */
function mazeOf(width: number, height: number, passages: [number, number, Direction][]): WallMaze {
  const maze = closedMaze(width, height);
  for (const [x, y, dir] of passages) carve(maze, x, y, dir);
  return maze;
}

// The top row open, every column open downwards from it.
const COMB = mazeOf(3, 3, [[0, 0, EAST], [1, 0, EAST], [0, 0, SOUTH], [0, 1, SOUTH], [1, 0, SOUTH], [1, 1, SOUTH], [2, 0, SOUTH], [2, 1, SOUTH]]);
// A crossroads in the middle, each arm turning into a corner.
const WINDMILL = mazeOf(3, 3, [[1, 0, SOUTH], [1, 1, SOUTH], [0, 1, EAST], [1, 1, EAST], [1, 0, EAST], [2, 1, SOUTH], [0, 2, EAST], [0, 0, SOUTH]]);

/** Moves between every two cells by relaxing until nothing changes: slow, and independent of the solver. */
function allDistances(maze: WallMaze): number[][] {
  const n = maze.width * maze.height;
  const d = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 0 : Infinity)));
  const edges: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    if (maze.open[i] & EAST) edges.push([i, i + 1]);
    if (maze.open[i] & SOUTH) edges.push([i, i + maze.width]);
  }
  for (let changed = true; changed;) {
    changed = false;
    for (const row of d) {
      for (const [a, b] of edges) {
        if (row[a] + 1 < row[b]) (row[b] = row[a] + 1), (changed = true);
        if (row[b] + 1 < row[a]) (row[a] = row[b] + 1), (changed = true);
      }
    }
  }
  return d;
}

function isPathThrough(maze: WallMaze, path: Cell[]): boolean {
  return path.every((c, k) => {
    if (k === 0) return true;
    const p = path[k - 1];
    const [a, b] = p.y * maze.width + p.x < c.y * maze.width + c.x ? [p, c] : [c, p];
    const bit = a.y === b.y ? EAST : SOUTH;
    return Math.abs(p.x - c.x) + Math.abs(p.y - c.y) === 1 && (maze.open[a.y * maze.width + a.x] & bit) !== 0;
  });
}

describe('the figures of one maze', () => {
  it('counts the comb by eye: dead ends and their corridors, the junction, straight and turning cells, runs', () => {
    const m = measureMaze(COMB);
    assert.equal(m.cells, 9);
    assert.equal(m.passages, 8);
    assert.equal(m.deadEnds, 3);
    // The outer teeth run 3 moves to the junction at (1,0), the middle one 2.
    assert.deepEqual(m.deadEndLengths, [0, 0, 1, 2]);
    assert.equal(m.junctions, 1);
    assert.equal(m.crossroads, 0);
    assert.equal(m.straight, 3);
    assert.equal(m.turns, 2);
    assert.equal(m.longestStraight, 2);
    assert.equal(m.longestCorridor, 3);
    assert.deepEqual([m.start, m.goal, m.pathLength], [{ x: 0, y: 0 }, { x: 2, y: 2 }, 4]);
    assert.equal(m.diameter, 6);
    assert.deepEqual(new Set(m.diameterEnds.map((c) => `${c.x},${c.y}`)), new Set(['0,2', '2,2']));
    assert.deepEqual([m.horizontal, m.vertical], [2, 6]);
  });

  it('counts the windmill: a crossroads, four turns, four dead ends two moves from it', () => {
    const m = measureMaze(WINDMILL);
    assert.deepEqual([m.deadEnds, m.junctions, m.crossroads, m.straight, m.turns], [4, 0, 1, 0, 4]);
    assert.deepEqual(m.deadEndLengths, [0, 0, 4]);
    assert.equal(m.longestCorridor, 2);
    assert.equal(m.diameter, 4);
  });

  it('counts a 1xN corridor as two dead ends each the whole corridor long, and a lone cell as none', () => {
    const corridor = mazeOf(5, 1, [[0, 0, EAST], [1, 0, EAST], [2, 0, EAST], [3, 0, EAST]]);
    const m = measureMaze(corridor);
    assert.deepEqual([m.deadEnds, m.deadEndLengths[4], m.straight, m.longestStraight, m.longestCorridor, m.diameter, m.pathLength], [2, 2, 3, 4, 4, 4, 4]);
    const lone = measureMaze(closedMaze(1, 1));
    assert.deepEqual([lone.cells, lone.deadEnds, lone.diameter, lone.pathLength], [1, 0, 0, 0]);
  });

  it('counts only the cells a mask keeps, and goes from the first to the last of them', () => {
    const mask = maskFromText('#..\n...\n..#\n');
    const maze = generateMaze('dfs', 3, 3, seededRng(4), { mask });
    const m = measureMaze(maze, { mask });
    assert.equal(m.cells, 7);
    assert.equal(m.passages, 6);
    assert.deepEqual([m.start, m.goal], [{ x: 1, y: 0 }, { x: 1, y: 2 }]);
    assert.ok(m.pathLength !== undefined && m.pathLength >= 2);
  });

  it('has the diameter of brute force, and its ends that far apart, on small mazes of every kind', () => {
    for (const id of ['dfs', 'binary-tree', 'kruskal', 'wilson', 'division', 'eller']) {
      for (const seed of [1, 2, 3]) {
        const maze = generateMaze(id, 6, 5, seededRng(seed));
        const d = allDistances(maze);
        const diameter = Math.max(...d.flat());
        const longest = longestPath(maze);
        assert.equal(longest.length, diameter, `${id} ${seed}`);
        assert.equal(d[longest.from.y * 6 + longest.from.x][longest.to.y * 6 + longest.to.x], diameter);
        assert.equal(longest.path.length, diameter + 1);
        assert.ok(isPathThrough(maze, longest.path));
        assert.equal(measureMaze(maze).diameter, diameter);
      }
    }
  });
});

describe('the breadth-first solver', () => {
  it('finds a shortest path through loops, as brute force measures it', () => {
    const maze = braid(generateMaze('dfs', 7, 6, seededRng(3)), 1, seededRng(4));
    assert.ok(perfectionProblems(maze).some((p) => /passages for/.test(p)), 'the braided maze has loops');
    const d = allDistances(maze);
    for (const [from, to] of [[{ x: 0, y: 0 }, { x: 6, y: 5 }], [{ x: 3, y: 2 }, { x: 0, y: 5 }], [{ x: 6, y: 0 }, { x: 6, y: 0 }]] as [Cell, Cell][]) {
      const path = solveMaze(maze, from, to)!;
      assert.equal(path.length - 1, d[from.y * 7 + from.x][to.y * 7 + to.x]);
      assert.deepEqual([path[0], path[path.length - 1]], [from, to]);
      assert.ok(isPathThrough(maze, path));
    }
  });

  it('says when there is no path, and when a cell is off the board', () => {
    const split = closedMaze(2, 1);
    assert.equal(solveMaze(split, { x: 0, y: 0 }, { x: 1, y: 0 }), undefined);
    assert.equal(solveMaze(split, { x: 0, y: 0 }, { x: 2, y: 0 }), undefined);
    assert.equal(breadthFirst(split, { x: -1, y: 0 }).reached, 0);
    assert.deepEqual([...distancesFrom(split, { x: 0, y: 0 })], [0, -1]);
  });

  it('solves a 1000x1000 maze, the path as long as the tree is deep', () => {
    const maze = generateMaze('dfs', 1000, 1000, seededRng(1));
    const path = solveMaze(maze, { x: 0, y: 0 }, { x: 999, y: 999 })!;
    assert.equal(path.length - 1, treeFrom(maze, 0).depth[999_999]);
    assert.ok(isPathThrough(maze, path));
  });
});

describe('braid mazes', () => {
  it('removes the given fraction of the dead ends and keeps every cell reachable', () => {
    for (const id of ['dfs', 'kruskal', 'binary-tree']) {
      const maze = generateMaze(id, 20, 20, seededRng(2));
      const before = measureMaze(maze).deadEnds;
      assert.deepEqual(braid(maze, 0, seededRng(1)).open, maze.open);
      assert.equal(measureMaze(braid(maze, 1, seededRng(1))).deadEnds, 0, `${id}: none left`);
      for (const fraction of [0.25, 0.5, 0.9]) {
        const braided = braid(maze, fraction, seededRng(7));
        const after = measureMaze(braided).deadEnds;
        const target = Math.round(fraction * before);
        assert.ok(after === before - target || after === before - target - 1, `${id} ${fraction}: ${before} → ${after}`);
        assert.equal(breadthFirst(braided, { x: 0, y: 0 }).reached, 400);
        assert.deepEqual(braid(maze, fraction, seededRng(7)).open, braided.open, 'the same seed, the same braid');
      }
      assert.deepEqual(measureMaze(maze).deadEnds, before, 'the maze itself is left as it was');
    }
  });

  it('prefers to open into a neighbouring dead end, removing two at once', () => {
    // Dead ends at (1,1), (1,2) and (2,2); (1,1) could also open into the corridors at (0,1) and (2,1).
    const maze = mazeOf(3, 3, [[0, 0, EAST], [1, 0, EAST], [0, 0, SOUTH], [0, 1, SOUTH], [2, 0, SOUTH], [2, 1, SOUTH], [1, 0, SOUTH], [0, 2, EAST]]);
    for (let seed = 1; seed <= 40; seed++) {
      const braided = braid(maze, 0.5, seededRng(seed));
      const m = measureMaze(braided);
      assert.equal(m.deadEnds, 1, `seed ${seed}`);
      // The one new passage joins two of the dead ends.
      const opened = [...braided.open].map((bits, i) => bits & ~maze.open[i]);
      const joined = opened.flatMap((bits, i) => (bits ? [i] : []));
      assert.equal(joined.length, 2);
      assert.ok(joined.every((i) => [4, 7, 8].includes(i)), `seed ${seed}: opened ${joined}`);
    }
  });

  it('never opens into a cell the mask leaves out, and leaves a dead end with nowhere to open', () => {
    const mask = maskFromText('....#\n.##.#\n....#\n');
    const maze = generateMaze('dfs', 5, 3, seededRng(1), { mask });
    const braided = braid(maze, 1, seededRng(2), { mask });
    for (let i = 0; i < 15; i++) if (mask.excluded[i]) assert.equal(braided.open[i], 0);
    assert.equal(measureMaze(braided, { mask }).deadEnds, 0);
    const corridor = mazeOf(3, 1, [[0, 0, EAST], [1, 0, EAST]]);
    assert.equal(measureMaze(braid(corridor, 1, seededRng(1))).deadEnds, 2);
    assert.throws(() => braid(corridor, 1.5, seededRng(1)), /between 0 and 1/);
  });
});

describe('surveys of many mazes', () => {
  it("reproduces the maze library's figures for 100 mazes of 30x30", () => {
    const dfs = surveyGenerator('dfs', { width: 30, height: 30, count: 100 });
    assert.ok(dfs.deadEndShare > 9 && dfs.deadEndShare < 11.5, `dfs dead ends ${dfs.deadEndShare}%`);
    assert.ok(dfs.path!.mean > 260 && dfs.path!.mean < 360, `dfs path ${dfs.path!.mean}`);
    const tree = surveyGenerator('binary-tree', { width: 30, height: 30, count: 100 });
    assert.ok(tree.deadEndShare > 23.5 && tree.deadEndShare < 26.5, `binary tree dead ends ${tree.deadEndShare}%`);
    assert.deepEqual(tree.path, { mean: 58, min: 58, max: 58 });
    assert.equal(tree.longestStraight, 29, 'the open top row');
  });

  it('is reproducible, and its averages are those of the mazes it made', () => {
    const a = surveyGenerator('kruskal', { width: 12, height: 8, count: 5, seed: 40 });
    assert.deepEqual(surveyGenerator('kruskal', { width: 12, height: 8, count: 5, seed: 40 }), a);
    const measures = [40, 41, 42, 43, 44].map((seed) => measureMaze(generateMaze('kruskal', 12, 8, seededRng(seed))));
    const mean = (f: (m: (typeof measures)[number]) => number) => measures.reduce((s, m) => s + f(m), 0) / 5;
    const close = (actual: number, expected: number) => assert.ok(Math.abs(actual - expected) < 1e-9, `${actual} is not ${expected}`);
    close(a.deadEndShare, (100 * mean((m) => m.deadEnds)) / 96);
    close(a.diameter, mean((m) => m.diameter));
    assert.equal(a.path!.min, Math.min(...measures.map((m) => m.pathLength!)));
    close(a.horizontalPerVertical, mean((m) => m.horizontal) / mean((m) => m.vertical));
    close(a.deadEndLengths.reduce((s, n) => s + n, 0), mean((m) => m.deadEnds));
  });

  it('tells the generators apart: depth-first search has the fewest dead ends and the longest path, true Prim the most', () => {
    const share = (id: string, parameters = {}) => surveyGenerator(id, { width: 20, height: 20, count: 30, parameters });
    const dfs = share('dfs');
    const prim = share('true-prim');
    const kruskal = share('kruskal');
    assert.ok(dfs.deadEndShare < kruskal.deadEndShare && kruskal.deadEndShare < prim.deadEndShare);
    assert.ok(dfs.path!.mean > 2 * kruskal.path!.mean);
    assert.ok(dfs.deadEndLength > kruskal.deadEndLength);
    const braided = surveyGenerator('kruskal', { width: 20, height: 20, count: 30, braid: 1 });
    assert.equal(braided.deadEndShare, 0);
  });
});
