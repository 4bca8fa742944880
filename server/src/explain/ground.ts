// The ground atoms of a violated constraint: its body's atoms with the violation's values put in for the
// variables and evaluated as gringo does (evaluate.ts), so that `wall(C+1,R)` at C=2, R=3 reads `wall(3,3)`.
// What cannot be evaluated here (a term nested past the depth below, an external function) gives nothing.
import type { BodyElement, Term } from '../language/ast';
import { evaluateArguments, type Constants } from '../puzzles/evaluate';
import type { ClingoSymbol } from '../solving/symbols';

/** Terms nest no deeper than this here: a chain such as `X+1+…+1` nests as deep as it is long. */
const MAX_DEPTH = 100;

/** A constant is itself: the `#const` values of the program do not name cells. */
const constants: Constants = (name) => ({ type: 'function', name, args: [], negated: false });

/** The argument lists of the body's literal atoms (not those inside aggregates or conditions: their variables are local). */
export function groundBodyAtoms(body: readonly BodyElement[], binding: ReadonlyMap<string, ClingoSymbol>): ClingoSymbol[][] {
  const out: ClingoSymbol[][] = [];
  for (const e of body) {
    if (e.kind !== 'literal' || e.atom.kind !== 'atom') continue;
    for (const args of e.atom.pool) {
      const substituted = args.map((t) => substitute(t, binding, 0));
      if (substituted.some((t) => t === undefined)) continue;
      const values = evaluateArguments(substituted as Term[], constants, { remaining: 64, exhausted: false });
      if (values) out.push(...values);
    }
  }
  return out;
}

function substitute(t: Term, binding: ReadonlyMap<string, ClingoSymbol>, depth: number): Term | undefined {
  if (depth > MAX_DEPTH) return undefined;
  const sub = (u: Term) => substitute(u, binding, depth + 1);
  switch (t.kind) {
    case 'variable': {
      const value = binding.get(t.name);
      return value === undefined ? undefined : symbolTerm(value, t, 0);
    }
    case 'function':
    case 'tuple': {
      const pool: Term[][] = [];
      for (const args of t.pool) {
        const next = args.map(sub);
        if (next.some((a) => a === undefined)) return undefined;
        pool.push(next as Term[]);
      }
      return { ...t, pool };
    }
    case 'unary':
    case 'abs': {
      const operand = sub(t.operand);
      return operand && { ...t, operand };
    }
    case 'binary':
    case 'interval': {
      const left = sub(t.left);
      const right = sub(t.right);
      return left && right && { ...t, left, right };
    }
    case 'anonymous':
    case 'error':
      return undefined;
    default:
      return t;
  }
}

/** A value as the term that stands for it, at the place of the variable it replaces. */
function symbolTerm(s: ClingoSymbol, at: { start: number; end: number }, depth: number): Term | undefined {
  if (depth > MAX_DEPTH) return undefined;
  const span = { start: at.start, end: at.end };
  switch (s.type) {
    case 'number':
      return s.value < 0
        ? { kind: 'unary', op: '-', operand: { kind: 'number', value: -s.value, ...span }, ...span }
        : { kind: 'number', value: s.value, ...span };
    case 'string':
      return { kind: 'string', value: s.value, ...span };
    case 'infimum':
    case 'supremum':
      return { kind: 'special', value: s.type === 'infimum' ? '#inf' : '#sup', ...span };
    case 'tuple':
    case 'function': {
      const args = s.args.map((a) => symbolTerm(a, at, depth + 1));
      if (args.some((a) => a === undefined)) return undefined;
      if (s.type === 'tuple') return { kind: 'tuple', pool: [args as Term[]], trailingComma: args.length === 1, ...span };
      const f: Term = args.length === 0
        ? { kind: 'symbol', name: s.name, ...span }
        : { kind: 'function', name: s.name, nameSpan: span, external: false, pool: [args as Term[]], ...span };
      return s.negated ? { kind: 'unary', op: '-', operand: f, ...span } : f;
    }
  }
}

/** The argument lists a ground fact (or one alternative of its pool) stands for. */
export function groundFactArguments(args: readonly Term[]): ClingoSymbol[][] {
  return evaluateArguments([...args], constants, { remaining: 64, exhausted: false }) ?? [];
}
