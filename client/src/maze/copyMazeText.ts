// ASP: Copy Maze as Text (with Path): the wall maze in front — the active instance, or the one the preview in
// front solved — as the maze library's display-maze text, put on the clipboard. The server reads the instance
// (unsaved edits too) and writes the text; this only copies it.
import * as vscode from 'vscode';
import { mazeTextRequest } from '../../../server/src/protocol';
import type { Ctx } from '../ctx';
import { fileLabel } from '../fileLabel';
import { activeClingoFile } from '../solveController';

/** Copies the maze of `target` (by default the one in front); returns the text copied, undefined when there is none. */
export async function copyMazeAsText(ctx: Ctx, withPath: boolean, target?: vscode.Uri): Promise<string | undefined> {
  const uri = target ?? mazeInFront(ctx);
  if (!uri) {
    void vscode.window.showInformationMessage('Open a wall-maze instance (.lp) or its preview to copy the maze as text.');
    return undefined;
  }
  const client = await ctx.runningClient();
  const result = await client.sendRequest(mazeTextRequest, { uri: client.code2ProtocolConverter.asUri(uri), path: withPath });
  if ('error' in result) {
    void vscode.window.showWarningMessage(`Nothing copied: ${result.error}`);
    return undefined;
  }
  await vscode.env.clipboard.writeText(result.text);
  vscode.window.setStatusBarMessage(`Copied the maze of ${fileLabel(uri)} as text${withPath ? ', its path marked *' : ''}`, 5000);
  return result.text;
}

/** The clingo file in the editor in front; while the preview is in front, the instance its answer solved. */
function mazeInFront(ctx: Ctx): vscode.Uri | undefined {
  const editor = vscode.window.activeTextEditor?.document;
  if (editor) return editor.languageId === 'clingo' ? editor.uri : undefined;
  const panel = ctx.previews.panelFor();
  return panel ? panel.instance ?? panel.uri : activeClingoFile();
}
