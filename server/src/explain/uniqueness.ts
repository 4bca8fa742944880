// Check Uniqueness: whether a program has exactly one answer, as far as its shown atoms go. clingo is asked for
// two answers projected on the shown atoms: one answer and a finished search is a proof that there is no other;
// a second answer is a witness that shows differently from the first.
import type { ReadSource } from '../solving/program';
import type { Answer, Engine, SolveOptions } from '../solving/result';
import { solveFiles, type FilesSolved } from '../solving/solveFiles';
import { countedAnswers, explainOptions, finished } from './explainRun';

/**
 * 'unique': one answer, and the search proved there is no other. 'several': two answers with different shown
 * atoms. 'none': no answer at all. 'undecided': the run failed or was stopped before it could tell.
 */
export type UniquenessVerdict = 'unique' | 'several' | 'none' | 'undecided';

export interface UniquenessCheck {
  verdict: UniquenessVerdict;
  /** The run, its answers the ones that count: the first, and for 'several' the second. */
  solved: FilesSolved;
}

export async function checkUniqueness(
  entries: readonly string[], read: ReadSource, engine: Engine, options: SolveOptions, onAnswer?: (answer: Answer) => void,
): Promise<UniquenessCheck> {
  const solved = await solveFiles(entries, read, engine, explainOptions(options, 2), onAnswer);
  const answers = countedAnswers(solved).slice(0, 2);
  return { verdict: uniquenessVerdict(solved, answers.length), solved: { ...solved, answers } };
}

function uniquenessVerdict(solved: FilesSolved, answers: number): UniquenessVerdict {
  // Two answers that show differently settle it however the run ended (a time limit just after the second).
  if (answers >= 2) return 'several';
  if (!finished(solved)) return 'undecided';
  if (answers === 0) return 'none';
  return solved.exhausted ? 'unique' : 'undecided';
}
