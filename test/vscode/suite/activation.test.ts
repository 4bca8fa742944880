import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, extension, waitFor, workspaceFile } from '../helpers';

describe('activation', () => {
  after(closeAllEditors);

  it('stays inactive until a clingo file opens, then activates', async () => {
    const ext = extension();
    assert.equal(ext.isActive, false, 'active before any clingo file was opened');
    const doc = await vscode.workspace.openTextDocument(workspaceFile('maze/maze-5x5.lp'));
    await vscode.window.showTextDocument(doc);
    assert.equal(doc.languageId, 'clingo');
    await waitFor('the extension to activate', () => ext.isActive);
  });

  it('contributes exactly the commands it registers', async () => {
    const ext = extension();
    await ext.activate();
    const contributed: string[] = ext.packageJSON.contributes.commands.map((c: { command: string }) => c.command);
    const registered = (await vscode.commands.getCommands(true)).filter((c) => c.startsWith('aspPuzzles.'));
    assert.deepEqual([...registered].sort(), [...contributed].sort());
  });
});
