// The smallest text of a clingo program that clingo reads as the same program: comments and whitespace go,
// but for a space where two tokens would otherwise fuse into one (`not a`, `#show p/1.`, `{a: -b}`). Built
// from the lexer's tokens; the result is checked by parsing it again (see minifyProof.ts), and the input is
// given back unchanged, with the reason, when it has syntax errors or the check fails.
//
// What decides a space is clingo's lexer (libgringo's nongroundlexer), which takes the longest token at each
// place: numbers are whole numbers only (`1..2` is 1, `..`, 2), so a number may touch `.` and `..`; words
// (identifiers, variables, `not`, `_`, `#keywords`) run on over letters, digits, `_` and `'`; and the
// two-character operators `:-` `:~` `..` `**` `==` `!=` `<>` `<=` `>=` and `#sum+` are the only ones that
// two neighbours can make (`--a` is two minus signs, `X=-1` is `=` then `-`). Inside theory atoms and
// `#theory` definitions clingo's lexer joins any run of operator characters (`;` `:` `.` among them) into one
// operator, so there two tokens apart in the source stay apart when both are operators, or words.
import type { Program, Span } from '../language/ast';
import { lex } from '../language/lexer';
import { LineIndex } from '../language/lineIndex';
import { parse } from '../language/parser';
import { T, type TokenBuffer } from '../language/tokens';
import { checkMinified } from './minifyProof';

export interface MinifyResult {
  /** The minified program, without a final newline; the input itself when `proven` is false. */
  text: string;
  /** UTF-8 bytes of the input, a final newline not counted (as code golf scores). */
  bytesBefore: number;
  /** UTF-8 bytes of `text`, counted the same way. */
  bytesAfter: number;
  /** True when the minified text was parsed again and found to be the same program, token for token. */
  proven: boolean;
  /** Why the input was given back unchanged. */
  reason?: string;
}

/** A code golf score: UTF-8 bytes, a final newline not counted. */
export function golfBytes(text: string): number {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (text.endsWith('\r\n')) return bytes - 2;
  return text.endsWith('\n') ? bytes - 1 : bytes;
}

export function minify(source: string): MinifyResult {
  const bytesBefore = golfBytes(source);
  const refuse = (reason: string): MinifyResult => ({ text: source, bytesBefore, bytesAfter: bytesBefore, proven: false, reason });
  const program = parse(source);
  if (program.errors.length > 0) {
    const first = program.errors[0];
    return refuse(`${where(source, first)}: ${first.message}`);
  }
  const commentedSignature = commentInShowSignature(program);
  if (commentedSignature) {
    return refuse(`${where(source, commentedSignature)}: a comment inside '#show p/n.' makes clingo read a term there, `
      + 'not a signature; without it clingo would read a signature');
  }
  const { buffer } = lex(source);
  const text = joinTokens(buffer, theoryTokens(buffer, program));
  const failure = checkMinified(source, program, text);
  if (failure) return refuse(`the minified text is not the same program: ${failure}`);
  return { text, bytesBefore, bytesAfter: golfBytes(text), proven: true };
}

function where(source: string, span: Span): string {
  const { line, character } = new LineIndex(source).position(span.start);
  return `${line + 1}:${character + 1}`;
}

/** The tokens' texts with a space only where clingo needs one; `theory` marks tokens that keep their spacing. */
function joinTokens(tokens: TokenBuffer, theory: Uint8Array): string {
  const { source, kinds, starts, ends } = tokens;
  const parts: string[] = [];
  const count = tokens.count - 1; // the last is EOF
  for (let i = 0; i < count; i++) {
    if (i > 0) {
      if (theory[i - 1] || theory[i]) {
        // Apart in the source, and either lexer would join them: the theory lexer too, or the normal one.
        const apart = starts[i] > ends[i - 1];
        if (apart && (joinsInTheory(source, ends[i - 1], starts[i]) || needsSpace(source, starts[i - 1], ends[i - 1], kinds[i - 1], starts[i]))) {
          parts.push(' ');
        }
      } else if (kinds[i] === T.Code || kinds[i - 1] === T.Code) {
        // A script's code is kept byte for byte, from after `(lang)` up to `#end`, the spaces around it too.
      } else if (kinds[i - 1] === T.End) {
        if (kinds[i] !== T.Dot) parts.push(' ');
      } else if (needsSpace(source, starts[i - 1], ends[i - 1], kinds[i - 1], starts[i])) {
        parts.push(' ');
      }
    }
    parts.push(source.slice(starts[i], ends[i]));
  }
  return parts.join('');
}

