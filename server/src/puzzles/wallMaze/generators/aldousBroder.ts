// Aldous–Broder: a random walk over the whole board that opens the wall into every cell it enters for the first
// time. Like Wilson's it makes every perfect maze equally likely (about 29% dead ends, no bias), but the walk must
// stumble on the last unvisited cells by chance, so it takes the longest of all: a few hundred million steps on a
// 1000x1000 board, two bits of randomness each.
import type { Cell, WallMaze } from '../maze';
import type { Rng } from '../../random';
import { carveIndex, closedBoardMaze, DirectionSource, makeBoard, neighbourIndex, randomCell, startIndex, type MazeMask } from './board';

export interface AldousBroderOptions {
  mask?: MazeMask;
  /** Where the walk starts; default a random cell. */
  start?: Cell;
}

export function aldousBroder(width: number, height: number, rng: Rng, options: AldousBroderOptions = {}): WallMaze {
  const board = makeBoard(width, height, options.mask);
  const maze = closedBoardMaze(board);
  const visited = new Uint8Array(width * height);
  const directions = new DirectionSource(rng);
  let i = startIndex(board, options.start, () => randomCell(board, rng));
  visited[i] = 1;
  for (let left = board.cells - 1; left > 0;) {
    const bit = directions.next();
    const next = neighbourIndex(board, i, bit);
    if (next < 0) continue;
    if (!visited[next]) {
      carveIndex(maze, i, bit);
      visited[next] = 1;
      left--;
    }
    i = next;
  }
  return maze;
}
