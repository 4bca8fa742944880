// Literals, aggregates, theory atoms, and the heads and bodies made of them.
import type {
  Aggregate, AggregateElement, AggregateFunction, Atom, BodyElement, ComparisonOperator, ConditionalLiteral,
  Guard, Head, HeadAggregateElement, Literal, Sign, Term, TheoryAtom, VariableTerm,
} from '../ast';
import { T } from '../tokens';
import { Cursor, fit, span, StatementError } from './cursor';
import { kindTable, parseArgumentPool, parseAtomOrTerm, parseTerm, parseTermList, startsTerm, tokenSpan } from './terms';

const COMPARISON = kindTable<ComparisonOperator>({
  [T.Eq]: '=', [T.Neq]: '!=', [T.Lt]: '<', [T.Leq]: '<=', [T.Gt]: '>', [T.Geq]: '>=',
});

const AGGREGATE = kindTable<AggregateFunction>({
  [T.Count]: '#count', [T.Sum]: '#sum', [T.SumPlus]: '#sum+', [T.Min]: '#min', [T.Max]: '#max',
});

const comparisonAt = (c: Cursor) => COMPARISON[c.kind];
const aggregateAt = (c: Cursor) => AGGREGATE[c.kind] !== undefined || c.kind === T.LBrace;

function parseSign(c: Cursor): Sign {
  if (!c.eat(T.Not)) return '';
  return c.eat(T.Not) ? 'not not' : 'not';
}

/** Reads an atom out of a term: `p`, `p(...)`, or `-p(...)` for classical negation. */
export function termToAtom(term: Term): Atom {
  if (term.kind === 'symbol') {
    return { kind: 'atom', name: term.name, nameSpan: tokenSpan(term), negated: false, pool: [[]], arity: 0, start: term.start, end: term.end };
  }
  if (term.kind === 'function' && !term.external) {
    return { kind: 'atom', name: term.name, nameSpan: term.nameSpan, negated: false, pool: term.pool, arity: term.pool[0].length, start: term.start, end: term.end };
  }
  if (term.kind === 'unary' && term.op === '-' && (term.operand.kind === 'symbol' || (term.operand.kind === 'function' && !term.operand.external))) {
    return { ...termToAtom(term.operand), negated: true, start: term.start };
  }
  throw new StatementError(span(term, term), 'syntax error, expecting an atom such as p or p(X)');
}

export function parseAtom(c: Cursor): Atom {
  if (!c.at(T.Identifier, T.Minus)) c.fail('expecting an atom');
  return termToAtom(parseTerm(c));
}

/** A literal whose start has been read (see parseAtomOrTerm): a comparison chain, or an atom. */
function finishLiteral(c: Cursor, first: Atom | Term, sign: Sign, start: number): Literal {
  const op = first.kind === 'atom' ? undefined : comparisonAt(c);
  if (!op) return { kind: 'literal', sign, atom: first.kind === 'atom' ? first : termToAtom(first), start, end: first.end };
  c.skip();
  const second = parseTerm(c);
  let terms = [first as Term, second];
  let ops = [op];
  // Chains such as `1 < X < 5` are rare: the common comparison makes its two lists at their size.
  if (comparisonAt(c)) {
    terms = terms.slice();
    ops = ops.slice();
    for (let next = comparisonAt(c); next; next = comparisonAt(c)) {
      c.skip();
      ops.push(next);
      terms.push(parseTerm(c));
    }
    terms = fit(terms);
    ops = fit(ops);
  }
  const last = terms[terms.length - 1];
  return { kind: 'literal', sign, atom: { kind: 'comparison', terms, ops, start: first.start, end: last.end }, start, end: last.end };
}

