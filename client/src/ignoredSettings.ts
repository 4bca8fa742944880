// What the workspace's own settings files say about the restricted settings. While the workspace is untrusted
// VS Code hides those values from the configuration API altogether (`get` and `inspect` give the user's and the
// default), so the files are read here only to tell the user what is being ignored.
// The ES module build: the UMD one that `main` names requires its parts at run time, which a bundle cannot follow.
import { parse } from 'jsonc-parser/lib/esm/main.js';
import * as vscode from 'vscode';
import { RESTRICTED_SETTINGS } from './restrictedSettings';

/** The restricted settings (full keys) the workspace's settings files set, with their values. */
export async function workspaceRestrictedValues(): Promise<Map<string, unknown>> {
  const files = (vscode.workspace.workspaceFolders ?? []).map((f) => vscode.Uri.joinPath(f.uri, '.vscode', 'settings.json'));
  const found = new Map<string, unknown>();
  for (const file of files) addValues(found, await readJsonc(file));
  // A multi-root workspace keeps its own settings under "settings" in the .code-workspace file.
  const workspaceFile = vscode.workspace.workspaceFile;
  if (workspaceFile?.scheme !== 'untitled' && workspaceFile) addValues(found, (await readJsonc(workspaceFile))?.settings);
  return found;
}

function addValues(found: Map<string, unknown>, settings: unknown): void {
  if (!settings || typeof settings !== 'object') return;
  for (const key of RESTRICTED_SETTINGS) {
    const value = (settings as Record<string, unknown>)[`aspPuzzles.${key}`];
    if (value !== undefined && !found.has(`aspPuzzles.${key}`)) found.set(`aspPuzzles.${key}`, value);
  }
}

async function readJsonc(uri: vscode.Uri): Promise<Record<string, unknown> | undefined> {
  try {
    const parsed: unknown = parse(new TextDecoder().decode(await vscode.workspace.fs.readFile(uri)));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined; // no such file, or unreadable: nothing is set there
  }
}
