// The picture of a puzzle and its answer, as plain data: what the server sends to the preview panel and what
// the one renderer turns into SVG (in the panel, and for the exports). Serialisable (JSON), so it crosses the
// language server protocol and the webview's postMessage unchanged. Coordinates are 0-based (row, column),
// (0, 0) in the upper left, whatever the puzzle's own facts count from. What a large board has a lot of (walls,
// a path, dead ends, colours) can travel packed (see packed.ts and unpacked.ts): a few strings, not an object each.
import type { PackedCells } from './packed';

export type { PackedCells } from './packed';

export type ViewKind = 'cell-maze' | 'flow' | 'wall-maze' | 'grid';

/** A cell as [row, column]. */
export type CellRef = [number, number];

/**
 * How a cell is filled. Named styles follow the editor's theme in the panel (CSS variables) and get fixed
 * colours in exports; `color` is an explicit CSS colour (a Flow pipe's, a generic grid's `color/3`).
 */
export type CellStyle = 'wall' | 'empty' | 'fixed-wall' | 'fixed-empty' | 'blank' | 'highlight';

export interface ViewCell {
  row: number;
  column: number;
  style?: CellStyle;
  color?: string;
  /** A short text drawn in the cell (a Sudoku digit, a queen). */
  label?: string;
  /** The atoms of the answer and the facts of the instance about this cell, shown on hover. */
  atoms?: string[];
  /** The fact in the instance that fixes this cell, to jump to on click. */
  source?: { uri: string; line: number; character: number };
}

/** A wall on the grid lines between corner points [row, column] (corners run 0..rows, 0..columns). */
export interface ViewWall {
  from: CellRef;
  to: CellRef;
}

/** A line between the centres of two cells: a Flow pipe segment, an edge of a generic grid. */
export interface ViewEdge {
  from: CellRef;
  to: CellRef;
  color: string;
}

/**
 * Every unit piece of wall on the grid lines, one bit each (see packed.ts): a wall maze's walls, whatever their
 * number, in (rows + 1) * columns + rows * (columns + 1) bits.
 */
export interface ViewWallBits {
  /** (rows + 1) * columns bits, line by line: bit r * columns + c is the wall from corner (r, c) to (r, c + 1). */
  horizontal: string;
  /** rows * (columns + 1) bits: bit r * (columns + 1) + c is the wall from corner (r, c) to (r + 1, c). */
  vertical: string;
}

/** A path through the centres of cells, in order: a maze's solution. The cells are listed, or packed. */
export type ViewPath = ListedPath | PackedPath;

export interface ListedPath {
  cells: CellRef[];
  color: string;
}

export interface PackedPath {
  /** The cells in order, as row * columns + column. */
  packed: PackedCells;
  color: string;
}

/** Many marks of one kind, with no colour or label of their own (a large maze's dead ends). */
export interface ViewMarkCells {
  kind: ViewMark['kind'];
  cells: PackedCells;
}

/**
 * Colours of many cells at once (a maze coloured by distance): one byte per cell, row by row, 0 for none and k for
 * `colors[k - 1]`. The listed `cells` are drawn over them.
 */
export interface ViewFills {
  colors: string[];
  cells: string;
}

/** A marker in a cell: an endpoint dot, the entrance and exit, the start and goal. */
export interface ViewMark {
  cell: CellRef;
  kind: 'dot' | 'start' | 'goal' | 'entrance' | 'exit' | 'dead-end';
  color?: string;
  label?: string;
}

/** A rule the answer breaks, with the cells to outline on the board. */
export interface ViewViolation {
  rule: string;
  message: string;
  cells: CellRef[];
}

/**
 * Cells an explanation of a puzzle without an answer points at, on the closest answer: those a violated constraint
 * names, or those of an instance fact the closest answer leaves out.
 */