export function parseLiteral(c: Cursor): Literal {
  const start = c.start;
  const sign = parseSign(c);
  const bool = c.accept(T.True) ?? c.accept(T.False);
  if (bool) {
    return { kind: 'literal', sign, atom: { kind: 'boolean', value: bool.kind === T.True, ...tokenSpan(bool) }, start, end: bool.end };
  }
  if (!startsTerm(c)) c.fail('expecting a literal');
  return finishLiteral(c, parseAtomOrTerm(c), sign, start);
}

/** `L1, ..., Ln` — the condition of a conditional literal or an aggregate element. */
export function parseCondition(c: Cursor): Literal[] {
  const first = parseLiteral(c);
  if (!c.at(T.Comma)) return [first];
  const mark = c.mark();
  c.add(first);
  while (c.eat(T.Comma)) c.add(parseLiteral(c));
  return c.take(mark);
}

function parseConditional(c: Cursor, literal: Literal): ConditionalLiteral {
  // `a : .` — an empty condition is allowed (clingo reads `a ::- b.` as `a : :- b.`).
  const condition = c.eat(T.Colon) && !c.at(T.Semicolon, T.RBrace, T.Dot, T.If) ? parseCondition(c) : [];
  const end = condition.length ? condition[condition.length - 1] : literal;
  return { kind: 'conditional', literal, condition, ...span(literal, end) };
}

function parseRightGuard(c: Cursor): Guard | undefined {
  const op = comparisonAt(c);
  if (op) {
    c.skip();
    return { op, term: parseTerm(c) };
  }
  // `{ a } 2` — a bare term after the braces is an upper bound (nothing else may follow them).
  if (startsTerm(c)) return { op: '<=', term: parseTerm(c) };
  return undefined;
}

/** Everything from the aggregate function (or '{') on; `left` is the guard read before it. */
function parseAggregate(c: Cursor, sign: Sign, left: Guard | undefined, start: number): Aggregate {
  const fun = AGGREGATE[c.kind];
  if (fun) c.skip();
  c.expectEnd(T.LBrace, "expecting '{'");
  // Elements with terms after a function, conditional literals in a set aggregate: one list or the other.
  const mark = c.mark();
  if (!c.at(T.RBrace)) {
    do {
      c.add(fun ? parseAggregateElement(c) : parseConditional(c, parseLiteral(c)));
    } while (c.eat(T.Semicolon));
  }
  const read = c.take<AggregateElement & ConditionalLiteral>(mark);
  const closeEnd = c.expectEnd(T.RBrace, "expecting ';' or '}'");
  const right = parseRightGuard(c);
  const end = right ? right.term.end : closeEnd;
  const elements: AggregateElement[] = fun ? read : [];
  const literals: ConditionalLiteral[] = fun ? [] : read;
  return { kind: 'aggregate', sign, fun, elements, literals, left, right, start, end };
}

function parseAggregateElement(c: Cursor): AggregateElement {
  if (c.at(T.Semicolon, T.RBrace)) c.fail('expecting an aggregate element');
  const start = c.start;
  const terms = parseTermList(c, T.Colon, T.Semicolon, T.RBrace);
  const condition = c.eat(T.Colon) && !c.at(T.Semicolon, T.RBrace) ? parseCondition(c) : [];
  return { terms, condition, start, end: c.previousEnd() };
}

