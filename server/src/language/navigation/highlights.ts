// Document highlights: the symbol at the cursor wherever it occurs in this file.
import type { Workspace } from '../workspace';
import { placesOf } from './places';
import { symbolAt } from './symbolAt';
import { DocumentHighlightKind, type DocumentHighlight } from './types';

/** Predicates and constants: Write where defined (heads, facts, #external, `#const`), Read elsewhere. */
export function documentHighlights(ws: Workspace, uri: string, offset: number): DocumentHighlight[] {
  const file = ws.get(uri);
  const symbol = file && symbolAt(file, offset);
  if (!file || !symbol) return [];
  // A variable is not assigned anywhere: its first occurrence is where it is bound, still a plain Text mark.
  const kind = (declaration: boolean) => (symbol.kind === 'variable' ? DocumentHighlightKind.Text
    : declaration ? DocumentHighlightKind.Write : DocumentHighlightKind.Read);
  return placesOf(ws, file, symbol, [file]).map((p) => ({ range: file.lines.range(p.span), kind: kind(p.declaration) }));
}
