import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, extension, workspaceFile } from '../helpers';

/** The position of the n-th occurrence of `needle` in the document, `delta` characters in. */
function positionOf(doc: vscode.TextDocument, needle: string, n = 0, delta = 0): vscode.Position {
  let at = -1;
  for (let i = 0; i <= n; i++) at = doc.getText().indexOf(needle, at + 1);
  assert.ok(at >= 0, `${needle} not in ${doc.uri.path}`);
  return doc.positionAt(at + delta);
}

describe('navigation in the editor', () => {
  let doc: vscode.TextDocument;
  before(async () => {
    await extension().activate();
    doc = await vscode.workspace.openTextDocument(workspaceFile('flow/golf-commented.lp'));
    await vscode.window.showTextDocument(doc);
  });
  after(closeAllEditors);

  it('hovers a predicate of the golfed Flow encoding with the comment its author wrote above it', async () => {
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', doc.uri, positionOf(doc, 'r(V):-s'));
    const text = hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');
    assert.match(text, /r\/1/);
    assert.match(text, /A vertex is reachable from an endpoint if/);
  });

  it('goes from a use of s/2 to its facts in the Flow instances beside the encoding', async () => {
    const found = await vscode.commands.executeCommand<(vscode.Location | vscode.LocationLink)[]>('vscode.executeDefinitionProvider', doc.uri, positionOf(doc, 's(V,_)'));
    const files = new Set(found.map((l) => ('uri' in l ? l.uri : l.targetUri).path.split('/').pop()));
    assert.deepEqual([...files].sort(), ['board6x6.lp', 'crossing.lp', 'level2.lp', 'level21.lp']);
  });
});
