// Find references: every place of the symbol at the cursor, declarations optional.
import type { Workspace } from '../workspace';
import { placesOf, toLocation } from './places';
import { symbolAt } from './symbolAt';
import type { Location } from './types';

/** Predicates and constants across the related files, variables within their statement. */
export function references(ws: Workspace, uri: string, offset: number, includeDeclaration: boolean): Location[] {
  const file = ws.get(uri);
  const symbol = file && symbolAt(file, offset);
  if (!file || !symbol) return [];
  return placesOf(ws, file, symbol).filter((p) => includeDeclaration || !p.declaration).map(toLocation);
}
