// Hover: what the word under the cursor is — a predicate's signature, documentation and how much it is used,
// a variable's count in its statement, a constant's value.
import { isSummary, type ProgramFile, type SourceFile, type Workspace } from '../workspace';
import { docCommentAbove } from './docComment';
import { excerpt, fileIndex, parameterInScope } from './fileIndex';
import { codeBlock, plainText } from './markdown';
import { sectionLabel } from './sections';
import { symbolAt, type CursorSymbol } from './symbolAt';
import type { Hover } from './types';

const code = (text: string) => codeBlock(text);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function hover(ws: Workspace, uri: string, offset: number): Hover | undefined {
  const file = ws.get(uri);
  const symbol = file && symbolAt(file, offset);
  if (!file || !symbol) return undefined;
  const value = describe(ws, file, symbol);
  return { contents: { kind: 'markdown', value }, range: file.lines.range(symbol.span) };
}

function describe(ws: Workspace, file: SourceFile, symbol: CursorSymbol): string {
  switch (symbol.kind) {
    case 'predicate':
      return describePredicate(ws.related(file.uri), symbol.key);
    case 'variable': {
      const count = (fileIndex(file).variables.get(symbol.statement) ?? []).filter((v) => v.name === symbol.name).length;
      return `${code(symbol.name)}\nVariable: ${count === 1 ? 'occurs once' : `${count} occurrences`} in this statement.`;
    }
    case 'constant':
      return describeConstant(ws.related(file.uri), file, symbol);
  }
}

function describePredicate(files: ProgramFile[], key: string): string {
  // Counted rather than listed as places: a predicate of a large instance has tens of thousands.
  let definitions = 0;
  let uses = 0;
  let fileCount = 0;
  let doc: string | undefined;
  for (const file of files) {
    if (isSummary(file)) {
      const summary = file.predicates.get(key);
      if (!summary) continue;
      fileCount++;
      definitions += summary.definitions;
      uses += summary.uses;
      doc ??= summary.doc;
      continue;
    }
    const occurrences = fileIndex(file).predicate(key);
    if (occurrences.length > 0) fileCount++;
    for (const p of occurrences) {
      if (!p.defines) {
        uses++;
        continue;
      }
      definitions++;
      // The first definition that carries a comment: facts in a data file seldom do, the rules that explain them do.
      if (doc === undefined && file.program.comments.length > 0) doc = docCommentAbove(file, file.program.statements[p.statement].start);
    }
  }
  const defs = definitions ? plural(definitions, 'definition') : 'no definition';
  const where = files.length > 1 ? ` in ${plural(fileCount, 'file')}` : '';
  return [code(key), ...(doc ? [plainText(doc)] : []), `${defs}, ${plural(uses, 'use')}${where}`].join('\n\n---\n\n');
}

function describeConstant(files: ProgramFile[], file: SourceFile, symbol: Extract<CursorSymbol, { kind: 'constant' }>): string {
  const scope = parameterInScope(file, symbol.statement, symbol.name);
  if (scope) return `${code(symbol.name)}\nParameter of \`#program ${sectionLabel(scope.section)}\`.`;
  const definitions = files.flatMap((f) => (isSummary(f)
    ? (f.consts.get(symbol.name) ?? []).map((c) => c.long)
    : (fileIndex(f).consts.get(symbol.name) ?? []).map((c) => excerpt(f, c.statement, 120))));
  if (!definitions.length) return `${code(symbol.name)}\nSymbolic constant (no \`#const\` gives it a value).`;
  return code(definitions.join('\n'));
}
