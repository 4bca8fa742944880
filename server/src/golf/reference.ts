// The differential check: a golfed encoding against the family's bundled encoding on random solvable instances
// (referenceInstances.ts), both asked for all their answers (up to a cap, within a time limit per solve), the
// answers compared as the bench compares them with `shouldbe` facts (referenceCompare.ts), stopping at the first
// instance where they differ. That instance comes back with what differs and a test file of the bench that holds
// it (referenceTestFile.ts), which is run at once to say whether it catches the difference. Tests written by
// hand cover a few boards; golfed encodings are most often wrong on the others.
// One engine for every solve, kept warm; pure apart from the engine: no connection, no file is written.
import { folderOf, parseSource } from '../language/workspace';
import type { CheckReferenceResult, GolfOutcome, ReferenceCounterexample, ReferenceFamilyId, SolverMessage } from '../protocol';
import { bundledEncodingUri, readBundledEncoding, type BundledEncoding } from '../puzzles/encodings';
import { extractFacts, type Facts } from '../puzzles/facts';
import { validateAnswer } from '../puzzles/validate';
import type { ReadSource } from '../solving/program';
import type { Engine } from '../solving/result';
import { MAX_ANSWERS, solveFiles, type FilesSolved } from '../solving/solveFiles';
import { parseSignature } from './compare';
import { discoverGolfTests, namedFilesTest, type GolfFiles } from './discovery';
import { golfFilesFromTexts } from './golfFiles';
import { plural } from './judge';
import { compareWithReference, projectAnswers, type ProjectedAnswer, type Verdict } from './referenceCompare';
import { referenceInstances, type ReferenceInstance } from './referenceInstances';
import { counterexampleFileName, counterexampleTestFile } from './referenceTestFile';
import { DEFAULT_MAX_ANSWERS, runGolfTest } from './runTest';

/** Per solve: small boards take milliseconds; a solve that needs seconds is an encoding that is too slow to judge. */
export const DEFAULT_REFERENCE_TIME_LIMIT_MS = 10_000;

interface FamilyReference {
  encoding: BundledEncoding;
  /** What the answers are compared on: the predicate the bundled encoding shows. */
  predicate: string;
  /** Predicates an encoding of the family reads: how the family is told from the encoding alone. */
  inputs: readonly string[];
}

const REFERENCES: Record<ReferenceFamilyId, FamilyReference> = {
  flow: { encoding: 'flow', predicate: 'e/3', inputs: ['v/1', 'a/2', 'c/1', 's/2'] },
  'wall-maze': { encoding: 'wall-maze-path', predicate: 'step/4', inputs: ['passage/4', 'start/2', 'goal/2'] },
};

export interface ReferenceCheckOptions {
  /** The encoding's URI. */
  encoding: string;
  /** Told from what the encoding reads when absent. */
  family?: ReferenceFamilyId;
  count: number;
  seed: number;
  engine: Engine;
  /** The encoding's text and what it includes: an open editor's first, else the disk. */
  read: ReadSource;
  files: GolfFiles;
  /** Per solve; 0 for none; default DEFAULT_REFERENCE_TIME_LIMIT_MS. */
  timeLimitMs?: number;
  /** The most answers looked at per instance: an instance whose reference has more gets no verdict. Default 100. */
  maxAnswers?: number;
  /** A fixed board side instead of random ones (3 to 7), for measuring. */
  size?: number;
  /** Where the counterexample's test file is meant to go (a folder URI ending with `/`); the encoding's folder by default. */
  testFolder?: string;
  signal?: AbortSignal;
  onInstance?(event: ReferenceInstanceEvent): void;
}

export interface ReferenceInstanceEvent {
  instance: ReferenceInstance;
  outcome: 'agree' | 'differ' | 'skipped';
  /** For 'skipped': why; for 'differ': what differs. */
  message?: string;
  referenceAnswers: number;
  answers: number;
  /** Both solves and the comparison. */
  timeMs: number;
  /** Instances looked at so far, this one included. */
  checked: number;
}

/** The family an encoding is for, from the input predicates it reads and does not define. */
export function inferReferenceFamily(encodingUri: string, files: GolfFiles): ReferenceFamilyId | undefined {
  const needs = new Set(files.file(encodingUri)?.needs ?? []);
  const fitting = (Object.keys(REFERENCES) as ReferenceFamilyId[]).filter((f) => REFERENCES[f].inputs.some((key) => needs.has(key)));
  return fitting.length === 1 ? fitting[0] : undefined;
}

