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
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  ShutdownRequest,
  type InitializeResult,
} from 'vscode-languageserver-protocol';

export const REPO_ROOT = join(__dirname, '..', '..', '..');
export const SERVER_BUNDLE = join(REPO_ROOT, 'dist', 'server.js');

export interface LspSession {
  connection: MessageConnection;
  process: ChildProcessWithoutNullStreams;
  initializeResult: InitializeResult;
  stderr(): string;
  /** The process's exit code, once it has exited. */
  exited: Promise<number | null>;
  /** shutdown → exit, then kill if the process is still there. */
  close(): Promise<number | null>;
}

export async function startSession(rootDir = REPO_ROOT): Promise<LspSession> {
  const child = spawn(process.execPath, [SERVER_BUNDLE, '--stdio'], { stdio: 'pipe' });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const connection = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  connection.onRequest('workspace/configuration', (params: { items: unknown[] }) => params.items.map(() => null));
  connection.onRequest('client/registerCapability', () => null);
  connection.onRequest('window/workDoneProgress/create', () => null);
  connection.listen();
  const initializeResult = await connection.sendRequest(InitializeRequest.type, {
    processId: process.pid,
    rootUri: `file://${rootDir}`,
    workspaceFolders: [{ uri: `file://${rootDir}`, name: 'root' }],
    capabilities: {},
  });
  await connection.sendNotification(InitializedNotification.type, {});
  return {
    connection,
    process: child,
    initializeResult,
    stderr: () => stderr,
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
