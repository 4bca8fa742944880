// What a term binds. clingo matches a positive literal's arguments against ground atoms, so an argument binds
// the variables it can be solved for: plain variables, those inside function terms and tuples, and a term that
// is linear in exactly one variable (X+1, 2*X-3, -X: clingo inverts these), but nothing inside intervals,
// absolute values, /, \, **, bitwise operators or external calls.
import type { BinaryOperator, BinaryTerm, Span, Term, VariableTerm } from '../ast';

/** True when every occurrence of the variable `name` in the statement lies within `span`. */
export type Confined = (name: string, span: Span) => boolean;

export function collectVariables(t: Term, into: VariableTerm[]): void {
  // A loop with a stack, not recursion: operator chains such as 1+2+...+n nest as deep as they are long.
  const stack: Term[] = [t];
  for (let next = stack.pop(); next; next = stack.pop()) {
    switch (next.kind) {
      case 'variable':
        into.push(next);
        break;
      case 'function':
      case 'tuple':
        for (let a = next.pool.length - 1; a >= 0; a--) {
          for (let i = next.pool[a].length - 1; i >= 0; i--) stack.push(next.pool[a][i]);
        }
        break;
      case 'unary':
      case 'abs':
        stack.push(next.operand);
        break;
      case 'binary':
      case 'interval':
        stack.push(next.right, next.left);
        break;
      default:
        break;
    }
  }
}

export function hasAnonymous(t: Term): boolean {
  const stack: Term[] = [t];
  for (let next = stack.pop(); next; next = stack.pop()) {
    switch (next.kind) {
      case 'anonymous': return true;
      case 'function': case 'tuple': for (const args of next.pool) stack.push(...args); break;
      case 'unary': case 'abs': stack.push(next.operand); break;
      case 'binary': case 'interval': stack.push(next.left, next.right); break;
      default: break;
    }
  }
  return false;
}

export function variableNames(terms: readonly Term[]): Set<string> {
  const found: VariableTerm[] = [];
  for (const t of terms) collectVariables(t, found);
  return new Set(found.map((v) => v.name));
}

/** An operand arithmetic is undefined on; `(1;2)` is a pool of numbers, not a tuple. */
function nonNumeric(o: Term): boolean {
  switch (o.kind) {
    case 'string': case 'special': return true;
    case 'function': return !o.external;
    case 'tuple': return o.trailingComma || o.pool.some((args) => args.length !== 1);
    default: return false;
  }
}

/**
 * True when `t` holds arithmetic that is undefined whatever its variables are: an operand that is a string,
 * a function term, a tuple or #inf/#sup (`f(X)+1`, `"s"*2`), or a division by zero. clingo only notes such an
 * "operation undefined" and drops what contains it, so its variables need no binding. A symbolic constant
 * may be a #const, so it is not taken to be undefined.
 */
export function undefinedArithmetic(t: Term): boolean {
  const stack: Term[] = [t];
  for (let next = stack.pop(); next; next = stack.pop()) {
    switch (next.kind) {
      case 'binary': {
        const operands = [next.left, next.right].map((o) => parenthesised(o) ?? o);
        if (operands.some(nonNumeric)) return true;
        if ((next.op === '/' || next.op === '\\') && operands[1].kind === 'number' && operands[1].value === 0) return true;
        stack.push(next.left, next.right);
        break;
      }
      case 'function':
      case 'tuple':
        for (const args of next.pool) stack.push(...args);
        break;
      case 'unary':
      case 'abs':
        stack.push(next.operand);
        break;
      case 'interval':
        stack.push(next.left, next.right);
        break;
      default:
        break;
    }
  }
  return false;
}

/** `(t)` without a trailing comma is mere parentheses. */
function parenthesised(t: Term): Term | undefined {
  return t.kind === 'tuple' && !t.trailingComma && t.pool.length === 1 && t.pool[0].length === 1 ? t.pool[0][0] : undefined;
}

