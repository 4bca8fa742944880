// The syntax tree of a clingo program. Every node carries the source span it covers (offsets into the text,
// end exclusive). Plain data: no methods, so that analyses are functions over it and trees can be compared.
import type { Comment } from './tokens';

export interface Span {
  start: number;
  end: number;
}

// ---------------------------------------------------------------- terms

export type Term =
  | NumberTerm
  | StringTerm
  | SymbolTerm
  | VariableTerm
  | AnonymousTerm
  | SpecialTerm
  | FunctionTerm
  | TupleTerm
  | UnaryTerm
  | BinaryTerm
  | IntervalTerm
  | AbsTerm
  | ErrorTerm;

export interface NumberTerm extends Span {
  kind: 'number';
  value: number;
}

export interface StringTerm extends Span {
  kind: 'string';
  /** The string's content, escapes resolved. */
  value: string;
}

/** A constant such as `red` or `n` (a function symbol without arguments). */
export interface SymbolTerm extends Span {
  kind: 'symbol';
  name: string;
}

export interface VariableTerm extends Span {
  kind: 'variable';
  name: string;
}

export interface AnonymousTerm extends Span {
  kind: 'anonymous';
}

export interface SpecialTerm extends Span {
  kind: 'special';
  value: '#inf' | '#sup';
}

/** `f(t1,...,tn)`, or `@f(...)` when `external`. `pool` holds the alternatives of `f(a;b)`; most have one. */
export interface FunctionTerm extends Span {
  kind: 'function';
  name: string;
  nameSpan: Span;
  external: boolean;
  /** Each alternative is an argument list: `f(1,2;3,4)` has two alternatives of two arguments. */
  pool: Term[][];
}

/** `(t1,...,tn)`, `(t,)`, or a parenthesised term `(t)` (one element, no trailing comma). */
export interface TupleTerm extends Span {
  kind: 'tuple';
  pool: Term[][];
  /** `(a,)` — a one-element tuple rather than parentheses. */
  trailingComma: boolean;
}

export interface UnaryTerm extends Span {
  kind: 'unary';
  op: '-' | '~';
  operand: Term;
}

export type BinaryOperator = '+' | '-' | '*' | '/' | '\\' | '**' | '&' | '?' | '^';

export interface BinaryTerm extends Span {
  kind: 'binary';
  op: BinaryOperator;
  left: Term;
  right: Term;
}

export interface IntervalTerm extends Span {
  kind: 'interval';
  left: Term;
  right: Term;
}

export interface AbsTerm extends Span {
  kind: 'abs';
  operand: Term;
}

/** Where a term was expected and could not be read; a syntax error is reported for it. */
export interface ErrorTerm extends Span {
  kind: 'error';
}

// ---------------------------------------------------------------- atoms and literals

/** `p(t1,...)` or `-p(...)`: a predicate name applied to arguments. */
export interface Atom extends Span {
  kind: 'atom';
  name: string;
  nameSpan: Span;
  /** Classical negation `-p`. */
  negated: boolean;
  pool: Term[][];
  /** Number of arguments (of the first alternative; all alternatives of a well-formed atom agree). */
  arity: number;
}

export type ComparisonOperator = '=' | '!=' | '<' | '<=' | '>' | '>=';

/** `t1 op t2 op t3 ...` (clingo 5.6+ allows chains). */
export interface Comparison extends Span {
  kind: 'comparison';
  terms: Term[];
  ops: ComparisonOperator[];
}

export interface BooleanConstant extends Span {
  kind: 'boolean';
  value: boolean;
}

export type Sign = '' | 'not' | 'not not';

/** A literal: an atom, a comparison or `#true`/`#false`, with its default negation. */
export interface Literal extends Span {
  kind: 'literal';
  sign: Sign;
  atom: Atom | Comparison | BooleanConstant;
}

/** `L : C1, ..., Cn` */
export interface ConditionalLiteral extends Span {
  kind: 'conditional';
  literal: Literal;
  condition: Literal[];
}

export type AggregateFunction = '#count' | '#sum' | '#sum+' | '#min' | '#max';

export interface Guard {
  op: ComparisonOperator;
  term: Term;
}

/** `t1,...,tn : L1,...,Lm` in `#count{...}` and friends. */
export interface AggregateElement extends Span {
  terms: Term[];
  condition: Literal[];
}

/** `t1,...,tn : L : C1,...` in head aggregates. */
export interface HeadAggregateElement extends Span {
  terms: Term[];
  literal: Literal;
  condition: Literal[];
}

