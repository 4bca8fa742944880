// "Copy as Text": a View as plain characters, for a chat message, a bug report or a terminal. A wall maze is
// the maze library's `+---+` / `|` art with the path as `*` (the same text the generator prints); every other
// board is one character per cell: `#` wall and `.` empty for a cell maze, colour letters for Flow (capitals at
// the endpoints, as the Flow text format writes them), labels or colour letters for a grid.
import { colourLetters } from '../puzzles/flow/letters';
import { toText } from '../puzzles/wallMaze/generate';
import { carve, closedMaze, EAST, SOUTH, type Cell } from '../puzzles/wallMaze/maze';
import { pathCells, wallGrid } from './unpacked';
import type { View } from './view';

export interface TextOptions {
  /** Write a cell maze's entrance and exit as `E` and `X` (the output channel's pictures do; Copy as Text keeps `.`). */
  openings?: boolean;
}

export function viewToText(view: View, options: TextOptions = {}): string {
  if (view.beside) return besideText(viewToText({ ...view, beside: undefined }, options), viewToText({ ...view.beside, beside: undefined }, options), view.headings);
  const rows = Math.max(0, Math.floor(view.rows));
  const columns = Math.max(0, Math.floor(view.columns));
  if (rows === 0 || columns === 0) return '';
  if (view.kind === 'wall-maze') return wallMazeText(view, rows, columns);
  const grid = Array.from({ length: rows }, () => Array<string>(columns).fill(view.kind === 'cell-maze' ? '?' : '.'));
  const put = (row: number, column: number, text: string) => {
    if (row >= 0 && column >= 0 && row < rows && column < columns && Number.isInteger(row) && Number.isInteger(column)) grid[row][column] = text;
  };
  if (view.kind === 'cell-maze') {
    for (const cell of view.cells) {
      if (cell.style === 'wall' || cell.style === 'fixed-wall') put(cell.row, cell.column, '#');
      else if (cell.style === 'empty' || cell.style === 'fixed-empty') put(cell.row, cell.column, '.');
    }
    if (options.openings) {
      for (const m of view.marks ?? []) if (m.kind === 'entrance' || m.kind === 'exit') put(m.cell[0], m.cell[1], m.kind === 'entrance' ? 'E' : 'X');
    }
  } else {
    const letters = letterOfColour(view);
    const lower = view.kind === 'flow';
    for (const cell of view.cells) {
      if (cell.label) put(cell.row, cell.column, cell.label);
      else if (cell.color) put(cell.row, cell.column, lower ? letters(cell.color).toLowerCase() : letters(cell.color));
      else if (cell.style === 'wall' || cell.style === 'fixed-wall') put(cell.row, cell.column, '#');
    }
    if (lower) for (const m of view.marks ?? []) if (m.kind === 'dot' && m.color) put(m.cell[0], m.cell[1], letters(m.color));
  }
  // A cell not the same in every answer is a question mark: its picture in one answer says nothing of the others.
  for (const [r, c] of view.unforced ?? []) put(r, c, '?');
  // Labels longer than one character widen every column alike, with a space between columns.
  const width = Math.max(1, ...grid.flat().map((s) => s.length));
  const lines = grid.map((row) => (width === 1 ? row.join('') : row.map((s) => s.padStart(width)).join(' ')));
  return `${lines.join('\n')}\n`;
}

/** Two pictures side by side, four spaces apart, each under its heading. */
function besideText(left: string, right: string, headings?: [string, string]): string {
  const a = left.replace(/\n$/, '').split('\n');
  const b = right.replace(/\n$/, '').split('\n');
  const width = Math.max(headings?.[0].length ?? 0, ...a.map((l) => l.length));
  const lines = headings ? [[headings[0], headings[1]]] : [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) lines.push([a[i] ?? '', b[i] ?? '']);
  return `${lines.map(([l, r]) => `${l.padEnd(width)}    ${r}`.trimEnd()).join('\n')}\n`;
}

/** A letter per colour from the legend's names (R for red, A for "A"); `#` when the board has one colour only. */
function letterOfColour(view: View): (colour: string) => string {
  const legend = view.legend ?? [];
  const used = new Set<string>();
  for (const c of view.cells) if (c.color) used.add(c.color);
  if (view.kind !== 'flow' && used.size === 1) return () => '#';
  const names = new Map(legend.map((e) => [e.color, e.name]));
  // Colours without a legend entry are named by themselves, so they still get letters of their own.
  const letters = colourLetters([...legend.map((e) => e.name), ...[...used].filter((c) => !names.has(c))]);
  return (colour) => letters.get(names.get(colour) ?? colour) ?? '?';
}

/** The maze back from its walls: every side between neighbours without a wall on it is a passage. */
function wallMazeText(view: View, rows: number, columns: number): string {
  const maze = closedMaze(columns, rows);
  const grid = wallGrid(view);
  const horizontal = grid?.horizontal ?? new Uint8Array((rows + 1) * columns);
  const vertical = grid?.vertical ?? new Uint8Array(rows * (columns + 1));
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < columns; x++) {
      if (x + 1 < columns && !vertical[y * (columns + 1) + x + 1]) carve(maze, x, y, EAST);
      if (y + 1 < rows && !horizontal[(y + 1) * columns + x]) carve(maze, x, y, SOUTH);
    }
  }
  const first = view.paths?.[0];
  const path: Cell[] = (first ? pathCells(first, columns) : []).map(([r, c]) => ({ x: c, y: r }));
  return toText(maze, path);
}
