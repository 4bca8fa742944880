// Variables that occur once in a statement: usually a typo, or a place where `_` says "any value" plainly.
import type { VariableOccurrence } from '../occurrences';
import type { Diagnostic } from './diagnostic';

export function checkSingletons(variables: readonly VariableOccurrence[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  // Occurrences come statement by statement: look at each statement's run of them.
  for (let i = 0; i < variables.length;) {
    let j = i;
    while (j < variables.length && variables[j].statement === variables[i].statement) j++;
    const once = j - i <= 16 ? onceByScan(variables, i, j) : onceByCount(variables, i, j);
    for (const v of once) {
      if (v.name.startsWith('_')) continue;
      out.push({
        span: v.span,
        severity: 'hint',
        code: 'singleton-variable',
        message: `'${v.name}' occurs only once in this statement; write '_' if any value will do`,
        tags: ['unnecessary'],
      });
    }
    i = j;
  }
  return out;
}

/** Most statements have a few variables: comparing them pairwise allocates nothing. */
function onceByScan(variables: readonly VariableOccurrence[], from: number, to: number): VariableOccurrence[] {
  const once: VariableOccurrence[] = [];
  for (let k = from; k < to; k++) {
    let alone = true;
    for (let m = from; m < to && alone; m++) if (m !== k && variables[m].name === variables[k].name) alone = false;
    if (alone) once.push(variables[k]);
  }
  return once;
}

function onceByCount(variables: readonly VariableOccurrence[], from: number, to: number): VariableOccurrence[] {
  const counts = new Map<string, number>();
  for (let k = from; k < to; k++) counts.set(variables[k].name, (counts.get(variables[k].name) ?? 0) + 1);
  return variables.slice(from, to).filter((v) => counts.get(v.name) === 1);
}
