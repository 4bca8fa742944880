// A cell maze answer as a picture: every square a wall or empty, the squares the instance fixes drawn as fixed,
// the entrance and the exit marked, and the shortest way from one to the other through empty squares — the
// rule "every empty cell is reachable from the entrance" seen at a glance. Facts count (column, row) from 1;
// the view counts (row, column) from 0.
import { formatSymbol, type ClingoSymbol } from '../../solving/symbols';
import type { CellRef, CellStyle, View, ViewMark, ViewPath } from '../../view/view';
import { factsOf, type Facts } from '../facts';
import { int } from '../family';
import { atomsNamed, pathBack, ViewBoard, type InstanceRef } from '../viewBoard';

export const CELL_MAZE_PATH_COLOUR = '#e51400';

/** The answer's view; undefined when the instance gives no sensible size. */
export function cellMazeView(facts: Facts, atoms: readonly ClingoSymbol[], instance?: InstanceRef): View | undefined {
  const size = mazeSize(facts);
  if (!size) return undefined;
  const board = new ViewBoard(size.rows, size.columns, instance);
  // 0 unknown, 1 wall, 2 empty: what the answer says of each square.
  const state = new Uint8Array(size.rows * size.columns);
  const place = (args: ClingoSymbol[]): [number, number] | undefined => {
    const c = int(args[0]);
    const r = int(args[1]);
    return c !== undefined && r !== undefined && board.inside(r - 1, c - 1) ? [r - 1, c - 1] : undefined;
  };

  for (const [name, value] of [['wall', 1], ['empty', 2]] as const) {
    for (const a of atomsNamed(atoms, name, 2)) {
      const at = place(a.args);
      if (!at) continue;
      state[at[0] * size.columns + at[1]] = value;
      board.note(at[0], at[1], formatSymbol(a));
    }
  }
  const fixed = new Uint8Array(state.length);
  for (const [name, value] of [['wall', 1], ['input_wall', 1], ['empty', 2], ['input_empty', 2]] as const) {
    for (const f of factsOf(facts, name, 2)) {
      const at = place(f.args);
      if (!at) continue;
      fixed[at[0] * size.columns + at[1]] = value;
      board.fact(at[0], at[1], f);
    }
  }
  const marks: ViewMark[] = [];
  const entrance = endpoint(facts, 'entrance', place, board, marks);
  const exit = endpoint(facts, 'exit', place, board, marks);

  for (let r = 0; r < size.rows; r++) {
    for (let c = 0; c < size.columns; c++) {
      const i = r * size.columns + c;
      // The answer decides; a square it leaves out shows what the instance fixed, or nothing.
      const value = state[i] || fixed[i];
      board.at(r, c).style = styleOf(value, fixed[i] !== 0);
    }
  }

  const paths: ViewPath[] = [];
  let caption: string;
  if (entrance && exit) {
    const cells = shortestPath(state, size.columns, entrance, exit);
    if (cells) {
      paths.push({ cells, color: CELL_MAZE_PATH_COLOUR });
      caption = `shortest path from entrance to exit: ${cells.length - 1} steps`;
    } else {
      caption = 'no path through empty squares from the entrance to the exit';
    }
  } else {
    caption = 'the maze needs one entrance and one exit';
  }
  return { kind: 'cell-maze', rows: size.rows, columns: size.columns, cells: board.list(), paths, marks, caption };
}

function styleOf(value: number, fixed: boolean): CellStyle {
  if (value === 1) return fixed ? 'fixed-wall' : 'wall';
  if (value === 2) return fixed ? 'fixed-empty' : 'empty';
  return 'blank';
}

function mazeSize(facts: Facts): { rows: number; columns: number } | undefined {
  const max = (name: string, maxName: string) => {
    let n = 0;
    for (const f of [...factsOf(facts, name, 1), ...factsOf(facts, maxName, 1)]) n = Math.max(n, int(f.args[0]) ?? 0);
    return n;
  };
  const rows = max('row', 'maxRow');
  const columns = max('col', 'maxCol');
  return rows > 0 && columns > 0 && rows * columns <= 1_000_000 ? { rows, columns } : undefined;
}

function endpoint(
  facts: Facts,
  kind: 'entrance' | 'exit',
  place: (args: ClingoSymbol[]) => [number, number] | undefined,
  board: ViewBoard,
  marks: ViewMark[],
): CellRef | undefined {
  let first: CellRef | undefined;
  for (const f of factsOf(facts, kind, 2)) {
    const at = place(f.args);
    if (!at) continue;
    board.fact(at[0], at[1], f);
    marks.push({ cell: at, kind });
    first ??= at;
  }
  return first;
}

/**
 * Breadth-first search over empty squares (the entrance and the exit count as open whatever the answer says,
 * so that a wrong answer still shows how far one gets). Undefined when the exit cannot be reached.
 */
function shortestPath(state: Uint8Array, columns: number, from: CellRef, to: CellRef): CellRef[] | undefined {
  const rows = state.length / columns;
  const start = from[0] * columns + from[1];
  const goal = to[0] * columns + to[1];
  const parent = new Int32Array(state.length).fill(-2);
  parent[start] = -1;
  const queue = new Int32Array(state.length);
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  while (head < tail) {
    const i = queue[head++];
    if (i === goal) return pathBack(parent, goal, columns);
    const r = Math.floor(i / columns);
    const c = i % columns;
    const next = [r > 0 ? i - columns : -1, r + 1 < rows ? i + columns : -1, c > 0 ? i - 1 : -1, c + 1 < columns ? i + 1 : -1];
    for (const n of next) {
      if (n < 0 || parent[n] !== -2 || (state[n] !== 2 && n !== goal)) continue;
      parent[n] = i;
      queue[tail++] = n;
    }
  }
  return undefined;
}
