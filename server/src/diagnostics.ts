// Turns the analysis of a file into LSP diagnostics and sends them; answers code actions with the quick fixes.
import {
  CodeActionKind, DiagnosticSeverity, DiagnosticTag, type CodeAction, type Connection, type Diagnostic,
} from 'vscode-languageserver';
import { analyze, quickFixes, type Diagnostic as Finding } from './language/analysis';
import { compareDiagnostics } from './language/analysis/diagnostic';
import type { SourceFile, Workspace } from './language/workspace';
import { roleOf } from './language/programs/roles';
import { factsOfText } from './puzzles/instanceFacts';
import { checkPuzzleFacts } from './puzzles/recognise';
import { readSearchOptions } from './solving/searchOptions';
import { fileExists } from './workspaceFiles';
import { NO_ANSWER_CODE } from './solveHandlers';

/** The source of the server's own findings: clingo did not produce them (the solver's say `clingo solver`). */
export const SOURCE = 'clingo-lsp';

const SEVERITY: Record<Finding['severity'], DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  information: DiagnosticSeverity.Information,
  hint: DiagnosticSeverity.Hint,
};

function toLsp(file: SourceFile, finding: Finding): Diagnostic {
  return {
    range: file.lines.range(finding.span),
    severity: SEVERITY[finding.severity],
    source: SOURCE,
    code: finding.code,
    message: finding.message,
    ...(finding.tags?.includes('unnecessary') ? { tags: [DiagnosticTag.Unnecessary] } : {}),
    ...(finding.data === undefined ? {} : { data: finding.data }),
  };
}

function findings(workspace: Workspace, uri: string): Finding[] {
  const file = workspace.get(uri);
  const puzzle = file ? [...puzzleFindings(file), ...optionFindings(file)] : [];
  const language = analyze(workspace, uri, { fileExists });
  return puzzle.length ? [...language, ...puzzle].sort(compareDiagnostics) : language;
}

/**
 * The puzzle problems of an instance file. A SourceFile is replaced, never changed, when its text changes, so
 * the checks run once per version however often diagnostics and code actions ask.
 */
const puzzleCache = new WeakMap<SourceFile, Finding[]>();

function puzzleFindings(file: SourceFile): Finding[] {
  let cached = puzzleCache.get(file);
  if (cached) return cached;
  // With a syntax error the facts are only partly read: a fact in the broken statement would be reported as
  // missing. The syntax error comes first.
  const problems = file.program.errors.length ? [] : checkPuzzleFacts(factsOfText(file.text, file.program))?.problems ?? [];
  cached = problems.map((p) => ({ span: p.span, severity: p.severity, message: p.message, code: p.code }));
  puzzleCache.set(file, cached);
  return cached;
}

/** What an instance's `%! options:` line asks for that a solve leaves out (see solving/searchOptions). */
function optionFindings(file: SourceFile): Finding[] {
  if (!roleOf(file).data) return [];
  return readSearchOptions(file.program).problems.map((p) => ({ span: p.span, severity: 'warning', message: p.message, code: 'solve-options' }));
}

export function diagnosticsFor(workspace: Workspace, uri: string): Diagnostic[] {
  const file = workspace.get(uri);
  return file ? findings(workspace, uri).map((f) => toLsp(file, f)) : [];
}

/** Publishes the analysis of a file together with `extra` (the solver's messages about it). */
export function publishDiagnostics(connection: Connection, workspace: Workspace, uri: string, extra: Diagnostic[] = []): void {
  const file = workspace.get(uri);
  const solver = file ? withoutRepeatedSyntaxErrors(file, extra) : extra;
  void connection.sendDiagnostics({ uri, diagnostics: [...diagnosticsFor(workspace, uri), ...solver] });
}

/**
 * The solver's syntax errors, less those about a statement the server already reports broken: one mistake would
 * show twice, usually a line apart (a missing '.' runs two rules together, and clingo complains of the second
 * one's first word). Kept: a solver syntax error with no syntax error of the server in its statement or the one
 * before it.
 */
function withoutRepeatedSyntaxErrors(file: SourceFile, solver: Diagnostic[]): Diagnostic[] {
  const { errors, statements } = file.program;
  if (errors.length === 0) return solver;
  return solver.filter((d) => {
    if (typeof d.message !== 'string' || !/syntax error/.test(d.message)) return true;
    const at = file.lines.offset(d.range.start);
    let i = statements.length - 1;
    while (i > 0 && statements[i].start > at) i--;
    const from = statements[Math.max(0, i - 1)]?.start ?? 0;
    return !errors.some((e) => e.start >= from && e.start <= at);
  });
}

/** Quick fixes whose repair is certain (a missing period, a signature's arity), for the lines asked about. */
export function registerCodeActions(connection: Connection, current: () => Workspace): void {
  connection.onCodeAction(({ textDocument, range, context }): CodeAction[] => {
    const workspace = current();
    const file = workspace.get(textDocument.uri);
    const explain = whyNoAnswer(textDocument.uri, context.diagnostics);
    if (!file) return explain;
    // The fixes of every finding on the requested lines, not only those the range touches: in a modal editor the
    // cursor cannot go past a line's last character, where a missing '.' is reported.
    const from = file.lines.offset({ line: range.start.line, character: 0 });
    const to = file.lines.offset({ line: range.end.line + 1, character: 0 });
    const inRange = findings(workspace, textDocument.uri).filter((f) => f.span.start <= to && f.span.end >= from);
    return [...quickFixes(file, inRange).map((fix) => ({
      title: fix.title,
      kind: CodeActionKind.QuickFix,
      isPreferred: true,
      diagnostics: [toLsp(file, fix.diagnostic)],
      edit: { changes: { [file.uri]: fix.edits.map((e) => ({ range: file.lines.range(e.span), newText: e.newText })) } },
    })), ...explain];
  });
}

/** The client's command that explains the program with no answer, on the solver's "no answer" diagnostic. */
export const WHY_NO_ANSWER_COMMAND = 'aspPuzzles.whyNoAnswer';

function whyNoAnswer(uri: string, diagnostics: readonly Diagnostic[]): CodeAction[] {
  const said = diagnostics.filter((d) => d.code === NO_ANSWER_CODE);
  if (said.length === 0) return [];
  return [{
    title: 'Why No Answer?',
    kind: CodeActionKind.QuickFix,
    diagnostics: said,
    command: { title: 'Why No Answer?', command: WHY_NO_ANSWER_COMMAND, arguments: [uri] },
  }];
}
