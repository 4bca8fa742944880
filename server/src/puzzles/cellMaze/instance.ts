// Cell mazes (the ASP competition's "maze generation"): a grid of rows 1..H and columns 1..W, an entrance and an
// exit on the border, and some cells fixed as wall or empty. Coordinates are (column, row). The 2011 edition
// wrote `maxRow/1`, `maxCol/1`, `input_wall/2` and `input_empty/2`; both spellings are read.
import type { Span } from '../../language/ast';
import { factsOf, symbolKey, type Fact, type Facts } from '../facts';
import { anchor, cell, has, int, plural, type PuzzleFamily, type PuzzleProblem } from '../family';
import { explainNoCellMaze } from './explain';

interface Grid {
  width: number;
  height: number;
}

export const cellMaze: PuzzleFamily = {
  id: 'cell-maze',
  title: 'Maze generation',
  encoding: 'cell-maze.lp',
  recognise(facts) {
    const grid = (has(facts, 'row', 1) && has(facts, 'col', 1)) || (has(facts, 'maxRow', 1) && has(facts, 'maxCol', 1));
    // Rows and columns alone are any grid puzzle; an entrance or an exit makes it a maze.
    return grid && (has(facts, 'entrance', 2) || has(facts, 'exit', 2));
  },
  check(facts) {
    const problems: PuzzleProblem[] = [];
    const height = axis(facts, 'row', 'maxRow', 'row', problems);
    const width = axis(facts, 'col', 'maxCol', 'column', problems);
    const grid = height !== undefined && width !== undefined ? { width, height } : undefined;
    const gridFacts = anchor(factsOf(facts, 'row', 1), factsOf(facts, 'maxRow', 1));
    const entrance = endpoint(facts, 'entrance', grid, gridFacts, problems);
    const exit = endpoint(facts, 'exit', grid, gridFacts, problems);
    if (entrance && exit && sameCell(entrance, exit)) {
      problems.push(error(exit, `exit ${cell(exit.args)} is also the entrance; they must be two different cells`, 'endpoints'));
    }
    checkFixedCells(facts, grid, [entrance, exit], problems);
    return problems;
  },
  explainNoAnswer: explainNoCellMaze,
};

/**
 * The rows (or columns) as one number H, when they are 1..H. Out-of-range values are reported on their fact, a
 * missing number on the first fact; duplicates are harmless.
 */
function axis(facts: Facts, name: string, maxName: string, word: string, problems: PuzzleProblem[]): number | undefined {
  const list = factsOf(facts, name, 1);
  if (list.length === 0) return maximum(factsOf(facts, maxName, 1), maxName, problems);
  const seen = new Set<number>();
  for (const f of list) {
    const v = int(f.args[0]);
    if (v === undefined || v < 1) problems.push(error(f, `${word} ${symbolKey(f.args[0])} is not a positive number; ${word}s are numbered from 1`, 'grid'));
    else seen.add(v);
  }
  if (seen.size === 0) return undefined;
  const n = Math.max(...seen);
  if (seen.size < n) {
    const missing: number[] = [];
    for (let i = 1; i <= n && missing.length < 4; i++) if (!seen.has(i)) missing.push(i);
    const more = n - seen.size > missing.length ? ', …' : '';
    const names = n - seen.size === 1 ? `${word} ${missing[0]} is` : `${word}s ${missing.join(', ')}${more} are`;
    problems.push(error(list[0], `${names} missing; ${word}s must be 1..${n}`, 'grid'));
  }
  return n;
}

/** The 2011 form: exactly one `maxRow(H)` with H positive. */
function maximum(list: Fact[], name: string, problems: PuzzleProblem[]): number | undefined {
  if (list.length === 0) return undefined;
  const values = new Set(list.map((f) => symbolKey(f.args[0])));
  if (values.size > 1) {
    for (const f of list) problems.push(error(f, `${plural(values.size, `${name} value`)}; there must be exactly one`, 'grid'));
    return undefined;
  }
  const v = int(list[0].args[0]);
  if (v === undefined || v < 1) {
    problems.push(error(list[0], `${name} must be a positive number`, 'grid'));
    return undefined;
  }
  return v;
}

