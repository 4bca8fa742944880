// Checks a cell maze answer against the rules of the maze generation problem, reading only the instance's facts
// and the answer's `wall/2` and `empty/2` atoms: no encoding is trusted, so a wrong encoding shows where it
// goes wrong. Messages name cells as the facts do, (column,row) from 1; the marked cells are view cells,
// [row-1, column-1].
import type { ClingoSymbol } from '../../solving/symbols';
import type { CellRef, ViewViolation } from '../../view/view';
import { factsOf, type Fact, type Facts } from '../facts';
import { int, plural } from '../family';

type Kind = 'wall' | 'empty';

interface Grid {
  width: number;
  height: number;
  /** The answer's kind of each cell at (row-1) * width + (column-1); undefined for none, 'both' for both. */
  kind: (Kind | 'both' | undefined)[];
}

/** A cell as the facts write it: (column, row), from 1. */
interface Place {
  c: number;
  r: number;
}

/** Far beyond any maze clingo generates, but a stray `wall(1000000,1)` must not allocate a huge grid. */
const MAX_CELLS = 4_000_000;

const NEIGHBOURS: [number, number][] = [[-1, 0], [1, 0], [0, -1], [0, 1]];

/**
 * Every rule the answer breaks, in the order of the problem statement: one kind per cell, fixed cells kept,
 * border and openings, reachability, 2x2 blocks, surrounded walls, diagonal walls.
 */
export function validateCellMaze(facts: Facts, atoms: readonly ClingoSymbol[]): ViewViolation[] {
  const violations: ViewViolation[] = [];
  const answer = answerCells(atoms);
  // Without rows and columns in the facts, the answer's own extent is the grid.
  const width = axis(facts, 'col', 'maxCol') ?? answer.reduce((m, [, p]) => Math.max(m, p.c), 0);
  const height = axis(facts, 'row', 'maxRow') ?? answer.reduce((m, [, p]) => Math.max(m, p.r), 0);
  if (width * height > MAX_CELLS) {
    return [{ rule: 'maze-size', message: `a ${width}x${height} maze is too large to check`, cells: [] }];
  }
  const grid: Grid = { width, height, kind: new Array(width * height) };
  for (const [kind, p] of answer) {
    if (!inside(grid, p)) {
      violations.push({ rule: 'maze-cell', message: `${kind} ${show(p)} is outside the ${width}x${height} maze`, cells: [] });
      continue;
    }
    const i = index(grid, p);
    const known = grid.kind[i];
    grid.kind[i] = known === undefined || known === kind ? kind : 'both';
  }
  const at = (c: number, r: number) => (c >= 1 && r >= 1 && c <= width && r <= height ? grid.kind[(r - 1) * width + c - 1] : undefined);

  for (let r = 1; r <= height; r++) {
    for (let c = 1; c <= width; c++) {
      const k = at(c, r);
      if (k === undefined) violations.push(one('maze-cell', `cell ${show({ c, r })} is neither wall nor empty`, { c, r }));
      else if (k === 'both') violations.push(one('maze-cell', `cell ${show({ c, r })} is both wall and empty`, { c, r }));
    }
  }
  checkFixed(facts, grid, violations);
  const entrance = opening(facts, 'entrance');
  const exit = opening(facts, 'exit');
  checkBorder(grid, [entrance, exit], violations);
  for (const [name, p] of [['entrance', entrance], ['exit', exit]] as const) {
    if (!p || !inside(grid, p)) continue;
    const k = at(p.c, p.r);
    if (k === 'wall') violations.push(one('maze-opening', `the ${name} ${show(p)} is a wall; it must be empty`, p));
  }
  checkReachable(grid, entrance, violations);
  checkBlocks(grid, violations);
  // Only cells with four neighbours can be surrounded: a wall on the border has at most three, as in the bundled
  // encoding (and rule 2 walls in the border anyway, so its border neighbours are rarely empty).
  for (let r = 2; r < height; r++) {
    for (let c = 2; c < width; c++) {
      if (at(c, r) === 'wall' && NEIGHBOURS.every(([dc, dr]) => at(c + dc, r + dr) === 'empty')) {
        violations.push(one('maze-surrounded', `wall ${show({ c, r })} has four empty neighbours`, { c, r }));
      }
    }
  }
  checkDiagonals(grid, violations);
  return violations;
}

