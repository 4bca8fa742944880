// What the generators share: cells as indices (y * width + x) rather than objects, so that a 1000x1000 maze is a
// few typed arrays and no garbage; the cells a mask leaves out; and carving between two neighbouring indices.
// Directions are the maze's passage bits (west 1, east 2, north 4, south 8), in that order wherever a generator
// lists a cell's neighbours, so that the same seed always makes the same choices.
import { closedMaze, EAST, NORTH, SOUTH, WEST, type Cell, type WallMaze } from '../maze';
import { randomInt, type Rng } from '../../random';

/** The four passage bits in the order the generators try them. */
export const BITS = [WEST, EAST, NORTH, SOUTH] as const;

/** The bit of the opposite side: west and east, north and south. */
export function opposite(bit: number): number {
  return bit <= EAST ? 3 - bit : 12 - bit;
}

/** The cells a generator may carve: all of them, or those a mask keeps, and how many. */
export interface Board {
  readonly width: number;
  readonly height: number;
  /** 1 for a cell of the maze, 0 for one the mask leaves out; undefined when every cell is in. */
  readonly inside: Uint8Array | undefined;
  /** Cells of the maze. */
  readonly cells: number;
}

/** Cells left out of a maze (1 at y * width + x), e.g. read from a text picture (mask.ts). */
export interface MazeMask {
  readonly width: number;
  readonly height: number;
  readonly excluded: Uint8Array;
}

/**
 * The board of a `width` x `height` maze, checked: a mask must have the maze's size, keep at least one cell, and
 * keep cells that are joined to each other (otherwise no spanning tree exists, and a random walk would never end).
 */
export function makeBoard(width: number, height: number, mask?: MazeMask): Board {
  closedMaze(width, height); // the size check, with its message
  if (!mask) return { width, height, inside: undefined, cells: width * height };
  if (mask.width !== width || mask.height !== height) {
    throw new RangeError(`the mask is ${mask.width}x${mask.height}, the maze ${width}x${height}`);
  }
  const inside = new Uint8Array(width * height);
  let cells = 0;
  for (let i = 0; i < inside.length; i++) {
    inside[i] = mask.excluded[i] ? 0 : 1;
    cells += inside[i];
  }
  if (cells === 0) throw new RangeError('the mask leaves out every cell');
  const board = { width, height, inside, cells };
  if (reachable(board, inside.indexOf(1)) !== cells) throw new RangeError('the cells the mask keeps are not all joined to each other');
  return board;
}

/** Whether the cell at index i is part of the maze. */
export function isInside(board: Board, i: number): boolean {
  return board.inside === undefined || board.inside[i] === 1;
}

/**
 * The neighbour of cell i towards `bit` inside the board, or -1 (the border, or a cell the mask leaves out).
 */
export function neighbourIndex(board: Board, i: number, bit: number): number {
  const { width } = board;
  let n: number;
  if (bit === WEST) n = i % width === 0 ? -1 : i - 1;
  else if (bit === EAST) n = i % width === width - 1 ? -1 : i + 1;
  else if (bit === NORTH) n = i < width ? -1 : i - width;
  else n = i + width >= width * board.height ? -1 : i + width;
  return n >= 0 && board.inside !== undefined && board.inside[n] === 0 ? -1 : n;
}

/**
 * The bits towards the neighbours of cell i inside the board whose `seen` entry is `want` (0 unvisited, 1 visited),
 * written to `out` in the order west, east, north, south; returns how many. The hot loop of the tree growers, so
 * the column is computed once rather than once per direction.
 */
export function neighbourBits(board: Board, i: number, seen: Uint8Array, want: number, out: Int32Array): number {
  const { width, inside } = board;
  const x = i % width;
  let count = 0;
  if (x > 0 && seen[i - 1] === want && (inside === undefined || inside[i - 1] === 1)) out[count++] = WEST;
  if (x < width - 1 && seen[i + 1] === want && (inside === undefined || inside[i + 1] === 1)) out[count++] = EAST;
  if (i >= width && seen[i - width] === want && (inside === undefined || inside[i - width] === 1)) out[count++] = NORTH;
  if (i + width < seen.length && seen[i + width] === want && (inside === undefined || inside[i + width] === 1)) out[count++] = SOUTH;
  return count;
}

/** The index of the neighbour of cell i towards `bit`, which must exist. */
export function step(width: number, i: number, bit: number): number {
  return bit === WEST ? i - 1 : bit === EAST ? i + 1 : bit === NORTH ? i - width : i + width;
}

/** Opens the wall between cell i and its neighbour towards `bit`, on both sides. */
export function carveIndex(maze: WallMaze, i: number, bit: number): void {
  const { open, width } = maze;
  open[i] |= bit;
  open[step(width, i, bit)] |= opposite(bit);
}

/** The bit that leads from cell a to its neighbour b. */
export function bitTowards(width: number, a: number, b: number): number {
  return b === a - 1 ? WEST : b === a + 1 ? EAST : b === a - width ? NORTH : SOUTH;
}

/** The start cell's index: the one asked for (which must be in the maze), else `fallback()`. */
export function startIndex(board: Board, start: Cell | undefined, fallback: () => number): number {
  if (!start) return fallback();
  const { x, y } = start;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= board.width || y >= board.height) {
    throw new RangeError(`the start (${x},${y}) is outside the ${board.width}x${board.height} maze`);
  }
  const i = y * board.width + x;
  if (!isInside(board, i)) throw new RangeError(`the start (${x},${y}) is a cell the mask leaves out`);
  return i;
}

/** A random cell of the board: x then y, as the first generators drew it, tried again while the mask leaves it out. */
export function randomCell(board: Board, rng: Rng): number {
  for (;;) {
    const x = randomInt(rng, board.width);
    const y = randomInt(rng, board.height);
    const i = y * board.width + x;
    if (isInside(board, i)) return i;
  }
}

/** The first cell of the board in reading order. */
export function firstCell(board: Board): number {
  return board.inside === undefined ? 0 : board.inside.indexOf(1);
}

/** A closed maze with its board's size. */
export function closedBoardMaze(board: Board): WallMaze {
  return closedMaze(board.width, board.height);
}

/** How many cells of the board can be reached from cell `from` through neighbours inside it. */
function reachable(board: Board, from: number): number {
  const seen = new Uint8Array(board.width * board.height);
  const queue = new Int32Array(board.width * board.height);
  let tail = 0;
  queue[tail++] = from;
  seen[from] = 1;
  for (let head = 0; head < tail; head++) {
    const i = queue[head];
    for (const bit of BITS) {
      const n = neighbourIndex(board, i, bit);
      if (n >= 0 && !seen[n]) {
        seen[n] = 1;
        queue[tail++] = n;
      }
    }
  }
  return tail;
}

/**
 * Random directions two bits at a time, sixteen from one 32-bit draw: the random walks of Aldous–Broder and
 * Wilson take hundreds of millions of steps on a large maze, and one draw per step would be most of their time.
 */
export class DirectionSource {
  private bits = 0;
  private left = 0;

  constructor(private readonly rng: Rng) {}

  /** One of the four bits, uniformly. */
  next(): number {
    if (this.left === 0) {
      this.bits = Math.floor(this.rng() * 4294967296) >>> 0;
      this.left = 16;
    }
    const d = this.bits & 3;
    this.bits >>>= 2;
    this.left--;
    return 1 << d;
  }
}
