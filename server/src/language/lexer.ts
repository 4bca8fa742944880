// Cuts clingo source text into tokens and comments. Follows clingo's lexer: identifiers and variables may start
// with '_' or "'" and contain "'"; block comments `%* *%` nest and a lone '%' inside one comments out the rest of
// its line; `#script (lang)` is followed by raw code up to `#end`. Never throws: what clingo would reject becomes
// an error with its place, and the token is left out.
import { KEYWORDS, T, TokenBuffer, type Comment, type Token } from './tokens';

/** `$x $<= 5`: the constraints clingo had before 5.5, which the bundled clingo and every newer one reject. */
const CSP_GONE = "unexpected character '$': clingo 5.5 and later have no $-constraints (such as `$x $<= 5`); clingcon writes them as theory atoms, `&sum{ x } <= 5`";

export interface LexError {
  start: number;
  end: number;
  message: string;
}

export interface LexResult {
  /** The tokens clingo would read, ending with EOF. What the lexer rejects is in `errors`, not here. */
  buffer: TokenBuffer;
  comments: Comment[];
  errors: LexError[];
}

/** The tokens of a lexed text as objects, for tests and tools; the parser reads the buffer directly. */
export function tokensOf(result: LexResult): Token[] {
  return Array.from({ length: result.buffer.count }, (_, i) => result.buffer.token(i));
}

/** No token kind: the table's entry for characters that start no operator. */
const NONE = 255;

/** One-character operators by character code: a large instance has an operator every other character. */
const SINGLE = new Uint8Array(128).fill(NONE);
for (const [op, kind] of [
  ['.', T.Dot], [',', T.Comma], [';', T.Semicolon], [':', T.Colon], ['|', T.Bar], ['(', T.LParen], [')', T.RParen],
  ['[', T.LBracket], [']', T.RBracket], ['{', T.LBrace], ['}', T.RBrace], ['+', T.Plus], ['-', T.Minus], ['*', T.Star],
  ['/', T.Slash], ['\\', T.Backslash], ['&', T.Ampersand], ['?', T.Question], ['^', T.Caret], ['~', T.Tilde], ['@', T.At],
  ['=', T.Eq], ['<', T.Lt], ['>', T.Gt],
] as [string, T][]) {
  SINGLE[op.charCodeAt(0)] = kind;
}

/** The kind of the two-character operator `a b` (':-', '..', '**', '<=', ...), or NONE; these win over one character. */
function pairKind(a: number, b: number): number {
  switch (a) {
    case 58: return b === 45 ? T.If : b === 126 ? T.WeakIf : NONE; // :- :~
    case 46: return b === 46 ? T.Dots : NONE; // ..
    case 42: return b === 42 ? T.Power : NONE; // **
    case 61: return b === 61 ? T.Eq : NONE; // ==
    case 33: return b === 61 ? T.Neq : NONE; // !=
    case 60: return b === 62 ? T.Neq : b === 61 ? T.Leq : NONE; // <> <=
    case 62: return b === 61 ? T.Geq : NONE; // >=
    default: return NONE;
  }
}

// Character classes by code, for the hot loop.
const isLower = (c: number) => c >= 97 && c <= 122;
const isUpper = (c: number) => c >= 65 && c <= 90;
const isDigit = (c: number) => c >= 48 && c <= 57;
const isKeywordChar = (c: number) => isLower(c) || isUpper(c) || isDigit(c) || c === 95;
/** 1 for the characters of identifiers and variables after the first: letters, digits, '_' and "'". */
const WORD = new Uint8Array(128);
for (let c = 0; c < 128; c++) WORD[c] = isKeywordChar(c) || c === 39 ? 1 : 0;

/** Where the word (letters, digits, `_` and `'`) starting at `from` ends; the fact scanner reads names with it too. */
export function wordEnd(text: string, from: number, n = text.length): number {
  let j = from;
  while (j < n) {
    const c = text.charCodeAt(j);
    if (c >= 128 || WORD[c] === 0) break;
    j++;
  }
  return j;
}

function digitsEnd(text: string, from: number, n: number): number {
  let j = from;
  while (j < n && isDigit(text.charCodeAt(j))) j++;
  return j;
}

