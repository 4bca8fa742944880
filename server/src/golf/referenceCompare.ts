// The differential check's verdict on one instance, apart from running it: the encoding's answers against the
// reference's, each answer taken as the golf bench takes it for `shouldbe` facts — its atoms of the family's
// predicate, as a set (compare.ts) — so that what differs here is what a test of the bench would see. Atoms of
// other predicates, and whatever else the encoding shows, do not count; two answers with the same atoms of the
// predicate are two answers (clingo counts them, and so does `%! models: N`).
import type { ReferenceAnswerDifference } from '../protocol';
import type { ClingoSymbol } from '../solving/symbols';
import { atomsOf, type Signature } from './compare';
import { plural } from './judge';

/** How many differing answers a verdict lists. */
export const MAX_LISTED_DIFFERENCES = 10;

export interface ProjectedAnswer {
  /** The answer's atoms of the predicate, sorted, each once. */
  atoms: string[];
  /** All its atoms, for the validator. */
  symbols: readonly ClingoSymbol[];
}

export function projectAnswers(predicate: Signature, answers: readonly { atoms: readonly ClingoSymbol[] }[]): ProjectedAnswer[] {
  return answers.map((a) => ({ atoms: atomsOf(predicate, a.atoms), symbols: a.atoms }));
}

export interface Sides {
  /** Every answer of the reference. */
  reference: readonly ProjectedAnswer[];
  answers: readonly ProjectedAnswer[];
  /** The encoding's run saw all its answers. */
  exhausted: boolean;
  /** `golf.lp`, `flow.lp`, `e/3`: for the messages. */
  names: { encoding: string; reference: string; predicate: string };
  /** The puzzle's rules an answer breaks, as `rule: message`. */
  violations?(symbols: readonly ClingoSymbol[]): string[];
}

export type Verdict =
  | { kind: 'agree' }
  /** Nothing differs in what was seen, but the encoding's run stopped before it saw everything. */
  | { kind: 'unknown' }
  | { kind: 'answers' | 'count'; message: string; differences: ReferenceAnswerDifference[]; hint?: string };

export function compareWithReference(sides: Sides): Verdict {
  const { reference, answers, exhausted, names } = sides;
  const key = (a: ProjectedAnswer) => a.atoms.join('\n');
  const inReference = new Map<string, number>();
  reference.forEach((a, i) => inReference.has(key(a)) || inReference.set(key(a), i + 1));
  const seen = new Map<string, number>();
  const extra: ReferenceAnswerDifference[] = [];
  const duplicates: ReferenceAnswerDifference[] = [];
  answers.forEach((a, i) => {
    const k = key(a);
    const earlier = seen.get(k);
    if (!inReference.has(k)) {
      extra.push({ kind: 'extra', answer: i + 1, ...closest(a, reference), ...violationsOf(a, sides) });
    } else if (earlier !== undefined) {
      duplicates.push({ kind: 'duplicate', answer: i + 1, sameAs: earlier, missing: [], extra: [] });
    }
    if (earlier === undefined) seen.set(k, i + 1);
  });
  const missing: ReferenceAnswerDifference[] = [];
  if (exhausted) {
    reference.forEach((a, i) => {
      if (seen.has(key(a))) return;
      // Told from the encoding's side, as for an extra answer: what its closest answer lacks and has beside this one.
      const near = closest(a, answers);
      missing.push({ kind: 'missing', answer: i + 1, ...(near.closest ? { closest: near.closest } : {}), missing: near.extra, extra: near.missing });
    });
  }
  const tooMany = answers.length > reference.length;
  const tooFew = exhausted && answers.length < reference.length;
  if (!extra.length && !missing.length && !duplicates.length && !tooMany && !tooFew) return exhausted ? { kind: 'agree' } : { kind: 'unknown' };

  const counts = `${names.encoding} has ${exhausted ? '' : 'at least '}${plural(answers.length, 'answer')}, ${names.reference} ${reference.length}`;
  const what: string[] = [];
  if (extra.length) what.push(`${names.encoding}'s ${listed(extra.map((d) => d.answer), 'answer')} ${extra.length === 1 ? 'is' : 'are'} none of ${names.reference}'s`);
  if (missing.length) what.push(`${names.reference}'s ${listed(missing.map((d) => d.answer), 'answer')} ${missing.length === 1 ? 'is' : 'are'} not among ${names.encoding}'s`);
  if (duplicates.length) {
    const d = duplicates[0];
    what.push(`answers ${d.sameAs} and ${d.answer} have the same ${names.predicate} atoms${duplicates.length > 1 ? ` (and ${duplicates.length - 1} more)` : ''}`);
  }
  const sameCount = answers.length === reference.length;
  const message = `${sameCount ? `both have ${plural(answers.length, 'answer')}` : counts}${what.length ? `: ${what.join('; ')}` : ''}`;
  const differences = [...extra, ...missing, ...duplicates].slice(0, MAX_LISTED_DIFFERENCES);
  const hint = hintFor(sides, duplicates.length > 0);
  return { kind: extra.length || missing.length ? 'answers' : 'count', message, differences, ...(hint ? { hint } : {}) };
}

/** What a difference most likely comes from, when the answers say it plainly. */
function hintFor({ reference, answers, names }: Sides, duplicates: boolean): string | undefined {
  if (answers.length > 0 && answers.every((a) => a.atoms.length === 0) && reference.some((a) => a.atoms.length > 0)) {
    return `${names.encoding}'s answers have no ${names.predicate} atoms: does it #show ${names.predicate}?`;
  }
  if (duplicates) {
    return `answers with the same ${names.predicate} atoms differ in atoms of other predicates, shown or hidden: `
      + `each is an answer of its own to clingo, unless %! options: --project counts them once`;
  }
  return undefined;
}

/** The answer on `others` fewest atoms away, and the atoms `answer` lacks and has beside it. */
function closest(answer: ProjectedAnswer, others: readonly ProjectedAnswer[]): Pick<ReferenceAnswerDifference, 'closest' | 'missing' | 'extra'> {
  let best: { index: number; missing: string[]; extra: string[] } | undefined;
  const mine = new Set(answer.atoms);
  others.forEach((other, i) => {
    const theirs = new Set(other.atoms);
    const missing = other.atoms.filter((a) => !mine.has(a));
    const extra = answer.atoms.filter((a) => !theirs.has(a));
    if (!best || missing.length + extra.length < best.missing.length + best.extra.length) best = { index: i + 1, missing, extra };
  });
  if (!best) return { missing: [], extra: answer.atoms };
  return { closest: best.index, missing: best.missing, extra: best.extra };
}

/** A wrong answer of a loose encoding breaks dozens of rules: a few are listed, all are counted. */
const MAX_VIOLATIONS = 5;

function violationsOf(answer: ProjectedAnswer, sides: Sides): Pick<ReferenceAnswerDifference, 'violations' | 'violationCount'> {
  const found = sides.violations?.(answer.symbols) ?? [];
  if (!found.length) return {};
  return { violations: found.slice(0, MAX_VIOLATIONS), ...(found.length > MAX_VIOLATIONS ? { violationCount: found.length } : {}) };
}

/** `answer 2`, `answers 2, 5 and 7`, `answers 2, 5, 7, … (12)`. */
function listed(numbers: number[], word: string): string {
  if (numbers.length === 1) return `${word} ${numbers[0]}`;
  if (numbers.length > 4) return `${numbers.length} ${word}s (${numbers.slice(0, 3).join(', ')}, …)`;
  return `${word}s ${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;
}
