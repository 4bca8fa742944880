import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SolveReport } from '../../../server/src/protocol';
import { closeAllEditors, extension, waitFor, workspaceFile } from '../helpers';

describe('the extension installed from its .vsix', () => {
  after(closeAllEditors);

  it('is the installed copy, not a development folder', () => {
    const ext = extension();
    assert.match(ext.extensionPath, /[/\\]extensions[/\\]asp-grid-puzzles\.asp-grid-puzzles-/);
  });

  it('activates on a clingo file and its bundled server runs', async () => {
    const ext = extension();
    const doc = await vscode.workspace.openTextDocument(workspaceFile('flow/golf.lp'));
    await vscode.window.showTextDocument(doc);
    assert.equal(doc.languageId, 'clingo');
    await waitFor('the extension to activate', () => ext.isActive);
    const api = await ext.activate();
    assert.ok(api.isServerRunning(), 'server not running');
    assert.equal(api.serverInfo?.name, 'clingo-language-server');
  });

  it('solves with the clingo-wasm and the encoding shipped inside the package', async () => {
    const ext = extension();
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(workspaceFile('flow/level21.lp')));
    const report = await vscode.commands.executeCommand<SolveReport>('aspPuzzles.findAllAnswers');
    assert.equal(report.status, 'satisfiable', JSON.stringify(report.messages));
    assert.equal(report.answers.length, 9);
    assert.ok(report.encoding?.startsWith(vscode.Uri.file(ext.extensionPath).toString()), report.encoding);
  });
});
