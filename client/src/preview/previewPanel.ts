// One preview panel: the picture of one file's puzzle and its answers. It asks the server for the View of the
// answer shown, sends it to the webview, and answers the webview's messages (stepping, jumping to a fact,
// exports). Solving is the manager's business; a panel only shows what it is given.
import * as vscode from 'vscode';
import { fileLabel } from '../fileLabel';
import type { LanguageClient } from 'vscode-languageclient/node';
import {
  answerViewRequest, exportViewRequest, type AnswersCheckKind, type BoardEdit, type ExplainReport, type SolveReport, type SolverMessage, type View,
} from '../../../server/src/protocol';
import {
  isPanelMessage, type BoardRenderer, type ExportFormat, type ExtensionMessage, type PanelMessage, type PanelMode, type PanelStatus,
} from '../../webview/messages';
import { isAnswersCheck } from '../solveController';
import { boardOf, editInstance, type EditOutcome } from './boardEditor';
import { previewHtml } from './html';
import { LatestOnly } from './latestOnly';

export const PREVIEW_VIEW_TYPE = 'aspPuzzles.preview';

const PNG_TIMEOUT_MS = 15_000;

export interface PreviewHost {
  client(): Promise<LanguageClient>;
  readonly extensionUri: vscode.Uri;
  /** Solves the file again for at least `answers` answers; the panel is then shown the new run. */
  moreAnswers(uri: vscode.Uri, answers: number): Promise<void>;
  /** Checks the file for uniqueness or its forced cells; the panel is then shown the run. */
  checkAnswers(uri: vscode.Uri, kind: AnswersCheckKind): Promise<void>;
  /** Runs Why No Answer? on the file (the banner's button). */
  explain(uri: vscode.Uri): Thenable<unknown>;
}

/** What a test (or another extension) can see of a panel. */
export interface PanelSnapshot {
  uri: string;
  view: View | undefined;
  status: PanelStatus;
  /** The answers, or the explanation shown (Check Uniqueness, Show Forced Cells). */
  mode: PanelMode;
  /** The explanation's verdict in words, when one is shown. */
  explanation?: string;
  /** The number of the last `show` sent to the page (see PanelDrawn.seq). */
  shown: number;
  /** The last board the page said it drew. */
  drawn?: PanelDrawn;
}

/** A board on the screen, as the page reported it. */
export interface PanelDrawn {
  /** Which `show` it was: the board is current when this is the snapshot's `shown`. */
  seq: number;
  renderer: BoardRenderer;
  rows: number;
  columns: number;
  /** Milliseconds the page took from the message to the drawn board. */
  ms: number;
  /** When the extension heard of it (Date.now()). */
  at: number;
}

export class PreviewPanel implements vscode.Disposable {
  private readonly disposables: vscode.Disposable[] = [];
  private report: SolveReport | undefined;
  private index = 0;
  private view: View | undefined;
  private status: PanelStatus = { state: 'solving' };
  private pendingPng: ((dataUrl: string) => void) | undefined;
  private shown = 0;
  private drawn: PanelDrawn | undefined;
  /** How the user asked to draw a wall maze: dead ends marked, cells coloured by distance. */
  private drawing = { deadEnds: false, distance: false };
  /** The views asked of the server: only the last one asked is drawn. */
  private readonly views = new LatestOnly();
  /** Edit mode (the page's "Edit board"), and the instance its clicks change: the last run's, when it had a family. */
  private editing = false;
  private editTarget: vscode.Uri | undefined;
  private readonly disposed = new vscode.EventEmitter<void>();
  readonly onDidDispose = this.disposed.event;

  constructor(readonly uri: vscode.Uri, readonly panel: vscode.WebviewPanel, private readonly host: PreviewHost) {
    panel.webview.options = { enableScripts: true, localResourceRoots: [vscode.Uri.joinPath(host.extensionUri, 'dist', 'webview'), vscode.Uri.joinPath(host.extensionUri, 'media')] };
    panel.webview.html = previewHtml(panel.webview, host.extensionUri);
    panel.title = `Preview ${basename(uri)}`;
    panel.iconPath = vscode.Uri.joinPath(host.extensionUri, 'media', 'preview.svg');
    this.disposables.push(
      panel.webview.onDidReceiveMessage((m: unknown) => {
        if (isPanelMessage(m)) void this.onMessage(m);
      }),
      // A hidden webview loses its page; when it is shown again it says `ready` and gets everything anew.
      panel.onDidDispose(() => this.dispose()),
    );
  }

