// Randomized Kruskal: every inner wall in random order, opened when the cells on its two sides are not yet joined
// (a union-find of cells). It grows many small trees all over the board at once, so it has no direction and no
// centre: short dead ends everywhere, about 30% of the cells. Walls are numbers (cell * 2, + 1 for the south
// wall), so a million-cell maze shuffles one Int32Array.
import { EAST, SOUTH, type WallMaze } from '../maze';
import { randomInt, type Rng } from '../../random';
import { carveIndex, closedBoardMaze, isInside, makeBoard, type MazeMask } from './board';

export interface KruskalOptions {
  mask?: MazeMask;
}

export function kruskal(width: number, height: number, rng: Rng, options: KruskalOptions = {}): WallMaze {
  const board = makeBoard(width, height, options.mask);
  const maze = closedBoardMaze(board);
  const n = width * height;
  const walls = new Int32Array(2 * n);
  let count = 0;
  // Row by row, the east wall before the south wall of each cell: the order the shuffle starts from.
  for (let i = 0; i < n; i++) {
    if (!isInside(board, i)) continue;
    if (i % width < width - 1 && isInside(board, i + 1)) walls[count++] = 2 * i;
    if (i + width < n && isInside(board, i + width)) walls[count++] = 2 * i + 1;
  }
  // Fisher–Yates from the end, as `shuffle` in random.ts.
  for (let k = count - 1; k > 0; k--) {
    const j = randomInt(rng, k + 1);
    const t = walls[k];
    walls[k] = walls[j];
    walls[j] = t;
  }
  const parent = new Int32Array(n);
  const size = new Int32Array(n).fill(1);
  for (let i = 0; i < n; i++) parent[i] = i;
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  };
  for (let k = 0; k < count; k++) {
    const cell = walls[k] >> 1;
    const south = walls[k] & 1;
    const a = find(cell);
    const b = find(south ? cell + width : cell + 1);
    if (a === b) continue;
    // The smaller tree under the larger keeps the finds short; which root wins does not change the maze.
    if (size[a] < size[b]) {
      parent[a] = b;
      size[b] += size[a];
    } else {
      parent[b] = a;
      size[a] += size[b];
    }
    carveIndex(maze, cell, south ? SOUTH : EAST);
  }
  return maze;
}
