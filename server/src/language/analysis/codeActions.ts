// Quick fixes for the diagnostics whose repair is certain: the missing period, and a signature's arity
// (`#show p/3.` when only p/2 occurs).
import type { Span } from '../ast';
import type { SourceFile } from '../workspace';
import { type Diagnostic, isArityFixData } from './diagnostic';

export interface TextEdit {
  span: Span;
  newText: string;
}

export interface QuickFix {
  title: string;
  diagnostic: Diagnostic;
  edits: TextEdit[];
}

export function quickFixes(file: SourceFile, diagnostics: readonly Diagnostic[]): QuickFix[] {
  const fixes: QuickFix[] = [];
  for (const d of diagnostics) {
    if (d.code === 'missing-period') {
      const at = Math.min(d.span.start, file.text.length);
      fixes.push({ title: "Add the missing '.'", diagnostic: d, edits: [{ span: { start: at, end: at }, newText: '.' }] });
    } else if (d.code === 'arity-mismatch' && isArityFixData(d.data)) {
      const { arity, candidates } = d.data;
      // Diagnostics of an older text may arrive: only edit an arity that is still there.
      if (!/^[0-9]+$/.test(file.text.slice(arity.start, arity.end))) continue;
      const name = file.text.slice(d.span.start, arity.start).replace(/\s+/g, '');
      for (const candidate of candidates) {
        fixes.push({ title: `Change to ${name}${candidate}`, diagnostic: d, edits: [{ span: arity, newText: String(candidate) }] });
      }
    }
  }
  return fixes;
}
