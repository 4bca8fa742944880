// Eller's algorithm: one row at a time, remembering only which cells of the current row are already joined (by
// paths through the rows above). Neighbours of different sets are joined at random; every set then goes down to
// the next row at least once; the last row joins whatever is still apart. Memory is one row, so it could make an
// endless maze; the rows show in its texture (horizontal runs, about 28% dead ends). The sets of a row are a
// union-find over its columns, so a 1000-wide row costs a thousand steps, not a million.
import { EAST, SOUTH, type WallMaze } from '../maze';
import { randomInt, type Rng } from '../../random';
import { carveIndex, closedBoardMaze, makeBoard } from './board';

export function eller(width: number, height: number, rng: Rng): WallMaze {
  const maze = closedBoardMaze(makeBoard(width, height));
  // A set's label is a column of the row above that went down into it (< width), or width + x for a new set.
  let label = new Int32Array(width);
  let below = new Int32Array(width);
  for (let x = 0; x < width; x++) label[x] = width + x;
  const firstOf = new Int32Array(2 * width).fill(-1);
  const parent = new Int32Array(width);
  const rootOf = new Int32Array(width);
  const members = new Int32Array(width);
  const forced = new Int32Array(width);
  const seen = new Int32Array(width);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  for (let y = 0; y < height; y++) {
    // The row's sets from the labels: every column points at the first column of its label.
    for (let x = 0; x < width; x++) {
      const f = firstOf[label[x]];
      if (f < 0) firstOf[label[x]] = x;
      parent[x] = f < 0 ? x : f;
    }
    for (let x = 0; x < width; x++) firstOf[label[x]] = -1;
    const last = y === height - 1;
    for (let x = 0; x + 1 < width; x++) {
      const a = find(x);
      const b = find(x + 1);
      if (a === b || (!last && rng() >= 0.5)) continue;
      carveIndex(maze, y * width + x, EAST);
      parent[b] = a;
    }
    if (last) break;
    // Down from every set at least once: one member chosen in advance, the others by a coin.
    for (let x = 0; x < width; x++) members[(rootOf[x] = find(x))]++;
    for (let x = 0; x < width; x++) if (parent[x] === x) forced[x] = randomInt(rng, members[x]);
    for (let x = 0; x < width; x++) {
      const root = rootOf[x];
      const down = seen[root]++ === forced[root] || rng() < 0.5;
      if (down) carveIndex(maze, y * width + x, SOUTH);
      below[x] = down ? root : width + x;
    }
    members.fill(0);
    seen.fill(0);
    [label, below] = [below, label];
  }
  return maze;
}
