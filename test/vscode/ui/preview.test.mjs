// The preview as a person sees it, in the real workbench with the extension installed from its .vsix: the
// panel's own page (the webview's DOM) read after Solve, answers stepped with the panel's buttons, and exports
// that other programs can open. Screenshots of each family in a dark and a light theme land in
// .test-runs/ui-preview/screenshots/ for a person to look at.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openFile, runCommand, setColorTheme } from '../workbench.mjs';
import { openInstalledWorkbench, root } from './session.mjs';

describe('the preview in the real workbench', () => {
  let workbench;
  let page;
  let shots;

  before(async () => {
    ({ workbench, page, shots } = await openInstalledWorkbench('ui-preview'));
  });

  after(async () => {
    await workbench?.close();
  });

  /** The preview's page: the webview's inner frame, once it shows `selector`. */
  async function previewFrame(selector) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      for (const frame of page.frames()) {
        if (await frame.locator(selector).count().catch(() => 0)) return frame;
      }
      if (Date.now() > deadline) throw new Error(`no preview frame shows ${selector}`);
      await page.waitForTimeout(250);
    }
  }

  /** The cells the board fills with a style: the renderer draws each style's cells as runs `M<c> <r>h<n>v1h-<n>z` of one path. */
  async function cellsDrawnAs(frame, roles) {
    const paths = await frame.locator(roles.map((r) => `#stage svg path.aspv-${r}`).join(', ')).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('d')));
    const cells = [];
    for (const d of paths) {
      for (const m of d.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
        for (let c = Number(m[1]); c < Number(m[1]) + Number(m[3]); c++) cells.push(`${m[2]},${c}`);
      }
    }
    return cells.sort();
  }

  it('draws the seed maze after Solve: its 25 cells, one answer as the seed expects it, and the path', async () => {
    await openFile(page, 'maze/maze-5x5.lp');
    await page.locator('.editor-actions [aria-label^="Solve Current Puzzle"]').click({ timeout: 30_000 });
    const frame = await previewFrame('#stage svg');
    const expected = readFileSync(join(root, 'examples', 'maze', 'maze-5x5-expected.lp'), 'utf8').replace(/%.*$/gm, '');
    // (column, row) from 1 in the facts; (row, column) from 0 on the board.
    const expectedWalls = [...expected.matchAll(/wall\((\d+),(\d+)\)/g)].map((m) => `${Number(m[2]) - 1},${Number(m[1]) - 1}`).sort();
    assert.equal(expectedWalls.length + [...expected.matchAll(/empty\(\d+,\d+\)/g)].length, 25);
    // Solve asked for one answer; the seed's is one of three: find it among all of them.
    await runCommand(page, 'ASP: Find All Answers');
    await frame.locator('#counter', { hasText: 'answer 1 of 3' }).waitFor({ timeout: 60_000 });
    let found = false;
    for (let i = 1; i <= 3 && !found; i++) {
      await frame.locator('#counter', { hasText: `answer ${i} of 3` }).waitFor({ timeout: 20_000 });
      const walls = await cellsDrawnAs(frame, ['cell-wall', 'cell-fixed-wall']);
      const empty = await cellsDrawnAs(frame, ['cell-empty', 'cell-fixed-empty']);
      assert.equal(walls.length + empty.length, 25, `answer ${i} does not draw 25 cells`);
      found = JSON.stringify(walls) === JSON.stringify(expectedWalls);
      if (!found && i < 3) await frame.locator('button[data-action="next"]').click();
    }
    assert.ok(found, 'the seed\'s expected maze is not among the answers drawn');
    assert.equal(await frame.locator('#stage svg polyline.aspv-path').count(), 1, 'no path drawn');
    await page.screenshot({ path: join(shots, 'maze-dark.png') });
    await setColorTheme(page, 'Light Modern');
    await page.screenshot({ path: join(shots, 'maze-light.png') });
    await setColorTheme(page, 'Dark Modern');
  });

  it('tells what is in a cell on hover, and goes to the fact that fixes it on click', async () => {
    const frame = await previewFrame('#stage svg.aspv-kind-cell-maze');
    // The instance fixes wall(3,3): column 3, row 3, the board's cell (2, 2). The drawing is in cell units with a
    // margin around the board: find the cell's centre from the SVG's viewBox and its size on the screen.
    const centre = await frame.locator('#stage svg').evaluate((svg) => {
      const box = svg.getBoundingClientRect();
      const [x0, y0, w, h] = svg.getAttribute('viewBox').split(' ').map(Number);
      return { x: box.left + ((2.5 - x0) / w) * box.width, y: box.top + ((2.5 - y0) / h) * box.height };
    });
    await frame.locator('#board').hover({ position: await frame.locator('#board').evaluate((board, c) => {
      const r = board.getBoundingClientRect();
      return { x: c.x - r.left, y: c.y - r.top };
    }, centre) });
    await frame.locator('#tooltip', { hasText: 'wall(3,3)' }).waitFor({ timeout: 20_000 });
    await frame.locator('#board').click({ position: await frame.locator('#board').evaluate((board, c) => {
      const r = board.getBoundingClientRect();
      return { x: c.x - r.left, y: c.y - r.top };
    }, centre) });
    // The editor of the instance has the cursor on the fact's line.
    const lines = readFileSync(join(root, 'examples', 'maze', 'maze-5x5.lp'), 'utf8').split('\n');
    const line = lines.findIndex((l) => l.startsWith('wall(3,3)')) + 1;
    await page.locator('.statusbar-item', { hasText: new RegExp(`Ln ${line}, Col 1\\b`) }).first().waitFor({ timeout: 20_000 });
  });

  it('steps from answer 1 of 9 to 2 of 9 on Flow level 21', async () => {
    await openFile(page, 'flow/level21.lp');
    await runCommand(page, 'ASP: Open Preview');
    const frame = await previewFrame('#counter:has-text("answer 1 of 9")');
    await frame.locator('button[data-action="next"]').click();
    await frame.locator('#counter', { hasText: 'answer 2 of 9' }).waitFor({ timeout: 20_000 });
    // The keyboard does the same: → on the board.
    await frame.locator('#board').focus();
    await frame.locator('#board').press('ArrowRight');
    await frame.locator('#counter', { hasText: 'answer 3 of 9' }).waitFor({ timeout: 20_000 });
    await frame.locator('#board').press('ArrowLeft');
    await frame.locator('#counter', { hasText: 'answer 2 of 9' }).waitFor({ timeout: 20_000 });
    await page.screenshot({ path: join(shots, 'flow-dark.png') });
    await setColorTheme(page, 'Light Modern');
    await page.screenshot({ path: join(shots, 'flow-light.png') });
    await setColorTheme(page, 'Dark Modern');
  });

  it('draws a wall maze with its path in red through the cell centres', async () => {
    await openFile(page, 'wall-maze/dfs-15x15.lp');
    await runCommand(page, 'ASP: Open Preview');
    const frame = await previewFrame('#stage svg.aspv-kind-wall-maze polyline.aspv-path');
    const points = await frame.locator('#stage svg polyline.aspv-path').getAttribute('points');
    assert.ok(points.split(' ').length > 15, 'the path is shorter than the maze is wide');
    assert.equal(await frame.locator('#violations li').count(), 0, 'the answer breaks a rule');
    // The maze library's variations: dead ends marked, cells coloured by their distance from the start.
    assert.equal(await frame.locator('#stage svg .aspv-dead-end').count(), 0);
    await frame.locator('#deadEnds').check();
    await frame.locator('#stage svg .aspv-dead-end').first().waitFor({ timeout: 20_000 });
    await frame.locator('#distance').check();
    await frame.locator('#stage svg path.aspv-cell[fill]').first().waitFor({ timeout: 20_000 });
    await page.screenshot({ path: join(shots, 'wall-maze-dark.png') });
    await setColorTheme(page, 'Light Modern');
    await page.screenshot({ path: join(shots, 'wall-maze-light.png') });
    await setColorTheme(page, 'Dark High Contrast');
    await page.screenshot({ path: join(shots, 'wall-maze-high-contrast.png') });
    await setColorTheme(page, 'Dark Modern');
  });

  it('fits the board again when the panel gets narrower, and keeps − Fit + together on one row', async () => {
    const frame = await previewFrame('#stage svg.aspv-kind-wall-maze');
    await frame.locator('button[data-action="fit"]').click();
    const inside = () => frame.evaluate(() => {
      const board = document.getElementById('board').getBoundingClientRect();
      const svg = document.querySelector('#stage svg').getBoundingClientRect();
      return svg.right <= board.right + 1 && svg.bottom <= board.bottom + 1 && svg.width > 20;
    });
    assert.equal(await inside(), true, 'the fitted board is larger than the panel');
    await page.setViewportSize({ width: 900, height: 640 });
    try {
      // The panel shrinks with the window; the board follows until it fits again.
      for (const deadline = Date.now() + 20_000; !(await inside());) {
        assert.ok(Date.now() < deadline, 'the board was not fitted to the narrower panel');
        await page.waitForTimeout(100);
      }
      const tops = await frame.locator('[aria-label="zoom"] button').evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().top));
      assert.equal(new Set(tops).size, 1, `− Fit + split over rows: ${tops}`);
      await page.screenshot({ path: join(shots, 'narrow-panel.png') });
    } finally {
      await page.setViewportSize({ width: 1400, height: 900 });
    }
  });

  it('comes back after the window reloads, drawing its board again', async () => {
    await runCommand(page, 'Developer: Reload Window');
    await page.waitForSelector('.monaco-workbench .part.editor', { timeout: 60_000 });
    const frame = await previewFrame('#stage svg.aspv-kind-wall-maze polyline.aspv-path');
    assert.ok(await frame.locator('#title', { hasText: 'dfs-15x15.lp' }).count(), 'another file came back');
  });
});
