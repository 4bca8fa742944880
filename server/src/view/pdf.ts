// A View as a one-page vector PDF (jsPDF), for papers and handouts. It draws what the SVG renderer draws, in
// the light theme's colours; a wall maze comes out as the maze library's save-maze draws it: the walls in
// black with a 20-point margin and the path in red through the cells' centres.
import type { jsPDF as JsPdf } from 'jspdf';
import { allMarks, fillGrid, pathCells, wallGrid, wallRuns } from './unpacked';
import { pairLayout } from './svg';
import { fillStyle, onPaper, type CellStyle, type View } from './view';

export interface PdfOptions {
  /** Points per cell (default 10, as save-maze's examples use). */
  cellSize?: number;
  /** Points around the board (default 20, as save-maze). */
  margin?: number;
}

const STYLE_FILL: Record<CellStyle, string | undefined> = {
  wall: '#3b3b3b', 'fixed-wall': '#000000', empty: undefined, 'fixed-empty': '#dcdcdc', blank: undefined, highlight: '#ffe08a',
};

/** The few CSS colour names a generic grid is likely to use; anything else unknown is drawn grey. */
const NAMED: Record<string, string> = {
  black: '#000000', white: '#ffffff', red: '#e6194b', green: '#3cb44b', blue: '#4363d8', yellow: '#ffe119', orange: '#f58231',
  purple: '#911eb4', cyan: '#42d4f4', magenta: '#f032e6', grey: '#a9a9a9', gray: '#a9a9a9', brown: '#9a6324', pink: '#fabed4',
  lime: '#bfef45', navy: '#000075', teal: '#469990', maroon: '#800000', olive: '#808000', beige: '#fffac8', tan: '#d2b48c',
};

