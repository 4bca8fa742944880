// Wires editing a board from the preview to the connection. The client sends the instance's text as its editor
// has it, so that the edits fit the very text they are applied to; the work is in puzzles/editBoard.ts.
import type { Connection } from 'vscode-languageserver';
import { boardViewRequest, editBoardRequest } from './protocol';
import { boardView, editBoard } from './puzzles/editBoard';

export function registerBoardEditing(connection: Connection): void {
  connection.onRequest(editBoardRequest, (params) => editBoard(params?.uri, params?.text, params?.edit));
  connection.onRequest(boardViewRequest, (params) => {
    const view = boardView(params?.uri, params?.text);
    return view ? { view } : {};
  });
}