export function lex(text: string): LexResult {
  const buffer = new TokenBuffer(text);
  const comments: Comment[] = [];
  const errors: LexError[] = [];
  const n = text.length;
  let i = 0;
  let spaceBefore = true;

  const push = (kind: T, start: number, end: number) => {
    buffer.push(kind, start, end, spaceBefore);
    spaceBefore = false;
  };
  const invalid = (start: number, end: number, message: string) => {
    // Left out of the buffer: one stray character should not also turn its statement into a syntax error.
    errors.push({ start, end, message });
    spaceBefore = true;
  };

  /** Skips a line comment starting at `from`; returns the offset of the newline (or the end). */
  const lineEnd = (from: number) => {
    const nl = text.indexOf('\n', from);
    return nl < 0 ? n : nl;
  };

  while (i < n) {
    const code = text.charCodeAt(i);
    if (code === 32 || code === 10 || code === 9 || code === 13) {
      i++;
      spaceBefore = true;
      continue;
    }
    if (code === 37 /* % */ && text.charCodeAt(i + 1) === 42 /* * */) {
      i = blockComment(i);
      spaceBefore = true;
      continue;
    }
    if (code === 37 || (code === 35 /* # */ && text.charCodeAt(i + 1) === 33 /* ! */)) {
      const end = lineEnd(i);
      comments.push({ start: i, end, text: text.slice(i, end), block: false });
      i = end;
      spaceBefore = true;
      continue;
    }
    const start = i;
    if (isLower(code)) {
      i = wordEnd(text, i + 1, n);
      push(reservedWord(start, i), start, i);
      continue;
    }
    if (isUpper(code)) {
      i = wordEnd(text, i + 1, n);
      push(T.Variable, start, i);
      continue;
    }
    if ((code === 95 || code === 39) && startsWord(i)) {
      i = wordEnd(text, i, n);
      push(wordKind(start, i), start, i);
      continue;
    }
    if (code === 95) {
      i++;
      push(T.Anonymous, start, i);
      continue;
    }
    if (isDigit(code)) {
      i = numberEnd(i);
      push(T.Number, start, i);
      continue;
    }
    if (code === 34 /* " */) {
      i = stringEnd(i);
      continue;
    }
    if (code === 35 /* # */) {
      i = keyword(i);
      continue;
    }
    const pair = i + 1 < n ? pairKind(code, text.charCodeAt(i + 1)) : NONE;
    if (pair !== NONE) {
      i += 2;
      push(pair, start, i);
      continue;
    }
    const single = code < 128 ? SINGLE[code] : NONE;
    if (single !== NONE) {
      i++;
      push(single, start, i);
      continue;
    }
    // One character clingo does not know; a surrogate pair counts as one.
    const width = code >= 0xd800 && code < 0xdc00 && i + 1 < n ? 2 : 1;
    i += width;
    invalid(start, i, code === 36 /* $ */ ? CSP_GONE : `unexpected character '${text.slice(start, i)}'`);
  }
  buffer.push(T.EOF, n, n, true);
  return { buffer, comments, errors };

  /** '_' and "'" start a word only when a letter follows the run of them. */
  function startsWord(from: number): boolean {
    let j = from;
    while (j < n && (text.charCodeAt(j) === 95 || text.charCodeAt(j) === 39)) j++;
    return j < n && (isLower(text.charCodeAt(j)) || isUpper(text.charCodeAt(j)));
  }

  /** Identifier, variable (`_X`, `'X`), or one of the words clingo reserves. */
  function wordKind(start: number, end: number): T {
    let first = start;
    while (text.charCodeAt(first) === 95 || text.charCodeAt(first) === 39) first++;
    return isUpper(text.charCodeAt(first)) ? T.Variable : reservedWord(start, end);
  }

  /** Identifier, or `not`. (`default` and `override` are identifiers too: clingo's grammar takes them as names.) */
  function reservedWord(start: number, end: number): T {
    if (end - start === 3 && text.startsWith('not', start)) return T.Not;
    return T.Identifier;
  }

  /** DEC | 0x HEX | 0o OCT | 0b BIN, as clingo's lexer has them ('0' alone when no digits of the base follow). */
  function numberEnd(from: number): number {
    if (text.charCodeAt(from) === 48 /* 0 */) {
      const base = text[from + 1];
      const digit = base === 'x' ? /[0-9A-Fa-f]/ : base === 'o' ? /[1-7]/ : base === 'b' ? /[01]/ : undefined;
      if (digit && digit.test(text[from + 2] ?? '')) {
        let j = from + 3;
        while (j < n && digit.test(text[j])) j++;
        return j;
      }
      return from + 1;
    }
    return digitsEnd(text, from + 1, n);
  }

  function stringEnd(from: number): number {
    let j = from + 1;
    while (j < n) {
      const ch = text[j];
      if (ch === '"') {
        push(T.String, from, j + 1);
        return j + 1;
      }
      if (ch === '\n') break;
      if (ch === '\\') {
        const next = text[j + 1];
        if (next === '\\' || next === 'n' || next === '"') {
          j += 2;
          continue;
        }
        errors.push({ start: j, end: Math.min(j + 2, n), message: `unknown escape sequence '\\${next ?? ''}' (clingo knows \\\\, \\n and \\")` });
      }
      j++;
    }
    invalid(from, j, 'unterminated string');
    return j;
  }

  function keyword(from: number): number {
    let j = from + 1;
    while (j < n && isKeywordChar(text.charCodeAt(j))) j++;
    let word = text.slice(from, j);
    if (word === '#sum' && text[j] === '+') {
      word = '#sum+';
      j++;
    }
    const kind = KEYWORDS[word];
    if (kind === undefined) {
      invalid(from, j, `unknown directive or keyword '${word}'`);
      return j;
    }
    push(kind, from, j);
    return kind === T.Script ? script(j) : j;
  }

  /** After '#script': '(' language ')' then everything up to '#end' is code. */
  function script(from: number): number {
    const m = /^(\s*)\((\s*)([a-z][A-Za-z0-9_']*)(\s*)\)/.exec(text.slice(from, from + 200));
    if (!m) return from; // the parser reports the missing '(language)'
    let j = from + m[1].length;
    spaceBefore = m[1].length > 0;
    push(T.LParen, j, j + 1);
    j += 1 + m[2].length;
    push(T.Identifier, j, j + m[3].length);
    j += m[3].length + m[4].length;
    push(T.RParen, j, j + 1);
    j += 1;
    const endAt = findScriptEnd(j);
    if (endAt < 0) {
      push(T.Code, j, n);
      errors.push({ start: from - '#script'.length, end: j, message: "'#script' block without '#end.'" });
      return n;
    }
    push(T.Code, j, endAt);
    spaceBefore = true;
    push(T.End, endAt, endAt + 4);
    return endAt + 4;
  }

  function findScriptEnd(from: number): number {
    const re = /#end(?![A-Za-z0-9_])/g;
    re.lastIndex = from;
    const m = re.exec(text);
    return m ? m.index : -1;
  }

  /** Skips a (nesting) block comment starting at `from`; records it; returns the offset after it. */
  function blockComment(from: number): number {
    const { end: j, closed } = blockCommentEnd(text, from);
    comments.push({ start: from, end: j, text: text.slice(from, j), block: true });
    if (!closed) errors.push({ start: from, end: Math.min(from + 2, n), message: "unterminated block comment: '%*' without '*%'" });
    return j;
  }
}

/**
 * Where the (nesting) block comment starting at `from` ends, as clingo reads it: a lone '%' inside one comments
 * out the rest of its line. `closed` is false when the text ends first.
 */
export function blockCommentEnd(text: string, from: number): { end: number; closed: boolean } {
  const n = text.length;
  let depth = 0;
  let j = from;
  while (j < n) {
    if (text.startsWith('%*', j)) {
      depth++;
      j += 2;
    } else if (text.startsWith('*%', j)) {
      depth--;
      j += 2;
      if (depth === 0) break;
    } else if (text.charCodeAt(j) === 37) {
      const nl = text.indexOf('\n', j);
      j = nl < 0 ? n : nl;
    } else {
      j++;
    }
  }
  return { end: j, closed: depth === 0 };
}
