// Answers of the known families drawn as text, for the output channel and the command line: the same view and
// the same text as the preview's "Copy as Text", with a cell maze's entrance and exit written as E and X.
import { parse } from '../language/parser';
import type { AnswerSet, PuzzleFamilyId } from '../protocol';
import { viewToText } from '../view/text';
import { extractFacts } from './facts';
import { answerView } from './views';

/** One picture per answer (undefined where the answer cannot be drawn). */
export function answerPictures(family: PuzzleFamilyId, instanceText: string, answers: readonly AnswerSet[]): (string | undefined)[] {
  if (answers.length === 0) return [];
  const facts = extractFacts(parse(instanceText));
  return answers.map((answer) => {
    const view = answerView(family, facts, answer.atoms);
    return view ? viewToText(view, { openings: true }).trimEnd() : undefined;
  });
}
