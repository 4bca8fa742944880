// Paints a View on a 2D canvas as the SVG renderer draws it, for boards too large for SVG: the same parts in the
// same cell units (walls 0.1 of a cell wide, the path 0.3, marks of the same shapes), only the cells in view. A
// board seen from far, where a cell is a few pixels, is an overview image instead (boardOverview.ts).
import { colour } from '../../server/src/view/svg';
import { allMarks, boardCount, fillGrid, pathIndices, wallGrid, type WallGrid } from '../../server/src/view/unpacked';
import { fillStyle, onPaper, type CellStyle, type View, type ViewMark } from '../../server/src/view/view';
import type { Role } from '../../server/src/view/svgTheme';
import type { Palette } from './boardPalette';

/** A view decoded once for drawing it many times. */
export interface Board {
  view: View;
  rows: number;
  columns: number;
  walls: WallGrid | undefined;
  /** Per cell: 0 for the board's colour, k for fills[k - 1]. */
  fill: Uint16Array;
  /** What each fill is: a role of the theme or a colour of the puzzle's own. */
  fills: ({ role: Role } | { colour: string })[];
  paths: { cells: Uint32Array; colour: string }[];
  /** Dead ends (no colour or label of their own), by cell. */
  deadEnds: Uint32Array;
  /** The other marks, few: start, goal, dots. */
  marks: ViewMark[];
  /** Cells the instance fixes (without a label to tell them): framed, as the SVG frames them. */
  fixed: Uint32Array;
  gridLines: boolean;
}

const STYLE_ROLE: Partial<Record<CellStyle, Role>> = {
  wall: 'cell-wall', 'fixed-wall': 'cell-fixed-wall', empty: 'cell-empty', 'fixed-empty': 'cell-fixed-empty', highlight: 'cell-highlight',
};

export function decodeBoard(view: View): Board {
  const rows = boardCount(view.rows);
  const columns = boardCount(view.columns);
  const fill = new Uint16Array(rows * columns);
  const fills: Board['fills'] = [];
  const index = new Map<string, number>();
  const fillOf = (key: string, make: () => Board['fills'][number]) => {
    let k = index.get(key);
    if (k === undefined) {
      fills.push(make());
      index.set(key, (k = fills.length));
    }
    return k;
  };
  const packed = fillGrid(view);
  if (packed) {
    const keys = packed.colors.map((c) => fillOf(`#${c}`, () => ({ colour: colour(c) })));
    for (let i = 0; i < fill.length; i++) {
      const k = packed.cells[i];
      if (k > 0 && k <= keys.length) fill[i] = keys[k - 1];
    }
  }
  const paper = onPaper(view);
  const fixed: number[] = [];
  for (const cell of view.cells) {
    const { row, column } = cell;
    if (!Number.isInteger(row) || !Number.isInteger(column) || row < 0 || column < 0 || row >= rows || column >= columns) continue;
    if ((cell.style === 'fixed-wall' || cell.style === 'fixed-empty') && !cell.label) fixed.push(row * columns + column);
    const style = fillStyle(cell, paper);
    if (cell.color !== undefined) fill[row * columns + column] = fillOf(`#${cell.color}`, () => ({ colour: colour(cell.color) }));
    else if (style && STYLE_ROLE[style]) fill[row * columns + column] = fillOf(style, () => ({ role: STYLE_ROLE[style]! }));
  }
  const deadEnds: number[] = [];
  const marks: ViewMark[] = [];
  for (const mark of allMarks(view)) {
    const [r, c] = mark.cell;
    if (!(r >= 0 && c >= 0 && r < rows && c < columns)) continue;
    if (mark.kind === 'dead-end' && !mark.label && !mark.color) deadEnds.push(r * columns + c);
    else marks.push(mark);
  }
  return {
    view, rows, columns, walls: wallGrid(view), fill, fills,
    paths: (view.paths ?? []).map((p) => ({ cells: pathIndices(p, rows, columns), colour: colour(p.color) })),
    deadEnds: Uint32Array.from(deadEnds), marks, fixed: Uint32Array.from(fixed), gridLines: view.kind !== 'wall-maze',
  };
}

/** Where the board is on the canvas, in device pixels: the corner of cell (0, 0) and the size of a cell. */
export interface Placement {
  x: number;
  y: number;
  cell: number;
}

/** Below this many device pixels a cell, the board is drawn from its overview image: lines of a pixel still part cells of three. */
export const VECTOR_FROM = 4;

// ---------------------------------------------------------------- drawing the cells in view

