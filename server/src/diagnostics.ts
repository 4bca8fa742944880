// Turns the analysis of a file into LSP diagnostics and sends them; answers code actions with the quick fixes.
import {
  CodeActionKind, DiagnosticSeverity, DiagnosticTag, type CodeAction, type Connection, type Diagnostic,
} from 'vscode-languageserver';
import { analyze, quickFixes, type Diagnostic as Finding } from './language/analysis';
import type { SourceFile, Workspace } from './language/workspace';
import { fileExists } from './workspaceFiles';

export const SOURCE = 'clingo';

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
  return analyze(workspace, uri, { fileExists });
}

export function diagnosticsFor(workspace: Workspace, uri: string): Diagnostic[] {
  const file = workspace.get(uri);
  return file ? findings(workspace, uri).map((f) => toLsp(file, f)) : [];
}

export function publishDiagnostics(connection: Connection, workspace: Workspace, uri: string): void {
  void connection.sendDiagnostics({ uri, diagnostics: diagnosticsFor(workspace, uri) });
}

/** Quick fixes whose repair is certain (a missing period, a signature's arity), for the lines asked about. */
export function registerCodeActions(connection: Connection, current: () => Workspace): void {
  connection.onCodeAction(({ textDocument, range }): CodeAction[] => {
    const workspace = current();
    const file = workspace.get(textDocument.uri);
    if (!file) return [];
    const from = file.lines.offset(range.start);
    const to = file.lines.offset(range.end);
    const inRange = findings(workspace, textDocument.uri).filter((f) => f.span.start <= to && f.span.end >= from);
    return quickFixes(file, inRange).map((fix) => ({
      title: fix.title,
      kind: CodeActionKind.QuickFix,
      isPreferred: true,
      diagnostics: [toLsp(file, fix.diagnostic)],
      edit: { changes: { [file.uri]: fix.edits.map((e) => ({ range: file.lines.range(e.span), newText: e.newText })) } },
    }));
  });
}
