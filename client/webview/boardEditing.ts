// The preview's edit mode: "Edit board" in the toolbar turns clicks on an instance's board into edits — the wall
// nearest the pointer on a wall maze, the square on a cell maze, an endpoint of the chosen colour on a Flow board
// — which the page sends to the extension; the server decides what text changes. With the keyboard: the arrow
// keys move a cursor over the cells, Enter or Space clicks the cell under it, Shift with an arrow clicks the wall
// on that side (wall mazes). The page says what each edit did in a live region.
import type { BoardCell, BoardEdit } from '../../server/src/protocol';
import type { View } from '../../server/src/view/view';

/** The chooser's value for a colour the board does not have yet. */
const NEW_COLOUR = '';

export interface EditingHost {
  send(edit: BoardEdit): void;
  /** Edit mode changed: the extension is told, and the page's state keeps it. */
  changed(on: boolean, colour: string | undefined): void;
  /** Draws (or clears) the cursor over a cell. */
  drawCursor(cell: BoardCell | undefined): void;
}

type Side = 'up' | 'down' | 'left' | 'right';
const STEP: Record<Side, [number, number]> = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] };
const ARROWS: Record<string, Side> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

export class BoardEditing {
  private view: View | undefined;
  private editable = false;
  private on = false;
  private cursor: BoardCell = [0, 0];

  constructor(
    private readonly toggle: HTMLButtonElement,
    private readonly chooser: HTMLSelectElement,
    private readonly swatch: HTMLElement,
    private readonly said: HTMLElement,
    private readonly host: EditingHost,
    state: { editing?: boolean; colour?: string },
  ) {
    this.on = state.editing === true;
    if (state.colour !== undefined) this.remember(state.colour);
    toggle.addEventListener('click', () => this.setOn(!this.on));
    chooser.addEventListener('change', () => {
      this.paintSwatch();
      this.host.changed(this.on, this.colour());
    });
  }

  /** Edit mode is on, whether or not the board shown can be edited. */
  get wanted(): boolean {
    return this.on;
  }

  get active(): boolean {
    return this.on && this.editable && this.view !== undefined && this.view.kind !== 'grid';
  }

  colour(): string | undefined {
    return this.chooser.value === NEW_COLOUR ? undefined : this.chooser.value;
  }

  /** A new board: the toggle offered for instances, the Flow colours in the chooser, the cursor kept on the board. */
  show(view: View | undefined, editable: boolean): void {
    this.view = view;
    this.editable = editable && view !== undefined && view.kind !== 'grid';
    document.body.dataset.editable = String(this.editable);
    if (view) this.cursor = [Math.min(this.cursor[0], view.rows - 1), Math.min(this.cursor[1], view.columns - 1)];
    if (view?.kind === 'flow') this.fillChooser(view);
    this.refresh();
  }

  /** Says what the extension did with the last edit. */
  edited(message: string, colour: string | undefined, failed: boolean): void {
    this.said.textContent = message;
    this.said.dataset.failed = String(failed);
    if (colour !== undefined) {
      this.remember(colour);
      this.host.changed(this.on, this.colour());
    }
  }

  /** A click at a point of the board, in cell units (x along the columns, y down the rows); true when it was an edit. */
  click(x: number, y: number): boolean {
    if (!this.active || !this.view) return false;
    const cell: BoardCell = [Math.floor(y), Math.floor(x)];
    if (!this.inside(cell)) return false;
    this.cursor = cell;
    if (this.view.kind === 'wall-maze') {
      // The nearest side of the cell: its wall with the neighbour there.
      const fx = x - cell[1];
      const fy = y - cell[0];
      const sides: [Side, number][] = [['up', fy], ['down', 1 - fy], ['left', fx], ['right', 1 - fx]];
      const [side] = sides.reduce((a, b) => (b[1] < a[1] ? b : a));
      this.wall(cell, side);
    } else this.cellEdit(cell);
    this.host.drawCursor(this.cursor);
    return true;
  }

