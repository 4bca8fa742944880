// The preview panel's page. It only draws: it gets a View from the extension, renders it with the same renderer
// the exports use (a large board on a canvas, see canvasBoard.ts), and turns clicks, keys and the pointer into
// messages. It never solves and never fetches.
import { renderSvg } from '../../server/src/view/svg';
import type { CellRef, View } from '../../server/src/view/view';
import { BoardEditing } from './boardEditing';
import { boardSize, CanvasBoard, drawsOnCanvas } from './canvasBoard';
import type { ExtensionMessage, PanelMessage, PanelMode, PanelState, PanelStatus } from './messages';
import { PathPlaces } from './pathPlaces';
import { showStatistics } from './statistics';

interface VsCodeApi {
  postMessage(message: PanelMessage): void;
  getState(): PanelState | undefined;
  setState(state: PanelState): void;
}


declare function acquireVsCodeApi(): VsCodeApi;

const vscode = acquireVsCodeApi();
/** The page's nonce, which the Content-Security-Policy also asks of the board's <style> element. */
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const board = $<HTMLDivElement>('board');
const stage = $<HTMLDivElement>('stage');
const counter = $<HTMLSpanElement>('counter');
const title = $<HTMLSpanElement>('title');
const state = $<HTMLSpanElement>('state');
const banner = $<HTMLDivElement>('banner');
const tooltip = $<HTMLDivElement>('tooltip');
const violations = $<HTMLUListElement>('violations');
const caption = $<HTMLDivElement>('caption');
const deadEnds = $<HTMLInputElement>('deadEnds');
const distance = $<HTMLInputElement>('distance');

let view: View | undefined;
/** The `show` message being drawn, named in the `drawn` message. */
let seq = 0;
const canvasBoard = new CanvasBoard(board, nonce);
canvasBoard.onDrawn = ({ ms }) => view && drawn('canvas', view, ms);
const places = new PathPlaces();
let zoom = vscode.getState()?.zoom ?? 1;
let pan = { x: vscode.getState()?.panX ?? 0, y: vscode.getState()?.panY ?? 0 };
let uri = vscode.getState()?.uri;
const editing = new BoardEditing($('editToggle'), $('editColour'), $('editSwatch'), $('editSaid'), {
  send: (edit) => send({ type: 'edit', edit }),
  changed: (on) => {
    send({ type: 'editing', on });
    applyTransform();
  },
  drawCursor,
}, vscode.getState() ?? {});
/** The board size last fitted to the panel: a board of another size is fitted again. */
let fittedSize = vscode.getState() ? 'restored' : '';
/** The board is as Fit left it: the panel growing or shrinking fits it again, until the user zooms or pans. */
let followsPanel = !vscode.getState();

function send(message: PanelMessage): void {
  vscode.postMessage(message);
}

/** Tells the extension the board of `show` number `which` is on the screen. */
function drawn(renderer: 'svg' | 'canvas', shown: View, ms: number, which = seq): void {
  // Also on the page, for whoever reads it (the UI tests wait for it).
  board.dataset.renderer = renderer;
  board.dataset.drawn = String(which);
  send({ type: 'drawn', seq: which, renderer, rows: shown.rows, columns: shown.columns, ms });
}

