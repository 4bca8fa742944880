// Wires "Why No Answer?" to the connection: the explanation of the program a file is solved as (explain/), its
// progress, cancellation with what was found so far, the closest answer remembered for the preview with the cells
// it outlines, and the explanation's findings as diagnostics at the constraints and facts they are about.
import { DiagnosticSeverity, type Connection, type Diagnostic, type DiagnosticRelatedInformation } from 'vscode-languageserver';
import { explainProgram } from './explain/explainProgram';
import { puzzleBoard } from './explain/puzzleBoard';
import type { RunStore } from './previewHandlers';
import {
  cancelExplainNotification, explainProgressNotification, explainRequest, type ExplainParams, type ExplainReport, type SolveReport,
  type SolveSettings,
} from './protocol';
import { describeFacts } from './puzzles/describe';
import { factsOfText } from './puzzles/instanceFacts';
import type { SolverDiagnostics } from './solveHandlers';
import type { SolveTarget } from './solving/plan';
import type { ReadSource } from './solving/program';
import type { Engine } from './solving/result';
import { timeLimitMs } from './solving/timeLimit';
import type { ViewHighlight } from './view/view';

export const EXPLAIN_SOURCE = 'clingo explain';

export interface ExplainHost {
  planFor(uri: string, settings: SolveSettings): SolveTarget;
  engineFor(settings: SolveSettings): Engine;
  read: ReadSource;
  textOf(uri: string): string | undefined;
  runs: RunStore;
  diagnostics: SolverDiagnostics;
  republish(uri: string): void;
}

export function registerExplain(connection: Connection, host: ExplainHost): void {
  // Each explanation stops its own solves only, not another's on the same engine.
  const running = new Map<string, AbortController>();
  connection.onNotification(cancelExplainNotification, ({ runId }) => running.get(runId)?.abort());

  connection.onRequest(explainRequest, async (params: ExplainParams): Promise<ExplainReport> => {
    const plan = host.planFor(params.uri, params.settings);
    const chosen = plan.kind === 'encoding' ? (params.instances ?? []).filter((i) => typeof i === 'string') : [];
    const entries = [...plan.entries, ...chosen];
    const instances = plan.kind === 'instance' ? [params.uri] : chosen;
    const instance = instances[0];
    // The board's facts: the instance's; a program solved alone is its own (a generic grid).
    const boardText = host.textOf(instance ?? params.uri) ?? '';
    const family = plan.family ?? (instance ? describeFacts(factsOfText(boardText)).family : undefined);
    const engine = host.engineFor(params.settings);
    const stop = new AbortController();
    running.set(params.runId, stop);
    const limit = timeLimitMs(params.settings.timeLimit);
    try {
      const explained = await explainProgram({
        entries, instances, read: host.read, engine,
        solve: { ...(limit !== undefined ? { timeLimitMs: limit } : {}), ...(params.settings.constants ? { constants: params.settings.constants } : {}), signal: stop.signal },
        settings: params.explain ?? {},
        board: (atoms) => puzzleBoard(family, boardText, atoms),
        stopped: () => stop.signal.aborted,
        onProgress: (message) => void connection.sendNotification(explainProgressNotification, { runId: params.runId, message }),
      });
      const { answer, ...rest } = explained;
      const report: ExplainReport = { runId: params.runId, ...rest, ...(family ? { family } : {}), ...(instance ? { instance } : {}) };
      if (answer) {
        const closest: SolveReport = {
          runId: params.runId, status: 'satisfiable', answers: [answer], exhausted: true, messages: [], timeMs: report.timeMs,
          engine: report.engine, files: report.files, programBytes: 0, ...(family ? { family } : {}), ...(instance ? { instance } : {}),
        };
        host.runs.remember(closest, boardText, instance ?? params.uri, highlightsOf(report));
        if (host.runs.view(params.runId, 0).view) report.drawable = true;
      }
      const files = [...new Set([...entries, ...report.files])];
      for (const uri of host.diagnostics.replaceExplained(files, diagnosticsOf(report))) host.republish(uri);
      return report;
    } finally {
      running.delete(params.runId);
    }
  });
}

/** What the preview outlines on the closest answer. */
function highlightsOf(report: ExplainReport): ViewHighlight[] {
  return [
    ...report.violations.map((v): ViewHighlight => ({
      kind: 'violated', label: `line ${v.location.range.start.line + 1}: ${v.text} ${v.message}`, cells: v.instances.flatMap((i) => i.cells),
    })),
    ...report.dropped.map((d): ViewHighlight => ({ kind: 'dropped', label: `line ${d.location.range.start.line + 1}: ${d.atom}. left out`, cells: d.cells })),
  ].filter((h) => h.cells.length > 0);
}

/** The explanation at its places: the rules the closest answer breaks, the facts it leaves out, the minimal cause. */
function diagnosticsOf(report: ExplainReport): Map<string, Diagnostic[]> {
  const byUri = new Map<string, Diagnostic[]>();
  const add = (uri: string, d: Diagnostic) => byUri.set(uri, [...(byUri.get(uri) ?? []), d]);
  for (const v of report.violations) {
    add(v.location.uri, {
      range: v.location.range, severity: DiagnosticSeverity.Warning, source: EXPLAIN_SOURCE, code: 'explain-violated',
      message: `No answer: the closest answer breaks this ${v.kind === 'constraint' ? 'constraint' : 'choice rule'}: ${v.message}`,
    });
  }
  for (const d of report.dropped) {
    add(d.location.uri, {
      range: d.location.range, severity: DiagnosticSeverity.Information, source: EXPLAIN_SOURCE, code: 'explain-dropped',
      message: `No answer: the closest answer does without this fact, ${d.atom}`,
    });
  }
  const cause = report.minimal;
  for (const [i, item] of (cause?.items ?? []).entries()) {
    const others: DiagnosticRelatedInformation[] = cause!.items.filter((_, j) => j !== i)
      .map((o) => ({ location: o.location, message: `also in the minimal cause: ${o.text.replace(/\s+/g, ' ')}` }));
    add(item.location.uri, {
      range: item.location.range, severity: DiagnosticSeverity.Information, source: EXPLAIN_SOURCE, code: 'explain-minimal-cause',
      message: `Minimal cause of no answer (${cause!.items.length === 1 ? 'alone' : `1 of ${cause!.items.length}`}): ${cause!.message}`,
      ...(others.length ? { relatedInformation: others } : {}),
    });
  }
  return byUri;
}
