// `asp-puzzles solve`: the files as one program or, with --each, every file on its own (an instance with its
// encoding, as "Solve Current Puzzle" does). One engine serves them all: the bundled one is started before
// the files are read and stays warm from one file to the next.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LineIndex } from '../language/lineIndex';
import { parseSource, type SourceFile } from '../language/workspace';
import type { AnswersCheckOutcome, AnswersCheckReport, SolveReport } from '../protocol';
import { MAX_READ_BYTES } from '../readTextFile';
import { checkAnswers } from '../explain/answersCheck';
import { formatExplanation } from '../explain/verdictText';
import { factsOfText, isPlainFacts } from '../puzzles/instanceFacts';
import { describeFacts } from '../puzzles/describe';
import type { Facts } from '../puzzles/facts';
import { bundledEncodingUri } from '../puzzles/encodings';
import { explainNoAnswerIn } from '../puzzles/explainNoAnswer';
import { answerPictures } from '../puzzles/pictures';
import { searchedInstead } from '../puzzles/wallMaze/searchInstead';
import { findClingoOnPath, NativeEngine } from '../solving/nativeEngine';
import { planInstance, planSolve, type PlanContext, type SolveTarget } from '../solving/plan';
import { formatReport } from '../solving/reportText';
import { searchOptionsIn, withSearchOptionsFrom } from '../solving/searchOptions';
import type { Engine } from '../solving/result';
import { solveFiles } from '../solving/solveFiles';
import { WasmEngine } from '../solving/wasmEngine';
import type { CliOptions } from './arguments';
import { runInOrder } from './inOrder';
import { programText, readProgramFile, readProgramSource, unreadableMessages } from './programFiles';

export const EXIT_ERROR = 65;

/**
 * clingo's exit code for a finished run. A check (--unique, --forced) that decided says so as clingo would of the
 * answers it is about: 30 for exactly one answer (or the forced atoms, proven), 10 for more than one, 20 for none.
 */
export function exitCode(report: Pick<SolveReport, 'status' | 'answers' | 'exhausted'> & { check?: AnswersCheckOutcome }): number {
  const verdict = report.check?.verdict;
  if (verdict === 'unique' || verdict === 'forced') return 30;
  if (verdict === 'several') return 10;
  if (verdict === 'none') return 20;
  switch (report.status) {
    case 'error':
    case 'too-large':
      return EXIT_ERROR;
    case 'unsatisfiable':
      return 20;
    case 'cancelled':
    case 'timeout':
      return (report.answers.length ? 10 : 0) + 1;
    default:
      return (report.answers.length ? 10 : 0) + (report.exhausted ? 20 : 0);
  }
}

/**
 * The exit code of a run over many files: 0 when every file was solved (whatever its answer), 65 when one
 * could not be (an unreadable file, a syntax error, a solver error), plus 1 when a run was interrupted.
 */
export function eachExitCode(reports: readonly Pick<SolveReport, 'status' | 'answers' | 'exhausted'>[]): number {
  const codes = reports.map(exitCode);
  if (codes.includes(EXIT_ERROR)) return EXIT_ERROR;
  return codes.some((c) => c % 2 === 1) ? 1 : 0;
}

export async function solveCommand(options: CliOptions, out: (line: string) => void): Promise<number> {
  const lanes = options.each ? options.jobs ?? 1 : 1;
  const engines: Engine[] = Array.from({ length: lanes }, () => (options.engine === 'native'
    ? new NativeEngine(options.clingoPath ?? findClingoOnPath() ?? 'clingo')
    : startedWasmEngine()));
  let stopped = false;
  const interrupt = () => {
    stopped = true;
    for (const engine of engines) void engine.cancel();
  };
  process.once('SIGINT', interrupt);
  const print = (report: SolveReport) => {
    const lines = 'check' in report ? formatExplanation(report as AnswersCheckReport, relativePath) : formatReport(report, { displayPath: relativePath });
    for (const line of lines) out(line);
  };
  try {
    if (!options.each) {
      const report = await solveReport(options.files, options, engines[0]);
      if (options.json) out(JSON.stringify(report, null, 2));
      else print(report);
      return exitCode(report);
    }
    const reports: SolveReport[] = [];
    const started: Promise<SolveReport>[] = [];
    await runInOrder({
      count: options.files.length,
      lanes,
      run: (i, lane) => {
        started[i] = solveReport([options.files[i]], options, engines[lane]);
        // A file started and then not waited for (Ctrl+C) must not end the process with its failure.
        started[i].catch(() => undefined);
        return started[i];
      },
      take: (report, i) => {
        reports.push(report);
        if (options.json) return;
        out(`== ${options.files[i]}`);
        print(report);
        out('');
      },
      stopped: () => stopped,
    });
    if (options.json) out(JSON.stringify(reports, null, 2));
    else out(eachSummary(reports, options.files.length));
    return eachExitCode(reports);
  } finally {
    process.removeListener('SIGINT', interrupt);
    await Promise.all(engines.map((engine) => engine.dispose()));
  }
}

