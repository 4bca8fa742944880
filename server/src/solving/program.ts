// The program text a solver is given, assembled from files. clingo-wasm has no file system, so `#include`s
// are inlined here: each included file once (relative to the file that includes it), cycles reported, and
// every line of the result remembers the file and line it came from, so that clingo's `-:LINE:COL`
// positions can be mapped back. Native clingo gets the same text on stdin: unsaved editor contents count,
// and both engines report positions the same way.
import type { Program } from '../language/ast';
import { parse } from '../language/parser';
import { LineIndex } from '../language/lineIndex';
import { resolveInclude } from '../language/workspace';

/** A file's text and, when the caller has it already, its parsed program. */
export interface SourceText {
  text: string;
  program?: Program;
}

/** Why a file has no text: "no such file", "not a regular file"… */
export interface ReadFailure {
  error: string;
}

/** Reads a file by URI: an open editor's text first, else the disk; undefined when there is no such file. */
export type ReadSource = (uri: string) => SourceText | ReadFailure | undefined;

/** A run of lines of the assembled text that come from one file (or that the assembly added itself). */
interface Segment {
  /** undefined for lines the assembly added (a `#program base.` between files). */
  uri: string | undefined;
  /** 0-based line of the assembled text where the segment starts. */
  firstLine: number;
  lineCount: number;
  /** The segment's lines as clingo counts them (split at `\n` only), to turn its byte columns into characters. */
  lines: string[];
  /** Where each of `lines` starts, and positions as the editor counts lines (`\r` too): made when a message needs them. */
  starts?: number[];
  index?: LineIndex;
}

/** A position in a file: 0-based line, 0-based character (UTF-16) column, as LSP counts. */
export interface FilePosition {
  line: number;
  character: number;
}

export interface FileRange {
  uri: string;
  start: FilePosition;
  end: FilePosition;
}

/** Something wrong with the files themselves (a missing include, a cycle), found before solving. */
export interface AssemblyProblem {
  severity: 'error' | 'warning';
  message: string;
  range: FileRange;
}

export interface AssembledProgram {
  text: string;
  /** The files that went into the text, in order. */
  files: string[];
  problems: AssemblyProblem[];
  segments: readonly Segment[];
  /** Why given files that are not in `files` could not be read, by URI. */
  unreadable: ReadonlyMap<string, string>;
}

/** Assembles the given files (for example an encoding and an instance) with what they include. */
export function assembleProgram(entries: readonly string[], readFile: ReadSource): AssembledProgram {
  const cache = new Map<string, SourceText | undefined>();
  const unreadable = new Map<string, string>();
  const read = (uri: string) => {
    if (!cache.has(uri)) {
      const got = readFile(uri);
      if (got && 'error' in got) unreadable.set(uri, got.error);
      cache.set(uri, got && 'text' in got ? got : undefined);
    }
    return cache.get(uri);
  };
  const segments: Segment[] = [];
  const problems: AssemblyProblem[] = [];
  const files: string[] = [];
  const done = new Set<string>();
  let lineCount = 0;
  let previousHadSections = false;

  const push = (uri: string | undefined, text: string) => {
    const lines = text.split('\n');
    segments.push({ uri, firstLine: lineCount, lineCount: lines.length, lines });
    lineCount += lines.length;
  };

  /** `stack` is the chain of includes that led here, to name a cycle. */
  const add = (uri: string, stack: string[]) => {
    done.add(uri);
    const source = read(uri);
    if (!source) return;
    files.push(uri);
    // Includes and sections are `#` directives: a text without a `#` (a large instance of facts) is not parsed.
    const statements = (source.program ?? (source.text.includes('#') ? parse(source.text) : undefined))?.statements ?? [];
    let text = source.text;
    const included: string[] = [];
    let hasSections = false;
    let index: LineIndex | undefined;
    // Blank out the include directives in place (spaces keep every other position), then append the files
    // they name after this one: a program's meaning does not depend on the order of its statements.
    for (const s of [...statements].reverse()) {
      if (s.kind === 'program') hasSections = true;
      if (s.kind !== 'include' || s.system) continue;
      const target = resolveInclude(uri, s.path);
      const range: FileRange = { uri, ...(index ??= new LineIndex(source.text)).range(s.pathSpan) };
      if (!target || !read(target)) {
        const why = target && unreadable.get(target);
        problems.push({ severity: 'error', message: `file could not be opened: ${s.path}${why ? ` (${why})` : ''}`, range });
        continue;
      }
      text = text.slice(0, s.start) + source.text.slice(s.start, s.end).replace(/[^\r\n]/g, ' ') + text.slice(s.end);
      const chain = [...stack, uri];
      if (chain.includes(target)) {
        const cycle = [...chain.slice(chain.indexOf(target)), target].map(baseName).join(' → ');
        problems.push({ severity: 'warning', message: `include cycle: ${cycle}; each file is read once`, range });
      } else if (!done.has(target)) {
        included.unshift(target);
        done.add(target);
      }
    }
    // A file starts in the base section; if the one before it opened another section, go back to base.
    if (previousHadSections) push(undefined, '#program base.');
    push(uri, text);
    previousHadSections = hasSections;
    for (const target of included) {
      done.delete(target);
      add(target, [...stack, uri]);
    }
  };

  for (const uri of entries) if (!done.has(uri)) add(uri, []);
  return { text: segments.map((s) => s.lines.join('\n')).join('\n'), files, problems, segments, unreadable };
}

