// Solving as a person does it: the Solve button in the editor title and the keyboard shortcut, in the real
// workbench with the extension installed from its .vsix; the answer read from the "ASP Solver" output, opened
// with ASP: Show Solver Output (a solve that succeeds leaves it where it is).
// Screenshots land in .test-runs/ui-solving/screenshots/ for a person to look at.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { acceptRow, chooseMenuItem, goTo, openFile, runCommand } from '../workbench.mjs';
import { openInstalledWorkbench } from './session.mjs';
import { showSolverOutput } from './status.mjs';

describe('solving in the real workbench', () => {
  let workbench;
  let page;
  let shots;

  before(async () => {
    ({ workbench, page, shots } = await openInstalledWorkbench('ui-solving'));
  });

  after(async () => {
    await workbench?.close();
  });

  /** The text of the output panel once it shows `pattern` (the editor renders spaces as no-break spaces). */
  async function outputShowing(pattern) {
    const output = page.locator('.part.panel .view-lines', { hasText: pattern });
    await output.first().waitFor({ timeout: 60_000 });
    return (await output.first().innerText()).replace(/\u00a0/g, ' ');
  }

  it('solves the maze in front of the user with the Solve button in the editor title', async () => {
    await openFile(page, 'maze/maze-5x5.lp');
    await page.locator('.editor-actions [aria-label^="Solve Current Puzzle"]').click({ timeout: 30_000 });
    await page.locator('.statusbar-item', { hasText: /maze-5x5\.lp: SATISFIABLE/ }).first().waitFor({ timeout: 60_000 });
    await showSolverOutput(page);
    const text = await outputShowing('SATISFIABLE');
    assert.match(text, /maze-5x5\.lp with the bundled cell-maze\.lp/);
    assert.match(text, /Answer 1:/);
    assert.match(text, /E\.+/, 'the picture of the maze');
    await page.screenshot({ path: join(shots, 'solve-maze.png') });
  });

  it('solves Flow level 2 with Ctrl+Alt+S and draws the board', async () => {
    await openFile(page, 'flow/level2.lp');
    await page.locator('.editor-instance .view-lines').first().click();
    await page.keyboard.press('Control+Alt+S');
    // The output keeps its end in view, so the run's first line may be scrolled away: the status bar says which file.
    await page.locator('.statusbar-item', { hasText: /level2\.lp: SATISFIABLE: 1 answer/ }).first().waitFor({ timeout: 60_000 });
    await showSolverOutput(page);
    // The output panel catches up a moment after the status bar: wait for a row of the board's picture.
    await page.locator('.part.panel .view-line', { hasText: /^[\s\u00a0]*[A-Za-z]{5}[\s\u00a0]*$/ }).first().waitFor({ timeout: 60_000 });
    const text = await outputShowing(/SATISFIABLE/);
    assert.match(text, /^ {2}[A-Za-z]{5}$/m, 'the picture of the board');
    await page.screenshot({ path: join(shots, 'solve-flow.png') });
  });

  it('asks which instance to solve an encoding with, then remembers the choice', async () => {
    await openFile(page, 'flow/golf.lp');
    // Find All Answers sits in the editor title's "..." menu.
    try {
      await page.locator('.editor-actions .codicon-toolbar-more').first().click({ timeout: 30_000 });
      await chooseMenuItem(page, 'Find All Answers', 10_000);
    } catch {
      await page.keyboard.press('Escape');
      await runCommand(page, 'ASP: Find All Answers');
    }
    await page.locator('.quick-input-widget:not([style*="display: none"]) .quick-input-title', { hasText: 'Instance for' }).waitFor({ timeout: 30_000 });
    await acceptRow(page, 'flow/level21.lp', 30_000);
    await page.locator('.statusbar-item', { hasText: /golf\.lp: SATISFIABLE: 9 answers/ }).first().waitFor({ timeout: 60_000 });
    await page.screenshot({ path: join(shots, 'solve-encoding.png') });
    // The second time, no question: the encoding is solved with the instance chosen before.
    await page.locator('.editor-instance .view-lines').first().click();
    await page.keyboard.press('Control+Alt+S');
    await page.locator('.statusbar-item', { hasText: /golf\.lp: SATISFIABLE: 1 answer \(there may be more\)/ }).first().waitFor({ timeout: 60_000 });
    assert.equal(await page.locator('.quick-input-widget:not([style*="display: none"])').count(), 0, 'asked again');
  });

  it('keeps the chosen instance one program with the encoding, also after the language server restarts', async () => {
    await page.locator('.tabs-container .tab', { hasText: 'golf.lp' }).first().click();
    await runCommand(page, 'ASP: Restart Language Server');
    // The hover on c/1 counts the files of golf.lp's program: golf.lp and level21.lp, which it was solved with —
    // not the folder's other boards.
    let text = '';
    for (const deadline = Date.now() + 60_000; Date.now() < deadline && !/c\/1[\s\S]*in \d+ files/.test(text);) {
      await page.locator('.editor-instance .view-lines').first().click();
      await goTo(page, 1, 18);
      await page.keyboard.press('Control+K');
      await page.keyboard.press('Control+I');
      text = await page.locator('.monaco-hover-content').first().innerText({ timeout: 5_000 }).catch(() => '');
      await page.keyboard.press('Escape');
    }
    assert.match(text, /in 2 files/, text);
    await page.screenshot({ path: join(shots, 'hover-chosen-instance.png') });
  });
});
