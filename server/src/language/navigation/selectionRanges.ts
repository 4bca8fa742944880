// Selection ranges (expand/shrink selection): from the word at the cursor out through the nested terms,
// atom, literal, head or body, the statement, its `#program` section, to the whole file.
import type { Span } from '../ast';
import { lex, tokensOf } from '../lexer';
import type { SourceFile } from '../workspace';
import { fileIndex, statementAt } from './fileIndex';
import type { SelectionRange } from './types';

const isSpan = (v: unknown): v is Span =>
  typeof v === 'object' && v !== null && typeof (v as Span).start === 'number' && typeof (v as Span).end === 'number';

const isWordChar = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_'#]/.test(c);

export function selectionRanges(file: SourceFile, offsets: number[]): SelectionRange[] {
  return offsets.map((offset) => selectionRange(file, offset));
}

function selectionRange(file: SourceFile, offset: number): SelectionRange {
  const { text } = file;
  let at = Math.max(0, Math.min(offset, text.length));
  // Just after a word (where typing leaves the cursor) means the word.
  if (!isWordChar(text[at]) && isWordChar(text[at - 1])) at--;
  const spans: Span[] = [];
  const statement = statementAt(file, at);
  if (statement >= 0) {
    const s = file.program.statements[statement];
    collect(s, at, spans, 0);
    // The token itself, for the words the tree keeps no span of (`not`, `#count`, operators).
    const token = tokensOf(lex(text.slice(s.start, s.end))).find((t) => t.start <= at - s.start && at - s.start < t.end);
    if (token) spans.push({ start: token.start + s.start, end: token.end + s.start });
  }
  const comment = commentAt(file, at);
  if (comment) spans.push(comment);
  const section = fileIndex(file).sections.find((s) => s.span.start <= at && at < s.span.end);
  if (section) spans.push(section.span);
  spans.push({ start: 0, end: text.length });
  return chain(file, at, spans);
}

/**
 * Every node of the tree whose span contains `at`, and for lists of nodes (a body, arguments, a condition)
 * the stretch from the first to the last element. The tree is plain data, so one generic walk covers every
 * kind of node; `depth` guards against pathological nesting.
 */
function collect(value: unknown, at: number, into: Span[], depth: number): void {
  if (depth > 2000 || typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    const spans = value.filter(isSpan);
    if (spans.length > 1) into.push({ start: spans[0].start, end: spans[spans.length - 1].end });
    for (const v of value) {
      if (!isSpan(v) || (v.start <= at && at < v.end)) collect(v, at, into, depth + 1);
    }
    return;
  }
  if (isSpan(value)) {
    if (!(value.start <= at && at < value.end)) return;
    into.push({ start: value.start, end: value.end });
  }
  for (const v of Object.values(value)) collect(v, at, into, depth + 1);
}

function commentAt(file: SourceFile, at: number): Span | undefined {
  const comments = file.program.comments;
  let lo = 0;
  let hi = comments.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (comments[mid].end <= at) lo = mid + 1;
    else if (comments[mid].start > at) hi = mid - 1;
    else return comments[mid];
  }
  return undefined;
}

/** Innermost first, each range strictly inside the next; spans that do not nest are dropped. */
function chain(file: SourceFile, at: number, spans: Span[]): SelectionRange {
  const sorted = spans
    .filter((s) => s.start <= at && at <= s.end && s.end > s.start)
    .sort((a, b) => (a.end - a.start) - (b.end - b.start));
  const kept: Span[] = [];
  for (const s of sorted) {
    const inner = kept[kept.length - 1];
    if (!inner || (s.start <= inner.start && inner.end <= s.end && (s.start < inner.start || inner.end < s.end))) kept.push(s);
  }
  if (!kept.length) return { range: file.lines.range({ start: at, end: at }) };
  let range: SelectionRange = { range: file.lines.range(kept[kept.length - 1]) };
  for (let i = kept.length - 2; i >= 0; i--) range = { range: file.lines.range(kept[i]), parent: range };
  return range;
}
