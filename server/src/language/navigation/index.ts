// The navigation and editing features, as functions of the Workspace (or one SourceFile) and an offset.
// The server converts LSP positions to offsets with `file.lines.offset(position)` and passes results through.
export { completions } from './completion';
export { definition } from './definition';
export { documentSymbols } from './documentSymbols';
export { foldingRanges } from './folding';
export { documentHighlights } from './highlights';
export { hover } from './hover';
export { references } from './references';
export { prepareRename, rename, validateName } from './rename';
export { selectionRanges } from './selectionRanges';
export { semanticTokens, semanticTokensLegend } from './semanticTokens';
export { symbolAt, type CursorSymbol } from './symbolAt';
export { workspaceSymbols } from './workspaceSymbols';
export * from './types';
