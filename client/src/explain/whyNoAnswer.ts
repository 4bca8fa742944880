// "Why No Answer?": asks the server to explain the program a file is solved as (the same instances as Solve),
// with a cancellable progress notification, then shows what it found: a notification with the first broken rule,
// the whole explanation in the "ASP Solver" output, the closest answer in the preview with the cells outlined. The
// diagnostics at the constraints and facts come from the server. What any of it means is the server's business.
import * as vscode from 'vscode';
import {
  cancelExplainNotification, explainProgressNotification, explainRequest, solvePlanRequest, type ExplainReport, type ExplainSettings,
} from '../../../server/src/protocol';
import { formatExplanation } from '../../../server/src/explain/explainText';
import { solveSettings } from '../config';
import type { Ctx } from '../ctx';
import { fileLabel } from '../fileLabel';
import { pickInstances } from '../instancePicker';
import { activeClingoFile } from '../solveController';
import { TrustGuard } from '../trust';

const SHOW_OUTPUT = 'Show Output';
const SHOW_CAUSE = 'Show Minimal Cause';
const trust = new TrustGuard();
let runs = 0;

/** Explains the file's program (the active editor's by default); returns the report, or undefined when not run. */
export async function whyNoAnswer(ctx: Ctx, target?: vscode.Uri): Promise<ExplainReport | undefined> {
  const uri = target ?? activeClingoFile();
  if (!uri) {
    void vscode.window.showWarningMessage('Open a clingo file (.lp) to explain why it has no answer.');
    return undefined;
  }
  const client = await ctx.runningClient();
  const file = client.code2ProtocolConverter.asUri(uri);
  const plan = await client.sendRequest(solvePlanRequest, { uri: file });
  let instances: string[] | undefined;
  if (plan.kind === 'encoding') {
    instances = await pickInstances(ctx.extensionContext.workspaceState, uri, plan);
    if (!instances) return undefined;
  }
  const runId = `explain-${Date.now()}-${++runs}`;
  const settings = await trust.allowed(solveSettings(uri));
  const name = fileLabel(uri);
  const report = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: `Why does ${name} have no answer?`, cancellable: true },
    async (progress, token) => {
      token.onCancellationRequested(() => void client.sendNotification(cancelExplainNotification, { runId }));
      const listener = client.onNotification(explainProgressNotification, (p) => {
        if (p.runId === runId) progress.report({ message: p.message });
      });
      try {
        return await client.sendRequest(explainRequest, { uri: file, settings, explain: explainSettings(uri), runId, ...(instances ? { instances } : {}) });
      } finally {
        listener.dispose();
      }
    },
  );
  ctx.solver.log([`── Why No Answer? ${name}`, ...formatExplanation(report, displayName), '']);
  if (report.drawable) await ctx.previews.showExplanation(uri, report);
  void show(ctx, report, name);
  return report;
}

function explainSettings(uri: vscode.Uri): ExplainSettings {
  const config = vscode.workspace.getConfiguration('aspPuzzles.explain', uri);
  return {
    bounds: config.get('relaxChoiceBounds', false),
    facts: config.get('relaxFacts', false),
    minimal: config.get('minimalCause', true),
    minimalTimeLimit: config.get('minimalCauseTimeLimit', 30),
  };
}

async function show(ctx: Ctx, report: ExplainReport, name: string): Promise<void> {
  const cause = report.minimal?.items.length ? [SHOW_CAUSE] : [];
  const message = `${name}: ${report.message}`;
  const choice = report.status === 'explained'
    ? await vscode.window.showInformationMessage(message, ...cause, SHOW_OUTPUT)
    : report.status === 'satisfiable' || report.status === 'cancelled'
      ? await vscode.window.showInformationMessage(message)
      : await vscode.window.showWarningMessage(message, SHOW_OUTPUT);
  if (choice === SHOW_OUTPUT) ctx.solver.showOutput();
  if (choice === SHOW_CAUSE && report.minimal?.items.length) {
    const [first] = report.minimal.items;
    const { start, end } = first.location.range;
    await vscode.window.showTextDocument(vscode.Uri.parse(first.location.uri), {
      viewColumn: vscode.ViewColumn.One, selection: new vscode.Range(start.line, start.character, end.line, end.character),
    });
    await vscode.commands.executeCommand('workbench.actions.view.problems');
  }
}

function displayName(uri: string): string {
  try {
    return fileLabel(vscode.Uri.parse(uri));
  } catch {
    return uri;
  }
}
