// Predicates used but never defined, used with an arity they are not defined with, and #show/#project
// signatures of predicates that occur nowhere — in clingo's words where clingo has some.
import type { Span, Statement } from '../ast';
import { type PredicateOccurrence, predicateKey } from '../occurrences';
import type { SourceFile } from '../workspace';
import type { ArityFixData, Diagnostic } from './diagnostic';
import { nameKey, type RelatedIndex } from './fileIndex';

export function checkPredicates(file: SourceFile, index: RelatedIndex): Diagnostic[] {
  const out: Diagnostic[] = [];
  const { statements } = file.program;
  for (const p of file.occurrences.predicates) {
    if (p.defines) continue;
    const statement = statements[p.statement];
    if (!statement) continue;
    if (p.signature) {
      if (statement.kind === 'show' || statement.kind === 'project') checkSignature(file, p, index, out);
    } else if (!isMatchedAtom(statement, p)) {
      checkUse(p, index, out);
    }
  }
  return out;
}

/** The atom of #heuristic and #project ranges over existing atoms; clingo does not ask for a definition. */
function isMatchedAtom(s: Statement, p: PredicateOccurrence): boolean {
  return (s.kind === 'heuristic' || s.kind === 'project') && s.atom !== undefined && s.atom.nameSpan.start === p.span.start;
}

function signatureText(p: { name: string; negated: boolean }, arity: number): string {
  return `${nameKey(p)}/${arity}`;
}

function alternatives(p: PredicateOccurrence, index: RelatedIndex, which: 'defined' | 'occurring'): number[] {
  return index.arities(p, which).filter((a) => a !== p.arity);
}

function didYouMean(p: PredicateOccurrence, candidates: number[]): string {
  return candidates.map((a) => signatureText(p, a)).join(' or ');
}

function checkUse(p: PredicateOccurrence, index: RelatedIndex, out: Diagnostic[]): void {
  if (index.isDefined(p)) return;
  const key = predicateKey(p);
  const span = { start: p.atomSpan.start, end: p.atomSpan.end };
  const candidates = alternatives(p, index, 'defined');
  if (candidates.length > 0) {
    const message = `${key} is not defined; did you mean ${didYouMean(p, candidates)}?`;
    out.push({ span, severity: 'warning', code: 'arity-mismatch', message });
  } else {
    out.push({ span, severity: 'warning', code: 'undefined-predicate', message: `atom does not occur in any rule head: ${key}` });
  }
}

function checkSignature(file: SourceFile, p: PredicateOccurrence, index: RelatedIndex, out: Diagnostic[]): void {
  if (index.occurs(p)) return;
  const span = { start: p.atomSpan.start, end: p.atomSpan.end };
  const message = `no atoms over signature occur in program: ${predicateKey(p)}`;
  const candidates = alternatives(p, index, 'occurring');
  if (candidates.length === 0) {
    out.push({ span, severity: 'warning', code: 'unknown-signature', message });
    return;
  }
  const data: ArityFixData = { kind: 'arity', arity: aritySpan(file.text, span), candidates };
  out.push({ span, severity: 'warning', code: 'arity-mismatch', message: `${message}; did you mean ${didYouMean(p, candidates)}?`, data });
}

/** The digits at the end of a signature `p/12`. */
function aritySpan(text: string, signature: Span): Span {
  let start = signature.end;
  while (start > signature.start && /[0-9]/.test(text[start - 1])) start--;
  return { start, end: signature.end };
}