export async function checkAgainstReference(options: ReferenceCheckOptions): Promise<CheckReferenceResult> {
  const started = Date.now();
  const { encoding, seed, count, engine, signal } = options;
  const result: CheckReferenceResult = {
    encoding, seed, count, checked: 0, agreed: 0, skipped: [], cancelled: false, elapsedMs: 0, instancesPerSecond: 0, engine: '',
  };
  const file = options.files.file(encoding);
  if (!file) return { ...result, error: `cannot read ${baseName(encoding)}` };
  const family = options.family ?? inferReferenceFamily(encoding, options.files);
  if (!family) {
    return { ...result, error: `${baseName(encoding)} reads none of the inputs of a family the check knows (Flow: v/1, a/2, c/1, s/2; wall maze: passage/4, start/2, goal/2): name the family` };
  }
  const reference = REFERENCES[family];
  const referenceUri = bundledEncodingUri(`${reference.encoding}.lp`);
  const referenceText = readBundledEncoding(reference.encoding);
  const predicate = parseSignature(reference.predicate);
  const names = { encoding: baseName(encoding), reference: baseName(referenceUri), predicate: reference.predicate };
  Object.assign(result, { family, reference: names.reference, predicate: reference.predicate });
  const limitMs = options.timeLimitMs ?? DEFAULT_REFERENCE_TIME_LIMIT_MS;
  const cap = Math.min(options.maxAnswers ?? DEFAULT_MAX_ANSWERS, MAX_ANSWERS - 1);
  const extraArgs = file.score?.options;
  const folder = options.testFolder ?? folderOf(encoding);
  // The instance is solved under the name its test file would have, so that a message about it reads as that file.
  const instanceUri = `${folder}${counterexampleFileName(family, seed)}`;
  const stop = () => void engine.cancel();
  signal?.addEventListener('abort', stop);
  // The throughput counts the instances' solves, not the run of the counterexample's test after them.
  const finish = (): CheckReferenceResult => {
    result.elapsedMs = Date.now() - started;
    result.instancesPerSecond = result.elapsedMs > 0 ? (result.checked * 1000) / result.elapsedMs : 0;
    return result;
  };
  try {
    for (const instance of referenceInstances(family, seed, count, options.size)) {
      if (signal?.aborted) break;
      const t0 = Date.now();
      const read: ReadSource = (uri) => (uri === instanceUri ? { text: instance.facts } : uri === referenceUri ? { text: referenceText } : options.read(uri));
      const solve = (entry: string, models: number, args?: string[]) => solveFiles([entry, instanceUri], read, engine, {
        models, ...(limitMs > 0 ? { timeLimitMs: limitMs } : {}), ...(args ? { extraArgs: args } : {}),
      }, undefined, models);
      const event = (outcome: ReferenceInstanceEvent['outcome'], referenceAnswers: number, answers: number, message?: string) => {
        result.checked++;
        options.onInstance?.({ instance, outcome, referenceAnswers, answers, timeMs: Date.now() - t0, checked: result.checked, ...(message ? { message } : {}) });
      };
      const solvedReference = await solve(referenceUri, cap);
      result.engine ||= solvedReference.engine;
      if (solvedReference.status === 'cancelled') break;
      if (solvedReference.status === 'error' || solvedReference.status === 'too-large') {
        result.error = `the bundled ${names.reference} failed on instance ${instance.index} (${instance.label}): ${firstError(solvedReference.messages)}`;
        break;
      }
      if (solvedReference.status === 'timeout' || !solvedReference.exhausted) {
        const reason = solvedReference.status === 'timeout'
          ? `${names.reference} stopped at the time limit of ${limitMs / 1000} s`
          : `${names.reference} has more than ${plural(cap, 'answer')}`;
        result.skipped.push({ index: instance.index, label: instance.label, reason });
        event('skipped', solvedReference.answers.length, 0, reason);
        continue;
      }
      const expected = projectAnswers(predicate, solvedReference.answers);
      // One answer past the reference's count says "too many", as `%! models: N` does.
      const solved = await solve(encoding, expected.length + 1, extraArgs);
      if (solved.status === 'cancelled') break;
      const verdict = judgeInstance(solved, expected, names, lazyFacts(instanceUri, instance.facts), family);
      if (verdict.kind === 'agree') {
        result.agreed++;
        event('agree', expected.length, solved.answers.length);
        continue;
      }
      if (verdict.kind === 'unknown') {
        const reason = `${names.encoding} stopped at the time limit of ${limitMs / 1000} s after ${plural(solved.answers.length, 'answer')}`;
        result.skipped.push({ index: instance.index, label: instance.label, reason });
        event('skipped', expected.length, solved.answers.length, reason);
        continue;
      }
      event('differ', expected.length, solved.answers.length, verdict.message);
      finish();
      result.counterexample = await counterexampleOf(instance, verdict, solved, expected, { ...options, family, names, folder, limitMs, cap });
      return result;
    }
  } finally {
    signal?.removeEventListener('abort', stop);
  }
  result.cancelled = signal?.aborted ?? false;
  return finish();
}

