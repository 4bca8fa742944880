// Writing a file the extension makes for the user (a minified encoding, a counterexample as a test): asked before
// it replaces one that is there, then opened.
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
