// Wires solving to the connection: "what would Solve do with this file", "solve", progress while it runs,
// cancellation through the request's token, and the solver's messages as diagnostics on the files they are
// about. The work itself is in `solving/` and `puzzles/`, which know nothing of the connection.
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DiagnosticSeverity, type CancellationToken, type Connection, type Diagnostic } from 'vscode-languageserver';
import { parseSource, type SourceFile, type Workspace } from './language/workspace';
import { MAX_READ_BYTES, readTextFile, type TextFileRead } from './readTextFile';
import type { RunStore } from './previewHandlers';
import {
  cancelSolveNotification, solvePlanRequest, solveProgressNotification, solveRequest, solverInfoRequest, type SolveParams, type SolveReport,
  type PuzzleFamilyId, type SolverInfo, type SolveSettings,
} from './protocol';
import { describeFacts } from './puzzles/describe';
import { explainNoAnswerIn } from './puzzles/explainNoAnswer';
import { bundledEncodingUri } from './puzzles/encodings';
import type { Facts } from './puzzles/facts';
import { factsOfText, largeFileProblem, MAX_FACTS_FILE_BYTES } from './puzzles/instanceFacts';
import { answerPictures } from './puzzles/pictures';
import { searchedInstead } from './puzzles/wallMaze/searchInstead';
import { compiledCodeSource } from './solving/clingoModule';
import { clingoVersion, findClingoOnPath, NativeEngine } from './solving/nativeEngine';
import { planInstance, planSolve, type PlanContext, type SolveTarget } from './solving/plan';
import { describeCodeSource } from './solving/processCodeCache';
import type { ReadSource } from './solving/program';
import type { Engine, SolveOptions } from './solving/result';
import { withSearchOptionsFrom } from './solving/searchOptions';
import { solveFiles, type FilesSolved } from './solving/solveFiles';
import { warmUpSolving } from './puzzles/warmUp';
import { WASM_ENGINE_NAME, WasmEngine } from './solving/wasmEngine';
import { timeLimitMs } from './solving/timeLimit';
import { registerExplain } from './explainHandlers';
import { registerUniqueness } from './uniquenessHandlers';

/** Pictures for so many answers at most: "Find All Answers" on an open board can find thousands. */
const MAX_PICTURES = 20;

/** Answers found faster than this are reported together. */
const PROGRESS_INTERVAL_MS = 100;

/** An answer with more atoms stays with the server; the client is told how many there are (AnswerSet.atomCount). */
export const MAX_SENT_ATOMS = 20_000;

/** The code of the diagnostic that says a solve found no answer: the quick fix "Why No Answer?" hangs on it. */
export const NO_ANSWER_CODE = 'no-answer';

/** The solver's messages per file, kept until the next solve of that file or an edit of it; an explanation's too. */
export class SolverDiagnostics {
  private readonly byUri = new Map<string, Diagnostic[]>();
  /** What the last explanation of a program said about its files (see explainHandlers). */
  private readonly explained = new Map<string, Diagnostic[]>();

  get(uri: string): Diagnostic[] {
    const explained = this.explained.get(uri);
    return explained ? [...(this.byUri.get(uri) ?? []), ...explained] : this.byUri.get(uri) ?? [];
  }

