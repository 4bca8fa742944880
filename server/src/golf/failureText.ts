// A test's failures as plain lines, the same for the terminal and for a JUnit report: which answer, and the atoms
// missing (`-`) and extra (`+`) against the `shouldbe` facts, a few of them; the answer that should not exist;
// the puzzle's rules an answer breaks; the solver's errors at their file, line and column.
import type { GolfTestResult, SolverMessage } from '../protocol';

export interface FailureTextOptions {
  /** How many failures of each kind to describe; the others are counted in a closing line. */
  perKind?: number;
  /** How many atoms (or broken rules) to list per side; the others are counted. */
  atoms?: number;
}

/** The terminal wants the first failure of each kind and a few atoms; a report may take all the result lists. */
export function failureLines(
  result: GolfTestResult, displayPath: (uri: string) => string, { perKind = Infinity, atoms = 12 }: FailureTextOptions = {},
): string[] {
  const capped = (list: string[]) => (list.length <= atoms ? list : [...list.slice(0, atoms), `  … ${list.length - atoms} more`]);
  const shortList = (list: string[]) => (list.length <= atoms ? list.join(' ') : `${list.slice(0, atoms).join(' ')} … (${list.length} atoms)`);
  const lines: string[] = [];
  const seen = new Map<string, number>();
  let left = 0;
  for (const f of result.failures) {
    const n = (seen.get(f.kind) ?? 0) + 1;
    seen.set(f.kind, n);
    if (n > perKind) {
      left++;
      continue;
    }
    switch (f.kind) {
      case 'answer':
        lines.push(`answer ${f.answer}: ${f.missing.length} missing, ${f.extra.length} extra ${f.predicate} (expected at ${place(f.location, displayPath)})`);
        lines.push(...capped(f.missing.map((a) => `- ${a}`)), ...capped(f.extra.map((a) => `+ ${a}`)));
        break;
      case 'models':
        lines.push(`${f.message} (${place(f.location, displayPath)})`);
        if (f.extraAnswer) lines.push(`answer ${f.extraAnswer.answer}, one too many: ${shortList(f.extraAnswer.atoms)}`);
        break;
      case 'unsatisfiable':
        lines.push(`${f.message} (${place(f.location, displayPath)})`);
        break;
      case 'invalid':
        lines.push(`answer ${f.answer} breaks the puzzle's rules:`);
        lines.push(...capped(f.violations.map((v) => `  ${v.rule}: ${v.message}`)));
        break;
    }
  }
  if (left > 0) lines.push(`${left} more failing answer${left === 1 ? '' : 's'} not shown`);
  if (result.outcome === 'errored') {
    for (const m of result.messages) if (m.severity === 'error') lines.push(messageLine(m, displayPath));
  }
  return lines;
}

export function messageLine(m: SolverMessage, displayPath: (uri: string) => string): string {
  return m.location ? `${place(m.location, displayPath)}: ${m.severity}: ${m.message}` : `${m.severity}: ${m.message}`;
}

function place(location: { uri: string; range: { start: { line: number; character: number } } }, displayPath: (uri: string) => string): string {
  return `${displayPath(location.uri)}:${location.range.start.line + 1}:${location.range.start.character + 1}`;
}