/** A body aggregate `[L op] #fun { ... } [op U]`, or a set aggregate `{ L : C; ... }` when `fun` is undefined. */
export interface Aggregate extends Span {
  kind: 'aggregate';
  sign: Sign;
  fun: AggregateFunction | undefined;
  elements: AggregateElement[];
  /** For set aggregates (no function): the literals with their conditions. */
  literals: ConditionalLiteral[];
  left?: Guard;
  right?: Guard;
}

/** A theory atom `&name(args) { elements } op term`; its elements are kept as source text. */
export interface TheoryAtom extends Span {
  kind: 'theory-atom';
  sign: Sign;
  name: string;
  nameSpan: Span;
  args: Term[];
  /** Variables that occur in the elements and the guard (for safety and references). */
  variables: VariableTerm[];
  /** Atoms in element conditions. */
  conditionLiterals: Literal[];
}

export type BodyElement = Literal | ConditionalLiteral | Aggregate | TheoryAtom;

// ---------------------------------------------------------------- heads

export interface Disjunction extends Span {
  kind: 'disjunction';
  elements: ConditionalLiteral[];
}

/** `[L op] { e1; e2 } [op U]` */
export interface Choice extends Span {
  kind: 'choice';
  elements: ConditionalLiteral[];
  left?: Guard;
  right?: Guard;
}

export interface HeadAggregate extends Span {
  kind: 'head-aggregate';
  fun: AggregateFunction;
  elements: HeadAggregateElement[];
  left?: Guard;
  right?: Guard;
}

export type Head = Literal | Disjunction | Choice | HeadAggregate | TheoryAtom;

// ---------------------------------------------------------------- statements

export interface Rule extends Span {
  kind: 'rule';
  /** Undefined for an integrity constraint `:- body.` */
  head: Head | undefined;
  body: BodyElement[];
}

export interface WeakConstraint extends Span {
  kind: 'weak-constraint';
  body: BodyElement[];
  weight: Term;
  priority: Term | undefined;
  terms: Term[];
}

export interface Signature extends Span {
  name: string;
  nameSpan: Span;
  arity: number;
  negated: boolean;
}

export interface ShowStatement extends Span {
  kind: 'show';
  /** `#show p/2.` */
  signature?: Signature;
  /** `#show t : body.` */
  term?: Term;
  body: BodyElement[];
}

export interface ConstStatement extends Span {
  kind: 'const';
  name: string;
  nameSpan: Span;
  value: Term;
  modifier: 'default' | 'override' | undefined;
}

export interface IncludeStatement extends Span {
  kind: 'include';
  path: string;
  pathSpan: Span;
  /** `#include <incmode>.` */
  system: boolean;
}

export interface ProgramStatement extends Span {
  kind: 'program';
  name: string;
  nameSpan: Span;
  params: { name: string; span: Span }[];
}

export interface ExternalStatement extends Span {
  kind: 'external';
  atom: Atom;
  body: BodyElement[];
  type: Term | undefined;
}

export interface HeuristicStatement extends Span {
  kind: 'heuristic';
  atom: Atom;
  body: BodyElement[];
  weight: Term;
  priority: Term | undefined;
  modifier: Term;
}

export interface ProjectStatement extends Span {
  kind: 'project';
  signature?: Signature;
  atom?: Atom;
  body: BodyElement[];
}

export interface DefinedStatement extends Span {
  kind: 'defined';
  signature: Signature;
}

export interface EdgeStatement extends Span {
  kind: 'edge';
  pairs: [Term, Term][];
  body: BodyElement[];
}

export interface OptimizeElement extends Span {
  weight: Term;
  priority: Term | undefined;
  terms: Term[];
  condition: Literal[];
}

export interface OptimizeStatement extends Span {
  kind: 'optimize';
  direction: 'minimize' | 'maximize';
  elements: OptimizeElement[];
}

export interface TheoryDefinition extends Span {
  kind: 'theory';
  name: string;
  nameSpan: Span;
  /** `&name/arity` atom definitions. */
  atoms: Signature[];
}

export interface ScriptStatement extends Span {
  kind: 'script';
  language: string;
  code: Span;
}

/** A statement that could not be parsed; its tokens were skipped up to the next period. */
export interface ErrorStatement extends Span {
  kind: 'error';
}

export type Statement =
  | Rule
  | WeakConstraint
  | ShowStatement
  | ConstStatement
  | IncludeStatement
  | ProgramStatement
  | ExternalStatement
  | HeuristicStatement
  | ProjectStatement
  | DefinedStatement
  | EdgeStatement
  | OptimizeStatement
  | TheoryDefinition
  | ScriptStatement
  | ErrorStatement;

export interface SyntaxError extends Span {
  message: string;
}

export interface Program {
  statements: Statement[];
  comments: Comment[];
  /** Syntax errors and what the lexer rejected, in source order. */
  errors: SyntaxError[];
}
