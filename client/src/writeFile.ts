// Writing a file the extension makes for the user (a minified encoding, a counterexample as a test, a generated
// maze): asked before it replaces one that is there, then opened.
import { homedir } from 'node:os';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { fileLabel } from './fileLabel';

export async function fileExists(uri: vscode.Uri): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch (e) {
    if (e instanceof vscode.FileSystemError && e.code === 'FileNotFound') return false;
    throw e;
  }
}

/** Writes `text` to `out` and opens it; false when the user would rather keep the file that is there. */
export async function writeAndOpen(out: vscode.Uri, text: string): Promise<boolean> {
  if (!(await writeAsking(out, text))) return false;
  await vscode.window.showTextDocument(out, { preview: false });
  return true;
}

/** Writes `text` to `out` without opening it (a file too large for an editor); false when the user keeps the one there. */
export async function writeAsking(out: vscode.Uri, text: string): Promise<boolean> {
  if (await fileExists(out)) {
    const overwrite = 'Overwrite';
    const answer = await vscode.window.showWarningMessage(`${fileLabel(out)} exists. Overwrite it?`, { modal: true }, overwrite);
    if (answer !== overwrite) return false;
  }
  await vscode.workspace.fs.writeFile(out, new TextEncoder().encode(text));
  return true;
}

/**
 * Writes a file the user asked to have made (a generated maze) beside the file in front (an editor's, or the
 * previewed file's while the preview is in front), else in the first workspace folder, asking before it replaces a
 * file; with neither (an untitled file, no folder open) where the user says in a Save As dialog. Not opened.
 */
export async function writeGenerated(fileName: string, text: string, title: string, previewed?: vscode.Uri): Promise<vscode.Uri | undefined> {
  const folder = generatedFolder(previewed);
  if (folder) {
    const out = vscode.Uri.joinPath(folder, fileName);
    return (await writeAsking(out, text)) ? out : undefined;
  }
  const chosen = await vscode.window.showSaveDialog({
    title: `${title}: where to save ${fileName}`,
    defaultUri: vscode.Uri.file(join(homedir(), fileName)),
    saveLabel: 'Save',
    filters: { 'Clingo instance': ['lp'] },
  });
  if (!chosen) return undefined;
  // The dialog has asked before replacing a file.
  await vscode.workspace.fs.writeFile(chosen, new TextEncoder().encode(text));
  return chosen;
}

function generatedFolder(previewed: vscode.Uri | undefined): vscode.Uri | undefined {
  // Not an untitled file's folder, nor an output's.
  const beside = vscode.window.activeTextEditor?.document.uri ?? previewed;
  if (beside && vscode.workspace.fs.isWritableFileSystem(beside.scheme) === true) return vscode.Uri.joinPath(beside, '..');
  return vscode.workspace.workspaceFolders?.[0]?.uri;
}
