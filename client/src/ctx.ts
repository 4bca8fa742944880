// The extension's one context object. It owns the output channel and the language client; the client is
// replaced as a whole on restart (a disposed LanguageClient is never reused) and is set only once started. Its
// state, across those clients, is one event, for the language status item.
import * as vscode from 'vscode';
import { State, type LanguageClient } from 'vscode-languageclient/node';
import type { SolveReport } from '../../server/src/protocol';
import { createLanguageClient } from './languageClient';
import { LanguageStatus } from './languageStatus';
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

/** The language server as the user sees it: stopped on purpose (a restart, shutting down), or failed. */
export type ServerState =
  | { kind: 'starting' }
  | { kind: 'running' }
  | { kind: 'stopped' }
  | { kind: 'failed'; message: string };

export class Ctx implements vscode.Disposable {
  readonly output: vscode.LogOutputChannel;
  readonly solver: SolveController;
  readonly previews: PreviewManager;
  private client: LanguageClient | undefined;
  private clientStates: vscode.Disposable | undefined;
  private starting: Promise<void> | undefined;
  private state: ServerState = { kind: 'stopped' };
  private readonly stateChanged = new vscode.EventEmitter<ServerState>();
  readonly onDidChangeServerState = this.stateChanged.event;
  private readonly status: LanguageStatus;
  private readonly started = new vscode.EventEmitter<LanguageClient>();
  /** Fires with each language client once it runs: at the first start and after every restart. */
  readonly onDidStartClient = this.started.event;

  constructor(private readonly extension: vscode.ExtensionContext) {
    this.output = vscode.window.createOutputChannel('Clingo Language Server', { log: true });
    this.solver = new SolveController(this);
    this.previews = new PreviewManager(this);
    this.status = new LanguageStatus(this);
  }

  get serverState(): ServerState {
    return this.state;
  }

  private setState(state: ServerState): void {
    this.state = state;
    this.stateChanged.fire(state);
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
    // Once started, the client restarts a server that crashed a few times, then gives up and stays stopped.
    // During the start, the start's outcome says how it went.
    const states = client.onDidChangeState(({ newState }) => {
      if (this.client !== client) return;
      if (newState === State.Starting) this.setState({ kind: 'starting' });
      else if (newState === State.Running) this.setState({ kind: 'running' });
      else this.setState({ kind: 'failed', message: 'stopped unexpectedly' });
    });
    this.setState({ kind: 'starting' });
    try {
      await client.start();
    } catch (e) {
      states.dispose();
      this.setState({ kind: 'failed', message: e instanceof Error ? e.message : String(e) });
      // A client whose start failed cannot be started again: drop it, the next start makes a new one.
      await client.dispose().catch((disposeError: unknown) => this.output.error('disposing a failed client', disposeError));
      throw e;
    }
    this.client = client;
    this.clientStates = states;
    this.setState({ kind: 'running' });
    this.started.fire(client);
  }

  /** The client while the server runs; unlike `runningClient`, never starts one. */
  get clientIfRunning(): LanguageClient | undefined {
    return this.client?.state === State.Running ? this.client : undefined;
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
    if (!client) return;
    // Stopped on purpose: not a failure.
    this.clientStates?.dispose();
    this.clientStates = undefined;
    this.setState({ kind: 'stopped' });
    // A client whose server crashed while starting refuses to stop ("not running"): there is nothing left to stop,
    // and a restart must go on.
    await client.dispose().catch((e: unknown) => this.output.warn('stopping the language server', e));
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
    this.status.dispose();
    this.stateChanged.dispose();
    this.previews.dispose();
    this.solver.dispose();
    this.stopServer().catch((e: unknown) => this.output.error('stopping the language server', e));
    this.output.dispose();
    this.started.dispose();
  }
}
