// Wires solving to the connection: "what would Solve do with this file", "solve", progress while it runs,
// cancellation through the request's token, and the solver's messages as diagnostics on the files they are
// about. The work itself is in `solving/` and `puzzles/`, which know nothing of the connection.
import { fileURLToPath } from 'node:url';
import { DiagnosticSeverity, type CancellationToken, type Connection, type Diagnostic } from 'vscode-languageserver';
import { parseSource, type SourceFile, type Workspace } from './language/workspace';
import { readTextFile, type TextFileRead } from './readTextFile';
import type { RunStore } from './previewHandlers';
import {
  cancelSolveNotification, solvePlanRequest, solveProgressNotification, solveRequest, solverInfoRequest, type SolveParams, type SolveReport,
  type PuzzleFamilyId, type SolverInfo, type SolveSettings,
} from './protocol';
import { roleOf } from './language/programs/roles';
import { describeInstance } from './puzzles/describe';
import { explainNoAnswer } from './puzzles/explainNoAnswer';
import { bundledEncodingUri } from './puzzles/encodings';
import { answerPictures } from './puzzles/pictures';
import { clingoVersion, findClingoOnPath, NativeEngine } from './solving/nativeEngine';
import { planSolve, type PlanContext, type SolveTarget } from './solving/plan';
import type { ReadSource } from './solving/program';
import type { Engine, SolveOptions } from './solving/result';
import { withSearchOptionsOf } from './solving/searchOptions';
import { solveFiles } from './solving/solveFiles';
import { WASM_ENGINE_NAME, WasmEngine } from './solving/wasmEngine';
import { timeLimitMs } from './solving/timeLimit';

/** Pictures for so many answers at most: "Find All Answers" on an open board can find thousands. */
const MAX_PICTURES = 20;

/** Answers found faster than this are reported together. */
const PROGRESS_INTERVAL_MS = 100;

/** The solver's messages per file, kept until the next solve of that file or an edit of it. */
export class SolverDiagnostics {
  private readonly byUri = new Map<string, Diagnostic[]>();

  get(uri: string): Diagnostic[] {
    return this.byUri.get(uri) ?? [];
  }

  /** Replaces what an earlier run said; returns the URIs whose diagnostics changed. */
  replace(files: string[], report: SolveReport): string[] {
    const changed = new Set<string>();
    for (const uri of files) if (this.byUri.delete(uri)) changed.add(uri);
    for (const m of report.messages) {
      if (!m.location) continue;
      const list = this.byUri.get(m.location.uri) ?? [];
      list.push({
        range: m.location.range,
        severity: m.severity === 'error' ? DiagnosticSeverity.Error : m.severity === 'warning' ? DiagnosticSeverity.Warning : DiagnosticSeverity.Information,
        source: 'clingo solver',
        message: m.message,
      });
      this.byUri.set(m.location.uri, list);
      changed.add(m.location.uri);
    }
    return [...changed];
  }

  /** An edit moves the text under the positions: they would point at the wrong place. */
  forget(uri: string): boolean {
    return this.byUri.delete(uri);
  }
}

export interface SolvingHost {
  current(): Workspace;
  /** Publishes a file's diagnostics again (analysis plus the solver's). */
  republish(uri: string): void;
  /** Which files are one program changed (a solve paired an encoding with instances): analyse the open files again. */
  programsChanged(): void;
}

