import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, openInEditor } from '../helpers';

describe('the clingo language', () => {
  afterEach(closeAllEditors);

  it('is registered for the file extensions clingo users use', async () => {
    assert.ok((await vscode.languages.getLanguages()).includes('clingo'));
    for (const name of ['a.lp', 'a.clingo', 'a.gringo', 'a.iclingo']) {
      const doc = await vscode.workspace.openTextDocument(vscode.Uri.parse(`untitled:/${name}`));
      assert.equal(doc.languageId, 'clingo', name);
    }
  });

  it('leaves .asp to Classic ASP pages, whose language VS Code has built in', async () => {
    const doc = await vscode.workspace.openTextDocument(vscode.Uri.parse('untitled:/page.asp'));
    assert.notEqual(doc.languageId, 'clingo');
  });

  it('toggles line comments with %', async () => {
    const editor = await openInEditor('a :- b.\nc.');
    editor.selection = new vscode.Selection(0, 0, 1, 2);
    await vscode.commands.executeCommand('editor.action.commentLine');
    assert.equal(editor.document.getText(), '% a :- b.\n% c.');
    await vscode.commands.executeCommand('editor.action.commentLine');
    assert.equal(editor.document.getText(), 'a :- b.\nc.');
  });

  it('wraps a selection in a %* *% block comment', async () => {
    const editor = await openInEditor('a :- b, c.');
    editor.selection = new vscode.Selection(0, 5, 0, 6);
    await vscode.commands.executeCommand('editor.action.blockComment');
    assert.equal(editor.document.getText(), 'a :- %* b *%, c.');
  });

  it('closes brackets and quotes as they are typed', async () => {
    const editor = await openInEditor('');
    for (const [typed, expected] of [['p(', 'p()'], ['{', '{}'], ['[', '[]'], ['"', '""']] as const) {
      await editor.edit((e) => e.delete(new vscode.Range(0, 0, 0, editor.document.lineAt(0).text.length)));
      editor.selection = new vscode.Selection(0, 0, 0, 0);
      for (const ch of typed) await vscode.commands.executeCommand('type', { text: ch });
      assert.equal(editor.document.getText(), expected, `typing ${typed}`);
    }
  });

  it('jumps between matching brackets', async () => {
    const editor = await openInEditor('1 { p(X) : q(X) } 1.');
    editor.selection = new vscode.Selection(0, 3, 0, 3);
    await vscode.commands.executeCommand('editor.action.jumpToBracket');
    assert.equal(editor.selection.active.character, 16);
  });
});
