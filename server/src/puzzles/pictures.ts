// Answers of the known families drawn as text, for the output channel and the command line: the same view and
// the same text as the preview's "Copy as Text", with a cell maze's entrance and exit written as E and X.
import type { AnswerSet, PuzzleFamilyId } from '../protocol';
import { viewToText } from '../view/text';
import { factsOfText } from './instanceFacts';
import { answerView } from './views';

/**
 * Boards of more cells get no text picture: a 1000x1000 maze's would be 8 MB of characters in the output, and
 * no one reads a maze there at that size (the preview draws it).
 */
export const MAX_PICTURE_CELLS = 250 * 250;

/** An instance text this long is of a board past that size: its facts are not even read for a picture. */
const MAX_PICTURE_TEXT = 4_000_000;

/** One picture per answer (undefined where the answer cannot be drawn, or the board is too large to print). */
export function answerPictures(family: PuzzleFamilyId, instanceText: string, answers: readonly AnswerSet[]): (string | undefined)[] {
  if (answers.length === 0) return [];
  if (instanceText.length > MAX_PICTURE_TEXT) return answers.map(() => undefined);
  const facts = factsOfText(instanceText);
  return answers.map((answer) => {
    const view = answerView(family, facts, answer.atoms);
    if (view && view.rows * view.columns > MAX_PICTURE_CELLS) return undefined;
    return view ? viewToText(view, { openings: true }).trimEnd() : undefined;
  });
}
