// The golf bench in VS Code: the Test Explorer's items as the server discovers them, a run of an encoding's tests,
// the score in the CodeLens following unsaved edits, and Compare Encodings' table.
import * as assert from 'node:assert/strict';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { scratchDir } from '../../scratch';
import { closeAllEditors, extension, waitFor, workspaceFile } from '../helpers';

type Api = { golf: { testItems(): { id: string; label: string; uri?: string; line?: number; children: { label: string; uri?: string; line?: number }[] }[]; discovered(): Promise<void> } };

async function golfApi(): Promise<Api['golf']> {
  const api = (await extension().activate()) as unknown as Api;
  await api.golf.discovered();
  return api.golf;
}

async function lensTitles(uri: vscode.Uri): Promise<string[]> {
  const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri);
  return lenses.flatMap((l) => (l.command ? [l.command.title] : []));
}

describe('the golf bench in the Test Explorer', () => {
  afterEach(closeAllEditors);

  it('lists each encoding with tests, its byte score in its label, and its tests where they are written', async () => {
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(workspaceFile('flow/golf.lp')));
    const golf = await golfApi();
    const items = golf.testItems();
    assert.deepEqual(items.map((i) => i.label).sort(), ['flow/golf-commented.lp · 1045 bytes', 'flow/golf.lp · 180 bytes', 'sudoku/golf.lp · 188 bytes', 'wall-maze/path-golf.lp · 226 bytes']);
    const flow = items.find((i) => i.label.startsWith('flow/golf.lp'))!;
    assert.equal(flow.uri, workspaceFile('flow/golf.lp').toString());
    assert.deepEqual(flow.children.map((c) => c.label), ['board6x6.lp', 'crossing.lp', 'level2.lp', 'level21.lp']);
    const level2 = flow.children.find((c) => c.label === 'level2.lp')!;
    // The gutter's run button sits at the shouldbe facts of level2-expected.lp, level 21's at its %! models: line.
    assert.deepEqual([level2.uri, level2.line], [workspaceFile('flow/level2-expected.lp').toString(), 4]);
    const level21 = flow.children.find((c) => c.label === 'level21.lp')!;
    assert.deepEqual([level21.uri, level21.line], [workspaceFile('flow/level21.lp').toString(), 1]);
  });

  it('runs the tests of golf.lp, and the CodeLens says how many passed', async () => {
    const uri = workspaceFile('flow/golf.lp');
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri));
    await golfApi();
    assert.deepEqual(await lensTitles(uri), ['180 bytes · 4 tests', 'Run tests']);
    const results = await vscode.commands.executeCommand<{ testId: string; outcome: string; message: string }[]>('aspPuzzles.runGolfTests', uri);
    assert.deepEqual(results.map((r) => [r.testId, r.outcome]), [['board6x6.lp', 'passed'], ['crossing.lp', 'passed'], ['level2.lp', 'passed'], ['level21.lp', 'passed']]);
    assert.deepEqual(await lensTitles(uri), ['180 bytes · 4/4 tests ✓', 'Run tests']);
  });

  it('counts the bytes of the unsaved text', async () => {
    // A copy: the web workbench saves edits by itself after a second, and examples/ is not to change.
    const dir = scratchDir('asp-golf-live-');
    for (const f of ['golf.lp', 'level21.lp']) copyFileSync(workspaceFile(`flow/${f}`).fsPath, join(dir, f));
    const uri = vscode.Uri.file(join(dir, 'golf.lp'));
    const editor = await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri));
    const golf = await golfApi();
    // A folder outside the workspace: its tests come as the server announces the file opened there.
    await waitFor('the copy\'s tests', () => golf.testItems().find((i) => i.uri === uri.toString()));
    const constraint = ':-e(V,W,C),not e(W,V,C).';
    const at = editor.document.getText().indexOf(constraint);
    await editor.edit((b) => b.delete(new vscode.Range(editor.document.positionAt(at), editor.document.positionAt(at + constraint.length))));
    const label = await waitFor('the label to follow the edit', () => golf.testItems().find((i) => i.uri === uri.toString() && i.label.endsWith(`${180 - constraint.length} bytes`))?.label);
    assert.equal(label, 'golf.lp · 156 bytes');
    assert.match((await lensTitles(uri))[0], /^156 bytes · 1 test$/);
  });

  it('compares golf.lp with golf-commented.lp: bytes, tests passed and time', async () => {
    const uri = workspaceFile('flow/golf.lp');
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri));
    await golfApi();
    const table = await vscode.commands.executeCommand<vscode.Uri>('aspPuzzles.compareEncodings', uri);
    const text = (await vscode.workspace.openTextDocument(table)).getText();
    const rows = text.split('\n').filter((l) => /^\| golf/.test(l));
    assert.equal(rows.length, 2, text);
    assert.match(rows[0], /^\| golf\.lp \| 180 bytes \| 4\/4 ✓ \| [\d.]+ m?s \|$/);
    assert.match(rows[1], /^\| golf\\-commented\.lp \| 1045 bytes \| 4\/4 ✓ \| [\d.]+ m?s \|$/);
    assert.match(text, /\| level21\.lp \| ✓ passed [\d.]+ m?s \| ✓ passed [\d.]+ m?s \|/);
  });
});
