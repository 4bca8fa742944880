// Which files are one program: what "defined?", definition, references, rename and hover look across. It follows
// how files are solved together, not where they lie:
// - a file, what it `#include`s (transitively), and what includes it;
// - an instance with the encoding it names (`%! encoding: path`) or was solved with;
// - an encoding with the instances the user chose for it, or else with the files of its folder that provide what
//   it expects (the instances Solve offers for it; see folderPairs);
// and nothing else. Two instances of one encoding are not one program with each other, nor two alternative
// encodings of one instance: each pairing is one step, never followed further.
import { folderOf, includePaths, resolveInclude, type ProgramFile } from '../workspace';
import { FolderPairs } from './folderPairs';
import { programRole } from './roles';

/** What the user chose: for an encoding, the instances it is solved with; for an instance, its encoding. */
export interface Pairings {
  /** Encoding URI → the instance URIs chosen for it (in place of its folder's files). */
  readonly instancesOf: ReadonlyMap<string, readonly string[]>;
  /** Instance URI → the encoding URI it was last solved with. */
  readonly encodingOf: ReadonlyMap<string, string>;
}

/** The groups of one state of the workspace: built when asked, dropped when a file or a choice changes. */
export class ProgramGroups {
  private readonly includes = new Map<string, string[]>();
  private readonly includers = new Map<string, string[]>();
  /** Pairings by name or by choice: few, so made at once. */
  private readonly links = new Map<string, Set<string>>();
  private readonly closures = new Map<string, Set<string>>();
  private readonly folders = new Map<string, FolderPairs>();
  private readonly answers = new Map<string, ProgramFile[]>();
  private byFolder: Map<string, ProgramFile[]> | undefined;

  constructor(private readonly files: ReadonlyMap<string, ProgramFile>, private readonly pairings: Pairings) {
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
    for (const file of files.values()) {
      const named = programRole(file).encoding;
      const target = named === undefined ? undefined : resolveInclude(file.uri, named);
      if (target) this.link(file.uri, target);
    }
    for (const [instance, encoding] of pairings.encodingOf) this.link(instance, encoding);
    // Instances chosen together for an encoding are one program, with each other too.
    for (const [encoding, instances] of pairings.instancesOf) {
      if (!files.has(encoding)) continue;
      const members = [encoding, ...instances];
      for (let i = 0; i < members.length; i++) for (let j = i + 1; j < members.length; j++) this.link(members[i], members[j]);
    }
  }

  /** The file first, then what it includes, then the rest of every program it is part of. */
  related(uri: string): ProgramFile[] {
    const known = this.answers.get(uri);
    if (known) return [...known];
    if (!this.files.has(uri)) return [];
    const seen = new Set<string>();
    const add = (u: string) => {
      for (const member of this.closure(u)) seen.add(member);
    };
    add(uri);
    const roots = this.roots(uri);
    for (const root of roots) add(root);
    for (const root of roots) for (const partner of this.partnersOf(root)) add(partner);
    const answer = [...seen].map((u) => this.files.get(u)!);
    this.answers.set(uri, answer);
    return [...answer];
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

  private partnersOf(uri: string): Set<string> {
    const partners = new Set(this.links.get(uri));
    for (const partner of this.folderPairs(folderOf(uri)).partnersOf(this.files.get(uri)!)) partners.add(partner);
    return partners;
  }

  private folderPairs(folder: string): FolderPairs {
    let pairs = this.folders.get(folder);
    if (!pairs) {
      if (!this.byFolder) {
        this.byFolder = new Map();
        for (const file of this.files.values()) push(this.byFolder, folderOf(file.uri), file);
      }
      pairs = new FolderPairs(this.byFolder.get(folder) ?? [], {
        closure: (u) => this.closure(u),
        file: (u) => this.files.get(u)!,
        chosen: (u) => this.pairings.instancesOf.has(u),
      });
      this.folders.set(folder, pairs);
    }
    return pairs;
  }

  /** The file and what it includes, transitively, in include order. */
  private closure(uri: string): Set<string> {
    let closure = this.closures.get(uri);
    if (closure) return closure;
    closure = new Set<string>([uri]);
    const stack = [uri];
    while (stack.length > 0) {
      for (const target of this.includes.get(stack.pop()!) ?? []) {
        if (!closure.has(target)) {
          closure.add(target);
          stack.push(target);
        }
      }
    }
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
    let set = this.links.get(a);
    if (!set) this.links.set(a, (set = new Set()));
    set.add(b);
    set = this.links.get(b);
    if (!set) this.links.set(b, (set = new Set()));
    set.add(a);
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
