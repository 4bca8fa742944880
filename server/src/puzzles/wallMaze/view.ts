// A wall maze answer as a picture, as the maze library draws it: the walls as lines, the path of the answer's
// `step/4` atoms in red through the cell centres, the start and the goal marked. On request, the dead ends
// marked and the cells coloured by their distance from the start, two variations the library suggests.
// The view is packed (see view/packed.ts): the walls as bits, the path, the dead ends and the distance colours
// as byte strings, so that a 1000x1000 maze is a megabyte of JSON rather than millions of objects. A maze made
// on the command line is drawn the same way, without an instance.
import type { ClingoSymbol } from '../../solving/symbols';
import { packBits, packBytes, packCells } from '../../view/packed';
import { distanceBands } from '../../view/palette';
import { wallRuns } from '../../view/unpacked';
import type { View, ViewMark, ViewMarkCells, ViewPath, ViewWall, ViewWallBits } from '../../view/view';
import { factsOf, type Facts } from '../facts';
import { int } from '../family';
import { atomsNamed, ViewBoard, type InstanceRef } from '../viewBoard';
import { EAST, NORTH, SOUTH, WEST, type Cell, type WallMaze } from './maze';
import { instanceStatistics } from './figures';
import { mazeOfFacts, pathOfSteps } from './fromFacts';

export const WALL_MAZE_PATH_COLOUR = '#e51400';

/** Distances are drawn in this many shades: enough to read as a gradient, few enough to draw as few paths. */
export const DISTANCE_BANDS = 32;

/**
 * Up to this many steps, each cell the steps touch lists them for the tooltip. A longer path (a large maze's)
 * would make those lists most of the view: the panel then tells a cell's place on the path instead.
 */
export const NOTED_STEPS = 2_000;

export interface WallMazeViewOptions {
  /** Mark the cells with a single passage (not the start or the goal). */
  deadEnds?: boolean;
  /** Colour every cell by its distance from the start. */
  distance?: boolean;
  /** Add the maze's figures (figures.ts), for the preview's statistics section. */
  statistics?: boolean;
  instance?: InstanceRef;
}

export function wallMazeView(facts: Facts, atoms: readonly ClingoSymbol[], options: WallMazeViewOptions = {}): View | undefined {
  const maze = mazeOfFacts(facts);
  if (!maze) return undefined;
  const board = new ViewBoard(maze.height, maze.width, options.instance);
  const marks: ViewMark[] = [];
  const start = endpoint(facts, 'start', board, marks);
  const goal = endpoint(facts, 'goal', board, marks);

  const steps = atomsNamed(atoms, 'step', 4);
  for (const a of steps.length <= NOTED_STEPS ? steps : []) {
    // No array per atom, numbers printed directly.
    const x1 = int(a.args[0]);
    const y1 = int(a.args[1]);
    const x2 = int(a.args[2]);
    const y2 = int(a.args[3]);
    if (x1 === undefined || y1 === undefined || x2 === undefined || y2 === undefined) continue;
    const text = `step(${x1},${y1},${x2},${y2})`;
    board.note(y1, x1, text);
    board.note(y2, x2, text);
  }
  const view = picture(maze, board, marks, start, goal, pathOfSteps(start, atoms, maze), options);
  if (options.statistics) view.statistics = instanceStatistics(facts, maze, start, goal);
  return view;
}

/** What a maze made on the command line is drawn with: its start and goal, a path, and the cells a mask leaves out. */
export interface GeneratedMazeDrawing {
  start?: Cell;
  goal?: Cell;
  /** A path to draw, from the start; none drawn (and no caption about it) when absent. */
  path?: readonly Cell[];
  /** 1 for each cell the maze leaves out, filled as a wall. */
  excluded?: Uint8Array;
}

/** A maze without an instance, drawn as the instance written for it would be (its start, goal and path). */
export function generatedMazeView(maze: WallMaze, drawing: GeneratedMazeDrawing = {}): View {
  const board = new ViewBoard(maze.height, maze.width);
  const marks: ViewMark[] = [];
  for (const kind of ['start', 'goal'] as const) {
    const c = drawing[kind];
    if (c && board.inside(c.y, c.x)) marks.push({ cell: [c.y, c.x], kind });
  }
  if (drawing.excluded) {
    for (let i = 0; i < drawing.excluded.length; i++) if (drawing.excluded[i]) board.at(Math.floor(i / maze.width), i % maze.width).style = 'wall';
  }
  return picture(maze, board, marks, drawing.start, drawing.goal, drawing.path ?? [], {}, drawing.path !== undefined);
}

function picture(
  maze: WallMaze, board: ViewBoard, marks: ViewMark[], start: Cell | undefined, goal: Cell | undefined, cells: readonly Cell[],
  options: WallMazeViewOptions, pathCaption = true,
): View {
  const paths: ViewPath[] = cells.length > 0 ? [{ packed: packCells(cells.map((c) => c.y * maze.width + c.x)), color: WALL_MAZE_PATH_COLOUR }] : [];

  // A maze drawn without its path says nothing about one.
  const caption: string[] = pathCaption ? [pathSummary(cells, goal)] : [];
  const view: View = { kind: 'wall-maze', rows: maze.height, columns: maze.width, cells: [], wallBits: wallBits(maze), paths, marks };

  if (options.deadEnds) {
    const { marks: deadEnds, count } = deadEndCells(maze, [start, goal]);
    view.markCells = [deadEnds];
    caption.push(`${count} dead ${count === 1 ? 'end' : 'ends'}`);
  }
  if (options.distance && start) {
    const farthest = colourByDistance(maze, start, view);
    caption.push(`farthest cell: ${farthest} steps from the start`);
  }
  view.cells = board.list();
  view.caption = caption.join(' · ');
  return view;
}