type Difference = Exclude<Verdict, { kind: 'agree' | 'unknown' }> | { kind: 'error'; message: string; differences: []; hint?: undefined };

function judgeInstance(
  solved: FilesSolved, expected: ProjectedAnswer[], names: { encoding: string; reference: string; predicate: string },
  facts: () => Facts, family: ReferenceFamilyId,
): Difference | { kind: 'agree' } | { kind: 'unknown' } {
  if (solved.status === 'error' || solved.status === 'too-large') {
    return { kind: 'error', message: `${names.encoding} failed: ${firstError(solved.messages)}`, differences: [] };
  }
  return compareWithReference({
    reference: expected,
    answers: projectAnswers(parseSignature(names.predicate), solved.answers),
    exhausted: solved.exhausted,
    names,
    violations: (symbols) => validateAnswer(family, facts(), symbols).map((v) => `${v.rule}: ${v.message}`),
  });
}

async function counterexampleOf(
  instance: ReferenceInstance, verdict: Difference, solved: FilesSolved, expected: ProjectedAnswer[],
  context: ReferenceCheckOptions & { family: ReferenceFamilyId; names: { encoding: string; reference: string; predicate: string }; folder: string; limitMs: number; cap: number },
): Promise<ReferenceCounterexample> {
  const file = context.files.file(context.encoding);
  const written = counterexampleTestFile({
    encodingUri: context.encoding,
    encodingNamesTests: (file?.directives.tests.length ?? 0) > 0,
    instance, seed: context.seed, count: context.count, names: context.names, reference: expected, message: verdict.message,
    folderUri: context.folder,
  });
  const test = { ...written, ...await runWrittenTest(written, context) };
  return {
    index: instance.index,
    seed: instance.seed,
    label: instance.label,
    instance: instance.facts,
    picture: instance.picture,
    kind: verdict.kind,
    message: verdict.message,
    referenceAnswers: expected.length,
    answers: solved.answers.length,
    exhausted: solved.exhausted,
    differences: verdict.differences,
    ...(verdict.hint ? { hint: verdict.hint } : {}),
    messages: solved.messages,
    test,
  };
}

/** The written test, run as the bench would run it from the file: does it catch what the check found? */
async function runWrittenTest(
  written: { uri: string; text: string }, context: ReferenceCheckOptions & { limitMs: number; cap: number },
): Promise<{ outcome?: GolfOutcome; outcomeMessage?: string }> {
  const source = context.read(context.encoding);
  if (!source || !('text' in source)) return {};
  const files = golfFilesFromTexts({ [context.encoding]: source.text, [written.uri]: written.text });
  const test = namedFilesTest(context.encoding, [written.uri], files);
  if (!test || context.signal?.aborted) return {};
  const read: ReadSource = (uri) => (uri === written.uri ? { text: written.text } : context.read(uri));
  const run = await runGolfTest(discoverGolfTests(context.encoding, files), test, {
    engine: context.engine, read, files, timeLimitMs: context.limitMs, maxAnswers: context.cap,
  });
  return { outcome: run.outcome, outcomeMessage: run.message };
}

/** The instance's facts, read when the validator first needs them. */
function lazyFacts(uri: string, text: string): () => Facts {
  let facts: Facts | undefined;
  return () => (facts ??= extractFacts(parseSource(uri, text).program));
}

function firstError(messages: readonly SolverMessage[]): string {
  const m = messages.find((x) => x.severity === 'error') ?? messages[0];
  if (!m) return 'no message';
  if (!m.location) return m.message;
  return `${baseName(m.location.uri)}:${m.location.range.start.line + 1}:${m.location.range.start.character + 1}: ${m.message}`;
}

function baseName(uri: string): string {
  return decodeURIComponent(uri.slice(uri.lastIndexOf('/') + 1));
}
