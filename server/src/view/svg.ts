// A View as an SVG document: a pure function of its input, no DOM, so the panel, the exports and the tests all
// get the same text. The drawing is in cell units: the viewBox runs from (-margin, -margin) to
// (columns + margin, rows + margin), and the cell (row, column) is the unit square at x = column, y = row.
//
// Finding the cell under the pointer: with `svg.getScreenCTM()` map the pointer into the drawing's units,
//   const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(svg.getScreenCTM()!.inverse());
//   row = Math.floor(p.y), column = Math.floor(p.x)   (a cell when 0 <= row < data-rows, 0 <= column < data-columns)
// Cells of one fill are a single <path>, so that 90,000 cells are a handful of elements; only the few things a
// person points at one by one (labels, marks) carry data-row and data-column themselves.
//
// Colours: with the theme `inherit` every part carries a class `aspv-<role>` styled by a <style> element of
// `var(--vscode-…)` properties (see svgTheme.ts), so the picture follows the editor's theme; with a fixed theme
// the colours are written on the elements, for files that must look the same anywhere. Colours that belong to
// the puzzle (pipes, `color/3`) are written on the elements in both cases. Every text and attribute is escaped.
import { COLOURS, paintProperty, viewStylesheet, type Role, type Theme } from './svgTheme';
import { allMarks, fillGrid, hasCellColours, pathCells, wallBitsGrid, wallRuns } from './unpacked';
import { fillStyle, onPaper, type CellRef, type CellStyle, type View, type ViewHighlight, type ViewMark, type ViewViolation } from './view';

export { viewStylesheet } from './svgTheme';

export interface SvgOptions {
  /** `inherit` (the default) follows the editor through CSS; the others embed fixed colours, for exports. */
  theme?: Theme | 'inherit';
  /** Pixels per cell for the width and height attributes (default 32); the drawing itself is in cell units. */
  cellSize?: number;
  /** Space around the board, in cells (default 0.25). */
  margin?: number;
  /** Outline the cells of the view's violations (default true). */
  showViolations?: boolean;
  /** A nonce for the <style> element of `inherit`, for a webview whose Content-Security-Policy asks for one. */
  styleNonce?: string;
}

/** The fills of named cell styles; `blank` is the board showing through. */
const STYLE_ROLE: Partial<Record<CellStyle, Role>> = {
  wall: 'cell-wall',
  'fixed-wall': 'cell-fixed-wall',
  empty: 'cell-empty',
  'fixed-empty': 'cell-fixed-empty',
  highlight: 'cell-highlight',
};

const KIND_TITLE: Record<View['kind'], string> = { 'cell-maze': 'Maze', flow: 'Flow board', 'wall-maze': 'Wall maze', grid: 'Grid' };

