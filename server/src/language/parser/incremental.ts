// Re-parses only the statements an edit touches. Typing into a 1 MB instance would otherwise re-parse all of
// it on every pause; here the statements around the edit are parsed again and the rest is moved by the
// edit's length. Whenever the edit could reach past what is re-parsed (an opened block comment, string or
// script), the whole text is parsed instead: the result is always what `parse(newText)` gives.
import type { Program, Statement, SyntaxError } from '../ast';
import type { Comment } from '../tokens';
import { compareErrors, parse } from './index';
import { moveStatement } from './move';

/** Below this size a full parse is fast enough. */
const INCREMENTAL_MIN_LENGTH = 20_000;

/** The stretch that differs between two texts: old [start, oldEnd) became new [start, newEnd). */
export interface Edit {
  start: number;
  oldEnd: number;
  newEnd: number;
}

/** Characters compared at once before the last stretch is compared one by one. */
const BLOCK = 256;

export function diff(oldText: string, newText: string): Edit {
  const max = Math.min(oldText.length, newText.length);
  let start = 0;
  // Comparing blocks of text as strings is many times faster than comparing them character by character.
  while (start + BLOCK <= max && oldText.slice(start, start + BLOCK) === newText.slice(start, start + BLOCK)) start += BLOCK;
  while (start < max && oldText.charCodeAt(start) === newText.charCodeAt(start)) start++;
  let oldEnd = oldText.length;
  let newEnd = newText.length;
  while (oldEnd - BLOCK >= start && newEnd - BLOCK >= start
    && oldText.slice(oldEnd - BLOCK, oldEnd) === newText.slice(newEnd - BLOCK, newEnd)) {
    oldEnd -= BLOCK;
    newEnd -= BLOCK;
  }
  while (oldEnd > start && newEnd > start && oldText.charCodeAt(oldEnd - 1) === newText.charCodeAt(newEnd - 1)) {
    oldEnd--;
    newEnd--;
  }
  return { start, oldEnd, newEnd };
}

/**
 * Which statements a re-parse kept: those before `first` are the old ones, unchanged; new statements
 * [first, newEnd) replace old [first, oldEnd); old statements from oldEnd on follow, moved in the text
 * (in place) and now at index + newEnd - oldEnd.
 */
export interface StatementChange {
  first: number;
  oldEnd: number;
  newEnd: number;
}

export interface Reparsed {
  program: Program;
  /** Undefined when the whole text was parsed again. */
  change?: StatementChange;
}

/** The parse of `newText`, reusing `old` (the parse of `oldText`), which it takes over: do not use `old` after. */
export function reparse(old: Program, oldText: string, newText: string, minLength = INCREMENTAL_MIN_LENGTH): Program {
  return reparseWithChange(old, oldText, newText, minLength).program;
}

/** As reparse, and which statements it kept, for what is derived statement by statement (see occurrences). */
export function reparseWithChange(old: Program, oldText: string, newText: string, minLength = INCREMENTAL_MIN_LENGTH): Reparsed {
  const full = () => ({ program: parse(newText) });
  if (newText.length < minLength) return full();
  const edit = diff(oldText, newText);
  const statements = old.statements;
  // One statement more on each side: a missing period lets a statement depend on the first token of the
  // next, and an edit between two statements touches both.
  let first = firstEndingAtOrAfter(statements, edit.start);
  first = Math.max(0, first - 1);
  // A broken statement reports its error at the token that broke it, which may be the next statement's first:
  // start after a statement that parsed.
  while (first > 0 && statements[first - 1].kind === 'error') first--;
  let last = first;
  while (last < statements.length && statements[last].start <= edit.oldEnd) last++;
  last = Math.min(statements.length - 1, last);
  if (first >= statements.length || last < first) return full();
  // From the end of the statement before: the comments and stray characters in between are parsed again too,
  // as a stray character there changes how the statement after it is reported.
  const regionStart = first > 0 ? statements[first - 1].end : 0;
  // The region runs up to where the next statement starts (or to the end): the comments, stray characters
  // and end-of-file errors after its last statement are the region's too.
  const reachesEnd = last + 1 >= statements.length;
  const oldRegionEnd = reachesEnd ? oldText.length : statements[last + 1].start;
  if (oldRegionEnd < edit.oldEnd) return full();
  const delta = edit.newEnd - edit.oldEnd;
  const newRegionEnd = oldRegionEnd + delta;

  const region = parse(newText.slice(regionStart, newRegionEnd));
  if (!reachesEnd) {
    // The region's last statement must end where it did: if the edit made it run on (a period taken away),
    // it runs into the statements after the region, and so must the parse.
    const lastEnd = statements[last].end + delta - regionStart;
    const tail = region.statements[region.statements.length - 1];
    if (!tail || tail.end !== lastEnd) return full();
    if (region.errors.some((e) => e.start >= lastEnd || /unterminated|without '#end/.test(e.message))) return full();
  }

  const merged = statements.slice(0, first);
  for (const st of region.statements) merged.push(shift(st, regionStart));
  for (let i = last + 1; i < statements.length; i++) merged.push(shift(statements[i], delta));
  const change = { first, oldEnd: last + 1, newEnd: first + region.statements.length };
  const program: Program = {
    statements: merged,
    comments: [
      ...old.comments.filter((c) => c.end <= regionStart),
      ...region.comments.map((c) => moveComment(c, regionStart)),
      ...old.comments.filter((c) => c.start >= oldRegionEnd).map((c) => moveComment(c, delta)),
    ],
    errors: [
      // A missing period is reported at the very end of its statement: where the region starts.
      ...old.errors.filter((e) => e.start < regionStart || (e.start === regionStart && e.end === e.start)),
      ...region.errors.map((e) => moveError(e, regionStart)),
      ...(reachesEnd ? [] : old.errors.filter((e) => e.start >= oldRegionEnd).map((e) => moveError(e, delta))),
    ].sort(compareErrors),
  };
  return { program, change };
}

/** Index of the first statement ending at or after `offset` (statements are in order), or their number. */
function firstEndingAtOrAfter(statements: readonly Statement[], offset: number): number {
  let lo = 0;
  let hi = statements.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (statements[mid].end >= offset) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function moveComment(c: Comment, by: number): Comment {
  return { ...c, start: c.start + by, end: c.end + by };
}

function moveError(e: SyntaxError, by: number): SyntaxError {
  return { ...e, start: e.start + by, end: e.end + by };
}

/** Moves every span in a statement by `by`, in place. */
function shift<S extends Statement>(statement: S, by: number): S {
  if (by !== 0) moveStatement(statement, by);
  return statement;
}
