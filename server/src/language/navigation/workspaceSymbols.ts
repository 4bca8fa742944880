// Workspace symbols: predicates where they are defined, `#const` constants and `#program` sections, in every
// file of the workspace, matched against a query as a case-insensitive substring or subsequence.
import type { SourceFile, Workspace } from '../workspace';
import { fileIndex, sectionOf } from './fileIndex';
import { sectionLabel } from './sections';
import { SymbolKind, type SymbolInformation } from './types';

/** 0 for a prefix, 1 for a substring, 2 for a subsequence; undefined when `name` does not match. */
export function matchScore(query: string, name: string): number | undefined {
  const q = query.toLowerCase();
  const n = name.toLowerCase();
  if (n.startsWith(q)) return 0;
  if (n.includes(q)) return 1;
  let i = 0;
  for (let k = 0; k < n.length && i < q.length; k++) if (n[k] === q[i]) i++;
  return i === q.length ? 2 : undefined;
}

/** Best matches first; at most `limit` of them (an empty query lists everything up to the limit). */
export function workspaceSymbols(ws: Workspace, query: string, limit = 1000): SymbolInformation[] {
  const found: { score: number; symbol: SymbolInformation }[] = [];
  const offer = (symbol: SymbolInformation) => {
    const score = matchScore(query, symbol.name);
    if (score !== undefined) found.push({ score, symbol });
  };
  for (const file of ws.all()) for (const symbol of fileSymbols(file)) offer(symbol);
  // Files that are not open keep the symbols they had when they were read.
  for (const summary of ws.summaries()) for (const symbol of summary.symbols) offer({ ...symbol, location: { ...symbol.location, uri: summary.uri } });
  return found
    .sort((a, b) => a.score - b.score || a.symbol.name.localeCompare(b.symbol.name) || a.symbol.location.uri.localeCompare(b.symbol.location.uri))
    .slice(0, limit)
    .map((f) => f.symbol);
}

/** A file's symbols: one per predicate at its first definition, its `#const`s and its `#program` sections. */
export function fileSymbols(file: SourceFile): SymbolInformation[] {
  const out: SymbolInformation[] = [];
  const index = fileIndex(file);
  // The section is worth naming only in a file that has sections.
  const sectioned = index.sections.some((s) => s.program >= 0);
  const container = (statement: number) => {
    const section = sectioned ? sectionOf(file, statement) : undefined;
    return section ? sectionLabel(section) : undefined;
  };
  // One entry per predicate and file, at its first definition there: a fact file would otherwise flood the list.
  for (const [key, list] of index.predicates) {
    const first = list.find((p) => p.defines);
    if (first) out.push({ name: key, kind: SymbolKind.Function, location: { uri: file.uri, range: file.lines.range(first.span) }, containerName: container(first.statement) });
  }
  for (const [name, consts] of index.consts) {
    for (const c of consts) out.push({ name, kind: SymbolKind.Constant, location: { uri: file.uri, range: file.lines.range(c.statement.nameSpan) }, containerName: container(c.index) });
  }
  for (const section of index.sections) {
    if (section.program >= 0) out.push({ name: sectionLabel(section), kind: SymbolKind.Namespace, location: { uri: file.uri, range: file.lines.range(section.nameSpan) } });
  }
  return out;
}
