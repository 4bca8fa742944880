// The ground facts of one parsed file as values, and the `%! key: value` directives at its top. Puzzle checks
// and views read instances through this, never through the syntax tree: an instance is a set of facts however it
// is written (`v(v11; v12).`, `row(1..n).`, `cell(1+1, 2).`).
import type { Atom, ConstStatement, Program, Span, Statement, Term } from '../language/ast';
import { isDataStatement, readDirectives, type Directive } from '../language/directives';
import { formatSymbol, type ClingoSymbol } from '../solving/symbols';
import { evaluate, evaluateArguments, type Budget, type Constants } from './evaluate';

/** Read-only: numbers and constants are shared between facts. */
export interface Fact {
  name: string;
  args: ClingoSymbol[];
  /** Where the fact is written: the pool alternative of `v(v11; v12)` it came from, else the whole atom. */
  span: Span;
}

export interface Facts {
  /** Every fact in source order; a fact written twice is listed twice. */
  all: Fact[];
  /** Facts by `name/arity`. */
  byPredicate: Map<string, Fact[]>;
  /** `%! key: value` lines before the first statement, by key (the first of a key wins). */
  directives: Map<string, Directive>;
  /** Statements that make the file more than data: rules with bodies, constraints, choices, optimisation… */
  rules: Span[];
  /** True when a fact was too large to expand within the limit: the facts are incomplete and checks would mislead. */
  truncated: boolean;
}

export interface ExtractOptions {
  /** The most facts to produce (default 2,500,000). */
  limit?: number;
}

/** A million-cell wall maze (the largest the generators make) has up to two million passages, and then some. */
export const DEFAULT_FACT_LIMIT = 2_500_000;

export function extractFacts(program: Program, options: ExtractOptions = {}): Facts {
  const budget: Budget = { remaining: options.limit ?? DEFAULT_FACT_LIMIT, exhausted: false };
  const constants = constantsOf(program.statements, budget);
  const all: Fact[] = [];
  const byPredicate = new Map<string, Fact[]>();
  const rules: Span[] = [];
  // Facts under `#program step(t).` and the like belong to a part clingo grounds only on request.
  let inBase = true;
  let lastName = '';
  let lastArity = -1;
  let list: Fact[] = [];
  for (const s of program.statements) {
    if (s.kind === 'program') {
      inBase = s.name === 'base';
      continue;
    }
    if (!isDataStatement(s)) {
      rules.push({ start: s.start, end: s.end });
      continue;
    }
    if (!inBase || s.kind !== 'rule') continue;
    const atom = factAtom(s);
    if (!atom) continue;
    // A fact too large for what is left of the budget is skipped; smaller ones after it are still read.
    if (budget.remaining === 0) {
      budget.exhausted = true;
      continue;
    }
    // Instances write a predicate's facts in runs: reuse the list while the predicate stays the same.
    if (atom.name !== lastName || atom.arity !== lastArity) {
      lastName = atom.name;
      lastArity = atom.arity;
      const key = `${atom.name}/${atom.arity}`;
      const known = byPredicate.get(key);
      if (known) list = known;
      else byPredicate.set(key, (list = []));
    }
    for (const args of atom.pool) {
      const tuples = evaluateArguments(args, constants, budget);
      if (!tuples) continue;
      if (tuples.length > budget.remaining) {
        budget.exhausted = true;
        continue;
      }
      budget.remaining -= tuples.length;
      // The atom itself serves as the span of a one-alternative fact: no object per fact for it.
      const span = atom.pool.length > 1 ? alternativeSpan(args, atom) : atom;
      for (const a of tuples) {
        const fact: Fact = { name: atom.name, args: a, span };
        all.push(fact);
        list.push(fact);
      }
    }
  }
  // A predicate whose every fact was dropped (`z(1/0).`) has no facts to list.
  for (const [key, facts] of byPredicate) if (facts.length === 0) byPredicate.delete(key);
  return { all, byPredicate, directives: readDirectives(program), rules, truncated: budget.exhausted };
}

/** The facts of `name/arity` (an empty list when there are none). */
export function factsOf(facts: Facts, name: string, arity: number): Fact[] {
  return facts.byPredicate.get(`${name}/${arity}`) ?? [];
}

/** A string that is equal for equal symbols, for sets and maps of values. */
export function symbolKey(s: ClingoSymbol): string {
  // Numbers and plain constants are nearly every key of an instance; neither can be mistaken for the other.
  if (s.type === 'number') return String(s.value);
  if (s.type === 'function' && s.args.length === 0 && !s.negated) return s.name;
  return formatSymbol(s);
}

/** The atom of `p(...).`: a positive literal head, no body. */
function factAtom(s: Statement): Atom | undefined {
  if (s.kind !== 'rule' || s.body.length > 0 || s.head?.kind !== 'literal' || s.head.sign !== '') return undefined;
  const atom = s.head.atom;
  return atom.kind === 'atom' && !atom.negated ? atom : undefined;
}

function alternativeSpan(args: Term[], atom: Atom): Span {
  return args.length ? { start: args[0].start, end: args[args.length - 1].end } : { start: atom.start, end: atom.end };
}

/**
 * What each constant name stands for: its `#const` value when the file defines one (evaluated when first asked
 * for, as a constant may use another), else the constant itself. A constant
 * defined twice keeps its first value — the redefinition is an error reported elsewhere.
 */
function constantsOf(statements: Statement[], budget: Budget): Constants {
  const definitions = new Map<string, ConstStatement>();
  for (const s of statements) if (s.kind === 'const' && !definitions.has(s.name)) definitions.set(s.name, s);
  // Without definitions there is nothing to look up: a fresh object is cheaper than hashing every name.
  if (definitions.size === 0) return (name) => ({ type: 'function', name, args: [], negated: false });
  const values = new Map<string, ClingoSymbol>();
  const lookup: Constants = (name) => {
    const known = values.get(name);
    if (known) return known;
    const itself: ClingoSymbol = { type: 'function', name, args: [], negated: false };
    values.set(name, itself); // a cycle (`#const a = b. #const b = a.`) reads as the plain constant, not forever
    const definition = definitions.get(name);
    if (!definition) return itself;
    const result = evaluate(definition.value, lookup, budget);
    const value = result?.length === 1 ? result[0] : itself;
    values.set(name, value);
    return value;
  };
  return lookup;
}
