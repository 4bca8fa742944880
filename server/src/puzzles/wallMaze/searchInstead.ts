// Which runs breadth-first search answers instead of the bundled solver (searchAnswer.ts): a wall maze beyond
// what the bundled solver takes, to be solved with the bundled encoding on it. A user's own encoding, or native
// clingo, runs as asked, whatever the size. The editor's Solve and `asp-puzzles solve` decide it here alike.
import type { Span } from '../../language/ast';
import { LineIndex } from '../../language/lineIndex';
import type { SolveTarget } from '../../solving/plan';
import type { FilesSolved } from '../../solving/solveFiles';
import { MAX_PROGRAM_BYTES } from '../../solving/wasmEngine';
import { factsOfText, isPlainFacts } from '../instanceFacts';
import { searchAnswer } from './searchAnswer';

/** The run `plan` answered by search, or undefined for a run that goes to the solver as asked. */
export function searchedInstead(
  plan: SolveTarget, onBundledSolver: boolean, instance: string | undefined, instanceText: string | undefined,
  textOf: (uri: string) => string | undefined,
): FilesSolved | undefined {
  if (!onBundledSolver || plan.kind !== 'instance' || plan.family !== 'wall-maze' || plan.encodingBundled !== true) return undefined;
  if (instance === undefined || instanceText === undefined) return undefined;
  const encoding = plan.encoding ? textOf(plan.encoding) : undefined;
  if (encoding === undefined) return undefined;
  const programBytes = Buffer.byteLength(encoding, 'utf8') + 1 + Buffer.byteLength(instanceText, 'utf8');
  if (programBytes <= MAX_PROGRAM_BYTES) return undefined;
  // The search reads the instance's own facts: one that includes others, or whose facts were cut short, is clingo's.
  const facts = factsOfText(instanceText);
  if (facts.truncated || (!isPlainFacts(instanceText) && instanceText.includes('#include'))) return undefined;
  let lines: LineIndex | undefined;
  const locate = (span: Span) => ({ uri: instance, range: (lines ??= new LineIndex(instanceText)).range(span) });
  return searchAnswer(facts, { files: plan.entries, programBytes, solverLimit: MAX_PROGRAM_BYTES, locate });
}
