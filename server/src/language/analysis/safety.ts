// Unsafe variables, as clingo reports them: every variable must be bound by a positive literal (or an
// equation or aggregate that binds it) of its scope; see scopes.ts for the scopes and terms.ts for what binds.
import type { BodyElement, Literal, Program, Span, Statement, Term, VariableTerm } from '../ast';
import type { VariableOccurrence } from '../occurrences';
import type { Diagnostic } from './diagnostic';
import { type Binder, type Scope, type ScopeKind, scopeVariables, statementScopes } from './scopes';
import { variableNames } from './terms';

const REASON: Record<ScopeKind, string> = {
  'body': 'no positive literal of the body binds it',
  'condition': 'no positive literal of its condition (or of the body) binds it',
  'conditional-literal': 'neither the conditional literal nor its condition (nor the body) binds it',
  'theory': "no positive literal of the theory atom's conditions (or of the body) binds it",
  'optimize': "no positive literal of the element's condition binds it",
};

const CANNOT_SOLVE = 'it occurs in positive literals only inside terms clingo cannot solve for it'
  + ' (intervals, |...|, /, \\, **, bitwise or non-linear arithmetic)';

/**
 * What each statement was found to have, with where it started then. A statement object is kept by an
 * incremental re-parse only when the edit left it alone (it may have moved), so after an edit only the
 * statements around it are checked again.
 */
const verdicts = new WeakMap<Statement, { start: number; diagnostics: Diagnostic[] }>();

/** The verdict on every statement the quick check passes: one object for all of them. */
const SAFE = Object.freeze({ start: 0, diagnostics: Object.freeze([]) as unknown as Diagnostic[] });