function hex(color: string): string {
  if (/^#[0-9a-f]{6}$/i.test(color)) return color;
  if (/^#[0-9a-f]{3}$/i.test(color)) return `#${[...color.slice(1)].map((c) => c + c).join('')}`;
  return NAMED[color.toLowerCase()] ?? '#a9a9a9';
}

/**
 * jsPDF and what it brings are three quarters of the bundles' code: the bundles keep it in a file of its own
 * (dist/jspdf.js, see scripts/build.mjs), loaded by the first PDF, so that starting the CLI or the server
 * does not read it.
 */
function loadJsPdf(): typeof JsPdf {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('jspdf') as typeof import('jspdf')).jsPDF;
}

export function viewToPdf(view: View, options: PdfOptions = {}): Uint8Array {
  const size = options.cellSize ?? 10;
  const margin = options.margin ?? 20;
  // Two boards side by side (see View.beside) are laid out as the SVG lays them out, in cells.
  const layout = pairLayout(view, 0);
  const width = layout.width * size + 2 * margin;
  const height = layout.height * size + 2 * margin;
  const doc = new (loadJsPdf())({ unit: 'pt', format: [width, height], orientation: width > height ? 'landscape' : 'portrait' });
  const top = margin + layout.top * size;
  if (!view.beside) drawBoard(doc, view, margin, top, size);
  else {
    [view, view.beside].forEach((board, i) => {
      const left = margin + (i === 0 ? 0 : layout.secondX) * size;
      const heading = view.headings?.[i];
      if (heading) {
        doc.setFontSize(size * 0.6);
        doc.setTextColor('#000000');
        doc.text(heading, left + (board.columns * size) / 2, top - size / 2, { align: 'center', baseline: 'middle' });
      }
      drawBoard(doc, { ...board, beside: undefined }, left, top, size);
    });
  }
  return new Uint8Array(doc.output('arraybuffer'));
}

/** One board with its upper left corner at (left, top), `size` points a cell. */
function drawBoard(doc: JsPdf, view: View, left: number, top: number, size: number): void {
  const x = (column: number) => left + column * size;
  const y = (row: number) => top + row * size;
  const centre = ([row, column]: [number, number]) => [x(column + 0.5), y(row + 0.5)] as const;

  const paper = onPaper(view);
  const fills = fillGrid(view);
  if (fills) {
    for (let i = 0; i < fills.cells.length; i++) {
      const k = fills.cells[i];
      if (k === 0 || k > fills.colors.length) continue;
      doc.setFillColor(hex(fills.colors[k - 1]));
      doc.rect(x(i % view.columns), y(Math.floor(i / view.columns)), size, size, 'F');
    }
  }
  for (const cell of view.cells) {
    const style = fillStyle(cell, paper);
    const fill = cell.color ?? (style ? STYLE_FILL[style] : undefined);
    if (!fill) continue;
    doc.setFillColor(hex(fill));
    doc.rect(x(cell.column), y(cell.row), size, size, 'F');
  }
  // Cells not forced: light grey with a diagonal stroke, as the SVG greys and hatches them.
  if (view.unforced?.length) {
    doc.setFillColor('#e0e0e0');
    doc.setDrawColor('#8a8a8a');
    doc.setLineWidth(Math.max(0.3, size / 25));
    for (const [row, column] of view.unforced) {
      doc.rect(x(column), y(row), size, size, 'F');
      doc.line(x(column), y(row + 1), x(column + 1), y(row));
    }
  }
  doc.setLineCap('round');
  for (const edge of view.edges ?? []) {
    doc.setDrawColor(hex(edge.color));
    doc.setLineWidth(size * 0.35);
    doc.line(...centre(edge.from), ...centre(edge.to));
  }
  doc.setDrawColor('#000000');
  doc.setLineWidth(Math.max(0.5, size / 10));
  // Straight walls as the maze's runs; a slanted one (a View from elsewhere) as it is.
  const grid = wallGrid(view);
  const slanted = (view.walls ?? []).filter((w) => w.from[0] !== w.to[0] && w.from[1] !== w.to[1]);
  for (const wall of [...(grid ? wallRuns(grid) : []), ...slanted]) doc.line(x(wall.from[1]), y(wall.from[0]), x(wall.to[1]), y(wall.to[0]));
  for (const path of view.paths ?? []) {
    const cells = pathCells(path, view.columns);
    if (cells.length < 2) continue;
    doc.setDrawColor(hex(path.color));
    doc.setLineWidth(2);
    const [x0, y0] = centre(cells[0]);
    const steps = cells.slice(1).map((c, i) => {
      const [px, py] = centre(cells[i]);
      const [qx, qy] = centre(c);
      return [qx - px, qy - py];
    });
    doc.lines(steps, x0, y0);
  }
  for (const mark of allMarks(view)) {
    const [cx, cy] = centre(mark.cell);
    const color = hex(mark.color ?? (mark.kind === 'start' || mark.kind === 'entrance' ? '#2e7d32' : mark.kind === 'dead-end' ? '#9e9e9e' : '#c62828'));
    doc.setFillColor(color);
    doc.setDrawColor(color);
    doc.circle(cx, cy, size * (mark.kind === 'dead-end' ? 0.15 : 0.3), mark.kind === 'dot' || mark.kind === 'dead-end' ? 'F' : 'S');
  }
  doc.setFontSize(size * 0.7);
  doc.setTextColor('#000000');
  for (const cell of view.cells) {
    if (!cell.label) continue;
    const [cx, cy] = centre([cell.row, cell.column]);
    doc.text(cell.label, cx, cy, { align: 'center', baseline: 'middle' });
  }
  doc.setDrawColor('#d32f2f');
  doc.setLineWidth(Math.max(1, size / 6));
  for (const violation of view.violations ?? []) {
    for (const [row, column] of violation.cells) doc.rect(x(column), y(row), size, size, 'S');
  }
  doc.setDrawColor('#b35c00');
  doc.setLineWidth(Math.max(1, size / 8));
  for (const [row, column] of view.differing ?? []) doc.rect(x(column + 0.07), y(row + 0.07), size * 0.86, size * 0.86, 'S');
}
