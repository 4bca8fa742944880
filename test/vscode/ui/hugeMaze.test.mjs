// A 1000x1000 wall maze in the real workbench, as a person would see it: generated with the command line into a
// copy of the examples, opened, previewed. The panel draws it on a canvas; its pixels are read back from
// screenshots of the panel and held against the editor theme's colours — walls and the red path in a light, a
// dark and a high contrast theme, walls sharper (more of their pixels a cell) after zooming in — and the cell
// under the pointer still says what it is and leads to its fact. A 15x15 maze stays an SVG. Screenshots land in
// .test-runs/ui-huge-maze/screenshots/ for a person to look at.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { acceptRow, openFile, runCommand, setColorTheme } from '../workbench.mjs';
import { openInstalledWorkbench, root } from './session.mjs';
import { decodePng } from './panels.mjs';

/** The SVG renderer's geometry, which the canvas keeps: pixels a cell at zoom 1, the margin in cells, the padding. */
const CELL_PX = 32;
const MARGIN = 0.25;
const PADDING = 12;
const SIZE = 1000;
const PATH_RED = [229, 20, 0];

const near = (a, b, tolerance) => a.every((v, i) => Math.abs(v - b[i]) <= tolerance);

describe('a 1000x1000 maze in the real workbench', () => {
  let workbench;
  let page;
  let shots;
  let folder;

  before(async () => {
    ({ workbench, page, shots, folder } = await openInstalledWorkbench('ui-huge-maze', {
      // The workbench saves what it opens: the maze is made in a copy of the examples, never in examples/.
      prepare: (runDir) => {
        const copy = join(runDir, 'workspace');
        cpSync(join(root, 'examples'), copy, { recursive: true });
        mkdirSync(join(copy, 'huge'));
        execFileSync(process.execPath, [join(root, 'dist', 'cli.js'), 'maze', '--algorithm', 'dfs', '--size', `${SIZE}x${SIZE}`, '--seed', '1',
          '--lp', join(copy, 'huge', 'maze-1000.lp')], { stdio: 'pipe' });
        return copy;
      },
    }));
  });

  after(async () => {
    await workbench?.close();
  });

  /** Opens a file through Quick Open and waits for its tab, without a text editor (the file is too large for one). */
  async function openLargeFile(relativePath) {
    const name = relativePath.split('/').pop();
    await page.keyboard.press('Control+P');
    await page.waitForSelector('.quick-input-widget:not([style*="display: none"]) input', { timeout: 20_000 });
    await acceptRow(page, name, 20_000);
    await page.locator(`.tabs-container .tab.active[aria-label*="${name}"]`).waitFor({ timeout: 20_000 });
  }

  /** The preview's page: the webview's inner frame, once it shows `selector`. */
  async function previewFrame(selector, timeoutMs = 120_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (const frame of page.frames()) {
        if (await frame.locator(selector).count().catch(() => 0)) return frame;
      }
      if (Date.now() > deadline) throw new Error(`no preview frame shows ${selector}`);
      await page.waitForTimeout(250);
    }
  }

  /** The canvas as the screen shows it: a screenshot of it, decoded to RGBA in the browser. */
  async function canvasPixels(frame, name) {
    const png = await frame.locator('#board canvas').screenshot({ path: join(shots, `${name}.png`) });
    return decodePng(page, png);
  }

  /** The theme's colours as the page has them: the walls are the editor's foreground, the board its background. */
  function themeColours(frame) {
    return frame.evaluate(() => {
      const probe = document.createElement('div');
      document.body.append(probe);
      const read = (css) => {
        probe.style.color = css;
        return getComputedStyle(probe).color.match(/\d+/g).slice(0, 3).map(Number);
      };
      const colours = { walls: read('var(--vscode-editor-foreground, #1f1f1f)'), board: read('var(--vscode-editor-background, #ffffff)') };
      probe.remove();
      return colours;
    });
  }

  /** How many pixels show each colour (within a tolerance): the walls, the board's floor, the path. */
  function census(pixels, colours) {
    const counts = { walls: 0, board: 0, path: 0, total: pixels.width * pixels.height };
    const d = pixels.data;
    for (let i = 0; i < d.length; i += 4) {
      const px = [d[i], d[i + 1], d[i + 2]];
      if (near(px, colours.walls, 24)) counts.walls++;
      else if (near(px, colours.board, 24)) counts.board++;
      else if (near(px, PATH_RED, 60)) counts.path++;
    }
    return counts;
  }

  /** The zoom Fit gives, from the board's geometry: the padded board fills the panel's board area. */
  async function fitZoom(frame) {
    const { width, height } = await frame.evaluate(() => ({ width: document.getElementById('board').clientWidth, height: document.getElementById('board').clientHeight }));
    const padded = (SIZE + 2 * MARGIN) * CELL_PX + 2 * PADDING;
    return Math.min(width / padded, height / padded);
  }

  /** Pixels a cell on the screen after Fit and `steps` presses of + (each zooms by 1.25). */
  async function cellPixels(frame, steps) {
    return (await fitZoom(frame)) * 1.25 ** steps * CELL_PX;
  }

  /** How many presses of + after Fit make a cell about `pixels` wide. */
  async function stepsFor(frame, pixels) {
    return Math.round(Math.log(pixels / (await cellPixels(frame, 0))) / Math.log(1.25));
  }

  /** Does `action` and waits for the canvas's next frame after it (the page counts its frames on #board). */
  async function thenDrawn(frame, action) {
    const before = await frame.evaluate(() => Number(document.getElementById('board').dataset.frames ?? 0));
    await action();
    await frame.waitForFunction((seen) => Number(document.getElementById('board').dataset.frames ?? 0) > seen, before, { timeout: 30_000 });
  }

  /** Fit, then `steps` presses of +, the last one drawn. */
  async function zoomTo(frame, steps) {
    await thenDrawn(frame, () => frame.locator('button[data-action="fit"]').click());
    for (let k = 0; k < steps; k++) await thenDrawn(frame, () => frame.locator('#board').press('+'));
  }

  /** Switches the editor's theme and waits until the panel's page has it (VS Code sends it to the page). */
  async function useTheme(frame, theme, bodyClass) {
    await setColorTheme(page, theme);
    await frame.waitForFunction((cls) => document.body.classList.contains(cls), bodyClass, { timeout: 30_000 });
  }

  it('draws the maze on a canvas after Open Preview, walls and the red path in a dark, a light and a high contrast theme', async () => {
    // The workbench does not show a 25 MB file in its text editor: its tab says so, and the preview opens from the
    // button in the editor's title bar.
    await openLargeFile('huge/maze-1000.lp');
    await page.locator('.editor-actions [aria-label^="Open Preview"]').first().click({ timeout: 60_000 });
    const frame = await previewFrame('#board[data-renderer="canvas"]');
    assert.equal(await frame.locator('#stage svg').count(), 0, 'an SVG was drawn for a million cells');
    assert.match(await frame.locator('#caption').innerText(), /path: \d+ steps · found by breadth-first search/);
    for (const [theme, slug, bodyClass] of [['Dark Modern', 'dark', 'vscode-dark'], ['Light Modern', 'light', 'vscode-light'], ['Dark High Contrast', 'high-contrast', 'vscode-high-contrast']]) {
      await useTheme(frame, theme, bodyClass);
      const colours = await themeColours(frame);
      // Zoomed in far enough that a wall is a line of its own: the walls in the theme's colour, the path in red.
      await zoomTo(frame, await stepsFor(frame, 12));
      const counts = census(await canvasPixels(frame, `${slug}-zoomed`), colours);
      assert.ok(counts.walls > counts.total * 0.05, `${slug}: ${counts.walls} of ${counts.total} pixels in the walls' colour`);
      assert.ok(counts.board > counts.total * 0.2, `${slug}: ${counts.board} pixels of floor`);
      assert.ok(counts.path > counts.total * 0.005 || counts.path > 200, `${slug}: ${counts.path} red pixels of the path`);
      // Seen whole (Fit), a million cells are smaller than pixels: the red way through still shows.
      await zoomTo(frame, 0);
      const whole = census(await canvasPixels(frame, `${slug}-fit`), colours);
      assert.ok(whole.path > 1000, `${slug}: ${whole.path} red pixels of the path in the whole maze`);
      await page.screenshot({ path: join(shots, `${slug}-workbench.png`) });
    }
    await useTheme(frame, 'Dark Modern', 'vscode-dark');
  });

  it('draws walls sharper when zoomed in: more of their pixels a cell', async () => {
    const frame = await previewFrame('#board[data-renderer="canvas"]');
    const colours = await themeColours(frame);
    const wallPixelsPerCell = async (steps, name) => {
      await zoomTo(frame, steps);
      const pixels = await canvasPixels(frame, name);
      const cell = await cellPixels(frame, steps);
      const cellsInView = (pixels.width * pixels.height) / (cell * cell);
      return census(pixels, colours).walls / cellsInView;
    };
    // From far away (a pixel or two a cell) the walls grey the floor; close, each is a line of its own, wider the
    // closer one comes. Either way there are more wall pixels a cell the larger the cells are drawn.
    const far = await wallPixelsPerCell(await stepsFor(frame, 2), 'dark-cells-2px');
    const near = await wallPixelsPerCell(await stepsFor(frame, 8), 'dark-cells-8px');
    const nearer = await wallPixelsPerCell(await stepsFor(frame, 24), 'dark-cells-24px');
    assert.ok(near > far * 2 && nearer > near * 2, `wall pixels a cell: ${far.toFixed(2)} at 2 px a cell, ${near.toFixed(1)} at 8 px, ${nearer.toFixed(1)} at 24 px`);
  });

  it('tells what the start cell is under the pointer, and goes to its fact on click', async () => {
    const frame = await previewFrame('#board[data-renderer="canvas"]');
    await zoomTo(frame, 0);
    // Drag the start cell (upper left) to the middle of the panel, then zoom in with + around the middle.
    const box = await frame.locator('#board').boundingBox();
    const zoom = await fitZoom(frame);
    const start = { x: box.x + zoom * (PADDING + (MARGIN + 0.5) * CELL_PX), y: box.y + zoom * (PADDING + (MARGIN + 0.5) * CELL_PX) };
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // (Grabbed a little inside the board: its edge is the sash between the editor groups.)
    const grab = { x: box.x + 10, y: box.y + 10 };
    await page.mouse.move(grab.x, grab.y);
    await page.mouse.down();
    await thenDrawn(frame, () => page.mouse.move(grab.x + middle.x - start.x, grab.y + middle.y - start.y, { steps: 8 }));
    await page.mouse.up();
    const steps = await stepsFor(frame, 40);
    for (let k = steps; k > 0; k--) await thenDrawn(frame, () => frame.locator('#board').press('+'));
    await page.mouse.move(middle.x + 1, middle.y + 1);
    await page.screenshot({ path: join(shots, 'dark-start-zoomed.png') });
    await frame.locator('#tooltip', { hasText: 'start(0,0)' }).waitFor({ timeout: 20_000 });
    await page.screenshot({ path: join(shots, 'dark-start-tooltip.png') });
    // The cell below it is the path's first step (the start's one passage leads south): it tells its place.
    await page.mouse.move(middle.x + 1, middle.y + 1 + (await cellPixels(frame, steps)));
    await frame.locator('#tooltip', { hasText: /^\(2,1\) {2}step 1 of [\d,]+ on the path$/ }).waitFor({ timeout: 20_000 });
    await page.mouse.click(middle.x + 1, middle.y + 1);
    const lines = readFileSync(join(folder, 'huge', 'maze-1000.lp'), 'utf8').split('\n');
    const line = lines.findIndex((l) => l.startsWith('start(0,0)')) + 1;
    await page.locator('.statusbar-item', { hasText: new RegExp(`Ln ${line}, Col 1\\b`) }).first().waitFor({ timeout: 20_000 });
  });

  it('keeps a 15x15 maze an SVG, exactly as before', async () => {
    await openFile(page, 'wall-maze/dfs-15x15.lp');
    await runCommand(page, 'ASP: Open Preview');
    const frame = await previewFrame('#board[data-renderer="svg"] #stage svg.aspv-kind-wall-maze polyline.aspv-path');
    assert.equal(await frame.locator('#board canvas:not([hidden])').count(), 0, 'a canvas is shown for a small board');
    await page.screenshot({ path: join(shots, 'dark-15x15-svg.png') });
  });
});
