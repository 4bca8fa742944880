// Ground terms as values, the way gringo evaluates them: pools and intervals give several values, arithmetic is
// on 32-bit integers, and an operation clingo calls undefined (1/0, a+1) gives no value at all — clingo drops
// such an atom with an info message, so a puzzle check must not see it either.
import type { BinaryOperator, BinaryTerm, IntervalTerm, NumberTerm, SymbolTerm, Term } from '../language/ast';
import type { ClingoSymbol } from '../solving/symbols';

/** How many values an expansion may still produce; shared by a whole file so one interval cannot hang the server. */
export interface Budget {
  remaining: number;
  /** Set when an expansion was cut short. */
  exhausted: boolean;
}

/** What a symbol term stands for: a `#const` value of the file, else the constant itself. */
export type Constants = (name: string) => ClingoSymbol;

/**
 * The values of a term: several for pools and intervals, none when it is empty (`3..1`), undefined when it is
 * not ground, not supported here, or undefined in clingo's sense.
 */
export function evaluate(t: Term, constants: Constants, budget: Budget): ClingoSymbol[] | undefined {
  switch (t.kind) {
    case 'number':
    case 'symbol':
      return [simple(t, constants)];
    case 'string':
      return [{ type: 'string', value: t.value }];
    case 'special':
      return [t.value === '#inf' ? { type: 'infimum' } : { type: 'supremum' }];
    case 'function': {
      if (t.external) return undefined;
      const out: ClingoSymbol[] = [];
      for (const args of t.pool) {
        const tuples = evaluateArguments(args, constants, budget);
        if (!tuples) return undefined;
        for (const a of tuples) out.push({ type: 'function', name: t.name, args: a, negated: false });
      }
      return out;
    }
    case 'tuple': {
      const out: ClingoSymbol[] = [];
      for (const args of t.pool) {
        const tuples = evaluateArguments(args, constants, budget);
        if (!tuples) return undefined;
        // `(t)` is only parentheses; `(t,)` and `(a,b)` are tuples.
        const parenthesised = args.length === 1 && !t.trailingComma;
        for (const a of tuples) out.push(parenthesised ? a[0] : { type: 'tuple', args: a });
      }
      return out;
    }
    case 'unary': {
      const values = evaluate(t.operand, constants, budget);
      if (!values) return undefined;
      const out: ClingoSymbol[] = [];
      for (const v of values) {
        if (v.type === 'number') out.push(num(t.op === '-' ? -v.value : ~v.value));
        // `-a` is classical negation of a constant or function, as clingo prints it.
        else if (t.op === '-' && v.type === 'function' && !v.negated) out.push({ ...v, negated: true });
        else if (t.op === '-' && v.type === 'function') out.push({ ...v, negated: false });
      }
      return out;
    }
    case 'abs': {
      const values = evaluate(t.operand, constants, budget);
      return values?.filter(isNumber).map((v) => num(Math.abs(v.value)));
    }
    case 'binary':
    case 'interval':
      return evaluateChain(t, constants, budget);
    case 'variable':
    case 'anonymous':
    case 'error':
      return undefined;
  }
}

/**
 * A left-associative chain (`1+1+…+1`, `1..2..3`) nests down the left as deep as it is long, far deeper than the
 * stack allows: fold it from its innermost operand outwards in a loop. Right operands bind tighter and are short.
 */
function evaluateChain(t: BinaryTerm | IntervalTerm, constants: Constants, budget: Budget): ClingoSymbol[] | undefined {
  const spine: (BinaryTerm | IntervalTerm)[] = [];
  let bottom: Term = t;
  for (; bottom.kind === 'binary' || bottom.kind === 'interval'; bottom = bottom.left) spine.push(bottom);
  let values = evaluate(bottom, constants, budget);
  for (let i = spine.length - 1; i >= 0 && values; i--) {
    const node = spine[i];
    const right = evaluate(node.right, constants, budget);
    values = right && (node.kind === 'binary' ? binary(node.op, values, right, budget) : interval(values, right, budget));
  }
  return values;
}

