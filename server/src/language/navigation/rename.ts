// Rename: a predicate across the programs that share it (with its `#show p/2` signatures and its classically
// negated twin `-p`), a constant across the related files, a variable within its statement.
import { mayMentionConstant } from '../fileSummary';
import { isSummary, type ProgramFile, type SourceFile, type Workspace } from '../workspace';
import { fileIndex, statementAt } from './fileIndex';
import { placesOf, predicatePlaces, type Place } from './places';
import { symbolAt, type CursorSymbol } from './symbolAt';
import type { PrepareRenameResult, TextEdit, WorkspaceEdit } from './types';

const LOWER = /^[_']*[a-z][A-Za-z0-9_']*$/;
const UPPER = /^[_']*[A-Z][A-Za-z0-9_']*$/;
/** Words clingo's lexer reads as keywords, never as names. */
const RESERVED = new Set(['not', 'default', 'override']);

/** The word to rename and its range, or a message saying why the cursor is on nothing renameable. */
export function prepareRename(ws: Workspace, uri: string, offset: number): PrepareRenameResult | string {
  const file = ws.get(uri);
  const symbol = file && symbolAt(file, offset);
  if (!file || !symbol) return refusal(file, offset);
  return { range: file.lines.range(symbol.span), placeholder: symbol.name };
}

function refusal(file: SourceFile | undefined, offset: number): string {
  const statement = file ? statementAt(file, offset) : -1;
  if (file && statement >= 0 && file.program.statements[statement].kind === 'error') {
    return 'This statement has a syntax error: fix it before renaming what it names.';
  }
  return 'Only predicates, variables and constants can be renamed.';
}

/** Why `newName` cannot name the symbol, or undefined when it can. */
export function validateName(kind: CursorSymbol['kind'], newName: string): string | undefined {
  if (kind === 'variable') {
    return UPPER.test(newName) ? undefined : `'${newName}' is not a variable name: it must start with an uppercase letter (after any '_' or "'").`;
  }
  const what = kind === 'predicate' ? 'predicate' : 'constant';
  if (RESERVED.has(newName)) return `'${newName}' is a keyword and cannot name a ${what}.`;
  return LOWER.test(newName) ? undefined : `'${newName}' is not a ${what} name: it must start with a lowercase letter (after any '_' or "'").`;
}

/** The edits that rename the symbol at `offset` to `newName`, or a message saying why it cannot be done. */
export function rename(ws: Workspace, uri: string, offset: number, newName: string): WorkspaceEdit | string {
  const file = ws.get(uri);
  const symbol = file && symbolAt(file, offset);
  if (!file || !symbol) return refusal(file, offset);
  const invalid = validateName(symbol.kind, newName);
  if (invalid) return invalid;
  if (newName === symbol.name) return { changes: {} };
  const clash = collision(ws, file, symbol, newName);
  if (clash) return clash;
  return toEdit(placesToRename(ws, file, symbol), newName);
}

function placesToRename(ws: Workspace, file: SourceFile, symbol: CursorSymbol): Place[] {
  if (symbol.kind !== 'predicate') return placesOf(ws, file, symbol);
  // `-p` is the classical negation of `p`: renaming one alone would silently drop the constraint between them.
  const base = `${symbol.name}/${symbol.arity}`;
  return predicatePlaces(ws, predicateFiles(ws, file, base), [base, `-${base}`]);
}

/**
 * A predicate is renamed in every program that shares a file mentioning it with this one: renaming an instance's
 * `s/2` must rename it in each encoding it is solved with, and in their other instances, or those break.
 */
function predicateFiles(ws: Workspace, file: SourceFile, base: string): ProgramFile[] {
  const mentions = (f: ProgramFile) => has(f, base) || has(f, `-${base}`);
  return ws.spread(file.uri, mentions);
}

function has(f: ProgramFile, key: string): boolean {
  return isSummary(f) ? f.predicates.has(key) : fileIndex(f).predicates.has(key);
}

/** Renaming onto an existing name would merge two symbols and change what the program means. */
function collision(ws: Workspace, file: SourceFile, symbol: CursorSymbol, newName: string): string | undefined {
  switch (symbol.kind) {
    case 'variable': {
      const taken = (fileIndex(file).variables.get(symbol.statement) ?? []).some((v) => v.name === newName);
      return taken ? `${newName} already occurs in this statement.` : undefined;
    }
    case 'predicate': {
      const target = `${newName}/${symbol.arity}`;
      const taken = predicateFiles(ws, file, `${symbol.name}/${symbol.arity}`).some((f) => has(f, target) || has(f, `-${target}`));
      return taken ? `The predicate ${target} already exists.` : undefined;
    }
    case 'constant': {
      const taken = ws.related(file.uri).some((f) => {
        if (isSummary(f) && !mayMentionConstant(f, newName)) return false;
        const source = ws.load(f);
        return source !== undefined && (fileIndex(source).constants.has(newName) || fileIndex(source).consts.has(newName));
      });
      return taken ? `The constant ${newName} already exists.` : undefined;
    }
  }
}

function toEdit(places: Place[], newName: string): WorkspaceEdit {
  const changes: Record<string, TextEdit[]> = {};
  const seen = new Set<string>();
  for (const p of places) {
    const id = `${p.file.uri}#${p.span.start}`;
    if (seen.has(id)) continue;
    seen.add(id);
    (changes[p.file.uri] ??= []).push({ range: p.file.lines.range(p.span), newText: newName });
  }
  return { changes };
}
