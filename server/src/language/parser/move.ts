// Moving a statement's spans by an offset, in place: after an edit, every statement after it moves by the
// edit's length. Facts and rules over plain literals, nearly all of a large file, take a path that knows
// their shape; anything else is walked generically, field by field.
import type { Atom, Literal, Statement, Term } from '../ast';

/** Moves every span in `statement` by `by`. */
export function moveStatement(statement: Statement, by: number): void {
  if (statement.kind !== 'rule') {
    moveAny(statement, by);
    return;
  }
  statement.start += by;
  statement.end += by;
  const { head } = statement;
  if (head?.kind === 'literal') moveLiteral(head, by);
  else if (head) moveAny(head, by);
  for (const element of statement.body) {
    if (element.kind === 'literal') moveLiteral(element, by);
    else moveAny(element, by);
  }
}

function moveLiteral(literal: Literal, by: number): void {
  literal.start += by;
  literal.end += by;
  const { atom } = literal;
  if (atom.kind === 'atom') moveAtom(atom, by);
  else moveAny(atom, by);
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
