import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { PanelSnapshot } from '../../../client/src/preview/previewPanel';
import type { SolveReport } from '../../../server/src/protocol';
import { pathCells } from '../../../server/src/view/unpacked';
import { scratchDir } from '../../scratch';
import { closeAllEditors, extension, waitFor, workspaceFile } from '../helpers';

describe('the puzzle preview', () => {
  afterEach(closeAllEditors);

  it('opens beside the editor after Solve and draws the 25 cells of the seed maze with its path', async () => {
    const api = await extension().activate();
    const maze = workspaceFile('maze/maze-5x5.lp');
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(maze));
    await vscode.commands.executeCommand<SolveReport>('aspPuzzles.solve');
    const snapshot = await waitFor('the preview to draw the maze', () => {
      const s = api.previewSnapshot(maze);
      return s?.view ? s : undefined;
    });
    const view = snapshot.view!;
    assert.equal(view.kind, 'cell-maze');
    assert.equal(view.cells.length, 25);
    assert.equal(view.violations?.length ?? 0, 0, JSON.stringify(view.violations));
    assert.ok(view.paths?.[0] && pathCells(view.paths[0], view.columns).length >= 2, 'no path drawn');
  });

  it('opens after Solve for a grid the answer draws itself (the Sudoku), and not for an answer that is no picture', async () => {
    const api = await extension().activate();
    const sudoku = workspaceFile('grid/sudoku.lp');
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(sudoku));
    const report = await vscode.commands.executeCommand<SolveReport>('aspPuzzles.solve');
    assert.equal(report.family, undefined);
    assert.equal(report.drawable, true);
    const snapshot = await waitFor('the preview to draw the Sudoku', () => {
      const s = api.previewSnapshot(sudoku);
      return s?.view ? s : undefined;
    });
    assert.equal(snapshot.view!.kind, 'grid');
    assert.equal(snapshot.view!.cells.filter((c) => c.label).length, 81);
    // A given knows its fact, so that a click on it goes there (as a maze's fixed cells do).
    const given = snapshot.view!.cells.find((c) => c.row === 0 && c.column === 0);
    const lines = readFileSync(sudoku.fsPath, 'utf8').split('\n');
    assert.deepEqual(given?.source, { uri: sudoku.toString(), line: lines.findIndex((l) => l.startsWith('cell(1,1,5).')), character: 0 });
    const queens = workspaceFile('queens.lp');
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(queens));
    const plain = await vscode.commands.executeCommand<SolveReport>('aspPuzzles.solve');
    assert.equal(plain.status, 'satisfiable');
    assert.equal(plain.drawable, undefined);
    assert.equal(api.previewSnapshot(queens), undefined, 'a preview opened for queen/2 atoms');
  });

  it('steps past the one answer Solve found: the solver is asked for more, and the count says what is known', async () => {
    const api = await extension().activate();
    const level21 = workspaceFile('flow/level21.lp');
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(level21));
    const report = await vscode.commands.executeCommand<SolveReport>('aspPuzzles.solve');
    assert.equal(report.answers.length, 1);
    const first = await waitFor('the preview to draw answer 1', () => api.previewSnapshot(level21)?.view?.answer);
    assert.deepEqual(first, { index: 0, count: 1, exhausted: false });
    const next = await vscode.commands.executeCommand<PanelSnapshot>('aspPuzzles.nextAnswer');
    assert.deepEqual(next.view?.answer, { index: 1, count: 9, exhausted: true });
    // Past the last of all nine, stepping wraps around without solving again.
    for (let i = 2; i < 9; i++) await vscode.commands.executeCommand('aspPuzzles.nextAnswer');
    const wrapped = await vscode.commands.executeCommand<PanelSnapshot>('aspPuzzles.nextAnswer');
    assert.deepEqual(wrapped.view?.answer, { index: 0, count: 9, exhausted: true });
  });

  it('steps through the 9 answers of Flow level 21: 1 of 9, then 2 of 9, with the changed cells marked', async () => {
    const api = await extension().activate();
    const level21 = workspaceFile('flow/level21.lp');
    const opened = await vscode.commands.executeCommand<PanelSnapshot>('aspPuzzles.openPreview', level21);
    assert.deepEqual(opened.view?.answer, { index: 0, count: 9, exhausted: true });
    const next = await vscode.commands.executeCommand<PanelSnapshot>('aspPuzzles.nextAnswer');
    assert.deepEqual(next.view?.answer, { index: 1, count: 9, exhausted: true });
    assert.ok((next.view?.changed?.length ?? 0) > 0, 'no cell marked as changed');
    assert.equal(api.previewSnapshot(level21)?.view?.answer?.index, 1);
  });

  it('exports the answer shown as SVG, PNG and PDF files', async () => {
    await vscode.commands.executeCommand('aspPuzzles.openPreview', workspaceFile('flow/level2.lp'));
    const dir = scratchDir('asp-export-');
    const svg = vscode.Uri.file(join(dir, 'level2.svg'));
    const pdf = vscode.Uri.file(join(dir, 'level2.pdf'));
    await vscode.commands.executeCommand('aspPuzzles.exportPreviewSvg', svg);
    await vscode.commands.executeCommand('aspPuzzles.exportPreviewPdf', pdf);
    const png = vscode.Uri.file(join(dir, 'level2.png'));
    await vscode.commands.executeCommand('aspPuzzles.exportPreviewPng', png);
    assert.deepEqual([...readFileSync(png.fsPath).subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // Other programs can read them: xmllint parses the SVG, pdfinfo the PDF (Debian's libxml2-utils, poppler-utils).
    const svgText = readFileSync(svg.fsPath, 'utf8');
    assert.match(svgText, /^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    execFileSync('xmllint', ['--noout', svg.fsPath]);
    assert.match(execFileSync('pdfinfo', [pdf.fsPath], { encoding: 'utf8' }), /Pages:\s+1/);
    assert.equal(readFileSync(pdf.fsPath).subarray(0, 5).toString(), '%PDF-');
  });

  it('draws a Sudoku through the generic grid atoms', async () => {
    const sudoku = await vscode.commands.executeCommand<PanelSnapshot>('aspPuzzles.openPreview', workspaceFile('grid/sudoku.lp'));
    assert.equal(sudoku.view?.kind, 'grid');
    assert.equal(sudoku.view?.rows, 9);
    const digits = sudoku.view!.cells.filter((c) => /^[1-9]$/.test(c.label ?? ''));
    assert.equal(digits.length, 81);
    // Every row holds each digit once.
    for (let r = 0; r < 9; r++) assert.equal(new Set(digits.filter((c) => c.row === r).map((c) => c.label)).size, 9);
  });

  it('follows edits: a broken instance shows a banner pointing at the problem, the fix brings the picture back', async () => {
    const api = await extension().activate();
    const dir = scratchDir('asp-live-');
    copyFileSync(workspaceFile('flow/level2.lp').fsPath, join(dir, 'level2.lp'));
    const uri = vscode.Uri.file(join(dir, 'level2.lp'));
    const editor = await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri));
    await vscode.commands.executeCommand('aspPuzzles.openPreview', uri);
    assert.ok(api.previewSnapshot(uri)?.view, 'no picture to start with');
    // A syntax error: the solver fails, the panel keeps its picture and shows where the error is.
    const end = editor.document.lineAt(editor.document.lineCount - 1).range.end;
    await editor.edit((e) => e.insert(end, '\nc(purple'));
    const broken = await waitFor('the error banner', () => {
      const s = api.previewSnapshot(uri);
      return s?.status.state === 'error' ? s : undefined;
    });
    assert.ok(broken.view, 'the last good picture is gone');
    assert.equal(broken.status.location?.uri, uri.toString(), JSON.stringify(broken.status));
    await vscode.commands.executeCommand('undo');
    await waitFor('the picture to come back', () => api.previewSnapshot(uri)?.status.state === 'idle');
  });

  it('outlines what a wrong encoding gets wrong: the golfed Flow encoding without its reachability check', async () => {
    const dir = scratchDir('asp-wrong-');
    const golf = readFileSync(workspaceFile('flow/golf.lp').fsPath, 'utf8');
    assert.ok(golf.includes('o(V):-r(V),'), 'the golfed encoding changed');
    writeFileSync(join(dir, 'loose.lp'), golf.replace('o(V):-r(V),', 'o(V):-v(V),'));
    // The instance names its encoding in a comment at its top.
    writeFileSync(join(dir, 'board.lp'), `%! encoding: loose.lp\n${readFileSync(workspaceFile('flow/level21.lp').fsPath, 'utf8')}`);
    const board = vscode.Uri.file(join(dir, 'board.lp'));
    let snapshot = await vscode.commands.executeCommand<PanelSnapshot>('aspPuzzles.openPreview', board);
    const count = snapshot.view?.answer?.count ?? 0;
    assert.ok(count > 9, `only ${count} answers: the loosened encoding should find loops`);
    for (let i = 0; i < count && !snapshot.view?.violations?.length; i++) snapshot = await vscode.commands.executeCommand<PanelSnapshot>('aspPuzzles.nextAnswer');
    const loop = snapshot.view?.violations?.find((v) => v.rule === 'flow-loop');
    assert.ok(loop, JSON.stringify(snapshot.view?.violations));
    assert.ok(loop.cells.length >= 4, 'the loop is not outlined on the board');
  });

  it('says why in the panel when the solve cannot run, instead of "solving…" for ever: a file gone from the disk', async () => {
    const api = await extension().activate();
    const dir = scratchDir('asp-gone-');
    const board = vscode.Uri.file(join(dir, 'board.lp'));
    await assert.rejects(Promise.resolve(vscode.commands.executeCommand('aspPuzzles.openPreview', board)), /cannot read/);
    const status = api.previewSnapshot(board)?.status;
    assert.equal(status?.state, 'error', JSON.stringify(status));
    assert.match(status.message ?? '', /^The solve failed: cannot read file:\/\/.*board\.lp$/);
  });
});
