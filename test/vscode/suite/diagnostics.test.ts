import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, openInEditor, waitForDiagnostics } from '../helpers';

describe('diagnostics in the editor', () => {
  afterEach(closeAllEditors);

  it('marks a missing period at the end of its rule, and clears the mark once it is typed', async () => {
    const editor = await openInEditor('reach(X) :- start(X).\nreach(Y) :- reach(X), edge(X,Y)\nstart(1).\n');
    const uri = editor.document.uri;
    const [problem] = await waitForDiagnostics(uri, (d) => d.length > 0);
    assert.equal(problem.message, "syntax error, missing '.' at the end of the statement");
    assert.equal(problem.severity, vscode.DiagnosticSeverity.Error);
    assert.deepEqual([problem.range.start.line, problem.range.start.character], [1, 31]);
    await editor.edit((e) => e.insert(new vscode.Position(1, 31), '.'));
    await waitForDiagnostics(uri, (d) => !d.some((x) => x.message.includes('syntax error')));
  });
});
