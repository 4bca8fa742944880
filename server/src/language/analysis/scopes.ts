// Where the variables of a statement can be bound. A statement has a global scope (head, body literals,
// aggregate guards, directive terms) and one local scope per element: an aggregate element, a conditional
// literal `L : C`, a choice or disjunction element, a #minimize element, a theory atom's elements. A variable
// that occurs in the global part is global and must be bound there; the others are local to their element and
// may be bound by its condition, on top of what the global scope binds.
import type {
  Aggregate, Atom, BodyElement, ConditionalLiteral, Head, Literal, Statement, Term, TheoryAtom, VariableTerm,
} from '../ast';
import { rangeBound } from './bounds';
import {
  collectVariables, type Confined, equationVariable, hasAnonymous, patternVariables, poolPatternVariables, undefinedArithmetic,
  variableNames,
} from './terms';

/** Binds `gives` once all of `needs` are bound. */
export interface Binder {
  needs: ReadonlySet<string>;
  gives: ReadonlySet<string>;
  /** Only the global variables among `needs` must be bound first (an aggregate's own elements bind the rest). */
  needsGlobalOnly: boolean;
  /** The positive atom this binder is (for the message about variables it cannot solve for). */
  atom?: Atom;
}

export type ScopeKind = 'body' | 'condition' | 'conditional-literal' | 'theory' | 'optimize';

export interface Scope {
  kind: ScopeKind;
  variables: VariableTerm[];
  binders: Binder[];
  /**
   * The literal L of a body conditional literal `L : C`, for which `variables` and `binders` are C's. clingo
   * grounds C first, so L cannot help C; then a positive L binds the rest of its own variables.
   */
  literal?: { variables: VariableTerm[]; binders: Binder[] };
  /** The one element of a choice or head aggregate whose condition clingo lifts into the body. */
  lifted?: boolean;
}

export function scopeVariables(s: Scope): VariableTerm[] {
  return s.literal ? [...s.variables, ...s.literal.variables] : s.variables;
}

export interface StatementScopes {
  global: Scope;
  elements: Scope[];
}

const scope = (kind: ScopeKind): Scope => ({ kind, variables: [], binders: [] });

function addTerms(into: Scope | VariableTerm[], terms: readonly (Term | undefined)[]): void {
  const variables = Array.isArray(into) ? into : into.variables;
  for (const t of terms) if (t) collectVariables(t, variables);
}

function addLiteralTerms(into: Scope | VariableTerm[], l: Literal): void {
  if (l.atom.kind === 'atom') for (const args of l.atom.pool) addTerms(into, args);
  else if (l.atom.kind === 'comparison') addTerms(into, l.atom.terms);
}

function literalUndefined(l: Literal): boolean {
  if (l.atom.kind === 'atom') return l.atom.pool.some((args) => args.some(undefinedArithmetic));
  return l.atom.kind === 'comparison' && l.atom.terms.some(undefinedArithmetic);
}

const NOTHING: ReadonlySet<string> = new Set();

/** The variables with a lower and an upper bound among `literals` (see bounds.ts), as one binder. */
function rangeBinders(literals: readonly Literal[]): Binder[] {
  const gives = rangeBound(literals);
  return gives.size > 0 ? [{ needs: NOTHING, gives, needsGlobalOnly: false }] : [];
}

const unbounded = (g: { left?: unknown; right?: unknown }) => !g.left && !g.right;

/** Pools multiply an element into several before clingo looks at it: then it is not alone. */
function pooled(literals: readonly Literal[], terms: readonly Term[]): boolean {
  // An explicit stack: a chain such as `X+1+…+1` nests as deep as it is long.
  const inTerm = (root: Term): boolean => {
    const stack: Term[] = [root];
    for (let t = stack.pop(); t; t = stack.pop()) {
      switch (t.kind) {
        case 'function':
        case 'tuple':
          if (t.pool.length > 1) return true;
          for (const args of t.pool) stack.push(...args);
          break;
        case 'unary':
        case 'abs':
          stack.push(t.operand);
          break;
        case 'binary':
        case 'interval':
          stack.push(t.left, t.right);
          break;
        default:
          break;
      }
    }
    return false;
  };
  const inLiteral = (l: Literal): boolean => {
    if (l.atom.kind === 'atom') return l.atom.pool.length > 1 || l.atom.pool.some((args) => args.some(inTerm));
    return l.atom.kind === 'comparison' && l.atom.terms.some(inTerm);
  };
  return terms.some(inTerm) || literals.some(inLiteral);
}

