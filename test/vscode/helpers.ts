// Helpers shared by the suites that run inside VS Code.
import * as vscode from 'vscode';
import type { ExtensionApi } from '../../client/src/ctx';

export const EXTENSION_ID = 'asp-grid-puzzles.asp-grid-puzzles';

export function extension(): vscode.Extension<ExtensionApi> {
  const ext = vscode.extensions.getExtension<ExtensionApi>(EXTENSION_ID);
  if (!ext) throw new Error(`extension ${EXTENSION_ID} is not installed`);
  return ext;
}

/**
 * Waits until `probe` returns a value that is not undefined or false. For states VS Code announces with no
 * event (an extension becoming active); checks every 50 ms and gives up after `timeoutMs`.
 */
export async function waitFor<T>(what: string, probe: () => T | undefined | false, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function workspaceFile(relativePath: string): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) throw new Error('the tests expect a workspace folder (examples/)');
  return vscode.Uri.joinPath(folder.uri, relativePath);
}

export async function openInEditor(content: string): Promise<vscode.TextEditor> {
  const doc = await vscode.workspace.openTextDocument({ language: 'clingo', content });
  return vscode.window.showTextDocument(doc);
}

/** Closes every editor, dropping unsaved changes (closing a changed untitled editor would ask to save). */
export async function closeAllEditors(): Promise<void> {
  const tabs = vscode.window.tabGroups.all.flatMap((g) => g.tabs);
  for (let i = 0; i < tabs.length && vscode.window.tabGroups.activeTabGroup.activeTab; i++) {
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  }
}

/** Resolves with the diagnostics of `uri` once `accept` holds for them, as VS Code announces each change. */
export function waitForDiagnostics(uri: vscode.Uri, accept: (d: readonly vscode.Diagnostic[]) => boolean, timeoutMs = 20_000): Promise<readonly vscode.Diagnostic[]> {
  return new Promise((resolve, reject) => {
    const current = vscode.languages.getDiagnostics(uri);
    if (accept(current)) {
      resolve(current);
      return;
    }
    const timer = setTimeout(() => {
      listener.dispose();
      reject(new Error(`timed out waiting for diagnostics of ${uri.toString()}; last: ${JSON.stringify(vscode.languages.getDiagnostics(uri))}`));
    }, timeoutMs);
    const listener = vscode.languages.onDidChangeDiagnostics((e) => {
      if (!e.uris.some((u) => u.toString() === uri.toString())) return;
      const diagnostics = vscode.languages.getDiagnostics(uri);
      if (accept(diagnostics)) {
        clearTimeout(timer);
        listener.dispose();
        resolve(diagnostics);
      }
    });
  });
}