export function renderSvg(view: View, options: SvgOptions = {}): string {
  // A grid that names its own colours is drawn on paper, light in every theme: its colours were chosen for a light
  // page (`black` squares, `lavender` boxes under dark digits), and on a dark board they vanish or hide the labels.
  const paper = onPaper(view);
  const requested = options.theme ?? 'inherit';
  const theme = paper && requested !== 'inherit' ? 'light' : requested;
  const cellSize = positive(options.cellSize, 32);
  const margin = options.margin !== undefined && Number.isFinite(options.margin) && options.margin >= 0 ? options.margin : 0.25;
  const rows = count(view.rows);
  const columns = count(view.columns);
  const paint = (role: Role): string => {
    const cls = ` class="aspv-${role}"`;
    return theme === 'inherit' ? cls : `${cls} ${paintProperty(role)}="${COLOURS[role][theme]}"`;
  };
  const beside = view.beside;
  const layout = pairLayout(view, margin);
  const width = layout.width + 2 * margin;
  const height = layout.height + 2 * margin;
  const out: string[] = [];
  const title = beside ? `${titleOf(view, rows, columns)}; beside it ${titleOf(beside, count(beside.rows), count(beside.columns))}` : titleOf(view, rows, columns);
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" class="aspv aspv-kind-${view.kind}${paper ? ' aspv-paper' : ''}" viewBox="${num(-margin)} ${num(-margin - layout.top)} ${num(width)} ${num(height)}"` +
      ` width="${num(width * cellSize)}" height="${num(height * cellSize)}" data-rows="${rows}" data-columns="${columns}"` +
      ` role="img" aria-label="${escape(title)}"${theme === 'inherit' ? '' : ` color="${COLOURS.foreground[theme]}"`}>`,
    `<title>${escape(title)}</title>`,
  );
  if (theme === 'inherit') out.push(`<style${options.styleNonce ? ` nonce="${escape(options.styleNonce)}"` : ''}>${viewStylesheet()}</style>`);
  if (!beside) {
    out.push(...boardParts(view, paint, theme, options));
  } else {
    // Two boards, each in a group of its own cell units (the panel finds the cell under the pointer through it).
    const boards: [View, number][] = [[view, 0], [beside, layout.secondX]];
    boards.forEach(([board, x], i) => {
      const heading = view.headings?.[i];
      out.push(`<g data-board="${i}"${x ? ` transform="translate(${num(x)} 0)"` : ''}>`);
      if (heading) {
        out.push(`<text${paint('heading')} x="${num(count(board.columns) / 2)}" y="${num(-HEADING / 2)}" font-family="sans-serif" font-size="0.5" text-anchor="middle" dominant-baseline="central">${escape(heading)}</text>`);
      }
      out.push(...boardParts({ ...board, beside: undefined }, paint, theme, options), '</g>');
    });
  }
  out.push('</svg>');
  return out.join('\n');
}

/** The height of the headings over two boards side by side, and the space between the boards, in cells. */
const HEADING = 1;
const PAIR_GAP = 1;

/** Where the parts of a drawing go: one board, or two side by side under their headings. */
export function pairLayout(view: View, margin = 0.25): { width: number; height: number; top: number; secondX: number } {
  const rows = count(view.rows);
  const columns = count(view.columns);
  if (!view.beside) return { width: columns, height: rows, top: 0, secondX: 0 };
  const top = view.headings ? HEADING : 0;
  const secondX = columns + PAIR_GAP + 2 * margin;
  return { width: secondX + count(view.beside.columns), height: Math.max(rows, count(view.beside.rows)) + top, top, secondX };
}

/** One board's elements, in its cell units. */
function boardParts(view: View, paint: (role: Role) => string, theme: Theme | 'inherit', options: SvgOptions): string[] {
  const rows = count(view.rows);
  const columns = count(view.columns);
  const out: string[] = [];
  const flow = view.kind === 'flow';
  out.push(`<rect${paint(flow ? 'flow-board' : 'board')} x="0" y="0" width="${columns}" height="${rows}"/>`);
  out.push(...cellPaths(view, rows, columns, paint));
  if (view.unforced?.length) out.push(...unforcedCells(view.unforced, paint));
  if (view.kind !== 'wall-maze') out.push(gridLines(rows, columns, paint(flow ? 'flow-grid' : 'grid')));
  const walls = wallLines(view);
  if (walls) {
    // On cells coloured from light to dark (distances) no one wall colour shows on all of them: a wider line in
    // the board's colour under each wall keeps the walls visible on every fill.
    if (hasCellColours(view)) out.push(`<path${paint('wall-halo')} fill="none" stroke-width="0.22" stroke-linecap="square" d="${walls}"/>`);
    out.push(`<path${paint('walls')} fill="none" stroke-width="0.1" stroke-linecap="square" d="${walls}"/>`);
  }
  out.push(...edgePaths(view));
  for (const path of view.paths ?? []) {
    const cells = pathCells(path, columns);
    if (cells.length === 0) continue;
    const points = cells.map(([r, c]) => `${num(c + 0.5)},${num(r + 0.5)}`).join(' ');
    out.push(`<polyline class="aspv-path" points="${points}" fill="none" stroke="${colour(path.color)}" stroke-width="0.3" stroke-linecap="round" stroke-linejoin="round"/>`);
  }
  out.push(...marks(allMarks(view), paint));
  out.push(...labels(view, theme));
  if (view.changed?.length) {
    const d = view.changed.map(([r, c]) => `M${num(c + 0.1)} ${num(r + 0.1)}h0.8v0.8h-0.8z`).join('');
    out.push(`<path${paint('changed')} fill="none" stroke-width="0.06" stroke-dasharray="0.16 0.1" d="${d}"/>`);
  }
  if (view.differing?.length) {
    const d = inside(view.differing, rows, columns).map(([r, c]) => `M${num(c + 0.07)} ${num(r + 0.07)}h0.86v0.86h-0.86z`).join('');
    out.push(`<path${paint('differing')} fill="none" stroke-width="0.1" stroke-linejoin="round" d="${d}"/>`);
  }
  if (options.showViolations !== false) for (const v of view.violations ?? []) out.push(violation(v, paint));
  for (const h of view.highlights ?? []) out.push(highlight(h, paint));
  return out;
}