  /** The files the shown answer came from: an edit of any of them calls for a new solve. */
  get files(): string[] {
    return this.report?.files ?? [];
  }

  /** The instance the answer shown solved: the file itself, or the instance chosen for an encoding. */
  get instance(): vscode.Uri | undefined {
    return this.report?.instance ? vscode.Uri.parse(this.report.instance) : undefined;
  }

  /** What the board shows: the answers, or the explanation of the last run when it was one. */
  get mode(): PanelMode {
    return this.report && isAnswersCheck(this.report) ? this.report.check.kind : 'answers';
  }

  snapshot(): PanelSnapshot {
    const explanation = this.report && isAnswersCheck(this.report) ? this.report.check.message : undefined;
    return {
      uri: this.uri.toString(), view: this.view, status: this.status, mode: this.mode, shown: this.shown,
      ...(explanation ? { explanation } : {}), ...(this.drawn ? { drawn: this.drawn } : {}),
    };
  }

  solving(): void {
    this.setStatus({ state: 'solving' });
  }

  /** The solve did not start (no instance chosen): the last answers stay, or the panel says what to do. */
  notSolved(): void {
    this.setStatus(this.report
      ? statusOf(this.report)
      : { state: 'empty', message: 'Nothing solved: an encoding needs an instance. Open the preview again to choose one.' });
  }

  /** The solve could not run (the server failed it, the file is gone): the last answers stay, under why. */
  failed(error: unknown): void {
    // The server's words, without the protocol's wrapping ("Request … failed with message: ").
    const why = (error instanceof Error ? error.message : String(error)).split('\n')[0].replace(/^Request \S+ failed with message: /, '');
    this.setStatus({ state: 'error', message: `The solve failed: ${why}` });
  }

  /** Shows a new run's answers. The last good picture stays when the run found none. */
  async showReport(report: SolveReport): Promise<void> {
    this.editTarget = report.family && report.instance ? vscode.Uri.parse(report.instance) : undefined;
    if (isAnswersCheck(report) && !report.drawable) {
      // Nothing to draw (no answer, a run stopped early): the last picture stays, under the verdict.
      this.setStatus({ state: report.check.verdict === 'none' || report.check.verdict === 'undecided' ? 'error' : 'empty', message: report.check.message });
      return;
    }
    if (report.answers.length === 0) {
      // While editing, the board as it now is, rather than the last answer to a board that is no more.
      if (this.editing && (await this.showBoard(statusOf(report)))) return;
      this.setStatus(statusOf(report));
      return;
    }
    const sameRunFamily = this.report && !isAnswersCheck(this.report) && !isAnswersCheck(report) && this.report.files.join() === report.files.join();
    this.report = report;
    this.index = sameRunFamily ? Math.min(this.index, report.answers.length - 1) : 0;
    await this.refresh(undefined, statusOf(report));
  }

  /** Shows an explanation's closest answer (the server remembers it under the explanation's run id), cells outlined. */
  async showExplanation(explained: ExplainReport): Promise<void> {
    this.report = {
      runId: explained.runId, status: 'satisfiable', answers: [{ atoms: [], text: [] }], exhausted: true, messages: [], timeMs: explained.timeMs,
      engine: explained.engine, files: explained.files, programBytes: 0, ...(explained.instance ? { instance: explained.instance } : {}),
    };
    this.index = 0;
    await this.refresh(undefined, { state: 'explained', message: explained.message });
  }

  /**
   * Draws the shown answer, asking the server for its view, under `status` (by default the status as it is when
   * the view comes: a page that says `ready` while a solve's answer is on its way must not bring back "solving…").
   */
  private async refresh(previous: number | undefined, status?: PanelStatus): Promise<void> {
    if (!this.report) return;
    if (status) this.status = status;
    const { runId } = this.report;
    const asked = await this.views.of(async () => (await this.host.client()).sendRequest(answerViewRequest, {
      runId, index: this.index, ...this.drawing, ...(previous === undefined ? {} : { previous }),
    }));
    if (!asked) return; // a later refresh draws what is newer
    const { view, index } = asked.value;
    this.index = index;
    this.view = view;
    if (!view) this.status = { state: 'empty', message: 'This file is no puzzle the preview can draw; its answers are in the ASP Solver output.' };
    this.post({ type: 'show', title: fileLabel(this.uri), uri: this.uri.toString(), view, status: this.status, seq: ++this.shown, mode: this.mode, editable: this.editTarget !== undefined });
  }

