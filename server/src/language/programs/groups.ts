// Which files are one program: what "defined?", definition, references, rename and hover look across. It follows
// how files are solved together, not where they lie:
// - a file, what it `#include`s (transitively), and what includes it;
// - an instance with the encoding it names (`%! encoding: path`) or was solved with;
// - an encoding with the instances the user chose for it, or else with the files of its folder that define what
//   it expects (the instances Solve offers for it; see roles for what a file expects);
// and nothing else. Two instances of one encoding are not one program with each other, nor two alternative
// encodings of one instance: each pairing is one step, never followed further.
import { fileIndex } from '../navigation/fileIndex';
import { folderOf, includePaths, isSummary, resolveInclude, type ProgramFile } from '../workspace';
import { expectedKeys, programRole, providedKeys } from './roles';

/** What the user chose: for an encoding, the instances it is solved with; for an instance, its encoding. */
export interface Pairings {
  /** Encoding URI → the instance URIs chosen for it (in place of its folder's files). */
  readonly instancesOf: ReadonlyMap<string, readonly string[]>;
  /** Instance URI → the encoding URI it was last solved with. */
  readonly encodingOf: ReadonlyMap<string, string>;
}

/** The groups of one state of the workspace: built once, asked many times, dropped when a file or a choice changes. */
export class ProgramGroups {
  private readonly includes = new Map<string, string[]>();
  private readonly includers = new Map<string, string[]>();
  private readonly partners = new Map<string, Set<string>>();
  private readonly closures = new Map<string, string[]>();

  constructor(private readonly files: ReadonlyMap<string, ProgramFile>, pairings: Pairings) {
    for (const file of files.values()) {
      const targets: string[] = [];
      for (const path of includePaths(file)) {
        const target = resolveInclude(file.uri, path);
        if (!target || !files.has(target) || targets.includes(target)) continue;
        targets.push(target);
        push(this.includers, target, file.uri);
      }
      this.includes.set(file.uri, targets);
    }
    this.pairNamedEncodings(pairings);
    this.pairChosenInstances(pairings);
    this.pairByFolder(pairings);
    this.pairConstants(pairings);
  }

  /** The file first, then what it includes, then the rest of every program it is part of. */
  related(uri: string): ProgramFile[] {
    if (!this.files.has(uri)) return [];
    const seen = new Set<string>();
    const add = (u: string) => {
      for (const member of this.closure(u)) seen.add(member);
    };
    add(uri);
    const roots = this.roots(uri);
    for (const root of roots) add(root);
    for (const root of roots) for (const partner of this.partners.get(root) ?? []) add(partner);
    return [...seen].map((u) => this.files.get(u)!);
  }

  /**
   * The files of every program that shares a file mentioning the symbol with the file's program, transitively:
   * renaming a predicate an instance shares with two encodings must keep both programs whole.
   */
  spread(uri: string, mentions: (file: ProgramFile) => boolean): ProgramFile[] {
    const result = new Map<string, ProgramFile>();
    const queue = [uri];
    const expanded = new Set<string>();
    while (queue.length > 0) {
      const next = queue.pop()!;
      if (expanded.has(next)) continue;
      expanded.add(next);
      for (const file of this.related(next)) {
        if (result.has(file.uri)) continue;
        result.set(file.uri, file);
        if (mentions(file)) queue.push(file.uri);
      }
    }
    return [...result.values()];
  }

  /** The file and what it includes, transitively, in include order. */
  private closure(uri: string): string[] {
    let closure = this.closures.get(uri);
    if (closure) return closure;
    const seen = new Set<string>([uri]);
    const stack = [uri];
    while (stack.length > 0) {
      for (const target of this.includes.get(stack.pop()!) ?? []) {
        if (!seen.has(target)) {
          seen.add(target);
          stack.push(target);
        }
      }
    }
    closure = [...seen];
    this.closures.set(uri, closure);
    return closure;
  }

