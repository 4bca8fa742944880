// All diagnostics of one file: its syntax errors, then the semantic checks over the files that belong with it
// (see Workspace.related), sorted by position. Pure: the disk is reached only through `fileExists`.
import type { SyntaxError } from '../ast';
import type { SourceFile, Workspace } from '../workspace';
import { checkDuplicateConstants, checkUndefinedConstants } from './constants';
import { compareDiagnostics, type Diagnostic } from './diagnostic';
import { RelatedIndex } from './fileIndex';
import { checkIncludes } from './includes';
import { checkPredicates } from './predicates';
import { checkSafety } from './safety';
import { checkSingletons } from './singletons';
import { checkTheoryAtoms } from './theoryAtoms';

export { quickFixes, type QuickFix, type TextEdit } from './codeActions';
export type { Diagnostic, DiagnosticCode } from './diagnostic';

export interface AnalyzeOptions {
  fileExists(path: string): boolean;
}

export function analyze(workspace: Workspace, uri: string, options: AnalyzeOptions): Diagnostic[] {
  const file = workspace.get(uri);
  if (!file) return [];
  const index = new RelatedIndex(workspace.related(uri));
  const diagnostics = [
    ...syntaxDiagnostics(file),
    ...checkSafety(file.program, file.occurrences.variables),
    ...checkPredicates(file, index),
    ...checkUndefinedConstants(file, index),
    ...checkDuplicateConstants(file, index),
    ...checkIncludes(file, workspace, options.fileExists),
    ...checkSingletons(file.occurrences.variables),
    ...checkTheoryAtoms(file, index),
  ];
  return diagnostics.sort(compareDiagnostics);
}

export function syntaxDiagnostics(file: SourceFile): Diagnostic[] {
  return file.program.errors.map(syntaxDiagnostic);
}

function syntaxDiagnostic(e: SyntaxError): Diagnostic {
  // The parser reports a missing period where it belongs, so a quick fix can insert it right there.
  const missingPeriod = e.message.includes("missing '.'");
  return {
    span: { start: e.start, end: e.end },
    severity: 'error',
    message: e.message,
    code: missingPeriod ? 'missing-period' : 'syntax',
  };
}
