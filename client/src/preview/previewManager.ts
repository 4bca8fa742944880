// The preview panels: one per file, opened by "Open Preview" or after "Solve Current Puzzle", restored after a
// reload, and live — an edit of the file or of any file its answer came from solves again after a pause, the
// panel keeping its last good picture with a quiet "solving…" meanwhile.
import * as vscode from 'vscode';
import type { AnswersCheckKind, ExplainReport } from '../../../server/src/protocol';
import type { PanelState } from '../../webview/messages';
import type { Ctx } from '../ctx';
import { activeClingoFile, type SolvedEvent } from '../solveController';
import { PREVIEW_VIEW_TYPE, PreviewPanel, type PanelSnapshot } from './previewPanel';

/** Edits closer together than this are solved once, after the last. */
const LIVE_DELAY_MS = 400;

export class PreviewManager implements vscode.Disposable {
  private readonly panels = new Map<string, PreviewPanel>();
  private readonly disposables: vscode.Disposable[] = [];
  private liveTimer: NodeJS.Timeout | undefined;
  private readonly stale = new Set<string>();
  /** The panel the user last opened or looked at: the one the preview commands act on. */
  private current: PreviewPanel | undefined;

  constructor(private readonly ctx: Ctx) {
    this.disposables.push(
      ctx.solver.onDidSolve((e) => void this.onSolved(e)),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.contentChanges.length) this.onEdited(e.document.uri.toString());
      }),
      vscode.window.registerWebviewPanelSerializer(PREVIEW_VIEW_TYPE, {
        deserializeWebviewPanel: async (panel, state: PanelState | undefined) => {
          if (!state?.uri) {
            panel.dispose();
            return;
          }
          const uri = vscode.Uri.parse(state.uri);
          this.adopt(uri, panel);
          await this.solve(uri);
        },
      }),
    );
  }

  /** Opens (or shows) the preview of a file beside the editor and solves it. */
  async open(target?: vscode.Uri): Promise<PanelSnapshot | undefined> {
    const uri = target ?? activeClingoFile();
    if (!uri) {
      void vscode.window.showWarningMessage('Open a clingo file (.lp) to preview it.');
      return undefined;
    }
    const existing = this.panels.get(uri.toString());
    if (existing) existing.reveal();
    this.current = existing ?? this.create(uri);
    await this.solve(uri);
    return this.panels.get(uri.toString())?.snapshot();
  }

  /** Shows an explanation's closest answer in the file's preview, opening one beside the editor if there is none. */
  async showExplanation(uri: vscode.Uri, report: ExplainReport): Promise<void> {
    const panel = this.panels.get(uri.toString()) ?? this.create(uri);
    this.current = panel;
    panel.reveal();
    await panel.showExplanation(report);
  }

  snapshot(uri?: vscode.Uri): PanelSnapshot | undefined {
    return this.panelFor(uri)?.snapshot();
  }

  panelFor(uri?: vscode.Uri): PreviewPanel | undefined {
    return uri ? this.panels.get(uri.toString()) : this.current;
  }

  private create(uri: vscode.Uri): PreviewPanel {
    const panel = vscode.window.createWebviewPanel(PREVIEW_VIEW_TYPE, 'Preview', { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true }, {
      enableScripts: true,
    });
    return this.adopt(uri, panel);
  }

  private adopt(uri: vscode.Uri, webviewPanel: vscode.WebviewPanel): PreviewPanel {
    const panel = new PreviewPanel(uri, webviewPanel, {
      client: () => this.ctx.runningClient(),
      extensionUri: this.ctx.extensionContext.extensionUri,
      moreAnswers: (file, answers) => this.solve(file, answers),
      checkAnswers: (file, kind) => this.solve(file, 0, kind),
      explain: (file) => vscode.commands.executeCommand('aspPuzzles.whyNoAnswer', file),
    });
    this.panels.set(uri.toString(), panel);
    this.current = panel;
    this.setOpenContext();
    webviewPanel.onDidChangeViewState(({ webviewPanel: p }) => {
      if (p.active) this.current = panel;
    });
    panel.onDidDispose(() => {
      this.panels.delete(uri.toString());
      if (this.current === panel) this.current = undefined;
      this.setOpenContext();
    });
    return panel;
  }

  /** `aspPuzzles.previewOpen`: whether any preview is open (the walkthrough's "See the answer" waits for it). */
  private setOpenContext(): void {
    void vscode.commands.executeCommand('setContext', 'aspPuzzles.previewOpen', this.panels.size > 0);
  }

  /**
   * Solves quietly for the panel: as many answers as the setting says, or `atLeast` when stepping asks for more;
   * or, with `explain`, checks the file for uniqueness or its forced cells.
   */
  private async solve(uri: vscode.Uri, atLeast = 0, check?: AnswersCheckKind): Promise<void> {
    const panel = this.panels.get(uri.toString());
    panel?.solving();
    const setting = vscode.workspace.getConfiguration('aspPuzzles', uri).get<number>('preview.answers', 20);
    const models = Math.max(setting, atLeast);
    try {
      const report = await this.ctx.solver.solve(uri, models, { quiet: true, ...(check ? { check } : {}) });
      if (report) await this.panels.get(uri.toString())?.showReport(report);
      else this.panels.get(uri.toString())?.notSolved();
    } catch (e) {
      // The panel says so rather than "solving…" for ever; the caller hears of it too.
      this.panels.get(uri.toString())?.failed(e);
      throw e;
    }
  }

  /** The user's own solves (the preview's quiet ones show their report themselves). */
  private async onSolved({ uri, report, quiet }: SolvedEvent): Promise<void> {
    if (quiet) return;
    let panel = this.panels.get(uri.toString());
    const open = vscode.workspace.getConfiguration('aspPuzzles', uri).get<boolean>('preview.openAfterSolve', true);
    if (!panel && open && (report.family || report.drawable)) panel = this.create(uri);
    await panel?.showReport(report);
  }

  private onEdited(edited: string): void {
    for (const [key, panel] of this.panels) if (key === edited || panel.files.includes(edited)) this.stale.add(key);
    if (this.stale.size === 0) return;
    for (const key of this.stale) this.panels.get(key)?.solving();
    clearTimeout(this.liveTimer);
    this.liveTimer = setTimeout(() => {
      const keys = [...this.stale];
      this.stale.clear();
      void (async () => {
        // A panel that shows an explanation keeps showing it, of the edited files.
        for (const key of keys) {
          const mode = this.panels.get(key)?.mode;
          if (mode) await this.solve(vscode.Uri.parse(key), 0, mode === 'answers' ? undefined : mode);
        }
      })();
    }, LIVE_DELAY_MS);
  }

  dispose(): void {
    clearTimeout(this.liveTimer);
    for (const panel of this.panels.values()) panel.dispose();
    for (const d of this.disposables.splice(0)) d.dispose();
  }
}

