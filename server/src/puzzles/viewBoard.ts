// What the family views share: the cells of a board collected as they are mentioned, each with the atoms shown
// on hover and the instance fact to jump to. Cells nobody mentions are left out of the view, so a large board
// with little to say about most of its cells stays small on the wire.
import { LineIndex } from '../language/lineIndex';
import { formatSymbol, type ClingoSymbol } from '../solving/symbols';
import type { CellRef, ViewCell } from '../view/view';
import type { Fact } from './facts';

/** The instance file a view's facts come from: its address for `source`, its text to turn offsets into lines. */
export interface InstanceRef {
  uri: string;
  text: string;
}

export class ViewBoard {
  private readonly cells: (ViewCell | undefined)[];
  private lines: LineIndex | undefined;

  constructor(readonly rows: number, readonly columns: number, private readonly instance?: InstanceRef) {
    this.cells = new Array(rows * columns);
  }

  inside(row: number, column: number): boolean {
    return Number.isInteger(row) && Number.isInteger(column) && row >= 0 && column >= 0 && row < this.rows && column < this.columns;
  }

  /** The cell at (row, column), made when first asked for; the caller checks `inside` first. */
  at(row: number, column: number): ViewCell {
    const i = row * this.columns + column;
    return (this.cells[i] ??= { row, column });
  }

  /** The cell if it was mentioned. */
  peek(row: number, column: number): ViewCell | undefined {
    return this.inside(row, column) ? this.cells[row * this.columns + column] : undefined;
  }

  /** Adds an atom or fact, as clingo prints it, to what hovering the cell shows. */
  note(row: number, column: number, text: string): void {
    if (!this.inside(row, column)) return;
    const cell = this.at(row, column);
    if (!cell.atoms) cell.atoms = [text];
    else if (!cell.atoms.includes(text)) cell.atoms.push(text);
  }

  /** Notes an instance fact and, for the first fact that fixes the cell, where it is written. */
  fact(row: number, column: number, fact: Fact, fixes = true): void {
    if (!this.inside(row, column)) return;
    this.note(row, column, formatFact(fact));
    const cell = this.at(row, column);
    if (!fixes || cell.source || !this.instance) return;
    this.lines ??= new LineIndex(this.instance.text);
    const { line, character } = this.lines.position(fact.span.start);
    cell.source = { uri: this.instance.uri, line, character };
  }

  /** The mentioned cells in reading order. */
  list(): ViewCell[] {
    const out: ViewCell[] = [];
    for (const cell of this.cells) if (cell) out.push(cell);
    return out;
  }
}

/** A fact as clingo prints the atom. */
export function formatFact(fact: Fact): string {
  return formatSymbol({ type: 'function', name: fact.name, args: fact.args, negated: false });
}

/** The atoms `name(...)` of arity `arity` in an answer, positive ones only, with their arguments. */
export function atomsNamed(atoms: readonly ClingoSymbol[], name: string, arity: number): Extract<ClingoSymbol, { type: 'function' }>[] {
  const out: Extract<ClingoSymbol, { type: 'function' }>[] = [];
  for (const a of atoms) if (a.type === 'function' && !a.negated && a.name === name && a.args.length === arity) out.push(a);
  return out;
}

/** Cells of a breadth-first search's parent links, from the start to `end`. */
export function pathBack(parent: Int32Array, end: number, columns: number): CellRef[] {
  const path: CellRef[] = [];
  for (let i = end; i >= 0; i = parent[i]) path.push([Math.floor(i / columns), i % columns]);
  return path.reverse();
}
