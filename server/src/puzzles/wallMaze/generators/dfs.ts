// Randomized depth-first search (the "recursive backtracker"), the maze library's first generator: walk to a
// random unvisited neighbour, opening the wall, and go back when there is none. The walk runs as far as it can
// before it turns back, hence few dead ends (about one cell in ten) and long winding corridors. An explicit stack
// of cell indices instead of recursion, so that a 1000x1000 maze neither overflows the call stack nor allocates.
import type { Cell, WallMaze } from '../maze';
import { randomInt, type Rng } from '../../random';
import { carveIndex, closedBoardMaze, firstCell, makeBoard, neighbourBits, startIndex, step, type MazeMask } from './board';

export interface DfsOptions {
  mask?: MazeMask;
}

/**
 * A maze carved by depth-first search from `start` (default the upper left cell, or the first cell a mask keeps),
 * as the library's `make-maze/randomized-dfs` with its optional start cell.
 */
export function randomizedDfs(width: number, height: number, rng: Rng, start?: Cell, options: DfsOptions = {}): WallMaze {
  const board = makeBoard(width, height, options.mask);
  const maze = closedBoardMaze(board);
  const visited = board.inside ? board.inside.map((v) => 1 - v) : new Uint8Array(width * height);
  const stack = new Int32Array(board.cells);
  const options4 = new Int32Array(4);
  let top = 0;
  const first = startIndex(board, start, () => firstCell(board));
  stack[top++] = first;
  visited[first] = 1;
  while (top > 0) {
    const i = stack[top - 1];
    const count = neighbourBits(board, i, visited, 0, options4);
    if (count === 0) {
      top--;
      continue;
    }
    const bit = options4[randomInt(rng, count)];
    const n = step(width, i, bit);
    carveIndex(maze, i, bit);
    visited[n] = 1;
    stack[top++] = n;
  }
  return maze;
}