/** The rows and columns at least partly inside the canvas. */
function visibleCells(board: Board, at: Placement, width: number, height: number) {
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max, v));
  return {
    c0: clamp(Math.floor(-at.x / at.cell), board.columns),
    c1: clamp(Math.ceil((width - at.x) / at.cell), board.columns),
    r0: clamp(Math.floor(-at.y / at.cell), board.rows),
    r1: clamp(Math.ceil((height - at.y) / at.cell), board.rows),
  };
}

/** Draws the board at `at` on a canvas of `width` x `height` device pixels, every part as a vector. */
export function drawCells(ctx: CanvasRenderingContext2D, board: Board, palette: Palette, at: Placement, width: number, height: number): void {
  const { c0, c1, r0, r1 } = visibleCells(board, at, width, height);
  if (c0 >= c1 || r0 >= r1) return;
  const s = at.cell;
  // Grid coordinates snapped to device pixels, so that lines are as crisp as the zoom allows.
  const X = (c: number) => Math.round(at.x + c * s);
  const Y = (r: number) => Math.round(at.y + r * s);
  ctx.fillStyle = palette.board;
  ctx.fillRect(X(c0), Y(r0), X(c1) - X(c0), Y(r1) - Y(r0));
  const fillStyles = board.fills.map((f) => ('role' in f ? palette[f.role] : f.colour));
  for (let r = r0; r < r1; r++) {
    let c = c0;
    while (c < c1) {
      const k = board.fill[r * board.columns + c];
      let end = c + 1;
      while (end < c1 && board.fill[r * board.columns + end] === k) end++;
      if (k) {
        ctx.fillStyle = fillStyles[k - 1];
        ctx.fillRect(X(c), Y(r), X(end) - X(c), Y(r + 1) - Y(r));
      }
      c = end;
    }
  }
  if (board.fixed.length) {
    ctx.beginPath();
    for (const i of board.fixed) {
      const r = Math.floor(i / board.columns);
      const c = i % board.columns;
      if (r >= r0 && r < r1 && c >= c0 && c < c1) ctx.rect(at.x + (c + 0.15) * s, at.y + (r + 0.15) * s, 0.7 * s, 0.7 * s);
    }
    ctx.strokeStyle = palette.fixed;
    ctx.lineWidth = Math.max(1, 0.04 * s);
    ctx.stroke();
  }
  if (board.gridLines) strokeGrid(ctx, palette.grid, Math.max(1, Math.round(0.03 * s)), c0, c1, r0, r1, X, Y);
  if (board.walls) {
    const runs = wallRuns(board.walls, c0, c1, r0, r1);
    if (board.fills.some((f) => 'colour' in f)) strokeRuns(ctx, runs, palette['wall-halo'], Math.max(2, Math.round(0.22 * s)), X, Y);
    strokeRuns(ctx, runs, palette.walls, Math.max(1, Math.round(0.1 * s)), X, Y);
  }
  for (const path of board.paths) drawPath(ctx, board, path, at, c0 - 1, c1 + 1, r0 - 1, r1 + 1);
  drawMarkLayer(ctx, board, palette, at, width, height);
}

/** What is drawn over the cells at any distance: marks, changed cells, broken rules. */
export function drawMarkLayer(ctx: CanvasRenderingContext2D, board: Board, palette: Palette, at: Placement, width: number, height: number): void {
  const { c0, c1, r0, r1 } = visibleCells(board, at, width, height);
  drawMarks(ctx, board, palette, at, c0, c1, r0, r1, at.cell);
}

function strokeGrid(ctx: CanvasRenderingContext2D, colourText: string, lineWidth: number, c0: number, c1: number, r0: number, r1: number,
  X: (c: number) => number, Y: (r: number) => number): void {
  const offset = lineWidth % 2 ? 0.5 : 0;
  ctx.beginPath();
  for (let r = r0; r <= r1; r++) {
    ctx.moveTo(X(c0), Y(r) + offset);
    ctx.lineTo(X(c1), Y(r) + offset);
  }
  for (let c = c0; c <= c1; c++) {
    ctx.moveTo(X(c) + offset, Y(r0));
    ctx.lineTo(X(c) + offset, Y(r1));
  }
  ctx.strokeStyle = colourText;
  ctx.lineWidth = lineWidth;
  ctx.stroke();
}

