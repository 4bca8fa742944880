// The Get Started walkthrough's commands: open the walkthrough itself, and open an example puzzle to try the
// rest on. The example is a copy in the extension's storage, so that it can be edited and solved like any file
// without touching the installed extension or the user's workspace.
import * as vscode from 'vscode';

/** package.json's `walkthroughs[].id`, qualified by the extension's id as VS Code wants it. */
const WALKTHROUGH = 'getStarted';
/** The example the walkthrough opens: shipped in the package (see .vscodeignore). */
const EXAMPLE = ['examples', 'flow', 'level21.lp'];

export async function openGetStarted(extension: vscode.ExtensionContext): Promise<void> {
  await vscode.commands.executeCommand('workbench.action.openWalkthrough', `${extension.extension.id}#${WALKTHROUGH}`, false);
}

/** Opens the example beside the walkthrough; an earlier copy, with the user's edits, is kept. */
export async function openExample(extension: vscode.ExtensionContext): Promise<vscode.Uri> {
  const folder = vscode.Uri.joinPath(extension.globalStorageUri, 'get-started');
  const copy = vscode.Uri.joinPath(folder, EXAMPLE[EXAMPLE.length - 1]);
  if (!(await exists(copy))) {
    await vscode.workspace.fs.createDirectory(folder);
    await vscode.workspace.fs.copy(vscode.Uri.joinPath(extension.extensionUri, ...EXAMPLE), copy);
  }
  const document = await vscode.workspace.openTextDocument(copy);
  await vscode.window.showTextDocument(document, { viewColumn: besideWalkthrough() });
  return copy;
}

/** The walkthrough takes the active editor group; the example goes beside it rather than replacing it. */
function besideWalkthrough(): vscode.ViewColumn {
  return vscode.window.activeTextEditor ? vscode.ViewColumn.Active : vscode.ViewColumn.Beside;
}

async function exists(uri: vscode.Uri): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch {
    return false;
  }
}
