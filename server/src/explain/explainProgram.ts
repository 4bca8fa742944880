// Why a program has no answer, start to end: check that it has none, relax it (relax.ts) and solve the relaxed
// program for its least costly answer, read that answer back (which constraints it breaks, for which values, at
// which cells), and, when asked, shrink the instance to a minimal cause (minimalCause.ts). When relaxing the
// constraints leaves no answer either (a choice rule's bounds cannot be met), the bounds are relaxed too, then the
// instance's facts: the report says what was. Used by the server and the command line alike.
import type { ExplainReport, ExplainSettings, SolverMessage } from '../protocol';
import type { ReadSource } from '../solving/program';
import type { Answer, Engine, SolveOptions } from '../solving/result';
import { solveFiles } from '../solving/solveFiles';
import { formatSymbol, type ClingoSymbol } from '../solving/symbols';
import type { BoardCells } from './boardCells';
import { DEFAULT_MINIMAL_TIME_LIMIT_MS, findMinimalCause } from './minimalCause';
import { ADDED_URI, readProgram, readRewritten } from './programFiles';
import { readRelaxedAnswer, violationMessage, type RelaxedAnswer } from './readAnswer';
import { relaxProgram, type Relaxation, type RelaxOptions } from './relax';
import { explainSummary } from './explainText';

export interface ExplainRun {
  /** The files to solve, encoding first, as the solve would take them. */
  entries: readonly string[];
  /** Which of them are the instance: its facts are relaxed and shrunk. */
  instances: readonly string[];
  read: ReadSource;
  engine: Engine;
  solve: Pick<SolveOptions, 'constants' | 'timeLimitMs' | 'signal'>;
  settings: ExplainSettings;
  /** The board's cells for the closest answer's atoms, when the program is a puzzle's. */
  board?(atoms: readonly ClingoSymbol[]): BoardCells | undefined;
  stopped(): boolean;
  onProgress?(message: string): void;
}

/** The report, less what the caller knows of the run (its id, the puzzle, the instance). */
export type Explained = Omit<ExplainReport, 'runId' | 'family' | 'instance' | 'drawable'> & {
  /** The closest answer's own atoms, for the picture. */
  answer?: Answer;
};

