// What "Solve" does with the file in front of the user. An instance (facts of a known puzzle, or a file that
// names its encoding with `%! encoding: path`) is solved with its encoding; an encoding whose rules use
// predicates nothing in it defines needs an instance, which the user picks among the files that define them;
// anything else is a complete program and is solved as it is.
import { pathToFileURL } from 'node:url';
import { isSummary, resolveInclude, type ProgramFile, type SourceFile } from '../language/workspace';
import { predicateKey } from '../language/occurrences';
import type { PuzzleFamilyId, SolvePlan } from '../protocol';

/** What the puzzle layer says of a file. */
export interface InstanceDescription {
  family?: PuzzleFamilyId;
  /** The bundled encoding's file name for the family, e.g. `flow.lp`. */
  bundledEncoding?: string;
  /** The path written in `%! encoding: path`, as written. */
  encodingDirective?: string;
}

export interface PlanContext {
  describe(file: SourceFile): InstanceDescription;
  /** A file by URI, parsed (open in the editor, or read from disk); undefined when it does not exist. */
  file(uri: string): SourceFile | undefined;
  /** The other clingo files of the file's folder, to offer as instances. */
  folderFiles(uri: string): ProgramFile[];
  /** The URI of a bundled encoding, by its file name. */
  bundledEncodingUri(name: string): string;
  /** A user's encodings per family (paths or file URIs), preferred to the bundled ones. */
  overrides?: Partial<Record<PuzzleFamilyId, string>>;
}

export interface SolveTarget extends SolvePlan {
  /** The encoding is the bundled one of the family. */
  encodingBundled?: boolean;
  /** The files to assemble, encoding first; for an encoding, the chosen instances are added to these. */
  entries: string[];
}

export function planSolve(file: SourceFile, context: PlanContext): SolveTarget {
  return planInstance(file.uri, context.describe(file), context) ?? planProgram(file, context);
}

/**
 * The plan for an instance, from what the puzzle layer says of it; undefined when it is no instance. Needs no
 * syntax tree: a large instance is planned from its facts alone.
 */
export function planInstance(
  uri: string, description: InstanceDescription, context: Pick<PlanContext, 'bundledEncodingUri' | 'overrides'>,
): SolveTarget | undefined {
  if (description.encodingDirective !== undefined) {
    const encoding = resolveInclude(uri, description.encodingDirective) ?? description.encodingDirective;
    return { kind: 'instance', ...(description.family ? { family: description.family } : {}), encoding, entries: [encoding, uri] };
  }
  if (description.family) {
    const override = context.overrides?.[description.family];
    const encoding = override ? toUri(override) : context.bundledEncodingUri(description.bundledEncoding ?? `${description.family}.lp`);
    return { kind: 'instance', family: description.family, encoding, encodingBundled: !override, entries: [encoding, uri] };
  }
  return undefined;
}

/** The plan for a file that is no instance: an encoding that needs one, or a program complete by itself. */
function planProgram(file: SourceFile, context: PlanContext): SolveTarget {
  const own = withIncludes(file, context);
  const expects = undefinedPredicates(own);
  if (expects.length === 0) return { kind: 'program', entries: [file.uri] };
  const ownUris = new Set(own.map((f) => f.uri));
  const candidates = context.folderFiles(file.uri)
    .filter((f) => !ownUris.has(f.uri))
    .map((f) => ({ uri: f.uri, covered: expects.filter((key) => definesKey(f, key)).length }))
    .filter((c) => c.covered > 0)
    .sort((a, b) => b.covered - a.covered || a.uri.localeCompare(b.uri))
    .map((c) => c.uri);
  return { kind: 'encoding', expects, candidates, entries: [file.uri] };
}

/** The predicates used in the files' rules that none of them defines, as `name/arity`. */
export function undefinedPredicates(files: SourceFile[]): string[] {
  const defined = definedIn(files);
  const used = new Set<string>();
  for (const f of files) {
    for (const p of f.occurrences.predicates) if (!p.defines && !p.signature) used.add(predicateKey(p));
  }
  return [...used].filter((key) => !defined.has(key)).sort();
}

/** Whether the file defines the predicate `key`; a file that is not open tells from its summary. */
function definesKey(file: ProgramFile, key: string): boolean {
  if (isSummary(file)) return (file.predicates.get(key)?.definitions ?? 0) > 0;
  return file.occurrences.predicates.some((p) => p.defines && predicateKey(p) === key);
}

function definedIn(files: SourceFile[]): Set<string> {
  const defined = new Set<string>();
  for (const f of files) for (const p of f.occurrences.predicates) if (p.defines) defined.add(predicateKey(p));
  return defined;
}

/** The file and what it includes, transitively. */
function withIncludes(file: SourceFile, context: PlanContext): SourceFile[] {
  const seen = new Map<string, SourceFile>([[file.uri, file]]);
  const visit = (f: SourceFile) => {
    for (const s of f.program.statements) {
      if (s.kind !== 'include' || s.system) continue;
      const target = resolveInclude(f.uri, s.path);
      const included = target && !seen.has(target) ? context.file(target) : undefined;
      if (!included) continue;
      seen.set(included.uri, included);
      visit(included);
    }
  };
  visit(file);
  return [...seen.values()];
}

function toUri(pathOrUri: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(pathOrUri) && !/^[a-z]:[\\/]/i.test(pathOrUri)
    ? pathOrUri
    : pathToFileURL(pathOrUri).href;
}
