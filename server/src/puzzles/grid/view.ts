// The generic grid: any puzzle drawn from a few atoms the user's encoding shows (docs/grid-view.md).
//   cell(R,C,Value)            a label in the cell: a number, a constant, a string
//   color(R,C,Colour)          a fill: a CSS colour name (`black`, `lightblue`), a string `"#ff8800"`, one of the
//                              theme's `wall`, `empty`, `highlight`, or any other name or number (a region),
//                              which gets a colour of its own
//   edge(R1,C1,R2,C2)          a line between two cell centres; edge(R1,C1,R2,C2,Colour) in a colour
//   size(Rows,Cols)            the board's size, else the largest row and column mentioned
// Rows and columns count from 1 in the atoms. Atoms that are facts of the file (Sudoku givens written as
// `cell(1,1,5).`) are what the instance fixes: their cells are drawn as fixed and jump to the fact on click.
import { formatSymbol, type ClingoSymbol } from '../../solving/symbols';
import { ColourNames, cssColour } from '../../view/palette';
import type { CellStyle, View, ViewEdge } from '../../view/view';
import { factsOf, type Fact, type Facts } from '../facts';
import { int } from '../family';
import { atomsNamed, ViewBoard, type InstanceRef } from '../viewBoard';

/** Fills named after the theme's own styles, so that a grid looks at home in light, dark and high contrast. */
const THEME_STYLES: Record<string, CellStyle> = { wall: 'wall', empty: 'empty', highlight: 'highlight', blank: 'blank' };

/** The largest board drawn: a million cells, as for the other families. */
const MAX_CELLS = 1_000_000;

type Atom = Extract<ClingoSymbol, { type: 'function' }>;

export function gridView(facts: Facts, atoms: readonly ClingoSymbol[], instance?: InstanceRef): View | undefined {
  const cells = [...atomsNamed(atoms, 'cell', 3)];
  const colours = [...atomsNamed(atoms, 'color', 3)];
  const edges = [...atomsNamed(atoms, 'edge', 4), ...atomsNamed(atoms, 'edge', 5)];
  const fixedCells = factsOf(facts, 'cell', 3);
  const fixedColours = factsOf(facts, 'color', 3);
  const size = boardSize(atoms, facts, [...cells, ...colours, ...edges], [...fixedCells, ...fixedColours]);
  if (!size) return undefined;
  const board = new ViewBoard(size.rows, size.columns, instance);
  const place = (args: ClingoSymbol[]): [number, number] | undefined => {
    const r = int(args[0]);
    const c = int(args[1]);
    return r !== undefined && c !== undefined && board.inside(r - 1, c - 1) ? [r - 1, c - 1] : undefined;
  };

  // Instance facts first: they fix their cells, and the answer usually repeats them.
  for (const f of [...fixedCells, ...fixedColours]) {
    const at = place(f.args);
    if (!at) continue;
    board.fact(at[0], at[1], f);
    if (f.name === 'cell') board.at(at[0], at[1]).style = 'fixed-empty';
  }
  // Several values in one cell (pencil marks, a Sudoku's candidates) are shown side by side, each once: kept as
  // lists until drawn, since a value may itself hold a space (`"a b"`).
  const labels = new Map<number, string[]>();
  const addLabel = (at: [number, number] | undefined, value: ClingoSymbol) => {
    if (!at) return;
    const key = at[0] * size.columns + at[1];
    const text = labelOf(value);
    const list = labels.get(key);
    if (!list) labels.set(key, [text]);
    else if (!list.includes(text)) list.push(text);
  };
  for (const f of fixedCells) addLabel(place(f.args), f.args[2]);

  const named = new ColourNames((name) => cssColour(name));
  for (const a of cells) {
    const at = place(a.args);
    if (!at) continue;
    board.note(at[0], at[1], formatSymbol(a));
    addLabel(at, a.args[2]);
  }
  for (const [key, list] of labels) board.at(Math.floor(key / size.columns), key % size.columns).label = list.join(' ');
  // The answer's fills and the instance's: the latter are already noted on their cells.
  const fills: { args: ClingoSymbol[]; atom?: Atom }[] = [...colours.map((atom) => ({ args: atom.args, atom })), ...fixedColours];
  for (const { args, atom } of fills) {
    const at = place(args);
    if (!at) continue;
    if (atom) board.note(at[0], at[1], formatSymbol(atom));
    const cell = board.at(at[0], at[1]);
    const value = args[2];
    const theme = value.type === 'function' && value.args.length === 0 ? THEME_STYLES[value.name] : undefined;
    if (theme) {
      if (cell.style !== 'fixed-empty') cell.style = theme;
    } else {
      cell.color = named.colour(colourName(value));
    }
  }

  const lines: ViewEdge[] = [];
  for (const a of edges) {
    const from = place(a.args);
    const to = place(a.args.slice(2));
    if (from) board.note(from[0], from[1], formatSymbol(a));
    if (to) board.note(to[0], to[1], formatSymbol(a));
    if (!from || !to) continue;
    const color = a.args.length === 5 ? named.colour(colourName(a.args[4])) : 'currentColor';
    lines.push({ from, to, color });
  }
  const legend = named.entries();
  return {
    kind: 'grid',
    rows: size.rows,
    columns: size.columns,
    cells: board.list(),
    edges: lines,
    ...(legend.length ? { legend } : {}),
  };
}

/** A colour's name as the CSS lookup sees it: a string's text (`"#ff8800"`), else the term as printed. */
function colourName(s: ClingoSymbol): string {
  return s.type === 'string' ? s.value : formatSymbol(s);
}

/** What a value reads as in a cell: a string without its quotes, anything else as clingo prints it. */
export function labelOf(s: ClingoSymbol): string {
  return s.type === 'string' ? s.value : formatSymbol(s);
}

function boardSize(atoms: readonly ClingoSymbol[], facts: Facts, mentioned: Atom[], fixed: Fact[]): { rows: number; columns: number } | undefined {
  const given = atomsNamed(atoms, 'size', 2)[0]?.args ?? factsOf(facts, 'size', 2)[0]?.args;
  let rows = int(given?.[0]) ?? 0;
  let columns = int(given?.[1]) ?? 0;
  if (!given) {
    for (const a of [...mentioned, ...fixed]) {
      const points = a.args.length >= 4 ? [a.args.slice(0, 2), a.args.slice(2, 4)] : [a.args];
      for (const [r, c] of points) {
        rows = Math.max(rows, int(r) ?? 0);
        columns = Math.max(columns, int(c) ?? 0);
      }
    }
  }
  return rows > 0 && columns > 0 && rows * columns <= MAX_CELLS ? { rows, columns } : undefined;
}