function show(next: View | undefined, name: string, status: PanelStatus, mode: PanelMode, editable = false): void {
  const started = performance.now();
  title.textContent = name;
  view = next;
  cellIndex = indexCells(next);
  besideIndex = indexCells(next?.beside);
  document.body.dataset.mode = mode;
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-action="unique"], button[data-action="forced"]')) {
    button.setAttribute('aria-pressed', String(button.dataset.action === mode));
  }
  places.show(next);
  document.body.dataset.kind = next?.kind ?? '';
  if (next && drawsOnCanvas(next)) {
    stage.replaceChildren();
    canvasBoard.show(next);
  } else if (next) {
    canvasBoard.hide();
    stage.innerHTML = renderSvg(next, { theme: 'inherit', showViolations: true, styleNonce: nonce });
    // Drawn once the browser has laid the SVG out and painted the frame after it.
    const which = seq;
    requestAnimationFrame(() => setTimeout(() => drawn('svg', next, Math.round(performance.now() - started), which)));
  }
  if (next) {
    counter.textContent = next.answer
      ? `answer ${next.answer.index + 1} of ${next.answer.exhausted ? '' : 'at least '}${next.answer.count}`
      : '';
    caption.textContent = next.caption ?? '';
    violations.replaceChildren(...(next.violations ?? []).map((v) => {
      const item = document.createElement('li');
      item.textContent = v.message;
      item.dataset.rule = v.rule;
      return item;
    }), ...(next.highlights ?? []).map((h) => {
      const item = document.createElement('li');
      item.textContent = h.label;
      item.dataset.highlight = h.kind;
      return item;
    }));
    violations.hidden = (next.violations ?? []).length + (next.highlights ?? []).length === 0;
  } else {
    canvasBoard.hide();
    stage.replaceChildren();
    counter.textContent = '';
    caption.textContent = '';
    violations.hidden = true;
  }
  showStatistics(next?.statistics);
  editing.show(next, editable);
  setStatus(status);
  // Two boards side by side are wider than one of the same size: they are fitted anew too.
  const size = next ? `${next.rows}x${next.columns}${next.beside ? ` beside ${next.beside.rows}x${next.beside.columns}` : ''}` : '';
  if (next && size !== fittedSize && fittedSize !== 'restored') fit();
  else applyTransform();
  if (next) fittedSize = size;
}

/** The board's size at zoom 1: the SVG's, or the canvas board's (the same geometry). */
function drawnSize(): { width: number; height: number } | undefined {
  if (canvasBoard.active && view) return boardSize(view);
  const svg = stage.querySelector('svg');
  if (!svg) return undefined;
  return { width: Number(svg.getAttribute('width')) || 1, height: Number(svg.getAttribute('height')) || 1 };
}

/** How far out one may zoom: a canvas board may be smaller than a pixel a cell (a 1000x1000 maze in a panel). */
function minimumZoom(): number {
  return canvasBoard.active ? 0.001 : 0.1;
}

/** Scales the board to fill the panel (small boards grow, large ones shrink), top left. */
function fit(): void {
  const size = drawnSize();
  if (!size) return;
  // The stage's padding (12px a side) is scaled with the board: the padded board is what has to fit.
  const padded = { width: size.width + 24, height: size.height + 24 };
  zoom = Math.min(8, Math.max(minimumZoom() / 2, Math.min(board.clientWidth / padded.width, board.clientHeight / padded.height)));
  pan = { x: 0, y: 0 };
  followsPanel = true;
  applyTransform();
}

new ResizeObserver(() => {
  if (followsPanel) fit();
}).observe(board);

function setStatus(status: PanelStatus): void {
  document.body.dataset.state = status.state;
  state.textContent = status.state === 'solving' ? 'solving…' : '';
  banner.hidden = status.state !== 'error' && status.state !== 'empty' && status.state !== 'explained';
  banner.replaceChildren();
  if (banner.hidden) return;
  const text = document.createElement('span');
  text.textContent = status.message ?? '';
  banner.append(text);
  if (status.action === 'explain') {
    const button = document.createElement('button');
    button.id = 'explain';
    button.textContent = 'Why No Answer?';
    button.title = 'Show the rules that stand in the way, on the closest arrangement';
    button.addEventListener('click', () => send({ type: 'explain' }));
    banner.append(' ', button);
  }
  const location = status.location;
  if (location) {
    const link = document.createElement('a');
    link.href = '#';
    link.textContent = location.label;
    link.addEventListener('click', (e) => {
      e.preventDefault();
      send({ type: 'open', uri: location.uri, line: location.line, character: location.character });
    });
    banner.append(' ', link);
  }
}

// Zoom and pan: a CSS transform on the stage, so a big board is not redrawn while the user moves around.
function applyTransform(): void {
  stage.style.transform = `translate(${pan.x}px, ${pan.y}px) scale(${zoom})`;
  canvasBoard.setTransform(zoom, pan);
  const colour = editing.colour();
  vscode.setState({ uri, zoom, panX: pan.x, panY: pan.y, editing: editing.wanted, ...(colour !== undefined ? { colour } : {}) });
}

function zoomBy(factor: number, around?: { x: number; y: number }): void {
  const next = Math.min(40, Math.max(Math.min(minimumZoom(), zoom), zoom * factor));
  const origin = around ?? { x: board.clientWidth / 2, y: board.clientHeight / 2 };
  pan = { x: origin.x - ((origin.x - pan.x) * next) / zoom, y: origin.y - ((origin.y - pan.y) * next) / zoom };
  zoom = next;
  followsPanel = false;
  applyTransform();
}

