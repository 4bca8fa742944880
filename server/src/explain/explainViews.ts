// The pictures of the explanations, made from the families' own views: two answers side by side with the cells
// where they differ, and the cells that are the same in every answer. A cell's picture is its fill, colour and
// label, and the pipes, paths and marks through it: a wall maze's cells have no fill, its path is what differs.
import { diffCells } from '../puzzles/views';
import { allMarks, pathCells } from '../view/unpacked';
import type { CellRef, View } from '../view/view';

/** The cells whose picture differs between two views of one board; none when the boards differ in size. */
export function differingCells(a: View, b: View): CellRef[] {
  if (a.rows !== b.rows || a.columns !== b.columns) return [];
  const columns = a.columns;
  const keys = new Set(diffCells(a, b).map(([r, c]) => r * columns + c));
  const lineA = linesThrough(a, a.kind !== 'cell-maze');
  const lineB = linesThrough(b, b.kind !== 'cell-maze');
  for (const key of new Set([...lineA.keys(), ...lineB.keys()])) {
    if (lineA.get(key) !== lineB.get(key)) keys.add(key);
  }
  return [...keys].sort((x, y) => x - y).map((key): CellRef => [Math.floor(key / columns), key % columns]);
}

/**
 * What passes through each cell besides its fill: the neighbours its pipes and paths lead to, and its marks. A
 * cell maze's path is the view's own shortest way through the empty squares, not the answer's: the squares say
 * where two answers differ, and `paths` is false for it.
 */
function linesThrough(view: View, paths: boolean): Map<number, string> {
  const columns = view.columns;
  const parts = new Map<number, string[]>();
  const add = ([r, c]: CellRef, text: string) => {
    if (!Number.isInteger(r) || !Number.isInteger(c) || r < 0 || c < 0 || r >= view.rows || c >= columns) return;
    const key = r * columns + c;
    const list = parts.get(key);
    if (list) list.push(text);
    else parts.set(key, [text]);
  };
  const name = ([r, c]: CellRef) => `${r},${c}`;
  for (const { from, to, color } of view.edges ?? []) {
    add(from, `edge ${name(to)} ${color}`);
    add(to, `edge ${name(from)} ${color}`);
  }
  for (const path of paths ? view.paths ?? [] : []) {
    const cells = pathCells(path, columns);
    cells.forEach((cell, i) => {
      add(cell, `path ${path.color}`);
      if (i > 0) add(cell, `path ${name(cells[i - 1])} ${path.color}`);
      if (i + 1 < cells.length) add(cell, `path ${name(cells[i + 1])} ${path.color}`);
    });
  }
  for (const mark of allMarks(view)) add(mark.cell, `mark ${mark.kind} ${mark.color ?? ''} ${mark.label ?? ''}`);
  const out = new Map<number, string>();
  for (const [key, list] of parts) out.set(key, list.sort().join('\n'));
  return out;
}

/** Two answers side by side, the cells where they differ outlined on both. */
export function pairView(first: View, second: View): View {
  const differing = differingCells(first, second);
  return {
    ...bare(first),
    headings: ['answer 1', 'answer 2'],
    differing,
    beside: { ...bare(second), differing },
  };
}

/** How many of the board's cells are forced. */
export interface ForcedCount {
  forced: number;
  cells: number;
}

/**
 * The board as the atoms in every answer draw it, the cells that the first answer draws otherwise greyed: what is
 * left is the same in every answer. The caller words the caption.
 */
export function forcedView(firstAnswer: View, everyAnswer: View): { view: View; count: ForcedCount } {
  const unforced = differingCells(firstAnswer, everyAnswer);
  const cells = everyAnswer.rows * everyAnswer.columns;
  const count = { forced: cells - unforced.length, cells };
  const view: View = { ...bare(everyAnswer), unforced };
  // The shortest way through the forced squares alone would be a way no answer need take.
  if (view.kind === 'cell-maze') delete view.paths;
  return { view, count };
}

/** A view without what belongs to stepping through answers (the counter, the cells changed since the last one). */
function bare(view: View): View {
  const { answer: _answer, changed: _changed, statistics: _statistics, caption: _caption, ...rest } = view;
  return rest;
}
