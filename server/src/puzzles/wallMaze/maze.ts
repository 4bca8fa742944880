// A wall maze: a width x height board of cells (x, y), (0, 0) in the upper left, y growing downwards, with a
// wall or a passage between every two neighbouring cells and walls all around. As in the LispKit maze library
// it comes from, each cell keeps four bits, here for its *passages* (west 1, east 2, north 4, south 8), stored
// on both sides, so that reading one cell answers every question about it.

export interface WallMaze {
  readonly width: number;
  readonly height: number;
  /** Passage bits of the cell (x, y) at index y * width + x. */
  readonly open: Uint8Array;
}

export interface Cell {
  x: number;
  y: number;
}

export const WEST = 1;
export const EAST = 2;
export const NORTH = 4;
export const SOUTH = 8;
export const DIRECTIONS = [WEST, EAST, NORTH, SOUTH] as const;
export type Direction = (typeof DIRECTIONS)[number];

const DX: Record<Direction, number> = { [WEST]: -1, [EAST]: 1, [NORTH]: 0, [SOUTH]: 0 };
const DY: Record<Direction, number> = { [WEST]: 0, [EAST]: 0, [NORTH]: -1, [SOUTH]: 1 };
const OPPOSITE: Record<Direction, Direction> = { [WEST]: EAST, [EAST]: WEST, [NORTH]: SOUTH, [SOUTH]: NORTH };

/** A maze with walls everywhere. */
export function closedMaze(width: number, height: number): WallMaze {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`a maze needs whole positive sizes, not ${width}x${height}`);
  }
  return { width, height, open: new Uint8Array(width * height) };
}

export function inBounds(maze: WallMaze, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < maze.width && y < maze.height;
}

/** The neighbour of (x, y) in `dir`, or undefined at the border. */
export function neighbour(maze: WallMaze, x: number, y: number, dir: Direction): Cell | undefined {
  const nx = x + DX[dir];
  const ny = y + DY[dir];
  return inBounds(maze, nx, ny) ? { x: nx, y: ny } : undefined;
}

export function hasPassage(maze: WallMaze, x: number, y: number, dir: Direction): boolean {
  return (maze.open[y * maze.width + x] & dir) !== 0;
}

/** Removes the wall between (x, y) and its neighbour in `dir`, on both sides. Border walls stay. */
export function carve(maze: WallMaze, x: number, y: number, dir: Direction): void {
  const n = neighbour(maze, x, y, dir);
  if (!n) throw new RangeError(`(${x},${y}) has no neighbour in direction ${dir}`);
  maze.open[y * maze.width + x] |= dir;
  maze.open[n.y * maze.width + n.x] |= OPPOSITE[dir];
}

/** Every passage once, as [x1, y1, x2, y2] towards the east or the south, row by row. */
export function passages(maze: WallMaze): [number, number, number, number][] {
  const out: [number, number, number, number][] = [];
  for (let y = 0; y < maze.height; y++) {
    for (let x = 0; x < maze.width; x++) {
      if (hasPassage(maze, x, y, EAST)) out.push([x, y, x + 1, y]);
      if (hasPassage(maze, x, y, SOUTH)) out.push([x, y, x, y + 1]);
    }
  }
  return out;
}

/** The open neighbours of (x, y). */
export function openNeighbours(maze: WallMaze, x: number, y: number): Cell[] {
  const out: Cell[] = [];
  for (const dir of DIRECTIONS) {
    if (hasPassage(maze, x, y, dir)) out.push(neighbour(maze, x, y, dir)!);
  }
  return out;
}
