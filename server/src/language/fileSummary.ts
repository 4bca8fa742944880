// What the cross-file features need from a file that is not open, computed in one pass over its parse, after
// which the text and the syntax tree are dropped: a summary is a few entries per predicate, constant and
// section, however many facts the file holds. Exact places (references, rename) are found by parsing the file
// again when a request asks for them (see Workspace.load).
import type { ConstStatement } from './ast';
import { indexFile, type FileIndex as AnalysisIndex } from './analysis/fileIndex';
import { docCommentAbove } from './navigation/docComment';
import { excerpt, fileIndex } from './navigation/fileIndex';
import { fileSymbols } from './navigation/workspaceSymbols';
import type { SymbolInformation } from './navigation/types';
import { roleOf, type FileRole } from './programs/roles';
import type { SourceFile } from './workspace';

export interface PredicateSummary {
  definitions: number;
  uses: number;
  /** The comment above the first definition that has one. */
  doc?: string;
}

export interface ConstSummary {
  statement: ConstStatement;
  /** 0-based line of the statement, for messages that name where it is. */
  line: number;
  /** The statement as hover (120 characters) and completion (60) show it. */
  long: string;
  short: string;
}

export interface FileSummary {
  kind: 'summary';
  uri: string;
  /** Paths of its `#include "path"` statements. */
  includes: string[];
  /** Instance or rules, and the encoding it names: what decides which files it is one program with. */
  role: FileRole;
  analysis: AnalysisIndex;
  /** By predicateKey (`p/2`, `-p/2`). */
  predicates: Map<string, PredicateSummary>;
  /**
   * Symbolic constants that occur in it (its #const names are in `consts`); undefined when there are more than
   * MAX_CONSTANTS, as in an instance whose cells are named: then it may hold any, and is parsed to find out.
   */
  constants?: Set<string>;
  consts: Map<string, ConstSummary[]>;
  /** Its workspace symbols, as fileSymbols gives them. */
  symbols: SymbolInformation[];
  /** How many entries the summary holds, for the workspace's budget. */
  size: number;
}

/**
 * A copy that shares no memory with the file's text: V8 keeps the whole text alive for a string cut from it,
 * and the summary outlives the text.
 */
function detached<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function detachedKeys<V>(map: Map<string, V>): Map<string, V> {
  return new Map([...map].map(([k, v]) => [detached(k), v]));
}

const MAX_CONSTANTS = 2000;

/** Whether the file may mention the symbolic constant `name` (see FileSummary.constants). */
export function mayMentionConstant(summary: FileSummary, name: string): boolean {
  return !summary.constants || summary.constants.has(name) || summary.consts.has(name);
}

export function summarize(file: SourceFile): FileSummary {
  const index = fileIndex(file);
  const predicates = new Map<string, PredicateSummary>();
  const commented = file.program.comments.length > 0;
  for (const [key, list] of index.predicates) {
    const entry: PredicateSummary = { definitions: 0, uses: 0 };
    for (const p of list) {
      if (!p.defines) {
        entry.uses++;
        continue;
      }
      entry.definitions++;
      if (commented && entry.doc === undefined) entry.doc = docCommentAbove(file, file.program.statements[p.statement].start);
    }
    if (entry.doc !== undefined) entry.doc = detached(entry.doc);
    predicates.set(detached(key), entry);
  }
  const consts = new Map<string, ConstSummary[]>();
  for (const [name, list] of index.consts) {
    consts.set(detached(name), detached(list.map(({ statement }) => ({
      statement, line: file.lines.position(statement.start).line, long: excerpt(file, statement, 120), short: excerpt(file, statement),
    }))));
  }
  const includes: string[] = [];
  for (const s of file.program.statements) if (s.kind === 'include' && !s.system) includes.push(detached(s.path));
  const constants = index.constants.size > MAX_CONSTANTS ? undefined : new Set([...index.constants.keys()].map(detached));
  const symbols = detached(fileSymbols(file));
  const own = indexFile(file);
  const role = detached(roleOf(file));
  const analysis: AnalysisIndex = { defined: detachedKeys(own.defined), occurring: detachedKeys(own.occurring), consts: detached(own.consts), theoryAtoms: detachedKeys(own.theoryAtoms) };
  const size = role.needs.length + predicates.size + consts.size + (constants?.size ?? 0) + symbols.length + includes.length;
  return { kind: 'summary', uri: file.uri, includes, role, analysis, predicates, ...(constants ? { constants } : {}), consts, symbols, size };
}
