// The verdict on a test's answers, apart from running them: pure, so that every rule of what passes can be
// tested on hand-made answers. With `shouldbe` facts every answer must equal them (an encoding that finds the
// right answer and a wrong one fails); with `%! models: N` there must be exactly N answers (0: none); with a
// validator every answer must keep the puzzle's rules. A few failing answers are listed, not thousands.
import type { FileLocation, GolfFailure, GolfOutcome, PuzzleFamilyId } from '../protocol';
import { formatSymbol, type ClingoSymbol } from '../solving/symbols';
import { atomsOf, compareAtoms, sortAtoms, type Signature } from './compare';

/** How many failing answers a result lists, per kind. */
export const MAX_LISTED_FAILURES = 10;

export interface AnswerCheck {
  predicate: Signature;
  /** `e/3` */
  key: string;
  /** The atoms every answer must have, sorted. */
  expected: string[];
  location: FileLocation;
}

export interface JudgedRun {
  answers: readonly { atoms: readonly ClingoSymbol[] }[];
  /** Every answer there is was found. */
  exhausted: boolean;
  checks: readonly AnswerCheck[];
  models?: { count: number; location: FileLocation };
  validate?: { family: PuzzleFamilyId; check(atoms: readonly ClingoSymbol[]): { rule: string; message: string }[] };
}

export interface Verdict {
  /** 'errored' here: nothing failed in what was seen, but not everything was seen. */
  outcome: Exclude<GolfOutcome, 'cancelled'>;
  message: string;
  failures: GolfFailure[];
}

export function judge(run: JudgedRun): Verdict {
  const failures: GolfFailure[] = [];
  const { answers } = run;
  const count = answers.length;
  const models = run.models;
  if (models) {
    const tooMany = count > models.count;
    const tooFew = count < models.count && run.exhausted;
    if (tooMany || tooFew) {
      const atLeast = tooMany && !run.exhausted;
      const found = `${atLeast ? 'at least ' : ''}${plural(count, 'answer')}`;
      const message = models.count === 0 ? `${found}, expected none (unsatisfiable)` : `${found}, expected ${models.count}`;
      const extra = tooMany ? answers[models.count] : undefined;
      failures.push({
        kind: 'models', expected: models.count, found: count, atLeast, location: models.location, message,
        ...(extra ? { extraAnswer: { answer: models.count + 1, atoms: sortAtoms(extra.atoms.map(formatSymbol)) } } : {}),
      });
    }
  }
  for (const check of run.checks) {
    if (count === 0 && run.exhausted) {
      failures.push({ kind: 'unsatisfiable', location: check.location, message: `no answer, where ${plural(check.expected.length, 'atom')} of ${check.key} are expected` });
      continue;
    }
    let listed = 0;
    let differing = 0;
    answers.forEach((answer, i) => {
      const comparison = compareAtoms(check.expected, atomsOf(check.predicate, answer.atoms));
      if (comparison.equal) return;
      differing++;
      if (listed++ >= MAX_LISTED_FAILURES) return;
      failures.push({
        kind: 'answer', answer: i + 1, predicate: check.key, missing: comparison.missing, extra: comparison.extra,
        expected: comparison.expected, actual: comparison.actual, location: check.location,
        message: `answer ${i + 1}${count > 1 ? ` of ${run.exhausted ? '' : 'at least '}${count}` : ''} differs from the shouldbe facts: `
          + `${comparison.missing.length} missing, ${comparison.extra.length} extra ${check.key}`,
      });
    });
    if (differing > MAX_LISTED_FAILURES) {
      const first = failures.find((f) => f.kind === 'answer' && f.predicate === check.key);
      if (first) first.message += ` (${differing} of the ${count} answers differ)`;
    }
  }
  if (run.validate) {
    let listed = 0;
    answers.forEach((answer, i) => {
      if (listed >= MAX_LISTED_FAILURES) return;
      const violations = run.validate!.check(answer.atoms).map(({ rule, message }) => ({ rule, message }));
      if (violations.length === 0) return;
      listed++;
      const first = violations[0];
      failures.push({
        kind: 'invalid', answer: i + 1, family: run.validate!.family, violations,
        message: `answer ${i + 1} breaks the puzzle's rules: ${first.rule}: ${first.message}${violations.length > 1 ? ` (and ${violations.length - 1} more)` : ''}`,
      });
    });
  }
  if (failures.length) return { outcome: 'failed', message: failures[0].message, failures };
  if (!run.exhausted && (run.checks.length > 0 || (models && count < models.count))) {
    // Nothing wrong in what was seen, but a later answer could still differ (or the count fall short).
    return { outcome: 'errored', message: `stopped after ${plural(count, 'answer')} before seeing them all`, failures };
  }
  return { outcome: 'passed', message: passedMessage(run), failures };
}

function passedMessage(run: JudgedRun): string {
  const count = run.answers.length;
  if (count === 0) return 'unsatisfiable, as expected';
  const what = [
    run.checks.length ? 'equals the shouldbe facts' : '',
    run.validate ? "keeps the puzzle's rules" : '',
  ].filter(Boolean);
  return `${plural(count, 'answer')}${run.models ? ', as expected' : ''}${what.length ? `; ${count === 1 ? 'it' : 'each'} ${what.join(' and ')}` : ''}`;
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
