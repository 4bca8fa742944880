// ASP: Check Against Reference…: the server checks the encoding against the bundled encoding of its puzzle on
// random instances (a new seed each run, so that running it again looks at other boards), with a cancellable
// progress notification. A counterexample is offered as a test file beside the encoding — written only when the
// user says so, asking before it replaces a file — then opened, with what differs in the message.
import * as vscode from 'vscode';
import {
  checkReferenceProgressNotification, checkReferenceRequest, type CheckReferenceParams, type CheckReferenceResult, type ReferenceFamilyId,
} from '../../server/src/protocol';
import type { Ctx } from './ctx';
import { fileLabel } from './fileLabel';
import { activeClingoFile } from './solveController';
import { writeAndOpen } from './writeFile';

const COUNTS = [10, 50, 200];
const FAMILIES: { label: string; family: ReferenceFamilyId }[] = [
  { label: 'Flow Free', family: 'flow' }, { label: 'Wall maze (a path from start to goal)', family: 'wall-maze' },
];

/** Runs the check on the file (the active editor's by default); returns the server's result, if it ran. */
export async function checkAgainstReference(ctx: Ctx, target?: vscode.Uri): Promise<CheckReferenceResult | undefined> {
  const uri = target ?? activeClingoFile();
  if (!uri) {
    void vscode.window.showWarningMessage('Open a clingo encoding (.lp) to check it against the bundled one.');
    return undefined;
  }
  const picked = await vscode.window.showQuickPick(
    COUNTS.map((count) => ({ label: `${count} random instances`, count })),
    { title: `Check ${fileLabel(uri)} Against Reference`, placeHolder: 'How many random instances to solve with both encodings?' },
  );
  if (!picked) return undefined;
  const client = await ctx.runningClient();
  const params: CheckReferenceParams = {
    encoding: client.code2ProtocolConverter.asUri(uri),
    count: picked.count,
    seed: Math.floor(Math.random() * 1_000_000),
  };
  let result = await run(ctx, uri, params);
  if (result?.error && !result.family) {
    // The encoding reads nothing that tells its puzzle: ask, and check again.
    const family = await vscode.window.showQuickPick(FAMILIES, { title: `Which puzzle does ${fileLabel(uri)} solve?` });
    if (!family) return result;
    result = await run(ctx, uri, { ...params, family: family.family });
  }
  if (result) await report(uri, result);
  return result;
}

async function run(ctx: Ctx, uri: vscode.Uri, params: CheckReferenceParams): Promise<CheckReferenceResult | undefined> {
  const client = await ctx.runningClient();
  const runId = `reference-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: `Checking ${fileLabel(uri)} against the reference`, cancellable: true },
    async (progress, token) => {
      let reported = 0;
      const listener = client.onNotification(checkReferenceProgressNotification, (p) => {
        if (p.runId !== runId) return;
        progress.report({ increment: ((p.checked - reported) * 100) / p.count, message: `${p.checked} of ${p.count} instances` });
        reported = p.checked;
      });
      try {
        return await client.sendRequest(checkReferenceRequest, { ...params, runId }, token);
      } catch (e) {
        if (token.isCancellationRequested) return undefined;
        throw e;
      } finally {
        listener.dispose();
      }
    },
  );
}

async function report(uri: vscode.Uri, result: CheckReferenceResult): Promise<void> {
  const name = fileLabel(uri);
  const rate = `${result.instancesPerSecond.toFixed(1)} instances/s`;
  const skipped = result.skipped.length ? `, ${result.skipped.length} skipped (${result.skipped[0].reason})` : '';
  if (result.error) {
    void vscode.window.showWarningMessage(`${name} was not checked: ${result.error}`);
    return;
  }
  const cx = result.counterexample;
  if (!cx) {
    const done = result.cancelled ? `stopped after ${result.checked} of ${result.count}: ` : '';
    void vscode.window.showInformationMessage(
      `${name} ${done}agrees with the bundled ${result.reference} on ${result.agreed} random instances${skipped} (seed ${result.seed}, ${rate}).`,
    );
    return;
  }
  const what = `${name} differs from the bundled ${result.reference} on instance ${cx.index} (${cx.label}): ${cx.message}.`;
  if (uri.scheme !== 'file') {
    void vscode.window.showWarningMessage(what);
    return;
  }
  const write = `Write ${cx.test.fileName}`;
  const answer = await vscode.window.showWarningMessage(`${what} Write it as a test beside ${name}?`, write);
  if (answer !== write) return;
  const out = vscode.Uri.joinPath(uri, '..', cx.test.fileName);
  if (!(await writeAndOpen(out, cx.test.text))) return;
  const found = cx.test.discovered ? `a test of ${name}` : cx.test.testLine ? `add "${cx.test.testLine}" to ${name} to make it one of its tests` : 'a test file';
  void vscode.window.showInformationMessage(`${cx.test.fileName}: ${found}; ${cx.message}.`);
}
