// Re-parses only the statements an edit touches. Typing into a 1 MB instance would otherwise re-parse all of
// it on every pause; here the statements around the edit are parsed again and the rest is moved by the
// edit's length. Whenever the edit could reach past what is re-parsed (an opened block comment, string or
// script), the whole text is parsed instead: the result is always what `parse(newText)` gives.
import type { Program, Statement, SyntaxError } from '../ast';
import type { Comment } from '../tokens';
import { compareErrors, parse } from './index';

/** Below this size a full parse is fast enough. */
const INCREMENTAL_MIN_LENGTH = 20_000;

/** The stretch that differs between two texts: old [start, oldEnd) became new [start, newEnd). */
export interface Edit {
  start: number;
  oldEnd: number;
  newEnd: number;
}

export function diff(oldText: string, newText: string): Edit {
  const max = Math.min(oldText.length, newText.length);
  let start = 0;
  while (start < max && oldText.charCodeAt(start) === newText.charCodeAt(start)) start++;
  let oldEnd = oldText.length;
  let newEnd = newText.length;
  while (oldEnd > start && newEnd > start && oldText.charCodeAt(oldEnd - 1) === newText.charCodeAt(newEnd - 1)) {
    oldEnd--;
    newEnd--;
  }
  return { start, oldEnd, newEnd };
}

/** The parse of `newText`, reusing `old` (the parse of `oldText`), which it takes over: do not use `old` after. */
export function reparse(old: Program, oldText: string, newText: string, minLength = INCREMENTAL_MIN_LENGTH): Program {
  if (newText.length < minLength) return parse(newText);
  const edit = diff(oldText, newText);
  const statements = old.statements;
  // One statement more on each side: a missing period lets a statement depend on the first token of the
  // next, and an edit between two statements touches both.
  let first = statements.findIndex((s) => s.end >= edit.start);
  if (first < 0) first = statements.length;
  first = Math.max(0, first - 1);
  // A broken statement reports its error at the token that broke it, which may be the next statement's first:
  // start after a statement that parsed.
  while (first > 0 && statements[first - 1].kind === 'error') first--;
  let last = first;
  while (last < statements.length && statements[last].start <= edit.oldEnd) last++;
  last = Math.min(statements.length - 1, last);
  if (first >= statements.length || last < first) return parse(newText);
  // From the end of the statement before: the comments and stray characters in between are parsed again too,
  // as a stray character there changes how the statement after it is reported.
  const regionStart = first > 0 ? statements[first - 1].end : 0;
  // The region runs up to where the next statement starts (or to the end): the comments, stray characters
  // and end-of-file errors after its last statement are the region's too.
  const reachesEnd = last + 1 >= statements.length;
  const oldRegionEnd = reachesEnd ? oldText.length : statements[last + 1].start;
  if (oldRegionEnd < edit.oldEnd) return parse(newText);
  const delta = edit.newEnd - edit.oldEnd;
  const newRegionEnd = oldRegionEnd + delta;

  const region = parse(newText.slice(regionStart, newRegionEnd));
  if (!reachesEnd) {
    // The region's last statement must end where it did: if the edit made it run on (a period taken away),
    // it runs into the statements after the region, and so must the parse.
    const lastEnd = statements[last].end + delta - regionStart;
    const tail = region.statements[region.statements.length - 1];
    if (!tail || tail.end !== lastEnd) return parse(newText);
    if (region.errors.some((e) => e.start >= lastEnd || /unterminated|without '#end/.test(e.message))) return parse(newText);
  }

  const shiftedRegion = region.statements.map((st) => shift(st, regionStart));
  const after = statements.slice(last + 1).map((st) => shift(st, delta));
  return {
    statements: [...statements.slice(0, first), ...shiftedRegion, ...after],
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
}

function moveComment(c: Comment, by: number): Comment {
  return { ...c, start: c.start + by, end: c.end + by };
}

function moveError(e: SyntaxError, by: number): SyntaxError {
  return { ...e, start: e.start + by, end: e.end + by };
}

/** Moves every span in a statement by `by`, in place. Iterative, and once per object even where one is shared. */
function shift<S extends Statement>(statement: S, by: number): S {
  if (by === 0) return statement;
  const seen = new Set<object>();
  const stack: unknown[] = [statement];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null || seen.has(node) || Object.isFrozen(node)) continue;
    seen.add(node);
    if (Array.isArray(node)) {
      for (const child of node) stack.push(child);
      continue;
    }
    const record = node as Record<string, unknown>;
    if (typeof record.start === 'number' && typeof record.end === 'number') {
      record.start += by;
      record.end += by;
    }
    for (const key in record) {
      const child = record[key];
      if (typeof child === 'object' && child !== null) stack.push(child);
    }
  }
  return statement;
}
