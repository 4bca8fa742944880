// Large boards on a canvas the size of the panel. The SVG of a 1000x1000 maze would be tens of megabytes and
// millions of path segments for the browser to lay out and scale; the canvas draws only what is in view, at the
// zoom of the moment, once per animation frame while the user zooms and pans, sharp at the device's pixel ratio.
// It keeps the SVG's geometry (32 pixels a cell at zoom 1, a quarter-cell margin, the stage's padding), so that
// Fit, zoom, pan, the saved zoom and the cell under the pointer mean the same on either kind of board.
import type { CellRef, View } from '../../server/src/view/view';
import type { Theme } from '../../server/src/view/svgTheme';
import { ColourBytes, fixedPalette, PanelPalette, type Palette } from './boardPalette';
import { overviewImage } from './boardOverview';
import { decodeBoard, drawCells, drawMarkLayer, drawPathsFromFar, VECTOR_FROM, type Board, type Placement } from './boardPainter';

/** Boards of more cells are drawn on the canvas; smaller ones stay SVG, exactly as the exports draw them. */
export const CANVAS_CELLS = 10_000;

/** The SVG renderer's defaults, which the canvas keeps: pixels per cell at zoom 1, margin in cells, stage padding. */
const CELL_PX = 32;
const MARGIN = 0.25;
const PADDING = 12;

/** The longest side of an exported PNG of a canvas board, in pixels. */
const PNG_SIDE = 4096;

/**
 * Whether the canvas draws this view: a large board without labels or pipes (those are small puzzles, drawn as
 * SVG). Two boards side by side are SVG too: the canvas lays out one.
 */
export function drawsOnCanvas(view: View): boolean {
  return !view.beside && view.rows * view.columns > CANVAS_CELLS && !view.cells.some((c) => c.label) && !view.edges?.length;
}

/** The board's size on the stage at zoom 1 (without the padding), as the SVG's width and height attributes. */
export function boardSize(view: View): { width: number; height: number } {
  return { width: (view.columns + 2 * MARGIN) * CELL_PX, height: (view.rows + 2 * MARGIN) * CELL_PX };
}

export interface Drawn {
  /** Milliseconds from `show` to the first frame of the board. */
  ms: number;
}

export class CanvasBoard {
  private readonly canvas = document.createElement('canvas');
  private readonly context: CanvasRenderingContext2D;
  private readonly palette: PanelPalette;
  private readonly bytes = new ColourBytes();
  private board: Board | undefined;
  private colours: Palette | undefined;
  private overview: HTMLCanvasElement | undefined;
  private zoom = 1;
  private pan = { x: 0, y: 0 };
  private frame = 0;
  private shownAt = 0;
  private waitingForFirstFrame = false;
  private frames = 0;

  /** Called after the first frame of each board shown. */
  onDrawn: (drawn: Drawn) => void = () => undefined;

  constructor(private readonly host: HTMLElement, nonce: string) {
    this.context = this.canvas.getContext('2d')!;
    this.palette = new PanelPalette(nonce);
    this.canvas.className = 'board-canvas';
    this.canvas.hidden = true;
    host.append(this.canvas);
    new ResizeObserver(() => this.request()).observe(host);
    // VS Code changes the theme by changing the page's CSS variables and the body's classes.
    const themed = new MutationObserver(() => this.themeChanged());
    themed.observe(document.body, { attributes: true, attributeFilter: ['class'] });
    themed.observe(document.documentElement, { attributes: true, attributeFilter: ['style', 'class'] });
  }

  get active(): boolean {
    return this.board !== undefined;
  }

  show(view: View): void {
    this.board = decodeBoard(view);
    this.canvas.hidden = false;
    this.shownAt = performance.now();
    this.waitingForFirstFrame = true;
    this.themeChanged();
  }

  hide(): void {
    this.board = undefined;
    this.overview = undefined;
    this.canvas.hidden = true;
  }

  setTransform(zoom: number, pan: { x: number; y: number }): void {
    this.zoom = zoom;
    this.pan = pan;
    this.request();
  }

