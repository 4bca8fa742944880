// Where each predicate, variable and constant occurs in a program. One walk over the tree, shared by the
// diagnostics and the navigation features (definitions, references, rename, hover, symbols).
import type {
  Atom, BodyElement, Head, Literal, Program, Signature, Span, Statement, Term,
} from './ast';
import type { StatementChange } from './parser/incremental';

export interface PredicateOccurrence {
  name: string;
  arity: number;
  /** Classical negation: `-p` is a predicate of its own in clingo (shown as `-p/1`). */
  negated: boolean;
  /** The name itself (what rename replaces). */
  span: Span;
  /** The whole atom, or the whole signature `p/2`. */
  atomSpan: Span;
  /** In a rule head or fact, or declared by `#external`: the predicate gets atoms from here. */
  defines: boolean;
  /** Named by signature in `#show p/2.`, `#project p/2.` or `#defined p/2.` rather than as an atom. */
  signature: boolean;
  /** Index of the statement in `program.statements`. */
  statement: number;
}

export interface VariableOccurrence {
  name: string;
  span: Span;
  statement: number;
}

/** A symbolic constant such as `n` or `red` used as a term. */
export interface ConstantOccurrence {
  name: string;
  span: Span;
  statement: number;
  /** Inside arithmetic or an interval (`1..n`, `N+n`), where only a number makes sense. */
  inArithmetic: boolean;
}

export interface Occurrences {
  predicates: PredicateOccurrence[];
  variables: VariableOccurrence[];
  constants: ConstantOccurrence[];
}

/** `name/arity`, with a leading '-' for classical negation: the key under which a predicate is known. */
export function predicateKey(p: { name: string; arity: number; negated: boolean }): string {
  return `${p.negated ? '-' : ''}${p.name}/${p.arity}`;
}

export function collectOccurrences(program: Program): Occurrences {
  const out: Occurrences = { predicates: [], variables: [], constants: [] };
  const walk = statementWalker(out);
  program.statements.forEach(walk);
  return out;
}

/**
 * The occurrences of a program re-parsed around an edit (see parser/incremental), from those of the program
 * before: the statements the edit replaced are walked again, the others keep their occurrences. Those are
 * taken over, not copied: their spans are nodes of the tree, which the re-parse moved already, and their
 * statement indexes are moved here, in place. Do not use `old` after.
 */
export function updateOccurrences(old: Occurrences, program: Program, change: StatementChange): Occurrences {
  const fresh: Occurrences = { predicates: [], variables: [], constants: [] };
  const walk = statementWalker(fresh);
  for (let i = change.first; i < change.newEnd; i++) walk(program.statements[i], i);
  const moved = change.newEnd - change.oldEnd;
  return {
    predicates: splice(old.predicates, fresh.predicates, change, moved),
    variables: splice(old.variables, fresh.variables, change, moved),
    constants: splice(old.constants, fresh.constants, change, moved),
  };
}

/** `old` (in statement order) with the occurrences in replaced statements exchanged for `fresh`. */
function splice<O extends { statement: number }>(old: O[], fresh: O[], change: StatementChange, moved: number): O[] {
  const from = firstOfStatement(old, change.first);
  const to = firstOfStatement(old, change.oldEnd);
  const out = old.slice(0, from);
  for (const o of fresh) out.push(o);
  for (let i = to; i < old.length; i++) {
    const o = old[i];
    o.statement += moved;
    out.push(o);
  }
  return out;
}

