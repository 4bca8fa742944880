// A wall maze and a path read back from facts: the maze of an instance, the path of an answer's steps. A
// million-cell instance has a million passage facts: they are read with plain arithmetic on the passage bits, and
// the maze of a set of facts is made once (facts are never changed after they are read).
import type { ClingoSymbol } from '../../solving/symbols';
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
  const { open } = maze;
  for (const f of factsOf(facts, 'passage', 4)) {
    const [a, b, c, d] = f.args;
    if (a.type !== 'number' || b.type !== 'number' || c.type !== 'number' || d.type !== 'number') continue;
    const x1 = a.value;
    const y1 = b.value;
    const x2 = c.value;
    const y2 = d.value;
    if (x1 < 0 || y1 < 0 || x1 >= width || y1 >= height || x2 < 0 || y2 < 0 || x2 >= width || y2 >= height) continue;
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
  return maze;
}

/** The cells of the answer's `step(X1,Y1,X2,Y2)` atoms in order from the start. */
export function pathOfSteps(start: Cell | undefined, atoms: readonly ClingoSymbol[]): Cell[] {
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
