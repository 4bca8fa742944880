// Go to definition: the declaring places of the symbol at the cursor.
import type { Workspace } from '../workspace';
import { placesOf, toLocation } from './places';
import { symbolAt } from './symbolAt';
import type { Location } from './types';

/**
 * Predicate: every head, fact and #external defining it in the related files. Constant: its `#const` (or
 * the `#program` parameter in scope). Variable: its first occurrence in the statement.
 */
export function definition(ws: Workspace, uri: string, offset: number): Location[] {
  const file = ws.get(uri);
  const symbol = file && symbolAt(file, offset);
  if (!file || !symbol) return [];
  return placesOf(ws, file, symbol).filter((p) => p.declaration).map(toLocation);
}