  /** The file and every file that includes it, transitively: the programs it is part of start there. */
  private roots(uri: string): string[] {
    const seen = new Set<string>([uri]);
    const stack = [uri];
    while (stack.length > 0) {
      for (const includer of this.includers.get(stack.pop()!) ?? []) {
        if (!seen.has(includer)) {
          seen.add(includer);
          stack.push(includer);
        }
      }
    }
    return [...seen];
  }

  private link(a: string, b: string): void {
    if (a === b || !this.files.has(a) || !this.files.has(b)) return;
    let set = this.partners.get(a);
    if (!set) this.partners.set(a, (set = new Set()));
    set.add(b);
    set = this.partners.get(b);
    if (!set) this.partners.set(b, (set = new Set()));
    set.add(a);
  }

  private pairNamedEncodings(pairings: Pairings): void {
    for (const file of this.files.values()) {
      const named = programRole(file).encoding;
      const target = named === undefined ? undefined : resolveInclude(file.uri, named);
      if (target) this.link(file.uri, target);
    }
    for (const [instance, encoding] of pairings.encodingOf) this.link(instance, encoding);
  }

  /** Instances chosen together for an encoding are one program, with each other too. */
  private pairChosenInstances(pairings: Pairings): void {
    for (const [encoding, instances] of pairings.instancesOf) {
      if (!this.files.has(encoding)) continue;
      const members = [encoding, ...instances];
      for (let i = 0; i < members.length; i++) for (let j = i + 1; j < members.length; j++) this.link(members[i], members[j]);
    }
  }

  /**
   * A file nobody chose instances for is one program with each file of its folder that provides something it
   * expects (an encoding with the instances Solve offers it; a file of facts with the #const its arithmetic
   * needs) — except files that name their own encoding.
   */
  private pairByFolder(pairings: Pairings): void {
    let byFolder: Map<string, ProgramFile[]> | undefined;
    const definers = new Map<string, Map<string, string[]>>();
    const definersIn = (folder: string): Map<string, string[]> => {
      let byKey = definers.get(folder);
      if (byKey) return byKey;
      if (!byFolder) {
        byFolder = new Map();
        for (const file of this.files.values()) push(byFolder, folderOf(file.uri), file);
      }
      byKey = new Map();
      for (const file of byFolder.get(folder) ?? []) {
        if (programRole(file).encoding === undefined) for (const key of providedKeys([file])) push(byKey, key, file.uri);
      }
      definers.set(folder, byKey);
      return byKey;
    };
    for (const file of this.files.values()) {
      const role = programRole(file);
      if (role.encoding !== undefined || pairings.instancesOf.has(file.uri)) continue;
      const own = this.closure(file.uri);
      const expected = expectedKeys(own.map((u) => this.files.get(u)!));
      if (expected.length === 0) continue;
      const byKey = definersIn(folderOf(file.uri));
      for (const key of expected) for (const definer of byKey.get(key) ?? []) if (!own.includes(definer)) this.link(file.uri, definer);
    }
  }

  /**
   * A `#const` names a constant for the whole program: a file of its folder that mentions the name (and gives it
   * no value itself) is one program with the file that defines it.
   */
  private pairConstants(pairings: Pairings): void {
    const byFolder = new Map<string, ProgramFile[]>();
    for (const file of this.files.values()) push(byFolder, folderOf(file.uri), file);
    for (const file of this.files.values()) {
      const names = providedKeys([file]);
      if (![...names].some((key) => key.startsWith('#'))) continue;
      for (const other of byFolder.get(folderOf(file.uri)) ?? []) {
        if (other === file || programRole(other).encoding !== undefined || pairings.instancesOf.has(other.uri)) continue;
        const own = providedKeys([other]);
        for (const key of names) {
          if (key.startsWith('#') && !own.has(key) && mentionsConstant(other, key.slice(1))) {
            this.link(other.uri, file.uri);
            break;
          }
        }
      }
    }
  }
}

/** Whether the file mentions the symbolic constant `name` (a file with too many to list says no). */
function mentionsConstant(file: ProgramFile, name: string): boolean {
  return isSummary(file) ? file.constants?.has(name) === true : fileIndex(file).constants.has(name);
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
