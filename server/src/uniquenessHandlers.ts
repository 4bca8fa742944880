// Wires the explanations to the connection: Check Uniqueness and Show Forced Cells run on the same plan as Solve
// (see solveHandlers' runOf: the encoding, the chosen instances, the instance's search options, progress and
// cancellation), and their pictures are remembered as runs the preview draws and exports like any other.
import type { CancellationToken, Connection } from 'vscode-languageserver';
import { checkAnswers } from './explain/answersCheck';
import type { RunStore } from './previewHandlers';
import { checkUniquenessRequest, forcedCellsRequest, type AnswersCheckKind, type AnswersCheckReport, type SolveParams, type SolveReport } from './protocol';
import { factsOfText } from './puzzles/instanceFacts';
import type { PreparedRun } from './solveHandlers';

type RunOf = <R extends SolveReport>(params: SolveParams, token: CancellationToken, body: (run: PreparedRun) => Promise<R>) => Promise<R>;

export function registerUniqueness(connection: Connection, runOf: RunOf, runs: RunStore): void {
  const handler = (kind: AnswersCheckKind) => (params: SolveParams, token: CancellationToken) => runOf(params, token, async (run): Promise<AnswersCheckReport> => {
    const { plan } = run;
    // A program solved alone is its own picture's facts (a generic grid).
    const text = run.instanceText ?? run.programText();
    const { report, picture } = await checkAnswers({
      kind, entries: run.entries, read: run.read, engine: run.engine, options: run.options, onAnswer: run.onAnswer, notes: run.notes,
      ...(run.family ? { family: run.family } : {}),
      ...(text !== undefined ? { board: { facts: factsOfText(text), uri: run.instance ?? run.uri, text } } : {}),
      run: {
        runId: run.runId,
        ...(run.family ? { family: run.family } : {}),
        ...(run.instance ? { instance: run.instance } : {}),
        ...(plan.kind === 'instance' ? { encoding: plan.encoding, encodingBundled: plan.encodingBundled === true } : {}),
        ...(plan.kind === 'encoding' && run.instance ? { encoding: run.uri } : {}),
      },
    });
    if (picture) {
      runs.rememberPicture(report, picture);
      report.drawable = true;
    }
    return report;
  });
  connection.onRequest(checkUniquenessRequest, handler('unique'));
  connection.onRequest(forcedCellsRequest, handler('forced'));
}
