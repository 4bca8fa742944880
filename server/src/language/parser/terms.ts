// Terms, by precedence climbing over clingo's operator table (lowest first):
//   ..   ^   ?   &   + -   * / \   ** (right)   then unary - and ~, which bind tightest.
import type { Atom, BinaryOperator, FunctionTerm, Term, TupleTerm } from '../ast';
import { T } from '../tokens';
import { Cursor, fit } from './cursor';

const BINARY_BY_KIND: Partial<Record<T, { op: BinaryOperator | '..'; prec: number; right?: boolean }>> = {
  [T.Dots]: { op: '..', prec: 1 },
  [T.Caret]: { op: '^', prec: 2 },
  [T.Question]: { op: '?', prec: 3 },
  [T.Ampersand]: { op: '&', prec: 4 },
  [T.Plus]: { op: '+', prec: 5 },
  [T.Minus]: { op: '-', prec: 5 },
  [T.Star]: { op: '*', prec: 6 },
  [T.Slash]: { op: '/', prec: 6 },
  [T.Backslash]: { op: '\\', prec: 6 },
  [T.Power]: { op: '**', prec: 7, right: true },
};

/** Lookup tables indexed by token kind: these are asked about every token of a file. */
export function kindTable<V>(entries: Partial<Record<T, V>>): (V | undefined)[] {
  const table: (V | undefined)[] = new Array(T.EOF + 1).fill(undefined);
  for (const [kind, value] of Object.entries(entries)) table[Number(kind)] = value as V;
  return table;
}

const BINARY = kindTable(BINARY_BY_KIND);

/** Tokens that can start a term. */
const TERM_START = kindTable(Object.fromEntries([T.Number, T.String, T.Variable, T.Anonymous, T.Identifier, T.Inf,
  T.Sup, T.At, T.LParen, T.Bar, T.Minus, T.Tilde].map((k) => [k, true])));

export function startsTerm(c: Cursor): boolean {
  return TERM_START[c.kind] === true;
}

export function parseTerm(c: Cursor, minPrec = 1): Term {
  c.enter();
  try {
    return parseOperators(c, parseUnary(c), minPrec);
  } finally {
    c.leave();
  }
}

/** `left` and the binary operators after it (with their operands) that bind at least as tightly as `minPrec`. */
function parseOperators(c: Cursor, left: Term, minPrec: number): Term {
  for (;;) {
    const info = BINARY[c.kind];
    if (!info || info.prec < minPrec) return left;
    c.skip();
    const right = parseTerm(c, info.right ? info.prec : info.prec + 1);
    left = info.op === '..'
      ? { kind: 'interval', left, right, start: left.start, end: right.end }
      : { kind: 'binary', op: info.op, left, right, start: left.start, end: right.end };
  }
}

/** Tokens after a name or `f(...)` that make it part of a term: operators, comparisons, what a guard bounds. */
const CONTINUES_TERM = kindTable(Object.fromEntries([T.Dots, T.Caret, T.Question, T.Ampersand, T.Plus, T.Minus, T.Star,
  T.Slash, T.Backslash, T.Power, T.Eq, T.Neq, T.Lt, T.Leq, T.Gt, T.Geq, T.LBrace, T.Count, T.Sum, T.SumPlus, T.Min,
  T.Max].map((k) => [k, true])));

/**
 * The start of a literal: the atom `p` or `p(...)` when nothing after it makes it part of a term, else the
 * term (to be read as an atom or a comparison). Most literals are atoms, and reading them as such straight
 * away spares a function term per atom. Nests like parseTerm, so that the nesting limit is met alike.
 */
export function parseAtomOrTerm(c: Cursor): Atom | Term {
  if (c.kind !== T.Identifier) return parseTerm(c);
  c.enter();
  try {
    const start = c.start;
    const nameEnd = c.end;
    const name = c.name;
    c.skip();
    let end = nameEnd;
    let pool: Term[][] | undefined;
    if (c.at(T.LParen)) {
      c.skip();
      pool = parseArgumentPool(c);
      if (!c.at(T.RParen)) c.fail("expecting ')'");
      end = c.end;
      c.skip();
    }
    if (CONTINUES_TERM[c.kind] !== true) {
      return { kind: 'atom', name, nameSpan: { start, end: nameEnd }, negated: false, pool: pool ?? [[]], arity: pool ? pool[0].length : 0, start, end };
    }
    const left: Term = pool
      ? { kind: 'function', name, nameSpan: { start, end: nameEnd }, external: false, pool, start, end }
      : { kind: 'symbol', name, start, end };
    return parseOperators(c, left, 1);
  } finally {
    c.leave();
  }
}

function parseUnary(c: Cursor): Term {
  const kind = c.kind;
  if (kind === T.Minus || kind === T.Tilde) {
    const start = c.start;
    c.skip();
    c.enter();
    try {
      const operand = parseUnary(c);
      return { kind: 'unary', op: kind === T.Minus ? '-' : '~', operand, start, end: operand.end };
    } finally {
      c.leave();
    }
  }
  return parsePrimary(c);
}

