// Talks to the built language server over stdio with vscode-jsonrpc, as an editor other than VS Code would.
// The server's own requests to the client get the answers a minimal client gives.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import {
  createMessageConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type MessageConnection,
} from 'vscode-jsonrpc/node';
import {
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
  PublishDiagnosticsNotification,
  type Diagnostic,
  ExitNotification,
  InitializedNotification,
  type LogMessageParams,
  InitializeRequest,
  ShutdownRequest,
  type InitializeResult,
} from 'vscode-languageserver-protocol';

export const REPO_ROOT = join(__dirname, '..', '..', '..');
export const SERVER_BUNDLE = join(REPO_ROOT, 'dist', 'server.js');

export interface LspSession {
  connection: MessageConnection;
  /** Resolves with the next diagnostics published for `uri` that satisfy `accept`. */
  diagnostics(uri: string, accept?: (d: Diagnostic[]) => boolean): Promise<Diagnostic[]>;
  open(uri: string, text: string, version?: number): Promise<void>;
  change(uri: string, text: string, version: number): Promise<void>;
  process: ChildProcessWithoutNullStreams;
  initializeResult: InitializeResult;
  stderr(): string;
  /** The messages the server has logged (window/logMessage) so far. */
  logs(): string[];
  /** The process's exit code, once it has exited. */
  exited: Promise<number | null>;
  /** shutdown → exit, then kill if the process is still there. */
  close(): Promise<number | null>;
}

export interface SessionOptions {
  /** The client's capabilities; by default a client that registers file watchers dynamically, and nothing else. */
  capabilities?: Record<string, unknown>;
  /** Sent as `initializationOptions`. */
  initializationOptions?: unknown;
  /** The server's environment; by default this process's. */
  env?: NodeJS.ProcessEnv;
}

export async function startSession(rootDir = REPO_ROOT, options: SessionOptions = {}): Promise<LspSession> {
  const child = spawn(process.execPath, [SERVER_BUNDLE, '--stdio'], { stdio: 'pipe', env: options.env ?? process.env });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const connection = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  connection.onRequest('workspace/configuration', (params: { items: unknown[] }) => params.items.map(() => null));
  connection.onRequest('client/registerCapability', () => null);
  connection.onRequest('window/workDoneProgress/create', () => null);
  // Keep every diagnostics notification, so that a test can wait for one that came before it asked.
  const published: { uri: string; diagnostics: Diagnostic[] }[] = [];
  const waiters: { uri: string; accept: (d: Diagnostic[]) => boolean; resolve: (d: Diagnostic[]) => void }[] = [];
  connection.onNotification(PublishDiagnosticsNotification.type, (p) => {
    published.push(p);
    for (const w of [...waiters]) {
      if (w.uri === p.uri && w.accept(p.diagnostics)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(p.diagnostics);
      }
    }
  });
  const logged: string[] = [];
  connection.onNotification('window/logMessage', (p: LogMessageParams) => {
    logged.push(p.message);
  });
  connection.listen();
  const initializeResult = await connection.sendRequest(InitializeRequest.type, {
    processId: process.pid,
    rootUri: `file://${rootDir}`,
    workspaceFolders: [{ uri: `file://${rootDir}`, name: 'root' }],
    capabilities: options.capabilities ?? { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } },
    ...(options.initializationOptions === undefined ? {} : { initializationOptions: options.initializationOptions }),
  });
  await connection.sendNotification(InitializedNotification.type, {});
  return {
    connection,
    diagnostics(uri, accept = () => true) {
      for (let i = published.length - 1; i >= 0; i--) {
        if (published[i].uri === uri) {
          if (accept(published[i].diagnostics)) return Promise.resolve(published[i].diagnostics);
          break;
        }
      }
      return new Promise((resolve) => waiters.push({ uri, accept, resolve }));
    },
    async open(uri, text, version = 1) {
      await connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'clingo', version, text } });
    },
    async change(uri, text, version) {
      await connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: [{ text }] });
    },
    process: child,
    initializeResult,
    stderr: () => stderr,
    logs: () => [...logged],
    exited,
    async close() {
      if (child.exitCode === null) {
        await connection.sendRequest(ShutdownRequest.type);
        await connection.sendNotification(ExitNotification.type);
      }
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      const code = await exited;
      clearTimeout(timer);
      connection.dispose();
      return code;
    },
  };
}