/**
 * Cells that are not the same in every answer: a light grey wash and three diagonal strokes each, one path for
 * all of them, so that the forced cells stand out in any theme and without colour.
 */
function unforcedCells(cells: CellRef[], paint: (role: Role) => string): string[] {
  const wash: string[] = [];
  const hatch: string[] = [];
  for (const [r, c] of cells) {
    if (!Number.isInteger(r) || !Number.isInteger(c)) continue;
    wash.push(`M${c} ${r}h1v1h-1z`);
    hatch.push(`M${c} ${num(r + 0.5)}l0.5 -0.5M${c} ${r + 1}l1 -1M${num(c + 0.5)} ${r + 1}l0.5 -0.5`);
  }
  return [
    `<path${paint('unforced')} fill-opacity="0.28" d="${wash.join('')}"/>`,
    `<path${paint('unforced-hatch')} fill="none" stroke-width="0.04" stroke-linecap="square" d="${hatch.join('')}"/>`,
  ];
}

function inside(cells: CellRef[], rows: number, columns: number): CellRef[] {
  return cells.filter(([r, c]) => Number.isInteger(r) && Number.isInteger(c) && r >= 0 && c >= 0 && r < rows && c < columns);
}

/** Escapes text for XML content and attribute values, dropping characters XML 1.0 cannot hold at all. */
export function escape(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * A puzzle's colour as an attribute value: hex, rgb()/hsl() with plain numbers, a name, or currentColor.
 * Anything else (a `url(…)` that would fetch, text that is no colour) becomes the foreground.
 */
export function colour(text: string | undefined): string {
  if (text && (/^#[0-9a-fA-F]{3,8}$/.test(text) || /^(?:rgb|hsl)a?\([0-9.,%\s]+\)$/.test(text) || /^[a-zA-Z]+$/.test(text))) return text;
  return 'currentColor';
}

function titleOf(view: View, rows: number, columns: number): string {
  const parts = [`${KIND_TITLE[view.kind] ?? 'Grid'}, ${rows} by ${columns}`];
  if (view.answer) parts.push(`answer ${view.answer.index} of ${view.answer.exhausted ? '' : 'at least '}${view.answer.count}`);
  if (view.caption) parts.push(view.caption);
  return parts.join('; ');
}

/**
 * One <path> per fill: each row's runs of equal cells as rectangles. A cell given twice takes the later entry;
 * cells outside the board are not drawn.
 */
function cellPaths(view: View, rows: number, columns: number, paint: (role: Role) => string): string[] {
  const keys: string[] = [''];
  const keyIndex = new Map<string, number>([['', 0], ['blank', 0]]);
  /** The number of a fill, given as `raw`; `key` (what it is drawn with) is worked out once per raw text. */
  const keyOf = (raw: string, key: () => string): number => {
    let index = keyIndex.get(raw);
    if (index === undefined) {
      const drawn = key();
      index = keyIndex.get(drawn);
      if (index === undefined) {
        index = keys.length;
        keys.push(drawn);
        keyIndex.set(drawn, index);
      }
      keyIndex.set(raw, index);
    }
    return index;
  };
  const grid = new Int32Array(rows * columns);
  const fixed: CellRef[] = [];
  const paper = onPaper(view);
  // Packed colours first: the listed cells are drawn over them.
  const fills = fillGrid(view);
  if (fills) {
    const fillKey = fills.colors.map((c) => keyOf(`#${c}`, () => `#${colour(c)}`));
    for (let i = 0; i < grid.length; i++) {
      const k = fills.cells[i];
      if (k > 0 && k <= fillKey.length) grid[i] = fillKey[k - 1];
    }
  }
  for (const cell of view.cells) {
    const { row, column } = cell;
    if (!(row >= 0 && column >= 0 && row < rows && column < columns) || !Number.isInteger(row) || !Number.isInteger(column)) continue;
    // A fixed cell with a label is told by its bold label; the others get a frame (below).
    if ((cell.style === 'fixed-wall' || cell.style === 'fixed-empty') && !cell.label) fixed.push([row, column]);
    // Keyed by the colour as given: a board has few distinct fills, so each is checked and named once.
    const style = fillStyle(cell, paper);
    const raw = cell.color !== undefined ? `#${cell.color}` : style ?? 'blank';
    grid[row * columns + column] = keyOf(raw, () => (cell.color !== undefined ? `#${colour(cell.color)}` : STYLE_ROLE[style ?? 'blank'] ?? ''));
  }
  const runs: string[][] = keys.map(() => []);
  for (let r = 0; r < rows; r++) {
    const base = r * columns;
    let c = 0;
    while (c < columns) {
      const k = grid[base + c];
      let end = c + 1;
      while (end < columns && grid[base + end] === k) end++;
      if (k !== 0) runs[k].push(`M${c} ${r}h${end - c}v1h${c - end}z`);
      c = end;
    }
  }
  const tint = view.cellFill === 'tint' ? ' fill-opacity="0.4"' : '';
  const out: string[] = [];
  for (let k = 1; k < keys.length; k++) {
    if (runs[k].length === 0) continue;
    const key = keys[k];
    const fill = key.startsWith('#') ? ` class="aspv-cell" fill="${escape(key.slice(1))}"${tint}` : paint(key as Role);
    out.push(`<path${fill} d="${runs[k].join('')}"/>`);
  }
  // Cells the instance fixes get an inner frame as well as their shade, so they stand out without colour too.
  if (fixed.length > 0) {
    const d = fixed.map(([r, c]) => `M${num(c + 0.15)} ${num(r + 0.15)}h0.7v0.7h-0.7z`).join('');
    out.push(`<path${paint('fixed')} fill="none" stroke-width="0.04" d="${d}"/>`);
  }
  return out;
}

function gridLines(rows: number, columns: number, paint: string): string {
  const d: string[] = [];
  for (let r = 0; r <= rows; r++) d.push(`M0 ${r}H${columns}`);
  for (let c = 0; c <= columns; c++) d.push(`M${c} 0V${rows}`);
  return `<path${paint} fill="none" stroke-width="0.03" d="${d.join('')}"/>`;
}

/** The walls as path data: the listed ones as they are, then the wall bits in maximal straight runs; '' for none. */
function wallLines(view: View): string {
  const d: string[] = [];
  const bits = wallBitsGrid(view);
  for (const { from, to } of [...(view.walls ?? []), ...(bits ? wallRuns(bits) : [])]) {
    const [r1, c1] = from;
    const [r2, c2] = to;
    d.push(r1 === r2 ? `M${num(c1)} ${num(r1)}H${num(c2)}` : c1 === c2 ? `M${num(c1)} ${num(r1)}V${num(r2)}` : `M${num(c1)} ${num(r1)}L${num(c2)} ${num(r2)}`);
  }
  return d.join('');
}

/** One <path> per colour; Flow's pipes are drawn thick, a grid's edges as lines. */
function edgePaths(view: View): string[] {
  const byColour = new Map<string, string[]>();
  for (const { from, to, color } of view.edges ?? []) {
    const key = colour(color);
    let list = byColour.get(key);
    if (!list) byColour.set(key, (list = []));
    list.push(`M${num(from[1] + 0.5)} ${num(from[0] + 0.5)}L${num(to[1] + 0.5)} ${num(to[0] + 0.5)}`);
  }
  const width = view.kind === 'flow' ? 0.34 : 0.12;
  return [...byColour].map(
    ([key, d]) => `<path class="aspv-edges" fill="none" stroke="${escape(key)}" stroke-width="${width}" stroke-linecap="round" d="${d.join('')}"/>`,
  );
}

function marks(list: ViewMark[], paint: (role: Role) => string): string[] {
  const out: string[] = [];
  // Dead ends can be thousands: one path of small circles. The rest are few and are pointed at one by one.
  const deadEnds: string[] = [];
  for (const mark of list) {
    const [r, c] = mark.cell;
    const x = c + 0.5;
    const y = r + 0.5;
    if (mark.kind === 'dead-end' && !mark.label && !mark.color) {
      deadEnds.push(`M${num(x - 0.12)} ${num(y)}a0.12 0.12 0 1 0 0.24 0a0.12 0.12 0 1 0 -0.24 0`);
      continue;
    }
    const at = ` data-row="${num(r)}" data-column="${num(c)}"`;
    const own = mark.color !== undefined ? ` class="aspv-mark-${mark.kind}" fill="${escape(colour(mark.color))}"` : '';
    let shape: string;
    switch (mark.kind) {
      case 'start':
      case 'entrance':
        shape = `<circle${own || paint('start')}${at} cx="${num(x)}" cy="${num(y)}" r="0.3"/>`;
        break;
      case 'goal':
      case 'exit':
        // A diamond rather than a second circle: start and goal differ in shape, not only in colour.
        shape = `<path${own || paint('goal')}${at} d="M${num(x)} ${num(y - 0.34)}l0.34 0.34l-0.34 0.34l-0.34 -0.34z"/>`;
        break;
      case 'dead-end':
        shape = `<circle${own || paint('dead-end')}${at} cx="${num(x)}" cy="${num(y)}" r="0.12"/>`;
        break;
      default:
        shape = `<circle${own || ' class="aspv-mark-dot" fill="currentColor"'}${at} cx="${num(x)}" cy="${num(y)}" r="0.32"/>`;
    }
    out.push(shape);
    if (mark.label) out.push(`<text class="aspv-mark-label" fill="currentColor"${at} x="${num(x)}" y="${num(y)}" font-size="0.4" text-anchor="middle" dominant-baseline="central">${escape(mark.label)}</text>`);
  }
  if (deadEnds.length > 0) out.push(`<path${paint('dead-end')} d="${deadEnds.join('')}"/>`);
  return out;
}

function labels(view: View, theme: Theme | 'inherit'): string[] {
  const texts: string[] = [];
  for (const cell of view.cells) {
    if (!cell.label) continue;
    // Long labels shrink to fit the cell's width (about 0.6 of the font size per character).
    const size = Math.min(0.6, 1.5 / cell.label.length);
    const bold = cell.style === 'fixed-empty' || cell.style === 'fixed-wall' ? ' font-weight="bold"' : '';
    const font = size === 0.6 ? '' : ` font-size="${num(size)}"`;
    texts.push(
      `<text data-row="${num(cell.row)}" data-column="${num(cell.column)}" x="${num(cell.column + 0.5)}" y="${num(cell.row + 0.5)}"${font}${bold}>${escape(cell.label)}</text>`,
    );
  }
  if (texts.length === 0) return [];
  // A halo in the board's colour keeps a label readable on any fill.
  const colours = theme === 'inherit' ? '' : ` fill="${COLOURS.foreground[theme]}" stroke="${COLOURS.board[theme]}"`;
  return [
    `<g class="aspv-label"${colours} stroke-width="0.08" paint-order="stroke" font-family="sans-serif" font-size="0.6" text-anchor="middle" dominant-baseline="central">`,
    ...texts,
    '</g>',
  ];
}

/**
 * A broken rule on the board: a block of cells (a 2x2 square) as one outlined rectangle, a single cell crossed
 * out, any other set washed and outlined cell by cell, with a line through their centres when they form a loop.
 */
function violation(v: ViewViolation, paint: (role: Role) => string): string {
  const cells = v.cells.filter(([r, c]) => Number.isFinite(r) && Number.isFinite(c));
  const parts = [`<g${paint('violation')} data-rule="${escape(v.rule)}" fill="none" stroke-width="0.12">`, `<title>${escape(v.message)}</title>`];
  if (cells.length === 1) {
    const [r, c] = cells[0];
    parts.push(`<path d="M${num(c + 0.06)} ${num(r + 0.06)}h0.88v0.88h-0.88zM${num(c + 0.25)} ${num(r + 0.25)}l0.5 0.5m0 -0.5l-0.5 0.5"/>`);
  } else if (cells.length > 1) {
    const rs = cells.map(([r]) => r);
    const cs = cells.map(([, c]) => c);
    const top = Math.min(...rs);
    const left = Math.min(...cs);
    const h = Math.max(...rs) - top + 1;
    const w = Math.max(...cs) - left + 1;
    const distinct = new Set(cells.map(([r, c]) => `${r},${c}`)).size;
    if (distinct === h * w) {
      parts.push(`<rect x="${num(left + 0.06)}" y="${num(top + 0.06)}" width="${num(w - 0.12)}" height="${num(h - 0.12)}"/>`);
    } else {
      const d = cells.map(([r, c]) => `M${num(c)} ${num(r)}h1v1h-1z`).join('');
      parts.push(`<path${paint('violation-wash')} fill-opacity="0.25" stroke-width="0.05" d="${d}"/>`);
      if (isLoop(cells)) parts.push(`<polygon points="${cells.map(([r, c]) => `${num(c + 0.5)},${num(r + 0.5)}`).join(' ')}"/>`);
    }
  }
  parts.push('</g>');
  return parts.join('');
}

/** The cells an explanation points at: each framed thick inside its square, a dashed frame for a fact left out. */
function highlight(h: ViewHighlight, paint: (role: Role) => string): string {
  const cells = h.cells.filter(([r, c]) => Number.isFinite(r) && Number.isFinite(c));
  const d = cells.map(([r, c]) => `M${num(c + 0.1)} ${num(r + 0.1)}h0.8v0.8h-0.8z`).join('');
  const dash = h.kind === 'dropped' ? ' stroke-dasharray="0.2 0.12"' : '';
  return `<g${paint('explained')} data-highlight="${escape(h.kind)}" fill="none" stroke-width="0.14"${dash}><title>${escape(h.label)}</title><path d="${d}"/></g>`;
}

/** Cells in order, each next to the one before it and the last next to the first. */
function isLoop(cells: CellRef[]): boolean {
  if (cells.length < 4) return false;
  return cells.every(([r, c], i) => {
    const [r2, c2] = cells[(i + 1) % cells.length];
    return Math.abs(r - r2) + Math.abs(c - c2) === 1;
  });
}

/** Numbers as short as they can be written: no `0.30000000000000004`. */
function num(x: number): string {
  return String(Math.round(x * 1000) / 1000);
}

function count(n: number): number {
  return Number.isInteger(n) && n > 0 ? n : 0;
}

function positive(n: number | undefined, fallback: number): number {
  return n !== undefined && Number.isFinite(n) && n > 0 ? n : fallback;
}