/** `&name(args) { elements } [op term]`. Elements are theory terms, kept as their variables and conditions. */
function parseTheoryAtom(c: Cursor, sign: Sign, start: number): TheoryAtom {
  c.expect(T.Ampersand, "expecting '&'");
  const name = c.expect(T.Identifier, "expecting the name of a theory atom after '&'");
  let args: Term[] = [];
  if (c.eat(T.LParen)) {
    args = parseArgumentPool(c)[0];
    c.expect(T.RParen, "expecting ')'");
  }
  const variables: VariableTerm[] = [];
  const conditionLiterals: Literal[] = [];
  if (c.at(T.LBrace)) {
    c.skip();
    let depth = 0;
    while (!(depth === 0 && c.at(T.RBrace))) {
      const token = c.peek();
      if (token.kind === T.EOF || token.kind === T.Dot) c.fail("expecting '}' to close the theory atom");
      if (depth === 0 && token.kind === T.Colon) {
        c.skip();
        if (!c.at(T.Semicolon, T.RBrace)) conditionLiterals.push(...parseCondition(c));
        continue;
      }
      // Elements are separated by ';', and none is empty: `&a { 1 ; }` is not an atom.
      if (depth === 0 && token.kind === T.Semicolon && c.kindAt(1) === T.RBrace) c.fail('expecting a theory atom element', c.peek(1));
      if (token.kind === T.LParen || token.kind === T.LBrace || token.kind === T.LBracket) depth++;
      if (token.kind === T.RParen || token.kind === T.RBrace || token.kind === T.RBracket) depth--;
      if (token.kind === T.Variable) variables.push({ kind: 'variable', name: token.text, ...tokenSpan(token) });
      c.skip();
    }
    c.skip();
  }
  // A guard: a theory operator (one or more operator tokens) and a term.
  const opTokens = [T.Eq, T.Neq, T.Lt, T.Leq, T.Gt, T.Geq, T.Plus, T.Minus, T.Star, T.Slash, T.Backslash, T.Question,
    T.Caret, T.Tilde, T.At, T.Ampersand, T.Bar, T.Power];
  if (c.atAny(opTokens)) {
    while (c.atAny(opTokens) && !c.peek().spaceBefore) c.skip();
    if (c.atAny(opTokens)) c.skip();
    const guard = parseTerm(c);
    collectVariables(guard, variables);
  }
  return {
    kind: 'theory-atom', sign, name: name.text, nameSpan: tokenSpan(name), args, variables: fit(variables),
    conditionLiterals: fit(conditionLiterals), start, end: c.previous().end,
  };
}

function collectVariables(root: Term, into: VariableTerm[]): void {
  const stack: Term[] = [root];
  for (let term = stack.pop(); term; term = stack.pop()) {
    switch (term.kind) {
      case 'variable': into.push(term); break;
      case 'function': case 'tuple': term.pool.forEach((ts) => stack.push(...ts)); break;
      case 'unary': case 'abs': stack.push(term.operand); break;
      case 'binary': case 'interval': stack.push(term.right, term.left); break;
      default: break;
    }
  }
}

/** One element of a body: a literal (maybe conditional), an aggregate with its guards, or a theory atom. */
export function parseBodyElement(c: Cursor): BodyElement {
  c.enter();
  try {
    return parseBodyElementAt(c);
  } finally {
    c.leave();
  }
}

function parseBodyElementAt(c: Cursor): BodyElement {
  const start = c.start;
  const sign = parseSign(c);
  if (c.at(T.Ampersand)) return parseTheoryAtom(c, sign, start);
  if (aggregateAt(c)) return parseAggregate(c, sign, undefined, start);
  if (c.at(T.True, T.False)) {
    const bool = c.next();
    const literal: Literal = { kind: 'literal', sign, atom: { kind: 'boolean', value: bool.kind === T.True, ...tokenSpan(bool) }, start, end: bool.end };
    return c.at(T.Colon) ? parseConditional(c, literal) : literal;
  }
  if (!startsTerm(c)) c.fail('expecting a literal, an aggregate or a theory atom');
  const first = parseAtomOrTerm(c);
  if (first.kind === 'atom') {
    const literal: Literal = { kind: 'literal', sign, atom: first, start, end: first.end };
    return c.at(T.Colon) ? parseConditional(c, literal) : literal;
  }
  const op = comparisonAt(c);
  if (op && isAggregateAfterComparison(c)) {
    c.skip();
    return parseAggregate(c, sign, { op, term: first }, start);
  }
  if (aggregateAt(c)) return parseAggregate(c, sign, { op: '<=', term: first }, start);
  const literal = finishLiteral(c, first, sign, start);
  return c.at(T.Colon) ? parseConditional(c, literal) : literal;
}