function pathSummary(cells: readonly Cell[], goal: Cell | undefined): string {
  const end = cells[cells.length - 1];
  if (cells.length === 0) return 'no path from the start';
  if (goal && (end.x !== goal.x || end.y !== goal.y)) return `the path stops at (${end.x},${end.y}), short of the goal`;
  return `path: ${cells.length - 1} steps`;
}

function endpoint(facts: Facts, kind: 'start' | 'goal', board: ViewBoard, marks: ViewMark[]): Cell | undefined {
  let first: Cell | undefined;
  for (const f of factsOf(facts, kind, 2)) {
    const x = int(f.args[0]);
    const y = int(f.args[1]);
    if (x === undefined || y === undefined || !board.inside(y, x)) continue;
    board.fact(y, x, f);
    marks.push({ cell: [y, x], kind });
    first ??= { x, y };
  }
  return first;
}

/**
 * Every wall piece of the maze once, as bits: above each cell (the last line is the bottom border) and left of
 * each cell (the last column is the right border).
 */
export function wallBits(maze: WallMaze): ViewWallBits {
  const { width, height, open } = maze;
  const horizontal = new Uint8Array((height + 1) * width);
  const vertical = new Uint8Array(height * (width + 1));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const bits = open[y * width + x];
      if ((bits & NORTH) === 0) horizontal[y * width + x] = 1;
      if ((bits & WEST) === 0) vertical[y * (width + 1) + x] = 1;
      if (y === height - 1 && (bits & SOUTH) === 0) horizontal[height * width + x] = 1;
      if (x === width - 1 && (bits & EAST) === 0) vertical[y * (width + 1) + width] = 1;
    }
  }
  return { horizontal: packBits(horizontal), vertical: packBits(vertical) };
}

/** Every wall once, as maximal straight runs (see view/unpacked's wallRuns): what the SVG draws. */
export function mergedWalls(maze: WallMaze): ViewWall[] {
  const { width, height, open } = maze;
  const horizontal = new Uint8Array((height + 1) * width);
  const vertical = new Uint8Array(height * (width + 1));
  for (let y = 0; y <= height; y++) {
    for (let x = 0; x < width; x++) horizontal[y * width + x] = y === height ? ((open[(y - 1) * width + x] & SOUTH) === 0 ? 1 : 0) : ((open[y * width + x] & NORTH) === 0 ? 1 : 0);
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x <= width; x++) vertical[y * (width + 1) + x] = x === width ? ((open[y * width + x - 1] & EAST) === 0 ? 1 : 0) : ((open[y * width + x] & WEST) === 0 ? 1 : 0);
  }
  return wallRuns({ rows: height, columns: width, horizontal, vertical });
}

/** The cells with a single passage, other than the start and the goal, packed, and how many there are. */
function deadEndCells(maze: WallMaze, except: (Cell | undefined)[]): { marks: ViewMarkCells; count: number } {
  const skip = new Set(except.filter((c): c is Cell => c !== undefined).map((c) => c.y * maze.width + c.x));
  const cells: number[] = [];
  for (let i = 0; i < maze.open.length; i++) {
    const bits = maze.open[i];
    // One passage: exactly one of the four bits is set.
    if (bits === 0 || (bits & (bits - 1)) !== 0 || skip.has(i)) continue;
    cells.push(i);
  }
  return { marks: { kind: 'dead-end', cells: packCells(cells) }, count: cells.length };
}

/** Colours each reachable cell by its distance from `start` (breadth-first); returns the largest distance. */
function colourByDistance(maze: WallMaze, start: Cell, view: View): number {
  const { width, open } = maze;
  const distance = new Int32Array(open.length).fill(-1);
  const queue = new Int32Array(open.length);
  let head = 0;
  let tail = 0;
  const first = start.y * width + start.x;
  distance[first] = 0;
  queue[tail++] = first;
  const steps: [number, number][] = [[WEST, -1], [EAST, 1], [NORTH, -width], [SOUTH, width]];
  while (head < tail) {
    const i = queue[head++];
    for (const [bit, delta] of steps) {
      const n = i + delta;
      if ((open[i] & bit) === 0 || distance[n] >= 0) continue;
      distance[n] = distance[i] + 1;
      queue[tail++] = n;
    }
  }
  const farthest = distance[queue[tail - 1]];
  const bands = new Uint8Array(open.length);
  for (let i = 0; i < tail; i++) {
    const cell = queue[i];
    const band = farthest === 0 ? 0 : Math.min(DISTANCE_BANDS - 1, Math.floor((distance[cell] / farthest) * DISTANCE_BANDS));
    bands[cell] = band + 1;
  }
  view.fills = { colors: distanceBands(DISTANCE_BANDS), cells: packBytes(bands) };
  return farthest;
}
