// Where each vertex of a Flow board sits. The facts name vertices but give no coordinates, so the layout comes
// from `pos(V,R,C)` facts when there are any, else from names that carry a row and a column (`v23`, `v12_7`,
// `(2,3)`, `cell(2,3)`), else from the shape of the adjacency when it is a rectangular grid.
import type { ClingoSymbol } from '../../solving/symbols';
import { factsOf, symbolKey, type Facts } from '../facts';
import { int } from '../family';

export interface FlowLayout {
  rows: number;
  columns: number;
  /** 0-based row and column by vertex key (see symbolKey). */
  position: Map<string, { row: number; column: number }>;
}

type Cells = Map<string, [number, number]>;

export function flowLayout(facts: Facts): FlowLayout | undefined {
  const vertices = factsOf(facts, 'v', 1).map((f) => f.args[0]);
  if (vertices.length === 0) return undefined;
  const keys = vertices.map(symbolKey);
  const found = fromPositions(facts, keys) ?? fromNames(vertices, keys) ?? fromAdjacency(facts, keys);
  return found && normalise(found);
}

function fromPositions(facts: Facts, keys: string[]): Cells | undefined {
  const cells: Cells = new Map();
  for (const f of factsOf(facts, 'pos', 3)) {
    const r = int(f.args[1]);
    const c = int(f.args[2]);
    if (r !== undefined && c !== undefined) cells.set(symbolKey(f.args[0]), [r, c]);
  }
  return keys.every((k) => cells.has(k)) ? cells : undefined;
}

function fromNames(vertices: ClingoSymbol[], keys: string[]): Cells | undefined {
  const readers = [
    (s: ClingoSymbol) => (s.type === 'tuple' || s.type === 'function') && s.args.length === 2 ? [int(s.args[0]), int(s.args[1])] : undefined,
    (s: ClingoSymbol) => nameMatch(s, /^[A-Za-z]+_?(\d+)_(\d+)$/),
    (s: ClingoSymbol) => nameMatch(s, /^[A-Za-z]+(\d)(\d)$/),
  ];
  for (const read of readers) {
    const cells: Cells = new Map();
    for (const [i, v] of vertices.entries()) {
      const rc = read(v);
      if (!rc || rc[0] === undefined || rc[1] === undefined) break;
      cells.set(keys[i], [rc[0], rc[1]]);
    }
    if (cells.size === vertices.length && distinct(cells)) return cells;
  }
  return undefined;
}

function nameMatch(s: ClingoSymbol, pattern: RegExp): (number | undefined)[] | undefined {
  if (s.type !== 'function' || s.args.length !== 0) return undefined;
  const m = pattern.exec(s.name);
  return m ? [Number(m[1]), Number(m[2])] : undefined;
}

/**
 * A W x H grid graph, recovered from distances: from a corner A, a cell at (r, c) is r + c steps away; from the
 * nearest other corner B, at the end of A's row, r + (W - 1 - c). Anything that is not such a grid gives up.
 */
function fromAdjacency(facts: Facts, keys: string[]): Cells | undefined {
  const neighbours = new Map<string, Set<string>>(keys.map((k) => [k, new Set()]));
  for (const f of factsOf(facts, 'a', 2)) {
    const v = symbolKey(f.args[0]);
    const w = symbolKey(f.args[1]);
    if (v === w || !neighbours.has(v) || !neighbours.has(w)) continue;
    neighbours.get(v)!.add(w);
    neighbours.get(w)!.add(v);
  }
  const corners = keys.filter((k) => neighbours.get(k)!.size === 2);
  if (corners.length !== 4) return undefined;
  const fromA = distances(corners[0], neighbours);
  const b = corners.slice(1).sort((x, y) => (fromA.get(x) ?? Infinity) - (fromA.get(y) ?? Infinity))[0];
  const fromB = distances(b, neighbours);
  const width = (fromA.get(b) ?? 0) + 1;
  const cells: Cells = new Map();
  for (const k of keys) {
    const da = fromA.get(k);
    const db = fromB.get(k);
    if (da === undefined || db === undefined) return undefined;
    const twiceRow = da + db - (width - 1);
    if (twiceRow % 2 !== 0) return undefined;
    cells.set(k, [twiceRow / 2, da - twiceRow / 2]);
  }
  if (!distinct(cells)) return undefined;
  for (const [v, ns] of neighbours) {
    const [r, c] = cells.get(v)!;
    for (const w of ns) {
      const [r2, c2] = cells.get(w)!;
      if (Math.abs(r - r2) + Math.abs(c - c2) !== 1) return undefined;
    }
  }
  return cells;
}

function distances(from: string, neighbours: Map<string, Set<string>>): Map<string, number> {
  const seen = new Map([[from, 0]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const d = seen.get(queue[i])! + 1;
    for (const w of neighbours.get(queue[i])!) {
      if (seen.has(w)) continue;
      seen.set(w, d);
      queue.push(w);
    }
  }
  return seen;
}

function distinct(cells: Cells): boolean {
  return new Set([...cells.values()].map(([r, c]) => `${r},${c}`)).size === cells.size;
}

function normalise(cells: Cells): FlowLayout | undefined {
  const rows = [...cells.values()].map(([r]) => r);
  const columns = [...cells.values()].map(([, c]) => c);
  const r0 = Math.min(...rows);
  const c0 = Math.min(...columns);
  const height = Math.max(...rows) - r0 + 1;
  const width = Math.max(...columns) - c0 + 1;
  if (height * width > 1_000_000) return undefined;
  const position = new Map([...cells].map(([k, [r, c]]) => [k, { row: r - r0, column: c - c0 }]));
  return { rows: height, columns: width, position };
}