/** The one entrance (or exit): missing, repeated, outside the grid or off its border are errors. */
function endpoint(facts: Facts, name: 'entrance' | 'exit', grid: Grid | undefined, missingAt: Span, problems: PuzzleProblem[]): Fact | undefined {
  const list = factsOf(facts, name, 2);
  if (list.length === 0) {
    problems.push({ span: missingAt, message: `the maze has no ${name}: add ${name}(C,R) on its border`, severity: 'error', code: `puzzle-cell-maze-${name}` });
    return undefined;
  }
  const cells = new Set(list.map(cellKey));
  if (cells.size > 1) {
    for (const f of list) problems.push(error(f, `${plural(cells.size, name === 'entrance' ? 'entrance' : 'exit')}; a maze has exactly one`, name));
  }
  if (grid) {
    for (const f of list) {
      const place = `${name} ${cell(f.args)}`;
      if (!inside(f, grid)) problems.push(error(f, `${place} is outside the ${size(grid)} maze`, name));
      else if (!onBorder(f, grid)) problems.push(error(f, `${place} is not on the border of the ${size(grid)} maze`, name));
    }
  }
  return cells.size === 1 ? list[0] : undefined;
}

/** Fixed walls and empty cells: inside the grid, never both, and never a wall where the maze is entered or left. */
function checkFixedCells(facts: Facts, grid: Grid | undefined, openings: (Fact | undefined)[], problems: PuzzleProblem[]): void {
  const walls = [...factsOf(facts, 'wall', 2), ...factsOf(facts, 'input_wall', 2)];
  const empties = [...factsOf(facts, 'empty', 2), ...factsOf(facts, 'input_empty', 2)];
  const emptyAt = new Map<string, Fact[]>();
  for (const f of empties) {
    const key = cellKey(f);
    const list = emptyAt.get(key);
    if (list) list.push(f);
    else emptyAt.set(key, [f]);
  }
  const openingAt = new Map<string, Fact>();
  for (const o of openings) if (o) openingAt.set(cellKey(o), o);
  const reported = new Set<Fact>();
  for (const f of walls) {
    const key = cellKey(f);
    const opening = openingAt.get(key);
    if (opening) problems.push(error(f, `${cell(f.args)} is the ${opening.name}, which must be empty, not a wall`, 'conflict'));
    const both = emptyAt.get(key);
    if (!both) continue;
    for (const g of [f, ...both]) {
      if (reported.has(g)) continue;
      reported.add(g);
      problems.push(error(g, `cell ${cell(g.args)} is both wall and empty`, 'conflict'));
    }
  }
  if (!grid) return;
  for (const f of [...walls, ...empties]) {
    if (!inside(f, grid)) problems.push(error(f, `${f.name.replace('input_', '')} ${cell(f.args)} is outside the ${size(grid)} maze`, 'cell'));
  }
}

function cellKey(f: Fact): string {
  return `${symbolKey(f.args[0])},${symbolKey(f.args[1])}`;
}

function sameCell(a: Fact, b: Fact): boolean {
  return cellKey(a) === cellKey(b);
}

function inside(f: Fact, grid: Grid): boolean {
  const c = int(f.args[0]);
  const r = int(f.args[1]);
  return c !== undefined && r !== undefined && c >= 1 && c <= grid.width && r >= 1 && r <= grid.height;
}

function onBorder(f: Fact, grid: Grid): boolean {
  const c = int(f.args[0]);
  const r = int(f.args[1]);
  return c === 1 || r === 1 || c === grid.width || r === grid.height;
}

/** Columns by rows, as a maze's size is said. */
function size(grid: Grid): string {
  return `${grid.width}x${grid.height}`;
}

function error(f: Fact, message: string, what: string): PuzzleProblem {
  return { span: { start: f.span.start, end: f.span.end }, message, severity: 'error', code: `puzzle-cell-maze-${what}` };
}
