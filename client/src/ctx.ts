// The extension's one context object. It owns the output channel and the language client; the client is
// replaced as a whole on restart (a disposed LanguageClient is never reused) and is set only once started.
import * as vscode from 'vscode';
import { State, type LanguageClient } from 'vscode-languageclient/node';
import type { SolveReport } from '../../server/src/protocol';
import { createLanguageClient } from './languageClient';
import { PreviewManager } from './preview/previewManager';
import type { PanelSnapshot } from './preview/previewPanel';
import { SolveController } from './solveController';

export interface ServerInfo {
  name: string;
  version?: string;
}

/** What `activate` returns: lets other extensions and the integration tests see the server's state. */
export interface ExtensionApi {
  /** The server's name and version from its `initialize` answer, while it runs. */
  readonly serverInfo: ServerInfo | undefined;
  isServerRunning(): boolean;
  /** Whether a solve runs now. */
  isSolving(): boolean;
  /** What a preview panel shows (the active one, or the one of `uri`). */
  previewSnapshot(uri?: vscode.Uri): PanelSnapshot | undefined;
  /** The latest solve's report, for tests and for other extensions. */
  readonly lastSolveReport: SolveReport | undefined;
}

export class Ctx implements vscode.Disposable {
  readonly output: vscode.LogOutputChannel;
  readonly solver: SolveController;
  readonly previews: PreviewManager;
  private client: LanguageClient | undefined;
  private starting: Promise<void> | undefined;
  private readonly started = new vscode.EventEmitter<LanguageClient>();
  /** Fires with each language client once it runs: at the first start and after every restart. */
  readonly onDidStartClient = this.started.event;

  constructor(private readonly extension: vscode.ExtensionContext) {
    this.output = vscode.window.createOutputChannel('Clingo Language Server', { log: true });
    this.solver = new SolveController(this);
    this.previews = new PreviewManager(this);
  }

  /** Starts the server unless it runs or is starting; concurrent calls share one start. */
  startServer(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.starting ??= this.doStart().finally(() => {
      this.starting = undefined;
    });
    return this.starting;
  }

  private async doStart(): Promise<void> {
    const client = createLanguageClient(this.extension, this.output);
    try {
      await client.start();
    } catch (e) {
      // A client whose start failed cannot be started again: drop it, the next start makes a new one.
      await client.dispose().catch((disposeError: unknown) => this.output.error('disposing a failed client', disposeError));
      throw e;
    }
    this.client = client;
    this.started.fire(client);
  }

  /** The running client, for commands that need the server; starts it again when it was stopped. */
  async runningClient(): Promise<LanguageClient> {
    await this.startServer();
    if (!this.client) throw new Error('the clingo language server is not running');
    return this.client;
  }

  get extensionContext(): vscode.ExtensionContext {
    return this.extension;
  }

  async stopServer(): Promise<void> {
    await this.starting?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    if (client) await client.dispose();
  }

  async restartServer(): Promise<void> {
    await this.stopServer();
    await this.startServer();
  }

  api(): ExtensionApi {
    const ctx = this;
    return {
      get serverInfo() {
        return ctx.client?.initializeResult?.serverInfo;
      },
      isServerRunning: () => ctx.client?.state === State.Running,
      isSolving: () => ctx.solver.isRunning,
      previewSnapshot: (uri) => ctx.previews.snapshot(uri),
      get lastSolveReport() {
        return ctx.solver.lastReport;
      },
    };
  }

  dispose(): void {
    this.previews.dispose();
    this.solver.dispose();
    this.stopServer().catch((e: unknown) => this.output.error('stopping the language server', e));
    this.output.dispose();
    this.started.dispose();
  }
}
