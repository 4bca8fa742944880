// The parser's view of the token stream: lookahead, expectations with clingo-style messages, and a nesting
// limit so that no input can exhaust the stack. A syntax error throws StatementError; the statement loop
// catches it, records it and resumes after the next period.
import type { Span, SyntaxError } from '../ast';
import { describeToken, T, type Token, type TokenBuffer } from '../tokens';

/** Deeper nesting than this is reported instead of parsed (clingo programs never come close). */
export const MAX_NESTING = 500;

/** Tokens that begin a statement, for resynchronising after an error. */
const STATEMENT_START = new Set<T>([T.Identifier, T.Minus, T.If, T.WeakIf, T.LBrace, T.Show, T.Const, T.Include,
  T.Program, T.External, T.Heuristic, T.Project, T.Defined, T.Edge, T.Minimize, T.Maximize, T.Theory, T.Script]);

/** Size of the table of recent names (a power of two). */
const NAME_SLOTS = 512;

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

  private readonly kinds: Uint8Array;
  private readonly names: (string | undefined)[] = new Array(NAME_SLOTS).fill(undefined);
  /**
   * One stack for the lists being read, a nested list on top of the one it is in: each list is copied off it
   * at its size once read (see take), where a list of its own, grown by push, would leave garbage behind.
   */
  private readonly items: unknown[] = [];
  private top = 0;

  constructor(readonly tokens: TokenBuffer, readonly source: string) {
    this.kinds = tokens.kinds;
  }

  peek(ahead = 0): Token {
    return this.tokens.token(this.pos + ahead);
  }

  /** The kind of the token `ahead` tokens on, without making a Token. */
  kindAt(ahead: number): T {
    const i = this.pos + ahead;
    return this.kinds[i < this.tokens.count ? i : this.tokens.count - 1];
  }

  get kind(): T {
    return this.kinds[this.pos];
  }

  /** Offsets and text of the next token, read without making a Token (the hot paths of the term parser). */
  get start(): number {
    return this.tokens.starts[this.pos];
  }

  get end(): number {
    return this.tokens.ends[this.pos];
  }

  get text(): string {
    return this.source.slice(this.tokens.starts[this.pos], this.tokens.ends[this.pos]);
  }

  /**
   * The next token's text, as `text`, but one string for every occurrence of a name that recurs nearby: a
   * large instance names the same few predicates a hundred thousand times, and the tree keeps every name.
   */
  get name(): string {
    const start = this.tokens.starts[this.pos];
    const end = this.tokens.ends[this.pos];
    let hash = end - start;
    for (let i = start; i < end; i++) hash = (hash * 31 + this.source.charCodeAt(i)) | 0;
    const slot = hash & (NAME_SLOTS - 1);
    const known = this.names[slot];
    if (known !== undefined && known.length === end - start && this.source.startsWith(known, start)) return known;
    const name = this.source.slice(start, end);
    this.names[slot] = name;
    return name;
  }

  /** Index of the next token: progress can be told by comparing two of these. */
  get position(): number {
    return this.pos;
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
    return this.tokens.token(Math.max(this.pos - 1, 0));
  }

  /** End offset of the token consumed last. */
  previousEnd(): number {
    return this.tokens.ends[Math.max(this.pos - 1, 0)];
  }

  next(): Token {
    const token = this.peek();
    if (token.kind !== T.EOF) this.pos++;
    return token;
  }

  /** Consumes the next token without making a Token of it. */
  skip(): void {
    if (this.kinds[this.pos] !== T.EOF) this.pos++;
  }

  /** Consumes a token of `kind` if it is next; for the many places that need no Token object. */
  eat(kind: T): boolean {
    if (this.kinds[this.pos] !== kind) return false;
    this.pos++;
    return true;
  }

  accept(kind: T): Token | undefined {
    return this.kinds[this.pos] === kind ? this.next() : undefined;
  }

  report(at: Span, message: string): void {
    this.reported.push({ ...at, message });
  }

  /** Consumes a token of `kind`, or fails with `expecting`, e.g. "expecting ')'". */
  expect(kind: T, expecting: string): Token {
    if (this.kind === kind) return this.next();
    return this.fail(expecting);
  }

  /** As expect, for its end offset only (no Token made). */
  expectEnd(kind: T, expecting: string): number {
    if (this.kinds[this.pos] !== kind) this.fail(expecting);
    return this.tokens.ends[this.pos++];
  }

  /** Where the list about to be read starts on the stack of lists. */
  mark(): number {
    return this.top;
  }

  /** Adds an item to the list being read. */
  add(item: unknown): void {
    this.items[this.top++] = item;
  }

  /** The list read since `mark`, at its size, taken off the stack. */
  take<I>(mark: number): I[] {
    const list = this.items.slice(mark, this.top) as I[];
    this.items.fill(undefined, mark, this.top);
    this.top = mark;
    return list;
  }

  /** Throws a syntax error at the next token, in clingo's words: "syntax error, unexpected X, expecting Y". */
  fail(expecting: string, token: Token = this.peek()): never {
    throw new StatementError({ start: token.start, end: token.end }, `syntax error, unexpected ${describeToken(token)}, ${expecting}`);
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
    const from = this.previousEnd();
    const to = this.tokens.starts[this.pos];
    for (let i = from; i < to; i++) {
      const c = this.source.charCodeAt(i);
      if (c === 10 || c === 13) return true; // `\n`, `\r\n` or a lone `\r`, as the editor shows lines
    }
    return false;
  }

  /**
   * Skips what is left of a broken statement: past the next period, or up to a line that starts in the first
   * column with what starts a statement — so that a forgotten ')' or '.' does not swallow the rule below.
   */
  skipStatement(): void {
    while (!this.at(T.EOF)) {
      const kind = this.kinds[this.pos];
      const start = this.tokens.starts[this.pos];
      if (STATEMENT_START.has(kind) && (start === 0 || this.source.charCodeAt(start - 1) === 10)) return;
      this.skip();
      if (kind === T.Dot) return;
    }
  }

  /** Before each statement: what a broken one left behind is dropped. */
  beginStatement(): void {
    this.depth = 0;
    this.items.fill(undefined, 0, this.top);
    this.top = 0;
  }
}

/**
 * `list` cut to its length. An array grown by push keeps room for 16 or more elements; the syntax tree of a
 * large file holds hundreds of thousands of short lists, and that room would double its memory.
 */
export function fit<I>(list: I[]): I[] {
  return list.slice();
}

export function span(start: { start: number }, end: { end: number }): Span {
  return { start: start.start, end: end.end };
}
