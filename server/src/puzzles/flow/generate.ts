// Random Flow Free boards that are solvable by construction: a random cover of the grid by K disjoint paths,
// whose ends become the endpoints. The cover starts as a serpentine through all cells cut into K pieces, then
// random "backbite" moves reshape it; every move keeps a cover of the grid by exactly K paths, so the board
// always has at least the cover itself as a solution (it may have others: unique.ts makes boards with exactly one).
import { boardToText, type FlowBoard } from './boardText';
import { COLOURS, PathCover } from './cover';
import { seededRng, type Rng } from '../random';

export interface GeneratedFlow {
  board: FlowBoard;
  /** The board in the text format. */
  text: string;
  /** The path cover the board was made from: cells as [row, column], 0-based, from end to end. */
  paths: [number, number][][];
}

export interface FlowGeneratorOptions {
  /** Shortest path, in cells (at least 2). Default 3, so that no two endpoints of a colour touch at once. */
  minLength?: number;
  /** Number of random moves; default 30 per cell. */
  moves?: number;
}

/** A size x size board with `colours` colours; `seed` makes it reproducible. */
export function generateFlow(size: number, colours: number, seed: number | Rng, options: FlowGeneratorOptions = {}): GeneratedFlow {
  const rng = typeof seed === 'number' ? seededRng(seed) : seed;
  const minLength = Math.max(2, options.minLength ?? 3);
  if (!Number.isInteger(size) || size < 2) throw new RangeError(`size must be a whole number of at least 2, not ${size}`);
  if (!Number.isInteger(colours) || colours < 1 || colours > COLOURS.length) throw new RangeError(`colours must be 1..${COLOURS.length}, not ${colours}`);
  if (colours * minLength > size * size) throw new RangeError(`${colours} paths of at least ${minLength} cells do not fit on ${size}x${size}`);

  const cover = PathCover.serpentine(size, colours, minLength);
  const moves = options.moves ?? 30 * size * size;
  for (let i = 0; i < moves; i++) cover.backbite(rng);

  const cells: (string | null)[][] = Array.from({ length: size }, () => new Array<string | null>(size).fill(null));
  const paths = cover.paths.map((p) => p.map((cell): [number, number] => [Math.floor(cell / size), cell % size]));
  paths.forEach((p, i) => {
    for (const [r, c] of [p[0], p[p.length - 1]]) cells[r][c] = COLOURS[i];
  });
  const board: FlowBoard = { rows: size, cols: size, cells };
  return { board, text: boardToText(board), paths };
}
