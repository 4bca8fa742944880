// A Flow Free answer as a picture: each cell washed in the colour of the pipe through it, the pipes as lines
// between cell centres, the endpoints as dots, on the layout `flowLayout` finds for the vertices. Colour names
// get Flow's own colours (red, blue, …); any other name, such as the text format's `"A"`, the next of a fixed
// list, so that each pipe is told apart.
import { formatSymbol, type ClingoSymbol } from '../../solving/symbols';
import { ColourNames, flowColour } from '../../view/palette';
import type { View, ViewEdge, ViewMark } from '../../view/view';
import { factsOf, symbolKey, type Facts } from '../facts';
import { atomsNamed, ViewBoard, type InstanceRef } from '../viewBoard';
import { flowLayout } from './layout';

export function flowView(facts: Facts, atoms: readonly ClingoSymbol[], instance?: InstanceRef): View | undefined {
  const layout = flowLayout(facts);
  if (!layout) return undefined;
  const board = new ViewBoard(layout.rows, layout.columns, instance);
  const where = (v: ClingoSymbol) => layout.position.get(symbolKey(v));

  const names = new ColourNames((name) => flowColour(name));
  // Declared colours first, in their order, so that the same board always gets the same colours.
  const declared = factsOf(facts, 'c', 1).map((f) => formatSymbol(f.args[0]));
  names.reserve(declared);
  for (const name of declared) names.colour(name);
  const colourOf = (s: ClingoSymbol) => names.colour(formatSymbol(s));

  // Endpoints are what the instance fixes; the vertex fact is where any other cell is declared.
  const marks: ViewMark[] = [];
  for (const f of factsOf(facts, 's', 2)) {
    const at = where(f.args[0]);
    if (!at) continue;
    board.fact(at.row, at.column, f);
    const color = colourOf(f.args[1]);
    board.at(at.row, at.column).color ??= color;
    marks.push({ cell: [at.row, at.column], kind: 'dot', color });
  }
  for (const name of ['v', 'pos'] as const) {
    for (const f of factsOf(facts, name, name === 'v' ? 1 : 3)) {
      const at = where(f.args[0]);
      if (at) board.fact(at.row, at.column, f);
    }
  }

  const edges: ViewEdge[] = [];
  const seen = new Set<string>();
  for (const a of atomsNamed(atoms, 'e', 3)) {
    const [v, w, c] = a.args;
    const from = where(v);
    const to = where(w);
    const text = formatSymbol(a);
    if (from) board.note(from.row, from.column, text);
    if (to) board.note(to.row, to.column, text);
    if (!from || !to) continue;
    const color = colourOf(c);
    for (const at of [from, to]) {
      const cell = board.at(at.row, at.column);
      if (!cell.color) cell.color = color;
    }
    // The answer has each edge in both directions; the picture draws it once.
    const kv = symbolKey(v);
    const kw = symbolKey(w);
    const key = `${kv < kw ? kv : kw}\u0000${kv < kw ? kw : kv}\u0000${symbolKey(c)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    edges.push({ from: [from.row, from.column], to: [to.row, to.column], color });
  }

  let open = 0;
  for (const at of layout.position.values()) if (!board.peek(at.row, at.column)?.color) open++;
  return {
    kind: 'flow',
    rows: layout.rows,
    columns: layout.columns,
    cells: board.list(),
    edges,
    marks,
    cellFill: 'tint',
    legend: names.entries(),
    caption: open > 0 ? `${open} ${open === 1 ? 'cell has' : 'cells have'} no pipe` : undefined,
  };
}