function isAggregateAfterComparison(c: Cursor): boolean {
  const next = c.kindAt(1);
  return next === T.LBrace || AGGREGATE[next] !== undefined;
}

/** `B1, ..., Bn` up to the period; after a conditional literal only ';' separates (its condition took the commas). */
export function parseBody(c: Cursor): BodyElement[] {
  if (c.at(T.Dot)) return [];
  const mark = c.mark();
  for (;;) {
    const element = parseBodyElement(c);
    c.add(element);
    if (c.eat(T.Semicolon)) continue;
    if (element.kind !== 'conditional' && c.eat(T.Comma)) continue;
    return c.take(mark);
  }
}

/** A rule's head: a literal, a disjunction, a choice, a head aggregate or a theory atom. */
export function parseHead(c: Cursor): Head {
  c.enter();
  try {
    return parseHeadAt(c);
  } finally {
    c.leave();
  }
}

function parseHeadAt(c: Cursor): Head {
  const start = c.start;
  if (c.at(T.Ampersand)) return parseTheoryAtom(c, '', start);
  let left: Guard | undefined;
  if (!aggregateAt(c) && startsTerm(c) && !c.at(T.Not)) {
    const first = parseAtomOrTerm(c);
    if (first.kind === 'atom') return parseDisjunction(c, finishLiteral(c, first, '', start), start);
    const op = comparisonAt(c);
    if (op && isAggregateAfterComparison(c)) {
      c.skip();
      left = { op, term: first };
    } else if (aggregateAt(c)) {
      left = { op: '<=', term: first };
    } else {
      return parseDisjunction(c, finishLiteral(c, first, '', start), start);
    }
  }
  if (aggregateAt(c)) return parseChoiceOrHeadAggregate(c, left, start);
  return parseDisjunction(c, parseLiteral(c), start);
}

function parseDisjunction(c: Cursor, first: Literal, start: number): Head {
  // The common case, a plain head literal, makes no disjunction.
  if (!c.at(T.Colon, T.Semicolon, T.Bar, T.Comma)) return first;
  const elements = [parseConditional(c, first)];
  if (elements[0].condition.length === 0 && !c.at(T.Semicolon, T.Bar, T.Comma)) return first;
  while (c.at(T.Semicolon, T.Bar) || (c.at(T.Comma) && elements[elements.length - 1].condition.length === 0)) {
    c.skip();
    elements.push(parseConditional(c, parseLiteral(c)));
  }
  return { kind: 'disjunction', elements: fit(elements), start, end: c.previous().end };
}

function parseChoiceOrHeadAggregate(c: Cursor, left: Guard | undefined, start: number): Head {
  const fun = AGGREGATE[c.kind];
  if (!fun) {
    const aggregate = parseAggregate(c, '', left, start);
    return { kind: 'choice', elements: aggregate.literals, left, right: aggregate.right, start, end: aggregate.end };
  }
  c.skip();
  c.expect(T.LBrace, "expecting '{'");
  const elements: HeadAggregateElement[] = [];
  if (!c.at(T.RBrace)) {
    do {
      const elementStart = c.start;
      const terms = parseTermList(c, T.Colon);
      c.expect(T.Colon, "expecting ':' and the literal of the head aggregate element");
      const literal = parseLiteral(c);
      const condition = c.eat(T.Colon) && !c.at(T.Semicolon, T.RBrace) ? parseCondition(c) : [];
      elements.push({ terms, literal, condition, start: elementStart, end: c.previous().end });
    } while (c.eat(T.Semicolon));
  }
  const close = c.expect(T.RBrace, "expecting ';' or '}'");
  const right = parseRightGuard(c);
  return { kind: 'head-aggregate', fun, elements: fit(elements), left, right, start, end: right ? right.term.end : close.end };
}
