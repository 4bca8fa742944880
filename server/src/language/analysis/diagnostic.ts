// What the analyses report: plain data with offsets into the file, turned into LSP diagnostics by the server.
import type { Span } from '../ast';

export type Severity = 'error' | 'warning' | 'information' | 'hint';

/** The codes the analyses use. Quick fixes, tests and settings key on them, so they never change meaning. */
export type DiagnosticCode =
  | 'syntax'
  | 'missing-period'
  | 'unsafe-variable'
  | 'undefined-predicate'
  | 'arity-mismatch'
  | 'unknown-signature'
  | 'undefined-constant'
  | 'duplicate-const'
  | 'missing-include'
  | 'singleton-variable'
  | 'undefined-theory-atom';

export interface Diagnostic {
  span: Span;
  severity: Severity;
  message: string;
  /** A DiagnosticCode for what the analyses report; a string so that other producers may add their own. */
  code: DiagnosticCode | (string & {});
  tags?: 'unnecessary'[];
  data?: unknown;
}

/** `data` of an 'arity-mismatch' on a signature (`#show p/3.`): replacing the arity with a candidate fixes it. */
export interface ArityFixData {
  kind: 'arity';
  /** The arity number of the signature. */
  arity: Span;
  /** The arities the name does occur with. */
  candidates: number[];
}

export function isArityFixData(data: unknown): data is ArityFixData {
  if (typeof data !== 'object' || data === null) return false;
  const d = data as Partial<ArityFixData>;
  return d.kind === 'arity' && typeof d.arity?.start === 'number' && typeof d.arity.end === 'number'
    && Array.isArray(d.candidates) && d.candidates.every((c) => typeof c === 'number');
}

export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return a.span.start - b.span.start || a.span.end - b.span.end;
}
