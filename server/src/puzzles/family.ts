// What every puzzle family offers, so the server treats mazes, Flow and the rest alike: recognise an instance
// from its facts, name the bundled encoding that solves it, and check the instance before anything is solved.
import type { Span } from '../language/ast';
import { formatSymbol, type ClingoSymbol } from '../solving/symbols';
import type { Fact, Facts } from './facts';

export type FamilyId = 'cell-maze' | 'flow' | 'wall-maze';

export interface PuzzleProblem {
  span: Span;
  message: string;
  /** An error makes the puzzle malformed or unsolvable; a warning is likely a mistake but need not be. */
  severity: 'error' | 'warning';
  /** `puzzle-<family>-<what>`; tests and settings key on it. */
  code: string;
}

export interface PuzzleFamily {
  id: FamilyId;
  title: string;
  /** The bundled encoding that solves an instance of this family. */
  encoding: string;
  /**
   * Whether the facts have this family's characteristic input predicates. Whether the file is data at all (no
   * rules besides facts) is for the caller to decide: see recognisePuzzle.
   */
  recognise(facts: Facts): boolean;
  check(facts: Facts): PuzzleProblem[];
  /**
   * Why an instance has no answer, in words about the puzzle, for a solve that found none; `bundled` when the
   * family's own encoding found none (a user's encoding may be wrong instead). Undefined: nothing to say.
   */
  explainNoAnswer?(facts: Facts, bundled: boolean): { message: string; span?: Span } | undefined;
}

/** Whether there are facts of `name/arity` (a predicate with none is not in byPredicate; its facts are not made). */
export function has(facts: Facts, name: string, arity: number): boolean {
  return facts.byPredicate.has(`${name}/${arity}`);
}

/** The integer value of a symbol, or undefined for anything else. */
export function int(s: ClingoSymbol | undefined): number | undefined {
  return s?.type === 'number' ? s.value : undefined;
}

/** `(3,4)`, as a cell reads in a message. */
export function cell(args: ClingoSymbol[]): string {
  return `(${args.map(formatSymbol).join(',')})`;
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** The span to report something missing at: the first of the given facts, else the start of the file. */
export function anchor(...lists: Fact[][]): Span {
  let first: Span | undefined;
  for (const list of lists) if (list.length && (!first || list[0].span.start < first.start)) first = list[0].span;
  return first ? { start: first.start, end: first.end } : { start: 0, end: 0 };
}
