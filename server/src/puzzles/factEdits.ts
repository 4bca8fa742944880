// Changing an instance's facts in its text, the way a person would: a fact removed with its statement (its line
// too, when it stood alone on one), or as one alternative of a pool (`c("A"; "B")`); a new fact on a line of its
// own after the last fact of its kind; a fact renamed in place (`wall(3,3)` to `empty(3,3)`). The edits work on
// the facts' spans (facts.ts), so that whatever the file looks like around them stays as it is. A fact written
// together with others (`wall(1..3,2)`, several cells at once) is not split: the edit says so instead.
import { LineIndex } from '../language/lineIndex';
import type { FileTextEdit } from '../protocol';
import type { Fact, Facts } from './facts';
import { factsOf } from './facts';

/** A replacement of text[start, end) by newText. */
export interface TextChange {
  start: number;
  end: number;
  newText: string;
}

/** One click's changes to an instance, and what they do in words. */
export interface FamilyEdit {
  changes: TextChange[];
  description: string;
  /** For Flow: the colour placed. */
  colour?: string;
}

/** Why a fact cannot be changed on its own. */
export class FactNotEditable extends Error {}

const isBlank = (c: string | undefined) => c === ' ' || c === '\t' || c === '\r';

/** The change that takes `fact` out of the text. */
export function removeFact(text: string, facts: Facts, fact: Fact): TextChange {
  refuseShared(text, facts, fact);
  if (!isWholeAtom(text, fact)) return removeAlternative(text, fact);
  let end = fact.span.end;
  while (isBlank(text[end])) end++;
  if (text[end] !== '.') throw new FactNotEditable(`${quote(text, fact)} is not written as a fact of its own: change it by hand`);
  end++;
  let start = fact.span.start;
  // Alone on its line: the line goes. Otherwise the statement and the blanks after it (before it, at a line's end).
  let lineStart = start;
  while (isBlank(text[lineStart - 1])) lineStart--;
  let after = end;
  while (isBlank(text[after])) after++;
  const startsLine = lineStart === 0 || text[lineStart - 1] === '\n';
  const endsLine = after === text.length || text[after] === '\n';
  if (startsLine && endsLine) return { start: lineStart, end: after < text.length ? after + 1 : after, newText: '' };
  if (endsLine) start = lineStart;
  else end = after;
  return { start, end, newText: '' };
}

/** The change that renames a fact written on its own, keeping its arguments as written. */
export function renameFact(text: string, facts: Facts, fact: Fact, name: string): TextChange | undefined {
  refuseShared(text, facts, fact);
  if (!isWholeAtom(text, fact)) return undefined;
  return { start: fact.span.start, end: fact.span.start + fact.name.length, newText: name };
}

/** The change that replaces a fact written on its own by another atom; undefined for a pool's alternative. */
export function replaceFact(text: string, facts: Facts, fact: Fact, atom: string): TextChange | undefined {
  refuseShared(text, facts, fact);
  return isWholeAtom(text, fact) ? { start: fact.span.start, end: fact.span.end, newText: atom } : undefined;
}

/**
 * The change that adds `statement` on a line of its own after the last fact of the first of `after` (name and
 * arity) that has one, leaving out `removed` facts; at the end of the text when none has.
 */
export function insertFact(text: string, facts: Facts, statement: string, after: [string, number][], removed: readonly Fact[] = []): TextChange {
  for (const [name, arity] of after) {
    const list = factsOf(facts, name, arity).filter((f) => !removed.includes(f));
    if (list.length === 0) continue;
    const last = list.reduce((a, b) => (b.span.end > a.span.end ? b : a));
    const lineEnd = text.indexOf('\n', last.span.end);
    const at = lineEnd < 0 ? text.length : lineEnd > 0 && text[lineEnd - 1] === '\r' ? lineEnd - 1 : lineEnd;
    return { start: at, end: at, newText: `\n${statement}` };
  }
  const newline = text.length === 0 || text.endsWith('\n') ? '' : '\n';
  return { start: text.length, end: text.length, newText: `${newline}${statement}\n` };
}

/** The changes as LSP edits of `uri`, in the text's order. */
export function toFileEdits(uri: string, text: string, changes: TextChange[]): FileTextEdit[] {
  const lines = new LineIndex(text);
  return changes
    .slice()
    .sort((a, b) => a.start - b.start)
    .map((c) => ({ uri, range: lines.range({ start: c.start, end: c.end }), newText: c.newText }));
}

/** The text with the changes made (for tests, and to check that they do not overlap). */
export function applyChanges(text: string, changes: TextChange[]): string {
  const sorted = changes.slice().sort((a, b) => b.start - a.start);
  let out = text;
  let limit = Infinity;
  for (const c of sorted) {
    if (c.end > limit) throw new Error('overlapping changes');
    out = out.slice(0, c.start) + c.newText + out.slice(c.end);
    limit = c.start;
  }
  return out;
}

/** `p(...)` written out with its own name, not one alternative inside `p(a; b)`. */
function isWholeAtom(text: string, fact: Fact): boolean {
  const head = text.slice(fact.span.start, fact.span.start + fact.name.length);
  const next = text[fact.span.start + fact.name.length];
  return head === fact.name && (fact.args.length === 0 || next === '(' || isBlank(next));
}

function removeAlternative(text: string, fact: Fact): TextChange {
  let after = fact.span.end;
  while (/\s/.test(text[after] ?? '')) after++;
  if (text[after] === ';') {
    after++;
    while (/\s/.test(text[after] ?? '')) after++;
    return { start: fact.span.start, end: after, newText: '' };
  }
  let before = fact.span.start;
  while (/\s/.test(text[before - 1] ?? '')) before--;
  if (text[before - 1] === ';') return { start: before - 1, end: fact.span.end, newText: '' };
  throw new FactNotEditable(`${quote(text, fact)} is part of a larger fact: change it by hand`);
}

/** A written fact that stands for several (`wall(1..3,2)`) cannot lose one of them. */
function refuseShared(text: string, facts: Facts, fact: Fact): void {
  const same = factsOf(facts, fact.name, fact.args.length).filter((f) => f.span.start === fact.span.start && f.span.end === fact.span.end);
  if (same.length > 1) throw new FactNotEditable(`${quote(text, fact)} stands for ${same.length} facts at once: split it to change one of them`);
}

function quote(text: string, fact: Fact): string {
  const written = text.slice(fact.span.start, fact.span.end);
  return written.length > 60 ? `${written.slice(0, 60)}…` : written;
}
