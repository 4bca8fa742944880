// Wires the golf bench to the connection: the tests of an encoding or a folder as the files are now, running one
// test, and a notice to the client when files change that may change them. Discovery and running live in
// `golf/`, which knows nothing of the connection. Tests run one at a time on a bundled solver of their own, kept
// warm between runs and apart from Solve's, so that stopping a test never stops a solve.
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CancellationToken, Connection } from 'vscode-languageserver';
import { acceptAnswer } from './golf/acceptAnswer';
import { discoverGolfTests, discoverInFiles } from './golf/discovery';
import { DiskGolfFiles } from './golf/golfFiles';
import { checkAgainstReference } from './golf/reference';
import { runGolfTest } from './golf/runTest';
import { programRole } from './language/programs/roles';
import { folderOf, parseSource, resolveInclude, type Workspace } from './language/workspace';
import {
  acceptGolfAnswerRequest, golfTestsChangedNotification, golfTestsRequest, runGolfTestRequest, type GolfTestResult, type GolfTestsResult, type RunGolfTestParams,
} from './protocol';
import {
  checkReferenceProgressNotification, checkReferenceRequest, type CheckReferenceParams, type CheckReferenceResult,
} from './protocol';
import { readTextFile } from './readTextFile';
import type { ReadSource } from './solving/program';
import { timeLimitMs } from './solving/timeLimit';
import { WasmEngine } from './solving/wasmEngine';
import { findClingoFiles, MAX_FILE_BYTES } from './workspaceFiles';

/** Changes closer together than this are announced once. */
const CHANGE_DELAY_MS = 200;

export interface GolfHost {
  /** The workspace with the latest edits applied. */
  current(): Workspace;
}

export interface GolfHandlers {
  /** A clingo file was opened, edited, saved, created or deleted. */
  fileChanged(uri: string): void;
  /** The folders were read (or read again): their tests may be new. */
  foldersChanged(folders: readonly string[]): void;
  dispose(): Promise<void>;
}

