// Rewriting a file's text in place. Every edit keeps the lines of the text where they were: replaced text keeps
// its line breaks, inserted text has none, so clingo's line numbers in the rewritten program are the file's.
import { lex } from '../language/lexer';

export interface TextEdit {
  start: number;
  end: number;
  text: string;
  /** The text has the replaced range's line breaks at their places already (a blanked statement). */
  exact?: boolean;
}

/** Applies edits that do not overlap; each replacement is padded with the line breaks of what it replaces. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  const out: string[] = [];
  let at = 0;
  for (const e of sorted) {
    if (e.start < at) throw new Error(`overlapping edits at offset ${e.start}`);
    if (e.exact) out.push(text.slice(at, e.start), e.text);
    else out.push(text.slice(at, e.start), e.text.replace(/[\r\n]/g, ' '), lineBreaks(text.slice(e.start, e.end)));
    at = e.end;
  }
  out.push(text.slice(at));
  return out.join('');
}

/** An edit that turns the range into spaces, line breaks kept: the statement is gone, every position stays. */
export function blankEdit(text: string, start: number, end: number): TextEdit {
  return { start, end, text: text.slice(start, end).replace(/[^\r\n]/g, ' '), exact: true };
}

/**
 * The tokens of a range, a space where the text had space or a comment between them: the same statement part on
 * one line, without its comments (a `%` comment moved onto one line with code after it would swallow that code).
 */
export function oneLine(text: string, start: number, end: number): string {
  const { buffer } = lex(text.slice(start, end));
  const parts: string[] = [];
  // The last token is EOF.
  for (let i = 0; i < buffer.count - 1; i++) {
    if (i > 0 && buffer.spaces[i] === 1) parts.push(' ');
    parts.push(text.slice(start + buffer.starts[i], start + buffer.ends[i]));
  }
  return parts.join('');
}

function lineBreaks(text: string): string {
  return text.replace(/[^\r\n]/g, '');
}
