// Check Uniqueness and Show Forced Cells as a person sees them, in the real workbench with the extension installed
// from its .vsix: the preview's boards read from the panel's own page (two boards and the cells outlined on each,
// the cells greyed and hatched), the colours they are painted in each theme, the toolbar's Unique? and Forced.
// Screenshots in light, dark and both high contrast themes land in .test-runs/ui-uniqueness/screenshots/.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openFile, runCommand, setColorTheme } from '../workbench.mjs';
import { contrast, parseCss } from './colours.mjs';
import { openInstalledWorkbench } from './session.mjs';

const THEMES = [['Dark Modern', 'dark'], ['Light Modern', 'light'], ['Dark High Contrast', 'hc-dark'], ['Light High Contrast', 'hc-light']];

describe('uniqueness and forced cells in the real workbench', () => {
  let workbench;
  let page;
  let shots;

  before(async () => {
    ({ workbench, page, shots } = await openInstalledWorkbench('ui-uniqueness'));
  });

  after(async () => {
    await workbench?.close();
  });

  /** The preview's page once it is not solving and shows an element matching `selector` (with `text` in it). */
  async function previewFrame(selector, text = '', timeout = 90_000) {
    const deadline = Date.now() + timeout;
    for (;;) {
      for (const frame of page.frames()) {
        const ready = await frame.evaluate(([s, t]) => document.body.dataset.state !== 'solving'
          && [...document.querySelectorAll(s)].some((e) => e.textContent.includes(t)), [selector, text]).catch(() => false);
        if (ready) return frame;
      }
      if (Date.now() > deadline) throw new Error(`no preview frame shows ${selector}`);
      await page.waitForTimeout(250);
    }
  }

  /**
   * The cells a path covers, as "row,column": fills are runs of whole cells `M<c> <r>h<n>v1…`, outlines one square
   * a cell `M<c+inset> <r+inset>h<less than 1>…`.
   */
  async function cellsOf(frame, selector) {
    const paths = await frame.locator(selector).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('d')));
    const cells = [];
    for (const d of paths) {
      for (const m of d.matchAll(/M([\d.]+) ([\d.]+)h([\d.]+)/g)) {
        const [c, r, n] = [Math.floor(Number(m[1])), Math.floor(Number(m[2])), Math.max(1, Math.floor(Number(m[3])))];
        for (let k = 0; k < n; k++) cells.push(`${r},${c + k}`);
      }
    }
    return cells.sort();
  }

  /** Waits for a notification with `text`, in the notification centre: a toast may be gone by the time it is looked for. */
  async function notified(text) {
    if (!(await page.locator('.notifications-center.visible').count())) await runCommand(page, 'Notifications: Show Notifications');
    await page.locator('.notifications-center .notification-list-item', { hasText: text }).first().waitFor({ timeout: 60_000 });
    await runCommand(page, 'Notifications: Clear All Notifications');
  }

  /** The colour an element of the board is painted in, and the board's own, as the page computes them. */
  async function paint(frame, selector, property) {
    return frame.evaluate(([s, p]) => {
      const part = getComputedStyle(document.querySelector(s))[p];
      const board = getComputedStyle(document.querySelector('#stage svg .aspv-board, #stage svg .aspv-flow-board')).fill;
      return { part, board };
    }, [selector, property]);
  }

  async function shootThemes(name, check) {
    for (const [theme, suffix] of THEMES) {
      await setColorTheme(page, theme);
      // The theme reaches the webview as new CSS variables: wait for a frame after them.
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(shots, `${name}-${suffix}.png`) });
      if (check) await check(suffix);
    }
    await setColorTheme(page, 'Dark Modern');
  }

  it('draws the two answers of two-answers.lp side by side, the same eight cells outlined on both', async () => {
    await openFile(page, 'sudoku/two-answers.lp');
    await runCommand(page, 'ASP: Check Uniqueness');
    const frame = await previewFrame('#stage svg g[data-board="1"] path.aspv-differing');
    await notified('two-answers.lp: Not unique: two answers that differ in 8 cells.');
    const left = await cellsOf(frame, '#stage svg g[data-board="0"] path.aspv-differing');
    const right = await cellsOf(frame, '#stage svg g[data-board="1"] path.aspv-differing');
    assert.equal(left.length, 8);
    assert.deepEqual(right, left);
    assert.ok(left.every((cell) => cell.startsWith('3,') || cell.startsWith('4,')), `outlined outside rows 4 and 5: ${left}`);
    // The outlined cells hold different digits on the two boards.
    const digits = await frame.evaluate((cells) => cells.map((cell) => {
      const [r, c] = cell.split(',');
      return [0, 1].map((b) => document.querySelector(`#stage svg g[data-board="${b}"] text[data-row="${r}"][data-column="${c}"]`)?.textContent);
    }), left);
    for (const [a, b] of digits) assert.ok(a && b && a !== b, `an outlined cell shows ${a} and ${b}`);
    assert.equal(await frame.locator('#caption').textContent(), 'Not unique: two answers that differ in 8 cells.');
    assert.equal(await frame.locator('button[data-action="unique"]').getAttribute('aria-pressed'), 'true');
    await shootThemes('sudoku-two-answers', async (theme) => {
      const { part, board } = await paint(frame, '#stage svg g[data-board="0"] path.aspv-differing', 'stroke');
      assert.ok(contrast(parseCss(part), parseCss(board)) >= 3, `${theme}: the outline ${part} on ${board}`);
    });
  });

  it('shows the forced cells from the toolbar: 73 of 81, the eight open ones greyed and hatched', async () => {
    const before = await previewFrame('#stage svg g[data-board="1"]');
    await before.locator('button[data-action="forced"]').click();
    const frame = await previewFrame('#stage svg path.aspv-unforced');
    const greyed = await cellsOf(frame, '#stage svg path.aspv-unforced');
    assert.equal(greyed.length, 8);
    const strokes = await frame.locator('#stage svg path.aspv-unforced-hatch').getAttribute('d');
    assert.equal(strokes.match(/M/g).length, 8 * 3, 'three strokes a greyed cell');
    assert.equal(await frame.locator('#stage svg g[data-board]').count(), 0, 'one board');
    // No digit is drawn in a greyed cell: no answer fixes one there. Every other cell has its digit.
    const labelled = await frame.evaluate(() => [...document.querySelectorAll('#stage svg text[data-row]')].map((t) => `${t.dataset.row},${t.dataset.column}`));
    assert.equal(labelled.length, 73);
    assert.ok(greyed.every((cell) => !labelled.includes(cell)));
    assert.equal(await frame.locator('#caption').textContent(), '73 of 81 cells forced: the same in every answer.');
    assert.equal(await frame.locator('button[data-action="forced"]').getAttribute('aria-pressed'), 'true');
    assert.equal(await frame.locator('button[data-action="unique"]').getAttribute('aria-pressed'), 'false');
    await shootThemes('sudoku-forced', async (theme) => {
      const { part, board } = await paint(frame, '#stage svg path.aspv-unforced-hatch', 'stroke');
      assert.ok(contrast(parseCss(part), parseCss(board)) >= 2, `${theme}: the hatching ${part} on ${board}`);
    });
  });

  it('goes back to the answers with the same toggle, and with ‹ ›', async () => {
    const forced = await previewFrame('#stage svg path.aspv-unforced');
    await forced.locator('button[data-action="forced"]').click();
    const answers = await previewFrame('#counter', 'answer 1 of 2');
    assert.equal(await answers.locator('#stage svg path.aspv-unforced').count(), 0);
    await answers.locator('button[data-action="unique"]').click();
    const pair = await previewFrame('#stage svg g[data-board="1"]');
    await pair.locator('button[data-action="next"]').click();
    await previewFrame('#counter', 'answer 1 of 2');
  });

  it('greys the cells of Flow level 21 that its nine answers do not share, and outlines where two of them differ', async () => {
    // One editor and its preview beside it, as a person looking at one puzzle has them.
    await runCommand(page, 'View: Close All Editors');
    await openFile(page, 'flow/level21.lp');
    await runCommand(page, 'ASP: Show Forced Cells');
    const frame = await previewFrame('#stage svg.aspv-kind-flow path.aspv-unforced');
    const greyed = await cellsOf(frame, '#stage svg path.aspv-unforced');
    assert.ok(greyed.length > 0 && greyed.length < 25, `${greyed.length} cells greyed`);
    assert.equal(await frame.locator('#caption').textContent(), `${25 - greyed.length} of 25 cells forced: the same in every answer.`);
    await shootThemes('flow-forced');
    await frame.locator('button[data-action="unique"]').click();
    const pair = await previewFrame('#stage svg.aspv-kind-flow g[data-board="1"] path.aspv-differing');
    const outlined = await cellsOf(pair, '#stage svg g[data-board="0"] path.aspv-differing');
    assert.ok(outlined.length > 0, 'two of the answers differ somewhere');
    // What differs between two answers is never forced.
    assert.ok(outlined.every((cell) => greyed.includes(cell)), `outlined ${outlined}, greyed ${greyed}`);
    await shootThemes('flow-two-answers');
  });

  it('outlines where two answers of the seed cell maze differ, and proves the perfect wall maze unique', async () => {
    await runCommand(page, 'View: Close All Editors');
    await openFile(page, 'maze/maze-5x5.lp');
    await runCommand(page, 'ASP: Check Uniqueness');
    const frame = await previewFrame('#stage svg.aspv-kind-cell-maze g[data-board="1"] path.aspv-differing');
    const outlined = await cellsOf(frame, '#stage svg g[data-board="0"] path.aspv-differing');
    assert.ok(outlined.length > 0);
    // An outlined square is a wall on one board and empty on the other.
    const walls = async (b) => cellsOf(frame, `#stage svg g[data-board="${b}"] path.aspv-cell-wall`);
    const [w0, w1] = [await walls(0), await walls(1)];
    for (const cell of outlined) assert.notEqual(w0.includes(cell), w1.includes(cell), `${cell} is the same on both boards`);
    await shootThemes('cell-maze-two-answers');
    await runCommand(page, 'ASP: Show Forced Cells');
    const forced = await previewFrame('#stage svg.aspv-kind-cell-maze path.aspv-unforced');
    assert.ok((await cellsOf(forced, '#stage svg path.aspv-unforced')).length >= outlined.length);

    await runCommand(page, 'View: Close All Editors');
    await openFile(page, 'wall-maze/dfs-6x6.lp');
    await runCommand(page, 'ASP: Check Uniqueness');
    const unique = await previewFrame('#stage svg.aspv-kind-wall-maze polyline.aspv-path');
    await notified('dfs-6x6.lp: Unique: exactly one answer');
    assert.equal(await unique.locator('#stage svg g[data-board]').count(), 0);
    assert.match(await unique.locator('#caption').textContent(), /^Unique: exactly one answer/);
    await runCommand(page, 'ASP: Show Forced Cells');
    const all = await previewFrame('#caption', '36 of 36 cells forced');
    assert.equal(await all.locator('#stage svg path.aspv-unforced').count(), 0);
    await page.screenshot({ path: join(shots, 'wall-maze-forced.png') });
  });
});
