import * as assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { PanelDrawn, PanelSnapshot } from '../../../client/src/preview/previewPanel';
import { randomizedDfs, toFacts } from '../../../server/src/puzzles/wallMaze/generate';
import { seededRng } from '../../../server/src/puzzles/random';
import { closeAllEditors, extension, waitFor, workspaceFile } from '../helpers';

/** The board the panel last drew, once it is the one last sent to it. */
function drawnBoard(snapshot: PanelSnapshot | undefined): PanelDrawn | undefined {
  return snapshot?.drawn && snapshot.drawn.seq === snapshot.shown ? snapshot.drawn : undefined;
}

describe('a 1000x1000 wall maze in the preview', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'huge-maze-'));
  });
  after(async () => {
    await closeAllEditors();
    rmSync(dir, { recursive: true, force: true });
  });

  it('opens on a file that is not open, draws it on a canvas, says so, and exports it as a PNG', async () => {
    const api = await extension().activate();
    const maze = vscode.Uri.file(join(dir, 'maze-1000.lp'));
    writeFileSync(maze.fsPath, toFacts(randomizedDfs(1000, 1000, seededRng(1)), { x: 0, y: 0 }, { x: 999, y: 999 }));
    const opened = await vscode.commands.executeCommand<PanelSnapshot>('aspPuzzles.openPreview', maze);
    // The panel's status says why when there is no board (it once came back without one under load).
    assert.deepEqual([opened.view?.rows, opened.view?.columns], [1000, 1000], `no 1000x1000 board; the panel's status: ${JSON.stringify(opened.status)}`);
    assert.match(opened.view?.caption ?? '', /found by breadth-first search/);
    const drawn = await waitFor('the panel to draw the maze', () => drawnBoard(api.previewSnapshot(maze)), 60_000);
    assert.equal(drawn.renderer, 'canvas');
    assert.deepEqual([drawn.rows, drawn.columns], [1000, 1000]);
    assert.ok(drawn.ms >= 0);

    // The PNG of a canvas board: drawn by the canvas in the exports' colours, four pixels a cell at this size.
    const png = vscode.Uri.file(join(dir, 'maze-1000.png'));
    await vscode.commands.executeCommand('aspPuzzles.exportPreviewPng', png);
    const bytes = readFileSync(png.fsPath);
    assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    assert.deepEqual([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], [4002, 4002]);
  });

  it('keeps drawing a 15x15 maze as an SVG', async () => {
    const api = await extension().activate();
    const small = workspaceFile('wall-maze/dfs-15x15.lp');
    await vscode.commands.executeCommand<PanelSnapshot>('aspPuzzles.openPreview', small);
    const drawn = await waitFor('the panel to draw the small maze', () => drawnBoard(api.previewSnapshot(small)), 60_000);
    assert.equal(drawn.renderer, 'svg');
    assert.deepEqual([drawn.rows, drawn.columns], [15, 15]);
  });
});