  /** The cell under a point of the page (client coordinates), as the SVG's getScreenCTM would give it. */
  /** The point in cell units (x along the columns, y down the rows), as the SVG's own coordinates are. */
  pointAt(clientX: number, clientY: number): { x: number; y: number } | undefined {
    if (!this.board) return undefined;
    const box = this.host.getBoundingClientRect();
    const at = this.placement(1);
    return { x: (clientX - box.left - at.x) / at.cell, y: (clientY - box.top - at.y) / at.cell };
  }

  cellAt(clientX: number, clientY: number): CellRef | undefined {
    if (!this.board) return undefined;
    const box = this.host.getBoundingClientRect();
    const at = this.placement(1);
    const column = Math.floor((clientX - box.left - at.x) / at.cell);
    const row = Math.floor((clientY - box.top - at.y) / at.cell);
    return row >= 0 && column >= 0 && row < this.board.rows && column < this.board.columns ? [row, column] : undefined;
  }

  /** The whole board as a PNG in a theme's fixed colours, at as many pixels a cell as PNG_SIDE allows. */
  png(theme: Theme, scale: number): string {
    if (!this.board) throw new Error('nothing to export');
    const { rows, columns } = this.board;
    const cell = Math.max(1, Math.min(CELL_PX * scale, Math.floor(PNG_SIDE / (Math.max(rows, columns) + 2 * MARGIN))));
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil((columns + 2 * MARGIN) * cell);
    canvas.height = Math.ceil((rows + 2 * MARGIN) * cell);
    const palette = fixedPalette(theme);
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = palette.board;
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    drawCells(ctx, this.board, palette, { x: MARGIN * cell, y: MARGIN * cell, cell }, canvas.width, canvas.height);
    return canvas.toDataURL('image/png');
  }

  private themeChanged(): void {
    if (!this.board) return;
    const { view } = this.board;
    this.colours = this.palette.read(view.kind, view.kind === 'grid' && view.cells.some((c) => c.color !== undefined));
    this.overview = undefined;
    this.request();
  }

  /** Where cell (0, 0) and a cell's size are, in canvas pixels at `ratio` pixels per CSS pixel. */
  private placement(ratio: number): Placement {
    const scale = this.zoom * ratio;
    return {
      x: (this.pan.x + this.zoom * (PADDING + MARGIN * CELL_PX)) * ratio,
      y: (this.pan.y + this.zoom * (PADDING + MARGIN * CELL_PX)) * ratio,
      cell: CELL_PX * scale,
    };
  }

  private request(): void {
    if (!this.board || this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.draw();
    });
  }

  private draw(): void {
    const board = this.board;
    const colours = this.colours;
    if (!board || !colours) return;
    const ratio = window.devicePixelRatio || 1;
    const width = Math.max(1, Math.round(this.host.clientWidth * ratio));
    const height = Math.max(1, Math.round(this.host.clientHeight * ratio));
    if (this.canvas.width !== width || this.canvas.height !== height) {
      this.canvas.width = width;
      this.canvas.height = height;
    }
    const ctx = this.context;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, width, height);
    const at = this.placement(ratio);
    if (at.cell >= VECTOR_FROM) {
      drawCells(ctx, board, colours, at, width, height);
    } else {
      // From far away: the overview image, two pixels a cell and one a line, scaled; smoothed when it shrinks,
      // so that a wall finer than a pixel greys the floor instead of flickering in and out.
      const overview = (this.overview ??= this.makeOverview(board, colours));
      const scale = at.cell / 2;
      ctx.imageSmoothingEnabled = scale < 1;
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(overview, at.x - scale / 2, at.y - scale / 2, overview.width * scale, overview.height * scale);
      drawPathsFromFar(ctx, board, at);
      // The start, the goal and other single marks stay visible however far away the board is.
      drawMarkLayer(ctx, board, colours, at, width, height);
    }
    // Counted on the page, so that whoever reads it (the UI tests) can wait for the frame after a change.
    this.host.dataset.frames = String(++this.frames);
    if (this.waitingForFirstFrame) {
      this.waitingForFirstFrame = false;
      this.onDrawn({ ms: Math.round(performance.now() - this.shownAt) });
    }
  }

  private makeOverview(board: Board, colours: Palette): HTMLCanvasElement {
    const image = overviewImage(board, colours, this.bytes);
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    canvas.getContext('2d')!.putImageData(image, 0, 0);
    return canvas;
  }
}
