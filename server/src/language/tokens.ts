// The tokens of clingo's input language, as clingo's own lexer (libgringo nongroundlexer) cuts them.

export const enum T {
  Identifier,
  Variable,
  Anonymous, // _
  Number,
  String,
  // The one word that is a keyword wherever it stands.
  Not,
  // #words
  Show,
  Const,
  Include,
  Program,
  External,
  Heuristic,
  Project,
  Defined,
  Edge,
  Minimize,
  Maximize,
  Theory,
  Script,
  End, // #end, after a script's code
  Count,
  Sum,
  SumPlus,
  Min,
  Max,
  Disjoint,
  Inf,
  Sup,
  True,
  False,
  // Punctuation and operators.
  Dot,
  Dots,
  Comma,
  Semicolon,
  Colon,
  If, // :-
  WeakIf, // :~
  Bar,
  LParen,
  RParen,
  LBracket,
  RBracket,
  LBrace,
  RBrace,
  Plus,
  Minus,
  Star,
  Power, // **
  Slash,
  Backslash,
  Ampersand,
  Question,
  Caret,
  Tilde,
  At,
  Eq, // = or ==
  Neq, // != or <>
  Lt,
  Leq,
  Gt,
  Geq,
  /** The code of a #script block, from after ')' up to '#end'. */
  Code,
  EOF,
}

export class Token {
  constructor(
    readonly kind: T,
    /** Offset of the first character (UTF-16 code units, as LSP positions count). */
    readonly start: number,
    /** Offset after the last character. */
    readonly end: number,
    /** True when whitespace or a comment stands between this token and the previous one. */
    readonly spaceBefore: boolean,
    private readonly source: string,
  ) {}

  /** Cut from the source only when asked: most tokens of a large instance are never looked at as text. */
  get text(): string {
    return this.source.slice(this.start, this.end);
  }
}

/**
 * All tokens of a text as parallel arrays. A large instance has hundreds of thousands of tokens: kept as
 * objects they would all survive until the parse ends and make the garbage collector the slowest part of it;
 * the parser makes a Token object only for the token it is looking at.
 */
export class TokenBuffer {
  count = 0;
  kinds: Uint8Array;
  starts: Int32Array;
  ends: Int32Array;
  /** 1 when whitespace or a comment precedes the token. */
  spaces: Uint8Array;

  constructor(readonly source: string) {
    // Nearly every token takes a character at least, so this is room enough without growing (and copying);
    // the arrays live only as long as the parse.
    const size = 16 + source.length;
    this.kinds = new Uint8Array(size);
    this.starts = new Int32Array(size);
    this.ends = new Int32Array(size);
    this.spaces = new Uint8Array(size);
  }

  push(kind: T, start: number, end: number, spaceBefore: boolean): void {
    if (this.count === this.kinds.length) this.grow();
    const i = this.count++;
    this.kinds[i] = kind;
    this.starts[i] = start;
    this.ends[i] = end;
    this.spaces[i] = spaceBefore ? 1 : 0;
  }

  token(i: number): Token {
    const j = i < this.count ? i : this.count - 1;
    return new Token(this.kinds[j], this.starts[j], this.ends[j], this.spaces[j] === 1, this.source);
  }

  private grow(): void {
    const size = this.kinds.length * 2;
    const kinds = new Uint8Array(size);
    kinds.set(this.kinds);
    this.kinds = kinds;
    const starts = new Int32Array(size);
    starts.set(this.starts);
    this.starts = starts;
    const ends = new Int32Array(size);
    ends.set(this.ends);
    this.ends = ends;
    const spaces = new Uint8Array(size);
    spaces.set(this.spaces);
    this.spaces = spaces;
  }
}

/** A comment, kept beside the tokens for doc comments and folding. */
export interface Comment {
  start: number;
  end: number;
  text: string;
  block: boolean;
}

export const KEYWORDS: Record<string, T> = {
  '#show': T.Show,
  '#const': T.Const,
  '#include': T.Include,
  '#program': T.Program,
  '#external': T.External,
  '#heuristic': T.Heuristic,
  '#project': T.Project,
  '#defined': T.Defined,
  '#edge': T.Edge,
  '#minimize': T.Minimize,
  '#minimise': T.Minimize,
  '#maximize': T.Maximize,
  '#maximise': T.Maximize,
  '#theory': T.Theory,
  '#script': T.Script,
  '#count': T.Count,
  '#sum': T.Sum,
  '#sum+': T.SumPlus,
  '#min': T.Min,
  '#max': T.Max,
  '#disjoint': T.Disjoint,
  '#inf': T.Inf,
  '#infimum': T.Inf,
  '#sup': T.Sup,
  '#supremum': T.Sup,
  '#true': T.True,
  '#false': T.False,
};

/** How a token reads in a message: `'.'`, `<IDENTIFIER>`, `#show`. */
export function describeToken(token: Token): string {
  switch (token.kind) {
    case T.Identifier:
      return `<IDENTIFIER> '${token.text}'`;
    case T.Variable:
      return `<VARIABLE> '${token.text}'`;
    case T.Number:
      return `<NUMBER> ${token.text}`;
    case T.String:
      return '<STRING>';
    case T.EOF:
      return 'end of file';
    case T.Code:
      return 'script code';
    default:
      return `'${token.text}'`;
  }
}