/** The wall pieces in the window as straight runs: [r1, c1, r2, c2] each. */
function wallRuns(walls: WallGrid, c0: number, c1: number, r0: number, r1: number): number[] {
  const { columns, horizontal, vertical } = walls;
  const runs: number[] = [];
  for (let r = r0; r <= r1; r++) {
    let start = -1;
    for (let c = c0; c <= c1; c++) {
      const wall = c < c1 && horizontal[r * columns + c] === 1;
      if (wall && start < 0) start = c;
      if (!wall && start >= 0) {
        runs.push(r, start, r, c);
        start = -1;
      }
    }
  }
  for (let c = c0; c <= c1; c++) {
    let start = -1;
    for (let r = r0; r <= r1; r++) {
      const wall = r < r1 && vertical[r * (columns + 1) + c] === 1;
      if (wall && start < 0) start = r;
      if (!wall && start >= 0) {
        runs.push(start, c, r, c);
        start = -1;
      }
    }
  }
  return runs;
}

function strokeRuns(ctx: CanvasRenderingContext2D, runs: number[], colourText: string, lineWidth: number,
  X: (c: number) => number, Y: (r: number) => number): void {
  // Odd widths sit on the pixel's middle, so that a one-pixel wall is one pixel, not two half-lit ones.
  const offset = lineWidth % 2 ? 0.5 : 0;
  ctx.beginPath();
  for (let k = 0; k < runs.length; k += 4) {
    ctx.moveTo(X(runs[k + 1]) + offset, Y(runs[k]) + offset);
    ctx.lineTo(X(runs[k + 3]) + offset, Y(runs[k + 2]) + offset);
  }
  ctx.strokeStyle = colourText;
  ctx.lineWidth = lineWidth;
  ctx.lineCap = 'square';
  ctx.stroke();
}

/**
 * The paths from far away, over the overview image: a line of at least a pixel and a half, so that the way
 * through stands out of the grey of a maze seen whole. Points closer than a pixel to the last one are skipped.
 */
