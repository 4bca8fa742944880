// The board a closest answer is drawn on, for finding the cells of its violations: the family's view of the
// answer gives the board's size (a generic grid's comes from the answer itself), the family the way cells are named.
import type { FamilyId } from '../puzzles/family';
import { factsOfText } from '../puzzles/instanceFacts';
import { answerView } from '../puzzles/views';
import type { ClingoSymbol } from '../solving/symbols';
import { boardCells, type BoardCells } from './boardCells';

/** `instanceText`: the instance's text (or, for a generic grid, the program's file); undefined when there is no board. */
export function puzzleBoard(family: FamilyId | undefined, instanceText: string, atoms: readonly ClingoSymbol[]): BoardCells | undefined {
  const facts = factsOfText(instanceText);
  const kind = family ?? 'grid';
  const view = answerView(kind, facts, atoms);
  return view ? boardCells(kind, facts, view) : undefined;
}
