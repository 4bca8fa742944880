// Why No Answer? as a person uses it, in the real workbench with the extension installed from its .vsix: the
// preview of a puzzle without an answer offers the button in its banner; the palette runs the command on the file
// in front. Each time the closest answer is drawn with the cells of the broken constraint outlined, and the
// constraint is in the Problems view. Screenshots in light, dark and high contrast themes land in
// .test-runs/ui-explain/screenshots/ for a person to look at.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openFile, runCommand, setColorTheme } from '../workbench.mjs';
import { openInstalledWorkbench, root } from './session.mjs';

describe('Why No Answer? in the real workbench', () => {
  let workbench;
  let page;
  let shots;

  before(async () => {
    ({ workbench, page, shots } = await openInstalledWorkbench('ui-explain', {
      prepare: (runDir) => {
        const folder = join(runDir, 'puzzles');
        mkdirSync(folder, { recursive: true });
        copyFileSync(join(root, 'test', 'fixtures', 'explain', 'walled-goal.lp'), join(folder, 'walled-goal.lp'));
        copyFileSync(join(root, 'examples', 'flow', 'crossing.lp'), join(folder, 'crossing.lp'));
        return folder;
      },
    }));
  });

  after(async () => {
    await workbench?.close();
  });

  /** The preview's page (the webview's inner frame) once it shows `selector`. */
  async function previewFrame(selector) {
    const deadline = Date.now() + 90_000;
    for (;;) {
      for (const frame of page.frames()) {
        if (await frame.locator(selector).count().catch(() => 0)) return frame;
      }
      if (Date.now() > deadline) throw new Error(`no preview frame shows ${selector}`);
      await page.waitForTimeout(250);
    }
  }

  /** The cells the preview outlines for the explanation, as `row,column`. */
  async function outlinedCells(frame) {
    const paths = await frame.locator('#stage svg g[data-highlight] path').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('d')));
    return paths.flatMap((d) => [...d.matchAll(/M(\d+)\.1 (\d+)\.1h0\.8/g)].map((m) => `${m[2]},${m[1]}`)).sort();
  }

  async function screenshots(name) {
    await page.screenshot({ path: join(shots, `${name}-dark.png`) });
    await setColorTheme(page, 'Light Modern');
    await page.screenshot({ path: join(shots, `${name}-light.png`) });
    await setColorTheme(page, 'Dark High Contrast');
    await page.screenshot({ path: join(shots, `${name}-high-contrast.png`) });
    await setColorTheme(page, 'Dark Modern');
  }

  it('explains a walled-in goal from the preview banner\'s button: the goal outlined, the constraint in Problems', async () => {
    await openFile(page, 'walled-goal.lp');
    await runCommand(page, 'ASP: Open Preview');
    const frame = await previewFrame('#banner button#explain');
    assert.match(await frame.locator('#banner').innerText(), /No answer/);
    await frame.locator('#banner button#explain').click();
    await frame.locator('body[data-state="explained"] #stage svg g[data-highlight]').first().waitFor({ timeout: 90_000 });
    assert.match(await frame.locator('#banner').innerText(), /No answer: the closest answer breaks 2 rules/);
    // The goal (5,4) is the board's cell (4, 5); the start (0,0), which cannot take a first step, is (0, 0).
    assert.deepEqual(await outlinedCells(frame), ['0,0', '4,5']);
    assert.match(await frame.locator('#violations').innerText(), /:- goal\(X,Y\), not on\(X,Y\)\. violated once: X=5, Y=4/);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+Shift+M');
    await page.locator('.markers-panel .monaco-list-row', { hasText: 'the closest answer breaks this constraint: violated once: X=5, Y=4' })
      .first().waitFor({ timeout: 60_000 });
    await page.locator('.markers-panel .monaco-list-row', { hasText: 'Minimal cause of no answer' }).first().waitFor({ timeout: 60_000 });
    await screenshots('walled-goal');
  });

  it('explains the Flow board in front from the palette: the vertices of the broken constraints outlined', async () => {
    await openFile(page, 'crossing.lp');
    await runCommand(page, 'ASP: Why No Answer?');
    const frame = await previewFrame('body[data-state="explained"] #stage svg.aspv-kind-flow g[data-highlight]');
    // The first broken rule is flow.lp's "one predecessor for every vertex but a source", at whatever line the
    // file has it: the crossing pipes leave a vertex without one.
    const encoding = readFileSync(join(root, 'server', 'encodings', 'flow.lp'), 'utf8').split('\n');
    const line = encoding.indexOf(':- v(W), not source(W), not { next(V,W) : a(V,W) } = 1.') + 1;
    assert.ok(line > 0, 'flow.lp no longer has its predecessor constraint');
    assert.match(await frame.locator('#banner').innerText(), new RegExp(`^No answer: the closest answer breaks \\d+ rules \\(line ${line} of flow\\.lp`));
    const cells = await outlinedCells(frame);
    assert.ok(cells.length > 0);
    for (const cell of cells) assert.match(cell, /^[0-2],[0-2]$/, 'a cell of the 3x3 board');
    await screenshots('crossing');
  });
});