board.addEventListener('wheel', (e) => {
  if (!e.ctrlKey && !e.metaKey) return; // plain wheel scrolls
  e.preventDefault();
  const r = board.getBoundingClientRect();
  zoomBy(e.deltaY < 0 ? 1.15 : 1 / 1.15, { x: e.clientX - r.left, y: e.clientY - r.top });
}, { passive: false });

let drag: { x: number; y: number; panX: number; panY: number; moved: boolean } | undefined;
board.addEventListener('pointerdown', (e) => {
  drag = { x: e.clientX, y: e.clientY, panX: pan.x, panY: pan.y, moved: false };
});
window.addEventListener('pointerup', () => {
  setTimeout(() => (drag = undefined));
});
board.addEventListener('pointermove', (e) => {
  if (drag && e.buttons) {
    const dx = e.clientX - drag.x;
    const dy = e.clientY - drag.y;
    if (Math.abs(dx) + Math.abs(dy) > 3) drag.moved = true;
    pan = { x: drag.panX + dx, y: drag.panY + dy };
    if (drag.moved) followsPanel = false;
    applyTransform();
    return;
  }
  showTooltip(e);
});
board.addEventListener('pointerleave', () => (tooltip.hidden = true));

/**
 * The cell under the pointer, from the SVG's own coordinates (or the canvas's): 90,000 cells need no element each.
 * Of two boards side by side, each is a group in its own cell units: `second` says which one it is.
 */
function cellAt(e: MouseEvent): { at: CellRef; second: boolean } | undefined {
  if (canvasBoard.active) {
    const at = canvasBoard.cellAt(e.clientX, e.clientY);
    return at && { at, second: false };
  }
  const group = e.target instanceof Element ? e.target.closest<SVGGElement>('g[data-board]') : null;
  const second = group?.dataset.board === '1';
  const board = second ? view?.beside : view;
  const point = pointAt(e, group ?? undefined);
  if (!point || !board) return undefined;
  const row = Math.floor(point.y);
  const column = Math.floor(point.x);
  return row >= 0 && column >= 0 && row < board.rows && column < board.columns ? { at: [row, column], second } : undefined;
}

/**
 * The pointer in the board's cell units: the cell (row, column) is the unit square at x = column, y = row. Of two
 * boards side by side, in the units of `within`, the one under the pointer.
 */
function pointAt(e: MouseEvent, within?: SVGGraphicsElement): { x: number; y: number } | undefined {
  if (canvasBoard.active) return canvasBoard.pointAt(e.clientX, e.clientY);
  const matrix = (within ?? stage.querySelector('svg'))?.getScreenCTM();
  if (!matrix) return undefined;
  const point = new DOMPoint(e.clientX, e.clientY).matrixTransform(matrix.inverse());
  return { x: point.x, y: point.y };
}

/** Edit mode's cursor: a square drawn into the SVG, in its cell units (large boards on a canvas go without). */
function drawCursor(cell: CellRef | undefined): void {
  stage.querySelector('.edit-cursor')?.remove();
  const svg = stage.querySelector('svg');
  if (!cell || !svg) return;
  const rect = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  rect.setAttribute('class', 'edit-cursor');
  for (const [k, v] of [['x', cell[1] + 0.06], ['y', cell[0] + 0.06], ['width', 0.88], ['height', 0.88]] as const) rect.setAttribute(k, String(v));
  svg.append(rect);
}

/** The view's cells by position, so that the pointer moving over 90,000 cells costs one lookup per move. */
let cellIndex = new Map<number, View['cells'][number]>();
/** The same for the board beside it, when there are two. */
let besideIndex = new Map<number, View['cells'][number]>();

function indexCells(board: View | undefined): Map<number, View['cells'][number]> {
  return new Map((board?.cells ?? []).map((c) => [c.row * board!.columns + c.column, c]));
}

function cellInfo({ at, second }: { at: CellRef; second: boolean }) {
  const board = second ? view?.beside : view;
  return board ? (second ? besideIndex : cellIndex).get(at[0] * board.columns + at[1]) : undefined;
}

