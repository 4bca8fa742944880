// Answers to pictures: the view of each family behind one call, and what changed from one answer to the next
// (stepping through answers, or re-solving after an edit, outlines the cells that are different).
import type { ClingoSymbol } from '../solving/symbols';
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
 * The cells whose picture differs between two answers: fill style, colour or label. A cell one view leaves out
 * counts as blank. Boards of different sizes have nothing to compare: the result is empty.
 */
export function diffCells(previous: View, next: View): CellRef[] {
  if (previous.rows !== next.rows || previous.columns !== next.columns) return [];
  const before = new Map<number, ViewCell>();
  for (const cell of previous.cells) before.set(cell.row * next.columns + cell.column, cell);
  const changed: CellRef[] = [];
  const seen = new Set<number>();
  for (const cell of next.cells) {
    const key = cell.row * next.columns + cell.column;
    seen.add(key);
    if (!samePicture(before.get(key), cell)) changed.push([cell.row, cell.column]);
  }
  for (const [key, cell] of before) if (!seen.has(key) && !samePicture(cell, undefined)) changed.push([cell.row, cell.column]);
  return changed.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

function samePicture(a: ViewCell | undefined, b: ViewCell | undefined): boolean {
  const style = (c: ViewCell | undefined) => (c?.style === undefined || c.style === 'blank' ? 'blank' : c.style);
  return style(a) === style(b) && (a?.color ?? '') === (b?.color ?? '') && (a?.label ?? '') === (b?.label ?? '');
}
