// What the rules force before anything is guessed: the border is wall but for the entrance and the exit, fixed
// cells are what they are, and then, one cell at a time, what a 2x2 block, a wall's neighbours or an empty cell's
// only way out leave no choice about. When that runs into a broken rule, no maze exists, and the cells that led
// there are the explanation. Every step is forced by the rules, so a contradiction found here is a proof; finding
// none proves nothing (the solver may still find no maze).
import { samePlace, type MazeSetup, type Place } from './setup';

export const WALL = 1;
export const EMPTY = 2;
export type Kind = typeof WALL | typeof EMPTY;

/** Why a cell has its kind. Cells are indices (r-1) * width + (c-1). */
export type Reason =
  | { rule: 'border' }
  | { rule: 'opening'; name: 'entrance' | 'exit' }
  | { rule: 'fixed'; index: number }
  /** Rule 3: the other three cells of a 2x2 block are all of the other kind. */
  | { rule: 'block'; others: number[] }
  /** Rule 5: the other kind would make `walls` two walls that touch only at a corner. */
  | { rule: 'corner'; walls: [number, number]; others: number[] }
  /** Rule 4: the wall beside it has empty cells on its three other sides. */
  | { rule: 'surrounded'; wall: number; others: number[] }
  /** Rule 4: its four neighbours are empty. */
  | { rule: 'hollow'; others: number[] }
  /** Rule 1: the empty cell `to` has no other neighbour that can be empty. */
  | { rule: 'lead'; to: number; others: number[] };

/** A broken rule: the cells that break it, all of them known. */
export type Conflict =
  | { rule: 'both'; cell: number; first: Reason; second: Reason }
  | { rule: 'block'; cells: number[]; kind: Kind }
  | { rule: 'corner'; walls: [number, number]; empties: [number, number] }
  | { rule: 'surrounded'; wall: number; others: number[] }
  | { rule: 'isolated'; cell: number; others: number[] }
  | { rule: 'unreachable'; cell: number };

export interface Deduction {
  width: number;
  height: number;
  kind: Uint8Array;
  reason: (Reason | undefined)[];
  /** The cells in the order they got their kind. */
  order: number[];
  conflict?: Conflict;
}

/** Larger grids are not reasoned about: a solve of them takes longer than anyone waits for an explanation. */
export const MAX_DEDUCTION_CELLS = 1_000_000;

