// Theory atoms (`&diff{ ... }`) that no `#theory` of the program defines. clingo stops on them ("no definition
// found for theory atom"), and so does the bundled solver; systems built on clingo, such as clingo-dl, clingcon
// and telingo, bring their own definitions, so a program written for one of those is right as it is. Hence a
// warning that names both, not an error.
import type { Statement, TheoryAtom } from '../ast';
import type { SourceFile } from '../workspace';
import type { Diagnostic } from './diagnostic';
import type { RelatedIndex } from './fileIndex';

const SYSTEMS = 'systems such as clingo-dl, clingcon and telingo define their own';

export function checkTheoryAtoms(file: SourceFile, index: RelatedIndex): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const statement of file.program.statements) {
    for (const atom of theoryAtomsOf(statement)) {
      const arity = atom.args.length;
      const arities = index.theoryAtomArities(atom.name);
      if (arities.includes(arity)) continue;
      const signature = `&${atom.name}/${arity}`;
      const message = arities.length > 0
        ? `the #theory defines ${arities.map((a) => `&${atom.name}/${a}`).join(' and ')}, not ${signature}: clingo stops on it`
        : `no #theory in the program defines ${signature}: clingo, and the bundled solver, stop on it (${SYSTEMS})`;
      out.push({ span: atom.nameSpan, severity: 'warning', code: 'undefined-theory-atom', message });
    }
  }
  return out;
}

/** A statement's theory atoms: a rule's head, and any body's elements (they occur nowhere deeper). */
function theoryAtomsOf(s: Statement): TheoryAtom[] {
  const atoms: TheoryAtom[] = [];
  if (s.kind === 'rule' && s.head?.kind === 'theory-atom') atoms.push(s.head);
  if ('body' in s) for (const e of s.body) if (e.kind === 'theory-atom') atoms.push(e);
  return atoms;
}
