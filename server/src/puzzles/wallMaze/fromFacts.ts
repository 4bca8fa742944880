// A wall maze and a path read back from facts: the maze of an instance, the path of an answer's steps. A
// million-cell instance has a million passage facts: they are read with plain arithmetic on the passage bits, and
// the maze of a set of facts is made once (facts are never changed after they are read).
import type { ClingoSymbol } from '../../solving/symbols';
import { numericArgs } from '../factColumns';
import { factsOf, type Facts } from '../facts';
import { int } from '../family';
import { closedMaze, EAST, NORTH, SOUTH, WEST, type Cell, type WallMaze } from './maze';

/** The most cells a maze read from facts may have (as many as the generators make). */
export const MAX_MAZE_CELLS = 1_000_000;

const made = new WeakMap<Facts, WallMaze | null>();

/**
 * The maze of an instance's `maze/2` and `passage/4` facts; undefined when there is no sensible size. The same
 * maze object for the same facts: callers only read it.
 */
export function mazeOfFacts(facts: Facts): WallMaze | undefined {
  let maze = made.get(facts);
  if (maze === undefined) made.set(facts, (maze = readMaze(facts) ?? null));
  return maze ?? undefined;
}

function readMaze(facts: Facts): WallMaze | undefined {
  const size = factsOf(facts, 'maze', 2)[0];
  const width = int(size?.args[0]);
  const height = int(size?.args[1]);
  if (!width || !height || width < 1 || height < 1 || width * height > MAX_MAZE_CELLS) return undefined;
  const maze = closedMaze(width, height);
  // A scanned instance keeps its passages as numbers: no object per passage is made to read them.
  const columns = numericArgs(facts, 'passage', 4);
  if (columns) {
    const { count, args } = columns;
    for (let k = 0; k < count * 4; k += 4) open4(maze, args[k], args[k + 1], args[k + 2], args[k + 3]);
    return maze;
  }
  for (const f of factsOf(facts, 'passage', 4)) {
    const [a, b, c, d] = f.args;
    if (a.type === 'number' && b.type === 'number' && c.type === 'number' && d.type === 'number') open4(maze, a.value, b.value, c.value, d.value);
  }
  return maze;
}

/** Opens the wall between (x1, y1) and (x2, y2), on both sides, when they are neighbours on the board. */
function open4(maze: WallMaze, x1: number, y1: number, x2: number, y2: number): void {
  const { width, height, open } = maze;
  if (x1 < 0 || y1 < 0 || x1 >= width || y1 >= height || x2 < 0 || y2 < 0 || x2 >= width || y2 >= height) return;
  // Passages between cells that are not neighbours are the instance's mistake, shown as a diagnostic.
  const i = y1 * width + x1;
  const j = y2 * width + x2;
  if (y1 === y2 && x2 === x1 + 1) {
    open[i] |= EAST;
    open[j] |= WEST;
  } else if (y1 === y2 && x2 === x1 - 1) {
    open[i] |= WEST;
    open[j] |= EAST;
  } else if (x1 === x2 && y2 === y1 + 1) {
    open[i] |= SOUTH;
    open[j] |= NORTH;
  } else if (x1 === x2 && y2 === y1 - 1) {
    open[i] |= NORTH;
    open[j] |= SOUTH;
  }
}

/**
 * The cells of the answer's `step(X1,Y1,X2,Y2)` atoms in order from the start, as far as they go without coming
 * back to a cell. Given the maze, the path ends where a step would leave its board (the validator says so), and a
 * path of a hundred thousand steps is followed through typed arrays rather than a map of strings.
 */
export function pathOfSteps(start: Cell | undefined, atoms: readonly ClingoSymbol[], maze?: WallMaze): Cell[] {
  if (maze && start) return pathOnBoard(start, atoms, maze);
  const next = new Map<string, Cell>();
  for (const a of atoms) {
    if (a.type !== 'function' || a.name !== 'step' || a.args.length !== 4) continue;
    const [x1, y1, x2, y2] = a.args.map(int);
    if ([x1, y1, x2, y2].some((n) => n === undefined)) continue;
    next.set(`${x1},${y1}`, { x: x2!, y: y2! });
  }
  if (!start) return [];
  const path = [start];
  const seen = new Set([`${start.x},${start.y}`]);
  for (let at = next.get(`${start.x},${start.y}`); at && !seen.has(`${at.x},${at.y}`); at = next.get(`${at.x},${at.y}`)) {
    seen.add(`${at.x},${at.y}`);
    path.push(at);
  }
  return path.length > 1 ? path : [];
}

function pathOnBoard(start: Cell, atoms: readonly ClingoSymbol[], maze: WallMaze): Cell[] {
  const { width, height } = maze;
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height;
  if (!inside(start.x, start.y)) return [];
  // next[i] is 1 + the cell the last step out of cell i goes to; -1 for a step off the board; 0 for none.
  const next = new Int32Array(width * height);
  for (const a of atoms) {
    if (a.type !== 'function' || a.name !== 'step' || a.args.length !== 4) continue;
    const [p, q, r, t] = a.args;
    if (p.type !== 'number' || q.type !== 'number' || r.type !== 'number' || t.type !== 'number' || !inside(p.value, q.value)) continue;
    next[q.value * width + p.value] = inside(r.value, t.value) ? t.value * width + r.value + 1 : -1;
  }
  const seen = new Uint8Array(width * height);
  const path: Cell[] = [start];
  let at = start.y * width + start.x;
  seen[at] = 1;
  while (next[at] > 0 && !seen[next[at] - 1]) {
    at = next[at] - 1;
    seen[at] = 1;
    path.push({ x: at % width, y: Math.floor(at / width) });
  }
  return path.length > 1 ? path : [];
}
