// Wall mazes: the generators make perfect mazes, reproducibly from a seed; the text is the library's; facts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { binaryTree, kruskal, prim, randomizedDfs, toFacts, toText } from '../../server/src/puzzles/wallMaze/generate';
import { carve, closedMaze, openNeighbours, passages, EAST, SOUTH, type WallMaze } from '../../server/src/puzzles/wallMaze/maze';
import { seededRng } from '../../server/src/puzzles/random';

const GENERATORS = { randomizedDfs, binaryTree, kruskal, prim };

function connectedCells(maze: WallMaze): number {
  const seen = new Set<string>(['0,0']);
  const todo = [{ x: 0, y: 0 }];
  while (todo.length > 0) {
    const { x, y } = todo.pop()!;
    for (const n of openNeighbours(maze, x, y)) {
      if (!seen.has(`${n.x},${n.y}`)) {
        seen.add(`${n.x},${n.y}`);
        todo.push(n);
      }
    }
  }
  return seen.size;
}

describe('wall maze generators', () => {
  for (const [name, generate] of Object.entries(GENERATORS)) {
    it(`${name} makes perfect mazes: w*h-1 passages, all cells connected`, () => {
      for (const [w, h, seed] of [[1, 1, 1], [1, 7, 2], [9, 4, 3], [30, 30, 4], [57, 23, 5]]) {
        const maze = generate(w, h, seededRng(seed));
        assert.equal(passages(maze).length, w * h - 1, `${w}x${h}`);
        assert.equal(connectedCells(maze), w * h, `${w}x${h}`);
      }
    });

    it(`${name} gives the same maze for the same seed and another for another seed`, () => {
      const text = (seed: number) => toText(generate(12, 9, seededRng(seed)));
      assert.equal(text(42), text(42));
      assert.notEqual(text(42), text(43));
    });
  }

  it('binary tree: every path to the upper left is monotone, so corner to corner is w+h-2 steps', () => {
    const maze = binaryTree(30, 30, seededRng(8));
    // Each cell other than (0,0) opens exactly one of north and west.
    for (let y = 0; y < 30; y++) {
      for (let x = 0; x < 30; x++) {
        const back = openNeighbours(maze, x, y).filter((n) => n.x < x || n.y < y);
        assert.equal(back.length, x === 0 && y === 0 ? 0 : 1);
      }
    }
  });

  it('handles a 300x300 depth-first maze without running out of stack', () => {
    assert.equal(passages(randomizedDfs(300, 300, seededRng(1))).length, 300 * 300 - 1);
  });
});

describe('wall maze text and facts', () => {
  it("prints the library's 3x2 example: one wall between (1,0) and (1,1)", () => {
    const maze = closedMaze(3, 2);
    carve(maze, 0, 0, EAST);
    carve(maze, 1, 0, EAST);
    carve(maze, 0, 1, EAST);
    carve(maze, 1, 1, EAST);
    carve(maze, 0, 0, SOUTH);
    carve(maze, 2, 0, SOUTH);
    assert.equal(toText(maze), [
      '+---+---+---+',
      '|           |',
      '+   +---+   +',
      '|           |',
      '+---+---+---+',
      '',
    ].join('\n'));
  });

  it('marks the cells of a path', () => {
    const maze = closedMaze(2, 1);
    carve(maze, 0, 0, EAST);
    assert.equal(toText(maze, [{ x: 0, y: 0 }, { x: 1, y: 0 }]), '+---+---+\n| *   * |\n+---+---+\n');
  });

  it('writes maze/2, start/2, goal/2 and each passage once', () => {
    const maze = closedMaze(2, 2);
    carve(maze, 0, 0, EAST);
    carve(maze, 0, 0, SOUTH);
    carve(maze, 1, 0, SOUTH);
    assert.equal(toFacts(maze, { x: 0, y: 0 }, { x: 1, y: 1 }),
      'maze(2,2).\nstart(0,0).\ngoal(1,1).\npassage(0,0,1,0). passage(0,0,0,1). passage(1,0,1,1).\n');
  });
});
