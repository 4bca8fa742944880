// Moving a statement's spans by an offset, in place: after an edit, every statement after it moves by the
// edit's length. Rules, nearly all of a large file, take a path that knows their shape (literals,
// conditional literals, aggregates, choices); anything else is walked generically, field by field.
import type { Aggregate, Atom, BodyElement, ConditionalLiteral, Guard, Head, Literal, Statement, Term } from '../ast';

/** Moves every span in `statement` by `by`. */
export function moveStatement(statement: Statement, by: number): void {
  if (statement.kind !== 'rule') {
    moveAny(statement, by);
    return;
  }
  statement.start += by;
  statement.end += by;
  if (statement.head) moveHead(statement.head, by);
  for (const element of statement.body) moveBodyElement(element, by);
}

function moveHead(head: Head, by: number): void {
  switch (head.kind) {
    case 'literal':
      moveLiteral(head, by);
      break;
    case 'choice':
    case 'disjunction':
      head.start += by;
      head.end += by;
      if (head.kind === 'choice') moveGuards(head, by);
      for (const c of head.elements) moveConditional(c, by);
      break;
    default:
      moveAny(head, by);
  }
}

function moveBodyElement(element: BodyElement, by: number): void {
  switch (element.kind) {
    case 'literal':
      moveLiteral(element, by);
      break;
    case 'conditional':
      moveConditional(element, by);
      break;
    case 'aggregate':
      moveAggregate(element, by);
      break;
    default:
      moveAny(element, by);
  }
}

function moveConditional(c: ConditionalLiteral, by: number): void {
  c.start += by;
  c.end += by;
  moveLiteral(c.literal, by);
  for (const l of c.condition) moveLiteral(l, by);
}

function moveAggregate(a: Aggregate, by: number): void {
  a.start += by;
  a.end += by;
  moveGuards(a, by);
  for (const e of a.elements) {
    e.start += by;
    e.end += by;
    for (const t of e.terms) moveTerm(t, by);
    for (const l of e.condition) moveLiteral(l, by);
  }
  for (const c of a.literals) moveConditional(c, by);
}

/** Guards have no span of their own, only their terms. */
function moveGuards(g: { left?: Guard; right?: Guard }, by: number): void {
  if (g.left) moveTerm(g.left.term, by);
  if (g.right) moveTerm(g.right.term, by);
}

function moveLiteral(literal: Literal, by: number): void {
  literal.start += by;
  literal.end += by;
  const { atom } = literal;
  if (atom.kind === 'atom') {
    moveAtom(atom, by);
  } else if (atom.kind === 'comparison') {
    atom.start += by;
    atom.end += by;
    for (const t of atom.terms) moveTerm(t, by);
  } else {
    moveAny(atom, by);
  }
}

function moveAtom(atom: Atom, by: number): void {
  atom.start += by;
  atom.end += by;
  atom.nameSpan.start += by;
  atom.nameSpan.end += by;
  for (const args of atom.pool) for (const t of args) moveTerm(t, by);
}

/** Terms, over a stack: a sum of 20,000 terms is a chain too deep to recurse over. */
const terms: Term[] = [];

function moveTerm(root: Term, by: number): void {
  terms.push(root);
  while (terms.length > 0) {
    const t = terms.pop() as Term;
    switch (t.kind) {
      case 'function':
        t.nameSpan.start += by;
        t.nameSpan.end += by;
        for (const args of t.pool) for (const a of args) terms.push(a);
        break;
      case 'tuple':
        for (const args of t.pool) for (const a of args) terms.push(a);
        break;
      case 'unary':
      case 'abs':
        terms.push(t.operand);
        break;
      case 'binary':
      case 'interval':
        terms.push(t.left, t.right);
        break;
      case 'number':
      case 'string':
      case 'symbol':
      case 'variable':
      case 'anonymous':
      case 'special':
      case 'error':
        break;
      default:
        // A kind of term this does not know yet: the generic walk moves it, spans and all.
        moveAny(t, by);
        continue;
    }
    t.start += by;
    t.end += by;
  }
}

/** The generic walk's stack, kept between calls. */
const stack: object[] = [];

/**
 * Moves every object with a numeric start and end under `root`, found by walking all fields. The parser never
 * puts one object in two places of a tree (a test holds it to that), so each is met once and moved once.
 */
export function moveAny(root: object, by: number): void {
  stack.push(root);
  while (stack.length > 0) {
    const node = stack.pop() as object;
    if (Array.isArray(node)) {
      for (const child of node) if (typeof child === 'object' && child !== null) stack.push(child);
      continue;
    }
    const record = node as Record<string, unknown>;
    if (typeof record.start === 'number' && typeof record.end === 'number') {
      record.start += by;
      record.end += by;
    }
    for (const key in record) {
      const child = record[key];
      if (typeof child === 'object' && child !== null) stack.push(child);
    }
  }
}
