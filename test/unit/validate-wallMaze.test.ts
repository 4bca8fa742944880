// The wall maze path validator on a generated maze: the path found by a breadth-first search passes, and each way
// of breaking it is reported with its rule id, message and cells ([y, x]). Also the maze statistics.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse } from '../../server/src/language/parser';
import { extractFacts } from '../../server/src/puzzles/facts';
import { seededRng } from '../../server/src/puzzles/random';
import { binaryTree, randomizedDfs, toFacts } from '../../server/src/puzzles/wallMaze/generate';
import { carve, closedMaze, EAST, openNeighbours, SOUTH, type Cell } from '../../server/src/puzzles/wallMaze/maze';
import { deadEndCells, distancesFrom, wallMazeStatistics } from '../../server/src/puzzles/wallMaze/statistics';
import { validateWallMazePath } from '../../server/src/puzzles/wallMaze/validate';
import { bfsPath } from './view-helpers';
import { parseSymbol } from '../../server/src/solving/symbols';

const MAZE = randomizedDfs(8, 8, seededRng(11));
const START = { x: 0, y: 0 };
const GOAL = { x: 7, y: 7 };
const INSTANCE = toFacts(MAZE, START, GOAL);


const PATH = bfsPath(MAZE, START, GOAL);
const step = (a: Cell, b: Cell) => `step(${a.x},${a.y},${b.x},${b.y})`;
const stepsOf = (path: Cell[]) => path.slice(1).map((c, i) => step(path[i], c));
const show = (c: Cell) => `(${c.x},${c.y})`;
const at = (c: Cell): [number, number] => [c.y, c.x];
const onPath = (c: Cell) => PATH.some((p) => p.x === c.x && p.y === c.y);

function validate(atoms: readonly string[], instance = INSTANCE) {
  return validateWallMazePath(extractFacts(parse(instance)), atoms.map(parseSymbol));
}

/** The first index i for which the path's cells i and i + k are neighbours (a U-turn when k = 3). */
function firstNeighbourly(k: number): number {
  return PATH.findIndex((p, i) => i + k < PATH.length && Math.abs(p.x - PATH[i + k].x) + Math.abs(p.y - PATH[i + k].y) === 1);
}

/** A path cell with an open neighbour off the path, and that neighbour. */
function sideWay(): [Cell, Cell] {
  for (const p of PATH.slice(1, -1)) {
    const off = openNeighbours(MAZE, p.x, p.y).find((n) => !onPath(n));
    if (off) return [p, off];
  }
  throw new Error('the path has no side way');
}

