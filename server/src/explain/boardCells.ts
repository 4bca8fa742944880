// Which cells of the board a violation is about. Each family names its cells in its facts in its own way, and a
// violated constraint's ground atoms name them the same way: a cell maze as (column, row) from 1, a wall maze as
// (x, y) from 0, the generic grid as (row, column) from 1, a Flow board by its vertices. So the cells are read
// from the arguments of the ground atoms (and, failing those, from the violation's own values): a pair of
// numbers in the places an argument list of two numbers per cell has them, inside the board; or a vertex name.
import type { Facts } from '../puzzles/facts';
import { symbolKey } from '../puzzles/facts';
import type { FamilyId } from '../puzzles/family';
import { flowLayout } from '../puzzles/flow/layout';
import type { ClingoSymbol } from '../solving/symbols';
import type { CellRef } from '../view/view';

export interface BoardCells {
  rows: number;
  columns: number;
  /** The cells named in an argument list (and in the functions and tuples inside it). */
  cellsIn(args: readonly ClingoSymbol[]): CellRef[];
}

/** Function and tuple arguments are looked into so deep: `cell(pos(1,2))` is two levels. */
const MAX_DEPTH = 4;

/** How a family writes a cell as two numbers: which comes first, and where they count from. */
const PAIRS: Record<Exclude<FamilyId, 'flow'> | 'grid', { first: 'row' | 'column'; from: number }> = {
  'cell-maze': { first: 'column', from: 1 },
  'wall-maze': { first: 'column', from: 0 },
  grid: { first: 'row', from: 1 },
};

export function boardCells(family: FamilyId | 'grid', facts: Facts, size: { rows: number; columns: number }): BoardCells | undefined {
  const { rows, columns } = size;
  if (family === 'flow') {
    const layout = flowLayout(facts);
    if (!layout) return undefined;
    return {
      rows,
      columns,
      cellsIn: (args) => {
        const out: CellRef[] = [];
        walk(args, 0, (list) => {
          for (const s of list) {
            const at = layout.position.get(symbolKey(s));
            if (at) out.push([at.row, at.column]);
          }
        });
        return distinct(out);
      },
    };
  }
  const { first, from } = PAIRS[family];
  return {
    rows,
    columns,
    cellsIn: (args) => {
      const out: CellRef[] = [];
      walk(args, 0, (list) => {
        // Pairs in the places of a list of cells: (0,1), (2,3)…; `neighbour(C1,R1,C2,R2)` names two cells, not three.
        for (let i = 0; i + 1 < list.length; i += 2) {
          const a = list[i];
          const b = list[i + 1];
          if (a.type !== 'number' || b.type !== 'number') continue;
          const row = (first === 'row' ? a.value : b.value) - from;
          const column = (first === 'row' ? b.value : a.value) - from;
          if (row >= 0 && row < rows && column >= 0 && column < columns) out.push([row, column]);
        }
      });
      return distinct(out);
    },
  };
}

function walk(list: readonly ClingoSymbol[], depth: number, visit: (list: readonly ClingoSymbol[]) => void): void {
  visit(list);
  if (depth >= MAX_DEPTH) return;
  for (const s of list) if ((s.type === 'function' || s.type === 'tuple') && s.args.length) walk(s.args, depth + 1, visit);
}

function distinct(cells: CellRef[]): CellRef[] {
  const seen = new Set<string>();
  return cells.filter(([r, c]) => {
    const key = `${r},${c}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
