// Semantic tokens for a whole file: what the grammar cannot know — which words are predicates and where they
// are defined, which constants a `#const` fixes, which names are `#program` parameters.
import type { Span } from '../ast';
import { isSummary, type ProgramFile, type SourceFile, type Workspace } from '../workspace';
import { fileIndex, parameterInScope } from './fileIndex';
import type { SemanticTokens, SemanticTokensLegend } from './types';

export const semanticTokensLegend: SemanticTokensLegend = {
  tokenTypes: ['namespace', 'parameter', 'variable', 'enumMember', 'function'],
  tokenModifiers: ['declaration', 'readonly'],
};

const TYPE = { namespace: 0, parameter: 1, variable: 2, enumMember: 3, function: 4 } as const;
const DECLARATION = 1 << 0;
const READONLY = 1 << 1;

interface Mark {
  span: Span;
  type: number;
  modifiers: number;
}

export function semanticTokens(ws: Workspace, uri: string): SemanticTokens {
  const file = ws.get(uri);
  if (!file) return { data: [] };
  return encode(file, marks(file, constNames(ws.related(uri))));
}

/** Names fixed by a `#const` in any of the related files. */
function constNames(files: ProgramFile[]): Set<string> {
  const names = new Set<string>();
  for (const f of files) for (const name of (isSummary(f) ? f.consts : fileIndex(f).consts).keys()) names.add(name);
  return names;
}

function marks(file: SourceFile, consts: Set<string>): Mark[] {
  const out: Mark[] = [];
  const { predicates, variables, constants } = file.occurrences;
  for (const p of predicates) out.push({ span: p.span, type: TYPE.function, modifiers: p.defines ? DECLARATION : 0 });
  for (const v of variables) out.push({ span: v.span, type: TYPE.variable, modifiers: 0 });
  for (const c of constants) {
    if (parameterInScope(file, c.statement, c.name)) out.push({ span: c.span, type: TYPE.parameter, modifiers: 0 });
    else out.push({ span: c.span, type: TYPE.enumMember, modifiers: consts.has(c.name) ? READONLY : 0 });
  }
  for (const s of file.program.statements) {
    if (s.kind === 'const') out.push({ span: s.nameSpan, type: TYPE.enumMember, modifiers: DECLARATION | READONLY });
    if (s.kind === 'program') {
      out.push({ span: s.nameSpan, type: TYPE.namespace, modifiers: DECLARATION });
      for (const p of s.params) out.push({ span: p.span, type: TYPE.parameter, modifiers: DECLARATION });
    }
  }
  return out.sort((a, b) => a.span.start - b.span.start);
}

/** LSP's relative encoding; drops what would overlap the previous token or span lines. */
function encode(file: SourceFile, marks: Mark[]): SemanticTokens {
  const data: number[] = [];
  let line = 0;
  let character = 0;
  let lastEnd = -1;
  for (const m of marks) {
    if (m.span.start < lastEnd || m.span.end <= m.span.start) continue;
    const start = file.lines.position(m.span.start);
    const end = file.lines.position(m.span.end);
    if (end.line !== start.line) continue;
    data.push(start.line - line, start.line === line ? start.character - character : start.character, end.character - start.character, m.type, m.modifiers);
    line = start.line;
    character = start.character;
    lastEnd = m.span.end;
  }
  return { data };
}
