// Cuts clingo source text into tokens and comments. Follows clingo's lexer: identifiers and variables may start
// with '_' or "'" and contain "'"; block comments `%* *%` nest and a lone '%' inside one comments out the rest of
// its line; `#script (lang)` is followed by raw code up to `#end`. Never throws: what clingo would reject becomes
// an Invalid token with a message.
import { KEYWORDS, T, type Comment, type Token } from './tokens';

export interface LexError {
  start: number;
  end: number;
  message: string;
}

export interface LexResult {
  tokens: Token[];
  comments: Comment[];
  errors: LexError[];
}

const OPERATORS: [string, T][] = [
  // Longest first, so that ':-' wins over ':' and '**' over '*'.
  [':-', T.If], [':~', T.WeakIf], ['..', T.Dots], ['**', T.Power], ['==', T.Eq], ['!=', T.Neq], ['<>', T.Neq],
  ['<=', T.Leq], ['>=', T.Geq], ['.', T.Dot], [',', T.Comma], [';', T.Semicolon], [':', T.Colon], ['|', T.Bar],
  ['(', T.LParen], [')', T.RParen], ['[', T.LBracket], [']', T.RBracket], ['{', T.LBrace], ['}', T.RBrace],
  ['+', T.Plus], ['-', T.Minus], ['*', T.Star], ['/', T.Slash], ['\\', T.Backslash], ['&', T.Ampersand],
  ['?', T.Question], ['^', T.Caret], ['~', T.Tilde], ['@', T.At], ['=', T.Eq], ['<', T.Lt], ['>', T.Gt],
];

const isLower = (c: string) => c >= 'a' && c <= 'z';
const isUpper = (c: string) => c >= 'A' && c <= 'Z';
const isDigit = (c: string) => c >= '0' && c <= '9';
const isWordChar = (c: string) => isLower(c) || isUpper(c) || isDigit(c) || c === '_' || c === "'";

export function lex(text: string): LexResult {
  const tokens: Token[] = [];
  const comments: Comment[] = [];
  const errors: LexError[] = [];
  const n = text.length;
  let i = 0;
  let spaceBefore = true;

  const push = (kind: T, start: number, end: number) => {
    tokens.push({ kind, start, end, text: text.slice(start, end), spaceBefore });
    spaceBefore = false;
  };
  const invalid = (start: number, end: number, message: string) => {
    push(T.Invalid, start, end);
    errors.push({ start, end, message });
  };

  /** Skips a line comment starting at `from`; returns the offset of the newline (or the end). */
  const lineEnd = (from: number) => {
    const nl = text.indexOf('\n', from);
    return nl < 0 ? n : nl;
  };

  while (i < n) {
    const c = text[i];
    if (c === ' ' || c === '\t' || c === '\r' || c === '\n') {
      i++;
      spaceBefore = true;
      continue;
    }
    if (c === '%' && text[i + 1] === '*') {
      i = blockComment(i);
      spaceBefore = true;
      continue;
    }
    if (c === '%' || (c === '#' && text[i + 1] === '!')) {
      const end = lineEnd(i);
      comments.push({ start: i, end, text: text.slice(i, end), block: false });
      i = end;
      spaceBefore = true;
      continue;
    }
    const start = i;
    if (isLower(c) || ((c === '_' || c === "'") && startsWord(i))) {
      i = wordEnd(i);
      const word = text.slice(start, i);
      const kind = /^[_']*[a-z]/.test(word) ? wordKind(word) : T.Variable;
      push(kind, start, i);
      continue;
    }
    if (isUpper(c)) {
      i = wordEnd(i);
      push(T.Variable, start, i);
      continue;
    }
    if (c === '_') {
      i++;
      push(T.Anonymous, start, i);
      continue;
    }
    if (isDigit(c)) {
      i = numberEnd(i);
      push(T.Number, start, i);
      continue;
    }
    if (c === '"') {
      i = stringEnd(i);
      continue;
    }
    if (c === '#') {
      i = keyword(i);
      continue;
    }
    const op = OPERATORS.find(([s]) => text.startsWith(s, i));
    if (op) {
      i += op[0].length;
      push(op[1], start, i);
      continue;
    }
    // One character clingo does not know; a surrogate pair counts as one.
    const width = c.charCodeAt(0) >= 0xd800 && c.charCodeAt(0) < 0xdc00 && i + 1 < n ? 2 : 1;
    i += width;
    invalid(start, i, `unexpected character '${text.slice(start, i)}'`);
  }
  tokens.push({ kind: T.EOF, start: n, end: n, text: '', spaceBefore: true });
  return { tokens, comments, errors };

  /** '_' and "'" start a word only when a letter follows the run of them. */
  function startsWord(from: number): boolean {
    let j = from;
    while (j < n && (text[j] === '_' || text[j] === "'")) j++;
    return j < n && (isLower(text[j]) || isUpper(text[j]));
  }

  function wordEnd(from: number): number {
    let j = from;
    while (j < n && isWordChar(text[j])) j++;
    return j;
  }

  function wordKind(word: string): T {
    if (word === 'not') return T.Not;
    if (word === 'default') return T.Default;
    if (word === 'override') return T.Override;
    return T.Identifier;
  }

  function numberEnd(from: number): number {
    const rest = text.slice(from, from + 64);
    const m = /^(0x[0-9A-Fa-f]+|0o[1-7]+|0b[01]+|0|[1-9][0-9]*)/.exec(rest);
    return from + (m ? m[0].length : 1);
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
    while (j < n && /[A-Za-z0-9_]/.test(text[j])) j++;
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
      } else if (text[j] === '%') {
        j = lineEnd(j); // clingo: a lone '%' inside a block comment comments out the rest of the line
      } else {
        j++;
      }
    }
    comments.push({ start: from, end: j, text: text.slice(from, j), block: true });
    if (depth > 0) errors.push({ start: from, end: Math.min(from + 2, n), message: "unterminated block comment: '%*' without '*%'" });
    return j;
  }
}