function atomBinder(a: Atom, confined: Confined): Binder {
  return { needs: NOTHING, gives: poolPatternVariables(a.pool, a, confined), needsGlobalOnly: false, atom: a };
}

/**
 * `l = r` binds each side's pattern once the other side's variables are bound, or solves for its one variable.
 * A side with `_` in it is never bound (each `_` is a variable of its own), so it binds nothing: `X = _`.
 */
function equationBinders(l: Term, r: Term, confined: Confined): Binder[] {
  const binders: Binder[] = [];
  if (!hasAnonymous(r)) binders.push({ needs: variableNames([r]), gives: patternVariables(l, confined), needsGlobalOnly: false });
  if (!hasAnonymous(l)) binders.push({ needs: variableNames([l]), gives: patternVariables(r, confined), needsGlobalOnly: false });
  const solved = equationVariable(l, r);
  if (solved !== undefined) binders.push({ needs: NOTHING, gives: new Set([solved]), needsGlobalOnly: false });
  return binders;
}

export function literalBinders(l: Literal, confined: Confined): Binder[] {
  if (l.atom.kind === 'atom') return l.sign === '' ? [atomBinder(l.atom, confined)] : [];
  if (l.atom.kind !== 'comparison') return [];
  const { terms, ops } = l.atom;
  // clingo folds negation into comparisons: `not not X = 1` is `X = 1`, and `not X != 1` is `X = 1` too.
  if (l.sign === 'not') return ops.length === 1 && ops[0] === '!=' && terms[1] ? equationBinders(terms[0], terms[1], confined) : [];
  const binders: Binder[] = [];
  ops.forEach((op, i) => {
    if (op === '=' && terms[i + 1]) binders.push(...equationBinders(terms[i], terms[i + 1], confined));
  });
  return binders;
}

