// Reading a View whichever way its parts are written, listed or packed: the walls as a grid of unit pieces, a
// path as its cells, the marks and cell colours of the board. Every consumer (SVG, PDF, text, the changed-cell
// diff, the panel's canvas) reads through these, so a packed view draws what the same view listed would.
import { unpackBits, unpackBytes, unpackCells } from './packed';
import type { CellRef, View, ViewMark, ViewPath, ViewWall } from './view';

/** Unit wall pieces: see ViewWallBits for how they are numbered. */
export interface WallGrid {
  rows: number;
  columns: number;
  horizontal: Uint8Array;
  vertical: Uint8Array;
}

/** A count of rows or columns as drawn: a whole number, 0 for anything else. */
export function boardCount(n: number): number {
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** The view's wall bits alone, as a grid; undefined when it has none. */
export function wallBitsGrid(view: View): WallGrid | undefined {
  if (!view.wallBits) return undefined;
  const rows = boardCount(view.rows);
  const columns = boardCount(view.columns);
  return {
    rows,
    columns,
    horizontal: unpackBits(view.wallBits.horizontal, (rows + 1) * columns),
    vertical: unpackBits(view.wallBits.vertical, rows * (columns + 1)),
  };
}

/**
 * The view's walls on the grid lines: its wall bits and its straight listed walls. Undefined when it has neither.
 * A slanted listed wall is no grid piece and is left out here (the SVG draws it as it is).
 */
export function wallGrid(view: View): WallGrid | undefined {
  if (!view.wallBits && !view.walls?.length) return undefined;
  const rows = boardCount(view.rows);
  const columns = boardCount(view.columns);
  const { horizontal, vertical } = wallBitsGrid(view) ?? { horizontal: new Uint8Array((rows + 1) * columns), vertical: new Uint8Array(rows * (columns + 1)) };
  for (const { from, to } of view.walls ?? []) {
    const [r1, c1] = from;
    const [r2, c2] = to;
    if (r1 === r2 && Number.isInteger(r1) && r1 >= 0 && r1 <= rows) {
      for (let c = Math.max(0, Math.min(c1, c2)); c < Math.min(columns, Math.max(c1, c2)); c++) horizontal[r1 * columns + c] = 1;
    } else if (c1 === c2 && Number.isInteger(c1) && c1 >= 0 && c1 <= columns) {
      for (let r = Math.max(0, Math.min(r1, r2)); r < Math.min(rows, Math.max(r1, r2)); r++) vertical[r * (columns + 1) + c1] = 1;
    }
  }
  return { rows, columns, horizontal, vertical };
}

/**
 * The pieces as maximal straight runs: along each horizontal line from the top, then along each vertical line
 * from the left. A 300x300 maze is a few tens of thousands of runs rather than twice its 90,000 cells.
 */
export function wallRuns(grid: WallGrid): ViewWall[] {
  const { rows, columns, horizontal, vertical } = grid;
  const runs: ViewWall[] = [];
  for (let r = 0; r <= rows; r++) {
    let start = -1;
    for (let c = 0; c <= columns; c++) {
      const wall = c < columns && horizontal[r * columns + c] === 1;
      if (wall && start < 0) start = c;
      if (!wall && start >= 0) {
        runs.push({ from: [r, start], to: [r, c] });
        start = -1;
      }
    }
  }
  for (let c = 0; c <= columns; c++) {
    let start = -1;
    for (let r = 0; r <= rows; r++) {
      const wall = r < rows && vertical[r * (columns + 1) + c] === 1;
      if (wall && start < 0) start = r;
      if (!wall && start >= 0) {
        runs.push({ from: [start, c], to: [r, c] });
        start = -1;
      }
    }
  }
  return runs;
}

/** The path's cells in order, as [row, column]. */
export function pathCells(path: ViewPath, columns: number): CellRef[] {
  if ('cells' in path) return Array.isArray(path.cells) ? path.cells : [];
  const width = boardCount(columns);
  if (width === 0) return [];
  return Array.from(unpackCells(path.packed), (i): CellRef => [Math.floor(i / width), i % width]);
}

/** The path's cells in order, as row * columns + column; listed cells off the board are left out. */
export function pathIndices(path: ViewPath, rows: number, columns: number): Uint32Array {
  if (!('cells' in path)) return unpackCells(path.packed);
  const out: number[] = [];
  for (const [r, c] of Array.isArray(path.cells) ? path.cells : []) {
    if (Number.isInteger(r) && Number.isInteger(c) && r >= 0 && c >= 0 && r < rows && c < columns) out.push(r * columns + c);
  }
  return Uint32Array.from(out);
}

/** Every mark of the view: the listed ones, then the packed ones as marks of their kind. */
export function allMarks(view: View): ViewMark[] {
  const marks = [...(view.marks ?? [])];
  const columns = boardCount(view.columns);
  for (const group of view.markCells ?? []) {
    if (columns === 0) break;
    for (const i of unpackCells(group.cells)) marks.push({ cell: [Math.floor(i / columns), i % columns], kind: group.kind });
  }
  return marks;
}

/** The packed cell colours: a byte per cell (0 none, k colours[k - 1]); undefined when the view has none. */
export function fillGrid(view: View): { colors: string[]; cells: Uint8Array } | undefined {
  if (!view.fills || !Array.isArray(view.fills.colors)) return undefined;
  return { colors: view.fills.colors, cells: unpackBytes(view.fills.cells, boardCount(view.rows) * boardCount(view.columns)) };
}

/** Whether any cell has a colour of its own, listed or packed. */
export function hasCellColours(view: View): boolean {
  return view.fills !== undefined || view.cells.some((c) => c.color !== undefined);
}
