// What a file is for, as far as grouping files into programs goes: plain data (an instance) or rules, the
// encoding it names in `%! encoding: path`, what it provides (predicates it defines, #const names) and what it
// needs from other files (predicates it uses or shows and does not define, constants its arithmetic uses and no
// #const of it gives). Keys: `p/2`, `-p/2` for predicates, `#n` for constants.
import { programParameters } from '../analysis/constants';
import { indexFile } from '../analysis/fileIndex';
import { isDataStatement, readDirectives } from '../directives';
import { predicateKey } from '../occurrences';
import { isSummary, type ProgramFile, type SourceFile } from '../workspace';

export interface FileRole {
  /** Only facts (and `#const`, `#show`, …): an instance rather than an encoding. */
  data: boolean;
  /** The path of its `%! encoding: path` line, as written. */
  encoding?: string;
  /** What it needs from other files, by itself (what it includes may give some of it). */
  needs: string[];
}

const roles = new WeakMap<SourceFile, FileRole>();

/** A parsed file's role; remembered, as a SourceFile is replaced, never changed, when its text changes. */
export function roleOf(file: SourceFile): FileRole {
  let role = roles.get(file);
  if (!role) {
    const encoding = readDirectives(file.program).get('encoding')?.value;
    role = { data: file.program.statements.every(isDataStatement), ...(encoding ? { encoding } : {}), needs: needsOf(file) };
    roles.set(file, role);
  }
  return role;
}

function needsOf(file: SourceFile): string[] {
  const provided = providedKeys([file]);
  const occurring = new Set<string>();
  for (const p of file.occurrences.predicates) if (!p.signature) occurring.add(predicateKey(p));
  const needs = new Set<string>();
  const { statements } = file.program;
  for (const p of file.occurrences.predicates) {
    const key = predicateKey(p);
    if (provided.has(key)) continue;
    const kind = statements[p.statement]?.kind;
    if (!p.signature) needs.add(key);
    else if ((kind === 'show' || kind === 'project') && !occurring.has(key)) needs.add(key);
  }
  let params: Set<string>[] | undefined;
  for (const c of file.occurrences.constants) {
    if (!c.inArithmetic || provided.has(`#${c.name}`)) continue;
    params ??= programParameters(file.program);
    if (!params[c.statement]?.has(c.name)) needs.add(`#${c.name}`);
  }
  return [...needs];
}

/** The role of a file, open or summarised. */
export function programRole(file: ProgramFile): FileRole {
  return isSummary(file) ? file.role : roleOf(file);
}

/** The keys of what the files define, taken together: predicates with a head or `#defined`, `#const` names. */
export function providedKeys(files: readonly ProgramFile[]): Set<string> {
  const keys = new Set<string>();
  for (const f of files) {
    const index = isSummary(f) ? f.analysis : indexFile(f);
    for (const [name, arities] of index.defined) for (const a of arities) keys.add(`${name}/${a}`);
    for (const c of index.consts) keys.add(`#${c.name}`);
  }
  return keys;
}

/** What the files (taken together) need and none of them provides: what they expect from the files they are solved with. */
export function expectedKeys(files: readonly ProgramFile[]): string[] {
  const provided = providedKeys(files);
  const expected = new Set<string>();
  for (const f of files) for (const key of programRole(f).needs) if (!provided.has(key)) expected.add(key);
  return [...expected];
}
