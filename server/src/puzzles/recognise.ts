// Which puzzle, if any, a file is an instance of. A file is an instance only when it is data: facts (and
// #const, #show and the like), no rules — an encoding that happens to mention v/1 and a/2 is not a Flow board.
import type { Program } from '../language/ast';
import { cellMaze } from './cellMaze/instance';
import { extractFacts, type Facts } from './facts';
import type { PuzzleFamily, PuzzleProblem } from './family';
import { flow } from './flow/instance';
import { wallMaze } from './wallMaze/instance';

export const FAMILIES: readonly PuzzleFamily[] = [cellMaze, flow, wallMaze];

/** The family of an instance, or undefined for an encoding, a mixed file or facts of no known puzzle. */
export function recognisePuzzle(input: Program | Facts): PuzzleFamily | undefined {
  const facts = 'statements' in input ? extractFacts(input) : input;
  if (facts.rules.length > 0) return undefined;
  return FAMILIES.find((family) => family.recognise(facts));
}

export interface PuzzleCheck {
  family: PuzzleFamily;
  problems: PuzzleProblem[];
}

/**
 * The family of a file and the problems of the instance; undefined when it is not an instance. Facts cut short
 * at the expansion limit are not checked: a missing row would only be one the limit dropped.
 */
export function checkPuzzle(program: Program): PuzzleCheck | undefined {
  return checkPuzzleFacts(extractFacts(program));
}

/** The same, from facts already read (see instanceFacts). */
export function checkPuzzleFacts(facts: Facts): PuzzleCheck | undefined {
  const family = recognisePuzzle(facts);
  if (!family) return undefined;
  return { family, problems: facts.truncated ? [] : family.check(facts) };
}
