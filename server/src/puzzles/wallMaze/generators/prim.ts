// "Prim" as maze programs mostly mean it: one tree grown from a cell by joining a *random* piece of its frontier,
// with no weights at all (Prim's own algorithm, which takes the cheapest edge, is in truePrim.ts). Maze writing
// uses the name for several algorithms; two of them are here, and both are documented by what they pick:
//   frontier 'wall'  a random wall between the tree and a cell outside it (Wikipedia's "randomized Prim's
//                    algorithm", Pullen's "simplified" Prim); the default, and what `prim` always did
//   frontier 'cell'  a random cell outside the tree next to it, joined to a random tree neighbour (Wikipedia's
//                    "modified version", Pullen's "modified" Prim, Buck's frontier-cell Prim)
// Both grow outwards from the start, so they have many short dead ends (about a third of the cells) and short
// direct paths from the start. Frontiers are typed arrays; an item is taken out by swapping it with the last.
import type { Cell, WallMaze } from '../maze';
import { randomInt, type Rng } from '../../random';
import { BITS, carveIndex, closedBoardMaze, makeBoard, neighbourIndex, randomCell, startIndex, type Board, type MazeMask } from './board';

export type PrimFrontier = 'wall' | 'cell';
export const PRIM_FRONTIERS: readonly PrimFrontier[] = ['wall', 'cell'];

export interface PrimOptions {
  mask?: MazeMask;
  /** The cell the tree grows from; default a random one. */
  start?: Cell;
  /** What is picked at random from the frontier (see above); default 'wall'. */
  frontier?: PrimFrontier;
}

export function prim(width: number, height: number, rng: Rng, options: PrimOptions = {}): WallMaze {
  const frontier = options.frontier ?? 'wall';
  if (!PRIM_FRONTIERS.includes(frontier)) throw new RangeError(`the frontier is wall or cell, not '${String(frontier)}'`);
  const board = makeBoard(width, height, options.mask);
  const start = startIndex(board, options.start, () => randomCell(board, rng));
  return frontier === 'wall' ? randomWalls(board, rng, start) : randomCells(board, rng, start);
}

/** Walls of the frontier as cell * 4 + the index of the bit; each wall enters once, from the cell that joined first. */
function randomWalls(board: Board, rng: Rng, start: number): WallMaze {
  const maze = closedBoardMaze(board);
  const inTree = new Uint8Array(board.width * board.height);
  const walls = new Int32Array(2 * board.cells + 4);
  let count = 0;
  const add = (i: number) => {
    inTree[i] = 1;
    for (let d = 0; d < 4; d++) {
      const n = neighbourIndex(board, i, BITS[d]);
      if (n >= 0 && !inTree[n]) walls[count++] = i * 4 + d;
    }
  };
  add(start);
  while (count > 0) {
    const k = randomInt(rng, count);
    const wall = walls[k];
    walls[k] = walls[--count];
    const i = wall >> 2;
    const bit = BITS[wall & 3];
    const n = neighbourIndex(board, i, bit);
    if (inTree[n]) continue;
    carveIndex(maze, i, bit);
    add(n);
  }
  return maze;
}

/** Cells next to the tree, each once; the one picked joins the tree through a random wall to it. */
function randomCells(board: Board, rng: Rng, start: number): WallMaze {
  const maze = closedBoardMaze(board);
  const state = new Uint8Array(board.width * board.height); // 0 outside, 1 frontier, 2 tree
  const cells = new Int32Array(board.cells);
  const links = new Int32Array(4);
  let count = 0;
  const add = (i: number) => {
    state[i] = 2;
    for (const bit of BITS) {
      const n = neighbourIndex(board, i, bit);
      if (n >= 0 && state[n] === 0) {
        state[n] = 1;
        cells[count++] = n;
      }
    }
  };
  add(start);
  while (count > 0) {
    const k = randomInt(rng, count);
    const i = cells[k];
    cells[k] = cells[--count];
    let options = 0;
    for (const bit of BITS) {
      const n = neighbourIndex(board, i, bit);
      if (n >= 0 && state[n] === 2) links[options++] = bit;
    }
    carveIndex(maze, i, links[randomInt(rng, options)]);
    add(i);
  }
  return maze;
}
