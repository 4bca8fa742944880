// The LSP shapes the navigation features return, declared here so that the language core imports nothing from
// vscode-languageserver: what matters is the JSON, and these interfaces match it field for field. The server
// passes the results through unchanged.
import type { Position } from '../lineIndex';

export type { Position };

export interface Range {
  start: Position;
  end: Position;
}

export interface Location {
  uri: string;
  range: Range;
}

/** LSP SymbolKind (the subset used here). */
export const SymbolKind = {
  File: 1,
  Module: 2,
  Namespace: 3,
  Class: 5,
  Method: 6,
  Property: 7,
  Function: 12,
  Variable: 13,
  Constant: 14,
  Operator: 25,
  TypeParameter: 26,
} as const;
export type SymbolKind = (typeof SymbolKind)[keyof typeof SymbolKind];

export interface DocumentSymbol {
  name: string;
  detail?: string;
  kind: SymbolKind;
  range: Range;
  selectionRange: Range;
  children?: DocumentSymbol[];
}

/** LSP SymbolInformation, the answer to workspace/symbol. */
export interface SymbolInformation {
  name: string;
  kind: SymbolKind;
  location: Location;
  containerName?: string;
}

export interface MarkupContent {
  kind: 'markdown' | 'plaintext';
  value: string;
}

export interface Hover {
  contents: MarkupContent;
  range?: Range;
}

export interface TextEdit {
  range: Range;
  newText: string;
}

/** LSP WorkspaceEdit in its `changes` form: edits per document URI. */
export interface WorkspaceEdit {
  changes: Record<string, TextEdit[]>;
}

export interface PrepareRenameResult {
  range: Range;
  placeholder: string;
}

export const DocumentHighlightKind = { Text: 1, Read: 2, Write: 3 } as const;
export type DocumentHighlightKind = (typeof DocumentHighlightKind)[keyof typeof DocumentHighlightKind];

export interface DocumentHighlight {
  range: Range;
  kind: DocumentHighlightKind;
}

/** LSP CompletionItemKind (the subset used here). */
export const CompletionItemKind = {
  Function: 3,
  Variable: 6,
  Keyword: 14,
  EnumMember: 20,
  Constant: 21,
  TypeParameter: 25,
} as const;
export type CompletionItemKind = (typeof CompletionItemKind)[keyof typeof CompletionItemKind];

export const InsertTextFormat = { PlainText: 1, Snippet: 2 } as const;
export type InsertTextFormat = (typeof InsertTextFormat)[keyof typeof InsertTextFormat];

export interface CompletionItem {
  label: string;
  kind: CompletionItemKind;
  detail?: string;
  sortText?: string;
  filterText?: string;
  insertText?: string;
  insertTextFormat?: InsertTextFormat;
  /** Replaces the typed prefix (e.g. `#sh`), so that the result does not depend on the editor's word pattern. */
  textEdit?: TextEdit;
}

export type FoldingRangeKind = 'comment' | 'region' | 'imports';

export interface FoldingRange {
  startLine: number;
  endLine: number;
  kind?: FoldingRangeKind;
}

export interface SelectionRange {
  range: Range;
  parent?: SelectionRange;
}

export interface SemanticTokensLegend {
  tokenTypes: string[];
  tokenModifiers: string[];
}

/** LSP SemanticTokens: five integers per token, relative to the previous one. */
export interface SemanticTokens {
  data: number[];
}