export function registerGolf(connection: Connection, host: GolfHost): GolfHandlers {
  const files = new DiskGolfFiles(
    (uri) => host.current().get(uri),
    () => host.current().members().map((f) => {
      const named = programRole(f).encoding;
      const encoding = named === undefined ? undefined : resolveInclude(f.uri, named);
      return { uri: f.uri, ...(encoding ? { encoding } : {}) };
    }),
    MAX_FILE_BYTES,
  );
  const read: ReadSource = (uri) => {
    const open = host.current().get(uri);
    if (open) return { text: open.text, program: open.program };
    try {
      return readTextFile(fileURLToPath(uri));
    } catch {
      return undefined; // not a file URI: reported as a file that could not be read
    }
  };

  connection.onRequest(golfTestsRequest, ({ uri }): GolfTestsResult => {
    if (!isFolder(uri)) return { encodings: [discoverGolfTests(uri, files)] };
    const folder = uri.endsWith('/') ? uri : `${uri}/`;
    const ws = host.current();
    // Files the workspace knows as data are instances, never encodings: no need to read them for that.
    const known = new Map(ws.members().filter((f) => f.uri.startsWith(folder)).map((f) => [f.uri, f]));
    const candidates = new Set([...findClingoFiles(folder), ...known.keys()]);
    const encodings = [...candidates].filter((u) => {
      const file = known.get(u);
      return !file || !programRole(file).data;
    });
    return { encodings: discoverInFiles(encodings, files) };
  });

  const engine = new WasmEngine();
  let tail: Promise<unknown> = Promise.resolve();
  let running: CancellationToken | undefined;

  connection.onRequest(runGolfTestRequest, (params: RunGolfTestParams, token: CancellationToken): Promise<GolfTestResult> => {
    const cancellation = token.onCancellationRequested(() => {
      if (running === token) void engine.cancel();
    });
    const run = tail.then(async (): Promise<GolfTestResult> => {
      const encoding = discoverGolfTests(params.encoding, files);
      const test = encoding.tests.find((t) => t.id === params.testId);
      const base = { encoding: params.encoding, testId: params.testId, label: test?.label ?? params.testId, score: encoding.score };
      const empty = { failures: [], answers: 0, exhausted: false, messages: [], timeMs: 0, engine: '' };
      if (token.isCancellationRequested) return { ...base, ...empty, outcome: 'cancelled', message: 'stopped on request' };
      if (!test) return { ...base, ...empty, outcome: 'errored', message: `${encoding.label} has no test ${params.testId}` };
      running = token;
      try {
        const limit = timeLimitMs(params.settings?.timeLimit);
        const maxAnswers = params.settings?.maxAnswers;
        return await runGolfTest(encoding, test, {
          engine, read, files, ...(limit !== undefined ? { timeLimitMs: limit } : {}), ...(maxAnswers && maxAnswers > 0 ? { maxAnswers } : {}),
        });
      } finally {
        running = undefined;
      }
    });
    tail = run.catch(() => undefined);
    return run.finally(() => cancellation.dispose());
  });

  const reference = registerReferenceCheck(connection, read, files);
  connection.onRequest(acceptGolfAnswerRequest, (params) => {
    const encoding = discoverGolfTests(params.encoding, files);
    const test = encoding.tests.find((t) => t.id === params.testId);
    if (!test) return { error: `${encoding.label} has no test ${params.testId}` };
    return acceptAnswer(test, params, (uri) => {
      const open = host.current().get(uri);
      if (open) return open;
      const source = read(uri);
      return source && 'text' in source ? parseSource(uri, source.text) : undefined;
    });
  });

  const changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const announce = (folders: Iterable<string>) => {
    for (const f of folders) changed.add(f.endsWith('/') ? f : `${f}/`);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const list = [...changed];
      changed.clear();
      void connection.sendNotification(golfTestsChangedNotification, { folders: list });
    }, CHANGE_DELAY_MS);
  };
  return {
    fileChanged: (uri) => announce([folderOf(uri)]),
    foldersChanged: (folders) => announce(folders),
    async dispose() {
      clearTimeout(timer);
      await Promise.all([engine.dispose(), reference.dispose()]);
    },
  };
}

function isFolder(uri: string): boolean {
  if (uri.endsWith('/')) return true;
  try {
    return statSync(fileURLToPath(uri)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The differential check (golf/reference.ts): one check at a time, on a bundled solver of its own, started when
 * first needed and kept warm, so that a long check never holds up a test. Progress goes out after every instance.
 */
function registerReferenceCheck(connection: Connection, read: ReadSource, files: DiskGolfFiles): { dispose(): Promise<void> } {
  let engine: WasmEngine | undefined;
  let tail: Promise<unknown> = Promise.resolve();
  connection.onRequest(checkReferenceRequest, (params: CheckReferenceParams, token: CancellationToken): Promise<CheckReferenceResult> => {
    const abort = new AbortController();
    const cancellation = token.onCancellationRequested(() => abort.abort());
    const run = tail.then(() => {
      engine ??= new WasmEngine();
      const limit = params.timeLimit === undefined ? undefined : timeLimitMs(params.timeLimit) ?? 0;
      return checkAgainstReference({
        encoding: params.encoding,
        ...(params.family ? { family: params.family } : {}),
        count: params.count,
        seed: params.seed,
        engine,
        read,
        files,
        ...(limit !== undefined ? { timeLimitMs: limit } : {}),
        ...(params.maxAnswers && params.maxAnswers > 0 ? { maxAnswers: params.maxAnswers } : {}),
        signal: abort.signal,
        onInstance: ({ checked }) => {
          if (params.runId) void connection.sendNotification(checkReferenceProgressNotification, { runId: params.runId, checked, count: params.count });
        },
      });
    });
    tail = run.catch(() => undefined);
    return run.finally(() => cancellation.dispose());
  });
  return { dispose: async () => engine?.dispose() };
}
