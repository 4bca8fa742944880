// The figures that tell maze generators apart, for one maze: dead ends and how long their corridors run before
// the first junction (Walter Pullen's "river": few long dead ends flow like a river, many short ones are
// "bushy"), junctions and crossroads, straight and turning cells, the longest straight run and the longest
// corridor, the path between start and goal, the diameter (the longest shortest path, in a perfect maze simply
// the longest path) and how the passages divide between horizontal and vertical. Lengths are moves between
// cells, as the maze library counts a path's steps: corner to corner on 30x30 is at least 58.
import { EAST, NORTH, SOUTH, WEST, type Cell, type WallMaze } from './maze';
import { makeBoard, type MazeMask } from './generators/board';
import { breadthFirst, longestPath } from './solve';

export interface MeasureOptions {
  /** Cells the maze leaves out: not counted, and the default start and goal are cells of the maze. */
  mask?: MazeMask;
  /** Default the first cell of the maze in reading order (the upper left corner). */
  start?: Cell;
  /** Default the last cell of the maze in reading order (the lower right corner). */
  goal?: Cell;
}

export interface MazeMeasures {
  /** Cells of the maze (those a mask keeps). */
  cells: number;
  passages: number;
  /** Cells with one passage. */
  deadEnds: number;
  /** How many dead ends run L moves to the first cell that is not a corridor, at index L (index 0 unused). */
  deadEndLengths: number[];
  /** Cells with three passages. */
  junctions: number;
  /** Cells with four passages. */
  crossroads: number;
  /** Cells with two opposite passages. */
  straight: number;
  /** Cells with two passages at a right angle. */
  turns: number;
  /** The most passages in one straight line. */
  longestStraight: number;
  /** The most moves along cells of two passages between two cells that are not (dead ends or junctions). */
  longestCorridor: number;
  start: Cell;
  goal: Cell;
  /** Moves on the shortest path from start to goal; undefined when the goal cannot be reached. */
  pathLength: number | undefined;
  /** Moves between the two cells farthest apart, and those cells. */
  diameter: number;
  diameterEnds: [Cell, Cell];
  horizontal: number;
  vertical: number;
}

const STEPS = [WEST, EAST, NORTH, SOUTH] as const;
/** The index in STEPS of each single bit. */
const STEP_OF_BIT = [-1, 0, 1, -1, 2, -1, -1, -1, 3];

export function measureMaze(maze: WallMaze, options: MeasureOptions = {}): MazeMeasures {
  const { width, height, open } = maze;
  const board = makeBoard(width, height, options.mask);
  const inside = (i: number) => board.inside === undefined || board.inside[i] === 1;
  const delta = [-1, 1, -width, width];
  let deadEnds = 0;
  let junctions = 0;
  let crossroads = 0;
  let straight = 0;
  let turns = 0;
  let horizontal = 0;
  let vertical = 0;
  for (let i = 0; i < open.length; i++) {
    if (!inside(i)) continue;
    const bits = open[i];
    const n = count(bits);
    if (bits & EAST) horizontal++;
    if (bits & SOUTH) vertical++;
    if (n === 1) deadEnds++;
    else if (n === 3) junctions++;
    else if (n === 4) crossroads++;
    else if (n === 2) {
      if (bits === (WEST | EAST) || bits === (NORTH | SOUTH)) straight++;
      else turns++;
    }
  }
  const passages = horizontal + vertical;

  // Corridors: from every cell that is not a corridor cell, along each of its passages through corridor cells
  // (each corridor is walked from both ends; a loop of corridor cells alone, possible only with loops, is not one).
  const deadEndLengths: number[] = [0];
  let longestCorridor = 0;
  for (let i = 0; i < open.length; i++) {
    const n = count(open[i]);
    if (n === 0 || n === 2 || !inside(i)) continue;
    for (let k = 0; k < 4; k++) {
      if ((open[i] & STEPS[k]) === 0) continue;
      let from = i;
      let at = i + delta[k];
      let length = 1;
      while (count(open[at]) === 2) {
        // The corridor cell's other passage: its bits less the one back.
        const back = from - at;
        const onward = open[at] & ~(back === -1 ? WEST : back === 1 ? EAST : back === -width ? NORTH : SOUTH);
        from = at;
        at += delta[STEP_OF_BIT[onward]];
        length++;
      }
      longestCorridor = Math.max(longestCorridor, length);
      if (n === 1) deadEndLengths[length] = (deadEndLengths[length] ?? 0) + 1;
    }
  }
  for (let l = 0; l < deadEndLengths.length; l++) deadEndLengths[l] ??= 0;

  const first = board.inside ? board.inside.indexOf(1) : 0;
  const last = board.inside ? board.inside.lastIndexOf(1) : open.length - 1;
  const start = options.start ?? { x: first % width, y: Math.floor(first / width) };
  const goal = options.goal ?? { x: last % width, y: Math.floor(last / width) };
  const fromStart = breadthFirst(maze, start);
  const inBoard = goal.x >= 0 && goal.y >= 0 && goal.x < width && goal.y < height;
  const toGoal = inBoard ? fromStart.distance[goal.y * width + goal.x] : -1;
  const longest = longestPath(maze, { x: first % width, y: Math.floor(first / width) });
  return {
    cells: board.cells,
    passages,
    deadEnds,
    deadEndLengths,
    junctions,
    crossroads,
    straight,
    turns,
    longestStraight: longestStraight(maze),
    longestCorridor,
    start,
    goal,
    pathLength: toGoal >= 0 ? toGoal : undefined,
    diameter: longest.length,
    diameterEnds: [longest.from, longest.to],
    horizontal,
    vertical,
  };
}

function count(bits: number): number {
  return (bits & 1) + ((bits >> 1) & 1) + ((bits >> 2) & 1) + ((bits >> 3) & 1);
}

function longestStraight(maze: WallMaze): number {
  const { width, height, open } = maze;
  let longest = 0;
  for (let y = 0; y < height; y++) {
    let run = 0;
    for (let x = 0; x < width; x++) {
      run = open[y * width + x] & EAST ? run + 1 : 0;
      if (run > longest) longest = run;
    }
  }
  for (let x = 0; x < width; x++) {
    let run = 0;
    for (let y = 0; y < height; y++) {
      run = open[y * width + x] & SOUTH ? run + 1 : 0;
      if (run > longest) longest = run;
    }
  }
  return longest;
}
