// The golf bench in VS Code: the server's tests of encodings in the Test Explorer (with a Run profile that also
// runs continuously), Accept actual, the score as a CodeLens and in the status bar, and Compare Encodings. The
// tests are asked for on every start of the server, for each workspace folder, and again for the folders the
// server names when their files change.
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { golfTestsChangedNotification, golfTestsRequest } from '../../../server/src/protocol';
import type { Ctx } from '../ctx';
import { activeClingoFile } from '../solveController';
import { acceptActual } from './acceptActual';
import { EncodingComparison } from './compareEncodings';
import { ContinuousRun } from './continuousRun';
import { RUN_ENCODING_TESTS, ScoreView } from './scoreView';
import { GolfRunner } from './testRunner';
import { GolfTestTree } from './testTree';

/** For the integration tests and other extensions: the Test Explorer's items as they are now. */
export interface GolfBenchApi {
  testItems(): { id: string; label: string; uri?: string; line?: number; children: { id: string; label: string; uri?: string; line?: number }[] }[];
  /** Resolves when the workspace folders' tests have been asked for since the server last started. */
  discovered(): Promise<void>;
}

export function registerGolfBench(ctx: Ctx): vscode.Disposable & { api: GolfBenchApi } {
  const controller = vscode.tests.createTestController('aspPuzzles.golf', 'Golf Bench');
  const tree = new GolfTestTree(controller);
  const runner = new GolfRunner(ctx, controller, tree);
  const discovery = new Discovery(ctx, tree);
  const comparison = new EncodingComparison(ctx, tree, runner);
  const continuous = new Set<ContinuousRun>();

  controller.resolveHandler = async (item) => {
    if (!item) await discovery.all();
  };
  controller.refreshHandler = () => discovery.all();
  const profile = controller.createRunProfile('Run', vscode.TestRunProfileKind.Run, async (request, token) => {
    if (!request.continuous) {
      await runner.run(request, token);
      return;
    }
    // Watches until the user turns continuous run off: the run handler lasts as long.
    const watch = new ContinuousRun(request, tree, runner, token);
    continuous.add(watch);
    if (!token.isCancellationRequested) {
      await new Promise<void>((resolve) => {
        const listener = token.onCancellationRequested(() => {
          listener.dispose();
          resolve();
        });
      });
    }
    watch.dispose();
    continuous.delete(watch);
  }, true, undefined, true);

  const invalidate = vscode.workspace.onDidChangeTextDocument((e) => {
    if (e.document.languageId !== 'clingo' || !e.contentChanges.length) return;
    const items = tree.affectedBy(e.document.uri.toString()).map((t) => t.item);
    if (items.length) controller.invalidateTestResults(items);
  });

  const runEncoding = async (target?: unknown) => {
    const uri = target instanceof vscode.Uri ? target : activeClingoFile();
    const entries = uri ? tree.entriesOf(uri.toString()) : [];
    if (!uri || entries.length === 0) {
      void vscode.window.showInformationMessage(uri ? `${uri.path.slice(uri.path.lastIndexOf('/') + 1)} has no tests.` : 'Open an encoding (.lp) with tests to run them.');
      return [];
    }
    const cancel = new vscode.CancellationTokenSource();
    try {
      const results = await runner.run(new vscode.TestRunRequest(entries.map((e) => e.item), undefined, profile), cancel.token, entries);
      return results.map((r) => ({ testId: r.testId, outcome: r.outcome, message: r.message }));
    } finally {
      cancel.dispose();
    }
  };

  const disposables: vscode.Disposable[] = [
    controller, tree, runner, discovery, comparison, invalidate, new ScoreView(tree, runner),
    vscode.commands.registerCommand(RUN_ENCODING_TESTS, runEncoding),
    vscode.commands.registerCommand('aspPuzzles.acceptActual', (args: unknown) => acceptActual(ctx, tree, runner, args)),
    vscode.commands.registerCommand('aspPuzzles.compareEncodings', (uri?: unknown) => comparison.compare(uri instanceof vscode.Uri ? uri : undefined)),
  ];
  return {
    api: {
      testItems: () => {
        const described = (i: vscode.TestItem) => ({
          id: i.id, label: i.label,
          ...(i.uri ? { uri: i.uri.toString() } : {}), ...(i.range ? { line: i.range.start.line } : {}),
        });
        const roots: vscode.TestItem[] = [];
        controller.items.forEach((i) => roots.push(i));
        return roots.map((root) => {
          const children: vscode.TestItem[] = [];
          root.children.forEach((c) => children.push(c));
          return { ...described(root), children: children.map(described) };
        });
      },
      discovered: () => discovery.settled(),
    },
    dispose: () => {
      for (const watch of continuous) watch.dispose();
      for (const d of disposables) d.dispose();
    },
  };
}

/** Asks the server for the tests, one request at a time so that a later answer is never overtaken by an earlier. */
class Discovery implements vscode.Disposable {
  private tail: Promise<void> = Promise.resolve();
  private firstDone: Promise<void> | undefined;
  private readonly subscriptions: vscode.Disposable[] = [];
  private notifications: vscode.Disposable | undefined;

  constructor(private readonly ctx: Ctx, private readonly tree: GolfTestTree) {
    this.subscriptions.push(
      ctx.onDidStartClient((client) => this.attach(client)),
      vscode.workspace.onDidChangeWorkspaceFolders((e) => {
        for (const f of e.removed) this.tree.replaceUnder(folderKey(f.uri), []);
        this.folders(e.added.map((f) => folderKey(f.uri)));
      }),
    );
  }

  private attach(client: LanguageClient): void {
    this.notifications?.dispose();
    this.notifications = client.onNotification(golfTestsChangedNotification, ({ folders }) => void this.folders(folders));
    this.firstDone = this.all();
  }

  /** The tests of every workspace folder. */
  all(): Promise<void> {
    return this.folders((vscode.workspace.workspaceFolders ?? []).map((f) => folderKey(f.uri)));
  }

  settled(): Promise<void> {
    return (this.firstDone ?? this.all()).then(() => this.tail);
  }

  /** The tests under the folders, and those of encodings elsewhere whose test files lie in them. */
  folders(folders: readonly string[]): Promise<void> {
    const step = this.tail.then(async () => {
      const client = await this.ctx.runningClient();
      for (const folder of folders) {
        const { encodings } = await client.sendRequest(golfTestsRequest, { uri: folder });
        this.tree.replaceUnder(folder, encodings);
        const outside = this.tree.allEncodings().filter((e) => !e.uri.startsWith(folder)
          && e.tests.some((t) => [...t.instances, ...(t.expectationFile ? [t.expectationFile] : [])].some((u) => u.startsWith(folder))));
        for (const e of outside) {
          const [again] = (await client.sendRequest(golfTestsRequest, { uri: e.uri })).encodings;
          if (again) this.tree.set(again);
        }
      }
    });
    this.tail = step.catch((e: unknown) => this.ctx.output.error('asking the language server for the golf tests', e));
    return this.tail;
  }

  dispose(): void {
    this.notifications?.dispose();
    for (const s of this.subscriptions) s.dispose();
  }
}

function folderKey(uri: vscode.Uri): string {
  const text = uri.toString();
  return text.endsWith('/') ? text : `${text}/`;
}
