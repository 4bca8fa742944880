// Every place where the symbol under the cursor occurs, with whether the place declares it. Definitions,
// references, highlights and rename are all filters over this list.
import type { Span } from '../ast';
import { mayMentionConstant } from '../fileSummary';
import { isSummary, type ProgramFile, type SourceFile, type Workspace } from '../workspace';
import { fileIndex, parameterInScope } from './fileIndex';
import type { CursorSymbol } from './symbolAt';
import type { Location } from './types';

export interface Place {
  file: SourceFile;
  span: Span;
  /** A head, fact or #external for predicates; `#const` or `#program` parameter for constants; the first occurrence for variables. */
  declaration: boolean;
  /** Index of the statement in `file.program.statements`. */
  statement: number;
}

export function toLocation(place: Place): Location {
  return { uri: place.file.uri, range: place.file.lines.range(place.span) };
}

/**
 * The files among `files` that `mentions` picks, parsed: a file that is not open is read again, once for all
 * the keys asked about, and only when its summary mentions one of them.
 */
function* parsed(ws: Workspace, files: ProgramFile[], mentions: (summary: Extract<ProgramFile, { kind: 'summary' }>) => boolean): Generator<SourceFile> {
  for (const file of files) {
    if (isSummary(file) && !mentions(file)) continue;
    const source = ws.load(file);
    if (source) yield source;
  }
}

/** The places of the predicates `keys` (`p/2`, `-p/2`), file by file, in each file key by key. */
export function predicatePlaces(ws: Workspace, files: ProgramFile[], keys: string[]): Place[] {
  const out: Place[] = [];
  for (const file of parsed(ws, files, (s) => keys.some((k) => s.predicates.has(k)))) {
    for (const key of keys) {
      for (const p of fileIndex(file).predicate(key)) out.push({ file, span: p.span, declaration: p.defines, statement: p.statement });
    }
  }
  return out;
}

export function variablePlaces(file: SourceFile, statement: number, name: string): Place[] {
  const same = (fileIndex(file).variables.get(statement) ?? []).filter((v) => v.name === name);
  return same.map((v, i) => ({ file, span: v.span, declaration: i === 0, statement }));
}

/**
 * A constant is the same across the related files, except where a `#program` parameter of that name is in
 * scope: there the name is the parameter, local to its section.
 */
export function constantPlaces(ws: Workspace, files: ProgramFile[], origin: SourceFile, statement: number, name: string): Place[] {
  const scope = parameterInScope(origin, statement, name);
  if (scope) {
    const { section, span } = scope;
    const uses = (fileIndex(origin).constants.get(name) ?? []).filter((c) => c.statement >= section.first && c.statement < section.end);
    return [
      { file: origin, span, declaration: true, statement: section.program },
      ...uses.map((c) => ({ file: origin, span: c.span, declaration: false, statement: c.statement })),
    ];
  }
  const out: Place[] = [];
  for (const file of parsed(ws, files, (s) => mayMentionConstant(s, name))) {
    const index = fileIndex(file);
    const here: Place[] = (index.consts.get(name) ?? []).map((c) => ({ file, span: c.statement.nameSpan, declaration: true, statement: c.index }));
    for (const c of index.constants.get(name) ?? []) {
      if (!parameterInScope(file, c.statement, name)) here.push({ file, span: c.span, declaration: false, statement: c.statement });
    }
    // No spread: a fact file can hold more places than a call has room for arguments.
    for (const place of here.sort((a, b) => a.span.start - b.span.start)) out.push(place);
  }
  return out;
}

/** The places of `symbol`, found at the cursor in `file`, among `files` (by default the files related to it). */
export function placesOf(ws: Workspace, file: SourceFile, symbol: CursorSymbol, files: ProgramFile[] = ws.related(file.uri)): Place[] {
  switch (symbol.kind) {
    case 'predicate':
      return predicatePlaces(ws, files, [symbol.key]);
    case 'variable':
      return variablePlaces(file, symbol.statement, symbol.name);
    case 'constant':
      return constantPlaces(ws, files, file, symbol.statement, symbol.name);
  }
}
