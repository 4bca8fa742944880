// Shared by the view tests: instances and answers read as the extension reads them, and small readers of the
// SVG text (the renderer's output is a string; the tests look at it as such).
import { parse } from '../../server/src/language/parser';
import { extractFacts, type Facts } from '../../server/src/puzzles/facts';
import { formatFact } from '../../server/src/puzzles/viewBoard';
import { parseSymbol, type ClingoSymbol } from '../../server/src/solving/symbols';
import { openNeighbours, type Cell, type WallMaze } from '../../server/src/puzzles/wallMaze/maze';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The repository's root, from out/test/unit. */
export const ROOT = join(__dirname, '..', '..', '..');

export function example(path: string): string {
  return readFileSync(join(ROOT, 'examples', path), 'utf8');
}

export function factsOfText(text: string): Facts {
  return extractFacts(parse(text));
}

/** An answer as clingo prints it: atoms separated by spaces. */
export function answer(text: string): ClingoSymbol[] {
  return text.split(/\s+/).filter(Boolean).map(parseSymbol);
}

/** The facts of a file as the atoms of an answer, renamed on the way (`shouldbe` to `e`). */
export function answerOfFacts(text: string, rename: Record<string, string> = {}): ClingoSymbol[] {
  return factsOfText(text).all.map((f) => parseSymbol(formatFact({ ...f, name: rename[f.name] ?? f.name })));
}

/** Every element `<name …>` whose class list contains `cls`, as its attribute text. */
export function elements(svg: string, name: string, cls?: string): string[] {
  const out: string[] = [];
  for (const m of svg.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))) {
    const classes = /class="([^"]*)"/.exec(m[1])?.[1].split(' ') ?? [];
    if (cls === undefined || classes.includes(cls)) out.push(m[1]);
  }
  return out;
}

export function attribute(element: string, name: string): string | undefined {
  return new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(element)?.[1];
}

/** The cells a cell-fill path covers: the sum of its rectangles' widths (each rectangle is one row high). */
export function pathArea(d: string): number {
  let area = 0;
  for (const m of d.matchAll(/M[\d.]+ [\d.]+h(\d+)v1h-\d+z/g)) area += Number(m[1]);
  return area;
}

/** The number of separate lines (move-to commands) in a path. */
export function segments(d: string | undefined): number {
  return (d ?? '').match(/M/g)?.length ?? 0;
}

/** The shortest path between two cells of a wall maze, by a breadth-first search of the tests' own. */
export function bfsPath(maze: WallMaze, from: Cell, to: Cell): Cell[] {
  const parent = new Map<string, Cell | null>([[`${from.x},${from.y}`, null]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    for (const n of openNeighbours(maze, queue[i].x, queue[i].y)) {
      if (parent.has(`${n.x},${n.y}`)) continue;
      parent.set(`${n.x},${n.y}`, queue[i]);
      queue.push(n);
    }
  }
  const path: Cell[] = [];
  for (let c: Cell | null | undefined = to; c; c = parent.get(`${c.x},${c.y}`)) path.unshift(c);
  return path;
}
