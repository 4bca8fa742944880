// Sidewinder: the top row is one corridor; every other row is cut into runs by coin tosses, and each run opens
// north from one random cell of it. Like the binary tree it needs only the current run in memory and leaves an
// open corridor along one side, but the runs make its passages lean horizontal and every path upwards is
// monotone, so it solves easily from the bottom. About 27% dead ends.
import { EAST, NORTH, type WallMaze } from '../maze';
import { randomInt, type Rng } from '../../random';
import { carveIndex, closedBoardMaze, makeBoard } from './board';

export function sidewinder(width: number, height: number, rng: Rng): WallMaze {
  const maze = closedBoardMaze(makeBoard(width, height));
  for (let x = 0; x + 1 < width; x++) carveIndex(maze, x, EAST);
  for (let y = 1; y < height; y++) {
    let runStart = 0;
    for (let x = 0; x < width; x++) {
      const closeRun = x === width - 1 || randomInt(rng, 2) === 0;
      if (!closeRun) {
        carveIndex(maze, y * width + x, EAST);
        continue;
      }
      carveIndex(maze, y * width + runStart + randomInt(rng, x - runStart + 1), NORTH);
      runStart = x + 1;
    }
  }
  return maze;
}
