// The minimal cause: a smallest set of instance facts that the encoding has no answer with, found by shrinking
// (shrink.ts) with the solver as the oracle. When the encoding has no answer even without any of the facts, the
// instance is not the cause: the program's own integrity constraints are shrunk instead, the facts kept.
import type { MinimalCause } from '../protocol';
import type { ReadSource } from '../solving/program';
import type { Engine, SolveOptions } from '../solving/result';
import { solveFiles } from '../solving/solveFiles';
import { readRewritten, type ReadProgram } from './programFiles';
import { baseStatements, factUnits, hasTheoryAtom, isConstraint, type FactUnit } from './statements';
import { shrink, type Verdict } from './shrink';
import { applyEdits, blankEdit, type TextEdit } from './textEdits';
import type { ProgramFile } from './relax';

export const DEFAULT_MINIMAL_TIME_LIMIT_MS = 30_000;

export interface MinimalCauseRun {
  entries: readonly string[];
  read: ReadSource;
  program: ReadProgram;
  engine: Engine;
  solve: Pick<SolveOptions, 'constants' | 'timeLimitMs' | 'signal'>;
  timeLimitMs: number;
  stopped(): boolean;
  onProgress?(message: string): void;
}

/** A part of the program the search may take away: its place and how it reads. */
interface Part {
  uri: string;
  start: number;
  end: number;
  text: string;
}

export async function findMinimalCause(run: MinimalCauseRun): Promise<MinimalCause> {
  const started = Date.now();
  const deadline = started + run.timeLimitMs;
  const { files } = run.program;
  const facts = files.filter((f) => f.instance).flatMap((f) => factUnits(f.uri, f.text, baseStatements(f.program).statements));
  const constraints: Part[] = files.flatMap((f) => baseStatements(f.program).statements
    .filter((s) => s.kind === 'rule' && isConstraint(s) && !hasTheoryAtom(s.body))
    .map((s) => ({ uri: f.uri, start: s.start, end: s.end, text: f.text.slice(s.start, s.end) })));
  const solveWith = async (texts: Map<string, string>): Promise<Verdict> => {
    const remaining = Math.max(1, deadline - Date.now());
    const limit = Math.min(remaining, run.solve.timeLimitMs ?? remaining);
    const options: SolveOptions = { ...run.solve, models: 1, optimization: 'ignore', timeLimitMs: limit };
    const solved = await solveFiles(run.entries, readRewritten(run.read, texts), run.engine, options);
    if (solved.status === 'unsatisfiable') return 'unsatisfiable';
    return solved.status === 'satisfiable' || solved.status === 'optimum' ? 'satisfiable' : 'stop';
  };
  const withFacts = (kept: readonly number[]) => solveWith(keepFacts(files, facts, new Set(kept)));
  const withConstraints = (kept: readonly number[]) => solveWith(keepParts(files, constraints, new Set(kept)));

  let kind: MinimalCause['kind'] = 'facts';
  let parts: Part[] = facts.map((u) => ({ uri: u.uri, start: u.span.start, end: u.span.end, text: u.atom }));
  let oracle = withFacts;
  let checks = 0;
  if (facts.length > 0) {
    run.onProgress?.('minimal cause: the encoding without the instance');
    checks++;
    const bare = await withFacts([]);
    if (bare === 'stop') return stoppedEarly(run, 'facts', facts.length, checks, started);
    if (bare === 'unsatisfiable') kind = 'constraints';
  } else {
    kind = 'constraints';
  }
  if (kind === 'constraints') {
    parts = constraints;
    oracle = withConstraints;
    checks++;
    const none = await withConstraints([]);
    if (none === 'stop') return stoppedEarly(run, kind, constraints.length, checks, started);
    if (none === 'unsatisfiable') {
      return {
        kind, items: [], of: constraints.length, minimal: true, checks, timeMs: Date.now() - started,
        message: facts.length
          ? 'no answer even without the instance and without any integrity constraint: the bounds of choice rules (or p and -p both derived) leave none'
          : 'no answer even without any integrity constraint: the bounds of choice rules (or p and -p both derived) leave none',
      };
    }
  }
  const noun = kind === 'facts' ? 'facts' : 'constraints';
  const result = await shrink(parts.length, oracle, {
    deadline,
    stopped: run.stopped,
    onProgress: ({ checks: n, size }) => run.onProgress?.(`minimal cause: ${size} of ${parts.length} ${noun} left after ${n + checks} checks`),
  });
  const items = result.kept.map((i) => ({ location: run.program.locate(parts[i].uri, parts[i]), text: parts[i].text }));
  const what = kind === 'facts'
    ? `${items.length === 1 ? 'this instance fact alone has' : `these ${items.length} instance facts together have`} no answer with the encoding`
    : `${items.length === 1 ? 'this integrity constraint alone leaves' : `these ${items.length} integrity constraints together leave`} no answer`;
  const how = result.minimal ? (items.length === 1 ? '; without it there is one' : '; without any one of them there is one') : `; the smallest set found before the search was ${result.stopped === 'cancelled' ? 'stopped' : result.stopped === 'time-limit' ? 'stopped at the time limit' : 'stopped by a check that did not finish'}`;
  return {
    kind, items, of: parts.length, minimal: result.minimal, ...(result.stopped ? { stopped: result.stopped } : {}),
    checks: result.checks + checks, timeMs: Date.now() - started, message: `${what}${how}`,
  };
}

