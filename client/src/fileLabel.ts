// How a file is named in messages, the status bar and panel titles: its path in the workspace, or, for a file
// outside every workspace folder (a downloaded puzzle, the walkthrough's example), its name alone rather than
// a long absolute path.
import * as vscode from 'vscode';

export function fileLabel(uri: vscode.Uri): string {
  if (vscode.workspace.getWorkspaceFolder(uri)) return vscode.workspace.asRelativePath(uri);
  return decodeURIComponent(uri.path.slice(uri.path.lastIndexOf('/') + 1)) || uri.toString();
}
