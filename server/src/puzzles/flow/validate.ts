// Checks a Flow Free answer, the `e(V,W,C)` atoms, against the puzzle's rules, reading only the instance's facts:
// no encoding is trusted, so a golfed encoding that lets a loop or a crossing through is caught and the vertices
// are marked. Vertices are named as the facts name them; where they sit on the board comes from flowLayout, and
// without a layout the violations still name the vertices but mark no cells.
import { formatSymbol, type ClingoSymbol } from '../../solving/symbols';
import type { CellRef, ViewViolation } from '../../view/view';
import { factsOf, symbolKey, type Facts } from '../facts';
import { flowLayout } from './layout';

interface Edge {
  from: string;
  to: string;
  colour: string;
}

/** What the checks share: names to print, places to mark, and the answer's edges per vertex and colour. */
interface Board {
  vertices: string[];
  name: Map<string, string>;
  place: (keys: Iterable<string>) => CellRef[];
  /** The endpoint colour of each endpoint vertex (the first `s/2` fact wins; the instance check reports more). */
  endpoint: Map<string, string>;
  /** Neighbours by vertex and colour, whichever direction the edge is written in. */
  around: Map<string, Map<string, Set<string>>>;
}

const MAX_NAMED = 6;

/** Every rule the answer breaks: edges, their reverses, one colour per vertex, degrees, loops, joined endpoints. */
export function validateFlow(facts: Facts, atoms: readonly ClingoSymbol[]): ViewViolation[] {
  const violations: ViewViolation[] = [];
  const board = boardOf(facts);
  const adjacent = new Set(factsOf(facts, 'a', 2).map((f) => pair(symbolKey(f.args[0]), symbolKey(f.args[1]))));
  const colours = new Set([...factsOf(facts, 'c', 1).map((f) => symbolKey(f.args[0])), ...board.endpoint.values()]);
  const edges = answerEdges(atoms, board);
  const written = new Set(edges.map((e) => triple(e.from, e.to, e.colour)));

  for (const e of edges) {
    const unknown = [e.from, e.to].filter((v) => !board.around.has(v));
    const label = `${board.name.get(e.colour)} edge ${board.name.get(e.from)}→${board.name.get(e.to)}`;
    if (unknown.length > 0) {
      const which = [...new Set(unknown)].map((v) => board.name.get(v)).join(' and ');
      violations.push({ rule: 'flow-edge', message: `${label} names ${which}, which the puzzle does not have as a vertex`, cells: board.place([e.from, e.to]) });
      continue;
    }
    // The instance check warns about a one-way a/2; an edge along it is still between neighbours.
    if (e.from === e.to || (!adjacent.has(pair(e.from, e.to)) && !adjacent.has(pair(e.to, e.from)))) {
      violations.push({ rule: 'flow-edge', message: `${label} joins vertices that are not adjacent`, cells: board.place([e.from, e.to]) });
    }
    if (!colours.has(e.colour)) {
      violations.push({ rule: 'flow-edge', message: `${label} has a colour the puzzle does not have`, cells: board.place([e.from, e.to]) });
    }
    addNeighbour(board, e.from, e.to, e.colour);
    addNeighbour(board, e.to, e.from, e.colour);
  }
  checkSymmetry(edges, written, board, violations);
  const single = checkColours(board, violations);
  checkDegrees(single, board, violations);
  checkPieces(board, violations);
  return violations;
}

function boardOf(facts: Facts): Board {
  const name = new Map<string, string>();
  const vertices: string[] = [];
  const around = new Map<string, Map<string, Set<string>>>();
  for (const f of factsOf(facts, 'v', 1)) {
    const key = symbolKey(f.args[0]);
    if (around.has(key)) continue;
    name.set(key, formatSymbol(f.args[0]));
    vertices.push(key);
    around.set(key, new Map());
  }
  const endpoint = new Map<string, string>();
  for (const f of factsOf(facts, 's', 2)) {
    const [v, c] = f.args.map(symbolKey);
    name.set(c, formatSymbol(f.args[1]));
    if (!endpoint.has(v)) endpoint.set(v, c);
  }
  for (const f of factsOf(facts, 'c', 1)) name.set(symbolKey(f.args[0]), formatSymbol(f.args[0]));
  const layout = flowLayout(facts);
  const place = (keys: Iterable<string>): CellRef[] => {
    if (!layout) return [];
    const cells: CellRef[] = [];
    for (const k of keys) {
      const p = layout.position.get(k);
      if (p) cells.push([p.row, p.column]);
    }
    return cells;
  };
  return { vertices, name, place, endpoint, around };
}