  /** Replaces what an earlier run said; returns the URIs whose diagnostics changed. */
  replace(files: string[], report: SolveReport): string[] {
    const changed = new Set<string>();
    for (const uri of files) {
      const explained = this.explained.delete(uri);
      if (this.byUri.delete(uri) || explained) changed.add(uri);
    }
    const add = (uri: string, d: Diagnostic) => {
      const list = this.byUri.get(uri) ?? [];
      list.push(d);
      this.byUri.set(uri, list);
      changed.add(uri);
    };
    for (const m of report.messages) {
      if (!m.location) continue;
      add(m.location.uri, {
        range: m.location.range,
        severity: m.severity === 'error' ? DiagnosticSeverity.Error : m.severity === 'warning' ? DiagnosticSeverity.Warning : DiagnosticSeverity.Information,
        source: 'clingo solver',
        message: m.message,
        ...(m === report.explanation && report.status === 'unsatisfiable' ? { code: NO_ANSWER_CODE } : {}),
      });
    }
    // Without words of the puzzle's own at a fact, the verdict is said at the top of the file that was solved.
    const solved = report.instance ?? report.files[0];
    if (report.status === 'unsatisfiable' && !report.explanation?.location && solved) {
      add(solved, {
        range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
        severity: DiagnosticSeverity.Information,
        source: 'clingo solver',
        code: NO_ANSWER_CODE,
        message: 'No answer: the program is unsatisfiable. Why No Answer? shows the rules that stand in the way.',
      });
    }
    return [...changed];
  }

  /** Replaces what an earlier explanation said about these files; returns the URIs whose diagnostics changed. */
  replaceExplained(files: string[], diagnostics: ReadonlyMap<string, Diagnostic[]>): string[] {
    const changed = new Set<string>();
    for (const uri of files) if (this.explained.delete(uri)) changed.add(uri);
    for (const [uri, list] of diagnostics) {
      this.explained.set(uri, list);
      changed.add(uri);
    }
    return [...changed];
  }

  /** An edit moves the text under the positions: they would point at the wrong place. */
  forget(uri: string): boolean {
    const explained = this.explained.delete(uri);
    return this.byUri.delete(uri) || explained;
  }
}

/** A run planned from a solve request: what every command that solves the file needs (see registerUniqueness). */
export interface PreparedRun {
  runId: string;
  /** The file the command was run on. */
  uri: string;
  plan: SolveTarget;
  /** The files to assemble, encoding first, the chosen instances included. */
  entries: string[];
  read: ReadSource;
  engine: Engine;
  /** The settings' options with the instance's own search options. */
  options: SolveOptions;
  /** What became of the instance's search options, as infos for the report. */
  notes: string[];
  /** Reports each answer's arrival to the client (progress). */
  onAnswer: () => void;
  family?: PuzzleFamilyId;
  instance?: string;
  instanceText?: string;
  /** The file's own text (a program solved alone is its own picture's facts). */
  programText(): string | undefined;
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
  // In the background, while the client starts: the first Solve is the one a user waits for.
  void warmUpSolving(wasm).then(() => {
    const note = describeCodeSource(compiledCodeSource());
    if (note) connection.console.log(note);
  });
  const natives = new Map<string, NativeEngine>();
  const engineFor = (settings: SolveSettings): Engine => {
    if (settings.engine !== 'native') return wasm;
    const path = settings.clingoPath || findClingoOnPath() || 'clingo';
    let engine = natives.get(path);
    if (!engine) natives.set(path, (engine = new NativeEngine(path)));
    return engine;
  };

