// The messages between a preview panel (the webview) and the extension, typed on both sides. The panel starts
// with `ready`; the extension answers with the whole state (`show`) then and whenever the panel becomes visible
// again, so the panel keeps no state of its own beyond zoom and scroll. Every message from the panel is checked
// by `isPanelMessage` before it is used: a webview is a web page, and its messages are data, not trusted calls.
import type { BoardEdit } from '../../server/src/protocol';
import type { View } from '../../server/src/view/view';

export type ExportFormat = 'svg' | 'png' | 'pdf';

/** What the extension tells the panel. */
export type ExtensionMessage =
  | {
    type: 'show';
    /** The file the panel previews, as the user knows it (relative path). */
    title: string;
    /** The same file's URI, kept in the panel's state so that the panel is restored after a reload. */
    uri: string;
    view: View | undefined;
    /** The run's state: a quiet "solving…" while the last good picture stays. */
    status: PanelStatus;
    /** Counts the panel's `show` messages; the page's `drawn` names the one it drew. */
    seq: number;
    /** What the board shows: the answers, or a check of them (Check Uniqueness, Show Forced Cells); answers when absent. */
    mode?: PanelMode;
    /** The board is an instance's that clicks in edit mode can change (see BoardEdit). */
    editable?: boolean;
  }
  | { type: 'status'; status: PanelStatus }
  /** What an edit did (or why it did nothing), for the page to say; for Flow, the colour it placed. */
  | { type: 'edited'; message: string; colour?: string; failed?: boolean }
  /** Asks the panel to draw the board on a canvas and send it back as a PNG (`png`). */
  | { type: 'renderPng'; scale: number };

/** What the panel keeps in its webview state: VS Code hands it back when it restores the panel. */
export interface PanelState {
  uri?: string;
  zoom: number;
  panX: number;
  panY: number;
  /** Edit mode, and the Flow colour chosen for it. */
  editing?: boolean;
  colour?: string;
}

export interface PanelStatus {
  /** 'explained': the board is an explanation's closest answer (Why No Answer?), not an answer. */
  state: 'idle' | 'solving' | 'error' | 'empty' | 'explained';
  /** For 'error', 'empty' and 'explained': the message, with where it points to when it has a place. */
  message?: string;
  location?: { uri: string; line: number; character: number; label: string };
  /** A button in the banner: 'explain' runs Why No Answer? (the puzzle has none). */
  action?: 'explain';
}

/** What the panel asks of the extension. */
export type PanelMessage =
  | { type: 'ready' }
  | { type: 'step'; delta: number }
  | { type: 'open'; uri: string; line: number; character: number }
  | { type: 'export'; format: ExportFormat }
  | { type: 'copyText' }
  /** The banner's Why No Answer? button. */
  | { type: 'explain' }
  | { type: 'drawing'; deadEnds: boolean; distance: boolean }
  | { type: 'png'; dataUrl: string }
  /** The toolbar's Unique? and Forced: show that check of the answers, or the answers again when it is the one shown. */
  | { type: 'checkAnswers'; kind: 'unique' | 'forced' }
  /** Edit mode was switched on or off. */
  | { type: 'editing'; on: boolean }
  /** A click (or key) in edit mode: the change to make to the instance's board. */
  | { type: 'edit'; edit: BoardEdit }
  /** The board of `show` number `seq` is on the screen: an SVG, or the first frame of a canvas; `ms` after it came. */
  | { type: 'drawn'; seq: number; renderer: BoardRenderer; rows: number; columns: number; ms: number };

export type BoardRenderer = 'svg' | 'canvas';

/** The answers one by one, two answers checked for uniqueness, or the cells forced in every answer. */
export type PanelMode = 'answers' | 'unique' | 'forced';

const ANSWER_CHECKS: readonly string[] = ['unique', 'forced'];

const RENDERERS: readonly string[] = ['svg', 'canvas'];

const count = (n: unknown, max: number) => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= max;

const FORMATS: readonly string[] = ['svg', 'png', 'pdf'];

/** Checks a message from the panel field by field; anything else is dropped. */
export function isPanelMessage(value: unknown): value is PanelMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  switch (m.type) {
    case 'ready':
    case 'copyText':
    case 'explain':
      return true;
    case 'step':
      return Number.isInteger(m.delta) && Math.abs(m.delta as number) <= 1_000_000;
    case 'open':
      return typeof m.uri === 'string' && /^file:/.test(m.uri) && Number.isInteger(m.line) && Number.isInteger(m.character);
    case 'export':
      return typeof m.format === 'string' && FORMATS.includes(m.format);
    case 'drawing':
      return typeof m.deadEnds === 'boolean' && typeof m.distance === 'boolean';
    case 'checkAnswers':
      return typeof m.kind === 'string' && ANSWER_CHECKS.includes(m.kind);
    case 'editing':
      return typeof m.on === 'boolean';
    case 'edit':
      return isBoardEdit(m.edit);
    case 'png':
      return typeof m.dataUrl === 'string' && m.dataUrl.startsWith('data:image/png;base64,') && m.dataUrl.length < 200_000_000;
    case 'drawn':
      return count(m.seq, Number.MAX_SAFE_INTEGER) && typeof m.renderer === 'string' && RENDERERS.includes(m.renderer)
        && count(m.rows, 1_000_000) && count(m.columns, 1_000_000) && typeof m.ms === 'number' && Number.isFinite(m.ms) && m.ms >= 0;
    default:
      return false;
  }
}

const isCell = (v: unknown) => Array.isArray(v) && v.length === 2 && v.every((n) => count(n, 1_000_000));

function isBoardEdit(value: unknown): value is BoardEdit {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  switch (e.kind) {
    case 'wall':
      return isCell(e.from) && isCell(e.to);
    case 'cell':
      return isCell(e.cell);
    case 'endpoint':
      return isCell(e.cell) && (e.colour === undefined || (typeof e.colour === 'string' && e.colour.length <= 200));
    default:
      return false;
  }
}
