// Wires the language server's handlers to the connection. The language logic lives in modules that know
// nothing of the connection, so that unit tests and the command line can call them directly.
import { TextDocuments, TextDocumentSyncKind, type Connection, type InitializeResult } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';

export interface ServerInfo {
  name: string;
  version: string;
}

export function startServer(connection: Connection, info: ServerInfo): void {
  const documents = new TextDocuments(TextDocument);

  connection.onInitialize((): InitializeResult => ({
    serverInfo: info,
    capabilities: {
      textDocumentSync: TextDocumentSyncKind.Incremental,
    },
  }));

  documents.listen(connection);
}