/** The bundled engine, loading while the files are read and parsed. */
function startedWasmEngine(): WasmEngine {
  const engine = new WasmEngine();
  // A failure to load shows again, as a report, on the first solve.
  engine.warmUp().catch(() => undefined);
  return engine;
}

/** How the summary of --each counts a file with a report of this status. */
const OUTCOME: Record<SolveReport['status'], string> = {
  satisfiable: 'satisfiable', optimum: 'optimum found', unsatisfiable: 'unsatisfiable', unknown: 'unknown',
  error: 'failed', 'too-large': 'too large', cancelled: 'stopped', timeout: 'timed out',
};

/** How the summary of --each --unique or --forced counts a file. */
const VERDICT: Record<AnswersCheckOutcome['verdict'], string> = {
  unique: 'unique', several: 'not unique', none: 'without answer', forced: 'forced cells found', undecided: 'undecided',
};

/** "3 files: 2 satisfiable, 1 failed; solving took 120 ms in all", with the files not run when it was stopped. */
function eachSummary(reports: readonly SolveReport[], files: number): string {
  const counts = new Map<string, number>();
  for (const r of reports) {
    const outcome = 'check' in r ? VERDICT[(r as AnswersCheckReport).check.verdict] : OUTCOME[r.status];
    counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  }
  const parts = [...counts].map(([status, n]) => `${n} ${status}`);
  if (reports.length < files) parts.push(`${files - reports.length} not run`);
  const ms = reports.reduce((sum, r) => sum + r.timeMs, 0);
  return `${files} ${files === 1 ? 'file' : 'files'}: ${parts.join(', ')}; solving took ${ms} ms in all`;
}

