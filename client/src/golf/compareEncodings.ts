// ASP: Compare Encodings: every encoding of the active file's folder that has the same tests, all tests run (in the
// Test Explorer, so the results stay there too), and a table of bytes, tests passed and time shown as a Markdown
// preview of a read-only document of its own.
import * as vscode from 'vscode';
import { golfTestsRequest, type GolfTestResult } from '../../../server/src/protocol';
import type { Ctx } from '../ctx';
import { fileLabel } from '../fileLabel';
import { activeClingoFile } from '../solveController';
import { comparisonMarkdown, groupBySameTests } from './compareTable';
import type { GolfRunner } from './testRunner';
import type { GolfTestTree } from './testTree';

export const COMPARE_SCHEME = 'aspPuzzles-compare';

export class EncodingComparison implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly texts = new Map<string, string>();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;
  private readonly registration = vscode.workspace.registerTextDocumentContentProvider(COMPARE_SCHEME, this);

  constructor(private readonly ctx: Ctx, private readonly tree: GolfTestTree, private readonly runner: GolfRunner) {}

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.texts.get(uri.toString()) ?? 'Run ASP: Compare Encodings again: this comparison is gone.\n';
  }

  /** Compares the encodings of the folder of `target` (the active clingo file); resolves with the document shown. */
  async compare(target?: vscode.Uri): Promise<vscode.Uri | undefined> {
    const file = target ?? activeClingoFile();
    if (!file || file.scheme !== 'file') {
      void vscode.window.showWarningMessage('Open a clingo file (.lp) of a folder with encodings and their tests to compare them.');
      return undefined;
    }
    const folder = vscode.Uri.joinPath(file, '..');
    const folderUri = `${folder.toString()}/`;
    const client = await this.ctx.runningClient();
    const { encodings } = await client.sendRequest(golfTestsRequest, { uri: folderUri });
    const here = encodings.filter((e) => e.uri.startsWith(folderUri) && !e.uri.slice(folderUri.length).includes('/'));
    if (here.length === 0) {
      void vscode.window.showInformationMessage(`No encoding in ${fileLabel(folder)} has tests to compare.`);
      return undefined;
    }
    // The group of the file in front first (an encoding's own, or the one whose tests use the file).
    const groups = groupBySameTests(here).sort((a, b) => Number(involves(b, file.toString())) - Number(involves(a, file.toString())));
    for (const e of here) this.tree.set(e);
    const entries = groups.flat().flatMap((e) => this.tree.entriesOf(e.uri));
    const results = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: `Comparing the encodings of ${fileLabel(folder)}`, cancellable: true },
      (_progress, token) => this.runner.run(new vscode.TestRunRequest(entries.map((e) => e.item), undefined, undefined, false, true), token, entries),
    );
    const byEncoding = new Map<string, Map<string, GolfTestResult>>();
    for (const r of results) byEncoding.set(r.encoding, (byEncoding.get(r.encoding) ?? new Map()).set(r.testId, r));
    const sections = groups.map((group, i) => comparisonMarkdown(
      groups.length > 1 ? `${fileLabel(folder)}, tests ${i + 1}` : fileLabel(folder),
      group.map((encoding) => ({ encoding, results: byEncoding.get(encoding.uri) ?? new Map() })),
    ));
    const text = [
      '# Compare Encodings', '',
      ...sections,
      'Bytes are UTF-8, a final newline and the bench\'s `%!` lines at the top not counted; options asked for with `%! options:` count apart.', '',
    ].join('\n');
    const uri = vscode.Uri.from({ scheme: COMPARE_SCHEME, path: `/${fileLabel(folder)}/Compare Encodings.md` });
    this.texts.set(uri.toString(), text);
    this.changed.fire(uri);
    await vscode.commands.executeCommand('markdown.showPreview', uri);
    return uri;
  }

  dispose(): void {
    this.registration.dispose();
    this.changed.dispose();
  }
}

function involves(group: readonly { uri: string; tests: readonly { instances: string[]; expectationFile?: string }[] }[], uri: string): boolean {
  return group.some((e) => e.uri === uri || e.tests.some((t) => t.instances.includes(uri) || t.expectationFile === uri));
}
