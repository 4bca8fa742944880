// "True" Prim: Prim's minimum spanning tree algorithm proper, on random weights, as opposed to the unweighted
// random-frontier "Prim" of prim.ts. Maze writing means two things by it, and both are here:
//   weights 'cell'  every cell has a random cost; the cheapest cell of the tree that still has a neighbour
//                   outside opens towards its cheapest such neighbour (Jamis Buck's "True Prim's" in Mazes for
//                   Programmers): low-cost regions fill first and branch a lot, about 40-45% dead ends
//   weights 'edge'  every wall has a random weight and the cheapest wall leaving the tree opens (Prim's algorithm
//                   as in the textbooks, Pullen's "true" Prim): the minimum spanning tree of random weights, the
//                   same distribution of mazes as randomized Kruskal, about 30% dead ends
// Both take their minimum from a binary heap in typed arrays.
import type { Cell, WallMaze } from '../maze';
import type { Rng } from '../../random';
import { BITS, carveIndex, closedBoardMaze, makeBoard, neighbourBits, neighbourIndex, randomCell, startIndex, step, type Board, type MazeMask } from './board';
import { MinHeap } from './heap';

export type PrimWeights = 'cell' | 'edge';
export const PRIM_WEIGHTS: readonly PrimWeights[] = ['cell', 'edge'];

export interface TruePrimOptions {
  mask?: MazeMask;
  /** The cell the tree grows from; default a random one. */
  start?: Cell;
  /** What carries the random weights (see above); default 'cell', as Buck's. */
  weights?: PrimWeights;
}

export function truePrim(width: number, height: number, rng: Rng, options: TruePrimOptions = {}): WallMaze {
  const weights = options.weights ?? 'cell';
  if (!PRIM_WEIGHTS.includes(weights)) throw new RangeError(`the weights are on cell or edge, not '${String(weights)}'`);
  const board = makeBoard(width, height, options.mask);
  const start = startIndex(board, options.start, () => randomCell(board, rng));
  return weights === 'cell' ? cellWeights(board, rng, start) : edgeWeights(board, rng, start);
}

function cellWeights(board: Board, rng: Rng, start: number): WallMaze {
  const maze = closedBoardMaze(board);
  const n = board.width * board.height;
  const cost = new Float64Array(n);
  for (let i = 0; i < n; i++) cost[i] = rng();
  const inTree = new Uint8Array(n);
  const active = new MinHeap(board.cells);
  const around = new Int32Array(4);
  inTree[start] = 1;
  active.push(start, cost[start]);
  while (active.size > 0) {
    const i = active.peek();
    const count = neighbourBits(board, i, inTree, 0, around);
    if (count === 0) {
      active.pop();
      continue;
    }
    let bestBit = around[0];
    let best = step(board.width, i, bestBit);
    for (let k = 1; k < count; k++) {
      const m = step(board.width, i, around[k]);
      if (cost[m] < cost[best]) {
        best = m;
        bestBit = around[k];
      }
    }
    carveIndex(maze, i, bestBit);
    inTree[best] = 1;
    active.push(best, cost[best]);
  }
  return maze;
}

/** Walls as cell * 4 + the index of the bit, each weighed when it first borders the tree (it does so once). */
function edgeWeights(board: Board, rng: Rng, start: number): WallMaze {
  const maze = closedBoardMaze(board);
  const inTree = new Uint8Array(board.width * board.height);
  const frontier = new MinHeap(2 * board.cells + 4);
  const add = (i: number) => {
    inTree[i] = 1;
    for (let d = 0; d < 4; d++) {
      const m = neighbourIndex(board, i, BITS[d]);
      if (m >= 0 && !inTree[m]) frontier.push(i * 4 + d, rng());
    }
  };
  add(start);
  while (frontier.size > 0) {
    const wall = frontier.pop();
    const i = wall >> 2;
    const bit = BITS[wall & 3];
    const m = neighbourIndex(board, i, bit);
    if (inTree[m]) continue;
    carveIndex(maze, i, bit);
    add(m);
  }
  return maze;
}