/** The variables `t` binds when matched against ground values. */
export function patternVariables(t: Term, confined: Confined): Set<string> {
  const into = new Set<string>();
  addPatternVariables(t, confined, into);
  return into;
}

function addPatternVariables(t: Term, confined: Confined, into: Set<string>): void {
  switch (t.kind) {
    case 'variable':
      into.add(t.name);
      break;
    case 'function':
      if (!t.external) addPoolPatternVariables(t.pool, t, confined, into);
      break;
    case 'tuple':
      addPoolPatternVariables(t.pool, t, confined, into);
      break;
    case 'unary':
      // `-X`, `-(X+1)` and `-f(X)` (the negated symbol) are all inverted; `~X` is not.
      if (t.op === '-') addPatternVariables(t.operand, confined, into);
      break;
    case 'binary': {
      const name = solvableVariable(t);
      if (name !== undefined) into.add(name);
      break;
    }
    default:
      break;
  }
}

/**
 * The variables bound by argument lists with pool alternatives. clingo expands `q(X;Y)` into one rule per
 * alternative, so a variable is bound when each alternative binds it, or when it occurs nowhere but in the
 * alternatives that bind it (the other expanded rules then do not mention it at all).
 */
export function poolPatternVariables(pool: readonly Term[][], span: Span, confined: Confined): Set<string> {
  const into = new Set<string>();
  addPoolPatternVariables(pool, span, confined, into);
  return into;
}

function addPoolPatternVariables(pool: readonly Term[][], span: Span, confined: Confined, into: Set<string>): void {
  if (pool.length === 1) {
    for (const arg of pool[0]) addPatternVariables(arg, confined, into);
    return;
  }
  const alternatives = pool.map((args) => {
    const bound = new Set<string>();
    for (const arg of args) addPatternVariables(arg, confined, bound);
    return { bound, mentioned: variableNames(args) };
  });
  for (const { bound } of alternatives) {
    for (const name of bound) {
      if (into.has(name)) continue;
      if (alternatives.every((a) => a.bound.has(name) || (!a.mentioned.has(name) && confined(name, span)))) into.add(name);
    }
  }
}

/**
 * An arithmetic term as clingo 5.8 sees it: ground (with its integer value when known), or `coefficient * name
 * + constant` in a single variable, counting how often the variable occurs; or anything else.
 * A coefficient that is unknown (a #const, say) is undefined and taken to be non-zero: better to miss an
 * error than invent one.
 */
export type Linear =
  | { kind: 'ground'; value: number | undefined }
  | { kind: 'linear'; name: string; coefficient: number | undefined; occurrences: number }
  | { kind: 'none' };

const NONE: Linear = { kind: 'none' };

/** Nested deeper than this (the parser stops at 500), a term is taken not to bind: the stack stays safe. */
const MAX_DEPTH = 2000;

/** The variable a positive literal's argument can be solved for: one occurrence, a non-zero coefficient. */
export function solvableVariable(t: Term): string | undefined {
  const l = linear(t);
  return l.kind === 'linear' && l.occurrences === 1 && l.coefficient !== 0 ? l.name : undefined;
}

/**
 * The variable an equation `l = r` can be solved for on its own (clingo 5.8; 5.4 does not): both sides are
 * arithmetic in that one variable alone, and its coefficients do not cancel, as in `X+X = 4` or `X = -X`.
 */
export function equationVariable(l: Term, r: Term): string | undefined {
  const left = linear(l);
  const right = linear(r);
  if (left.kind === 'none' || right.kind === 'none') return undefined;
  if (left.kind === 'linear' && right.kind === 'linear' && left.name !== right.name) return undefined;
  const name = left.kind === 'linear' ? left.name : right.kind === 'linear' ? right.name : undefined;
  if (name === undefined) return undefined;
  const a = left.kind === 'linear' ? left.coefficient : 0;
  const b = right.kind === 'linear' ? right.coefficient : 0;
  return a === undefined || b === undefined || a !== b ? name : undefined;
}