/** The answer's e/3 atoms, each once. */
function answerEdges(atoms: readonly ClingoSymbol[], board: Board): Edge[] {
  const seen = new Set<string>();
  const edges: Edge[] = [];
  for (const a of atoms) {
    if (a.type !== 'function' || a.name !== 'e' || a.args.length !== 3 || a.negated) continue;
    const [from, to, colour] = a.args.map(symbolKey);
    const key = triple(from, to, colour);
    if (seen.has(key)) continue;
    seen.add(key);
    for (const [k, s] of [[from, a.args[0]], [to, a.args[1]], [colour, a.args[2]]] as const) {
      if (!board.name.has(k)) board.name.set(k, formatSymbol(s));
    }
    edges.push({ from, to, colour });
  }
  return edges;
}

/** Every edge comes back in the same colour; a pair written in two colours is reported once. */
function checkSymmetry(edges: Edge[], written: Set<string>, board: Board, violations: ViewViolation[]): void {
  const reported = new Set<string>();
  const coloursOf = new Map<string, string[]>();
  for (const e of edges) {
    const list = coloursOf.get(pair(e.from, e.to));
    if (list) list.push(e.colour);
    else coloursOf.set(pair(e.from, e.to), [e.colour]);
  }
  for (const e of edges) {
    if (!board.around.has(e.from) || !board.around.has(e.to) || written.has(triple(e.to, e.from, e.colour))) continue;
    if (reported.has(pair(e.from, e.to))) continue;
    reported.add(pair(e.to, e.from));
    const n = (k: string) => board.name.get(k)!;
    const back = (coloursOf.get(pair(e.to, e.from)) ?? []).map(n);
    const message = back.length
      ? `edge ${n(e.from)}→${n(e.to)} is ${n(e.colour)} but ${n(e.to)}→${n(e.from)} is ${back.join(' and ')}`
      : `${n(e.colour)} edge ${n(e.from)}→${n(e.to)} has no reverse ${n(e.to)}→${n(e.from)}`;
    violations.push({ rule: 'flow-symmetry', message, cells: board.place([e.from, e.to]) });
  }
}

/** One colour per vertex, an endpoint's own; returns the colour of each vertex that has exactly one. */
function checkColours(board: Board, violations: ViewViolation[]): Map<string, string> {
  const single = new Map<string, string>();
  for (const v of board.vertices) {
    const own = board.endpoint.get(v);
    const colours = [...board.around.get(v)!.keys()];
    const name = board.name.get(v)!;
    const list = (cs: string[]) => cs.map((c) => board.name.get(c)!).join(' and ');
    let message: string | undefined;
    if (own !== undefined) {
      const other = colours.filter((c) => c !== own);
      if (other.length) message = `endpoint ${name} is ${board.name.get(own)} but has ${other.length === 1 ? 'an edge of colour' : 'edges of colours'} ${list(other)}`;
      else single.set(v, own);
    } else if (colours.length === 0) {
      message = `vertex ${name} is on no path: no edge touches it`;
    } else if (colours.length > 1) {
      message = `vertex ${name} has edges of ${colours.length} colours: ${list(colours)}`;
    } else {
      single.set(v, colours[0]);
    }
    if (message) violations.push({ rule: 'flow-colour', message, cells: board.place([v]) });
  }
  return single;
}

