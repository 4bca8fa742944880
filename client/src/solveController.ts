// "Solve Current Puzzle", "Find All Answers" and "Stop Solving": asks the server what Solve means for the
// file, lets the user pick an instance for an encoding, runs the solve with a cancellable progress
// notification and a status bar item, and shows the outcome. What the answer means is the server's business;
// this only shows it.
import * as vscode from 'vscode';
import {
  cancelSolveNotification, checkUniquenessRequest, forcedCellsRequest, solvePlanRequest, solveProgressNotification, solveRequest,
  type AnswersCheckKind, type AnswersCheckReport, type SolveReport,
} from '../../server/src/protocol';
import { formatExplanation } from '../../server/src/explain/verdictText';
import { formatReport, statusLine } from '../../server/src/solving/reportText';
import { showOutputSetting, solveSettings } from './config';
import { fileLabel } from './fileLabel';
import type { Ctx } from './ctx';
import { pickInstances } from './instancePicker';
import { selectSolver } from './solverPicker';
import { showRestricted, TrustGuard } from './trust';

/** A finished solve: the file it was asked for, and what came of it. */
export interface SolvedEvent {
  uri: vscode.Uri;
  report: SolveReport;
  /** Asked for by the live preview rather than by the user. */
  quiet: boolean;
}

const SHOW_OUTPUT = 'Show Output';

interface Run {
  runId: string;
  uri: vscode.Uri;
  answers: number;
}

export class SolveController implements vscode.Disposable {
  private readonly output = vscode.window.createOutputChannel('ASP Solver');
  private readonly status = vscode.window.createStatusBarItem('aspPuzzles.solving', vscode.StatusBarAlignment.Left, 10);
  private readonly solved = new vscode.EventEmitter<SolvedEvent>();
  private run: Run | undefined;
  private runs = 0;
  private readonly trust = new TrustGuard();
  /** The latest report, for the preview and for tests. */
  lastReport: SolveReport | undefined;
  readonly onDidSolve = this.solved.event;

  constructor(private readonly ctx: Ctx) {
    this.status.name = 'ASP Solver';
    this.status.command = 'aspPuzzles.stopSolving';
  }

