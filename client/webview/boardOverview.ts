// A board seen from far, where a cell is a few pixels: one image of it, two pixels a cell and one for each grid
// line, made once per board and colours and scaled onto the canvas, smoothed when it shrinks (a wall finer than a
// pixel greys the floor instead of flickering in and out).
import type { ColourBytes, Palette } from './boardPalette';
import type { Board } from './boardPainter';

/**
 * The board as an image of (2 * columns + 1) x (2 * rows + 1) pixels: a cell's inside at odd x and y, the grid
 * lines between, wall pixels in the walls' colour, the path through the cells and the gaps between them.
 */
export function overviewImage(board: Board, palette: Palette, bytes: ColourBytes): ImageData {
  const { rows, columns, walls, fill } = board;
  const w = 2 * columns + 1;
  const h = 2 * rows + 1;
  const image = new ImageData(w, h);
  const px = new Uint32Array(image.data.buffer);
  const boardColour = bytes.pixel(palette.board);
  const fillColours = board.fills.map((f) => bytes.pixel('role' in f ? palette[f.role] : f.colour));
  const cellColour = (i: number) => (fill[i] ? fillColours[fill[i] - 1] : boardColour);
  // Each cell's colour on its inside and on the line pixels right of and below it, so that where there is no
  // wall the floor shows; the top and left edges take the colour of the cells beside them.
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const here = cellColour(r * columns + c);
      const at = (2 * r + 1) * w + 2 * c + 1;
      px[at] = here;
      px[at + 1] = here;
      px[at + w] = here;
      px[at + w + 1] = here;
      if (r === 0) px[at - w] = px[at - w + 1] = here;
      if (c === 0) px[at - 1] = px[at + w - 1] = here;
      if (r === 0 && c === 0) px[0] = here;
    }
  }
  if (board.gridLines) {
    const grid = bytes.pixel(palette.grid);
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (x % 2 === 0 || y % 2 === 0) px[y * w + x] = grid;
  }
  if (walls) {
    // Each piece of wall with both its ends.
    const wall = bytes.pixel(palette.walls);
    for (let r = 0; r <= rows; r++) {
      for (let c = 0; c < columns; c++) {
        if (!walls.horizontal[r * columns + c]) continue;
        const at = 2 * r * w + 2 * c;
        px[at] = px[at + 1] = px[at + 2] = wall;
      }
    }
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c <= columns; c++) {
        if (!walls.vertical[r * (columns + 1) + c]) continue;
        const at = 2 * r * w + 2 * c;
        px[at] = px[at + w] = px[at + 2 * w] = wall;
      }
    }
  }
  const deadEnd = bytes.pixel(palette['dead-end']);
  for (const i of board.deadEnds) px[(2 * Math.floor(i / columns) + 1) * w + 2 * (i % columns) + 1] = deadEnd;
  for (const path of board.paths) {
    const p = bytes.pixel(path.colour);
    let previous = -1;
    for (const i of path.cells) {
      const x = 2 * (i % columns) + 1;
      const y = 2 * Math.floor(i / columns) + 1;
      px[y * w + x] = p;
      if (previous >= 0) {
        const px0 = 2 * (previous % columns) + 1;
        const py0 = 2 * Math.floor(previous / columns) + 1;
        // Neighbours share the line pixel between them; a jump (a broken answer) is drawn as its two ends.
        if (Math.abs(px0 - x) + Math.abs(py0 - y) === 2) px[((py0 + y) / 2) * w + (px0 + x) / 2] = p;
      }
      previous = i;
    }
  }
  return image;
}
