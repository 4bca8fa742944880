// Figures about a wall maze that the maze library suggests showing: dead ends, junctions, the longest straight
// corridor, the length of a path, and distances from a cell (for colouring cells by how far they are). The
// fuller set that tells generators apart is measure.ts; the breadth-first search is solve.ts.
import { EAST, hasPassage, SOUTH, type Cell, type WallMaze } from './maze';
import { breadthFirst } from './solve';

export interface WallMazeStatistics {
  cells: number;
  /** Cells with exactly one passage. */
  deadEnds: number;
  /** Cells with three or four passages. */
  junctions: number;
  /** The most passages in one straight line along a row or a column. */
  longestCorridor: number;
  /** Steps of the given path (its cells less one); only when a path is given. */
  pathLength?: number;
}

export function wallMazeStatistics(maze: WallMaze, path?: readonly Cell[]): WallMazeStatistics {
  let deadEnds = 0;
  let junctions = 0;
  for (let i = 0; i < maze.open.length; i++) {
    const n = passageCount(maze.open[i]);
    if (n === 1) deadEnds++;
    else if (n >= 3) junctions++;
  }
  return {
    cells: maze.width * maze.height,
    deadEnds,
    junctions,
    longestCorridor: longestCorridor(maze),
    ...(path ? { pathLength: Math.max(0, path.length - 1) } : {}),
  };
}

/** The cells with exactly one passage, row by row. */
export function deadEndCells(maze: WallMaze): Cell[] {
  const cells: Cell[] = [];
  for (let y = 0; y < maze.height; y++) {
    for (let x = 0; x < maze.width; x++) if (passageCount(maze.open[y * maze.width + x]) === 1) cells.push({ x, y });
  }
  return cells;
}

/**
 * Steps from `from` to every cell through the passages, at index y * width + x; -1 where a cell cannot be
 * reached (never in a perfect maze) or when `from` is off the board.
 */
export function distancesFrom(maze: WallMaze, from: Cell): Int32Array {
  return breadthFirst(maze, from).distance;
}

function passageCount(bits: number): number {
  return (bits & 1) + ((bits >> 1) & 1) + ((bits >> 2) & 1) + ((bits >> 3) & 1);
}

function longestCorridor(maze: WallMaze): number {
  let longest = 0;
  for (let y = 0; y < maze.height; y++) {
    let run = 0;
    for (let x = 0; x < maze.width; x++) {
      run = hasPassage(maze, x, y, EAST) ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
  }
  for (let x = 0; x < maze.width; x++) {
    let run = 0;
    for (let y = 0; y < maze.height; y++) {
      run = hasPassage(maze, x, y, SOUTH) ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
  }
  return longest;
}
