// A mask, the cells a maze leaves out, drawn as text: one line per row, `#` or `X` for a cell left out, any other
// character (`.`, a space, a letter) for a cell of the maze. Shapes are easier to draw than to describe, and text
// survives every editor. A shorter line is a row whose remaining cells are all in the maze, so that trailing
// spaces an editor strips change nothing; blank lines at the end are not rows.
import type { MazeMask } from './generators/board';

export type { MazeMask } from './generators/board';

const EXCLUDED = new Set(['#', 'X']);

export function maskFromText(text: string): MazeMask {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length > 0 && lines[lines.length - 1].trim() === '') lines.pop();
  if (lines.length === 0) throw new RangeError('the mask is empty: draw one line per row, # or X for a cell left out');
  // Characters, not UTF-16 units: an accented letter is one cell.
  const rows = lines.map((line) => [...line]);
  const width = Math.max(...rows.map((r) => r.length));
  if (width === 0) throw new RangeError('the mask has no cells: draw one line per row, # or X for a cell left out');
  const height = rows.length;
  const excluded = new Uint8Array(width * height);
  rows.forEach((row, y) => row.forEach((ch, x) => (excluded[y * width + x] = EXCLUDED.has(ch) ? 1 : 0)));
  return { width, height, excluded };
}

/** The mask as text again, `#` for a cell left out and `.` for a cell of the maze. */
export function maskToText(mask: MazeMask): string {
  const lines: string[] = [];
  for (let y = 0; y < mask.height; y++) {
    let line = '';
    for (let x = 0; x < mask.width; x++) line += mask.excluded[y * mask.width + x] ? '#' : '.';
    lines.push(line);
  }
  return `${lines.join('\n')}\n`;
}
