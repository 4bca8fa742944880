// The pairing of files nobody paired by hand, within one folder: a file that expects something (an encoding's
// predicates that nothing of it defines, a constant its arithmetic needs) is one program with each file of the
// folder that provides it — the instances Solve offers an encoding. Indexed once per folder, and asked file by
// file, so that a folder of a thousand encodings and a thousand instances costs what the answers hold, not every
// pair.
import { fileIndex } from '../navigation/fileIndex';
import { isSummary, type ProgramFile } from '../workspace';
import { expectedKeys, programRole, providedKeys } from './roles';

export interface FolderContext {
  /** The file and what it includes, transitively. */
  closure(uri: string): ReadonlySet<string>;
  file(uri: string): ProgramFile;
  /** The user chose this encoding's instances: the folder does not choose for it. */
  chosen(uri: string): boolean;
}

/** Whether the file mentions the symbolic constant `name` (a file with too many to list says no). */
function mentionsConstant(file: ProgramFile, name: string): boolean {
  return isSummary(file) ? file.constants?.has(name) === true : fileIndex(file).constants.has(name);
}

export class FolderPairs {
  /** Key → files that provide it (none of them names its own encoding). */
  private readonly providers = new Map<string, string[]>();
  /** Key → files the folder chooses for that expect it. */
  private readonly expecters = new Map<string, string[]>();
  private readonly expected = new Map<string, string[]>();
  /** Constant name (given by some #const here) → files the folder chooses for that mention it and do not give it. */
  private readonly mentioners = new Map<string, string[]>();
  /** The other way: file → those constant names it mentions. */
  private readonly mentioned = new Map<string, string[]>();

  constructor(files: readonly ProgramFile[], private readonly context: FolderContext) {
    for (const file of files) {
      if (programRole(file).encoding !== undefined) continue;
      for (const key of providedKeys([file])) push(this.providers, key, file.uri);
    }
    const constants = [...this.providers.keys()].filter((k) => k.startsWith('#')).map((k) => k.slice(1));
    for (const file of files) {
      if (!this.choosesFor(file)) continue;
      const expected = expectedKeys([...context.closure(file.uri)].map((u) => context.file(u)));
      this.expected.set(file.uri, expected);
      for (const key of expected) push(this.expecters, key, file.uri);
      if (constants.length === 0) continue;
      const own = providedKeys([file]);
      for (const name of constants) {
        if (own.has(`#${name}`) || !mentionsConstant(file, name)) continue;
        push(this.mentioners, name, file.uri);
        push(this.mentioned, file.uri, name);
      }
    }
  }

  /** The files of the folder that the file is one program with, by what it expects and what it provides. */
  partnersOf(file: ProgramFile): Set<string> {
    const partners = new Set<string>();
    const own = this.context.closure(file.uri);
    for (const key of this.expected.get(file.uri) ?? []) {
      for (const provider of this.providers.get(key) ?? []) if (!own.has(provider)) partners.add(provider);
    }
    for (const name of this.mentioned.get(file.uri) ?? []) {
      for (const provider of this.providers.get(`#${name}`) ?? []) if (!own.has(provider)) partners.add(provider);
    }
    if (programRole(file).encoding === undefined) {
      for (const key of providedKeys([file])) {
        for (const expecter of this.expecters.get(key) ?? []) if (!this.context.closure(expecter).has(file.uri)) partners.add(expecter);
        if (key.startsWith('#')) for (const mentioner of this.mentioners.get(key.slice(1)) ?? []) partners.add(mentioner);
      }
    }
    partners.delete(file.uri);
    return partners;
  }

  private choosesFor(file: ProgramFile): boolean {
    return programRole(file).encoding === undefined && !this.context.chosen(file.uri);
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