export function drawPathsFromFar(ctx: CanvasRenderingContext2D, board: Board, at: Placement): void {
  const { columns } = board;
  for (const path of board.paths) {
    ctx.beginPath();
    let lastX = -Infinity;
    let lastY = -Infinity;
    for (let k = 0; k < path.cells.length; k++) {
      const i = path.cells[k];
      const x = at.x + ((i % columns) + 0.5) * at.cell;
      const y = at.y + (Math.floor(i / columns) + 0.5) * at.cell;
      if (k > 0 && k < path.cells.length - 1 && Math.abs(x - lastX) < 1 && Math.abs(y - lastY) < 1) continue;
      if (k === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
      lastX = x;
      lastY = y;
    }
    ctx.strokeStyle = path.colour;
    ctx.lineWidth = Math.max(1.5, 0.3 * at.cell);
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.stroke();
  }
}

/** The path through the centres of its cells, the parts that cross the window (a little beyond it). */
function drawPath(ctx: CanvasRenderingContext2D, board: Board, path: Board['paths'][number], at: Placement,
  c0: number, c1: number, r0: number, r1: number): void {
  const { columns } = board;
  const inside = (i: number) => {
    const r = Math.floor(i / columns);
    const c = i % columns;
    return r >= r0 && r < r1 && c >= c0 && c < c1;
  };
  const x = (i: number) => at.x + ((i % columns) + 0.5) * at.cell;
  const y = (i: number) => at.y + (Math.floor(i / columns) + 0.5) * at.cell;
  ctx.beginPath();
  let drawing = false;
  const cells = path.cells;
  for (let k = 0; k < cells.length; k++) {
    const here = inside(cells[k]);
    const next = k + 1 < cells.length && inside(cells[k + 1]);
    if (here || next) {
      if (!drawing) ctx.moveTo(x(cells[k]), y(cells[k]));
      else ctx.lineTo(x(cells[k]), y(cells[k]));
      drawing = true;
    } else if (drawing) {
      ctx.lineTo(x(cells[k]), y(cells[k]));
      drawing = false;
    }
  }
  // A path of one cell is a dot, as the SVG's polyline with round caps draws it.
  if (cells.length === 1 && inside(cells[0])) ctx.lineTo(x(cells[0]) + 0.01, y(cells[0]));
  ctx.strokeStyle = path.colour;
  ctx.lineWidth = Math.max(1.5, 0.3 * at.cell);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.stroke();
}

/** Dead ends in the window; start, goal and the other marks wherever they are, never smaller than a few pixels. */
function drawMarks(ctx: CanvasRenderingContext2D, board: Board, palette: Palette, at: Placement,
  c0: number, c1: number, r0: number, r1: number, s: number): void {
  const { columns } = board;
  if (board.deadEnds.length && s >= VECTOR_FROM) {
    ctx.beginPath();
    const radius = 0.12 * s;
    for (const i of board.deadEnds) {
      const r = Math.floor(i / columns);
      const c = i % columns;
      if (r < r0 || r >= r1 || c < c0 || c >= c1) continue;
      const cx = at.x + (c + 0.5) * s;
      const cy = at.y + (r + 0.5) * s;
      ctx.moveTo(cx + radius, cy);
      ctx.arc(cx, cy, radius, 0, 2 * Math.PI);
    }
    ctx.fillStyle = palette['dead-end'];
    ctx.fill();
  }
  const least = 4 * (globalThis.devicePixelRatio || 1);
  for (const mark of board.marks) {
    const [r, c] = mark.cell;
    const cx = at.x + (c + 0.5) * s;
    const cy = at.y + (r + 0.5) * s;
    const role: Role = mark.kind === 'start' || mark.kind === 'entrance' ? 'start' : mark.kind === 'goal' || mark.kind === 'exit' ? 'goal' : 'dead-end';
    ctx.fillStyle = mark.color !== undefined ? colour(mark.color) : mark.kind === 'dot' ? palette.foreground : palette[role];
    ctx.beginPath();
    if (mark.kind === 'goal' || mark.kind === 'exit') {
      const d = Math.max(least, 0.34 * s);
      ctx.moveTo(cx, cy - d);
      ctx.lineTo(cx + d, cy);
      ctx.lineTo(cx, cy + d);
      ctx.lineTo(cx - d, cy);
      ctx.closePath();
    } else {
      const radius = mark.kind === 'dead-end' ? Math.max(1, 0.12 * s) : Math.max(least, (mark.kind === 'dot' ? 0.32 : 0.3) * s);
      ctx.arc(cx, cy, radius, 0, 2 * Math.PI);
    }
    ctx.fill();
  }
  changedAndViolations(ctx, board, palette, at, s);
}

/**
 * Cells that changed since the answer before (dashed frames), that are not forced (greyed and hatched, as the SVG
 * draws them), that differ from the answer beside, and the rules the answer breaks (outlined cells).
 */
function changedAndViolations(ctx: CanvasRenderingContext2D, board: Board, palette: Palette, at: Placement, s: number): void {
  const { view } = board;
  const frame = (cells: [number, number][], inset: number) => {
    for (const [r, c] of cells) ctx.rect(at.x + (c + inset) * s, at.y + (r + inset) * s, (1 - 2 * inset) * s, (1 - 2 * inset) * s);
  };
  if (view.unforced?.length) {
    ctx.beginPath();
    frame(view.unforced, 0);
    ctx.globalAlpha = 0.28;
    ctx.fillStyle = palette.unforced;
    ctx.fill();
    ctx.globalAlpha = 1;
    if (s >= VECTOR_FROM * 2) {
      ctx.beginPath();
      for (const [r, c] of view.unforced) {
        const x = at.x + c * s;
        const y = at.y + r * s;
        ctx.moveTo(x, y + s / 2);
        ctx.lineTo(x + s / 2, y);
        ctx.moveTo(x, y + s);
        ctx.lineTo(x + s, y);
        ctx.moveTo(x + s / 2, y + s);
        ctx.lineTo(x + s, y + s / 2);
      }
      ctx.strokeStyle = palette['unforced-hatch'];
      ctx.lineWidth = Math.max(1, 0.04 * s);
      ctx.stroke();
    }
  }
  if (view.differing?.length) {
    ctx.beginPath();
    frame(view.differing, 0.07);
    ctx.strokeStyle = palette.differing;
    ctx.lineWidth = Math.max(1, 0.1 * s);
    ctx.stroke();
  }
  if (view.changed?.length) {
    ctx.beginPath();
    frame(view.changed, 0.1);
    ctx.setLineDash([0.16 * s, 0.1 * s]);
    ctx.strokeStyle = palette.changed;
    ctx.lineWidth = Math.max(1, 0.06 * s);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  if (view.violations?.length) {
    ctx.beginPath();
    for (const v of view.violations) frame(v.cells.filter(([r, c]) => Number.isFinite(r) && Number.isFinite(c)), 0.06);
    ctx.strokeStyle = palette.violation;
    ctx.lineWidth = Math.max(1, 0.12 * s);
    ctx.stroke();
  }
  for (const h of view.highlights ?? []) {
    ctx.beginPath();
    frame(h.cells.filter(([r, c]) => Number.isFinite(r) && Number.isFinite(c)), 0.1);
    ctx.setLineDash(h.kind === 'dropped' ? [0.2 * s, 0.12 * s] : []);
    ctx.strokeStyle = palette.explained;
    ctx.lineWidth = Math.max(1, 0.14 * s);
    ctx.stroke();
    ctx.setLineDash([]);
  }
}
