// The outline of a file: its `#program` sections and, inside each, the predicates it defines (with the
// statements that define them), its `#const`, `#show`, `#include`, `#theory` and `#script` directives.
import type { Span, Statement } from '../ast';
import { predicateKey, type PredicateOccurrence } from '../occurrences';
import type { SourceFile } from '../workspace';
import { excerpt, fileIndex } from './fileIndex';
import { sectionLabel, type Section } from './sections';
import { SymbolKind, type DocumentSymbol } from './types';

/** A fact file defines one predicate thousands of times; the outline lists the first ones. */
export const MAX_DEFINITIONS_LISTED = 200;

export function documentSymbols(file: SourceFile): DocumentSymbol[] {
  const { sections } = fileIndex(file);
  const predicates = predicateEntries(file, sections);
  // Without any `#program` the section level would only repeat "base".
  if (!sections.some((s) => s.program >= 0)) return sections.flatMap((s, i) => sectionItems(file, s, predicates[i]));
  return sections.map((section, i) => {
    const range = file.lines.range(section.span);
    return {
      name: sectionLabel(section),
      detail: section.program < 0 ? 'before the first #program' : '#program',
      kind: SymbolKind.Namespace,
      range,
      selectionRange: file.lines.range(section.nameSpan),
      children: sectionItems(file, section, predicates[i]),
    };
  });
}

interface Entry {
  start: number;
  symbol: DocumentSymbol;
}

function sectionItems(file: SourceFile, section: Section, predicates: Entry[]): DocumentSymbol[] {
  const entries: Entry[] = [];
  const { statements } = file.program;
  const node = (name: string, kind: SymbolKind, span: Span, selection: Span, detail?: string, children?: DocumentSymbol[]): Entry => ({
    start: span.start,
    symbol: { name, kind, range: file.lines.range(span), selectionRange: file.lines.range(selection), ...(detail ? { detail } : {}), ...(children ? { children } : {}) },
  });
  for (let i = section.first; i < section.end; i++) {
    const s = statements[i];
    const keyword = { start: s.start, end: Math.min(s.end, s.start + s.kind.length + 1) };
    switch (s.kind) {
      case 'const':
        entries.push(node(s.name, SymbolKind.Constant, s, s.nameSpan, `= ${excerpt(file, s.value)}`));
        break;
      case 'show':
        entries.push(node(excerpt(file, s).replace(/\.$/, ''), SymbolKind.Property, s, s.signature?.nameSpan ?? keyword));
        break;
      case 'include':
        entries.push(node(s.path, SymbolKind.File, s, s.pathSpan, '#include'));
        break;
      case 'theory': {
        const atoms = s.atoms.map((a) => node(`&${a.name}/${a.arity}`, SymbolKind.Operator, a, a.nameSpan).symbol);
        entries.push(node(s.name, SymbolKind.Class, s, s.nameSpan, '#theory', atoms));
        break;
      }
      case 'script':
        entries.push(node(`#script (${s.language})`, SymbolKind.Module, s, keyword));
        break;
      default:
        break;
    }
  }
  for (const e of predicates) entries.push(e);
  return entries.sort((a, b) => a.start - b.start).map((e) => e.symbol);
}

interface Group {
  first: PredicateOccurrence;
  statements: number[];
  selections: Span[];
}

/** Per section: one node per predicate it defines, at its first definition, spanning all of them. */
function predicateEntries(file: SourceFile, sections: Section[]): Entry[][] {
  const groups = sections.map(() => new Map<string, Group>());
  for (const list of fileIndex(file).predicates.values()) {
    let k = 0;
    for (const p of list) {
      if (!p.defines) continue;
      // The list is in source order, so its sections only ever move forward.
      while (k < sections.length && p.statement >= sections[k].end) k++;
      if (k === sections.length) break;
      const key = predicateKey(p);
      const group = groups[k].get(key) ?? { first: p, statements: [], selections: [] };
      groups[k].set(key, group);
      if (group.statements[group.statements.length - 1] === p.statement) continue;
      group.statements.push(p.statement);
      group.selections.push(p.span);
    }
  }
  return groups.map((g) => groupEntries(file, g));
}

function groupEntries(file: SourceFile, groups: Map<string, Group>): Entry[] {
  const { statements } = file.program;
  const entries: Entry[] = [];
  for (const [key, group] of groups) {
    const first = statements[group.statements[0]];
    const last = statements[group.statements[group.statements.length - 1]];
    const children = group.statements.slice(0, MAX_DEFINITIONS_LISTED).map((index, k) => definitionNode(file, statements[index], group.selections[k]));
    const count = group.statements.length;
    entries.push({
      start: first.start,
      symbol: {
        name: key,
        detail: count === 1 ? '1 definition' : `${count} definitions`,
        kind: SymbolKind.Function,
        range: file.lines.range({ start: first.start, end: last.end }),
        selectionRange: file.lines.range(group.first.span),
        children,
      },
    });
  }
  return entries;
}

function definitionNode(file: SourceFile, s: Statement, selection: Span): DocumentSymbol {
  const detail = s.kind === 'external' ? '#external'
    : s.kind === 'rule' && s.body.length === 0 && s.head?.kind === 'literal' ? 'fact' : 'rule';
  return { name: excerpt(file, s), detail, kind: SymbolKind.Method, range: file.lines.range(s), selectionRange: file.lines.range(selection) };
}