  /**
   * Solves the file (the active editor's by default); `models` 0 finds all answers. With `explain`, checks the
   * same program for uniqueness or for its forced cells instead (the report is then an AnswersCheckReport).
   */
  async solve(
    target?: vscode.Uri, models?: number, { quiet = false, check }: { quiet?: boolean; check?: AnswersCheckKind } = {},
  ): Promise<SolveReport | undefined> {
    const uri = target ?? activeClingoFile();
    if (!uri) {
      void vscode.window.showWarningMessage('Open a clingo file (.lp) to solve it.');
      return undefined;
    }
    const client = await this.ctx.runningClient();
    const file = client.code2ProtocolConverter.asUri(uri);
    const plan = await client.sendRequest(solvePlanRequest, { uri: file });
    let instances: string[] | undefined;
    if (plan.kind === 'encoding') {
      instances = await pickInstances(this.ctx.extensionContext.workspaceState, uri, plan);
      if (!instances) return undefined; // the user closed the picker
    }
    await this.stop();
    const run: Run = { runId: `run-${Date.now()}-${++this.runs}`, uri, answers: 0 };
    this.run = run;
    this.setSolvingContext(true);
    const name = fileLabel(uri);
    this.showRunning(run, name);
    const progressListener = client.onNotification(solveProgressNotification, (p) => {
      if (p.runId !== run.runId) return;
      run.answers = p.answers;
      this.showRunning(run, name);
    });
    try {
      const asked = solveSettings(uri, models);
      const settings = await this.trust.allowed(asked);
      const params = { uri: file, settings, runId: run.runId, ...(instances ? { instances } : {}) };
      const request = (): Promise<SolveReport> => check
        ? client.sendRequest(check === 'unique' ? checkUniquenessRequest : forcedCellsRequest, params)
        : client.sendRequest(solveRequest, params);
      const title = check === 'unique' ? `Checking that ${name} has one answer` : check === 'forced' ? `Finding the forced cells of ${name}` : `Solving ${name}`;
      // A quiet solve (the live preview's, after an edit) shows itself in the status bar and the panel only.
      const report = quiet ? await request() : await vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title, cancellable: true },
        async (progress, token) => {
          token.onCancellationRequested(() => void this.stop());
          const listener = client.onNotification(solveProgressNotification, (p) => {
            if (p.runId === run.runId) progress.report({ message: `${p.answers} answer${p.answers === 1 ? '' : 's'} so far` });
          });
          try {
            return await request();
          } finally {
            listener.dispose();
          }
        },
      );
      this.lastReport = report;
      if (!quiet && isAnswersCheck(report)) this.showExplanation(report, name);
      else if (!quiet) this.show(report, name, settings.engine !== asked.engine, uri);
      this.solved.fire({ uri, report, quiet });
      return report;
    } finally {
      progressListener.dispose();
      if (this.run === run) {
        this.run = undefined;
        this.status.hide();
        this.setSolvingContext(false);
      }
    }
  }

  /** Asks again which instances an encoding is solved with, then solves. */
  async chooseInstance(target?: vscode.Uri): Promise<SolveReport | undefined> {
    const uri = target ?? activeClingoFile();
    if (!uri) return undefined;
    const client = await this.ctx.runningClient();
    const plan = await client.sendRequest(solvePlanRequest, { uri: client.code2ProtocolConverter.asUri(uri) });
    if (plan.kind !== 'encoding') {
      void vscode.window.showInformationMessage(plan.kind === 'instance'
        ? `${fileLabel(uri)} is an instance: it is solved with its encoding.`
        : `${fileLabel(uri)} is a complete program: it needs no instance.`);
      return undefined;
    }
    if (!(await pickInstances(this.ctx.extensionContext.workspaceState, uri, plan, true))) return undefined;
    return this.solve(uri);
  }

  /** Stops the running solve; its answers so far are still shown. */
  async stop(): Promise<void> {
    const run = this.run;
    if (!run) return;
    const client = await this.ctx.runningClient();
    await client.sendNotification(cancelSolveNotification, { runId: run.runId });
  }

  get isRunning(): boolean {
    return this.run !== undefined;
  }

  /** Lets the user choose between the bundled solver and native clingo (offered when it is on PATH). */
  selectSolver(): Promise<void> {
    return selectSolver(this.ctx, activeClingoFile());
  }

  /** `aspPuzzles.solving` switches the editor title's Solve button to Stop, and Ctrl+Alt+S to stopping. */
  private setSolvingContext(solving: boolean): void {
    void vscode.commands.executeCommand('setContext', 'aspPuzzles.solving', solving);
  }

  private showRunning(run: Run, name: string): void {
    this.status.text = `$(loading~spin) Solving ${name}${run.answers ? `: ${run.answers} answer${run.answers === 1 ? '' : 's'}` : '…'}`;
    this.status.tooltip = 'Click to stop solving';
    this.status.show();
  }

  /** Writes lines to the "ASP Solver" output (an explanation), without showing it. */
  log(lines: readonly string[]): void {
    for (const line of lines) this.output.appendLine(line);
  }

  /** Reveals the "ASP Solver" output, keeping the focus where it is. */
  showOutput(): void {
    this.output.show(true);
  }

  private show(report: SolveReport, name: string, nativeRefused: boolean, uri: vscode.Uri): void {
    const active = this.run?.uri.toString();
    const encoding = !report.encoding || report.encoding === active ? ''
      : ` with ${report.encodingBundled ? `the bundled ${baseName(report.encoding)}` : displayName(report.encoding)}`;
    const instance = report.instance && report.instance !== active ? ` on ${displayName(report.instance)}` : '';
    this.output.appendLine(`── ${name}${encoding}${instance}`);
    for (const line of formatReport(report, { displayPath: displayName })) this.output.appendLine(line);
    if (nativeRefused) this.output.appendLine('Restricted Mode: native clingo does not run in an untrusted folder; the bundled solver solved this.');
    this.output.appendLine('');
    // Every run is written to the output; it comes to the front only as the setting says: by default when
    // something went wrong, which is when its text says more than the message or the status bar does.
    const when = showOutputSetting(uri);
    const wrong = report.status === 'error' || report.status === 'unsatisfiable' || report.status === 'timeout';
    const revealed = when === 'always' || (when === 'onError' && wrong);
    if (revealed) this.showOutput();
    const offer = revealed ? [] : [SHOW_OUTPUT];
    const summary = statusLine(report);
    switch (report.status) {
      case 'satisfiable':
      case 'optimum':
      case 'unknown':
        vscode.window.setStatusBarMessage(`$(check) ${name}: ${summary}`, 8000);
        break;
      case 'unsatisfiable':
        // The puzzle's own words when its family has them ("No cell maze of 4x4 exists: …"), else clingo's verdict.
        void this.offerOutput(vscode.window.showInformationMessage(report.explanation
          ? `${name}: ${report.explanation.message}`
          : `${name} has no answer: the program is unsatisfiable.`, ...offer));
        break;
      case 'cancelled':
        vscode.window.setStatusBarMessage(`Solving ${name} stopped: ${report.answers.length} answers so far`, 8000);
        break;
      case 'timeout':
        void this.offerOutput(vscode.window.showWarningMessage(`Solving ${name} ${report.messages.at(-1)?.message ?? 'hit the time limit'}; ${report.answers.length} answers found.`, ...offer));
        break;
      case 'too-large':
        void this.offerNative(report);
        break;
      case 'error':
        void this.showError(report);
        break;
    }
  }

  /** What Check Uniqueness or Show Forced Cells found: in the output, and as a message (the picture is the preview's). */
  private showExplanation(report: AnswersCheckReport, name: string): void {
    this.output.appendLine(`── ${name}: ${report.check.kind === 'unique' ? 'Check Uniqueness' : 'Show Forced Cells'}`);
    for (const line of formatExplanation(report, displayName)) this.output.appendLine(line);
    this.output.appendLine('');
    const { verdict, message } = report.check;
    if (report.status === 'error' || report.status === 'too-large') {
      void (report.status === 'error' ? this.showError(report) : this.offerNative(report));
    } else if (verdict === 'undecided') {
      void this.offerOutput(vscode.window.showWarningMessage(`${name}: ${message}`, SHOW_OUTPUT));
    } else {
      void this.offerOutput(vscode.window.showInformationMessage(`${name}: ${message}`, SHOW_OUTPUT));
    }
  }

  private async offerOutput(choice: Thenable<string | undefined>): Promise<void> {
    if ((await choice) === SHOW_OUTPUT) this.output.show();
  }

  private async showError(report: SolveReport): Promise<void> {
    const error = report.messages.find((m) => m.severity === 'error') ?? report.messages[0];
    const where = error?.location ? ` (${displayName(error.location.uri)}:${error.location.range.start.line + 1})` : '';
    const actions = error?.location ? ['Go to Error', SHOW_OUTPUT] : [SHOW_OUTPUT];
    const choice = await vscode.window.showErrorMessage(`clingo: ${error?.message.split('\n')[0] ?? 'the solver failed'}${where}`, ...actions);
    if (choice === SHOW_OUTPUT) this.output.show();
    if (choice === 'Go to Error' && error?.location) {
      const { start, end } = error.location.range;
      await vscode.window.showTextDocument(vscode.Uri.parse(error.location.uri), {
        selection: new vscode.Range(start.line, start.character, end.line, end.character),
      });
    }
  }

  private async offerNative(report: SolveReport): Promise<void> {
    const message = report.messages[0]?.message ?? 'the program is too large for the bundled solver';
    if (!this.trust.nativeAllowed) {
      await showRestricted(`${message.replace(/\.?\s*$/, '.')} Native clingo runs only in a trusted folder.`);
      return;
    }
    const choice = await vscode.window.showErrorMessage(message, 'Choose Native clingo');
    if (choice) await this.selectSolver();
  }

  dispose(): void {
    void this.stop();
    this.output.dispose();
    this.status.dispose();
    this.solved.dispose();
  }
}

