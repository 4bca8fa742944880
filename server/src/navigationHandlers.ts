// Connects the navigation features of the language core to LSP requests. Each handler converts the position to
// an offset, calls a pure function and passes its LSP-shaped result through; refusals become errors the editor
// shows (rename of a keyword, say).
import {
  ErrorCodes, ResponseError, type Connection, type Position, type ServerCapabilities,
} from 'vscode-languageserver';
import * as nav from './language/navigation';
import type { SourceFile, Workspace } from './language/workspace';

export const navigationCapabilities: ServerCapabilities = {
  documentSymbolProvider: true,
  workspaceSymbolProvider: true,
  hoverProvider: true,
  definitionProvider: true,
  referencesProvider: true,
  renameProvider: { prepareProvider: true },
  documentHighlightProvider: true,
  completionProvider: { triggerCharacters: ['#'] },
  semanticTokensProvider: { legend: nav.semanticTokensLegend, full: true },
  foldingRangeProvider: true,
  selectionRangeProvider: true,
};

/** What the client said it can take, in its `initialize` request. */
export interface ClientAbilities {
  snippets: boolean;
}

/**
 * `current()` brings the workspace up to date with the latest edits before a request reads it; `client()` is what
 * the client can take, known once it has initialised.
 */
export function registerNavigation(connection: Connection, current: () => Workspace, client: () => ClientAbilities): void {
  /** The file and the offset of a position in it; undefined for a file the server does not know. */
  const at = (uri: string, position: Position): [SourceFile, number] | undefined => {
    const file = current().get(uri);
    return file ? [file, file.lines.offset(position)] : undefined;
  };
  const refused = (message: string) => new ResponseError(ErrorCodes.InvalidRequest, message);

  connection.onDocumentSymbol(({ textDocument }) => {
    const file = current().get(textDocument.uri);
    return file ? nav.documentSymbols(file) : [];
  });
  connection.onWorkspaceSymbol(({ query }) => nav.workspaceSymbols(current(), query));
  connection.onHover(({ textDocument, position }) => {
    const found = at(textDocument.uri, position);
    return found ? nav.hover(current(), textDocument.uri, found[1]) ?? null : null;
  });
  connection.onDefinition(({ textDocument, position }) => {
    const found = at(textDocument.uri, position);
    return found ? nav.definition(current(), textDocument.uri, found[1]) : [];
  });
  connection.onReferences(({ textDocument, position, context }) => {
    const found = at(textDocument.uri, position);
    return found ? nav.references(current(), textDocument.uri, found[1], context.includeDeclaration) : [];
  });
  connection.onPrepareRename(({ textDocument, position }) => {
    const found = at(textDocument.uri, position);
    if (!found) return null;
    const result = nav.prepareRename(current(), textDocument.uri, found[1]);
    if (typeof result === 'string') throw refused(result);
    return result;
  });
  connection.onRenameRequest(({ textDocument, position, newName }) => {
    const found = at(textDocument.uri, position);
    if (!found) return null;
    const result = nav.rename(current(), textDocument.uri, found[1], newName);
    if (typeof result === 'string') throw refused(result);
    return result;
  });
  connection.onDocumentHighlight(({ textDocument, position }) => {
    const found = at(textDocument.uri, position);
    return found ? nav.documentHighlights(current(), textDocument.uri, found[1]) : [];
  });
  connection.onCompletion(({ textDocument, position }) => {
    const found = at(textDocument.uri, position);
    return found ? nav.completions(current(), textDocument.uri, found[1], { snippets: client().snippets }) : [];
  });
  connection.languages.semanticTokens.on(({ textDocument }) => nav.semanticTokens(current(), textDocument.uri));
  connection.onFoldingRanges(({ textDocument }) => {
    const file = current().get(textDocument.uri);
    return file ? nav.foldingRanges(file) : [];
  });
  connection.onSelectionRanges(({ textDocument, positions }) => {
    const file = current().get(textDocument.uri);
    return file ? nav.selectionRanges(file, positions.map((p) => file.lines.offset(p))) : [];
  });
}
