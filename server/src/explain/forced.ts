// Show Forced Cells: the shown atoms that are true in every answer, clingo's cautious consequences
// (`--enum-mode=cautious`). clingo reports the first answer it finds and then each smaller intersection with the
// answers after it; the last report of a finished search is the intersection of all of them. The first answer
// is kept too: the cells whose picture it shares with the intersection are the forced ones.
import type { ReadSource } from '../solving/program';
import type { Answer, Engine, SolveOptions } from '../solving/result';
import { solveFiles, type FilesSolved } from '../solving/solveFiles';
import { countedAnswers, explainOptions, finished } from './explainRun';

/**
 * Each report of a cautious search drops at least one atom of the first answer, so a search has at most as many
 * as that answer has atoms; this bounds the reports kept, whatever clingo does.
 */
const MAX_REPORTS = 1_000_000;

/** 'forced': the intersection of every answer. 'none': no answer. 'undecided': failed or stopped before the proof. */
export type ForcedVerdict = 'forced' | 'none' | 'undecided';

export interface ForcedCheck {
  verdict: ForcedVerdict;
  /** The first answer found, whole. */
  first?: Answer;
  /**
   * The atoms in every answer. When the search was stopped, the intersection of the answers found so far: every
   * forced atom is among them, but not every one of them need be forced.
   */
  forced?: Answer;
  /** The run, its answers the ones that count (the first and the reports after it). */
  solved: FilesSolved;
}

export async function forcedAtoms(
  entries: readonly string[], read: ReadSource, engine: Engine, options: SolveOptions, onAnswer?: (answer: Answer) => void,
): Promise<ForcedCheck> {
  const solved = await solveFiles(entries, read, engine, explainOptions(options, 0, ['--enum-mode=cautious']), onAnswer, MAX_REPORTS);
  const answers = countedAnswers(solved);
  const run = { ...solved, answers };
  if (answers.length === 0) return { verdict: finished(solved) ? 'none' : 'undecided', solved: run };
  const verdict = finished(solved) && solved.exhausted ? 'forced' : 'undecided';
  return { verdict, first: answers[0], forced: answers[answers.length - 1], solved: run };
}
