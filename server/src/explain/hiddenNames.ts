// The names the relaxation adds to a program (the violation atoms, the kept facts, the weak constraints'
// tags) must never be one of the program's own: a clash would join the program's atoms to ours and change what
// it means. clingo identifiers may start with underscores, so the names share a prefix of underscores longer
// than any the program's identifiers start with: no identifier of the program can then begin with it.
import { lex } from '../language/lexer';
import { T } from '../language/tokens';

export interface HiddenNames {
  /** `__v(I, Vars)`: constraint I's body held for these values of its variables. */
  violated: string;
  /** `__k(K)`: instance fact K is kept (relaxed facts only). */
  kept: string;
  /** The weak constraints' tag for dropped facts, so their tuples never collide with the violations'. */
  factTag: string;
}

/** Hidden names for a program of these texts. */
export function hiddenNames(texts: Iterable<string>): HiddenNames {
  let longest = 1;
  for (const text of texts) {
    // A text without an underscore has no identifier that starts with one: a large instance of plain facts.
    if (!text.includes('_')) continue;
    const { buffer } = lex(text);
    for (let i = 0; i < buffer.count; i++) {
      if (buffer.kinds[i] !== T.Identifier) continue;
      let n = 0;
      for (let at = buffer.starts[i]; at < buffer.ends[i] && text.charCodeAt(at) === 95; at++) n++;
      if (n > longest) longest = n;
    }
  }
  const prefix = '_'.repeat(longest + 1);
  return { violated: `${prefix}violated`, kept: `${prefix}kept`, factTag: `${prefix}fact` };
}

/** Whether a shown atom's name is one the relaxation added. */
export function isHidden(names: HiddenNames, name: string): boolean {
  return name === names.violated || name === names.kept || name === names.factTag;
}
