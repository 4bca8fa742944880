// A wall maze and a path read back from facts: the maze of an instance, the path of an answer's steps.
import type { ClingoSymbol } from '../../solving/symbols';
import { factsOf, type Facts } from '../facts';
import { int } from '../family';
import { closedMaze, DIRECTIONS, inBounds, neighbour, carve, type Cell, type WallMaze } from './maze';

/** The maze of an instance's `maze/2` and `passage/4` facts; undefined when there is no sensible size. */
export function mazeOfFacts(facts: Facts): WallMaze | undefined {
  const size = factsOf(facts, 'maze', 2)[0];
  const width = int(size?.args[0]);
  const height = int(size?.args[1]);
  if (!width || !height || width < 1 || height < 1 || width * height > 1_000_000) return undefined;
  const maze = closedMaze(width, height);
  for (const f of factsOf(facts, 'passage', 4)) {
    const [x1, y1, x2, y2] = f.args.map(int);
    if ([x1, y1, x2, y2].some((n) => n === undefined) || !inBounds(maze, x1!, y1!)) continue;
    // Passages between cells that are not neighbours are the instance's mistake, shown as a diagnostic.
    const dir = DIRECTIONS.find((d) => {
      const n = neighbour(maze, x1!, y1!, d);
      return n !== undefined && n.x === x2 && n.y === y2;
    });
    if (dir !== undefined) carve(maze, x1!, y1!, dir);
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