/** One diagnostic per unsafe variable (per scope, for local ones), at its first occurrence there. */
export function checkSafety(program: Program, variables: readonly VariableOccurrence[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  // Occurrences come statement by statement, in order: take each statement's run of them.
  for (let i = 0; i < variables.length;) {
    const index = variables[i].statement;
    let j = i;
    while (j < variables.length && variables[j].statement === index) j++;
    const statement = program.statements[index];
    if (statement) {
      let verdict = verdicts.get(statement);
      if (!verdict) {
        if (plainlySafe(statement, variables, i, j)) {
          verdict = SAFE;
        } else {
          const found: Diagnostic[] = [];
          checkStatement(statement, j - i === variables.length ? variables : variables.slice(i, j), found);
          verdict = { start: statement.start, diagnostics: found };
        }
        verdicts.set(statement, verdict);
      }
      const moved = statement.start - verdict.start;
      // Copies, so that no caller holds what the next analysis hands out again.
      for (const d of verdict.diagnostics) out.push({ ...d, span: { start: d.span.start + moved, end: d.span.end + moved } });
    }
    i = j;
  }
  return out;
}

function checkStatement(s: Statement, occurrences: readonly VariableOccurrence[], out: Diagnostic[]): void {
  let byName: Map<string, Span[]> | undefined;
  const spansOf = (name: string): Span[] => {
    if (!byName) {
      byName = new Map();
      for (const o of occurrences) {
        const spans = byName.get(o.name);
        if (spans) spans.push(o.span);
        else byName.set(o.name, [o.span]);
      }
    }
    return byName.get(name) ?? [];
  };
  const confined = (name: string, within: Span) => spansOf(name).every((sp) => sp.start >= within.start && sp.end <= within.end);
  const { global, elements } = statementScopes(s, confined);

  const globalNames = new Set<string>();
  for (const v of global.variables) globalNames.add(v.name);
  const bound = boundVariables(global.binders, NOTHING, globalNames);
  for (const name of globalNames) {
    if (bound.has(name)) continue;
    const first = spansOf(name)[0] ?? global.variables.find((v) => v.name === name);
    if (first) out.push(unsafe(name, first, reason(name, global, global)));
  }
  let boundGlobals: Set<string> | undefined;
  for (const element of elements) {
    const variables = scopeVariables(element);
    // Global variables are settled above: an element of nothing else needs no more work.
    if (variables.every((v) => globalNames.has(v.name))) continue;
    // clingo reports an unsafe global variable once, and checks the elements as if it were bound; but a lifted
    // condition is part of the body, where only what is bound counts (and it may bind local names, which stay
    // for their element to bind).
    const start = element.lifted ? (boundGlobals ??= new Set([...bound].filter((n) => globalNames.has(n)))) : globalNames;
    const local = boundVariables(element.binders, start, globalNames);
    const reported = new Set<string>();
    const check = (list: readonly VariableTerm[], boundHere: ReadonlySet<string>) => {
      for (const v of list) {
        if (globalNames.has(v.name) || boundHere.has(v.name) || reported.has(v.name)) continue;
        reported.add(v.name);
        out.push(unsafe(v.name, v, reason(v.name, element, global)));
      }
    };
    check(element.variables, local);
    if (element.literal) check(element.literal.variables, boundVariables(element.literal.binders, local, globalNames));
  }
}

const NOTHING: ReadonlySet<string> = new Set();

/**
 * The common case, decided without building scopes (nor allocating): every variable occurs as an argument (or
 * inside a function term) of a positive body literal, so it is bound wherever else it occurs; or it occurs
 * inside elements of body aggregates (`#count { W : q(W,Y) }`) as such an argument in the condition of each.
 * `occurrences[from..to)` are the statement's.
 */
function plainlySafe(s: Statement, occurrences: readonly VariableOccurrence[], from: number, to: number): boolean {
  if (s.kind !== 'rule' && s.kind !== 'weak-constraint') return false;
  for (let k = from; k < to; k++) if (!plainlyBound(s.body, occurrences[k])) return false;
  return true;
}

function plainlyBound(body: readonly BodyElement[], o: VariableOccurrence): boolean {
  for (const e of body) {
    if (e.kind === 'literal') {
      if (e.sign === '' && inPlainArgument(e, o.name)) return true;
    } else if (e.kind === 'aggregate' && within(o.span, e)) {
      for (const el of e.elements) {
        if (within(o.span, el) && el.condition.some((l) => l.sign === '' && inPlainArgument(l, o.name))) return true;
      }
    }
  }
  return false;
}

function within(inner: Span, outer: Span): boolean {
  return outer.start <= inner.start && inner.end <= outer.end;
}

/** True when `name` is an argument of the literal's atom, or inside a function term or tuple that is. */
function inPlainArgument(l: Literal, name: string): boolean {
  const atom = l.atom;
  if (atom.kind !== 'atom' || atom.pool.length !== 1) return false;
  for (const t of atom.pool[0]) if (inPlainTerm(t, name)) return true;
  return false;
}

function inPlainTerm(t: Term, name: string): boolean {
  if (t.kind === 'variable') return t.name === name;
  if (((t.kind === 'function' && !t.external) || t.kind === 'tuple') && t.pool.length === 1) {
    for (const a of t.pool[0]) if (inPlainTerm(a, name)) return true;
  }
  return false;
}

/**
 * The variables bound once every binder that can fire has fired. A worklist: each binder waits on a count of
 * the names it still needs, and a name that becomes bound wakes only the binders waiting on it, so a chain of
 * equations costs a pass over it in whatever order its links are written.
 */
export function boundVariables(binders: readonly Binder[], start: ReadonlySet<string>, globalNames: ReadonlySet<string>): Set<string> {
  const bound = new Set(start);
  const ready: Binder[] = [];
  const unmet = new Map<Binder, number>();
  const waiting = new Map<string, Binder[]>();
  for (const b of binders) {
    let count = 0;
    for (const n of b.needs) {
      if (bound.has(n) || (b.needsGlobalOnly && !globalNames.has(n))) continue;
      count++;
      const list = waiting.get(n);
      if (list) list.push(b);
      else waiting.set(n, [b]);
    }
    if (count === 0) ready.push(b);
    else unmet.set(b, count);
  }
  while (ready.length > 0) {
    for (const n of ready.pop()!.gives) {
      if (bound.has(n)) continue;
      bound.add(n);
      for (const b of waiting.get(n) ?? []) {
        const left = unmet.get(b)! - 1;
        unmet.set(b, left);
        if (left === 0) ready.push(b);
      }
    }
  }
  return bound;
}

function reason(name: string, scope: Scope, global: Scope): string {
  return namesInAtoms(scope).has(name) || (scope !== global && namesInAtoms(global).has(name)) ? CANNOT_SOLVE : REASON[scope.kind];
}

/**
 * The variables in the atoms of a scope's binders, gathered once per scope: a rule may have thousands of unsafe
 * variables and thousands of binders, and looking through every binder for each of them took seconds.
 */
const atomNamesOf = new WeakMap<Scope, ReadonlySet<string>>();
function namesInAtoms(scope: Scope): ReadonlySet<string> {
  let names = atomNamesOf.get(scope);
  if (!names) {
    const gathered = new Set<string>();
    for (const b of [...scope.binders, ...(scope.literal?.binders ?? [])]) {
      if (b.atom) for (const n of variableNames(b.atom.pool.flat())) gathered.add(n);
    }
    names = gathered;
    atomNamesOf.set(scope, names);
  }
  return names;
}

function unsafe(name: string, at: Span | VariableTerm, why: string): Diagnostic {
  return {
    span: { start: at.start, end: at.end },
    severity: 'error',
    message: `'${name}' is unsafe: ${why}`,
    code: 'unsafe-variable',
  };
}
