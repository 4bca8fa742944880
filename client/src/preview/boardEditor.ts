// A click in the preview's edit mode, made a change of the instance: the server says what text to change (it knows
// the puzzle's facts); this applies it to the document as one workspace edit, which Undo in the editor takes back,
// and shows the file beside the preview so that the change is seen. The edit is computed on the document's text
// as it is and applied only to that same version: a document that changed meanwhile is left alone.
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { boardViewRequest, editBoardRequest, type BoardEdit, type View } from '../../../server/src/protocol';

export type EditOutcome = { description: string; colour?: string } | { error: string };

export async function editInstance(client: LanguageClient, instance: vscode.Uri, edit: BoardEdit): Promise<EditOutcome> {
  const document = await vscode.workspace.openTextDocument(instance);
  const version = document.version;
  const result = await client.sendRequest(editBoardRequest, { uri: document.uri.toString(), text: document.getText(), edit });
  if ('error' in result) return result;
  if (document.version !== version) return { error: 'the file changed while the edit was made: click again' };
  const change = new vscode.WorkspaceEdit();
  for (const e of result.edits) {
    const { start, end } = e.range;
    change.replace(document.uri, new vscode.Range(start.line, start.character, end.line, end.character), e.newText);
  }
  if (!(await vscode.workspace.applyEdit(change))) return { error: 'the file could not be changed' };
  // The change in view, without taking the keyboard from the preview.
  const shown = vscode.window.visibleTextEditors.some((e) => e.document.uri.toString() === document.uri.toString());
  if (!shown) await vscode.window.showTextDocument(document, { viewColumn: vscode.ViewColumn.One, preserveFocus: true, preview: false });
  return { description: result.description, ...(result.colour ? { colour: result.colour } : {}) };
}

/** The instance's board as its document says now, without an answer; undefined when it is no board. */
export async function boardOf(client: LanguageClient, instance: vscode.Uri): Promise<View | undefined> {
  const document = await vscode.workspace.openTextDocument(instance);
  const { view } = await client.sendRequest(boardViewRequest, { uri: document.uri.toString(), text: document.getText() });
  return view;
}
