// Show Forced Cells: the shown atoms that are true in every answer, clingo's cautious consequences
// (`--enum-mode=cautious`). clingo reports the first answer it finds and then each smaller intersection with the
// answers after it; the last report of a finished search is the intersection of all of them. Only that last one
// is printed (`--quiet=1`): a 41x41 cell maze makes a thousand reports of a thousand atoms each, and keeping them
// all took a gigabyte. One answer, whole, comes from a run of its own before: the cells whose picture it shares
// with the intersection are the forced ones.
import type { ReadSource } from '../solving/program';
import type { Answer, Engine, SolveOptions } from '../solving/result';
import { solveFiles, type FilesSolved } from '../solving/solveFiles';
import { countedAnswers, explainOptions, finished } from './explainRun';

/** 'forced': the intersection of every answer. 'none': no answer. 'undecided': failed or stopped before the proof. */
export type ForcedVerdict = 'forced' | 'none' | 'undecided';

export interface ForcedCheck {
  verdict: ForcedVerdict;
  /** An answer, whole (the first clingo finds). */
  first?: Answer;
  /**
   * The atoms in every answer. When the search was stopped (native clingo prints what it has), the intersection
   * of the answers found so far: every forced atom is among them, but not every one of them need be forced.
   */
  forced?: Answer;
  /** The last run: the cautious search (its answers the intersection), or the first one when it settled the matter. */
  solved: FilesSolved;
}

export async function forcedAtoms(
  entries: readonly string[], read: ReadSource, engine: Engine, options: SolveOptions, onAnswer?: (answer: Answer) => void,
): Promise<ForcedCheck> {
  const started = Date.now();
  const one = await solveFiles(entries, read, engine, explainOptions(options, 1), onAnswer);
  const first = countedAnswers(one)[0];
  if (!first) return { verdict: finished(one) ? 'none' : 'undecided', solved: { ...one, answers: [] } };
  // The cautious search gets what is left of the time limit.
  const left = options.timeLimitMs === undefined ? undefined : Math.max(1, options.timeLimitMs - (Date.now() - started));
  const cautious = await solveFiles(entries, read, engine, {
    ...explainOptions(options, 0, ['--enum-mode=cautious', '--quiet=1']), ...(left !== undefined ? { timeLimitMs: left } : {}),
  });
  const forced = countedAnswers(cautious).at(-1);
  const solved = { ...cautious, answers: forced ? [forced] : [], timeMs: one.timeMs + cautious.timeMs };
  const verdict = forced && finished(cautious) && cautious.exhausted ? 'forced' : 'undecided';
  return { verdict, first, ...(forced ? { forced } : {}), solved };
}
