// Wires the explanations to the connection: Check Uniqueness and Show Forced Cells run on the same plan as Solve
// (see solveHandlers' runOf: the encoding, the chosen instances, the instance's search options, progress and
// cancellation), and their pictures are remembered as runs the preview draws and exports like any other.
import type { CancellationToken, Connection } from 'vscode-languageserver';
import { checkUniqueness } from './explain/uniqueness';
import { forcedAtoms } from './explain/forced';
import { forcedView, pairView } from './explain/explainViews';
import { forcedMessage, uniquenessMessage } from './explain/explainText';
import type { RunStore } from './previewHandlers';
import {
  checkUniquenessRequest, forcedCellsRequest, type ExplainOutcome, type ExplainReport, type SolveParams, type SolveReport,
} from './protocol';
import { factsOfText } from './puzzles/instanceFacts';
import { answerPictures, MAX_PICTURE_CELLS } from './puzzles/pictures';
import { answerView } from './puzzles/views';
import type { PreparedRun } from './solveHandlers';
import type { ClingoSymbol } from './solving/symbols';
import type { FilesSolved } from './solving/solveFiles';
import { viewToText } from './view/text';
import type { View } from './view/view';

type RunOf = <R extends SolveReport>(params: SolveParams, token: CancellationToken, body: (run: PreparedRun) => Promise<R>) => Promise<R>;

export function registerExplain(connection: Connection, runOf: RunOf, runs: RunStore): void {
  connection.onRequest(checkUniquenessRequest, (params, token) => runOf(params, token, async (run) => {
    const { verdict, solved } = await checkUniqueness(run.entries, run.read, run.engine, run.options, run.onAnswer);
    const draw = drawing(run);
    const [first, second] = solved.answers.map((a) => draw(a.atoms));
    const pair = verdict === 'several' && first && second ? pairView(first, second, '') : undefined;
    const differingCells = pair?.differing?.length;
    const message = uniquenessMessage(verdict, solved, differingCells);
    const report = explainReport(run, solved, { kind: 'unique', verdict, message, ...(differingCells !== undefined ? { differingCells } : {}) });
    if (run.family && run.instanceText !== undefined) {
      answerPictures(run.family, run.instanceText, report.answers).forEach((picture, i) => {
        if (picture) report.answers[i] = { ...report.answers[i], picture };
      });
    }
    const picture = pair ?? (first && verdict !== 'undecided' ? stripped(first) : undefined);
    remember(runs, report, picture, message);
    return report;
  }));

  connection.onRequest(forcedCellsRequest, (params, token) => runOf(params, token, async (run) => {
    const { verdict, first, forced, solved } = await forcedAtoms(run.entries, run.read, run.engine, run.options, run.onAnswer);
    const draw = drawing(run);
    const firstView = first && draw(first.atoms);
    const everyView = forced && draw(forced.atoms);
    const board = firstView && everyView ? forcedView(firstView, everyView) : undefined;
    const atoms = { forced: forced?.text.length ?? 0, shown: first?.text.length ?? 0 };
    const message = forcedMessage(verdict, solved, atoms, board?.count);
    const outcome: ExplainOutcome = {
      kind: 'forced', verdict, message,
      ...(first ? { forcedAtoms: atoms.forced, shownAtoms: atoms.shown } : {}),
      ...(board ? { forcedCells: board.count.forced, boardCells: board.count.cells } : {}),
    };
    // The report's one answer is the atoms in every answer, drawn as text with `?` where answers differ.
    const text = board && board.view.rows * board.view.columns <= MAX_PICTURE_CELLS ? viewToText(board.view, { openings: true }).trimEnd() : undefined;
    const report = explainReport(run, { ...solved, answers: forced ? [{ ...forced, ...(text ? { picture: text } : {}) }] : [] }, outcome);
    remember(runs, report, board?.view, message);
    return report;
  }));
}

/** The family's picture of an answer's atoms, on the instance's facts (or the program's own, for a generic grid). */
function drawing(run: PreparedRun): (atoms: readonly ClingoSymbol[]) => View | undefined {
  const text = run.instanceText ?? run.programText() ?? '';
  const uri = run.instance ?? run.uri;
  const facts = factsOfText(text);
  return (atoms) => answerView(run.family ?? 'grid', facts, atoms, { instance: { uri, text } });
}

function explainReport(run: PreparedRun, solved: FilesSolved, explain: ExplainOutcome): ExplainReport {
  solved.messages.unshift(...run.notes.map((message) => ({ severity: 'info' as const, message })));
  const { plan } = run;
  return {
    runId: run.runId,
    ...solved,
    ...(run.family ? { family: run.family } : {}),
    ...(run.instance ? { instance: run.instance } : {}),
    ...(plan.kind === 'instance' ? { encoding: plan.encoding, encodingBundled: plan.encodingBundled === true } : {}),
    ...(plan.kind === 'encoding' && run.instance ? { encoding: run.uri } : {}),
    explain,
  };
}

/** The preview's picture of the run, its caption the verdict; a run without one is remembered as drawing nothing. */
function remember(runs: RunStore, report: ExplainReport, picture: View | undefined, caption: string): void {
  if (!picture) return;
  runs.rememberPicture(report, { ...picture, caption });
  report.drawable = true;
}

/** One answer's picture without what belongs to stepping through answers. */
function stripped(view: View): View {
  const { answer: _answer, changed: _changed, ...rest } = view;
  return rest;
}
