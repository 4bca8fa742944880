// Where a cell is on the board's path, for the tooltip: a long path's cells carry no atoms in the view (they would
// be most of it), so the tooltip tells "step 1,234 of 98,765 on the path" instead. Worked out when first asked.
import { boardCount, pathIndices } from '../../server/src/view/unpacked';
import type { CellRef, View } from '../../server/src/view/view';

export class PathPlaces {
  private view: View | undefined;
  /** Per cell: its place on the first path (0 for the first cell), -1 off it. */
  private places: Int32Array | undefined;
  private steps = 0;

  show(view: View | undefined): void {
    this.view = view;
    this.places = undefined;
  }

  /** What to say of the cell's place on the path; undefined off the path. */
  describe([row, column]: CellRef): string | undefined {
    const path = this.view?.paths?.[0];
    if (!this.view || !path) return undefined;
    const rows = boardCount(this.view.rows);
    const columns = boardCount(this.view.columns);
    if (!this.places) {
      this.places = new Int32Array(rows * columns).fill(-1);
      const cells = pathIndices(path, rows, columns);
      // A cell the path passes twice (a broken answer) keeps its first place.
      for (let k = cells.length - 1; k >= 0; k--) if (cells[k] < this.places.length) this.places[cells[k]] = k;
      this.steps = Math.max(0, cells.length - 1);
    }
    const k = this.places[row * columns + column];
    if (k === undefined || k < 0) return undefined;
    const of = this.steps.toLocaleString('en');
    return k === 0 ? `the path's first cell (${of} steps)` : `step ${k.toLocaleString('en')} of ${of} on the path`;
  }
}
