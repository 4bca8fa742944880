// Which predicate `shouldbe/N` facts stand for. The seed writes `shouldbe(V,W,C)` for the answer's `e(V,W,C)`
// without saying so; the bench infers it when only one predicate fits — the encoding's one shown predicate of
// arity N, or, when it has no #show (clingo then shows everything), the one predicate of arity N it defines that
// the instance does not — and otherwise asks for `%! expect: e/3`. Only the atoms of that predicate are compared.
import type { GolfFile } from './golfFile';
import { SHOULDBE } from './golfFile';

export type PredicateChoice =
  | { predicate: string; named: boolean }
  | { problem: string; candidates: string[] };

/**
 * The predicate for `shouldbe/arity`: `named` when a `%! expect:` line of the test's files says it (the first of
 * `named` that has one wins), else inferred from the encoding's files (it and what it includes).
 */
export function expectedPredicate(
  arity: number, encodingFiles: readonly GolfFile[], instanceFiles: readonly GolfFile[], named: readonly GolfFile[],
): PredicateChoice {
  for (const file of named) {
    const expect = file.directives.expect;
    if (!expect) continue;
    const predicate = `${expect.name}/${expect.arity}`;
    if (expect.arity !== arity) {
      return { problem: `%! expect: ${predicate} has arity ${expect.arity}, but the facts are ${SHOULDBE}/${arity}`, candidates: [] };
    }
    return { predicate, named: true };
  }
  const candidates = inferCandidates(arity, encodingFiles, instanceFiles);
  if (candidates.length === 1) return { predicate: candidates[0], named: false };
  const hint = `name it with a line %! expect: p/${arity} at the top of the file`;
  if (candidates.length === 0) {
    return { problem: `no predicate of arity ${arity} that the encoding shows to compare ${SHOULDBE}/${arity} with; ${hint}`, candidates };
  }
  return { problem: `${SHOULDBE}/${arity} could stand for ${candidates.join(' or ')}; ${hint}`, candidates };
}

/** The predicates of arity `arity` the encoding shows, sorted. */
export function inferCandidates(arity: number, encodingFiles: readonly GolfFile[], instanceFiles: readonly GolfFile[]): string[] {
  const ofArity = (key: string) => key.endsWith(`/${arity}`) && !key.startsWith('#') && !key.startsWith(`${SHOULDBE}/`);
  const program = [...encodingFiles, ...instanceFiles];
  const found = new Set<string>();
  if (program.some((f) => !f.showsAll)) {
    // With a #show in any file, clingo shows only what #show names: `#show p/n.` signatures (shown terms are not atoms of a predicate).
    for (const f of program) for (const key of f.shows) if (ofArity(key)) found.add(key);
  } else {
    const input = new Set(instanceFiles.flatMap((f) => [...f.provides]));
    for (const f of encodingFiles) for (const key of f.provides) if (ofArity(key) && !input.has(key)) found.add(key);
  }
  return [...found].sort();
}