/** The answer's wall/2 and empty/2 atoms with whole-number coordinates. */
function answerCells(atoms: readonly ClingoSymbol[]): [Kind, Place][] {
  const out: [Kind, Place][] = [];
  for (const a of atoms) {
    if (a.type !== 'function' || a.negated || a.args.length !== 2 || (a.name !== 'wall' && a.name !== 'empty')) continue;
    const c = int(a.args[0]);
    const r = int(a.args[1]);
    if (c !== undefined && r !== undefined) out.push([a.name, { c, r }]);
  }
  return out;
}

/** The size along one axis: the largest `row(R)` (the instance check reports gaps), else `maxRow(N)`. */
function axis(facts: Facts, name: string, maxName: string): number | undefined {
  let largest = 0;
  for (const f of factsOf(facts, name, 1)) largest = Math.max(largest, int(f.args[0]) ?? 0);
  if (largest >= 1) return largest;
  const max = int(factsOf(facts, maxName, 1)[0]?.args[0]);
  return max !== undefined && max >= 1 ? max : undefined;
}

function opening(facts: Facts, name: 'entrance' | 'exit'): Place | undefined {
  const f = factsOf(facts, name, 2)[0];
  return f && place(f);
}

function place(f: Fact): Place | undefined {
  const c = int(f.args[0]);
  const r = int(f.args[1]);
  return c !== undefined && r !== undefined ? { c, r } : undefined;
}

/** Cells the instance fixes keep their kind; a cell fixed both ways is the instance's error, reported by its check. */
function checkFixed(facts: Facts, grid: Grid, violations: ViewViolation[]): void {
  const fixed = new Map<number, Kind | 'both'>();
  for (const [kind, names] of [['wall', ['wall', 'input_wall']], ['empty', ['empty', 'input_empty']]] as const) {
    for (const name of names) {
      for (const f of factsOf(facts, name, 2)) {
        const p = place(f);
        if (!p || !inside(grid, p)) continue;
        const i = index(grid, p);
        const known = fixed.get(i);
        fixed.set(i, known === undefined || known === kind ? kind : 'both');
      }
    }
  }
  for (const [i, kind] of [...fixed].sort(([a], [b]) => a - b)) {
    const answer = grid.kind[i];
    if (kind === 'both' || answer === undefined || answer === 'both' || answer === kind) continue;
    const p = { c: (i % grid.width) + 1, r: Math.floor(i / grid.width) + 1 };
    violations.push(one('maze-fixed', `${show(p)} is fixed as ${kind === 'wall' ? 'a wall' : 'empty'} but the answer makes it ${answer === 'wall' ? 'a wall' : 'empty'}`, p));
  }
}

function checkBorder(grid: Grid, openings: (Place | undefined)[], violations: ViewViolation[]): void {
  const { width, height } = grid;
  for (let r = 1; r <= height; r++) {
    for (let c = 1; c <= width; c++) {
      if (c !== 1 && r !== 1 && c !== width && r !== height) continue;
      if (openings.some((o) => o && o.c === c && o.r === r)) continue;
      if (grid.kind[(r - 1) * width + c - 1] === 'empty') {
        violations.push(one('maze-border', `border cell ${show({ c, r })} is empty; only the entrance and the exit may be`, { c, r }));
      }
    }
  }
}

/**
 * Empty cells that cannot be reached from the entrance, one violation per connected region of them. Without an
 * empty entrance nothing is reachable, and saying so of every cell would bury the one real mistake.
 */
