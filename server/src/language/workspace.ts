// The clingo files the server knows, parsed, and which of them belong together: a file, what it includes
// (transitively), and the other .lp files of its folder — together they form the program clingo would see
// when they are passed to it side by side, so a predicate defined in one is defined for the others.
// Files are keyed by URI (file:///...); this module reads nothing from disk itself.
import { dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { IncludeStatement, Program } from './ast';
import { LineIndex } from './lineIndex';
import { collectOccurrences, type Occurrences, updateOccurrences } from './occurrences';
import { parse } from './parser';
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
  const from = fileURLToPath(fromUri);
  return pathToFileURL(isAbsolute(path) ? path : join(dirname(from), path)).href;
}

function folderOf(uri: string): string {
  return uri.slice(0, uri.lastIndexOf('/') + 1);
}

export class Workspace {
  private readonly files = new Map<string, SourceFile>();

  set(uri: string, text: string): SourceFile {
    const previous = this.files.get(uri);
    if (previous?.text === text) return previous;
    const file = parseSource(uri, text, previous);
    this.files.set(uri, file);
    return file;
  }

  delete(uri: string): void {
    this.files.delete(uri);
  }

  get(uri: string): SourceFile | undefined {
    return this.files.get(uri);
  }

  all(): SourceFile[] {
    return [...this.files.values()];
  }

  /** The file itself first, then what it includes (transitively) and the other .lp files of its folder. */
  related(uri: string): SourceFile[] {
    const start = this.files.get(uri);
    if (!start) return [];
    const seen = new Set<string>([uri]);
    const result = [start];
    const visit = (file: SourceFile) => {
      for (const s of includesOf(file)) {
        const target = resolveInclude(file.uri, s.path);
        const included = target ? this.files.get(target) : undefined;
        if (included && !seen.has(included.uri)) {
          seen.add(included.uri);
          result.push(included);
          visit(included);
        }
      }
    };
    visit(start);
    const folder = folderOf(uri);
    for (const file of this.files.values()) {
      if (!seen.has(file.uri) && folderOf(file.uri) === folder && file.uri.endsWith('.lp')) {
        seen.add(file.uri);
        result.push(file);
        visit(file);
      }
    }
    return result;
  }
}
