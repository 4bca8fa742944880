// Symbolic constants: used in arithmetic without a #const to give them a number (clingo then drops the rule
// instance as "operation undefined"), and #const defined twice (clingo: "redefinition of constant").
import { basename } from 'node:path';
import type { ConstStatement, Program } from '../ast';
import type { ProgramFile, SourceFile } from '../workspace';
import type { Diagnostic } from './diagnostic';
import type { RelatedIndex } from './fileIndex';

export function checkUndefinedConstants(file: SourceFile, index: RelatedIndex): Diagnostic[] {
  const out: Diagnostic[] = [];
  let params: Set<string>[] | undefined;
  for (const c of file.occurrences.constants) {
    if (!c.inArithmetic || index.hasConst(c.name)) continue;
    // `#program step(t).` makes t a number in the statements that follow it.
    params ??= programParameters(file.program);
    if (params[c.statement]?.has(c.name)) continue;
    out.push({
      span: c.span,
      severity: 'warning',
      code: 'undefined-constant',
      message: `'${c.name}' is not a number: no #const ${c.name} = ... defines it, so clingo finds this arithmetic undefined`,
    });
  }
  return out;
}

/** For each statement, the parameters of the #program part it belongs to. */
export function programParameters(program: Program): Set<string>[] {
  let current = new Set<string>();
  return program.statements.map((s) => {
    if (s.kind === 'program') current = new Set(s.params.map((p) => p.name));
    return current;
  });
}

/**
 * A #const defined earlier among the related files (ordered by URI, then position, so that every file agrees
 * on which one is first). clingo accepts two definitions only when exactly one of them is [override].
 */
export function checkDuplicateConstants(file: SourceFile, index: RelatedIndex): Diagnostic[] {
  const all = index.consts();
  const names = new Set(all.filter((entry) => entry.file === file).map((entry) => entry.c.name));
  if (names.size === 0) return [];
  all.sort((a, b) => (a.file.uri < b.file.uri ? -1 : a.file.uri > b.file.uri ? 1 : a.c.start - b.c.start));
  const first = new Map<string, { file: ProgramFile; c: ConstStatement; line: () => number }>();
  const out: Diagnostic[] = [];
  for (const entry of all) {
    if (!names.has(entry.c.name)) continue;
    const earlier = first.get(entry.c.name);
    if (!earlier) {
      first.set(entry.c.name, entry);
      continue;
    }
    const overrides = (earlier.c.modifier === 'override') !== (entry.c.modifier === 'override');
    if (entry.file !== file || overrides) continue;
    const line = earlier.line() + 1;
    const where = earlier.file === file ? `line ${line}` : `${basename(decodeURIComponent(earlier.file.uri))}:${line}`;
    out.push({
      span: entry.c.nameSpan,
      severity: 'warning',
      code: 'duplicate-const',
      message: `redefinition of constant ${entry.c.name}: it is already defined at ${where}`,
    });
  }
  return out;
}
