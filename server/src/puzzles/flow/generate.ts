// Random Flow Free boards that are solvable by construction: a random cover of the grid by K disjoint paths,
// whose ends become the endpoints. The cover starts as a serpentine through all cells cut into K pieces, then
// random "backbite" moves reshape it; every move keeps a cover of the grid by exactly K paths, so the board
// always has at least the cover itself as a solution (it may have others: the generator does not look for
// boards with a unique solution).
import { boardToText, type FlowBoard } from './boardText';
import { randomInt, seededRng, type Rng } from '../random';

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

/** Colour characters in the order they are handed out. */
const COLOURS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A size x size board with `colours` colours; `seed` makes it reproducible. */
export function generateFlow(size: number, colours: number, seed: number | Rng, options: FlowGeneratorOptions = {}): GeneratedFlow {
  const rng = typeof seed === 'number' ? seededRng(seed) : seed;
  const minLength = Math.max(2, options.minLength ?? 3);
  if (!Number.isInteger(size) || size < 2) throw new RangeError(`size must be a whole number of at least 2, not ${size}`);
  if (!Number.isInteger(colours) || colours < 1 || colours > COLOURS.length) throw new RangeError(`colours must be 1..${COLOURS.length}, not ${colours}`);
  if (colours * minLength > size * size) throw new RangeError(`${colours} paths of at least ${minLength} cells do not fit on ${size}x${size}`);

  const cover = new PathCover(size, serpentine(size), colours, minLength);
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

/** All cells, row by row, left to right and back: one Hamiltonian path of the grid. */
function serpentine(size: number): number[] {
  const order: number[] = [];
  for (let r = 0; r < size; r++) {
    for (let i = 0; i < size; i++) order.push(r * size + (r % 2 === 0 ? i : size - 1 - i));
  }
  return order;
}

/** Disjoint paths covering a size x size grid; cells are numbered row * size + column. */
class PathCover {
  readonly paths: number[][];
  /** Which path each cell is on. */
  private readonly owner: number[];

  constructor(private readonly size: number, order: number[], count: number, private readonly minLength: number) {
    this.paths = [];
    for (let i = 0; i < count; i++) {
      this.paths.push(order.slice(Math.floor((i * order.length) / count), Math.floor(((i + 1) * order.length) / count)));
    }
    this.owner = new Array<number>(order.length);
    this.reindex();
  }

  /**
   * One move: an end `e` of a random path bites a random grid neighbour `n` that is not next to it on its path.
   * If n is on the same path, the path is rewired through e-n and the cell before n becomes the new end.
   * If n is on another path, that path is cut beside n and the part with n joins e's path. Moves that would
   * leave a path shorter than minLength are skipped.
   */
  backbite(rng: Rng): void {
    const i = randomInt(rng, this.paths.length);
    let path = this.paths[i];
    if (randomInt(rng, 2) === 0) path = path.reverse(); // the biting end is now the last cell
    const e = path[path.length - 1];
    const around = this.neighbours(e);
    const n = around[randomInt(rng, around.length)];
    const j = this.owner[n];
    if (j === i) {
      const k = path.indexOf(n);
      if (k === path.length - 2) return;
      // [.., n, p(k+1), .., e] becomes [.., n, e, .., p(k+1)].
      this.paths[i] = [...path.slice(0, k + 1), ...path.slice(k + 1).reverse()];
      return;
    }
    const other = this.paths[j];
    const k = other.indexOf(n);
    // Cut before or after n; the piece that keeps n goes to e's path, starting at n.
    const cutAfter = randomInt(rng, 2) === 0;
    const taken = cutAfter ? other.slice(0, k + 1).reverse() : other.slice(k);
    const left = cutAfter ? other.slice(k + 1) : other.slice(0, k);
    if (left.length < this.minLength) return;
    this.paths[i] = [...path, ...taken];
    this.paths[j] = left;
    for (const cell of taken) this.owner[cell] = i;
  }

  private neighbours(cell: number): number[] {
    const r = Math.floor(cell / this.size);
    const c = cell % this.size;
    const out: number[] = [];
    if (r > 0) out.push(cell - this.size);
    if (r < this.size - 1) out.push(cell + this.size);
    if (c > 0) out.push(cell - 1);
    if (c < this.size - 1) out.push(cell + 1);
    return out;
  }

  private reindex(): void {
    this.paths.forEach((p, i) => {
      for (const cell of p) this.owner[cell] = i;
    });
  }
}
