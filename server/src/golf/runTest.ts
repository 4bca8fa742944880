// Running one test: the encoding and the test's instances assembled and solved through the same path as Solve
// (solving/solveFiles: includes inlined, messages mapped back to their files), as many answers as the verdict
// needs, then judged (judge.ts). The test's own files are given to clingo without the rules that read `shouldbe`
// (the seed's two constraints), which would hide wrong answers instead of showing them.
import { parseSource } from '../language/workspace';
import type { GolfEncoding, GolfTest, GolfTestResult, SolverMessage } from '../protocol';
import { extractFacts } from '../puzzles/facts';
import { validateAnswer } from '../puzzles/validate';
import type { ReadSource } from '../solving/program';
import type { Engine } from '../solving/result';
import { MAX_ANSWERS, solveFiles } from '../solving/solveFiles';
import { DEFAULT_TIME_LIMIT_SECONDS } from '../solving/timeLimit';
import { expectedAtoms, parseSignature } from './compare';
import type { GolfFiles } from './discovery';
import { SHOULDBE } from './golfFile';
import { judge, plural, type AnswerCheck, type JudgedRun } from './judge';

/** The most answers a `shouldbe` test looks at, unless told otherwise. */
export const DEFAULT_MAX_ANSWERS = 100;

export interface GolfRunContext {
  engine: Engine;
  /** The files' texts: an open editor's first, else the disk. */
  read: ReadSource;
  /** Their digests, for the `shouldbe` facts (see discovery). */
  files: GolfFiles;
  /** Per test; 0 for none, absent for the default (DEFAULT_TIME_LIMIT_SECONDS). */
  timeLimitMs?: number;
  maxAnswers?: number;
}

/** The result's `timeMs` is the whole test's: assembling, solving and judging. */
export async function runGolfTest(encoding: GolfEncoding, test: GolfTest, context: GolfRunContext): Promise<GolfTestResult> {
  const started = Date.now();
  const result = await runAndJudge(encoding, test, context);
  return { ...result, timeMs: Date.now() - started };
}

async function runAndJudge(encoding: GolfEncoding, test: GolfTest, context: GolfRunContext): Promise<GolfTestResult> {
  const base = { encoding: encoding.uri, testId: test.id, label: test.label, score: encoding.score };
  const problems: SolverMessage[] = [...encoding.problems, ...test.problems].map((p) => ({
    severity: 'error', message: p.message, ...(p.location ? { location: p.location } : {}),
  }));
  if (problems.length) {
    return { ...base, outcome: 'errored', message: problems[0].message, failures: [], answers: 0, exhausted: false, messages: problems, timeMs: 0, engine: '' };
  }
  const checks = answerChecks(test, context.files);
  const models = test.expectations.find((e) => e.kind === 'models');
  const maxAnswers = Math.min(context.maxAnswers ?? DEFAULT_MAX_ANSWERS, MAX_ANSWERS);
  // One answer past the expected count says "too many"; without a count, every answer is wanted, up to the cap.
  const wanted = models?.kind === 'models' ? Math.min(models.count + 1, MAX_ANSWERS) : maxAnswers;
  const instances = new Set(test.instances);
  const read: ReadSource = (uri) => {
    const source = context.read(uri);
    return source && 'text' in source && instances.has(uri) ? withoutShouldbeRules(uri, source.text) : source;
  };
  const limitMs = context.timeLimitMs ?? DEFAULT_TIME_LIMIT_SECONDS * 1000;
  const solved = await solveFiles([encoding.uri, ...test.instances], read, context.engine, {
    models: wanted,
    ...(limitMs > 0 ? { timeLimitMs: limitMs } : {}),
    ...(encoding.score.options ? { extraArgs: encoding.score.options } : {}),
  }, undefined, wanted);
  const result = { ...base, answers: solved.answers.length, exhausted: solved.exhausted, messages: solved.messages, timeMs: solved.timeMs, engine: solved.engine };
  switch (solved.status) {
    case 'error':
    case 'too-large': {
      const error = solved.messages.find((m) => m.severity === 'error') ?? solved.messages[0];
      return { ...result, outcome: 'errored', message: error ? placed(error) : 'the solver failed', failures: [] };
    }
    case 'cancelled':
      return { ...result, outcome: 'cancelled', message: 'stopped on request', failures: [] };
    default:
      break;
  }
  const valid = test.expectations.find((e) => e.kind === 'valid');
  const run: JudgedRun = {
    answers: solved.answers,
    exhausted: solved.exhausted,
    checks,
    ...(models?.kind === 'models' ? { models: { count: models.count, location: models.location } } : {}),
    ...(valid?.kind === 'valid' ? { validate: validator(valid.family, test, context.read) } : {}),
  };
  const verdict = judge(run);
  if (solved.status === 'timeout' && verdict.outcome !== 'failed') {
    return { ...result, outcome: 'errored', message: `stopped at the time limit of ${limitMs / 1000} s after ${plural(solved.answers.length, 'answer')}`, failures: [] };
  }
  return { ...result, ...verdict };
}

