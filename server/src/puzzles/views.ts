// Answers to pictures: the view of each family behind one call, and what changed from one answer to the next
// (stepping through answers, or re-solving after an edit, outlines the cells that are different).
import type { ClingoSymbol } from '../solving/symbols';
import { fillGrid } from '../view/unpacked';
import type { CellRef, View, ViewCell } from '../view/view';
import { cellMazeView } from './cellMaze/view';
import type { Facts } from './facts';
import type { FamilyId } from './family';
import { flowView } from './flow/view';
import { gridView } from './grid/view';
import type { InstanceRef } from './viewBoard';
import { wallMazeView } from './wallMaze/view';

export type { InstanceRef } from './viewBoard';

export interface AnswerViewOptions {
  /** The instance the facts come from, for each cell's `source`. */
  instance?: InstanceRef;
  /** Wall mazes: mark dead ends. */
  deadEnds?: boolean;
  /** Wall mazes: colour cells by their distance from the start. */
  distance?: boolean;
  /** Wall mazes: the maze's figures for the preview's statistics section. */
  statistics?: boolean;
}

/**
 * The picture of one answer: `facts` are the instance's (or, for the generic grid, the solved file's), `atoms`
 * the answer's. Undefined when the facts give no board to draw on.
 */
export function answerView(family: FamilyId | 'grid', facts: Facts, atoms: readonly ClingoSymbol[], options: AnswerViewOptions = {}): View | undefined {
  switch (family) {
    case 'cell-maze':
      return cellMazeView(facts, atoms, options.instance);
    case 'flow':
      return flowView(facts, atoms, options.instance);
    case 'wall-maze':
      return wallMazeView(facts, atoms, options);
    case 'grid':
      return gridView(facts, atoms, options.instance);
  }
}

/**
 * The cells whose picture differs between two answers: fill style, colour (listed or packed) or label. A cell one
 * view leaves out counts as blank. Boards of different sizes have nothing to compare: the result is empty.
 */
export function diffCells(previous: View, next: View): CellRef[] {
  if (previous.rows !== next.rows || previous.columns !== next.columns) return [];
  const columns = next.columns;
  const before = new Map<number, ViewCell>();
  for (const cell of previous.cells) before.set(cell.row * columns + cell.column, cell);
  const after = new Map<number, ViewCell>();
  for (const cell of next.cells) after.set(cell.row * columns + cell.column, cell);
  const fillsBefore = fillGrid(previous);
  const fillsAfter = fillGrid(next);
  const differs = (key: number) => !samePicture(pictureOf(before.get(key), fillsBefore, key), pictureOf(after.get(key), fillsAfter, key));
  const changed = new Set<number>();
  for (const key of [...after.keys(), ...before.keys()]) if (differs(key)) changed.add(key);
  // Packed colours cover cells neither list names.
  if (fillsBefore || fillsAfter) {
    const n = Math.max(fillsBefore?.cells.length ?? 0, fillsAfter?.cells.length ?? 0);
    for (let key = 0; key < n; key++) {
      if ((fillsBefore?.cells[key] ?? 0) !== 0 || (fillsAfter?.cells[key] ?? 0) !== 0) {
        if (!changed.has(key) && differs(key)) changed.add(key);
      }
    }
  }
  return [...changed].sort((a, b) => a - b).map((key): CellRef => [Math.floor(key / columns), key % columns]);
}

interface CellPicture {
  style: string;
  color: string;
  label: string;
}

function pictureOf(cell: ViewCell | undefined, fills: ReturnType<typeof fillGrid>, key: number): CellPicture {
  const k = fills?.cells[key] ?? 0;
  const packed = k > 0 ? fills?.colors[k - 1] ?? '' : '';
  return {
    style: cell?.style === undefined || cell.style === 'blank' ? 'blank' : cell.style,
    color: cell?.color ?? packed,
    label: cell?.label ?? '',
  };
}

function samePicture(a: CellPicture, b: CellPicture): boolean {
  return a.style === b.style && a.color === b.color && a.label === b.label;
}
