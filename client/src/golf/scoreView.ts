// The golf score in view: a CodeLens above an encoding's first line (`180 bytes · 4/4 tests ✓`, then `Run tests`)
// and, on the right of the status bar while an encoding with tests is in front, its byte count as the server
// counts the text in the editor now, with the change since its tests last all passed (`168 bytes (−12 since ✓)`).
import * as vscode from 'vscode';
import { fileLabel } from '../fileLabel';
import { bytesText, liveScoreText, testsText, totalBytes } from './scoreText';
import type { GolfRunner } from './testRunner';
import type { GolfTestTree } from './testTree';

export const RUN_ENCODING_TESTS = 'aspPuzzles.runGolfTests';

export class ScoreView implements vscode.CodeLensProvider, vscode.Disposable {
  private readonly lensesChanged = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses = this.lensesChanged.event;
  private readonly status = vscode.window.createStatusBarItem('aspPuzzles.golfScore', vscode.StatusBarAlignment.Right, 100);
  private readonly subscriptions: vscode.Disposable[];

  constructor(private readonly tree: GolfTestTree, private readonly runner: GolfRunner) {
    this.status.name = 'Golf Score';
    const refresh = () => {
      this.lensesChanged.fire();
      this.updateStatus();
    };
    this.subscriptions = [
      vscode.languages.registerCodeLensProvider({ language: 'clingo' }, this),
      tree.onDidChange(refresh),
      runner.onDidChangeResults(refresh),
      vscode.window.onDidChangeActiveTextEditor(() => this.updateStatus()),
    ];
    this.updateStatus();
  }

  provideCodeLenses(document: vscode.TextDocument): vscode.CodeLens[] {
    const encoding = this.tree.encoding(document.uri.toString());
    if (!encoding) return [];
    const range = new vscode.Range(0, 0, 0, 0);
    const summary = `${bytesText(encoding.score)} · ${testsText(this.runner.counts(encoding.uri))}`;
    return [
      // Text only: an empty command makes a lens that cannot be clicked.
      new vscode.CodeLens(range, { title: summary, command: '' }),
      new vscode.CodeLens(range, { title: 'Run tests', command: RUN_ENCODING_TESTS, arguments: [document.uri], tooltip: `Run the tests of ${encoding.label}` }),
    ];
  }

  private updateStatus(): void {
    const document = vscode.window.activeTextEditor?.document;
    const encoding = document ? this.tree.encoding(document.uri.toString()) : undefined;
    if (!document || !encoding) {
      this.status.hide();
      return;
    }
    const passing = this.runner.lastPassing(encoding.uri);
    this.status.text = liveScoreText(encoding.score, passing);
    const options = encoding.score.options?.length ? `; its options (${encoding.score.options.join(' ')}) count apart` : '';
    const since = passing === undefined
      ? 'Its tests have not all passed yet.'
      : `When its tests last all passed: ${passing} bytes${totalBytes(encoding.score) !== encoding.score.bytes ? ' with its options' : ''}.`;
    const tooltip = [
      `${fileLabel(document.uri)}: ${bytesText(encoding.score)}`,
      `UTF-8 bytes of the text in the editor, a final newline and the bench's %! lines at the top not counted${options}.`,
      since,
      'Click to run its tests.',
    ].join('\n\n');
    this.status.tooltip = tooltip;
    this.status.command = { title: 'Run tests', command: RUN_ENCODING_TESTS, arguments: [document.uri] };
    this.status.show();
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
    this.status.dispose();
    this.lensesChanged.dispose();
  }
}
