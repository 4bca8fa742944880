import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, openInEditor, waitForDiagnostics } from '../helpers';

describe('diagnostics in the editor', () => {
  afterEach(closeAllEditors);

  it('marks a missing period at the end of its rule, and clears the mark once it is typed', async () => {
    const editor = await openInEditor('reach(X) :- start(X).\nreach(Y) :- reach(X), edge(X,Y)\nstart(1).\n');
    const uri = editor.document.uri;
    const missing = (d: readonly vscode.Diagnostic[]) => d.find((x) => x.message.includes("missing '.'"));
    const problem = missing(await waitForDiagnostics(uri, (d) => missing(d) !== undefined))!;
    assert.equal(problem.message, "syntax error, missing '.' at the end of the statement");
    assert.equal(problem.severity, vscode.DiagnosticSeverity.Error);
    assert.deepEqual([problem.range.start.line, problem.range.start.character], [1, 31]);
    await editor.edit((e) => e.insert(new vscode.Position(1, 31), '.'));
    const after = await waitForDiagnostics(uri, (d) => missing(d) === undefined);
    // What remains is the analysis of the now complete rule: edge/2 is defined nowhere.
    assert.deepEqual(after.map((d) => d.message), ['atom does not occur in any rule head: edge/2']);
  });
});