export interface ViewHighlight {
  kind: 'violated' | 'dropped';
  /** What the cells are outlined for: `line 70: :- goal(X,Y), not on(X,Y). violated once: X=5, Y=5`. */
  label: string;
  cells: CellRef[];
}

export interface View {
  kind: ViewKind;
  rows: number;
  columns: number;
  /** The cells with something to draw or say, in any order; a cell not listed is blank (large mazes list few). */
  cells: ViewCell[];
  walls?: ViewWall[];
  /** The walls as bits (wall mazes): drawn with `walls`, if both are given. */
  wallBits?: ViewWallBits;
  /** Cell colours by the byte: drawn under the `cells`. */
  fills?: ViewFills;
  edges?: ViewEdge[];
  paths?: ViewPath[];
  marks?: ViewMark[];
  /** Marks of a kind by the thousand, packed; drawn like the `marks` of that kind. */
  markCells?: ViewMarkCells[];
  violations?: ViewViolation[];
  /** The cells an explanation outlines (Why No Answer?), drawn over everything else. */
  highlights?: ViewHighlight[];
  /** Cells that differ from the answer shown before. */
  changed?: CellRef[];
  /**
   * A second board drawn to the right of this one, with a heading over each (Check Uniqueness: two answers that
   * show differently). Its own `beside` is not drawn.
   */
  beside?: View;
  /** The headings over this board and the one beside it: `answer 1`, `answer 2`. */
  headings?: [string, string];
  /** Cells where this board and the one beside it differ: outlined on both. */
  differing?: CellRef[];
  /** Cells that are not the same in every answer (Show Forced Cells): greyed and hatched; the others are forced. */
  unforced?: CellRef[];
  /** Which answer this is: "answer 3 of 9", or "3 of at least 10" when `exhausted` is false. */
  answer?: { index: number; count: number; exhausted: boolean };
  /** A line under the board: path length, dead ends, … */
  caption?: string;
  /**
   * How cells with a `color` are painted: `solid` (the default: a Nonogram's black cell) or `tint`, a lighter
   * wash, so that pipes drawn over them in the same colour stay visible (Flow).
   */
  cellFill?: 'solid' | 'tint';
  /** The colours on the board with the names the answer gives them (Flow colours, grid regions), for a key. */
  legend?: ViewLegendEntry[];
  /** Figures about the board, shown under it (a wall maze's dead ends, junctions, corridors, path). */
  statistics?: ViewStatistics;
}

/** Figures drawn as the server words them: the panel lays them out and draws the histogram, nothing more. */
export interface ViewStatistics {
  /** One line for the heading while the section is folded: `dead ends 10.2% · path 58 moves`. */
  summary: string;
  figures: ViewFigure[];
  histogram?: ViewHistogram;
}

export interface ViewFigure {
  label: string;
  /** `92 (10.2%)` */
  value: string;
  /** What the figure counts, for a tooltip. */
  title?: string;
}

/** Counts in bars, left to right, each with its label under it and a sentence for a tooltip and screen readers. */
export interface ViewHistogram {
  title: string;
  /** What the labels under the bars are: `moves to the first junction`. */
  axis: string;
  bars: { label: string; count: number; title: string }[];
}

export interface ViewLegendEntry {
  /** As the answer writes it: `red`, `"A"`, `3`. */
  name: string;
  color: string;
}

/** Whether the view is drawn on paper: a generic grid with colours of its own (see svgTheme's paper rules). */
export function onPaper(view: View): boolean {
  return view.kind === 'grid' && view.cells.some((c) => c.color !== undefined);
}

/**
 * The style a cell's fill is drawn with. On paper a labelled given without a colour of its own shows the paper,
 * its bold label telling it from the solved cells: a shade of its own would read as one more of the board's
 * colours, patching a Sudoku's boxes.
 */
export function fillStyle(cell: ViewCell, paper: boolean): CellStyle | undefined {
  return paper && cell.style === 'fixed-empty' && cell.label && cell.color === undefined ? undefined : cell.style;
}