function showTooltip(e: MouseEvent): void {
  const pointed = cellAt(e);
  const at = pointed?.at;
  const info = pointed && cellInfo(pointed);
  // A long path's cells list no atoms (the view would be mostly those lists): they tell their place on the path.
  const said = info?.atoms?.length ? info.atoms.join('  ') : at && !pointed.second ? places.describe(at) : undefined;
  if (!at || !said) {
    tooltip.hidden = true;
    return;
  }
  tooltip.textContent = `(${at[0] + 1},${at[1] + 1})  ${said}`;
  tooltip.hidden = false;
  tooltip.style.left = `${e.clientX + 12}px`;
  tooltip.style.top = `${e.clientY + 12}px`;
}

board.addEventListener('click', (e) => {
  if (drag?.moved) return;
  const point = editing.active ? pointAt(e) : undefined;
  if (point && editing.click(point.x, point.y)) return;
  const pointed = cellAt(e);
  const source = pointed && cellInfo(pointed)?.source;
  if (source) send({ type: 'open', uri: source.uri, line: source.line, character: source.character });
});

// Controls: buttons and keys do the same things.
const actions: Record<string, () => void> = {
  previous: () => send({ type: 'step', delta: -1 }),
  next: () => send({ type: 'step', delta: 1 }),
  zoomIn: () => zoomBy(1.25),
  zoomOut: () => zoomBy(1 / 1.25),
  fit,
  exportSvg: () => send({ type: 'export', format: 'svg' }),
  exportPng: () => send({ type: 'export', format: 'png' }),
  exportPdf: () => send({ type: 'export', format: 'pdf' }),
  copyText: () => send({ type: 'copyText' }),
  unique: () => send({ type: 'checkAnswers', kind: 'unique' }),
  forced: () => send({ type: 'checkAnswers', kind: 'forced' }),
};
for (const box of [deadEnds, distance]) {
  box.addEventListener('change', () => send({ type: 'drawing', deadEnds: deadEnds.checked, distance: distance.checked }));
}
for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-action]')) {
  button.addEventListener('click', () => actions[button.dataset.action ?? '']?.());
}
const KEYS: Record<string, string> = {
  ArrowLeft: 'previous', p: 'previous', ArrowRight: 'next', n: 'next', '+': 'zoomIn', '=': 'zoomIn', '-': 'zoomOut', '0': 'fit',
};
window.addEventListener('keydown', (e) => {
  // In edit mode the arrows move the cursor over the board, once the board has the focus.
  if (document.activeElement === board && editing.key(e)) {
    e.preventDefault();
    return;
  }
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const action = KEYS[e.key];
  if (!action) return;
  e.preventDefault();
  actions[action]();
});

/** The exports' colours closest to the editor's theme (VS Code marks it on the body). A light high contrast theme takes the light ones. */
function editorTheme(): 'light' | 'dark' | 'high-contrast' {
  const classes = document.body.classList;
  if (classes.contains('vscode-high-contrast') && !classes.contains('vscode-high-contrast-light')) return 'high-contrast';
  return classes.contains('vscode-dark') ? 'dark' : 'light';
}

/** Draws the board's SVG on a canvas for a PNG export: the same picture, rasterised here where there is a canvas. */
async function renderPng(scale: number): Promise<string> {
  if (!view) throw new Error('nothing to export');
  if (canvasBoard.active) return canvasBoard.png(editorTheme(), scale);
  const svg = renderSvg(view, { theme: editorTheme() });
  const image = new Image();
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(image.naturalWidth * scale);
    canvas.height = Math.ceil(image.naturalHeight * scale);
    canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/png');
  } finally {
    URL.revokeObjectURL(url);
  }
}

window.addEventListener('message', (event: MessageEvent<ExtensionMessage>) => {
  const message = event.data;
  switch (message.type) {
    case 'show':
      uri = message.uri;
      seq = message.seq;
      show(message.view, message.title, message.status, message.mode ?? 'answers', message.editable === true);
      break;
    case 'edited':
      editing.edited(message.message, message.colour, message.failed === true);
      break;
    case 'status':
      setStatus(message.status);
      break;
    case 'renderPng':
      void renderPng(message.scale).then((dataUrl) => send({ type: 'png', dataUrl }));
      break;
  }
});

send({ type: 'ready' });
// A page restored in edit mode tells the extension, which forgot it with the old page.
if (editing.wanted) send({ type: 'editing', on: true });