export function statementScopes(s: Statement, confined: Confined): StatementScopes {
  const global = scope('body');
  const elements: Scope[] = [];
  /** Scopes with undefined arithmetic in a literal: clingo drops them, so nothing in them needs binding. */
  const dropped = new Set<Scope>();
  const literalTerms = (owner: Scope, l: Literal, into: Scope | VariableTerm[] = owner) => {
    addLiteralTerms(into, l);
    if (literalUndefined(l)) dropped.add(owner);
  };

  const condition = (into: Scope, literals: readonly Literal[]) => {
    for (const l of literals) {
      literalTerms(into, l);
      into.binders.push(...literalBinders(l, confined));
    }
    into.binders.push(...rangeBinders(literals));
  };
  /** `L : C` in a body, where a positive L binds the rest of its variables once C is grounded. */
  const bodyConditional = (cl: ConditionalLiteral) => {
    const local = scope('conditional-literal');
    local.literal = { variables: [], binders: literalBinders(cl.literal, confined) };
    literalTerms(local, cl.literal, local.literal.variables);
    condition(local, cl.condition);
    elements.push(local);
  };
  /** `L : C` in a head: L is derived, never matched, so only C binds. */
  const headConditional = (cl: ConditionalLiteral) => {
    const local = scope('condition');
    literalTerms(local, cl.literal);
    condition(local, cl.condition);
    elements.push(local);
  };
  /**
   * clingo reads `{ H : C } :- B.` (one element, no bounds, no pools) as `{ H } :- C, B.`, so C binds the
   * body's variables too. Which variables are global is settled before that: C's own stay local.
   */
  const liftCondition = (literal: Literal, literals: readonly Literal[], terms: readonly Term[]) => {
    if (pooled([literal, ...literals], terms)) return;
    for (const l of literals) global.binders.push(...literalBinders(l, confined));
    elements[elements.length - 1].lifted = true;
  };
  const guards = (g: { left?: { term: Term }; right?: { term: Term } }) => addTerms(global, [g.left?.term, g.right?.term]);
  const theory = (t: TheoryAtom) => {
    addTerms(global, t.args);
    // The parser keeps a theory atom's elements as their variables and condition literals, all together.
    const local = scope('theory');
    local.variables.push(...t.variables);
    for (const l of t.conditionLiterals) local.binders.push(...literalBinders(l, confined));
    elements.push(local);
  };
  const aggregate = (a: Aggregate) => {
    guards(a);
    const inside: VariableTerm[] = [];
    for (const el of a.elements) {
      const local = scope('condition');
      addTerms(local, el.terms);
      condition(local, el.condition);
      elements.push(local);
      inside.push(...local.variables);
    }
    // `{ L : C }` counts the L for which L and C hold: L is matched along with C, and binds with it.
    for (const cl of a.literals) {
      const local = scope('condition');
      condition(local, [cl.literal, ...cl.condition]);
      elements.push(local);
      inside.push(...local.variables);
    }
    if (a.sign !== '') return;
    // `X = #count{...}` binds X once the aggregate's global variables are bound.
    const needs = new Set(inside.map((v) => v.name));
    for (const g of [a.left, a.right]) {
      if (g?.op === '=') global.binders.push({ needs, gives: patternVariables(g.term, confined), needsGlobalOnly: true });
    }
  };
  const body = (elementsOfBody: readonly BodyElement[]) => {
    global.binders.push(...rangeBinders(elementsOfBody.filter((e): e is Literal => e.kind === 'literal')));
    for (const e of elementsOfBody) {
      switch (e.kind) {
        case 'literal':
          literalTerms(global, e);
          global.binders.push(...literalBinders(e, confined));
          break;
        case 'conditional':
          bodyConditional(e);
          break;
        case 'aggregate':
          aggregate(e);
          break;
        case 'theory-atom':
          theory(e);
          break;
      }
    }
  };
  const head = (h: Head) => {
    switch (h.kind) {
      case 'literal':
        literalTerms(global, h);
        break;
      case 'disjunction':
        h.elements.forEach(headConditional);
        break;
      case 'choice':
        guards(h);
        h.elements.forEach(headConditional);
        if (unbounded(h) && h.elements.length === 1) liftCondition(h.elements[0].literal, h.elements[0].condition, []);
        break;
      case 'head-aggregate':
        guards(h);
        for (const el of h.elements) {
          const local = scope('condition');
          addTerms(local, el.terms);
          literalTerms(local, el.literal);
          condition(local, el.condition);
          elements.push(local);
        }
        if (unbounded(h) && h.elements.length === 1) {
          const [only] = h.elements;
          liftCondition(only.literal, only.condition, only.terms);
        }
        break;
      case 'theory-atom':
        theory(h);
        break;
    }
  };
  /** #heuristic and #project range over the atoms that exist: their atom binds like a positive literal. */
  const matchedAtom = (a: Atom) => {
    for (const args of a.pool) addTerms(global, args);
    global.binders.push(atomBinder(a, confined));
  };

  switch (s.kind) {
    case 'rule':
      if (s.head) head(s.head);
      body(s.body);
      break;
    case 'weak-constraint':
      body(s.body);
      addTerms(global, [s.weight, s.priority, ...s.terms]);
      break;
    case 'show':
      addTerms(global, [s.term]);
      body(s.body);
      break;
    case 'external':
      for (const args of s.atom.pool) addTerms(global, args);
      addTerms(global, [s.type]);
      body(s.body);
      break;
    case 'heuristic':
      matchedAtom(s.atom);
      addTerms(global, [s.weight, s.priority, s.modifier]);
      body(s.body);
      break;
    case 'project':
      if (s.atom) matchedAtom(s.atom);
      body(s.body);
      break;
    case 'edge':
      for (const [u, v] of s.pairs) addTerms(global, [u, v]);
      body(s.body);
      break;
    case 'optimize':
      // Each element is a weak constraint of its own: nothing is global.
      for (const el of s.elements) {
        const local = scope('optimize');
        addTerms(local, [el.weight, el.priority, ...el.terms]);
        condition(local, el.condition);
        elements.push(local);
      }
      break;
    default:
      break;
  }
  if (dropped.has(global)) return { global: scope('body'), elements: [] };
  return { global, elements: dropped.size > 0 ? elements.filter((e) => !dropped.has(e)) : elements };
}
