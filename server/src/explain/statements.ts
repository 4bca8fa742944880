// Which statements of a program the explanation can relax: integrity constraints, choice rules with bounds, and
// the ground facts of an instance, each with what a violation or a dropped fact is reported with. Only the base
// part counts: a plain solve grounds nothing else, so a constraint under `#program step(t).` never applied.
import type { Atom, BodyElement, Choice, Literal, Program, Rule, Span, Statement } from '../language/ast';
import { statementScopes } from '../language/analysis/scopes';
import { collectVariables, hasAnonymous } from '../language/analysis/terms';
import type { VariableTerm } from '../language/ast';
import { oneLine } from './textEdits';

/** The statements of the base part, in order, with the statements of other parts counted. */
export function baseStatements(program: Program): { statements: Statement[]; elsewhere: number } {
  const statements: Statement[] = [];
  let base = true;
  let elsewhere = 0;
  for (const s of program.statements) {
    if (s.kind === 'program') base = s.name === 'base' && s.params.length === 0;
    else if (base) statements.push(s);
    else elsewhere++;
  }
  return { statements, elsewhere };
}

/** `:- B.` or `#false :- B.` */
export function isConstraint(s: Statement): boolean {
  if (s.kind !== 'rule') return false;
  const h = s.head;
  return h === undefined || (h.kind === 'literal' && h.sign === '' && h.atom.kind === 'boolean' && !h.atom.value);
}

/** `L { ... } U :- B.` with at least one bound. */
export type ChoiceRule = Rule & { head: Choice };

export function isBoundedChoice(s: Statement): s is ChoiceRule {
  return s.kind === 'rule' && s.head?.kind === 'choice' && (s.head.left !== undefined || s.head.right !== undefined);
}

/** A fact without variables: `p(1,2).`, `v(v11; v12).`, `row(1..5).` */
export type FactRule = Rule & { head: Literal & { atom: Atom } };

export function isGroundFact(s: Statement): s is FactRule {
  if (s.kind !== 'rule' || s.body.length > 0 || s.head?.kind !== 'literal' || s.head.sign !== '' || s.head.atom.kind !== 'atom') return false;
  const variables: VariableTerm[] = [];
  for (const args of s.head.atom.pool) {
    for (const t of args) {
      if (hasAnonymous(t)) return false;
      collectVariables(t, variables);
      if (variables.length) return false;
    }
  }
  return true;
}

/** A theory atom in the body (`&diff{...}`): its meaning is the theory's, so the statement is left as it is. */
export function hasTheoryAtom(body: readonly BodyElement[]): boolean {
  return body.some((e) => e.kind === 'theory-atom');
}

/** The statement's global variables (those its body binds), each once, in the order they first occur. */
export function globalVariables(s: Statement): string[] {
  const names: string[] = [];
  for (const v of statementScopes(s, () => false).global.variables) if (!names.includes(v.name)) names.push(v.name);
  return names;
}

/** One fact of an instance, as the explanation drops or keeps it: a statement, or one alternative of its pool. */
export interface FactUnit {
  uri: string;
  statement: FactRule;
  /** The index into the atom's pool, or -1 for the whole statement (a pool of one). */
  alternative: number;
  /** Where the unit is written: the alternative's arguments, else the atom. */
  span: Span;
  /** The unit as an atom: `v(v11)`. */
  atom: string;
}

/** The ground facts of a file, a unit per pool alternative: `v(v11; v12).` is two facts. */
export function factUnits(uri: string, text: string, statements: readonly Statement[]): FactUnit[] {
  const units: FactUnit[] = [];
  for (const s of statements) {
    if (!isGroundFact(s)) continue;
    const atom = s.head.atom;
    const name = `${atom.negated ? '-' : ''}${atom.name}`;
    if (atom.pool.length === 1) {
      const args = atom.pool[0];
      units.push({ uri, statement: s, alternative: -1, span: { start: atom.start, end: atom.end }, atom: atomText(text, name, args) });
      continue;
    }
    atom.pool.forEach((args, i) => {
      const span = args.length ? { start: args[0].start, end: args[args.length - 1].end } : { start: atom.start, end: atom.end };
      units.push({ uri, statement: s, alternative: i, span, atom: atomText(text, name, args) });
    });
  }
  return units;
}

function atomText(text: string, name: string, args: readonly { start: number; end: number }[]): string {
  return args.length ? `${name}(${oneLine(text, args[0].start, args[args.length - 1].end)})` : name;
}
