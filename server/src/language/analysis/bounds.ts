// Variables bound by comparisons. clingo 5.8 turns a variable with both a lower and an upper bound among the
// comparisons of one scope (`1 < X, X <= 5`, `1 < X < 5`, `not X < 1, X < 9`) into an interval, so such a
// variable is bound. The bounds must be ground (a #const counts, so symbolic constants are let through); the
// bounded side may be linear in the variable with a positive coefficient (`1 < 2*X`, `X+1 < 4`), not `-X`.
import type { ComparisonOperator, Literal, Term } from '../ast';
import { linear } from './terms';

const FLIP: Partial<Record<ComparisonOperator, ComparisonOperator>> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=' };
const NEGATE: Partial<Record<ComparisonOperator, ComparisonOperator>> = { '<': '>=', '<=': '>', '>': '<=', '>=': '<' };

/** The variable `t` is an increasing function of, when it is one. */
function increasingIn(t: Term): string | undefined {
  const l = linear(t);
  return l.kind === 'linear' && l.occurrences === 1 && l.coefficient !== undefined && l.coefficient > 0 ? l.name : undefined;
}

const ground = (t: Term) => linear(t).kind === 'ground';

/** The variables that `literals` bound from below and above. */
export function rangeBound(literals: readonly Literal[]): Set<string> {
  const lower = new Set<string>();
  const upper = new Set<string>();
  const note = (name: string, op: ComparisonOperator) => {
    if (op === '>' || op === '>=') lower.add(name);
    if (op === '<' || op === '<=') upper.add(name);
  };
  for (const l of literals) {
    if (l.atom.kind !== 'comparison') continue;
    const { terms, ops } = l.atom;
    // `not` turns one comparison around; a negated chain is a disjunction, which bounds nothing.
    if (l.sign === 'not' && ops.length > 1) continue;
    ops.forEach((raw, i) => {
      const op = l.sign === 'not' ? NEGATE[raw] : raw;
      const [left, right] = [terms[i], terms[i + 1]];
      if (!op || !left || !right) return;
      const onLeft = increasingIn(left);
      if (onLeft !== undefined && ground(right)) note(onLeft, op);
      const onRight = increasingIn(right);
      if (onRight !== undefined && ground(left)) note(onRight, FLIP[op] ?? op);
    });
  }
  return new Set([...lower].filter((name) => upper.has(name)));
}
