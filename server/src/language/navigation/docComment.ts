// The comment that documents a statement: a `%* ... *%` block or a run of `%` lines directly above it (no
// blank line between), each on a line of its own (a comment after code on its line belongs to that code).
import type { Comment } from '../tokens';
import type { SourceFile } from '../workspace';
import { lastAtOrBefore } from './search';

/** Only blanks between the line's start and `offset`; scans backwards so that a long line costs nothing. */
function startsLine(text: string, offset: number): boolean {
  let i = offset - 1;
  while (i >= 0 && (text[i] === ' ' || text[i] === '\t' || text[i] === '\r')) i--;
  return i < 0 || text[i] === '\n';
}

/** True when only whitespace with at most one line break separates `from` and `to`. */
function adjacent(file: SourceFile, from: number, to: number): boolean {
  // Lines first: the gap is then short, whereas a comment far above would make it as long as the file.
  if (file.lines.position(to).line - file.lines.position(from).line > 1) return false;
  return file.text.slice(from, to).trim() === '';
}

/** Index of the last comment ending at or before `offset`, or -1. */
function lastCommentBefore(comments: Comment[], offset: number): number {
  return lastAtOrBefore(comments, (c) => c.end, offset);
}

const isLineDoc = (c: Comment) => !c.block && !c.text.startsWith('#!');

/** The documentation above the statement starting at `statementStart`, markers stripped; undefined if none. */
export function docCommentAbove(file: SourceFile, statementStart: number): string | undefined {
  const { text } = file;
  const comments = file.program.comments;
  if (!startsLine(text, statementStart)) return undefined;
  let i = lastCommentBefore(comments, statementStart);
  if (i < 0 || !adjacent(file, comments[i].end, statementStart) || !startsLine(text, comments[i].start)) return undefined;
  const last = comments[i];
  if (last.block) return clean(stripBlock(last.text));
  if (!isLineDoc(last)) return undefined;
  const lines = [last.text];
  for (i--; i >= 0; i--) {
    const c = comments[i];
    if (!isLineDoc(c) || !startsLine(text, c.start) || !adjacent(file, c.end, comments[i + 1].start)) break;
    lines.push(c.text);
  }
  return clean(lines.reverse().map((l) => l.replace(/^%+ ?/, '').trimEnd()));
}

function stripBlock(text: string): string[] {
  const inner = text.replace(/^%\*+/, '').replace(/\*+%$/, '');
  const lines = inner.split('\n').map((l) => l.trimEnd());
  // Indentation common to the continuation lines (the first line follows '%*' and has its own).
  const indent = lines.slice(1).filter((l) => l.trim() !== '')
    .reduce((min, l) => Math.min(min, l.length - l.trimStart().length), Infinity);
  if (indent === Infinity) return [lines[0].trimStart()];
  return [lines[0].trimStart(), ...lines.slice(1).map((l) => l.slice(indent))];
}

function clean(lines: string[]): string | undefined {
  let first = 0;
  let end = lines.length;
  while (first < end && lines[first].trim() === '') first++;
  while (end > first && lines[end - 1].trim() === '') end--;
  return first < end ? lines.slice(first, end).join('\n') : undefined;
}
