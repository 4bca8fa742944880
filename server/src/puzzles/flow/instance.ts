// Flow Free boards as the golfed ASP question states them: vertices `v/1`, a symmetric adjacency `a/2`, colours
// `c/1` and endpoints `s(V,C)`, exactly two per colour; optionally `pos(V,R,C)` for the layout. Vertex names
// carry no meaning here, so every check is on the graph.
import { formatSymbol } from '../../solving/symbols';
import { factsOf, symbolKey, type Fact } from '../facts';
import { has, plural, type PuzzleFamily, type PuzzleProblem } from '../family';

export const flow: PuzzleFamily = {
  id: 'flow',
  title: 'Flow Free',
  encoding: 'flow.lp',
  recognise(facts) {
    // A graph alone (v/1, a/2) is many problems; colours or endpoints on it make it Flow.
    return has(facts, 'v', 1) && has(facts, 'a', 2) && (has(facts, 'c', 1) || has(facts, 's', 2));
  },
  check(facts) {
    const problems: PuzzleProblem[] = [];
    const vertices = group(factsOf(facts, 'v', 1), (f) => symbolKey(f.args[0]));
    const colours = group(factsOf(facts, 'c', 1), (f) => symbolKey(f.args[0]));
    const endpoints = factsOf(facts, 's', 2);
    checkEndpoints(endpoints, vertices, colours, problems);
    checkAdjacency(factsOf(facts, 'a', 2), vertices, problems);
    return problems;
  },
};

function checkEndpoints(endpoints: Fact[], vertices: Map<string, Fact[]>, colours: Map<string, Fact[]>, problems: PuzzleProblem[]): void {
  // Distinct vertices per colour and distinct colours per vertex: a fact written twice is still one endpoint.
  const byColour = new Map<string, Map<string, Fact[]>>();
  const byVertex = new Map<string, Map<string, Fact[]>>();
  for (const f of endpoints) {
    const v = symbolKey(f.args[0]);
    const c = symbolKey(f.args[1]);
    add(byColour, c, v, f);
    add(byVertex, v, c, f);
    if (!colours.has(c)) {
      problems.push(error(f, `colour ${c} is not declared: add c(${c}).`, 'colour'));
    }
    if (!vertices.has(v)) problems.push(error(f, `endpoint ${v} is not a declared vertex`, 'vertex'));
  }
  for (const [c, declarations] of colours) {
    const at = byColour.get(c);
    const n = at?.size ?? 0;
    if (n === 2) continue;
    const message = `colour ${c} has ${plural(n, 'endpoint')}; a colour needs exactly 2`;
    for (const f of declarations) problems.push(error(f, message, 'endpoints'));
    if (n > 2) for (const facts of at!.values()) for (const f of facts) problems.push(error(f, message, 'endpoints'));
  }
  for (const [v, byC] of byVertex) {
    if (byC.size < 2) continue;
    const names = [...byC.keys()];
    const message = `vertex ${v} is an endpoint of ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}; a vertex has at most one`;
    for (const facts of byC.values()) for (const f of facts) problems.push(error(f, message, 'vertex'));
  }
}

function checkAdjacency(adjacency: Fact[], vertices: Map<string, Fact[]>, problems: PuzzleProblem[]): void {
  // Neighbours of each vertex by key; a vertex nobody names is in no entry.
  const neighbours = new Map<string, Set<string>>();
  const keys = adjacency.map((f) => [symbolKey(f.args[0]), symbolKey(f.args[1])]);
  for (const [v, w] of keys) {
    const set = neighbours.get(v);
    if (set) set.add(w);
    else neighbours.set(v, new Set([w]));
    if (!neighbours.has(w)) neighbours.set(w, new Set());
  }
  adjacency.forEach((f, i) => {
    const [v, w] = keys[i];
    if (!vertices.has(v) || !vertices.has(w)) {
      const unknown = [...new Set([v, w])].filter((x) => !vertices.has(x));
      const what = unknown.length > 1 ? 'are not declared vertices' : 'is not a declared vertex';
      problems.push(error(f, `${unknown.join(' and ')} ${what}`, 'vertex'));
    } else if (!neighbours.get(w)!.has(v)) {
      // The encodings use an edge in both directions; a one-way adjacency can never be part of a path.
      const [x, y] = f.args.map(formatSymbol);
      problems.push({ span: { start: f.span.start, end: f.span.end }, message: `a(${x},${y}) has no reverse a(${y},${x})`, severity: 'warning', code: 'puzzle-flow-adjacency' });
    }
  });
  for (const [v, declarations] of vertices) {
    if (neighbours.has(v)) continue;
    for (const f of declarations) problems.push(error(f, `vertex ${v} has no neighbours`, 'isolated'));
  }
}

function group(facts: Fact[], key: (f: Fact) => string): Map<string, Fact[]> {
  const map = new Map<string, Fact[]>();
  for (const f of facts) {
    const k = key(f);
    const list = map.get(k);
    if (list) list.push(f);
    else map.set(k, [f]);
  }
  return map;
}

function add(map: Map<string, Map<string, Fact[]>>, outer: string, inner: string, f: Fact): void {
  let m = map.get(outer);
  if (!m) map.set(outer, (m = new Map()));
  const list = m.get(inner);
  if (list) list.push(f);
  else m.set(inner, [f]);
}

function error(f: Fact, message: string, what: string): PuzzleProblem {
  return { span: { start: f.span.start, end: f.span.end }, message, severity: 'error', code: `puzzle-flow-${what}` };
}