export function deduce(setup: MazeSetup): Deduction | undefined {
  const { width: w, height: h } = setup;
  if (!Number.isInteger(w) || !Number.isInteger(h) || w < 1 || h < 1 || w * h > MAX_DEDUCTION_CELLS) return undefined;
  // Cells outside the grid are the instance check's to report; here they would be other cells.
  const inside = (p: Place) => Number.isInteger(p.c) && Number.isInteger(p.r) && p.c >= 1 && p.r >= 1 && p.c <= w && p.r <= h;
  if (!inside(setup.entrance) || !inside(setup.exit)) return undefined;
  const d: Deduction = { width: w, height: h, kind: new Uint8Array(w * h), reason: new Array(w * h), order: [] };
  const queue: number[] = [];
  const at = (c: number, r: number) => (r - 1) * w + (c - 1);
  const set = (i: number, k: Kind, reason: Reason) => {
    if (d.conflict) return;
    if (d.kind[i] === k) return;
    if (d.kind[i] !== 0) {
      d.conflict = { rule: 'both', cell: i, first: d.reason[i]!, second: reason };
      return;
    }
    d.kind[i] = k;
    d.reason[i] = reason;
    d.order.push(i);
    queue.push(i);
  };
  // Fixed cells first, so that a fixed cell the border or an opening contradicts is named as the fixed one.
  setup.walls.forEach((p, index) => inside(p) && set(at(p.c, p.r), WALL, { rule: 'fixed', index }));
  setup.empties.forEach((p, index) => inside(p) && set(at(p.c, p.r), EMPTY, { rule: 'fixed', index: setup.walls.length + index }));
  set(at(setup.entrance.c, setup.entrance.r), EMPTY, { rule: 'opening', name: 'entrance' });
  set(at(setup.exit.c, setup.exit.r), EMPTY, { rule: 'opening', name: 'exit' });
  const opening = (c: number, r: number) => samePlace(setup.entrance, { c, r }) || samePlace(setup.exit, { c, r });
  for (let r = 1; r <= h; r++) {
    for (let c = 1; c <= w; c++) {
      if ((c === 1 || r === 1 || c === w || r === h) && !opening(c, r)) set(at(c, r), WALL, { rule: 'border' });
    }
  }
  const neighbours = (i: number): number[] => {
    const c = (i % w) + 1;
    const r = Math.floor(i / w) + 1;
    const list: number[] = [];
    if (c > 1) list.push(i - 1);
    if (c < w) list.push(i + 1);
    if (r > 1) list.push(i - w);
    if (r < h) list.push(i + w);
    return list;
  };
  const checkBlock = (c: number, r: number) => {
    if (c < 1 || r < 1 || c >= w || r >= h) return;
    // a b
    // x y   with a, y on one diagonal and b, x on the other
    const cells = [at(c, r), at(c + 1, r), at(c, r + 1), at(c + 1, r + 1)];
    const kinds = cells.map((i) => d.kind[i]);
    const unknown = kinds.filter((k) => k === 0).length;
    const partner = [3, 2, 1, 0];
    if (unknown === 0) {
      if (kinds.every((k) => k === kinds[0])) d.conflict ??= { rule: 'block', cells, kind: kinds[0] as Kind };
      else if (kinds[0] === kinds[3] && kinds[1] === kinds[2]) {
        const [walls, empties] = kinds[0] === WALL ? [[cells[0], cells[3]], [cells[1], cells[2]]] : [[cells[1], cells[2]], [cells[0], cells[3]]];
        d.conflict ??= { rule: 'corner', walls: walls as [number, number], empties: empties as [number, number] };
      }
      return;
    }
    if (unknown !== 1) return;
    const u = kinds.indexOf(0);
    const others = cells.filter((_, j) => j !== u);
    const known = kinds.filter((k) => k !== 0);
    if (known.every((k) => k === known[0])) {
      set(cells[u], known[0] === WALL ? EMPTY : WALL, { rule: 'block', others });
      return;
    }
    const p = partner[u];
    const across = [0, 1, 2, 3].filter((j) => j !== u && j !== p);
    if (kinds[across[0]] === kinds[across[1]] && kinds[p] !== kinds[across[0]]) {
      // The unknown cell of the kind of its diagonal partner would make a checkerboard: it takes the other kind.
      const k = kinds[across[0]] as Kind;
      const walls: [number, number] = k === WALL ? [cells[across[0]], cells[across[1]]] : [cells[u], cells[p]];
      set(cells[u], k, { rule: 'corner', walls, others });
    }
  };
  const checkSurrounded = (i: number) => {
    const c = (i % w) + 1;
    const r = Math.floor(i / w) + 1;
    if (c === 1 || r === 1 || c === w || r === h) return;
    const around = neighbours(i);
    const empty = around.filter((j) => d.kind[j] === EMPTY);
    const unknown = around.filter((j) => d.kind[j] === 0);
    if (d.kind[i] === WALL && empty.length === 4) d.conflict ??= { rule: 'surrounded', wall: i, others: empty };
    else if (d.kind[i] === WALL && empty.length === 3 && unknown.length === 1) set(unknown[0], WALL, { rule: 'surrounded', wall: i, others: empty });
    else if (d.kind[i] === 0 && empty.length === 4) set(i, EMPTY, { rule: 'hollow', others: empty });
  };
  // Every empty cell has an empty neighbour: the entrance reaches the exit, and every other empty cell is reached.
  const checkLead = (i: number) => {
    if (d.kind[i] !== EMPTY) return;
    const around = neighbours(i);
    const walls = around.filter((j) => d.kind[j] === WALL);
    const unknown = around.filter((j) => d.kind[j] === 0);
    if (walls.length === around.length) d.conflict ??= { rule: 'isolated', cell: i, others: walls };
    else if (unknown.length === 1 && walls.length === around.length - 1) set(unknown[0], EMPTY, { rule: 'lead', to: i, others: walls });
  };
  for (let k = 0; k < queue.length && !d.conflict; k++) {
    const i = queue[k];
    const c = (i % w) + 1;
    const r = Math.floor(i / w) + 1;
    for (const [dc, dr] of [[0, 0], [-1, 0], [0, -1], [-1, -1]]) checkBlock(c + dc, r + dr);
    for (const j of [i, ...neighbours(i)]) {
      checkSurrounded(j);
      checkLead(j);
    }
  }
  if (!d.conflict) {
    const unreachable = firstUnreachable(d, at(setup.entrance.c, setup.entrance.r), neighbours);
    if (unreachable !== undefined) d.conflict = { rule: 'unreachable', cell: unreachable };
  }
  return d;
}

/** An empty cell that walls cut off from the entrance: the first one in the order cells got their kind. */
function firstUnreachable(d: Deduction, entrance: number, neighbours: (i: number) => number[]): number | undefined {
  const seen = new Uint8Array(d.kind.length);
  seen[entrance] = 1;
  const todo = [entrance];
  while (todo.length > 0) {
    for (const j of neighbours(todo.pop()!)) {
      if (seen[j] || d.kind[j] === WALL) continue;
      seen[j] = 1;
      todo.push(j);
    }
  }
  return d.order.find((i) => d.kind[i] === EMPTY && !seen[i]);
}