/** Index of the first occurrence in statement `statement` or after it (occurrences come in statement order). */
export function firstOfStatement(list: readonly { statement: number }[], statement: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid].statement >= statement) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The walk over one statement; its helpers are made once per program, not once per statement. */
function statementWalker(out: Occurrences): (s: Statement, index: number) => void {
  let index = 0;
  const atom = (a: Atom, defines: boolean) => {
    // `p(c;)` is both p(c) and p: one occurrence for each arity its pool yields.
    if (a.pool.length === 1) {
      out.predicates.push({ name: a.name, arity: a.arity, negated: a.negated, span: a.nameSpan, atomSpan: a, defines, signature: false, statement: index });
    } else {
      for (const arity of new Set(a.pool.map((args) => args.length))) {
        out.predicates.push({ name: a.name, arity, negated: a.negated, span: a.nameSpan, atomSpan: a, defines, signature: false, statement: index });
      }
    }
    for (const args of a.pool) for (const t of args) term(t, false);
  };
  const signature = (sig: Signature) => {
    out.predicates.push({ name: sig.name, arity: sig.arity, negated: sig.negated, span: sig.nameSpan, atomSpan: sig, defines: false, signature: true, statement: index });
  };
  // Iterative, over two parallel stacks (no pair allocated per term): a sum of 20,000 terms is a left-leaning
  // chain that deep, too deep to recurse over. Spans are the term nodes themselves, which are never mutated.
  const terms: Term[] = [];
  const arithmetic: boolean[] = [];
  const term = (root: Term, rootArithmetic: boolean): void => {
    terms.push(root);
    arithmetic.push(rootArithmetic);
    while (terms.length > 0) {
      const t = terms.pop() as Term;
      const inArithmetic = arithmetic.pop() as boolean;
      switch (t.kind) {
        case 'variable':
          out.variables.push({ name: t.name, span: t, statement: index });
          break;
        case 'symbol':
          out.constants.push({ name: t.name, span: t, statement: index, inArithmetic });
          break;
        case 'function':
        case 'tuple':
          for (let a = t.pool.length - 1; a >= 0; a--) {
            for (let k = t.pool[a].length - 1; k >= 0; k--) {
              terms.push(t.pool[a][k]);
              arithmetic.push(false);
            }
          }
          break;
        case 'unary':
        case 'abs':
          terms.push(t.operand);
          arithmetic.push(true);
          break;
        case 'binary':
        case 'interval':
          terms.push(t.right, t.left);
          arithmetic.push(true, true);
          break;
        default:
          break;
      }
    }
  };
  const literal = (l: Literal, defines = false) => {
    if (l.atom.kind === 'atom') atom(l.atom, defines);
    else if (l.atom.kind === 'comparison') for (const t of l.atom.terms) term(t, false);
  };
  const guards = (g: { left?: { term: Term }; right?: { term: Term } }) => {
    if (g.left) term(g.left.term, false);
    if (g.right) term(g.right.term, false);
  };
  const body = (elements: BodyElement[]) => {
    for (const e of elements) {
      switch (e.kind) {
        case 'literal':
          literal(e);
          break;
        case 'conditional':
          literal(e.literal);
          for (const c of e.condition) literal(c);
          break;
        case 'aggregate':
          guards(e);
          for (const el of e.elements) {
            for (const t of el.terms) term(t, false);
            for (const c of el.condition) literal(c);
          }
          for (const cl of e.literals) {
            literal(cl.literal);
            for (const c of cl.condition) literal(c);
          }
          break;
        case 'theory-atom':
          e.args.forEach((t) => term(t, false));
          e.variables.forEach((v) => term(v, false));
          e.conditionLiterals.forEach((c) => literal(c));
          break;
      }
    }
  };
  const head = (h: Head) => {
    switch (h.kind) {
      case 'literal':
        literal(h, h.sign === '');
        break;
      case 'disjunction':
      case 'choice':
        if (h.kind === 'choice') guards(h);
        for (const cl of h.elements) {
          literal(cl.literal, true);
          for (const c of cl.condition) literal(c);
        }
        break;
      case 'head-aggregate':
        guards(h);
        h.elements.forEach((el) => {
          el.terms.forEach((t) => term(t, false));
          literal(el.literal, true);
          el.condition.forEach((c) => literal(c));
        });
        break;
      case 'theory-atom':
        body([h]);
        break;
    }
  };

  return (s: Statement, statementIndex: number): void => {
    index = statementIndex;
    switch (s.kind) {
      case 'rule':
        if (s.head) head(s.head);
        body(s.body);
        break;
      case 'weak-constraint':
        body(s.body);
        [s.weight, s.priority, ...s.terms].forEach((t) => t && term(t, false));
        break;
      case 'show':
        if (s.signature) signature(s.signature);
        if (s.term) term(s.term, false);
        body(s.body);
        break;
      case 'const':
        term(s.value, false);
        break;
      case 'external':
        atom(s.atom, true);
        body(s.body);
        if (s.type) term(s.type, false);
        break;
      case 'heuristic':
        atom(s.atom, false);
        body(s.body);
        [s.weight, s.priority, s.modifier].forEach((t) => t && term(t, false));
        break;
      case 'project':
        if (s.signature) signature(s.signature);
        if (s.atom) atom(s.atom, false);
        body(s.body);
        break;
      case 'defined':
        signature(s.signature);
        break;
      case 'edge':
        s.pairs.forEach(([u, v]) => {
          term(u, false);
          term(v, false);
        });
        body(s.body);
        break;
      case 'optimize':
        s.elements.forEach((el) => {
          [el.weight, el.priority, ...el.terms].forEach((t) => t && term(t, false));
          el.condition.forEach((c) => literal(c));
        });
        break;
      default:
        break;
    }
  };
}
