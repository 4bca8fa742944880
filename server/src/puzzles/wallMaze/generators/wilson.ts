// Wilson's algorithm: from each cell not yet in the maze, a random walk until it meets the maze, then the walk's
// path with its loops erased joins the maze. Every perfect maze of the board is equally likely (a uniform spanning
// tree), so it has no bias of its own: about 29% dead ends, like Aldous–Broder, but much faster, since each walk
// ends at the growing maze rather than having to find every last cell. The walk keeps only the direction it last
// left each cell by; following those directions afterwards is the loop-erased path.
import type { Cell, WallMaze } from '../maze';
import type { Rng } from '../../random';
import { carveIndex, closedBoardMaze, DirectionSource, isInside, makeBoard, neighbourIndex, randomCell, startIndex, type MazeMask } from './board';

export interface WilsonOptions {
  mask?: MazeMask;
  /** The first cell of the maze, where the first walk ends; default a random one. */
  start?: Cell;
}

export function wilson(width: number, height: number, rng: Rng, options: WilsonOptions = {}): WallMaze {
  const board = makeBoard(width, height, options.mask);
  const maze = closedBoardMaze(board);
  const n = width * height;
  const inMaze = new Uint8Array(n);
  const exit = new Uint8Array(n);
  const directions = new DirectionSource(rng);
  inMaze[startIndex(board, options.start, () => randomCell(board, rng))] = 1;
  // The walks may start from the cells in any order without changing the distribution; reading order is simplest.
  for (let first = 0; first < n; first++) {
    if (inMaze[first] || !isInside(board, first)) continue;
    for (let i = first; !inMaze[i];) {
      let next: number;
      let bit: number;
      do {
        bit = directions.next();
        next = neighbourIndex(board, i, bit);
      } while (next < 0);
      exit[i] = bit;
      i = next;
    }
    for (let i = first; !inMaze[i];) {
      const bit = exit[i];
      carveIndex(maze, i, bit);
      inMaze[i] = 1;
      i = neighbourIndex(board, i, bit);
    }
  }
  return maze;
}
