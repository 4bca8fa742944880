// Shared by the navigation tests: workspaces from strings, offsets by needle, and the text a range covers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as nav from '../../server/src/language/navigation';
import type { Range } from '../../server/src/language/navigation';
import { Workspace } from '../../server/src/language/workspace';

export const root = join(__dirname, '..', '..', '..');

export function example(path: string): string {
  return readFileSync(join(root, 'examples', path), 'utf8');
}

export function workspace(files: Record<string, string>): Workspace {
  const ws = new Workspace();
  for (const [uri, text] of Object.entries(files)) ws.set(uri, text);
  return ws;
}

/** The offset of the `nth` occurrence (0-based) of `needle` in `text`, plus `delta`; fails loudly when absent. */
export function offsetOf(text: string, needle: string, delta = 0, nth = 0): number {
  let at = -1;
  for (let i = 0; i <= nth; i++) {
    at = text.indexOf(needle, at + 1);
    if (at < 0) throw new Error(`'${needle}' (#${nth}) not in the text`);
  }
  return at + delta;
}

/** The offset in `ws.get(uri)` of `needle`: shorthand for the common case. */
export function at(ws: Workspace, uri: string, needle: string, delta = 0, nth = 0): number {
  const file = ws.get(uri);
  if (!file) throw new Error(`no ${uri}`);
  return offsetOf(file.text, needle, delta, nth);
}

/** The text a range covers in the file (ranges must be valid for it). */
export function textOf(ws: Workspace, uri: string, range: Range): string {
  const file = ws.get(uri);
  if (!file) throw new Error(`no ${uri}`);
  return file.text.slice(file.lines.offset(range.start), file.lines.offset(range.end));
}

/** `uri:line:character` of a location, for compact assertions. */
export function where(location: { uri: string; range: Range }): string {
  return `${location.uri.slice(location.uri.lastIndexOf('/') + 1)}:${location.range.start.line}:${location.range.start.character}`;
}

/** Asks every navigation feature about the file, and at each offset: for tests that only check that nothing throws. */
export function askEverything(ws: Workspace, uri: string, offsets: number[]): void {
  const file = ws.get(uri)!;
  nav.documentSymbols(file);
  nav.foldingRanges(file);
  nav.selectionRanges(file, offsets);
  nav.semanticTokens(ws, uri);
  for (const offset of offsets) {
    nav.hover(ws, uri, offset);
    nav.definition(ws, uri, offset);
    nav.references(ws, uri, offset, true);
    nav.completions(ws, uri, offset);
    nav.documentHighlights(ws, uri, offset);
  }
}
