// Facts of numbers kept as columns of 32-bit integers until someone asks for them as objects. A million-cell
// maze has a million `passage(X1,Y1,X2,Y2).` facts; as Fact objects they are two hundred megabytes and most of the
// time it takes to read the file, yet what reads them first (the maze, the breadth-first search, the picture)
// wants numbers. The Facts such a file gives look like any other: `byPredicate` makes a predicate's Fact objects
// when they are first asked for, `all` when it is first read; numericArgs gives the numbers without them.
import type { ClingoSymbol } from '../solving/symbols';
import { numberSymbol } from './evaluate';
import type { Fact, Facts } from './facts';

/** The facts of one predicate whose arguments are all numbers, in source order. */
export class FactColumns {
  count = 0;
  /** `arity` numbers per fact. */
  args: Int32Array;
  starts: Int32Array;
  ends: Int32Array;

  constructor(readonly name: string, readonly arity: number) {
    this.args = new Int32Array(Math.max(1, arity) * 16);
    this.starts = new Int32Array(16);
    this.ends = new Int32Array(16);
  }

  push(values: ArrayLike<number>, start: number, end: number): void {
    if (this.count === this.starts.length) {
      this.starts = grown(this.starts, this.count * 2);
      this.ends = grown(this.ends, this.count * 2);
      this.args = grown(this.args, this.count * 2 * Math.max(1, this.arity));
    }
    const at = this.count * this.arity;
    for (let k = 0; k < this.arity; k++) this.args[at + k] = values[k];
    this.starts[this.count] = start;
    this.ends[this.count] = end;
    this.count++;
  }

  /** The facts as objects, as extractFacts makes them. */
  facts(): Fact[] {
    const out = new Array<Fact>(this.count);
    for (let i = 0; i < this.count; i++) {
      const args = new Array<ClingoSymbol>(this.arity);
      for (let k = 0; k < this.arity; k++) args[k] = numberSymbol(this.args[i * this.arity + k]);
      out[i] = { name: this.name, args, span: { start: this.starts[i], end: this.ends[i] } };
    }
    return out;
  }
}

function grown(array: Int32Array, length: number): Int32Array {
  const next = new Int32Array(length);
  next.set(array);
  return next;
}

/** `byPredicate` whose columnar predicates become Fact objects when they are first asked for. */
export class LazyFactMap extends Map<string, Fact[]> {
  private readonly pending = new Map<string, FactColumns>();
  /** Kept after the objects are made, for numericArgs. */
  readonly columns = new Map<string, FactColumns>();

  /** Adds a predicate kept as columns; its place among the keys is where it is added. */
  addColumns(key: string, columns: FactColumns): void {
    super.set(key, []);
    this.pending.set(key, columns);
    this.columns.set(key, columns);
  }

  /** The predicate's Fact objects, made from its columns the first time; the columns stay for numericArgs. */
  private materialise(key: string): Fact[] | undefined {
    const columns = this.pending.get(key);
    if (columns) {
      this.pending.delete(key);
      super.set(key, columns.facts());
    }
    return super.get(key);
  }

  /** For the scanner: the predicate's facts are objects from here on (one follows that is not all numbers). */
  toObjects(key: string): Fact[] {
    const list = this.materialise(key) ?? [];
    this.columns.delete(key);
    return list;
  }

  override get(key: string): Fact[] | undefined {
    return this.pending.has(key) ? this.materialise(key) : super.get(key);
  }

  private materialiseAll(): void {
    for (const key of [...this.pending.keys()]) this.materialise(key);
  }

  override entries(): MapIterator<[string, Fact[]]> {
    this.materialiseAll();
    return super.entries();
  }

  override values(): MapIterator<Fact[]> {
    this.materialiseAll();
    return super.values();
  }

  override [Symbol.iterator](): MapIterator<[string, Fact[]]> {
    return this.entries();
  }

  override forEach(callback: (value: Fact[], key: string, map: Map<string, Fact[]>) => void, thisArg?: unknown): void {
    this.materialiseAll();
    super.forEach(callback, thisArg);
  }

  override delete(key: string): boolean {
    this.pending.delete(key);
    this.columns.delete(key);
    return super.delete(key);
  }
}

/**
 * The facts of a file read by the scanner: `all` is made, in source order, when first read. Every other field is
 * as extractFacts has it.
 */
export function lazyFacts(byPredicate: LazyFactMap, rest: Omit<Facts, 'all' | 'byPredicate'>): Facts {
  let all: Fact[] | undefined;
  return {
    get all(): Fact[] {
      if (!all) {
        all = [];
        for (const list of byPredicate.values()) for (const f of list) all.push(f);
        all.sort((a, b) => a.span.start - b.span.start);
      }
      return all;
    },
    byPredicate,
    ...rest,
  };
}

/** The arguments of `name/arity`, `arity` per fact, when its facts are kept as columns of numbers. */
export function numericArgs(facts: Facts, name: string, arity: number): { count: number; args: Int32Array } | undefined {
  if (!(facts.byPredicate instanceof LazyFactMap)) return undefined;
  const columns = facts.byPredicate.columns.get(`${name}/${arity}`);
  return columns && { count: columns.count, args: columns.args };
}