  /** The keys of edit mode; true when the key was one of them. */
  key(e: KeyboardEvent): boolean {
    if (!this.active || !this.view || e.ctrlKey || e.metaKey || e.altKey) return false;
    const side = ARROWS[e.key];
    if (side && e.shiftKey && this.view.kind === 'wall-maze') {
      this.wall(this.cursor, side);
      return true;
    }
    if (side) {
      const next: BoardCell = [this.cursor[0] + STEP[side][0], this.cursor[1] + STEP[side][1]];
      if (this.inside(next)) this.cursor = next;
      this.host.drawCursor(this.cursor);
      this.said.textContent = `row ${this.cursor[0] + 1}, column ${this.cursor[1] + 1}`;
      return true;
    }
    if ((e.key === 'Enter' || e.key === ' ') && this.view.kind !== 'wall-maze') {
      this.cellEdit(this.cursor);
      return true;
    }
    if (e.key === 'Escape') {
      this.setOn(false);
      return true;
    }
    return false;
  }

  private setOn(on: boolean): void {
    this.on = on;
    this.refresh();
    this.host.changed(on, this.colour());
    this.said.textContent = on ? this.hint() : '';
  }

  private refresh(): void {
    document.body.dataset.editing = String(this.active);
    this.toggle.setAttribute('aria-pressed', String(this.on));
    this.host.drawCursor(this.active ? this.cursor : undefined);
  }

  private hint(): string {
    switch (this.view?.kind) {
      case 'wall-maze':
        return 'click near a wall to put it up or take it down; Shift+arrow for the wall on that side of the cursor';
      case 'cell-maze':
        return 'click a square: unfixed, wall, empty; arrows and Enter with the keyboard';
      case 'flow':
        return 'click a cell to place or remove an endpoint of the chosen colour; arrows and Enter with the keyboard';
      default:
        return '';
    }
  }

  private wall(cell: BoardCell, side: Side): void {
    const to: BoardCell = [cell[0] + STEP[side][0], cell[1] + STEP[side][1]];
    // The border is no wall between two cells.
    if (!this.inside(to)) {
      this.said.textContent = 'the outer wall stays';
      return;
    }
    this.host.send({ kind: 'wall', from: cell, to });
  }

  private cellEdit(cell: BoardCell): void {
    if (this.view?.kind === 'cell-maze') this.host.send({ kind: 'cell', cell });
    else if (this.view?.kind === 'flow') {
      const colour = this.colour();
      this.host.send({ kind: 'endpoint', cell, ...(colour !== undefined ? { colour } : {}) });
    }
  }

  private inside([r, c]: BoardCell): boolean {
    return !!this.view && r >= 0 && c >= 0 && r < this.view.rows && c < this.view.columns;
  }

  private fillChooser(view: View): void {
    const chosen = this.chooser.value;
    const names = (view.legend ?? []).map((l) => l.name);
    // A colour chosen before (or just placed) stays on offer even when no endpoint has it any more.
    if (chosen !== NEW_COLOUR && !names.includes(chosen) && this.chooser.options.length > 0) names.push(chosen);
    const options = names.map((name) => {
      const option = document.createElement('option');
      option.value = name;
      option.textContent = name.replace(/^"(.*)"$/, '$1');
      const colour = view.legend?.find((l) => l.name === name)?.color;
      if (colour) option.dataset.color = colour;
      return option;
    });
    const fresh = document.createElement('option');
    fresh.value = NEW_COLOUR;
    fresh.textContent = 'new colour';
    this.chooser.replaceChildren(...options, fresh);
    this.chooser.value = names.includes(chosen) || chosen === NEW_COLOUR ? chosen : names[0] ?? NEW_COLOUR;
    this.paintSwatch();
  }

  /** Chooses `colour`, offering it when the chooser does not have it yet. */
  private remember(colour: string): void {
    if (![...this.chooser.options].some((o) => o.value === colour)) {
      const option = document.createElement('option');
      option.value = colour;
      option.textContent = colour.replace(/^"(.*)"$/, '$1');
      this.chooser.prepend(option);
    }
    this.chooser.value = colour;
    this.paintSwatch();
  }

  private paintSwatch(): void {
    const colour = this.chooser.selectedOptions[0]?.dataset.color;
    this.swatch.style.background = colour ?? 'transparent';
    this.swatch.dataset.empty = String(!colour);
  }
}
