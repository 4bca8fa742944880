// Per-file summaries for the cross-file checks: which predicates a file defines and mentions, and its #const
// definitions. Built once per parsed file (a SourceFile is replaced when its text changes, so a WeakMap keyed
// by it never goes stale) and consulted file by file rather than merged, so that analysing one file costs a
// pass over that file and a few lookups per related file, however large the related files are.
import type { ConstStatement } from '../ast';
import { isSummary, type ProgramFile, type SourceFile } from '../workspace';

/** `p` or `-p` → the arities it has (a handful at most, so a list). Keyed by name so lookups build no string. */
type Arities = Map<string, number[]>;

export interface FileIndex {
  /** Predicates that get atoms here: heads, facts, #external, and `#defined p/n`. */
  defined: Arities;
  /** Predicates that occur at all: as an atom anywhere, or in #defined. */
  occurring: Arities;
  consts: ConstStatement[];
  /** Theory atoms a `#theory` here defines: `&name/arity` → name to arities. */
  theoryAtoms: Arities;
}

const cache = new WeakMap<SourceFile, FileIndex>();

/** `p`, or `-p` for classical negation: a predicate name without its arity. */
export function nameKey(p: { name: string; negated: boolean }): string {
  return p.negated ? `-${p.name}` : p.name;
}

function addArity(map: Arities, name: string, arity: number): void {
  const list = map.get(name);
  if (!list) map.set(name, [arity]);
  else if (!list.includes(arity)) list.push(arity);
}

export function indexFile(file: SourceFile): FileIndex {
  const cached = cache.get(file);
  if (cached) return cached;
  const index: FileIndex = { defined: new Map(), occurring: new Map(), consts: [], theoryAtoms: new Map() };
  const { statements } = file.program;
  for (const p of file.occurrences.predicates) {
    // #show p/n and #project p/n are what the signature check looks for, not occurrences.
    const declared = p.signature && statements[p.statement]?.kind === 'defined';
    if (p.signature && !declared) continue;
    const name = nameKey(p);
    addArity(index.occurring, name, p.arity);
    if (p.defines || declared) addArity(index.defined, name, p.arity);
  }
  for (const s of statements) {
    if (s.kind === 'const') index.consts.push(s);
    if (s.kind === 'theory') for (const a of s.atoms) addArity(index.theoryAtoms, a.name, a.arity);
  }
  cache.set(file, index);
  return index;
}

type Predicate = { name: string; negated: boolean; arity: number };

/** What the files that belong together define, as one program. */
export class RelatedIndex {
  private readonly indexes: FileIndex[];

  constructor(readonly files: readonly ProgramFile[]) {
    this.indexes = files.map((f) => (isSummary(f) ? f.analysis : indexFile(f)));
  }

  isDefined(p: Predicate): boolean {
    const name = nameKey(p);
    return this.indexes.some((i) => i.defined.get(name)?.includes(p.arity));
  }

  occurs(p: Predicate): boolean {
    const name = nameKey(p);
    return this.indexes.some((i) => i.occurring.get(name)?.includes(p.arity));
  }

  /** The arities `p`'s name is defined with (or, with `occurring`, occurs with), ascending. */
  arities(p: { name: string; negated: boolean }, which: 'defined' | 'occurring'): number[] {
    return this.aritiesIn(which, nameKey(p));
  }

  /** The arities a `#theory` of these files defines the theory atom `&name` with, ascending. */
  theoryAtomArities(name: string): number[] {
    return this.aritiesIn('theoryAtoms', name);
  }

  private aritiesIn(which: 'defined' | 'occurring' | 'theoryAtoms', name: string): number[] {
    const all = new Set<number>();
    for (const i of this.indexes) for (const a of i[which].get(name) ?? []) all.add(a);
    return [...all].sort((a, b) => a - b);
  }

  hasConst(name: string): boolean {
    return this.indexes.some((i) => i.consts.some((c) => c.name === name));
  }

  /** Every #const of the related files, with its file and (when asked) its 0-based line. */
  consts(): { file: ProgramFile; c: ConstStatement; line: () => number }[] {
    return this.indexes.flatMap((i, k) => {
      const file = this.files[k];
      const line = (c: ConstStatement) => () => (isSummary(file)
        ? file.consts.get(c.name)?.find((e) => e.statement.start === c.start)?.line ?? 0
        : file.lines.position(c.start).line);
      return i.consts.map((c) => ({ file, c, line: line(c) }));
    });
  }
}
