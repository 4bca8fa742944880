// ASP: Flow Board from Text File: a board in the text format (a line per row, a letter or digit per endpoint, '.'
// for a blank cell), in the editor in front or picked in the Explorer, becomes the instance file beside it (asked
// before it replaces one), opened and previewed. Reading the board is the server's business; a text that is no
// whole board is said with the place of its first problem, and Go to Problem goes there.
import { basename } from 'node:path';
import * as vscode from 'vscode';
import { flowFromTextRequest } from '../../../server/src/protocol';
import type { Ctx } from '../ctx';
import { fileLabel } from '../fileLabel';
import { writeAsking } from '../writeFile';

const GO_TO_PROBLEM = 'Go to Problem';

/** Writes and previews the board's instance; returns it, or undefined when there is none. */
export async function flowBoardFromText(ctx: Ctx, uri?: vscode.Uri): Promise<vscode.Uri | undefined> {
  const source = uri ?? vscode.window.activeTextEditor?.document.uri;
  if (!source || source.scheme === 'untitled') {
    void vscode.window.showInformationMessage('Flow Board from Text File: open or pick a saved Flow board in the text format (board.txt) first.');
    return undefined;
  }
  // The editor's text when the file is open, unsaved edits included.
  let document: vscode.TextDocument;
  try {
    document = await vscode.workspace.openTextDocument(source);
  } catch (e) {
    void vscode.window.showErrorMessage(`Flow Board from Text File: ${fileLabel(source)} cannot be read: ${e instanceof Error ? e.message : String(e)}`);
    return undefined;
  }
  const client = await ctx.runningClient();
  const result = await client.sendRequest(flowFromTextRequest, { text: document.getText(), name: basename(source.path) });
  if ('problems' in result) {
    const [first] = result.problems;
    const more = result.problems.length > 1 ? ` (and ${result.problems.length - 1} more)` : '';
    const at = new vscode.Position(first.line - 1, first.column - 1);
    void vscode.window.showErrorMessage(
      `${fileLabel(source)} is not a whole Flow board: ${first.message}, at line ${first.line}, column ${first.column}${more}.`, GO_TO_PROBLEM,
    ).then((choice) => {
      if (choice === GO_TO_PROBLEM) void vscode.window.showTextDocument(document, { selection: new vscode.Range(at, at) });
    });
    return undefined;
  }
  const target = vscode.Uri.joinPath(source, '..', result.fileName);
  if (!(await writeAsking(target, result.text))) return undefined;
  await vscode.window.showTextDocument(target, { preview: false, viewColumn: vscode.ViewColumn.One });
  await ctx.previews.open(target);
  return target;
}
