// What is under the cursor: the one question every navigation feature starts from.
import type { Span } from '../ast';
import { predicateKey, type PredicateOccurrence } from '../occurrences';
import type { SourceFile } from '../workspace';
import { perFile } from './fileIndex';

export type CursorSymbol =
  | { kind: 'predicate'; name: string; arity: number; negated: boolean; key: string; span: Span; occurrence: PredicateOccurrence }
  | { kind: 'variable'; name: string; span: Span; statement: number }
  /** A symbolic constant; `declaration` for the name in `#const n = ...` and a `#program` parameter. */
  | { kind: 'constant'; name: string; span: Span; statement: number; declaration: boolean };

/** Every name in the file, sorted by start; spans never overlap because each is one token. */
const words = perFile((file: SourceFile): CursorSymbol[] => {
  const out: CursorSymbol[] = [];
  const { predicates, variables, constants } = file.occurrences;
  for (const p of predicates) {
    out.push({ kind: 'predicate', name: p.name, arity: p.arity, negated: p.negated, key: predicateKey(p), span: p.span, occurrence: p });
  }
  for (const v of variables) out.push({ kind: 'variable', name: v.name, span: v.span, statement: v.statement });
  for (const c of constants) out.push({ kind: 'constant', name: c.name, span: c.span, statement: c.statement, declaration: false });
  file.program.statements.forEach((s, statement) => {
    if (s.kind === 'const') out.push({ kind: 'constant', name: s.name, span: s.nameSpan, statement, declaration: true });
    if (s.kind === 'program') {
      for (const p of s.params) out.push({ kind: 'constant', name: p.name, span: p.span, statement, declaration: true });
    }
  });
  return out.sort((a, b) => a.span.start - b.span.start);
});

/**
 * The symbol whose name contains `offset`, or ends right at it (the cursor just after a word still means the
 * word, as editors place it after typing). Undefined on keywords, numbers, strings, punctuation, comments and
 * inside statements that did not parse.
 */
export function symbolAt(file: SourceFile, offset: number): CursorSymbol | undefined {
  const list = words(file);
  let lo = 0;
  let hi = list.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid].span.start <= offset) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  if (found < 0) return undefined;
  const word = list[found];
  return offset <= word.span.end ? word : undefined;
}
