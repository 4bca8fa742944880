// What is under the cursor: the one question every navigation feature starts from.
import type { Span } from '../ast';
import { firstOfStatement, predicateKey, type PredicateOccurrence } from '../occurrences';
import type { SourceFile } from '../workspace';
import { lastAtOrBefore } from './search';

export type CursorSymbol =
  | { kind: 'predicate'; name: string; arity: number; negated: boolean; key: string; span: Span; occurrence: PredicateOccurrence }
  | { kind: 'variable'; name: string; span: Span; statement: number }
  /** A symbolic constant; `declaration` for the name in `#const n = ...` and a `#program` parameter. */
  | { kind: 'constant'; name: string; span: Span; statement: number; declaration: boolean };

/** A name found in the file: where it is, and how to make the symbol for it (only the one asked for is made). */
interface Candidate {
  start: number;
  end: number;
  make: () => CursorSymbol;
}

/**
 * The symbol whose name contains `offset`, or ends right at it (the cursor just after a word still means the
 * word, as editors place it after typing). Undefined on keywords, numbers, strings, punctuation, comments and
 * inside statements that did not parse.
 *
 * Names never overlap (each is one token) and lie inside their statement, so the name sought is the last one
 * starting at or before `offset` among the statement there: a binary search into statements and occurrences
 * (which come statement by statement), with no index over the whole file to build after each edit.
 */
export function symbolAt(file: SourceFile, offset: number): CursorSymbol | undefined {
  const { statements } = file.program;
  for (let k = lastAtOrBefore(statements, (s) => s.start, offset); k >= 0; k--) {
    const best = lastNameIn(file, k, offset);
    // A statement with no name before `offset`: the last one is further up, where it ended before this began.
    if (best) return offset <= best.end ? best.make() : undefined;
  }
  return undefined;
}

/**
 * The name of statement `k` that starts last at or before `offset`. Among names starting at the same place
 * (`p(c;)` is both p/1 and p/0) the last in the order predicates, variables, constants, declared names.
 */
function lastNameIn(file: SourceFile, k: number, offset: number): Candidate | undefined {
  const { predicates, variables, constants } = file.occurrences;
  let best: Candidate | undefined;
  const consider = (start: number, end: number, make: () => CursorSymbol) => {
    if (start <= offset && (!best || start >= best.start)) best = { start, end, make };
  };
  for (let i = firstOfStatement(predicates, k); i < predicates.length && predicates[i].statement === k; i++) {
    const p = predicates[i];
    consider(p.span.start, p.span.end, () => (
      { kind: 'predicate', name: p.name, arity: p.arity, negated: p.negated, key: predicateKey(p), span: p.span, occurrence: p }));
  }
  for (let i = firstOfStatement(variables, k); i < variables.length && variables[i].statement === k; i++) {
    const v = variables[i];
    consider(v.span.start, v.span.end, () => ({ kind: 'variable', name: v.name, span: v.span, statement: k }));
  }
  for (let i = firstOfStatement(constants, k); i < constants.length && constants[i].statement === k; i++) {
    const c = constants[i];
    consider(c.span.start, c.span.end, () => ({ kind: 'constant', name: c.name, span: c.span, statement: k, declaration: false }));
  }
  const s = file.program.statements[k];
  if (s.kind === 'const') {
    consider(s.nameSpan.start, s.nameSpan.end, () => ({ kind: 'constant', name: s.name, span: s.nameSpan, statement: k, declaration: true }));
  }
  if (s.kind === 'program') {
    for (const p of s.params) {
      consider(p.span.start, p.span.end, () => ({ kind: 'constant', name: p.name, span: p.span, statement: k, declaration: true }));
    }
  }
  return best;
}