  /** A file parsed: open in the editor, or read from disk (a text past MAX_READ_BYTES is not parsed). */
  const fileOf = (uri: string): SourceFile | undefined => {
    const open = host.current().get(uri);
    if (open) return open;
    const read = readFromDisk(uri);
    return read && 'text' in read && read.text.length <= MAX_READ_BYTES ? parseSource(uri, read.text) : undefined;
  };
  /** A file's text: the editor's when it is open, else the disk's. */
  const textOf = (uri: string): string | undefined => {
    const open = host.current().get(uri);
    if (open) return open.text;
    const read = readFromDisk(uri);
    return read && 'text' in read ? read.text : undefined;
  };
  /** A file's facts (see instanceFacts); undefined when it cannot be read. */
  const factsOf = (uri: string): Facts | undefined => {
    const text = textOf(uri);
    return text === undefined ? undefined : factsOfText(text, host.current().get(uri)?.program);
  };
  const read: ReadSource = (uri) => {
    const file = host.current().get(uri);
    if (file) return { text: file.text, program: file.program };
    return readFromDisk(uri);
  };
  const planContext = (settings?: SolveSettings): PlanContext => ({
    describe: (file) => describeFacts(factsOfText(file.text, file.program)),
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

  /** An instance is planned from its facts alone, without a syntax tree; anything else is parsed. */
  const planFor = (uri: string, settings?: SolveSettings): SolveTarget => {
    const open = host.current().get(uri);
    const text = open?.text ?? textOf(uri);
    if (text === undefined) throw new Error(`cannot read ${uri}`);
    const context = planContext(settings);
    const instance = planInstance(uri, describeFacts(factsOfText(text, open?.program)), context);
    if (instance) return instance;
    const file = fileOf(uri);
    if (!file) throw new Error(`cannot read ${uri}: a file of more than ${MAX_READ_BYTES / (1024 * 1024)} MB is read only when it is an instance of a known puzzle`);
    return planSolve(file, context);
  };

  connection.onRequest(solvePlanRequest, ({ uri }) => {
    const { kind, family, encoding, expects, candidates } = planFor(uri);
    return { kind, family, encoding, expects, candidates };
  });

  /** The runs under way, by id: each stops its own solves only, not another's on the same engine. */
  const running = new Map<string, AbortController>();
  connection.onNotification(cancelSolveNotification, ({ runId }) => running.get(runId)?.abort());

  /**
   * Plans the run of `params` (the same files, options and instance for every command that solves), runs `body`
   * with it, stoppable by its id, and puts the solver's messages on the files they are about.
   */
  const runOf = async <R extends SolveReport>(params: SolveParams, token: CancellationToken, body: (run: PreparedRun) => Promise<R>): Promise<R> => {
    const plan = planFor(params.uri, params.settings);
    const entries = [...plan.entries, ...(plan.kind === 'encoding' ? params.instances ?? [] : [])];
    if (rememberPairing(host.current(), params.uri, plan, params.instances)) host.programsChanged();
    const engine = engineFor(params.settings);
    // The puzzle is the instance's: the file itself, or for an encoding the instance the user chose with it.
    const instance = plan.kind === 'instance' ? params.uri : plan.kind === 'encoding' ? params.instances?.[0] : undefined;
    const instanceText = instance ? textOf(instance) : undefined;
    // The search options the instances ask for (a generated maze's seed), from their directives: data files only.
    const instanceFacts = (plan.kind === 'instance' ? [params.uri] : plan.kind === 'encoding' ? params.instances ?? [] : [])
      .map(factsOf).filter((f): f is Facts => f !== undefined && f.rules.length === 0);
    const stop = new AbortController();
    const { options: asked, notes } = withSearchOptionsFrom(toOptions(params.settings), instanceFacts.map((f) => f.directives));
    const options = { ...asked, signal: stop.signal };
    const family = plan.family ?? (instanceText !== undefined ? describeFacts(factsOfText(instanceText)).family : undefined);
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
    const cancellation = token.onCancellationRequested(() => stop.abort());
    running.set(params.runId, stop);
    try {
      const report = await body({
        runId: params.runId, uri: params.uri, plan, entries, read, engine, options, notes, onAnswer,
        ...(family ? { family } : {}), ...(instance ? { instance } : {}), ...(instanceText !== undefined ? { instanceText } : {}),
        programText: () => textOf(params.uri),
      });
      for (const uri of solverDiagnostics.replace([...new Set([...entries, ...report.files])], report)) host.republish(uri);
      return forClient(report);
    } finally {
      running.delete(params.runId);
      cancellation.dispose();
    }
  };

  connection.onRequest(solveRequest, (params: SolveParams, token: CancellationToken) => runOf(params, token, async (run): Promise<SolveReport> => {
    const { plan, engine, instance, instanceText, family } = run;
    const solved = searched(plan, engine, instance, instanceText) ?? await solveFiles(run.entries, read, engine, run.options, run.onAnswer);
    solved.messages.unshift(...run.notes.map((message) => ({ severity: 'info' as const, message })));
    const report: SolveReport = {
      runId: params.runId,
      ...solved,
      ...(family ? { family } : {}),
      ...(instance ? { instance } : {}),
      ...(plan.kind === 'instance' ? { encoding: plan.encoding, encodingBundled: plan.encodingBundled === true } : {}),
      ...(plan.kind === 'encoding' && instance ? { encoding: params.uri } : {}),
    };
    if (family && instanceText !== undefined) addPictures(report, family, instanceText);
    if (report.status === 'unsatisfiable' && !report.explanation && family && instance && instanceText !== undefined) {
      const facts = factsOfText(instanceText, host.current().get(instance)?.program);
      const explanation = explainNoAnswerIn(family, { uri: instance, text: instanceText, facts }, plan.kind === 'instance' && plan.encodingBundled === true);
      if (explanation) {
        report.explanation = explanation;
        report.messages.push(explanation);
      }
    }
    // A program solved alone is its own picture's facts (a generic grid).
    runs.remember(report, instanceText ?? textOf(params.uri) ?? '', instance ?? params.uri);
    if (runs.view(report.runId, 0).view) report.drawable = true;
    return report;
  }));

  registerUniqueness(connection, runOf, runs);

  /** A wall maze too large for the bundled solver is answered by search (see searchedInstead). */
  const searched = (plan: SolveTarget, engine: Engine, instance: string | undefined, instanceText: string | undefined): FilesSolved | undefined =>
    searchedInstead(plan, engine === wasm, instance, instanceText, textOf);

  registerExplain(connection, { planFor, engineFor, read, textOf, runs, diagnostics: solverDiagnostics, republish: (uri) => host.republish(uri) });

  return async () => {
    await Promise.all([wasm.dispose(), ...[...natives.values()].map((n) => n.dispose())]);
  };
}

/** The report as the client gets it: answers too large to send keep their atoms here (see MAX_SENT_ATOMS). */
function forClient<R extends SolveReport>(report: R): R {
  if (!report.answers.some((a) => a.atoms.length > MAX_SENT_ATOMS)) return report;
  const answers = report.answers.map((a) => (a.atoms.length > MAX_SENT_ATOMS ? { ...a, atoms: [], text: [], atomCount: a.atoms.length } : a));
  return { ...report, answers };
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

/**
 * The last large file read, by its size and modification time: a solve reads its instance two or three times
 * (the plan, the solve, the picture), and a million-cell maze is 25 MB. The same text object also finds its facts
 * in instanceFacts' cache at once.
 */
let lastLarge: { path: string; size: number; mtimeMs: number; text: string } | undefined;
const LARGE_FILE = 1_000_000;

/** A file from disk: up to MAX_READ_BYTES, or MAX_FACTS_FILE_BYTES when it is nothing but facts. */
function readFromDisk(uri: string): TextFileRead | undefined {
  let path: string;
  try {
    path = fileURLToPath(uri);
  } catch {
    return undefined; // not a file URI: the caller reports the file as missing
  }
  const stat = statOf(path);
  if (stat && lastLarge?.path === path && lastLarge.size === stat.size && lastLarge.mtimeMs === stat.mtimeMs) return { text: lastLarge.text };
  const read = readTextFile(path, MAX_FACTS_FILE_BYTES);
  if (!('text' in read)) return read;
  const tooLarge = largeFileProblem(read.text);
  if (tooLarge) return { error: tooLarge };
  if (stat && stat.size >= LARGE_FILE) lastLarge = { path, size: stat.size, mtimeMs: stat.mtimeMs, text: read.text };
  return read;
}

function statOf(path: string): { size: number; mtimeMs: number } | undefined {
  try {
    const stat = statSync(path);
    return stat.isFile() ? stat : undefined;
  } catch {
    return undefined; // readTextFile says why
  }
}

function folderOf(uri: string): string {
  return uri.slice(0, uri.lastIndexOf('/') + 1);
}
