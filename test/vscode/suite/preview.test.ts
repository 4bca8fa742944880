import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { PanelSnapshot } from '../../../client/src/preview/previewPanel';
import type { SolveReport } from '../../../server/src/protocol';
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
    assert.ok((view.paths?.[0]?.cells.length ?? 0) >= 2, 'no path drawn');
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
    const dir = mkdtempSync(join(tmpdir(), 'asp-export-'));
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
});
