import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
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
});