export function registerSolving(
  connection: Connection, host: SolvingHost, solverDiagnostics: SolverDiagnostics, runs: RunStore,
): () => Promise<void> {
  const wasm = new WasmEngine();
  const natives = new Map<string, NativeEngine>();
  const engineFor = (settings: SolveSettings): Engine => {
    if (settings.engine !== 'native') return wasm;
    const path = settings.clingoPath || findClingoOnPath() || 'clingo';
    let engine = natives.get(path);
    if (!engine) natives.set(path, (engine = new NativeEngine(path)));
    return engine;
  };

  const fileOf = (uri: string): SourceFile | undefined => {
    const open = host.current().get(uri);
    if (open) return open;
    const read = readFromDisk(uri);
    return read && 'text' in read ? parseSource(uri, read.text) : undefined;
  };
  const read: ReadSource = (uri) => {
    const file = host.current().get(uri);
    if (file) return { text: file.text, program: file.program };
    return readFromDisk(uri);
  };
  const planContext = (settings?: SolveSettings): PlanContext => ({
    describe: (file) => describeInstance(file.program),
    file: fileOf,
    folderFiles: (uri) => host.current().members().filter((f) => folderOf(f.uri) === folderOf(uri)),
    bundledEncodingUri,
    ...(settings?.encodings ? { overrides: settings.encodings } : {}),
  });

  connection.onRequest(solverInfoRequest, async (): Promise<SolverInfo> => {
    const path = findClingoOnPath();
    const version = path ? await clingoVersion(path) : undefined;
    return { bundled: WASM_ENGINE_NAME, ...(path && version ? { native: { path, version } } : {}) };
  });

  connection.onRequest(solvePlanRequest, ({ uri }) => {
    const file = fileOf(uri);
    if (!file) throw new Error(`cannot read ${uri}`);
    const { kind, family, encoding, expects, candidates } = planSolve(file, planContext());
    return { kind, family, encoding, expects, candidates };
  });

  const running = new Map<string, Engine>();
  connection.onNotification(cancelSolveNotification, ({ runId }) => void running.get(runId)?.cancel());

  connection.onRequest(solveRequest, async (params: SolveParams, token: CancellationToken): Promise<SolveReport> => {
    const file = fileOf(params.uri);
    if (!file) throw new Error(`cannot read ${params.uri}`);
    const plan = planSolve(file, planContext(params.settings));
    const entries = [...plan.entries, ...(plan.kind === 'encoding' ? params.instances ?? [] : [])];
    if (rememberPairing(host.current(), file.uri, plan, params.instances)) host.programsChanged();
    const engine = engineFor(params.settings);
    const instances = (plan.kind === 'instance' ? [file] : plan.kind === 'encoding' ? (params.instances ?? []).map(fileOf) : [])
      .filter((f): f is SourceFile => f !== undefined && roleOf(f).data);
    const run = withSearchOptionsOf(toOptions(params.settings), instances.map((f) => f.program));
    const started = Date.now();
    let found = 0;
    let lastProgress = 0;
    const onAnswer = () => {
      found++;
      if (Date.now() - lastProgress < PROGRESS_INTERVAL_MS) return;
      lastProgress = Date.now();
      void connection.sendNotification(solveProgressNotification, { runId: params.runId, answers: found, elapsedMs: lastProgress - started });
    };
    // Cancelling the request works too (other editors), but then its answer is lost: the client uses cancelSolve.
    const cancellation = token.onCancellationRequested(() => void engine.cancel());
    running.set(params.runId, engine);
    try {
      const solved = await solveFiles(entries, read, engine, run.options, onAnswer);
      solved.messages.unshift(...run.notes.map((message) => ({ severity: 'info' as const, message })));
      // The puzzle is the instance's: the file itself, or for an encoding the instance the user chose with it.
      const instance = plan.kind === 'instance' ? file.uri : plan.kind === 'encoding' ? params.instances?.[0] : undefined;
      const instanceFile = instance === file.uri ? file : instance ? fileOf(instance) : undefined;
      const family = plan.family ?? (instanceFile ? describeInstance(instanceFile.program).family : undefined);
      const report: SolveReport = {
        runId: params.runId,
        ...solved,
        ...(family ? { family } : {}),
        ...(instance ? { instance } : {}),
        ...(plan.kind === 'instance' ? { encoding: plan.encoding, encodingBundled: plan.encodingBundled === true } : {}),
        ...(plan.kind === 'encoding' && instance ? { encoding: file.uri } : {}),
      };
      if (family && instanceFile) addPictures(report, family, instanceFile.text);
      if (report.status === 'unsatisfiable' && family && instanceFile) {
        const explanation = explainNoAnswer(family, instanceFile, plan.kind === 'instance' && plan.encodingBundled === true);
        if (explanation) {
          report.explanation = explanation;
          report.messages.push(explanation);
        }
      }
      runs.remember(report, (instanceFile ?? file).text, (instanceFile ?? file).uri);
      if (runs.view(report.runId, 0).view) report.drawable = true;
      for (const uri of solverDiagnostics.replace([...new Set([...entries, ...solved.files])], report)) host.republish(uri);
      return report;
    } finally {
      running.delete(params.runId);
      cancellation.dispose();
    }
  });

  return async () => {
    await Promise.all([wasm.dispose(), ...[...natives.values()].map((n) => n.dispose())]);
  };
}

/** The files solved together are one program from now on (see language/programs/groups); true when that changed. */
function rememberPairing(ws: Workspace, uri: string, plan: SolveTarget, instances: string[] | undefined): boolean {
  if (plan.kind === 'encoding') return ws.chooseInstances(uri, Array.isArray(instances) ? instances.filter((i) => typeof i === 'string') : []);
  if (plan.kind === 'instance' && plan.encoding?.startsWith('file:') && !plan.encodingBundled) return ws.solvedWith(uri, plan.encoding);
  return false;
}

/** Text pictures of the answers, for the output channel until the preview draws them. */
function addPictures(report: SolveReport, family: PuzzleFamilyId, instanceText: string): void {
  const pictures = answerPictures(family, instanceText, report.answers.slice(0, MAX_PICTURES));
  pictures.forEach((picture, i) => {
    if (picture) report.answers[i] = { ...report.answers[i], picture };
  });
}

function toOptions(settings: SolveSettings): SolveOptions {
  const limit = timeLimitMs(settings.timeLimit);
  return {
    models: settings.models,
    ...(limit !== undefined ? { timeLimitMs: limit } : {}),
    ...(settings.constants ? { constants: settings.constants } : {}),
    ...(settings.optimization ? { optimization: settings.optimization } : {}),
    ...(settings.project ? { project: true } : {}),
    ...(settings.threads ? { threads: settings.threads } : {}),
    ...(settings.extraArgs?.length ? { extraArgs: settings.extraArgs } : {}),
  };
}

function readFromDisk(uri: string): TextFileRead | undefined {
  try {
    return readTextFile(fileURLToPath(uri));
  } catch {
    return undefined; // not a file URI: the caller reports the file as missing
  }
}

function folderOf(uri: string): string {
  return uri.slice(0, uri.lastIndexOf('/') + 1);
}
