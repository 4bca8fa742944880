// The clingo files the server knows, parsed, and which of them belong together as one program — the way they
// are solved together (see programs/groups): a file with what it includes, an instance with its encoding.
// Files are keyed by URI (file:///...). Open files are kept parsed; files that are not open are kept as
// summaries (see fileSummary), within a budget, and parsed again through `read` when exact places are needed.
import { dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { IncludeStatement, Program } from './ast';
import { summarize, type FileSummary } from './fileSummary';
import { LineIndex } from './lineIndex';
import { collectOccurrences, type Occurrences, updateOccurrences } from './occurrences';
import { parse } from './parser';
import { ProgramGroups, type Pairings } from './programs/groups';
import { reparseWithChange } from './parser/incremental';

export interface SourceFile {
  uri: string;
  text: string;
  program: Program;
  occurrences: Occurrences;
  lines: LineIndex;
}

/**
 * Parses `text`; given the file's previous version, re-parses only around the edit (see parser/incremental)
 * and takes over what it can of `previous`, which is not to be used after.
 */
export function parseSource(uri: string, text: string, previous?: SourceFile): SourceFile {
  const { program, change } = previous ? reparseWithChange(previous.program, previous.text, text) : { program: parse(text), change: undefined };
  const occurrences = previous && change ? updateOccurrences(previous.occurrences, program, change) : collectOccurrences(program);
  return { uri, text, program, occurrences, lines: new LineIndex(text) };
}

const includeCache = new WeakMap<SourceFile, IncludeStatement[]>();

/** The file's `#include "path"` statements (not the `<system>` ones); remembered, as most requests ask for them. */
export function includesOf(file: SourceFile): IncludeStatement[] {
  let includes = includeCache.get(file);
  if (!includes) {
    includes = [];
    for (const s of file.program.statements) if (s.kind === 'include' && !s.system) includes.push(s);
    includeCache.set(file, includes);
  }
  return includes;
}

/** The URI an `#include "path"` of `fromUri` names (relative paths are relative to the including file). */
export function resolveInclude(fromUri: string, path: string): string | undefined {
  if (!fromUri.startsWith('file:')) return undefined;
  try {
    const from = fileURLToPath(fromUri);
    return pathToFileURL(isAbsolute(path) ? path : join(dirname(from), path)).href;
  } catch {
    return undefined; // a file URI with a host (file://server/...) has no path here
  }
}

/** The URI of the folder a file is in, with its trailing slash. */
export function folderOf(uri: string): string {
  return uri.slice(0, uri.lastIndexOf('/') + 1);
}

/** A file of the program: parsed when it is open, summarised when it is not. */
export type ProgramFile = SourceFile | FileSummary;

export const isSummary = (file: ProgramFile): file is FileSummary => 'kind' in file && file.kind === 'summary';

/** The paths of a file's `#include "path"` statements, open or summarised. */
export function includePaths(file: ProgramFile): string[] {
  return isSummary(file) ? file.includes : includesOf(file).map((s) => s.path);
}

export interface WorkspaceOptions {
  /** The text of a file on disk, to parse again a file that is not open; undefined when it cannot be read. */
  read?(uri: string): string | undefined;
  /** How many entries all summaries together may hold (see FileSummary.size). */
  summaryBudget?: number;
}

/** Enough for thousands of ordinary files; a folder of generated files with distinct names stops here. */
export const SUMMARY_BUDGET = 500_000;

export class Workspace {
  private readonly files = new Map<string, ProgramFile>();
  private summarySize = 0;
  private readonly pairings = { instancesOf: new Map<string, string[]>(), encodingOf: new Map<string, string>() } satisfies Pairings;
  /** Built when first asked for after a change. */
  private groups: ProgramGroups | undefined;

  constructor(private readonly options: WorkspaceOptions = {}) {}

  /** An open file: parsed in full, and incrementally after an edit. */
  set(uri: string, text: string): SourceFile {
    const previous = this.files.get(uri);
    if (previous && !isSummary(previous) && previous.text === text) return previous;
    const file = parseSource(uri, text, previous && !isSummary(previous) ? previous : undefined);
    this.delete(uri);
    this.files.set(uri, file);
    this.groups = undefined;
    return file;
  }

  /**
   * A file that is not open: parsed once, summarised, the text and the tree dropped. False (and the file left
   * out) when its summary does not fit in the budget.
   */
  summarise(uri: string, text: string): boolean {
    this.delete(uri);
    const summary = summarize(parseSource(uri, text));
    const budget = this.options.summaryBudget ?? SUMMARY_BUDGET;
    if (this.summarySize + summary.size > budget) return false;
    this.summarySize += summary.size;
    this.files.set(uri, summary);
    this.groups = undefined;
    return true;
  }

  delete(uri: string): void {
    const file = this.files.get(uri);
    if (file && isSummary(file)) this.summarySize -= file.size;
    this.files.delete(uri);
    this.groups = undefined;
  }

  /**
   * The user's choice of instances for an encoding (an empty list: no choice, back to its folder's files).
   * True when it changed what is one program.
   */
  chooseInstances(encoding: string, instances: readonly string[]): boolean {
    const before = this.pairings.instancesOf.get(encoding);
    if (instances.length === 0 ? before === undefined : before?.join('\n') === instances.join('\n')) return false;
    if (instances.length === 0) this.pairings.instancesOf.delete(encoding);
    else this.pairings.instancesOf.set(encoding, [...instances]);
    this.groups = undefined;
    return true;
  }

  /** The encoding an instance was solved with. True when it changed what is one program. */
  solvedWith(instance: string, encoding: string): boolean {
    if (this.pairings.encodingOf.get(instance) === encoding) return false;
    this.pairings.encodingOf.set(instance, encoding);
    this.groups = undefined;
    return true;
  }

  /** An open file (or one set with `set`), parsed. */
  get(uri: string): SourceFile | undefined {
    const file = this.files.get(uri);
    return file && !isSummary(file) ? file : undefined;
  }

  /** Whether the file is known, open or summarised. */
  has(uri: string): boolean {
    return this.files.has(uri);
  }

  /** The parsed file: an open one as it is, a summarised one read and parsed again (not kept). */
  load(file: ProgramFile): SourceFile | undefined {
    if (!isSummary(file)) return file;
    const text = this.options.read?.(file.uri);
    return text === undefined ? undefined : parseSource(file.uri, text);
  }

  /** The open files. */
  all(): SourceFile[] {
    return [...this.files.values()].filter((f): f is SourceFile => !isSummary(f));
  }

  summaries(): FileSummary[] {
    return [...this.files.values()].filter(isSummary);
  }

  /** Every known file, open or summarised. */
  members(): ProgramFile[] {
    return [...this.files.values()];
  }

  /** The include targets that are not known yet, of every known file: what to read next. */
  missingIncludes(): string[] {
    const missing = new Set<string>();
    for (const file of this.files.values()) {
      for (const path of includePaths(file)) {
        const target = resolveInclude(file.uri, path);
        if (target && !this.files.has(target)) missing.add(target);
      }
    }
    return [...missing];
  }

  /** The files of every program the file is part of: the file itself first, then what it includes, then the rest. */
  related(uri: string): ProgramFile[] {
    return this.programGroups().related(uri);
  }

  /**
   * The related files, and further the programs of every related file that `mentions` the symbol (see
   * ProgramGroups.spread): what a rename edits.
   */
  spread(uri: string, mentions: (file: ProgramFile) => boolean): ProgramFile[] {
    return this.programGroups().spread(uri, mentions);
  }

  /** The related files, then the other files of its folder: what completion offers names from. */
  nearby(uri: string): ProgramFile[] {
    const related = this.related(uri);
    if (related.length === 0) return related;
    const seen = new Set(related.map((f) => f.uri));
    const folder = folderOf(uri);
    for (const file of this.files.values()) if (!seen.has(file.uri) && folderOf(file.uri) === folder) related.push(file);
    return related;
  }

  private programGroups(): ProgramGroups {
    return (this.groups ??= new ProgramGroups(this.files, this.pairings));
  }
}