/**
 * Where clingo's position (1-based line and byte column of the assembled text, end column exclusive) is in
 * the files; undefined for lines the assembly added or positions past the text.
 */
export function locateInFiles(
  program: AssembledProgram, line: number, column: number, endLine = line, endColumn = column,
): FileRange | undefined {
  const start = locate(program.segments, line - 1, column - 1);
  if (!start) return undefined;
  const end = locate(program.segments, endLine - 1, endColumn - 1);
  const sameFile = end && end.segment === start.segment;
  const index = (start.segment.index ??= new LineIndex(start.segment.lines.join('\n')));
  const from = index.position(start.offset);
  // A range that runs into another file ends with the line it starts on.
  const to = index.position(sameFile ? end.offset : index.offset({ line: from.line, character: Number.MAX_SAFE_INTEGER }));
  return { uri: start.segment.uri!, start: from, end: to };
}

function locate(segments: readonly Segment[], line: number, byteColumn: number) {
  // An error at the end of a text without a final newline ("unexpected EOF") is reported on the line after
  // the last: it belongs at the end of the last file.
  const last = segments[segments.length - 1];
  if (last && line >= last.firstLine + last.lineCount && last.uri !== undefined) {
    return { segment: last, offset: offsetOf(last, last.lineCount - 1) + last.lines[last.lineCount - 1].length };
  }
  let low = 0;
  let high = segments.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const s = segments[mid];
    if (line < s.firstLine) high = mid - 1;
    else if (line >= s.firstLine + s.lineCount) low = mid + 1;
    else {
      if (s.uri === undefined) return undefined;
      const local = line - s.firstLine;
      return { segment: s, offset: offsetOf(s, local) + charColumn(s.lines[local], byteColumn) };
    }
  }
  return undefined;
}

/** Where the segment's line (as clingo counts lines) starts in its text. */
function offsetOf(segment: Segment, line: number): number {
  if (!segment.starts) {
    const starts = (segment.starts = new Array<number>(segment.lines.length));
    for (let i = 0, offset = 0; i < segment.lines.length; offset += segment.lines[i].length + 1, i++) starts[i] = offset;
  }
  return segment.starts[line];
}

/** clingo counts columns in UTF-8 bytes; LSP in UTF-16 code units. */
function charColumn(text: string, byteColumn: number): number {
  let bytes = 0;
  let i = 0;
  while (i < text.length && bytes < byteColumn) {
    const code = text.codePointAt(i)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    i += code >= 0x10000 ? 2 : 1;
  }
  return i + Math.max(0, byteColumn - bytes);
}


function baseName(uri: string): string {
  return decodeURIComponent(uri.slice(uri.lastIndexOf('/') + 1));
}
