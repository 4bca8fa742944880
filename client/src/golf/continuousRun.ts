// Continuous run: while it is on, an edit of an encoding, an instance or an expectation file (typed, or changed
// on disk) runs the tests it may change again, after a pause. A change during a run makes that run out of date:
// it is stopped, and its tests not yet run are run with the next.
import * as vscode from 'vscode';
import type { GolfRunner } from './testRunner';
import type { GolfTestTree, TestEntry } from './testTree';

/** How long the files must stay unchanged before the tests run. */
export const CONTINUOUS_DELAY_MS = 500;

export class ContinuousRun implements vscode.Disposable {
  private readonly changed = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private running: { cancel: vscode.CancellationTokenSource; entries: TestEntry[]; done: Set<string> } | undefined;
  private readonly subscriptions: vscode.Disposable[] = [];

  /** Watches until `token` is cancelled (the user turned continuous run off), for the tests `request` names. */
  constructor(
    private readonly request: vscode.TestRunRequest,
    private readonly tree: GolfTestTree,
    private readonly runner: GolfRunner,
    token: vscode.CancellationToken,
  ) {
    const clingo = (doc: vscode.TextDocument) => doc.languageId === 'clingo';
    this.subscriptions.push(
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (clingo(e.document) && e.contentChanges.length) this.fileChanged(e.document.uri);
      }),
      token.onCancellationRequested(() => this.dispose()),
    );
    const watcher = vscode.workspace.createFileSystemWatcher('**/*.{lp,clingo,gringo,iclingo}');
    // An open document's changes come as edits; on disk, only files no editor holds count (a save is no news).
    const onDisk = (uri: vscode.Uri) => {
      if (!vscode.workspace.textDocuments.some((d) => d.uri.toString() === uri.toString())) this.fileChanged(uri);
    };
    this.subscriptions.push(watcher, watcher.onDidChange(onDisk), watcher.onDidCreate(onDisk), watcher.onDidDelete(onDisk));
  }

  private fileChanged(uri: vscode.Uri): void {
    this.changed.add(uri.toString());
    this.running?.cancel.cancel();
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.runChanged(), CONTINUOUS_DELAY_MS);
  }

  private async runChanged(): Promise<void> {
    const wanted = new Set(this.tree.collect(this.request.include, this.request.exclude).map((e) => e.item.id));
    const ids = new Set<string>();
    for (const uri of this.changed) for (const e of this.tree.affectedBy(uri)) if (wanted.has(e.item.id)) ids.add(e.item.id);
    this.changed.clear();
    // What the run that was stopped had not finished.
    const previous = this.running;
    if (previous) for (const e of previous.entries) if (!previous.done.has(e.item.id) && wanted.has(e.item.id)) ids.add(e.item.id);
    // Entries as the tree has them now, in its order.
    const entries = this.tree.collect(undefined).filter((e) => ids.has(e.item.id));
    if (entries.length === 0) return;
    const cancel = new vscode.CancellationTokenSource();
    const current = { cancel, entries, done: new Set<string>() };
    this.running = current;
    try {
      // Typing goes on in the editor: the run does not take the focus.
      const request = new vscode.TestRunRequest(entries.map((e) => e.item), undefined, this.request.profile, false, true);
      await this.runner.run(request, cancel.token, entries, (e) => current.done.add(e.item.id));
    } finally {
      cancel.dispose();
      if (this.running === current) this.running = undefined;
    }
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.running?.cancel.cancel();
    for (const s of this.subscriptions.splice(0)) s.dispose();
  }
}
