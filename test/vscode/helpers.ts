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