/** Endpoints have one edge in their colour, every other vertex two. */
function checkDegrees(single: Map<string, string>, board: Board, violations: ViewViolation[]): void {
  for (const [v, colour] of single) {
    const degree = board.around.get(v)!.get(colour)?.size ?? 0;
    const endpoint = board.endpoint.has(v);
    const needed = endpoint ? 1 : 2;
    if (degree === needed) continue;
    const edges = `${degree} ${board.name.get(colour)} edge${degree === 1 ? '' : 's'}`;
    violations.push({
      rule: 'flow-degree',
      message: `${endpoint ? 'endpoint' : 'vertex'} ${board.name.get(v)} has ${edges}; it needs ${needed}`,
      cells: board.place([v]),
    });
  }
}

/**
 * The pieces of each colour: a piece with a cycle and none of its colour's endpoints is a loop (one the degrees
 * alone allow), and a colour's two endpoints must lie in one piece.
 */
function checkPieces(board: Board, violations: ViewViolation[]): void {
  const endpoints = new Map<string, string[]>();
  for (const [v, c] of board.endpoint) {
    if (!board.around.has(v)) continue;
    const list = endpoints.get(c);
    if (list) list.push(v);
    else endpoints.set(c, [v]);
  }
  const colours = new Set<string>();
  for (const v of board.vertices) for (const c of board.around.get(v)!.keys()) colours.add(c);
  for (const colour of colours) {
    const seen = new Set<string>();
    for (const v of board.vertices) {
      if (seen.has(v) || !board.around.get(v)!.has(colour)) continue;
      const piece = walk(board, v, colour);
      for (const w of piece) seen.add(w);
      if (piece.some((w) => board.endpoint.get(w) === colour)) continue;
      let ends = 0;
      for (const w of piece) ends += board.around.get(w)!.get(colour)!.size;
      // Each edge is counted at both of its ends; a connected piece with as many edges as vertices has a cycle.
      if (ends / 2 < piece.length) continue;
      const c = board.name.get(colour)!;
      violations.push({ rule: 'flow-loop', message: `${c} loop through ${names(board, piece)} touches no ${c} endpoint`, cells: board.place(piece) });
    }
  }
  for (const [colour, ends] of endpoints) {
    if (ends.length !== 2) continue;
    const first = walk(board, ends[0], colour);
    if (first.includes(ends[1])) continue;
    const second = walk(board, ends[1], colour);
    const c = board.name.get(colour)!;
    violations.push({
      rule: 'flow-path',
      message: `the ${c} endpoints ${board.name.get(ends[0])} and ${board.name.get(ends[1])} are not joined by a ${c} path`,
      cells: board.place([...first, ...second]),
    });
  }
}

/** The vertices joined to v by edges of the colour, depth first: a path or a loop in the order it runs. */
function walk(board: Board, v: string, colour: string): string[] {
  const seen = new Set<string>();
  const order: string[] = [];
  const stack = [v];
  while (stack.length) {
    const at = stack.pop()!;
    if (seen.has(at)) continue;
    seen.add(at);
    order.push(at);
    const next = [...(board.around.get(at)?.get(colour) ?? [])].filter((w) => !seen.has(w) && board.around.has(w));
    for (const w of next.reverse()) stack.push(w);
  }
  return order;
}

function names(board: Board, vertices: string[]): string {
  const shown = vertices.slice(0, vertices.length > MAX_NAMED ? MAX_NAMED - 1 : MAX_NAMED).map((v) => board.name.get(v)!);
  return vertices.length > MAX_NAMED ? `${shown.join(', ')}, … (${vertices.length} vertices)` : shown.join(', ');
}

function addNeighbour(board: Board, v: string, w: string, colour: string): void {
  const byColour = board.around.get(v);
  if (!byColour) return;
  const set = byColour.get(colour);
  if (set) set.add(w);
  else byColour.set(colour, new Set([w]));
}

function pair(v: string, w: string): string {
  return `${v}\u0000${w}`;
}

function triple(v: string, w: string, c: string): string {
  return `${v}\u0000${w}\u0000${c}`;
}