const isDigit = (c: number) => c >= 48 && c <= 57;
/** Letters, digits, `_` and `'`: what identifiers, variables, numbers and `#keywords` are made of. */
const isWordChar = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || isDigit(c) || c === 95 || c === 39;

/** The two-character operators of clingo's normal lexing, as pairs of the last and first characters. */
const OPERATOR_PAIRS = new Set([':-', ':~', '..', '**', '==', '!=', '<>', '<=', '>=']);

/**
 * Whether the token `[start, end)` and the token at `next` must be kept apart: written together they would lex
 * as one token, or as other tokens.
 */
function needsSpace(source: string, start: number, end: number, kind: T, next: number): boolean {
  const last = source.charCodeAt(end - 1);
  const first = source.charCodeAt(next);
  if (isWordChar(last) && isWordChar(first)) {
    if (kind !== T.Number) return true;
    // A decimal number runs on over digits only (`1a` is 1 then a); `0x`, `0o`, `0b` start other bases.
    const decimal = source.charCodeAt(start) !== 48 || end - start === 1;
    if (!decimal) return true;
    return isDigit(first) || (end - start === 1 && /[xob]/.test(source[next]));
  }
  if (kind === T.Sum && first === 43 /* + */) return true; // #sum + would read #sum+
  return OPERATOR_PAIRS.has(source[end - 1] + source[next]);
}

/** The characters of which clingo's theory lexer makes one operator, however many stand together. */
const THEORY_OPERATOR = new Set('/!<=>+-*\\?&@|:;~^.');

/** Whether the theory lexer would read the token ending at `end` and the one at `next` as one, written together. */
function joinsInTheory(source: string, end: number, next: number): boolean {
  return THEORY_OPERATOR.has(source[end - 1]) && THEORY_OPERATOR.has(source[next]);
}

/**
 * Tokens that clingo reads in its theory lexer: those of each theory atom after its `&` and of each `#theory`
 * definition after the keyword, and the one token after either (read ahead while still in theory lexing).
 */
function theoryTokens(tokens: TokenBuffer, program: Program): Uint8Array {
  const marks = new Uint8Array(tokens.count);
  for (const region of theoryRegions(program)) {
    let i = firstTokenAtOrAfter(tokens, region.start) + 1;
    for (; i < tokens.count && tokens.starts[i] < region.end; i++) marks[i] = 1;
    if (i < tokens.count) marks[i] = 1;
  }
  return marks;
}

function firstTokenAtOrAfter(tokens: TokenBuffer, offset: number): number {
  let lo = 0;
  let hi = tokens.count - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tokens.starts[mid] < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The spans of theory atoms and `#theory` definitions, wherever they stand in the tree. */
function theoryRegions(program: Program): Span[] {
  const regions: Span[] = [];
  const stack: unknown[] = [...program.statements];
  while (stack.length) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      for (const item of node) stack.push(item);
    } else if (typeof node === 'object' && node !== null) {
      const kind = (node as { kind?: unknown }).kind;
      if (kind === 'theory' || kind === 'theory-atom') {
        regions.push(node as Span);
        continue;
      }
      for (const value of Object.values(node)) if (typeof value === 'object' && value !== null) stack.push(value);
    }
  }
  return regions;
}

/**
 * The place of a comment between the tokens of `#show p/n.`, if any. clingo takes `#show` as the start of a
 * signature only when the signature follows with nothing but whitespace in between; with a comment there it
 * reads a term (`p/1`, a division), so removing the comment would change what is shown.
 */
function commentInShowSignature(program: Program): Span | undefined {
  for (const statement of program.statements) {
    if (statement.kind !== 'show' || !statement.signature) continue;
    const comment = program.comments.find((c) => c.start > statement.start && c.end <= statement.end);
    if (comment) return comment;
  }
  return undefined;
}