  /** Shows the instance's board as its text is now, without an answer; false when it is no board. */
  private async showBoard(status: PanelStatus): Promise<boolean> {
    if (!this.editTarget) return false;
    const view = await boardOf(await this.host.client(), this.editTarget);
    if (!view) return false;
    this.view = view;
    this.status = status;
    this.post({ type: 'show', title: fileLabel(this.uri), uri: this.uri.toString(), view, status, seq: ++this.shown, editable: true });
    return true;
  }

  /**
   * Makes one click's change to the instance (see boardEditor) and shows the changed board at once, while the
   * manager solves it again; the page is told what happened.
   */
  async edit(edit: BoardEdit): Promise<EditOutcome> {
    const outcome: EditOutcome = this.editTarget ? await editInstance(await this.host.client(), this.editTarget, edit) : { error: 'this preview shows no instance to edit' };
    if ('error' in outcome) this.post({ type: 'edited', message: outcome.error, failed: true });
    else {
      this.post({ type: 'edited', message: outcome.description, ...(outcome.colour ? { colour: outcome.colour } : {}) });
      await this.showBoard({ state: 'solving' });
    }
    return outcome;
  }

  private setStatus(status: PanelStatus): void {
    this.status = status;
    // Until an answer is drawn the page has no title either (an unsatisfiable puzzle, a page just reloaded).
    if (this.report) this.post({ type: 'status', status });
    else this.post({ type: 'show', title: fileLabel(this.uri), uri: this.uri.toString(), view: undefined, status, seq: ++this.shown, editable: this.editTarget !== undefined });
  }

  private post(message: ExtensionMessage): void {
    void this.panel.webview.postMessage(message);
  }

  private async onMessage(message: PanelMessage): Promise<void> {
    switch (message.type) {
      case 'ready':
        if (this.report) await this.refresh(undefined);
        else this.setStatus(this.status);
        // A PNG asked for while the page was (re)loading was lost with the old page: ask the new one.
        if (this.pendingPng) this.post({ type: 'renderPng', scale: 2 });
        break;
      case 'step':
        await this.step(message.delta);
        break;
      case 'open':
        await vscode.window.showTextDocument(vscode.Uri.parse(message.uri), {
          viewColumn: vscode.ViewColumn.One, selection: new vscode.Range(message.line, message.character, message.line, message.character),
        });
        break;
      case 'export':
        await this.export(message.format);
        break;
      case 'copyText':
        await this.copyText();
        break;
      case 'drawing':
        this.drawing = { deadEnds: message.deadEnds, distance: message.distance };
        await this.refresh(undefined);
        break;
      case 'checkAnswers':
        await this.checkAnswers(message.kind);
        break;
      case 'editing':
        this.editing = message.on;
        // A board without an answer was left showing its last answer: show it as it is.
        if (this.editing && this.status.state === 'error') await this.showBoard(this.status);
        break;
      case 'edit':
        await this.edit(message.edit);
        break;
      case 'png':
        this.pendingPng?.(message.dataUrl);
        this.pendingPng = undefined;
        break;
      case 'explain':
        await this.host.explain(this.uri);
        break;
      case 'drawn': {
        const { seq, renderer, rows, columns, ms } = message;
        this.drawn = { seq, renderer, rows, columns, ms, at: Date.now() };
        break;
      }
    }
  }

  /**
   * Shows the answer `delta` places on; returns what the panel then shows. Past the last answer found so far,
   * while there may be more (a Solve asks for one), the solver is asked for more and the picture stays meanwhile;
   * past the last of all answers, it wraps around.
   */
  async step(delta: number): Promise<PanelSnapshot> {
    if (this.mode !== 'answers') {
      // Stepping leaves an explanation for the answers, from the first.
      this.solving();
      await this.host.moreAnswers(this.uri, 1);
      return this.snapshot();
    }
    if (this.report) {
      const previous = this.index;
      const count = this.report.answers.length;
      const target = this.index + delta;
      if (target >= count && !this.report.exhausted) {
        this.index = target;
        this.solving();
        await this.host.moreAnswers(this.uri, target + 1);
        return this.snapshot();
      }
      this.index = ((target % count) + count) % count;
      await this.refresh(previous);
    }
    return this.snapshot();
  }