function binary(op: BinaryOperator, left: ClingoSymbol[], right: ClingoSymbol[], budget: Budget): ClingoSymbol[] | undefined {
  if (left.length * right.length > budget.remaining) return cut(budget);
  const out: ClingoSymbol[] = [];
  for (const l of left) {
    for (const r of right) {
      if (l.type !== 'number' || r.type !== 'number') continue;
      const v = arithmetic(op, l.value, r.value);
      if (v !== undefined) out.push(num(v));
    }
  }
  return out;
}

function interval(left: ClingoSymbol[], right: ClingoSymbol[], budget: Budget): ClingoSymbol[] | undefined {
  const out: ClingoSymbol[] = [];
  for (const l of left) {
    for (const r of right) {
      if (l.type !== 'number' || r.type !== 'number') continue;
      if (r.value - l.value + 1 > budget.remaining - out.length) return cut(budget);
      for (let i = l.value; i <= r.value; i++) out.push(num(i));
    }
  }
  return out;
}

/** Every combination of the arguments' values: `p(1..2, a;b)` style cross products, within the budget. */
export function evaluateArguments(args: Term[], constants: Constants, budget: Budget): ClingoSymbol[][] | undefined {
  // Nearly every argument of an instance is a number or a constant: one array, no intermediate lists.
  const plain: ClingoSymbol[] = [];
  for (const a of args) {
    if (a.kind !== 'number' && a.kind !== 'symbol') break;
    plain.push(simple(a, constants));
  }
  if (plain.length === args.length) return [plain];
  let tuples: ClingoSymbol[][] = [[]];
  for (const arg of args) {
    const values = evaluate(arg, constants, budget);
    if (!values) return undefined;
    if (tuples.length * values.length > budget.remaining) return cut(budget);
    if (values.length === 1) {
      for (const tuple of tuples) tuple.push(values[0]);
      continue;
    }
    const next: ClingoSymbol[][] = [];
    for (const tuple of tuples) for (const v of values) next.push([...tuple, v]);
    tuples = next;
  }
  return tuples;
}

/**
 * Numbers and constants are shared, not allocated per occurrence: a large instance mentions the same few values
 * tens of thousands of times. Symbols are plain data that nobody mutates, so sharing is safe.
 */
const SMALL_NUMBERS: ClingoSymbol[] = Array.from({ length: 1024 }, (_, i) => ({ type: 'number', value: i }));

function simple(t: NumberTerm | SymbolTerm, constants: Constants): ClingoSymbol {
  return t.kind === 'number' ? num(t.value) : constants(t.name);
}

function cut(budget: Budget): undefined {
  budget.exhausted = true;
  return undefined;
}

/** A number as gringo has it (32 bits), shared when it is small: what every fact reader gives for a number. */
export function numberSymbol(value: number): ClingoSymbol {
  return num(value);
}

function num(value: number): ClingoSymbol {
  const v = value | 0;
  return v >= 0 && v < SMALL_NUMBERS.length ? SMALL_NUMBERS[v] : { type: 'number', value: v };
}

function isNumber(s: ClingoSymbol): s is { type: 'number'; value: number } {
  return s.type === 'number';
}

/** gringo's integer arithmetic (checked against clingo): truncating division, C's remainder, 32-bit wrap. */
function arithmetic(op: BinaryOperator, a: number, b: number): number | undefined {
  switch (op) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return Math.imul(a, b);
    case '/':
      return b === 0 ? undefined : Math.trunc(a / b);
    case '\\':
      return b === 0 ? undefined : a % b;
    case '**':
      return power(a, b);
    case '&':
      return a & b;
    case '?':
      return a | b;
    case '^':
      return a ^ b;
  }
}

/** clingo gives 0 for a negative exponent, except that 0 to a negative power is undefined. */
function power(base: number, exponent: number): number | undefined {
  if (exponent < 0) return base === 0 ? undefined : 0;
  let result = 1;
  let b = base | 0;
  for (let e = exponent; e > 0; e >>>= 1) {
    if (e & 1) result = Math.imul(result, b);
    b = Math.imul(b, b);
  }
  return result;
}