function stoppedEarly(run: MinimalCauseRun, kind: MinimalCause['kind'], of: number, checks: number, started: number): MinimalCause {
  const stopped = run.stopped() ? 'cancelled' : Date.now() - started >= run.timeLimitMs ? 'time-limit' : 'check-failed';
  return { kind, items: [], of, minimal: false, stopped, checks, timeMs: Date.now() - started, message: 'the search for a minimal cause stopped before it found one' };
}

/** The instance files with only the kept facts: a pool keeps the alternatives kept, a statement with none goes. */
function keepFacts(files: readonly ProgramFile[], facts: readonly FactUnit[], kept: ReadonlySet<number>): Map<string, string> {
  const byStatement = new Map<FactUnit['statement'], { uri: string; kept: string[]; all: number }>();
  facts.forEach((unit, i) => {
    const entry = byStatement.get(unit.statement) ?? { uri: unit.uri, kept: [], all: 0 };
    entry.all++;
    if (kept.has(i)) entry.kept.push(`${unit.atom}.`);
    byStatement.set(unit.statement, entry);
  });
  const edits = new Map<string, TextEdit[]>();
  for (const [s, entry] of byStatement) {
    if (entry.kept.length === entry.all) continue;
    const text = files.find((f) => f.uri === entry.uri)!.text;
    const list = edits.get(entry.uri) ?? [];
    list.push(entry.kept.length ? { start: s.start, end: s.end, text: entry.kept.join(' ') } : blankEdit(text, s.start, s.end));
    edits.set(entry.uri, list);
  }
  return rewritten(files, edits);
}

/** The files without the parts not kept. */
function keepParts(files: readonly ProgramFile[], parts: readonly Part[], kept: ReadonlySet<number>): Map<string, string> {
  const edits = new Map<string, TextEdit[]>();
  parts.forEach((p, i) => {
    if (kept.has(i)) return;
    const text = files.find((f) => f.uri === p.uri)!.text;
    const list = edits.get(p.uri) ?? [];
    list.push(blankEdit(text, p.start, p.end));
    edits.set(p.uri, list);
  });
  return rewritten(files, edits);
}

function rewritten(files: readonly ProgramFile[], edits: ReadonlyMap<string, TextEdit[]>): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [uri, list] of edits) texts.set(uri, applyEdits(files.find((f) => f.uri === uri)!.text, list));
  return texts;
}
