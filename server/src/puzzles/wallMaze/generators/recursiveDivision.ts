// Recursive division, the one generator here that adds walls instead of carving passages: start with no inner
// walls, split the room by a wall with a single gap, and split both halves again until the rooms are one cell
// wide. The long straight walls and the nested rectangles show. Splitting across the longer side, as Buck does,
// gives about 27% dead ends (Pullen's table says 23%: his split is not described; splitting either way by a coin
// gives 17%, by odds in proportion to the sides 24%). Rooms wait on an explicit stack, not in recursion.
import { EAST, NORTH, SOUTH, WEST, type WallMaze } from '../maze';
import { randomInt, type Rng } from '../../random';
import { closedBoardMaze, makeBoard } from './board';

export function recursiveDivision(width: number, height: number, rng: Rng): WallMaze {
  const maze = closedBoardMaze(makeBoard(width, height));
  const { open } = maze;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      open[y * width + x] = (x > 0 ? WEST : 0) | (x + 1 < width ? EAST : 0) | (y > 0 ? NORTH : 0) | (y + 1 < height ? SOUTH : 0);
    }
  }
  const rooms: number[] = [0, 0, width, height];
  while (rooms.length > 0) {
    const h = rooms.pop()!;
    const w = rooms.pop()!;
    const y = rooms.pop()!;
    const x = rooms.pop()!;
    if (w < 2 || h < 2) continue;
    // Split across the longer side, so that rooms stay roughly square; a square room by a coin.
    const across = h > w || (h === w && randomInt(rng, 2) === 0);
    if (across) {
      const k = 1 + randomInt(rng, h - 1); // the wall runs above row y + k
      const gap = x + randomInt(rng, w);
      for (let cx = x; cx < x + w; cx++) {
        if (cx === gap) continue;
        open[(y + k - 1) * width + cx] &= ~SOUTH;
        open[(y + k) * width + cx] &= ~NORTH;
      }
      rooms.push(x, y, w, k, x, y + k, w, h - k);
    } else {
      const k = 1 + randomInt(rng, w - 1); // the wall runs left of column x + k
      const gap = y + randomInt(rng, h);
      for (let cy = y; cy < y + h; cy++) {
        if (cy === gap) continue;
        open[cy * width + x + k - 1] &= ~EAST;
        open[cy * width + x + k] &= ~WEST;
      }
      rooms.push(x, y, k, h, x + k, y, w - k, h);
    }
  }
  return maze;
}
