// The parser's view of the token stream: lookahead, expectations with clingo-style messages, and a nesting
// limit so that no input can exhaust the stack. A syntax error throws StatementError; the statement loop
// catches it, records it and resumes after the next period.
import type { Span, SyntaxError } from '../ast';
import { describeToken, T, type Token } from '../tokens';

/** Deeper nesting than this is reported instead of parsed (clingo programs never come close). */
export const MAX_NESTING = 500;

/** Tokens that begin a statement, for resynchronising after an error. */
const STATEMENT_START = new Set<T>([T.Identifier, T.Minus, T.If, T.WeakIf, T.LBrace, T.Show, T.Const, T.Include,
  T.Program, T.External, T.Heuristic, T.Project, T.Defined, T.Edge, T.Minimize, T.Maximize, T.Theory, T.Script]);

export class StatementError extends Error {
  constructor(readonly span: Span, message: string) {
    super(message);
  }
}

export class Cursor {
  private pos = 0;
  private depth = 0;
  /** Errors after which parsing goes on within the statement. */
  readonly reported: SyntaxError[] = [];

  constructor(readonly tokens: Token[], readonly text: string) {}

  peek(ahead = 0): Token {
    const i = this.pos + ahead;
    return this.tokens[i < this.tokens.length ? i : this.tokens.length - 1];
  }

  get kind(): T {
    return this.tokens[this.pos].kind;
  }

  /** True when the next token is of one of the kinds (fixed parameters: this is called for every token). */
  at(a: T, b?: T, c?: T, d?: T, e?: T): boolean {
    const k = this.kind;
    return k === a || k === b || k === c || k === d || k === e;
  }

  /** Like `at`, for a list of kinds. */
  atAny(kinds: readonly T[]): boolean {
    return kinds.includes(this.kind);
  }

  /** The token consumed last (the first token when nothing was consumed). */
  previous(): Token {
    return this.tokens[Math.max(this.pos - 1, 0)];
  }

  next(): Token {
    const token = this.peek();
    if (token.kind !== T.EOF) this.pos++;
    return token;
  }

  accept(kind: T): Token | undefined {
    return this.kind === kind ? this.next() : undefined;
  }

  report(at: Span, message: string): void {
    this.reported.push({ ...at, message });
  }

  /** Consumes a token of `kind`, or fails with `expecting`, e.g. "expecting ')'". */
  expect(kind: T, expecting: string): Token {
    if (this.kind === kind) return this.next();
    return this.fail(expecting);
  }

  /** Throws a syntax error at the next token, in clingo's words: "syntax error, unexpected X, expecting Y". */
  fail(expecting: string, token: Token = this.peek()): never {
    throw new StatementError({ start: token.start, end: token.end }, `syntax error, unexpected ${describeToken(token)}, ${expecting}`);
  }

  /** Runs `parse` one nesting level deeper, refusing to go past MAX_NESTING. */
  nested<R>(parse: () => R): R {
    this.enter();
    try {
      return parse();
    } finally {
      this.depth--;
    }
  }

  /** One nesting level deeper; pair with `leave()` in a `finally`. */
  enter(): void {
    if (this.depth + 1 > MAX_NESTING) {
      const token = this.peek();
      throw new StatementError({ start: token.start, end: token.end }, `nesting deeper than ${MAX_NESTING} levels`);
    }
    this.depth++;
  }

  leave(): void {
    this.depth--;
  }

  /** True when a line break stands between the previous token and the next one. */
  newlineBefore(): boolean {
    const prev = this.previous();
    const next = this.peek();
    return this.text.slice(prev.end, next.start).includes('\n');
  }

  /**
   * Skips what is left of a broken statement: past the next period, or up to a line that starts in the first
   * column with what starts a statement — so that a forgotten ')' or '.' does not swallow the rule below.
   */
  skipStatement(): void {
    while (!this.at(T.EOF)) {
      const token = this.peek();
      if (STATEMENT_START.has(token.kind) && (token.start === 0 || this.text.charCodeAt(token.start - 1) === 10)) return;
      if (this.next().kind === T.Dot) return;
    }
  }

  resetDepth(): void {
    this.depth = 0;
  }
}

export function span(start: { start: number }, end: { end: number }): Span {
  return { start: start.start, end: end.end };
}