function checkReachable(grid: Grid, entrance: Place | undefined, violations: ViewViolation[]): void {
  if (!entrance || !inside(grid, entrance) || grid.kind[index(grid, entrance)] !== 'empty') return;
  const reached = region(grid, index(grid, entrance));
  const { width } = grid;
  for (let i = 0; i < grid.kind.length; i++) {
    if (grid.kind[i] !== 'empty' || reached.has(i)) continue;
    const cut = region(grid, i);
    for (const j of cut) reached.add(j);
    const cells = [...cut].sort((a, b) => a - b);
    const first = { c: (cells[0] % width) + 1, r: Math.floor(cells[0] / width) + 1 };
    const what = cells.length === 1 ? `empty cell ${show(first)}` : `${plural(cells.length, 'empty cell')} from ${show(first)} on`;
    violations.push({
      rule: 'maze-reach',
      message: `${what} cannot be reached from the entrance ${show(entrance)}`,
      cells: cells.map((j) => [Math.floor(j / width), j % width]),
    });
  }
}

/** The empty cells connected to cell i through empty cells. */
function region(grid: Grid, i: number): Set<number> {
  const { width, height } = grid;
  const seen = new Set([i]);
  const queue = [i];
  for (let k = 0; k < queue.length; k++) {
    const c = queue[k] % width;
    const r = Math.floor(queue[k] / width);
    for (const [dc, dr] of NEIGHBOURS) {
      const nc = c + dc;
      const nr = r + dr;
      const j = nr * width + nc;
      if (nc < 0 || nr < 0 || nc >= width || nr >= height || seen.has(j) || grid.kind[j] !== 'empty') continue;
      seen.add(j);
      queue.push(j);
    }
  }
  return seen;
}

function checkBlocks(grid: Grid, violations: ViewViolation[]): void {
  const { width, height } = grid;
  for (let r = 1; r < height; r++) {
    for (let c = 1; c < width; c++) {
      const block = [{ c, r }, { c: c + 1, r }, { c, r: r + 1 }, { c: c + 1, r: r + 1 }];
      const kinds = block.map((p) => grid.kind[index(grid, p)]);
      if (kinds[0] !== 'wall' && kinds[0] !== 'empty') continue;
      if (!kinds.every((k) => k === kinds[0])) continue;
      violations.push({
        rule: 'maze-2x2',
        message: `2x2 block of ${kinds[0] === 'wall' ? 'walls' : 'empty cells'} at ${show(block[0])}–${show(block[3])}`,
        cells: block.map(ref),
      });
    }
  }
}

/** Both diagonals of every 2x2 block: two walls on one, two empty cells on the other. */
function checkDiagonals(grid: Grid, violations: ViewViolation[]): void {
  const { width, height } = grid;
  for (let r = 1; r < height; r++) {
    for (let c = 1; c < width; c++) {
      const nw = { c, r };
      const ne = { c: c + 1, r };
      const sw = { c, r: r + 1 };
      const se = { c: c + 1, r: r + 1 };
      for (const [walls, common] of [[[nw, se], [ne, sw]], [[ne, sw], [nw, se]]]) {
        const isWall = walls.every((p) => grid.kind[index(grid, p)] === 'wall');
        if (!isWall || !common.every((p) => grid.kind[index(grid, p)] === 'empty')) continue;
        violations.push({
          rule: 'maze-diagonal',
          message: `diagonal walls ${show(walls[0])} and ${show(walls[1])} share no wall: ${show(common[0])} and ${show(common[1])} are empty`,
          cells: [...walls, ...common].map(ref),
        });
      }
    }
  }
}

function inside(grid: Grid, p: Place): boolean {
  return p.c >= 1 && p.r >= 1 && p.c <= grid.width && p.r <= grid.height;
}

function index(grid: Grid, p: Place): number {
  return (p.r - 1) * grid.width + p.c - 1;
}

function ref(p: Place): CellRef {
  return [p.r - 1, p.c - 1];
}

function show(p: Place): string {
  return `(${p.c},${p.r})`;
}

function one(rule: string, message: string, p: Place): ViewViolation {
  return { rule, message, cells: [ref(p)] };
}