function parsePrimary(c: Cursor): Term {
  const start = c.start;
  const end = c.end;
  switch (c.kind) {
    case T.Number: {
      const value = decimalAt(c.source, start, end) ?? parseNumber(c.text);
      c.skip();
      return { kind: 'number', value, start, end };
    }
    case T.String: {
      const value = unquote(c.text);
      c.skip();
      return { kind: 'string', value, start, end };
    }
    case T.Variable: {
      const name = c.name;
      c.skip();
      return { kind: 'variable', name, start, end };
    }
    case T.Anonymous:
      c.skip();
      return { kind: 'anonymous', start, end };
    case T.Inf:
    case T.Sup: {
      const value = c.kind === T.Inf ? '#inf' : '#sup';
      c.skip();
      return { kind: 'special', value, start, end };
    }
    case T.Identifier:
      return parseFunction(c, false);
    case T.At:
      return parseFunction(c, true);
    case T.LParen:
      return parseTuple(c);
    case T.Bar: {
      c.skip();
      let operand = parseTerm(c);
      // `|a;b|` is `|(a;b)|`: a pool of absolute values.
      if (c.at(T.Semicolon)) {
        const pool = [[operand]];
        while (c.eat(T.Semicolon)) pool.push([parseTerm(c)]);
        operand = { kind: 'tuple', pool, trailingComma: false, start: operand.start, end: c.previousEnd() };
      }
      const close = c.expect(T.Bar, "expecting '|' to close the absolute value");
      return { kind: 'abs', operand, start, end: close.end };
    }
    default:
      return c.fail('expecting a term');
  }
}

/** `f`, `f(args)`, `@f`, `@f(args)`; a name without arguments is a symbolic constant. */
function parseFunction(c: Cursor, external: boolean): Term {
  const start = c.start;
  if (external) {
    c.skip();
    if (!c.at(T.Identifier)) c.fail("expecting a function name after '@'");
  }
  const nameSpan = { start: c.start, end: c.end };
  const name = c.name;
  c.skip();
  if (!c.at(T.LParen)) {
    if (!external) return { kind: 'symbol', name, start, end: nameSpan.end };
    return { kind: 'function', name, nameSpan, external, pool: [[]], start, end: nameSpan.end };
  }
  c.skip();
  const pool = parseArgumentPool(c);
  if (!c.at(T.RParen)) c.fail("expecting ')'");
  const end = c.end;
  c.skip();
  const fn: FunctionTerm = { kind: 'function', name, nameSpan, external, pool, start, end };
  return fn;
}

function parseTuple(c: Cursor): TupleTerm {
  const start = c.start;
  c.skip();
  let trailingComma = false;
  let pool: Term[][] = [[]];
  if (!c.at(T.RParen)) {
    pool = [];
    do {
      const terms: Term[] = [];
      // `(,)` is the empty tuple.
      if (c.at(T.Comma) && (c.kindAt(1) === T.RParen || c.kindAt(1) === T.Semicolon)) {
        c.skip();
        trailingComma = true;
      } else if (!c.at(T.Semicolon, T.RParen)) {
        terms.push(parseTerm(c));
        while (c.eat(T.Comma)) {
          if (c.at(T.RParen, T.Semicolon)) {
            trailingComma = true;
            break;
          }
          terms.push(parseTerm(c));
        }
      }
      pool.push(fit(terms));
    } while (c.eat(T.Semicolon));
    pool = fit(pool);
  }
  const close = c.expect(T.RParen, "expecting ')'");
  return { kind: 'tuple', pool, trailingComma, start, end: close.end };
}

/** Arguments `t1,...,tn` with pools `;`: `p(1;2)` → [[1],[2]], `p(a,b;c,d)` → [[a,b],[c,d]]. */
export function parseArgumentPool(c: Cursor): Term[][] {
  const first = parseArguments(c);
  if (!c.at(T.Semicolon)) return [first];
  const pool = [first];
  while (c.eat(T.Semicolon)) pool.push(parseArguments(c));
  return fit(pool);
}

function parseArguments(c: Cursor): Term[] {
  if (c.at(T.Semicolon, T.RParen)) return [];
  const first = parseTerm(c);
  if (!c.eat(T.Comma)) return [first];
  const second = parseTerm(c);
  if (!c.at(T.Comma)) return [first, second];
  const mark = c.mark();
  c.add(first);
  c.add(second);
  while (c.eat(T.Comma)) c.add(parseTerm(c));
  return c.take(mark);
}

/** `t1, ..., tn` (possibly empty when `stop` is next). */
export function parseTermList(c: Cursor, ...stop: T[]): Term[] {
  if (c.atAny(stop)) return [];
  const first = parseTerm(c);
  if (!c.at(T.Comma)) return [first];
  const mark = c.mark();
  c.add(first);
  while (c.eat(T.Comma)) c.add(parseTerm(c));
  return c.take(mark);
}

/**
 * The value of a decimal number of up to 15 digits (exact in a double), read without cutting out its text;
 * undefined for anything else (`0x1F`, longer numbers), which parseNumber reads.
 */
function decimalAt(source: string, start: number, end: number): number | undefined {
  if (end - start > 15 || (source.charCodeAt(start) === 48 && end - start > 1)) return undefined;
  let value = 0;
  for (let i = start; i < end; i++) {
    const digit = source.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return undefined;
    value = value * 10 + digit;
  }
  return value;
}

export function parseNumber(text: string): number {
  if (/^0[xob]/.test(text)) {
    const base = text[1] === 'x' ? 16 : text[1] === 'o' ? 8 : 2;
    return parseInt(text.slice(2), base);
  }
  return Number(text);
}

export function unquote(text: string): string {
  return text.slice(1, -1).replace(/\\(["\\n])/g, (_, ch: string) => (ch === 'n' ? '\n' : ch));
}

export function tokenSpan(token: { start: number; end: number }) {
  return { start: token.start, end: token.end };
}
