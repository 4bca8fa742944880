// The common text format of Flow Free boards, read into the facts of the seed's encoding.
//
//   A..B      one line per row, one character per cell: a letter or digit names a colour (case matters),
//   ..C.A     '.' is a blank cell. Blank lines before and after the board are ignored; trailing spaces too.
//   .....
//
// Facts (the seed's predicates, plus pos/3 so that the layout never has to be guessed from names):
//   v(V).  a(V,W) in both directions.  c(Colour).  s(V,Colour).  pos(V,Row,Column), both counted from 1.
// Vertex names: `vRC` as in the seed (v11 is the upper left cell; row digit, then column digit) while both
// sides are at most 9, so that the seed's own facts and expected answers fit; from 10 on the names would be
// ambiguous (v111 is row 1 column 11 or row 11 column 1), so larger boards use the tuple `(R,C)`, which
// keeps the coordinates as numbers and sorts in reading order. Colours are the strings of their
// characters ("A", "7"), which keeps 'a' and 'A' apart.

export interface FlowBoard {
  rows: number;
  cols: number;
  /** cells[r][c]: the colour character of an endpoint, or null for a blank cell; 0-based. */
  cells: (string | null)[][];
}

/** A problem in the text, at 1-based line and column. */
export interface FlowTextError {
  line: number;
  column: number;
  message: string;
}

export type FlowTextResult = { ok: true; board: FlowBoard } | { ok: false; errors: FlowTextError[] };

export type VertexNaming = 'seed' | 'tuple';

const COLOUR = /^[A-Za-z0-9]$/;

export function parseFlowText(text: string): FlowTextResult {
  const lines = text.split(/\r?\n/).map((l) => l.replace(/\s+$/, ''));
  let first = 0;
  while (first < lines.length && lines[first] === '') first++;
  let last = lines.length - 1;
  while (last >= first && lines[last] === '') last--;
  if (first > last) return { ok: false, errors: [{ line: 1, column: 1, message: 'the board is empty' }] };

  const errors: FlowTextError[] = [];
  const cols = lines[first].length;
  const cells: (string | null)[][] = [];
  /** Where each colour's endpoints are, for the pairing check. */
  const seen = new Map<string, { line: number; column: number }[]>();
  for (let i = first; i <= last; i++) {
    const line = lines[i];
    if (line.length !== cols) {
      errors.push({ line: i + 1, column: Math.min(line.length, cols) + 1, message: `this row has ${line.length} cells, the first row has ${cols}` });
    }
    const row: (string | null)[] = [];
    for (let j = 0; j < line.length; j++) {
      const ch = line[j];
      if (ch === '.') {
        row.push(null);
      } else if (COLOUR.test(ch)) {
        row.push(ch);
        const at = seen.get(ch) ?? [];
        at.push({ line: i + 1, column: j + 1 });
        seen.set(ch, at);
      } else {
        errors.push({ line: i + 1, column: j + 1, message: `'${ch}' is neither a colour (a letter or digit) nor '.'` });
        row.push(null);
      }
    }
    cells.push(row);
  }
  for (const [colour, at] of seen) {
    if (at.length === 1) errors.push({ ...at[0], message: `colour ${colour} has one endpoint; it needs two` });
    if (at.length > 2) errors.push({ ...at[2], message: `colour ${colour} has ${at.length} endpoints; it needs two` });
  }
  if (errors.length > 0) {
    errors.sort((x, y) => x.line - y.line || x.column - y.column);
    return { ok: false, errors };
  }
  return { ok: true, board: { rows: cells.length, cols, cells } };
}

/** 'seed' names fit boards up to 9x9; anything larger gets tuples. */
export function defaultNaming(board: { rows: number; cols: number }): VertexNaming {
  return board.rows <= 9 && board.cols <= 9 ? 'seed' : 'tuple';
}

/** The vertex term of the cell in 1-based `row` and `col`. */
export function vertexName(row: number, col: number, naming: VertexNaming): string {
  if (naming === 'tuple') return `(${row},${col})`;
  if (row > 9 || col > 9) throw new RangeError(`the seed's vRC names only go up to 9x9, not row ${row} column ${col}`);
  return `v${row}${col}`;
}

/** A colour character as a term. */
export function colourTerm(ch: string): string {
  return `"${ch}"`;
}

/** The board as facts for the seed's encodings (and the bundled flow.lp). */
export function boardToFacts(board: FlowBoard, naming: VertexNaming = defaultNaming(board)): string {
  const rows = board.cells.map((_, r) => rowFacts(board, r, naming));
  const colours = coloursFact(board);
  return `${[
    `% Flow Free, ${board.rows}x${board.cols}`,
    ...rows.map((row) => row.vertices),
    ...rows.map((row) => row.places),
    ...rows.map((row) => row.links).filter((links) => links !== ''),
    ...(colours ? [colours] : []),
    ...rows.flatMap((row) => row.endpoints),
  ].join('\n')}\n`;
}

/**
 * The same facts, one line per row of the board: its cells' vertices, places, links to the right and below, and
 * endpoints, with the colours at the end of the first row's line. Laid over a text board's own lines, a message
 * at one of these facts names the row of the board it is about.
 */
export function boardRowFacts(board: FlowBoard, naming: VertexNaming = defaultNaming(board)): string[] {
  const lines = board.cells.map((_, r) => {
    const { vertices, places, links, endpoints } = rowFacts(board, r, naming);
    return [vertices, places, links, ...endpoints].filter((part) => part !== '').join(' ');
  });
  const colours = coloursFact(board);
  if (colours && lines.length > 0) lines[0] += ` ${colours}`;
  return lines;
}

/** The facts of row `r` (0-based), each kind as one line of text. */
function rowFacts(board: FlowBoard, r: number, naming: VertexNaming) {
  const name = (row: number, c: number) => vertexName(row + 1, c + 1, naming);
  const cells = board.cells[r];
  const links: string[] = [];
  for (let c = 0; c < board.cols; c++) {
    if (c + 1 < board.cols) links.push(`a(${name(r, c)},${name(r, c + 1)}). a(${name(r, c + 1)},${name(r, c)}).`);
    if (r + 1 < board.rows) links.push(`a(${name(r, c)},${name(r + 1, c)}). a(${name(r + 1, c)},${name(r, c)}).`);
  }
  return {
    vertices: `v(${cells.map((_, c) => name(r, c)).join('; ')}).`,
    places: cells.map((_, c) => `pos(${name(r, c)},${r + 1},${c + 1}).`).join(' '),
    links: links.join(' '),
    endpoints: cells.flatMap((ch, c) => (ch === null ? [] : [`s(${name(r, c)},${colourTerm(ch)}).`])),
  };
}

/** `c(...)` with the board's colours in order, or undefined for a board without any. */
function coloursFact(board: FlowBoard): string | undefined {
  const colours = [...new Set(board.cells.flat().filter((ch): ch is string => ch !== null))].sort();
  return colours.length > 0 ? `c(${colours.map(colourTerm).join('; ')}).` : undefined;
}

/** The board in the text format, one line per row. */
export function boardToText(board: FlowBoard): string {
  return board.cells.map((row) => row.map((ch) => ch ?? '.').join('')).join('\n') + '\n';
}
