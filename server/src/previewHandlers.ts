// Wires the preview to the connection: the picture of one answer of a finished run (checked against its
// puzzle's rules, with the cells that changed since the answer shown before), and the same picture as the
// contents of an SVG, PDF or text file. Runs are remembered for a while so that a panel can step through them.
import type { Connection } from 'vscode-languageserver';
import {
  answerViewRequest, exportViewRequest, type AnswerViewResult, type ExportViewResult, type SolveReport,
} from './protocol';
import type { Facts } from './puzzles/facts';
import { factsOfText } from './puzzles/instanceFacts';
import { answerView, diffCells } from './puzzles/views';
import { SEARCH_ENGINE } from './puzzles/wallMaze/searchAnswer';
import { validateAnswer } from './puzzles/validate';
import { viewToPdf } from './view/pdf';
import { renderSvg } from './view/svg';
import { viewToText } from './view/text';
import type { View, ViewHighlight } from './view/view';

/** Runs a panel may still step through; older ones are forgotten (the panel then solves again). */
const REMEMBERED_RUNS = 30;

/** Of those, so many of an instance past LARGE_INSTANCE characters: each keeps its text, its facts and a picture. */
const REMEMBERED_LARGE_RUNS = 2;
const LARGE_INSTANCE = 1_000_000;

/** How to draw what the family allows: a wall maze's dead ends and distances. */
interface Drawing {
  deadEnds?: boolean;
  distance?: boolean;
}

interface RememberedRun {
  report: SolveReport;
  /** The instance's text, read when the run finished: the picture is of what was solved. */
  instanceText: string;
  /** The file of those facts: the instance, or the program itself when it is solved alone (a generic grid). */
  instanceUri?: string;
  facts?: Facts;
  /** An explanation's closest answer: the cells it outlines, in place of the check against the puzzle's rules. */
  highlights?: ViewHighlight[];
  /** The last two pictures built (the one shown and the one before, for the diff), newest first. */
  built?: { index: number; drawing: string; view: View | undefined }[];
  /** The one picture of a run that explains rather than answers (Check Uniqueness, Show Forced Cells). */
  picture?: View;
}

export class RunStore {
  private readonly runs = new Map<string, RememberedRun>();

  remember(report: SolveReport, instanceText: string, instanceUri = report.instance, highlights?: ViewHighlight[]): void {
    this.runs.delete(report.runId);
    this.runs.set(report.runId, { report, instanceText, ...(instanceUri ? { instanceUri } : {}), ...(highlights ? { highlights } : {}) });
    while (this.runs.size > REMEMBERED_RUNS) this.runs.delete(this.runs.keys().next().value!);
    const large = [...this.runs].filter(([, run]) => run.instanceText.length > LARGE_INSTANCE);
    for (const [runId] of large.slice(0, Math.max(0, large.length - REMEMBERED_LARGE_RUNS))) this.runs.delete(runId);
  }

  /** A run whose picture its command made (two answers side by side, the forced cells): every answer shows it. */
  rememberPicture(report: SolveReport, picture: View): void {
    this.remember(report, '');
    this.runs.get(report.runId)!.picture = picture;
  }

  /** The View of one answer, or undefined when the run is unknown or its answers are no picture. */
  view(runId: string, index: number, previous?: number, drawing: Drawing = {}): AnswerViewResult {
    const run = this.runs.get(runId);
    if (run?.picture) return { view: run.picture, index: 0 };
    if (!run || run.report.answers.length === 0) return { index: 0 };
    const count = run.report.answers.length;
    const at = Math.min(Math.max(0, index), count - 1);
    const built = this.build(run, at, drawing);
    if (!built) return { index: at };
    // A copy: what is set here differs from one request to the next, the picture itself does not.
    const view: View = { ...built, answer: { index: at, count, exhausted: run.report.exhausted } };
    if (previous !== undefined && previous !== at && previous >= 0 && previous < count) {
      const before = this.build(run, previous, drawing);
      if (before) view.changed = diffCells(before, view);
    }
    return { view, index: at };
  }

  private build(run: RememberedRun, index: number, drawing: Drawing): View | undefined {
    const key = `${drawing.deadEnds === true},${drawing.distance === true}`;
    const known = run.built?.find((b) => b.index === index && b.drawing === key);
    if (known) return known.view;
    run.facts ??= factsOfText(run.instanceText);
    const family = run.report.family ?? 'grid';
    const atoms = run.report.answers[index].atoms;
    const instance = run.instanceUri ? { uri: run.instanceUri, text: run.instanceText } : undefined;
    const view = answerView(family, run.facts, atoms, { ...drawing, statistics: true, ...(instance ? { instance } : {}) });
    // An encoding's answer is checked against the puzzle's rules. The server's own search follows the passages by
    // construction; checking its hundred thousand steps again would cost more than finding them. The panel says who
    // answered when it was not the solver the user would expect.
    const searched = run.report.engine === SEARCH_ENGINE;
    // The closest answer of an explanation breaks rules by design: it shows the ones the explanation names.
    if (view && run.highlights) view.highlights = run.highlights;
    else if (view && run.report.family && !searched) view.violations = validateAnswer(run.report.family, run.facts, atoms);
    if (view && searched) view.caption = [view.caption, `found by ${SEARCH_ENGINE}`].filter(Boolean).join(' · ');
    run.built = [{ index, drawing: key, view }, ...(run.built ?? []).slice(0, 1)];
    return view;
  }

  export(runId: string, index: number, format: 'svg' | 'pdf' | 'text', theme: 'light' | 'dark'): ExportViewResult {
    const { view } = this.view(runId, index);
    if (!view) return {};
    switch (format) {
      case 'svg':
        return { text: renderSvg(view, { theme }) };
      case 'pdf':
        return { base64: Buffer.from(viewToPdf(view)).toString('base64') };
      case 'text':
        return { text: viewToText(view) };
    }
  }
}

export function registerPreview(connection: Connection, runs: RunStore): void {
  connection.onRequest(answerViewRequest, ({ runId, index, previous, deadEnds, distance }) => runs.view(runId, index, previous, { deadEnds, distance }));
  connection.onRequest(exportViewRequest, ({ runId, index, format, theme }) => runs.export(runId, index, format, theme));
}
