// What Check Uniqueness and Show Forced Cells ask of clingo beyond a plain solve. Both count answers by what they
// show (`--project=show`, which clingo-wasm's 5.8 and Debian's 5.4 both take): an encoding's helper atoms (a
// reachability relation, a counter) would otherwise make one picture two answers. A program that optimises is
// judged by its optimal answers (`--opt-mode=optN`): the answers clingo improves on on the way do not count.
import { setsOption } from '../solving/optionNames';
import type { FilesSolved } from '../solving/solveFiles';
import type { Answer, SolveOptions } from '../solving/result';

/** Options these runs set themselves: clingo refuses one given twice (`multiple occurrences: 'project'`). */
const OWN_OPTIONS = ['project', 'enum-mode', 'opt-mode', 'models'];

/** Of those, the ones that take a value, which may be the next argument; so do their short forms, `-e` and `-n`. */
const WITH_VALUE = new Set(['enum-mode', 'opt-mode', 'models']);
const SHORT = new Set(['-e', '-n']);

/**
 * The user's options for a run of `models` answers (0 for all) projected on the shown atoms, with `extra` (such as
 * `--enum-mode=cautious`) in place of the user's own choices of the same options.
 */
export function explainOptions(options: SolveOptions, models: number, extra: readonly string[] = []): SolveOptions {
  const kept: string[] = [];
  const given = options.extraArgs ?? [];
  for (let i = 0; i < given.length; i++) {
    const arg = given[i];
    const short = /^-[a-z]/.exec(arg)?.[0];
    const own = short !== undefined && SHORT.has(short) ? short : OWN_OPTIONS.find((name) => setsOption(arg, name));
    if (own === undefined) kept.push(arg);
    else if (own === arg || (!arg.includes('=') && WITH_VALUE.has(own))) i++; // `-e cautious`, `--models 5`: its value goes with it
  }
  const { project: _project, extraArgs: _extra, ...rest } = options;
  // `enum` and `ignore` are the user's way of saying the costs do not matter: every answer counts then.
  const optimization = options.optimization === 'enum' || options.optimization === 'ignore' ? options.optimization : 'optN';
  return { ...rest, models, optimization, extraArgs: [...kept, '--project=show', ...extra] };
}

/**
 * The answers that count, in the order clingo found them: with optN, the optimal ones, which clingo reports after
 * those it improved on (its `Optimal` count); otherwise all of them.
 */
export function countedAnswers(solved: Pick<FilesSolved, 'answers' | 'statistics'>): Answer[] {
  const optimal = solved.statistics?.optimal;
  if (optimal === undefined || !Number.isInteger(optimal) || optimal < 0) return solved.answers;
  return solved.answers.slice(Math.max(0, solved.answers.length - optimal));
}

/** A run that ended by itself, neither stopped nor failed: what it found is all there is. */
export function finished(solved: Pick<FilesSolved, 'status'>): boolean {
  return solved.status === 'satisfiable' || solved.status === 'optimum' || solved.status === 'unsatisfiable';
}