/** What each `shouldbe/N` of the test's files stands for, with the atoms every answer must have. */
function answerChecks(test: GolfTest, files: GolfFiles): AnswerCheck[] {
  const testFiles = [...(test.expectationFile ? [test.expectationFile] : []), ...test.instances].flatMap((uri) => files.file(uri) ?? []);
  const checks: AnswerCheck[] = [];
  for (const e of test.expectations) {
    if (e.kind !== 'answer' || !e.predicate) continue;
    const arity = Number(e.facts.slice(SHOULDBE.length + 1));
    const args = testFiles.flatMap((f) => f.shouldbe.filter((s) => s.arity === arity).flatMap((s) => s.args));
    const predicate = parseSignature(e.predicate);
    checks.push({ predicate, key: e.predicate, expected: expectedAtoms(predicate, args), location: e.location });
  }
  return checks;
}

function validator(family: NonNullable<JudgedRun['validate']>['family'], test: GolfTest, read: ReadSource): JudgedRun['validate'] {
  let facts: ReturnType<typeof extractFacts> | undefined;
  for (const uri of test.instances) {
    const source = read(uri);
    if (!source || !('text' in source)) continue;
    facts = extractFacts(source.program ?? parseSource(uri, source.text).program);
    break;
  }
  return { family, check: (atoms) => (facts ? validateAnswer(family, facts, atoms) : []) };
}

/**
 * The file with every rule whose body reads `shouldbe` blanked out, line ends kept, so that clingo's positions
 * still point into the file as it is.
 */
export function withoutShouldbeRules(uri: string, text: string): { text: string } {
  const file = parseSource(uri, text);
  const statements = new Set<number>();
  for (const p of file.occurrences.predicates) {
    if (p.name !== SHOULDBE || p.defines || p.signature) continue;
    const s = file.program.statements[p.statement];
    if (s && (s.kind === 'rule' || s.kind === 'weak-constraint')) statements.add(p.statement);
  }
  if (statements.size === 0) return { text };
  let out = '';
  let from = 0;
  for (const i of [...statements].sort((a, b) => a - b)) {
    const s = file.program.statements[i];
    out += text.slice(from, s.start) + text.slice(s.start, s.end).replace(/[^\r\n]/g, ' ');
    from = s.end;
  }
  return { text: out + text.slice(from) };
}

/** `golf.lp:2:5: syntax error…`, for the one-line reason. */
function placed(m: SolverMessage): string {
  if (!m.location) return m.message;
  const name = decodeURIComponent(m.location.uri.slice(m.location.uri.lastIndexOf('/') + 1));
  return `${name}:${m.location.range.start.line + 1}:${m.location.range.start.character + 1}: ${m.message}`;
}
