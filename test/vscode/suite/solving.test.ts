import * as assert from 'node:assert/strict';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { SolveReport } from '../../../server/src/protocol';
import { scratchDir } from '../../scratch';
import { closeAllEditors, extension, waitFor, waitForDiagnostics, workspaceFile } from '../helpers';

describe('solving in the editor', () => {
  afterEach(closeAllEditors);

  it('finds the 3 answers of the seed maze with the bundled encoding, each drawn as text', async () => {
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(workspaceFile('maze/maze-5x5.lp')));
    const report = await vscode.commands.executeCommand<SolveReport>('aspPuzzles.findAllAnswers');
    assert.equal(report.status, 'satisfiable');
    assert.equal(report.family, 'cell-maze');
    assert.equal(report.answers.length, 3);
    assert.ok(report.answers.every((a) => a.picture?.split('\n').length === 5));
    assert.equal((await extension().activate()).lastSolveReport?.runId, report.runId);
  });

  it('solves with one key press: one answer of Flow level 2', async () => {
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(workspaceFile('flow/level2.lp')));
    const report = await vscode.commands.executeCommand<SolveReport>('aspPuzzles.solve');
    assert.equal(report.status, 'satisfiable');
    assert.equal(report.answers.length, 1);
    assert.equal(report.answers[0].atoms.length, 42);
  });

  it('shows a syntax error of an included file as a diagnostic on that file', async () => {
    const dir = scratchDir('asp-vscode-');
    writeFileSync(join(dir, 'main.lp'), '#include "data.lp".\nok :- item(X).\n');
    writeFileSync(join(dir, 'data.lp'), 'item(1).\nitem(2) item(3).\n');
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(vscode.Uri.file(join(dir, 'main.lp'))));
    const report = await vscode.commands.executeCommand<SolveReport>('aspPuzzles.solve');
    assert.equal(report.status, 'error');
    const diagnostics = await waitForDiagnostics(vscode.Uri.file(join(dir, 'data.lp')), (d) => d.some((x) => x.source === 'clingo solver'));
    const error = diagnostics.find((d) => d.source === 'clingo solver')!;
    assert.match(error.message, /syntax error/);
    assert.deepEqual([error.range.start.line, error.range.start.character], [1, 8]);
  });

  it("runs a downloaded file's Lua in the sandbox: no command runs, the user reads why, and solving goes on", async () => {
    const dir = scratchDir('asp-vscode-sandbox-');
    const marker = join(dir, 'ran');
    writeFileSync(join(dir, 'hostile.lp'),
      `#script (lua)\nfunction f(x) os.execute("touch ${marker}") return x end\n#end.\np(@f(1)).\n`);
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(vscode.Uri.file(join(dir, 'hostile.lp'))));
    const report = await vscode.commands.executeCommand<SolveReport>('aspPuzzles.solve');
    assert.equal(existsSync(marker), false, 'the script ran a command on the host');
    assert.ok(report.messages.some((m) => /os\.execute is not available in the bundled solver/.test(m.message)), JSON.stringify(report.messages));
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(workspaceFile('flow/level2.lp')));
    assert.equal((await vscode.commands.executeCommand<SolveReport>('aspPuzzles.solve')).status, 'satisfiable');
  });

  it('stops a running solve on Stop Solving, and solves again afterwards', async () => {
    const dir = scratchDir('asp-vscode-');
    writeFileSync(join(dir, 'pigeons.lp'), '#const n = 13. p(1..n). h(1..n-1). 1 { in(P,H) : h(H) } 1 :- p(P). :- in(P,H), in(Q,H), P < Q.\n');
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(vscode.Uri.file(join(dir, 'pigeons.lp'))));
    const api = await extension().activate();
    const running = vscode.commands.executeCommand<SolveReport>('aspPuzzles.solve');
    await waitFor('the solve to start', () => api.isSolving());
    await vscode.commands.executeCommand('aspPuzzles.stopSolving');
    assert.equal((await running).status, 'cancelled');
    assert.equal(api.isSolving(), false);
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(workspaceFile('flow/level2.lp')));
    assert.equal((await vscode.commands.executeCommand<SolveReport>('aspPuzzles.solve')).status, 'satisfiable');
  });
});
