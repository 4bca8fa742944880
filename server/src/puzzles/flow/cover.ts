// A cover of a size x size grid by disjoint paths: what a Flow board is made from (its endpoints are the paths'
// ends) and what each of its solutions is. Cells are numbered row * size + column. The moves keep a cover of the
// whole grid: a backbite reshapes the paths, a split cuts one path in two, a merge joins two paths whose ends touch.
import { boardToText, type FlowBoard } from './boardText';
import { randomInt, type Rng } from '../random';

/** Colour characters in the order they are handed out. */
export const COLOURS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export class PathCover {
  readonly paths: number[][];
  /** Which path each cell is on, and where on it. */
  private readonly owner: number[];
  private readonly place: number[];

  /** `paths` must cover the grid, each path a walk between neighbours, none shorter than minLength. */
  constructor(readonly size: number, paths: number[][], readonly minLength: number) {
    this.paths = paths.map((p) => p.slice());
    this.owner = new Array<number>(size * size);
    this.place = new Array<number>(size * size);
    this.reindex();
  }

  /** A serpentine through all cells (row by row, left to right and back) cut into `count` pieces. */
  static serpentine(size: number, count: number, minLength: number): PathCover {
    const order: number[] = [];
    for (let r = 0; r < size; r++) {
      for (let i = 0; i < size; i++) order.push(r * size + (r % 2 === 0 ? i : size - 1 - i));
    }
    const paths: number[][] = [];
    for (let i = 0; i < count; i++) {
      paths.push(order.slice(Math.floor((i * order.length) / count), Math.floor(((i + 1) * order.length) / count)));
    }
    return new PathCover(size, paths, minLength);
  }

  clone(): PathCover {
    return new PathCover(this.size, this.paths, this.minLength);
  }

  ownerOf(cell: number): number {
    return this.owner[cell];
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
    if (randomInt(rng, 2) === 0) {
      path = path.reverse(); // the biting end is now the last cell
      this.reindex();
    }
    const e = path[path.length - 1];
    const around = this.neighbours(e);
    const n = around[randomInt(rng, around.length)];
    const j = this.owner[n];
    if (j === i) {
      const k = this.place[n];
      if (k === path.length - 2) return;
      // [.., n, p(k+1), .., e] becomes [.., n, e, .., p(k+1)].
      this.paths[i] = [...path.slice(0, k + 1), ...path.slice(k + 1).reverse()];
      this.reindex();
      return;
    }
    const other = this.paths[j];
    const k = this.place[n];
    // Cut before or after n; the piece that keeps n goes to e's path, starting at n.
    const cutAfter = randomInt(rng, 2) === 0;
    const taken = cutAfter ? other.slice(0, k + 1).reverse() : other.slice(k);
    const left = cutAfter ? other.slice(k + 1) : other.slice(0, k);
    if (left.length < this.minLength) return;
    this.paths[i] = [...path, ...taken];
    this.paths[j] = left;
    this.reindex();
  }

  /**
   * Cuts the path through `cell` beside it, so that `cell` becomes an endpoint: before or after it, at random
   * where both are possible. False (and nothing changed) when either piece would be shorter than minLength.
   */
  split(cell: number, rng: Rng): boolean {
    const i = this.owner[cell];
    const path = this.paths[i];
    const k = this.place[cell];
    // A cut after index `at` keeps path[0..at] and path[at+1..].
    const cuts = [k, k - 1].filter((at) => at + 1 >= this.minLength && path.length - at - 1 >= this.minLength);
    if (cuts.length === 0) return false;
    const at = cuts[randomInt(rng, cuts.length)];
    this.paths[i] = path.slice(0, at + 1);
    this.paths.push(path.slice(at + 1));
    this.reindex();
    return true;
  }

  /**
   * Joins two paths whose ends are neighbours, chosen at random among those that keep clear of `avoid` (cells
   * whose paths are not to be touched) and whose joined path does not touch itself; false when there are none.
   */
  merge(rng: Rng, avoid: ReadonlySet<number> = new Set()): boolean {
    const kept = new Set([...avoid].map((c) => this.owner[c]));
    const pairs: [number, number, number, number][] = [];
    this.paths.forEach((p, i) => {
      if (kept.has(i)) return;
      for (const end of [p[0], p[p.length - 1]]) {
        for (const n of this.neighbours(end)) {
          const j = this.owner[n];
          const q = this.paths[j];
          if (j > i && !kept.has(j) && (n === q[0] || n === q[q.length - 1]) && this.contacts(i, j) === 1) pairs.push([i, end, j, n]);
        }
      }
    });
    if (pairs.length === 0) return false;
    const [i, end, j, n] = pairs[randomInt(rng, pairs.length)];
    const first = this.paths[i][0] === end ? this.paths[i].slice().reverse() : this.paths[i];
    const second = this.paths[j][0] === n ? this.paths[j] : this.paths[j].slice().reverse();
    this.paths[i] = [...first, ...second];
    this.paths.splice(j, 1);
    this.reindex();
    return true;
  }

  /**
   * How often a path touches itself: pairs of neighbouring cells on one path that are not next to each other on
   * it. A path that touches itself invites a shortcut, and another path to take the cells it cuts off: boards
   * whose paths never do are far more often the only way to fill their grid.
   */
  selfTouches(): number {
    let touches = 0;
    for (let cell = 0; cell < this.owner.length; cell++) {
      // Each pair once: the neighbour to the right and the one below.
      for (const n of [cell % this.size < this.size - 1 ? cell + 1 : -1, cell + this.size < this.owner.length ? cell + this.size : -1]) {
        if (n >= 0 && this.owner[n] === this.owner[cell] && !this.consecutive(cell, n)) touches++;
      }
    }
    return touches;
  }

  /** Pairs of neighbouring cells, one on path i and one on path j. */
  private contacts(i: number, j: number): number {
    let count = 0;
    for (const cell of this.paths[i]) for (const n of this.neighbours(cell)) if (this.owner[n] === j) count++;
    return count;
  }

  private consecutive(a: number, b: number): boolean {
    return Math.abs(this.place[a] - this.place[b]) === 1;
  }

  /** The board of the paths' ends; colours in the reading order of each path's first endpoint. */
  board(): FlowBoard {
    const size = this.size;
    const cells: (string | null)[][] = Array.from({ length: size }, () => new Array<string | null>(size).fill(null));
    this.ordered().forEach((p, i) => {
      for (const cell of [p[0], p[p.length - 1]]) cells[Math.floor(cell / size)][cell % size] = COLOURS[i];
    });
    return { rows: size, cols: size, cells };
  }

  text(): string {
    return boardToText(this.board());
  }

  /** The paths as [row, column] cells, in the order `board` hands out colours, each from its first endpoint. */
  cellPaths(): [number, number][][] {
    return this.ordered().map((p) => p.map((cell): [number, number] => [Math.floor(cell / this.size), cell % this.size]));
  }

  /** Each path from its end that comes first in reading order, the paths by that end. */
  private ordered(): number[][] {
    return this.paths.map((p) => (p[0] <= p[p.length - 1] ? p : p.slice().reverse())).sort((a, b) => a[0] - b[0]);
  }

  neighbours(cell: number): number[] {
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
      p.forEach((cell, k) => {
        this.owner[cell] = i;
        this.place[cell] = k;
      });
    });
  }
}
