// One answer against `shouldbe` facts: the answer's atoms of the expected predicate as a set, compared as values
// (both sides written by formatSymbol, so `f(1+1)` in a fact and clingo's `f(2)` agree), with what is missing
// and what is extra, and both sides as sorted lines for a diff view.
import { formatSymbol, type ClingoSymbol } from '../solving/symbols';

export interface Signature {
  name: string;
  arity: number;
  negated: boolean;
}

export interface Comparison {
  equal: boolean;
  missing: string[];
  extra: string[];
  /** Sorted, one atom a line, ending with a newline when not empty. */
  expected: string;
  actual: string;
}

/** `e/3`, `-p/1` read into a signature. */
export function parseSignature(key: string): Signature {
  const slash = key.lastIndexOf('/');
  const negated = key.startsWith('-');
  return { name: key.slice(negated ? 1 : 0, slash), arity: Number(key.slice(slash + 1)), negated };
}

/** The atoms `predicate(args)` that `shouldbe(args)` facts stand for, each once, sorted. */
export function expectedAtoms(predicate: Signature, args: readonly ClingoSymbol[][]): string[] {
  const atoms = new Set(args.map((a) => formatSymbol({ type: 'function', name: predicate.name, args: a, negated: predicate.negated })));
  return sortAtoms(atoms);
}

/** The answer's atoms of the predicate, each once, sorted. */
export function atomsOf(predicate: Signature, atoms: readonly ClingoSymbol[]): string[] {
  const found = new Set<string>();
  for (const a of atoms) {
    if (a.type === 'function' && a.name === predicate.name && a.args.length === predicate.arity && a.negated === predicate.negated) {
      found.add(formatSymbol(a));
    }
  }
  return sortAtoms(found);
}

export function compareAtoms(expected: readonly string[], actual: readonly string[]): Comparison {
  const want = new Set(expected);
  const have = new Set(actual);
  const missing = expected.filter((a) => !have.has(a));
  const extra = actual.filter((a) => !want.has(a));
  return { equal: missing.length === 0 && extra.length === 0, missing, extra, expected: lines(expected), actual: lines(actual) };
}

/** Sorted so that `v2` comes before `v10`: numbers inside names compare as numbers. */
export function sortAtoms(atoms: Iterable<string>): string[] {
  return [...atoms].sort((a, b) => COLLATOR.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0));
}

const COLLATOR = new Intl.Collator('en', { numeric: true, sensitivity: 'variant', caseFirst: 'upper' });

function lines(atoms: readonly string[]): string {
  return atoms.length ? `${atoms.join('\n')}\n` : '';
}