describe('wall maze path validator', () => {
  it('accepts the path through the maze, in any order of its steps', () => {
    assert.ok(PATH.length > 10);
    assert.deepEqual(validate(stepsOf(PATH)), []);
    assert.deepEqual(validate(stepsOf(PATH).reverse()), []);
  });

  it('marks a step through a wall on both cells', () => {
    const i = firstNeighbourly(3);
    assert.ok(i >= 0, 'the path makes a U-turn');
    const shortcut = [...stepsOf(PATH.slice(0, i + 1)), step(PATH[i], PATH[i + 3]), ...stepsOf(PATH.slice(i + 3))];
    assert.deepEqual(validate(shortcut), [
      { rule: 'path-wall', message: `step ${show(PATH[i])}→${show(PATH[i + 3])} goes through a wall`, cells: [at(PATH[i]), at(PATH[i + 3])] },
    ]);
  });

  it('allows steps between neighbouring cells on the board only', () => {
    const jump = [step(PATH[0], PATH[2]), ...stepsOf(PATH.slice(2))];
    assert.deepEqual(validate(jump), [
      { rule: 'path-jump', message: `step ${show(PATH[0])}→${show(PATH[2])} joins cells that are not neighbours`, cells: [at(PATH[0]), at(PATH[2])] },
    ]);
    assert.deepEqual(validate([...stepsOf(PATH), 'step(7,7,8,7)']), [
      { rule: 'path-bounds', message: 'step (7,7)→(8,7) leaves the 8x8 maze', cells: [[7, 7]] },
      { rule: 'path-stray', message: 'step (7,7)→(8,7) is not on the path from (0,0) to (7,7)', cells: [[7, 7]] },
    ]);
    assert.deepEqual(validate([...stepsOf(PATH), 'step(a,0,1,0)']), [
      { rule: 'path-step', message: 'step(a,0,1,0) is not a step between two cells', cells: [] },
    ]);
  });

  it('reaches the goal, and leaves the start', () => {
    const last = PATH[PATH.length - 2];
    assert.deepEqual(validate(stepsOf(PATH).slice(0, -1)), [
      { rule: 'path-goal', message: `the path stops at ${show(last)} before the goal (7,7)`, cells: [at(last)] },
    ]);
    assert.deepEqual(validate([]), [{ rule: 'path-goal', message: 'no step leaves the start (0,0)', cells: [[0, 0]] }]);
  });

  it('leaves every cell by one step and enters it once', () => {
    const [p, off] = sideWay();
    const k = PATH.findIndex((c) => c === p);
    assert.deepEqual(validate([...stepsOf(PATH), step(p, off)]), [
      { rule: 'path-branch', message: `2 steps leave ${show(p)}: to ${show(PATH[k + 1])} and ${show(off)}`, cells: [at(p), at(PATH[k + 1]), at(off)] },
      { rule: 'path-stray', message: `step ${show(p)}→${show(off)} is not on the path from (0,0) to (7,7)`, cells: [at(p), at(off)] },
    ]);
    assert.deepEqual(validate([...stepsOf(PATH), step(off, p)]), [
      { rule: 'path-revisit', message: `${show(p)} is entered 2 times: from ${show(PATH[k - 1])} and ${show(off)}`, cells: [at(p), at(PATH[k - 1]), at(off)] },
      { rule: 'path-stray', message: `step ${show(off)}→${show(p)} is not on the path from (0,0) to (7,7)`, cells: [at(off), at(p)] },
    ]);
  });

  it('reports a path that circles back instead of reaching the goal', () => {
    // A 3x2 board with every passage open: the steps run round the left 2x2 block back to the start.
    const open = closedMaze(3, 2);
    carve(open, 0, 0, EAST);
    carve(open, 1, 0, EAST);
    carve(open, 0, 1, EAST);
    carve(open, 1, 1, EAST);
    for (let x = 0; x < 3; x++) carve(open, x, 0, SOUTH);
    const circle = ['step(0,0,0,1)', 'step(0,1,1,1)', 'step(1,1,1,0)', 'step(1,0,0,0)'];
    assert.deepEqual(validate(circle, toFacts(open, { x: 0, y: 0 }, { x: 2, y: 0 })), [
      { rule: 'path-revisit', message: 'the path comes back to the start (0,0) from (1,0)', cells: [[0, 0], [0, 1]] },
      { rule: 'path-goal', message: 'the path runs in a circle back to (0,0) and never reaches the goal (2,0)', cells: [[0, 0]] },
    ]);
  });

  it('allows no steps off the path, a connected piece of them reported once', () => {
    const offPath: Cell[] = [];
    for (let y = 0; y < 8 && offPath.length < 2; y++) {
      for (let x = 0; x < 8 && offPath.length < 2; x++) {
        const a = { x, y };
        const b = openNeighbours(MAZE, x, y).find((n) => !onPath(n) && !onPath(a));
        const c = b && openNeighbours(MAZE, b.x, b.y).find((n) => !onPath(n) && (n.x !== x || n.y !== y));
        if (b && c) offPath.push(a, b, c);
      }
    }
    const [a, b, c] = offPath;
    assert.ok(c, 'the maze has three connected cells off the path');
    assert.deepEqual(validate([...stepsOf(PATH), step(a, b)]), [
      { rule: 'path-stray', message: `step ${show(a)}→${show(b)} is not on the path from (0,0) to (7,7)`, cells: [at(a), at(b)] },
    ]);
    assert.deepEqual(validate([...stepsOf(PATH), step(a, b), step(b, c)]), [
      { rule: 'path-stray', message: `2 steps from ${show(a)} are not on the path from (0,0) to (7,7)`, cells: [at(a), at(b), at(c)] },
    ]);
  });
});

describe('wall maze statistics', () => {
  it('counts dead ends, junctions, the longest corridor and the path length', () => {
    // A 3x3 comb: the top row open, every column open downwards from it.
    const comb = closedMaze(3, 3);
    carve(comb, 0, 0, EAST);
    carve(comb, 1, 0, EAST);
    for (let x = 0; x < 3; x++) for (let y = 0; y < 2; y++) carve(comb, x, y, SOUTH);
    assert.deepEqual(wallMazeStatistics(comb), { cells: 9, deadEnds: 3, junctions: 1, longestCorridor: 2 });
    assert.deepEqual(deadEndCells(comb), [{ x: 0, y: 2 }, { x: 1, y: 2 }, { x: 2, y: 2 }]);
    const path = bfsPath(comb, { x: 0, y: 2 }, { x: 2, y: 2 });
    assert.equal(wallMazeStatistics(comb, path).pathLength, 6);
  });

  it('gives breadth-first distances, -1 for cells out of reach', () => {
    const distances = distancesFrom(MAZE, START);
    assert.equal(distances[GOAL.y * 8 + GOAL.x], PATH.length - 1);
    assert.ok(distances.every((d) => d >= 0), 'a perfect maze reaches every cell');
    const split = closedMaze(2, 1);
    assert.deepEqual([...distancesFrom(split, { x: 0, y: 0 })], [0, -1]);
    assert.deepEqual([...distancesFrom(split, { x: 5, y: 0 })], [-1, -1]);
  });

  it('finds the binary tree maze\'s open top row as its longest corridor', () => {
    const maze = binaryTree(12, 9, seededRng(4));
    const stats = wallMazeStatistics(maze);
    assert.equal(stats.longestCorridor, 11);
    assert.equal(stats.deadEnds, deadEndCells(maze).length);
  });
});
