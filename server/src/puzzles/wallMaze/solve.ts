// Breadth-first search through a wall maze's passages, for mazes of any size: typed arrays for the queue, the
// distances and the parents, the neighbours read straight from a cell's passage bits, no object per cell. A
// 1000x1000 maze is a million cells and takes a few tens of milliseconds. Finds the shortest path in a maze with
// loops too (a braided one); in a perfect maze it is the only path. Also the longest path of a perfect maze.
import { EAST, NORTH, SOUTH, WEST, type Cell, type WallMaze } from './maze';

const STEP_BITS = [WEST, EAST, NORTH, SOUTH];

export interface BreadthFirst {
  /** Moves from the source to each cell (y * width + x), -1 where it cannot be reached. */
  distance: Int32Array;
  /** The cell each was reached from, -1 for the source and unreached cells. */
  parent: Int32Array;
  /** Cells in the order they were reached; its last one is a farthest cell. */
  order: Int32Array;
  /** How many cells were reached (the used length of `order`). */
  reached: number;
}

export function breadthFirst(maze: WallMaze, from: Cell): BreadthFirst {
  const { width, height, open } = maze;
  const n = width * height;
  const distance = new Int32Array(n).fill(-1);
  const parent = new Int32Array(n).fill(-1);
  const order = new Int32Array(n);
  if (!inside(maze, from)) return { distance, parent, order, reached: 0 };
  let tail = 0;
  const source = from.y * width + from.x;
  distance[source] = 0;
  order[tail++] = source;
  for (let head = 0; head < tail; head++) {
    const i = order[head];
    const bits = open[i];
    const d = distance[i] + 1;
    // Passages never lead off the board, so the bits alone say where a cell's neighbours are.
    for (let k = 0; k < 4; k++) {
      if ((bits & STEP_BITS[k]) === 0) continue;
      const j = k === 0 ? i - 1 : k === 1 ? i + 1 : k === 2 ? i - width : i + width;
      if (distance[j] >= 0) continue;
      distance[j] = d;
      parent[j] = i;
      order[tail++] = j;
    }
  }
  return { distance, parent, order, reached: tail };
}

/** The cells of a shortest path from `from` to `to`, both included; undefined when there is none. */
export function solveMaze(maze: WallMaze, from: Cell, to: Cell): Cell[] | undefined {
  if (!inside(maze, to)) return undefined;
  const search = breadthFirst(maze, from);
  const end = to.y * maze.width + to.x;
  if (search.distance[end] < 0) return undefined;
  return pathTo(maze, search, end);
}

export interface LongestPath {
  from: Cell;
  to: Cell;
  /** Moves from one end to the other. */
  length: number;
  path: Cell[];
}

/**
 * The two cells farthest apart and the path between them, by two breadth-first searches: the cell farthest from
 * any cell is one end of a longest path, the cell farthest from it the other. Exact for a perfect maze (a tree);
 * with loops it is a long path, not always the longest. Starts from `from` (default the first cell that has a
 * passage, so a cell a mask left out is not taken).
 */
export function longestPath(maze: WallMaze, from?: Cell): LongestPath {
  let first = from ? from.y * maze.width + from.x : maze.open.findIndex((bits) => bits !== 0);
  if (first < 0) first = 0;
  const one = breadthFirst(maze, cellOf(maze, first));
  const a = one.order[one.reached - 1];
  const two = breadthFirst(maze, cellOf(maze, a));
  const b = two.order[two.reached - 1];
  return { from: cellOf(maze, a), to: cellOf(maze, b), length: two.distance[b], path: pathTo(maze, two, b) };
}

function pathTo(maze: WallMaze, search: BreadthFirst, end: number): Cell[] {
  const path: Cell[] = [];
  for (let i = end; i >= 0; i = search.parent[i]) path.push(cellOf(maze, i));
  return path.reverse();
}

function cellOf(maze: WallMaze, i: number): Cell {
  return { x: i % maze.width, y: Math.floor(i / maze.width) };
}

function inside(maze: WallMaze, c: Cell): boolean {
  return Number.isInteger(c.x) && Number.isInteger(c.y) && c.x >= 0 && c.y >= 0 && c.x < maze.width && c.y < maze.height;
}
