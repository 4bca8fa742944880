// What the golf bench needs to know of one file, read once from its parse: whether it is data, what it defines
// and expects, what it shows, its `shouldbe` facts and bench directives, with places as the editor counts
// them. Discovery works on these alone, so that a folder is judged without keeping its files' trees.
import { providedKeys, roleOf } from '../language/programs/roles';
import { includesOf, resolveInclude, type SourceFile } from '../language/workspace';
import type { FileLocation, PuzzleFamilyId } from '../protocol';
import { extractFacts } from '../puzzles/facts';
import { recognisePuzzle } from '../puzzles/recognise';
import type { ClingoSymbol } from '../solving/symbols';
import { readGolfDirectives, type GolfDirectives } from './directives';
import { golfScore } from './score';
import type { GolfScore } from '../protocol';

/** The `shouldbe/N` facts of a file, for one N. */
export interface ShouldbeFacts {
  arity: number;
  /** The arguments of each fact, in source order (a fact written twice is listed twice). */
  args: ClingoSymbol[][];
  /** From the first fact to the last. */
  location: FileLocation;
}

export interface GolfFile {
  uri: string;
  /** Only facts (and #show, #const…): an instance, or a file of expected answers. */
  data: boolean;
  /** Defines `shouldbe` and nothing else (constraints may check them, as in the seed): an expectation file. */
  onlyExpectations: boolean;
  /** `p/2` keys of what it defines (heads, #defined) and `#n` for its #const names. */
  provides: Set<string>;
  /** What it uses and does not define itself (see programs/roles). */
  needs: string[];
  /** The `p/n` of its `#show p/n.` statements; `showsAll` when it has no #show at all (clingo then shows every atom). */
  shows: string[];
  showsAll: boolean;
  shouldbe: ShouldbeFacts[];
  directives: GolfDirectives;
  /** Where each directive line is, in the same order as `directives.lines`. */
  directiveLocations: FileLocation[];
  /** The encoding it names with `%! encoding: path`, resolved. */
  encoding?: string;
  /** What it #includes, resolved. */
  includes: string[];
  family?: PuzzleFamilyId;
  /** For a file with rules: its score as an encoding. */
  score?: GolfScore;
  /** Its first line, for a test that has nothing better to point at. */
  start: FileLocation;
}

export const SHOULDBE = 'shouldbe';

export function golfFile(file: SourceFile): GolfFile {
  const role = roleOf(file);
  const provides = providedKeys([file]);
  const facts = extractFacts(file.program);
  const directives = readGolfDirectives(file.program);
  const locate = (span: { start: number; end: number }): FileLocation => ({ uri: file.uri, range: file.lines.range(span) });
  const shouldbe: ShouldbeFacts[] = [];
  for (const [key, list] of facts.byPredicate) {
    const arity = Number(key.slice(key.lastIndexOf('/') + 1));
    if (key !== `${SHOULDBE}/${arity}`) continue;
    const start = Math.min(...list.map((f) => f.span.start));
    const end = Math.max(...list.map((f) => f.span.end));
    shouldbe.push({ arity, args: list.map((f) => f.args), location: locate(statementAround(file, start, end)) });
  }
  shouldbe.sort((a, b) => a.arity - b.arity);
  const definesOnlyShouldbe = [...provides].every((k) => k.startsWith(`${SHOULDBE}/`));
  const shows: string[] = [];
  let anyShow = false;
  for (const s of file.program.statements) {
    if (s.kind !== 'show') continue;
    anyShow = true;
    if (s.signature) shows.push(`${s.signature.negated ? '-' : ''}${s.signature.name}/${s.signature.arity}`);
  }
  const includes = includesOf(file).flatMap((s) => resolveInclude(file.uri, s.path) ?? []);
  const encoding = role.encoding === undefined ? undefined : resolveInclude(file.uri, role.encoding);
  const family = role.data ? recognisePuzzle(facts)?.id : undefined;
  return {
    uri: file.uri,
    data: role.data,
    onlyExpectations: shouldbe.length > 0 && definesOnlyShouldbe,
    provides,
    needs: role.needs,
    shows,
    showsAll: !anyShow,
    shouldbe,
    directives,
    directiveLocations: directives.lines.map((d) => locate(d.span)),
    ...(encoding ? { encoding } : {}),
    includes,
    ...(family ? { family } : {}),
    ...(role.data ? {} : { score: golfScore(file.text, directives.lines, directives.options?.args ?? []) }),
    start: locate({ start: 0, end: 0 }),
  };
}

/** The location of one of the file's directives. */
export function directiveLocation(file: GolfFile, directive: { span: { start: number } }): FileLocation {
  const i = file.directives.lines.findIndex((d) => d.span.start === directive.span.start);
  return file.directiveLocations[i] ?? file.start;
}

/** From the start of the statement holding `start` to the end of the one holding `end`: the facts with their dots. */
function statementAround(file: SourceFile, start: number, end: number): { start: number; end: number } {
  let from = start;
  let to = end;
  for (const s of file.program.statements) {
    if (s.start <= start && start < s.end) from = s.start;
    if (s.start < end && end <= s.end) to = s.end;
  }
  return { start: from, end: to };
}