export function linear(t: Term, depth = 0): Linear {
  if (depth > MAX_DEPTH) return NONE;
  switch (t.kind) {
    case 'number':
      return { kind: 'ground', value: t.value };
    case 'string':
    case 'symbol':
    case 'special':
      return { kind: 'ground', value: undefined };
    case 'variable':
      return { kind: 'linear', name: t.name, coefficient: 1, occurrences: 1 };
    case 'function':
    case 'tuple': {
      const inner = parenthesised(t);
      if (inner) return linear(inner, depth + 1);
      const ground = t.pool.every((args) => args.every((a) => linear(a, depth + 1).kind === 'ground'));
      return ground ? { kind: 'ground', value: undefined } : NONE;
    }
    case 'unary': {
      const operand = linear(t.operand, depth + 1);
      if (operand.kind === 'linear') return t.op === '-' ? scale(operand, -1) : NONE;
      if (operand.kind === 'none') return NONE;
      return { kind: 'ground', value: operand.value === undefined ? undefined : t.op === '-' ? -operand.value : ~operand.value };
    }
    case 'abs': {
      const operand = linear(t.operand, depth + 1);
      if (operand.kind !== 'ground') return NONE;
      return { kind: 'ground', value: operand.value === undefined ? undefined : Math.abs(operand.value) };
    }
    case 'binary': {
      // Left-associative chains (1+2+...+n) nest down the left: fold them in a loop, not by recursion.
      const spine: BinaryTerm[] = [];
      let bottom: Term = t;
      for (; bottom.kind === 'binary'; bottom = bottom.left) spine.push(bottom);
      let result = linear(bottom, depth + 1);
      for (let i = spine.length - 1; i >= 0; i--) result = linearBinary(spine[i].op, result, linear(spine[i].right, depth + 1));
      return result;
    }
    default:
      // Intervals stand for several values, and clingo solves for none of them; errors and `_` bind nothing.
      return NONE;
  }
}

function scale(l: Linear & { kind: 'linear' }, factor: number | undefined): Linear {
  if (factor === 0 || l.coefficient === 0) return { ...l, coefficient: 0 };
  return { ...l, coefficient: l.coefficient === undefined || factor === undefined ? undefined : l.coefficient * factor };
}

function linearBinary(op: BinaryOperator, left: Linear, right: Linear): Linear {
  if (left.kind === 'none' || right.kind === 'none') return NONE;
  if (left.kind === 'ground' && right.kind === 'ground') return { kind: 'ground', value: evaluate(op, left.value, right.value) };
  if (op === '+' || op === '-') {
    const r = right.kind === 'linear' && op === '-' ? scale(right, -1) : right;
    if (left.kind === 'ground') return r;
    if (r.kind === 'ground') return left;
    if (r.kind !== 'linear' || r.name !== left.name) return NONE;
    const coefficient = left.coefficient === undefined || r.coefficient === undefined ? undefined : left.coefficient + r.coefficient;
    return { kind: 'linear', name: left.name, coefficient, occurrences: left.occurrences + r.occurrences };
  }
  if (op === '*') {
    if (left.kind === 'ground' && right.kind === 'linear') return scale(right, left.value);
    if (left.kind === 'linear' && right.kind === 'ground') return scale(left, right.value);
  }
  return NONE;
}

/** clingo's integer arithmetic on two known values; undefined where it is undefined or unknown. */
function evaluate(op: BinaryOperator, l: number | undefined, r: number | undefined): number | undefined {
  if (l === undefined || r === undefined) return undefined;
  switch (op) {
    case '+': return l + r;
    case '-': return l - r;
    case '*': return l * r;
    case '/': return r === 0 ? undefined : Math.trunc(l / r);
    case '\\': return r === 0 ? undefined : l % r;
    case '**': return r < 0 ? undefined : l ** r;
    case '&': return l & r;
    case '?': return l | r;
    case '^': return l ^ r;
  }
}
