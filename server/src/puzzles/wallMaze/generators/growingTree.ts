// The growing tree: a list of cells of the maze that may still have unvisited neighbours; pick one, open a wall
// to a random unvisited neighbour and add that to the list, or drop the cell when it has none. Which cell is
// picked is the whole character of the maze: always the newest is depth-first search (long corridors, 10% dead
// ends), a random one is Buck's "simplified Prim" (many short dead ends), the oldest makes long straight spokes
// from the start; a mix such as "newest:75,random:25" lies between. Picking from the middle of the list and
// dropping cells anywhere in it must keep the order the newest and oldest refer to, so dropped cells are only
// marked, skipped when met, and squeezed out when they are half the list.
import type { Cell, WallMaze } from '../maze';
import { randomInt, type Rng } from '../../random';
import { carveIndex, closedBoardMaze, makeBoard, neighbourBits, randomCell, startIndex, step, type MazeMask } from './board';

export type CellPick = 'newest' | 'random' | 'oldest';
export const CELL_PICKS: readonly CellPick[] = ['newest', 'random', 'oldest'];

/** How often each pick is made, by weight, e.g. [{ pick: 'newest', weight: 75 }, { pick: 'random', weight: 25 }]. */
export type CellSelection = readonly { pick: CellPick; weight: number }[];

export const DEFAULT_SELECTION = 'newest:50,random:50';

export interface GrowingTreeOptions {
  mask?: MazeMask;
  /** The first cell of the list; default a random one. */
  start?: Cell;
  /** Default newest and random half of the time each. */
  selection?: CellSelection;
}

/** "newest", "random", "oldest", or weighted picks separated by commas: "newest:75,random:25". */
export function parseCellSelection(text: string): CellSelection | { error: string } {
  const parts = text.split(',').map((p) => p.trim());
  const selection: { pick: CellPick; weight: number }[] = [];
  for (const part of parts) {
    const m = /^([a-z]+)(?::(\d+(?:\.\d+)?))?$/.exec(part);
    const pick = m?.[1] as CellPick | undefined;
    const weight = m?.[2] === undefined ? 1 : Number(m[2]);
    if (!m || !CELL_PICKS.includes(pick!)) return { error: `'${part}' is not a cell pick: newest, random or oldest, optionally with :WEIGHT` };
    if (!(weight > 0)) return { error: `the weight of ${pick} must be more than 0` };
    if (selection.some((s) => s.pick === pick)) return { error: `${pick} is named twice` };
    selection.push({ pick: pick!, weight });
  }
  return selection;
}

export function growingTree(width: number, height: number, rng: Rng, options: GrowingTreeOptions = {}): WallMaze {
  const selection = options.selection ?? (parseCellSelection(DEFAULT_SELECTION) as CellSelection);
  if (selection.length === 0 || selection.some((s) => !CELL_PICKS.includes(s.pick) || !(s.weight > 0))) {
    throw new RangeError('the cell selection needs at least one pick of positive weight');
  }
  const total = selection.reduce((sum, s) => sum + s.weight, 0);
  const board = makeBoard(width, height, options.mask);
  const maze = closedBoardMaze(board);
  const visited = new Uint8Array(width * height);
  const list = new Int32Array(board.cells);
  const alive = new Uint8Array(board.cells);
  const choices = new Int32Array(4);
  let head = 0;
  let tail = 0;
  let dead = 0;
  const add = (i: number) => {
    visited[i] = 1;
    list[tail] = i;
    alive[tail++] = 1;
  };
  const pickOne = (): CellPick => {
    if (selection.length === 1) return selection[0].pick;
    let r = rng() * total;
    for (const s of selection) if ((r -= s.weight) < 0) return s.pick;
    return selection[selection.length - 1].pick;
  };
  add(startIndex(board, options.start, () => randomCell(board, rng)));
  while (tail - head - dead > 0) {
    let slot: number;
    const pick = pickOne();
    if (pick === 'newest') {
      while (!alive[tail - 1]) {
        tail--;
        dead--;
      }
      slot = tail - 1;
    } else if (pick === 'oldest') {
      while (!alive[head]) {
        head++;
        dead--;
      }
      slot = head;
    } else {
      do slot = head + randomInt(rng, tail - head);
      while (!alive[slot]);
    }
    const i = list[slot];
    const count = neighbourBits(board, i, visited, 0, choices);
    if (count > 0) {
      const bit = choices[randomInt(rng, count)];
      carveIndex(maze, i, bit);
      add(step(width, i, bit));
      continue;
    }
    alive[slot] = 0;
    dead++;
    if (dead > 16 && 2 * dead > tail - head) {
      // Squeeze the dropped cells out, keeping the order of the others.
      let to = 0;
      for (let s = head; s < tail; s++) {
        if (!alive[s]) continue;
        list[to] = list[s];
        alive[to++] = 1;
      }
      alive.fill(0, to, tail);
      head = 0;
      tail = to;
      dead = 0;
    }
  }
  return maze;
}