  /** Shows the explanation `kind` of the file, or the answers again when that explanation is the one shown. */
  async checkAnswers(kind: AnswersCheckKind): Promise<PanelSnapshot> {
    this.solving();
    if (this.mode === kind) await this.host.moreAnswers(this.uri, 1);
    else await this.host.checkAnswers(this.uri, kind);
    return this.snapshot();
  }

  /** Writes the answer shown as SVG, PNG or PDF where the user says; returns the file, or undefined if cancelled. */
  async export(format: ExportFormat, target?: vscode.Uri): Promise<vscode.Uri | undefined> {
    if (!this.report || !this.view) return undefined;
    const name = basename(this.uri).replace(/\.[^.]+$/, '');
    const uri = target ?? await vscode.window.showSaveDialog({
      defaultUri: vscode.Uri.joinPath(this.uri, '..', `${name}-${this.index + 1}.${format}`),
      filters: { [format.toUpperCase()]: [format] },
    });
    if (!uri) return undefined;
    let bytes: Uint8Array;
    if (format === 'png') {
      // Only the page has a canvas: it rasterises the board and sends it back. A hidden page cannot answer.
      this.panel.reveal(undefined, true);
      const dataUrl = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the preview did not draw the PNG; show the panel and try again')), PNG_TIMEOUT_MS);
        this.pendingPng = (url) => {
          clearTimeout(timer);
          resolve(url);
        };
        this.post({ type: 'renderPng', scale: 2 });
      });
      bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    } else {
      const client = await this.host.client();
      const result = await client.sendRequest(exportViewRequest, { runId: this.report.runId, index: this.index, format, theme: 'light' });
      bytes = result.base64 !== undefined ? Buffer.from(result.base64, 'base64') : Buffer.from(result.text ?? '', 'utf8');
    }
    await vscode.workspace.fs.writeFile(uri, bytes);
    vscode.window.setStatusBarMessage(`Exported ${fileLabel(uri)}`, 5000);
    return uri;
  }

  async copyText(): Promise<string | undefined> {
    if (!this.report) return undefined;
    const client = await this.host.client();
    const { text } = await client.sendRequest(exportViewRequest, { runId: this.report.runId, index: this.index, format: 'text', theme: 'light' });
    if (text === undefined) return undefined;
    await vscode.env.clipboard.writeText(text);
    vscode.window.setStatusBarMessage('Copied the picture as text', 3000);
    return text;
  }

  reveal(): void {
    this.panel.reveal(undefined, true);
  }

  dispose(): void {
    this.disposed.fire();
    this.disposed.dispose();
    for (const d of this.disposables.splice(0)) d.dispose();
    this.panel.dispose();
  }
}

/** How a finished run reads in the panel: quiet when it went well, a banner with a link when it did not. */
function statusOf(report: SolveReport): PanelStatus {
  if (report.answers.length > 0) return { state: 'idle' };
  if (report.status === 'unsatisfiable' && !report.explanation) return { state: 'error', message: 'No answer: the puzzle is unsatisfiable.', action: 'explain' };
  if (report.status === 'cancelled') return { state: 'idle' };
  // The error with a place first: clingo follows a located syntax error with an unlocated "parsing failed".
  const error: SolverMessage | undefined = report.explanation ?? report.messages.find((m) => m.severity === 'error' && m.location)
    ?? report.messages.find((m) => m.severity === 'error') ?? report.messages[0];
  const location = error?.location;
  return {
    state: 'error',
    ...(report.status === 'unsatisfiable' ? { action: 'explain' as const } : {}),
    message: error?.message.split('\n')[0] ?? `The solver stopped: ${report.status}.`,
    ...(location ? {
      location: {
        uri: location.uri, line: location.range.start.line, character: location.range.start.character,
        label: `${fileLabel(vscode.Uri.parse(location.uri))}:${location.range.start.line + 1}`,
      },
    } : {}),
  };
}

function basename(uri: vscode.Uri): string {
  return uri.path.slice(uri.path.lastIndexOf('/') + 1);
}
