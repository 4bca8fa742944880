import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { extension } from '../helpers';

describe('the language server', () => {
  it('runs and answered initialize with its name and the extension version', async () => {
    const ext = extension();
    const api = await ext.activate();
    assert.ok(api.isServerRunning(), 'server not running');
    assert.deepEqual(api.serverInfo, { name: 'clingo-language-server', version: ext.packageJSON.version });
  });

  it('restarts on command and runs again', async () => {
    const api = await extension().activate();
    await vscode.commands.executeCommand('aspPuzzles.restartServer');
    assert.ok(api.isServerRunning(), 'server not running after restart');
    assert.equal(api.serverInfo?.name, 'clingo-language-server');
  });
});
