// Per-file lookup tables shared by the navigation features, built once per SourceFile and memoised: a
// SourceFile is replaced (never mutated) when its text changes, so a WeakMap keyed by it never goes stale.
import type { ConstStatement, Span } from '../ast';
import type { ConstantOccurrence, PredicateOccurrence, VariableOccurrence } from '../occurrences';
import { predicateKey } from '../occurrences';
import type { SourceFile } from '../workspace';
import { programSections, type Section } from './sections';
import { lastAtOrBefore } from './search';

/** Memoises `build` per SourceFile object. */
export function perFile<V>(build: (file: SourceFile) => V): (file: SourceFile) => V {
  const cache = new WeakMap<SourceFile, V>();
  return (file) => {
    const hit = cache.get(file);
    if (hit !== undefined) return hit;
    const value = build(file);
    cache.set(file, value);
    return value;
  };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const byStart = (a: { span: Span }, b: { span: Span }) => a.span.start - b.span.start;

/** In source order; most files already are (the walk strays only around aggregate guards), and then no sort. */
function inSourceOrder<O extends { span: Span }>(list: O[]): O[] {
  for (let i = 1; i < list.length; i++) {
    if (list[i - 1].span.start > list[i].span.start) return [...list].sort(byStart);
  }
  return list;
}

/** predicateKey, made once per predicate rather than once per occurrence. */
function keyMaker(): (p: PredicateOccurrence) => string {
  // Name → keys by arity, negated ones at odd places.
  const keys = new Map<string, string[]>();
  return (p) => {
    let list = keys.get(p.name);
    if (!list) keys.set(p.name, (list = []));
    const at = p.arity * 2 + (p.negated ? 1 : 0);
    return (list[at] ??= predicateKey(p));
  };
}

/**
 * Each table is built when first asked for: after an edit, a hover over a predicate needs only the predicate
 * table, and a large instance has a hundred thousand occurrences to put in each.
 */
export class FileIndex {
  private predicateTable?: Map<string, PredicateOccurrence[]>;
  private variableTable?: Map<number, VariableOccurrence[]>;
  private constantTable?: Map<string, ConstantOccurrence[]>;
  private constTable?: Map<string, { statement: ConstStatement; index: number }[]>;
  private sectionList?: Section[];
  private readonly scanned = new Map<string, PredicateOccurrence[]>();

  constructor(private readonly file: SourceFile) {}

  /** Predicate occurrences by predicateKey (`p/2`, `-p/2`), in source order. */
  get predicates(): Map<string, PredicateOccurrence[]> {
    if (!this.predicateTable) {
      this.predicateTable = new Map();
      const key = keyMaker();
      for (const p of inSourceOrder(this.file.occurrences.predicates)) push(this.predicateTable, key(p), p);
    }
    return this.predicateTable;
  }

  /**
   * The occurrences of the predicate `key`, in source order: from the table when it is built, otherwise by a
   * scan, which on a large instance takes a fraction of the time of building the table after each edit.
   */
  predicate(key: string): PredicateOccurrence[] {
    if (this.predicateTable) return this.predicateTable.get(key) ?? [];
    const known = this.scanned.get(key);
    if (known) return known;
    const negated = key.startsWith('-');
    const slash = key.lastIndexOf('/');
    const name = key.slice(negated ? 1 : 0, slash);
    const arity = Number(key.slice(slash + 1));
    const found: PredicateOccurrence[] = [];
    for (const p of this.file.occurrences.predicates) {
      if (p.name === name && p.arity === arity && p.negated === negated) found.push(p);
    }
    const result = inSourceOrder(found);
    // Hover, highlights and definition at one place ask for the same predicate in turn.
    this.scanned.set(key, result);
    return result;
  }

  /** Variable occurrences by statement index, in source order. */
  get variables(): Map<number, VariableOccurrence[]> {
    if (!this.variableTable) {
      this.variableTable = new Map();
      for (const v of inSourceOrder(this.file.occurrences.variables)) push(this.variableTable, v.statement, v);
    }
    return this.variableTable;
  }

  /** Symbolic constant occurrences by name. */
  get constants(): Map<string, ConstantOccurrence[]> {
    if (!this.constantTable) {
      this.constantTable = new Map();
      for (const c of inSourceOrder(this.file.occurrences.constants)) push(this.constantTable, c.name, c);
    }
    return this.constantTable;
  }

  /** `#const` statements (with their index) by the name they define. */
  get consts(): Map<string, { statement: ConstStatement; index: number }[]> {
    if (!this.constTable) {
      const table = new Map<string, { statement: ConstStatement; index: number }[]>();
      this.file.program.statements.forEach((s, i) => {
        if (s.kind === 'const') push(table, s.name, { statement: s, index: i });
      });
      this.constTable = table;
    }
    return this.constTable;
  }

  get sections(): Section[] {
    this.sectionList ??= programSections(this.file.program.statements);
    return this.sectionList;
  }
}

export const fileIndex = perFile((file: SourceFile) => new FileIndex(file));

/** Index of the last statement starting at or before `offset`, or -1. */
export function statementBefore(file: SourceFile, offset: number): number {
  return lastAtOrBefore(file.program.statements, (s) => s.start, offset);
}

/** Index of the statement whose span contains `offset` (end inclusive), or -1. */
export function statementAt(file: SourceFile, offset: number): number {
  const found = statementBefore(file, offset);
  return found >= 0 && offset <= file.program.statements[found].end ? found : -1;
}

/** The section a statement belongs to (sections are in order: a binary search, as this runs per name). */
export function sectionOf(file: SourceFile, statement: number): Section | undefined {
  const { sections } = fileIndex(file);
  let lo = 0;
  let hi = sections.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (statement < sections[mid].first) hi = mid - 1;
    else if (statement >= sections[mid].end) lo = mid + 1;
    else return sections[mid];
  }
  return undefined;
}

/** The `#program` parameter `name` in scope at `statement`, if that section declares one. */
export function parameterInScope(file: SourceFile, statement: number, name: string): { section: Section; span: Span } | undefined {
  const section = sectionOf(file, statement);
  const param = section?.params.find((p) => p.name === name);
  return section && param ? { section, span: param.span } : undefined;
}

/** The source text of a span on one line, whitespace collapsed, cut to `max` characters. */
export function excerpt(file: SourceFile, span: Span, max = 60): string {
  const raw = file.text.slice(span.start, Math.min(span.end, span.start + max * 4)).replace(/\s+/g, ' ').trim();
  return raw.length > max ? `${raw.slice(0, max - 1)}…` : raw;
}