/**
 * The clingo file commands act on when given none: the active editor's; or, while a panel that is no text
 * editor is in front (the preview, the walkthrough), the one clingo file in view beside it.
 */
export function activeClingoFile(): vscode.Uri | undefined {
  const active = vscode.window.activeTextEditor?.document;
  if (active) return active.languageId === 'clingo' ? active.uri : undefined;
  // A file too large for the text editor (a million-cell maze) has a tab that says so, and no text editor.
  const tab = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
  if (tab instanceof vscode.TabInputText && CLINGO_FILE.test(tab.uri.path)) return tab.uri;
  const visible = vscode.window.visibleTextEditors.filter((e) => e.document.languageId === 'clingo');
  return visible.length === 1 ? visible[0].document.uri : undefined;
}

export function isAnswersCheck(report: SolveReport): report is AnswersCheckReport {
  return 'check' in report && typeof (report as AnswersCheckReport).check === 'object';
}

/** The file names package.json gives the clingo language. */
const CLINGO_FILE = /\.(lp|clingo|gringo|iclingo)$/;

function baseName(uri: string): string {
  return decodeURIComponent(uri.slice(uri.lastIndexOf('/') + 1));
}

function displayName(uri: string): string {
  try {
    return fileLabel(vscode.Uri.parse(uri));
  } catch {
    return uri;
  }
}
