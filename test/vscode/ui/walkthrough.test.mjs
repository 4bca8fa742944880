// The Get Started walkthrough as a newcomer finds it and goes through it, in the real workbench with the extension installed
// from its .vsix into an empty profile: each step's button does what it says, and the step is ticked because the
// user did it (its completion event), not because it was looked at. Screenshots of the walkthrough with its
// picture in a light, a dark and a high-contrast theme land in .test-runs/ui-walkthrough/screenshots/.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runCommand, setColorTheme } from '../workbench.mjs';
import { openInstalledWorkbench } from './session.mjs';

const STEPS = ['openExample', 'solve', 'preview', 'nativeClingo'];

describe('the Get Started walkthrough in the real workbench', () => {
  let workbench;
  let page;
  let shots;

  before(async () => {
    ({ workbench, page, shots } = await openInstalledWorkbench('ui-walkthrough'));
  });

  after(async () => {
    await workbench?.close();
  });

  const step = (id) => page.locator(`.getting-started-step[data-step-id$="#getStarted#${id}"]`);
  const ticked = (id) => step(id).getAttribute('aria-checked').then((v) => v === 'true');

  async function waitTicked(id) {
    await page.locator(`.getting-started-step[data-step-id$="#getStarted#${id}"][aria-checked="true"]`).waitFor({ timeout: 60_000 });
  }

  /** Opens a step (unless it is open) and clicks one of its buttons. */
  async function clickButton(id, label) {
    if ((await step(id).getAttribute('aria-expanded')) !== 'true') await step(id).locator('.step-title').click();
    await step(id).locator('.button-container a', { hasText: label }).click({ timeout: 20_000 });
  }

  it("is offered on the Welcome page, and opens from there with every step still to do", async () => {
    // The Welcome page lists the walkthroughs of the extensions once they are registered.
    const entry = page.locator('.gettingStartedContainer button', { hasText: 'Get Started with ASP Grid Puzzles' }).first();
    await entry.click({ timeout: 60_000 });
    await page.locator('.gettingStartedDetailsContent .category-title', { hasText: 'Get Started with ASP Grid Puzzles' }).waitFor({ timeout: 30_000 });
    for (const id of STEPS) assert.equal(await ticked(id), false, `${id} is ticked before it was done`);
    await page.screenshot({ path: join(shots, 'walkthrough-start.png') });
  });

  it('shows its picture of an answer in light, dark and high-contrast themes; looking at it ticks nothing', async () => {
    await step('preview').locator('.step-title').click();
    for (const [theme, file] of [['Dark Modern', 'dark'], ['Dark High Contrast', 'high-contrast'], ['Light Modern', 'light']]) {
      // The picture is drawn in a webview: find the frame that holds the board and count its pipes.
      const pipes = await boardPipes();
      assert.equal(pipes, 5, `the walkthrough's board shows ${pipes} pipes`);
      // A webview that has just loaded takes the focus, which would close the palette: give it back first.
      await page.locator('.gettingStartedDetailsContent .category-title').click();
      await setColorTheme(page, theme);
      const themed = await boardPipes();
      assert.equal(themed, 5, `the walkthrough's board shows ${themed} pipes in ${theme}`);
      await page.screenshot({ path: join(shots, `walkthrough-picture-${file}.png`) });
    }
    assert.equal(await ticked('preview'), false, 'looking at the step ticked it');
  });

  it('opens an example puzzle beside it, and ticks that step only', async () => {
    await clickButton('openExample', 'Open Example Puzzle');
    await page.locator('.tabs-container .tab[aria-label*="level21.lp"]').waitFor({ timeout: 30_000 });
    await waitTicked('openExample');
    assert.equal(await ticked('solve'), false);
    // The walkthrough is still there, in the group beside the example.
    assert.equal(await page.locator('.gettingStartedContainer').count(), 1);
  });

  it("solves the example from the step's button, and the preview that opens ticks \"See the answer\"", async () => {
    await clickButton('solve', 'Solve Current Puzzle');
    await page.locator('.statusbar-item', { hasText: /level21\.lp: SATISFIABLE/ }).first().waitFor({ timeout: 60_000 });
    await waitTicked('solve');
    await page.locator('.tabs-container .tab[aria-label*="Preview"]').first().waitFor({ timeout: 60_000 });
    await waitTicked('preview');
    await page.screenshot({ path: join(shots, 'walkthrough-solved.png') });
  });

  it('ticks "When to use native clingo" when the user looks at the solver choice', async () => {
    await clickButton('nativeClingo', 'Select Solver');
    // The choice is offered (the bundled solver first) and the user keeps it.
    const first = page.locator('.quick-input-list .monaco-list-row').first();
    await first.waitFor({ timeout: 30_000 });
    // The bundled solver first, marked as the one in use (a check icon before its name).
    assert.match(await first.innerText(), /^\s*Bundled solver[\s\S]*In use now/);
    await page.keyboard.press('Enter');
    await waitTicked('nativeClingo');
    for (const id of STEPS) assert.equal(await ticked(id), true, `${id} is not ticked`);
    await page.screenshot({ path: join(shots, 'walkthrough-done.png') });
  });

  it('opens again from "ASP: Get Started", remembering what was done', async () => {
    // Close All Editors by its keys: the palette would be closed at once by the preview's webview taking the focus.
    await page.locator('.gettingStartedDetailsContent .category-title').click();
    await page.keyboard.press('Control+K');
    await page.keyboard.press('Control+W');
    await page.locator('.gettingStartedContainer').waitFor({ state: 'detached', timeout: 20_000 });
    await runCommand(page, 'ASP: Get Started');
    await page.locator('.gettingStartedDetailsContent .category-title', { hasText: 'Get Started with ASP Grid Puzzles' }).waitFor({ timeout: 30_000 });
    for (const id of STEPS) assert.equal(await ticked(id), true, `${id} is no longer ticked`);
  });

  /** The colours of the pipes in the walkthrough's picture, once a frame shows it. */
  async function boardPipes() {
    const deadline = Date.now() + 30_000;
    for (;;) {
      for (const frame of page.frames()) {
        const fills = await frame.locator('svg.aspv-kind-flow path.aspv-cell').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('fill'))).catch(() => []);
        if (fills.length) return new Set(fills).size;
      }
      if (Date.now() > deadline) return 0;
      await page.waitForTimeout(250);
    }
  }
});
