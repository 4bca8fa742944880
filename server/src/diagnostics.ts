// Turns the analysis of a file into LSP diagnostics and sends them.
import { DiagnosticSeverity, type Connection, type Diagnostic } from 'vscode-languageserver';
import type { Workspace } from './language/workspace';

export const SOURCE = 'clingo';

export function diagnosticsFor(workspace: Workspace, uri: string): Diagnostic[] {
  const file = workspace.get(uri);
  if (!file) return [];
  return file.program.errors.map((e) => ({
    range: file.lines.range(e),
    severity: DiagnosticSeverity.Error,
    source: SOURCE,
    code: 'syntax',
    message: e.message,
  }));
}

export function publishDiagnostics(connection: Connection, workspace: Workspace, uri: string): void {
  void connection.sendDiagnostics({ uri, diagnostics: diagnosticsFor(workspace, uri) });
}