export async function explainProgram(run: ExplainRun): Promise<Explained> {
  const started = Date.now();
  const base: Pick<Explained, 'violations' | 'dropped' | 'optimal' | 'notes' | 'relaxed'> = {
    violations: [], dropped: [], optimal: false, notes: [], relaxed: { bounds: false, facts: false },
  };
  const solveOptions = (models: number, optimization: SolveOptions['optimization']): SolveOptions => ({ ...run.solve, models, optimization });
  run.onProgress?.('checking that there is no answer');
  const check = await solveFiles(run.entries, run.read, run.engine, solveOptions(1, 'ignore'));
  const finish = (rest: Omit<Explained, 'files' | 'timeMs' | 'engine' | keyof typeof base> & Partial<typeof base>): Explained => ({
    ...base, ...rest, files: check.files, timeMs: Date.now() - started, engine: check.engine,
  });
  if (check.status !== 'unsatisfiable') {
    const status = check.status === 'satisfiable' || check.status === 'optimum' ? 'satisfiable' : solverStatus(check.status);
    const message = status === 'satisfiable' ? 'the program has an answer: there is nothing to explain'
      : status === 'cancelled' ? 'stopped before the explanation began' : firstError(check.messages) ?? `the solver stopped: ${check.status}`;
    return finish({ status, message, messages: check.messages });
  }
  const program = readProgram(run.entries, run.instances, run.read);
  const hasFacts = program.files.some((f) => f.instance);
  const levels = escalation({ bounds: run.settings.bounds === true, facts: run.settings.facts === true && hasFacts }, hasFacts);
  let found: { relaxation: Relaxation; answer: Answer; optimal: boolean; level: RelaxOptions } | undefined;
  let messages: SolverMessage[] = [];
  for (const level of levels) {
    if (run.stopped()) break;
    const relaxation = relaxProgram(program.files, level);
    if ('refused' in relaxation) {
      return finish({
        status: 'refused', message: relaxation.refused, messages: [],
        ...(relaxation.location ? { location: program.locate(relaxation.location.uri, relaxation.location.span) } : {}),
      });
    }
    run.onProgress?.(`relaxing ${levelName(level)}`);
    const read = readRewritten(run.read, relaxation.texts, relaxation.added);
    const solved = await solveFiles([...run.entries, ADDED_URI], read, run.engine, solveOptions(0, 'opt'));
    messages = solved.messages.filter((m) => m.severity === 'error' && m.location?.uri !== ADDED_URI);
    const best = solved.answers[solved.answers.length - 1];
    if (best) {
      found = { relaxation, answer: best, optimal: solved.status === 'optimum' || (solved.status === 'satisfiable' && solved.exhausted), level };
      break;
    }
    if (solved.status !== 'unsatisfiable') {
      const status = solverStatus(solved.status);
      return finish({ status, message: status === 'cancelled' ? 'stopped on request' : firstError(solved.messages) ?? `the solver stopped: ${solved.status}`, messages: solved.messages });
    }
  }
  if (!found) {
    if (run.stopped()) return finish({ status: 'cancelled', message: 'stopped on request', messages });
    return finish({
      status: 'unexplained', messages,
      message: 'even with every constraint, choice bound and instance fact relaxed there is no answer: the cause is elsewhere (p and -p both derived, or a disjunction)',
    });
  }
  const { relaxation, answer, optimal, level } = found;
  const board = run.board?.(answer.atoms);
  const read = readRelaxedAnswer(relaxation, answer.atoms, board);
  const report = finish({
    status: 'explained',
    message: '',
    relaxed: { bounds: level.bounds, facts: level.facts },
    violations: read.violated.map((v) => ({
      kind: v.rule.kind,
      location: program.locate(v.rule.uri, v.rule.span),
      text: v.rule.text,
      instances: v.instances.map((i) => ({
        values: v.rule.variables.map((name, k): [string, string] => [name, i.values[k] ? formatSymbol(i.values[k]) : '?']),
        cells: i.cells,
      })),
      message: violationMessage(v),
    })),
    dropped: read.dropped.map((d) => ({ location: program.locate(d.unit.uri, d.unit.span), atom: d.unit.atom, cells: d.cells })),
    optimal,
    cost: (answer.costs ?? []).reduce((sum, c) => sum + c, 0),
    notes: relaxation.notes,
    messages,
    answer: ownAnswer(answer, read),
  });
  if (run.settings.minimal && !run.stopped()) {
    const limit = run.settings.minimalTimeLimit && run.settings.minimalTimeLimit > 0 ? run.settings.minimalTimeLimit * 1000 : DEFAULT_MINIMAL_TIME_LIMIT_MS;
    report.minimal = await findMinimalCause({
      entries: run.entries, read: run.read, program, engine: run.engine, solve: run.solve, timeLimitMs: limit,
      stopped: run.stopped, ...(run.onProgress ? { onProgress: run.onProgress } : {}),
    });
  }
  report.message = explainSummary(report);
  report.timeMs = Date.now() - started;
  return report;
}

/** The levels of relaxation to try in turn, from what was asked for up to everything there is. */
function escalation(asked: RelaxOptions, hasFacts: boolean): RelaxOptions[] {
  const levels: RelaxOptions[] = [asked];
  const add = (level: RelaxOptions) => {
    if (!levels.some((l) => l.bounds === level.bounds && l.facts === level.facts)) levels.push(level);
  };
  add({ bounds: true, facts: asked.facts });
  if (hasFacts) add({ bounds: true, facts: true });
  return levels;
}

function levelName(level: RelaxOptions): string {
  return ['constraints', ...(level.bounds ? ['choice bounds'] : []), ...(level.facts ? ['instance facts'] : [])].join(', ');
}

function solverStatus(status: string): 'error' | 'timeout' | 'cancelled' {
  return status === 'timeout' ? 'timeout' : status === 'cancelled' ? 'cancelled' : 'error';
}

function firstError(messages: readonly SolverMessage[]): string | undefined {
  return messages.find((m) => m.severity === 'error')?.message.split('\n')[0];
}

/** The answer without the relaxation's atoms: what the picture is drawn from. */
function ownAnswer(answer: Answer, read: RelaxedAnswer): Answer {
  return { atoms: read.atoms, text: read.atoms.map(formatSymbol), ...(answer.costs ? { costs: answer.costs } : {}) };
}

