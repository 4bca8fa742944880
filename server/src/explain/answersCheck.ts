// An explanation from start to end, for the server and the command line alike: the run (Check Uniqueness or Show
// Forced Cells), its verdict in words, its answers drawn as text, and the preview's picture of it.
import type { AnswersCheckKind, AnswersCheckOutcome, AnswersCheckReport, SolveReport } from '../protocol';
import { MAX_PICTURE_CELLS } from '../puzzles/pictures';
import type { Facts } from '../puzzles/facts';
import type { FamilyId } from '../puzzles/family';
import { answerView } from '../puzzles/views';
import type { ReadSource } from '../solving/program';
import type { Engine, SolveOptions } from '../solving/result';
import type { FilesSolved } from '../solving/solveFiles';
import type { ClingoSymbol } from '../solving/symbols';
import { viewToText } from '../view/text';
import type { View } from '../view/view';
import { forcedMessage, uniquenessMessage } from './verdictText';
import { forcedView, pairView } from './explainViews';
import { forcedAtoms } from './forced';
import { checkUniqueness } from './uniqueness';

export interface AnswersCheckInput {
  kind: AnswersCheckKind;
  /** The files to assemble, encoding first, as Solve assembles them. */
  entries: readonly string[];
  read: ReadSource;
  engine: Engine;
  options: SolveOptions;
  onAnswer?: () => void;
  /** The family that draws the answers; absent for a generic grid. */
  family?: FamilyId;
  /** The facts the answers are drawn on (the instance's, or the program's own), and the file they are written in. */
  board?: { facts: Facts; uri: string; text: string };
  /** What the report says of the run besides its outcome: its id, the puzzle, the encoding. */
  run: Pick<SolveReport, 'runId' | 'family' | 'instance' | 'encoding' | 'encodingBundled'>;
  /** Infos to put first among the messages (what became of the instance's search options). */
  notes?: string[];
}

export interface AnswersChecked {
  report: AnswersCheckReport;
  /** The preview's picture, its caption the verdict: two answers side by side, the one answer, the forced cells. */
  picture?: View;
}

export async function checkAnswers(input: AnswersCheckInput): Promise<AnswersChecked> {
  return input.kind === 'unique' ? uniqueness(input) : forced(input);
}

async function uniqueness(input: AnswersCheckInput): Promise<AnswersChecked> {
  const { verdict, solved } = await checkUniqueness(input.entries, input.read, input.engine, input.options, input.onAnswer);
  const draw = drawing(input);
  const [first, second] = solved.answers.map((a) => draw(a.atoms));
  const pair = verdict === 'several' && first && second ? pairView(first, second) : undefined;
  const differingCells = pair?.differing?.length;
  const message = uniquenessMessage(verdict, solved, differingCells);
  const report = reportOf(input, solved, { kind: 'unique', verdict, message, ...(differingCells !== undefined ? { differingCells } : {}) });
  [first, second].forEach((view, i) => {
    const picture = view && textOf(view);
    if (picture && report.answers[i]) report.answers[i] = { ...report.answers[i], picture };
  });
  const picture = pair ?? (first && verdict === 'unique' ? stripped(first) : undefined);
  return { report, ...(picture ? { picture: { ...picture, caption: message } } : {}) };
}

async function forced(input: AnswersCheckInput): Promise<AnswersChecked> {
  const { verdict, first, forced: every, solved } = await forcedAtoms(input.entries, input.read, input.engine, input.options, input.onAnswer);
  const draw = drawing(input);
  const firstView = first && draw(first.atoms);
  const everyView = every && draw(every.atoms);
  const board = firstView && everyView ? forcedView(firstView, everyView) : undefined;
  const atoms = first && every ? { forced: every.text.length, shown: first.text.length } : undefined;
  const message = forcedMessage(verdict, solved, atoms, board?.count);
  const outcome: AnswersCheckOutcome = {
    kind: 'forced', verdict, message,
    ...(atoms ? { forcedAtoms: atoms.forced, shownAtoms: atoms.shown } : {}),
    ...(board ? { forcedCells: board.count.forced, boardCells: board.count.cells } : {}),
  };
  // The report's one answer is the atoms in every answer, drawn as text with `?` where the answers differ.
  const text = board && textOf(board.view);
  const report = reportOf(input, { ...solved, answers: every ? [{ ...every, ...(text ? { picture: text } : {}) }] : [] }, outcome);
  return { report, ...(board ? { picture: { ...board.view, caption: message } } : {}) };
}

/** The family's picture of an answer's atoms, on the board's facts; undefined when there is no board to draw. */
function drawing(input: AnswersCheckInput): (atoms: readonly ClingoSymbol[]) => View | undefined {
  const { board } = input;
  if (!board) return () => undefined;
  return (atoms) => answerView(input.family ?? 'grid', board.facts, atoms, { instance: { uri: board.uri, text: board.text } });
}

function reportOf(input: AnswersCheckInput, solved: FilesSolved, check: AnswersCheckOutcome): AnswersCheckReport {
  solved.messages.unshift(...(input.notes ?? []).map((message) => ({ severity: 'info' as const, message })));
  return { ...input.run, ...solved, check };
}

/** A picture as text, as the output and the command line print answers; none for a board too large to read there. */
function textOf(view: View): string | undefined {
  return view.rows * view.columns <= MAX_PICTURE_CELLS ? viewToText(view, { openings: true }).trimEnd() : undefined;
}

/** One answer's picture without what belongs to stepping through answers. */
function stripped(view: View): View {
  const { answer: _answer, changed: _changed, ...rest } = view;
  return rest;
}