/** One solve as `asp-puzzles solve FILES` does it: the report with the answers' pictures and any explanation. */
async function solveReport(paths: readonly string[], options: CliOptions, engine: Engine): Promise<SolveReport> {
  const unreadable = paths.flatMap((f) => unreadableMessages(f, pathToFileURL(resolve(f)).href, readProgramFile(resolve(f))));
  if (unreadable.length) {
    // Named as typed, before anything runs: a path the user wrote is clearer than the URI it becomes.
    return notRun(unreadable);
  }
  const files = paths.map((f) => pathToFileURL(resolve(f)).href);
  let entries = files;
  let instance: string | undefined;
  let family: SolveReport['family'];
  let encoding: string | undefined;
  let instanceText: string | undefined;
  /** The instance's facts when it is a data file, whose `%! options:` line a solve takes. */
  let instanceFacts: Facts | undefined;
  let bundled = false;
  let target: SolveTarget | undefined;
  if (files.length === 1) {
    // One file: an instance is solved with its encoding, as "Solve Current Puzzle" does.
    const text = programText(files[0]);
    if (text !== undefined) {
      // Parsed once, unless it is plain facts, which the scanner reads (a million-cell maze is never parsed).
      const parsed = !isPlainFacts(text) && text.length <= MAX_READ_BYTES ? parseSource(files[0], text) : undefined;
      const facts = factsOfText(text, parsed?.program);
      const context: PlanContext = {
        describe: (f) => describeFacts(factsOfText(f.text, f.program)),
        file: (uri) => {
          const included = programText(uri);
          return included === undefined || included.length > MAX_READ_BYTES ? undefined : parseSource(uri, included);
        },
        folderFiles: () => [],
        bundledEncodingUri,
      };
      // An instance is planned from its facts alone, as in the editor.
      const plan = planInstance(files[0], describeFacts(facts), context) ?? programPlan(parsed ?? { uri: files[0], text }, context);
      if ('error' in plan) return notRun([{ severity: 'error', message: `${paths[0]}: ${plan.error}` }]);
      target = plan;
      entries = plan.entries;
      if (plan.kind === 'instance') ({ family, encoding, instance, instanceText } = { family: plan.family, encoding: plan.encoding, instance: files[0], instanceText: text });
      if (plan.kind === 'instance' && facts.rules.length === 0) instanceFacts = facts;
      bundled = plan.encodingBundled === true;
    }
  }
  // An instance's own search options (a generated maze's seed), as Solve in the editor takes them.
  const run = withSearchOptionsFrom(options.solve, instanceFacts ? [instanceFacts.directives] : []);
  const optionProblems = instance && instanceText !== undefined && instanceFacts ? searchOptionProblems(instance, instanceText, instanceFacts) : [];
  if (options.check) {
    // A program alone is its own picture's facts (a generic grid), as in the preview.
    const boardUri = instance ?? (files.length === 1 ? files[0] : undefined);
    const text = boardUri ? programText(boardUri) : undefined;
    const { report } = await checkAnswers({
      kind: options.check, entries, read: readProgramSource, engine, options: run.options, notes: run.notes,
      ...(family ? { family } : {}),
      ...(boardUri && text !== undefined ? { board: { facts: factsOfText(text), uri: boardUri, text } } : {}),
      run: { runId: 'cli', ...(family ? { family } : {}), ...(instance ? { instance } : {}), ...(encoding ? { encoding } : {}) },
    });
    report.messages.unshift(...optionProblems);
    return report;
  }
  // A wall maze too large for the bundled solver is answered by search, as in the editor.
  const searched = target && searchedInstead(target, engine instanceof WasmEngine, instance, instanceText, programText);
  const solved = searched ?? await solveFiles(entries, readProgramSource, engine, run.options);
  solved.messages.unshift(...run.notes.map((message) => ({ severity: 'info' as const, message })));
  solved.messages.unshift(...optionProblems);
  const report: SolveReport = {
    runId: 'cli', ...solved, ...(family ? { family } : {}), ...(instance ? { instance } : {}), ...(encoding ? { encoding } : {}),
  };
  const explanation = report.status === 'unsatisfiable' && family && instance && instanceText !== undefined && instanceFacts
    ? explainNoAnswerIn(family, { uri: instance, text: instanceText, facts: instanceFacts }, bundled) : undefined;
  if (explanation) {
    report.explanation = explanation;
    report.messages.push(explanation);
  }
  if (family && instance) {
    const pictures = answerPictures(family, instanceText ?? '', report.answers);
    report.answers = report.answers.map((a, i) => (pictures[i] ? { ...a, picture: pictures[i] } : a));
  }
  return report;
}

/** The report of a solve that could not start, for the reasons `messages` give. */
function notRun(messages: SolveReport['messages']): SolveReport {
  return { runId: 'cli', status: 'error', answers: [], exhausted: false, messages, timeMs: 0, engine: '', files: [], programBytes: 0 };
}

/** What is wrong in an instance's `%! options:` line, at its places. */
function searchOptionProblems(uri: string, text: string, facts: Facts): SolveReport['messages'] {
  const problems = searchOptionsIn(facts.directives).problems;
  const lines = problems.length ? new LineIndex(text) : undefined;
  return problems.map((p) => ({ severity: 'warning' as const, message: p.message, location: { uri, range: lines!.range(p.span) } }));
}

/** The plan for a file that is no instance, parsed or not yet; a file too large to parse is one only as an instance. */
function programPlan(file: SourceFile | { uri: string; text: string }, context: PlanContext): SolveTarget | { error: string } {
  if ('program' in file) return planSolve(file, context);
  if (file.text.length > MAX_READ_BYTES) return { error: `larger than ${MAX_READ_BYTES / (1024 * 1024)} MB: a file this large is read only when it is an instance of a known puzzle` };
  return planSolve(parseSource(file.uri, file.text), context);
}

function relativePath(uri: string): string {
  const path = decodeURIComponent(new URL(uri).pathname);
  const cwd = `${process.cwd()}/`;
  return path.startsWith(cwd) ? path.slice(cwd.length) : path;
}
