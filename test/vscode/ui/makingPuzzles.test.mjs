// Making puzzles as a person does it, in the real workbench with the extension installed from its .vsix, on a copy
// of examples/: Generate Flow Board… through its prompts writes the board `asp-puzzles flow` makes (facts and the
// text format) and previews its one answer; in the preview's edit mode a click places a Flow endpoint, puts up a
// wall maze's wall, and the keyboard fixes a cell maze's square — each one change of the file that Ctrl+Z in the
// editor takes back, the preview drawing the board again; Flow Board from Text File turns a text board into its
// instance and previews it. Screenshots in .test-runs/ui-making-puzzles/screenshots/
// in Dark Modern, Light Modern and High Contrast.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, afterEach, before, describe, it } from 'node:test';
import { chooseMenuItem, openFile, runCommand, setColorTheme } from '../workbench.mjs';
import { openInstalledWorkbench, root } from './session.mjs';
import { quickPicks } from './quickPicks.mjs';
import { previewShowing } from './panels.mjs';

const STEP = 60_000;

function cli(...args) {
  const run = spawnSync(process.execPath, [join(root, 'dist', 'cli.js'), 'flow', ...args], { encoding: 'utf8', timeout: 120_000 });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout;
}

describe('making puzzles in the real workbench', () => {
  let workbench;
  let page;
  let shots;
  let folder;

  before(async () => {
    ({ workbench, page, shots, folder } = await openInstalledWorkbench('ui-making-puzzles', {
      prepare: (dir) => {
        const copy = join(dir, 'workspace');
        for (const sub of ['flow', 'maze', 'wall-maze']) cpSync(join(root, 'examples', sub), join(copy, sub), { recursive: true });
        // Boards in the text format, as Flow Board from Text File reads them: level 2 of the seed, and one not whole.
        writeFileSync(join(copy, 'flow', 'from-text.txt'), 'Y....\n.....\n..G..\nBGR.Y\nR...B\n');
        writeFileSync(join(copy, 'flow', 'broken.txt'), 'A.A\n..C\n');
        return copy;
      },
    }));
    await openFile(page, 'flow/level2.lp');
  });

  after(async () => {
    await workbench?.close();
  });

  afterEach(async () => {
    await page?.keyboard.press('Escape');
  });

  const { pick, type } = quickPicks(() => page, STEP);

  /** A file's text once it is written and no longer changes. */
  async function written(path) {
    const deadline = Date.now() + 2 * STEP;
    while (!existsSync(path) || readFileSync(path, 'utf8') === '') {
      assert.ok(Date.now() < deadline, `${path} was not written`);
      await page.waitForTimeout(100);
    }
    return readFileSync(path, 'utf8');
  }

  /**
   * Waits until the file on disk satisfies `accept`: the editor saves it. A save truncates the file before it
   * writes it, so a read can catch it empty or half written: the text counts once two reads agree.
   */
  async function savedText(relative, accept) {
    const path = join(folder, relative);
    const deadline = Date.now() + STEP;
    let last;
    for (;;) {
      const text = readFileSync(path, 'utf8');
      if (text !== '' && text === last && accept(text)) return text;
      last = text;
      assert.ok(Date.now() < deadline, `${relative} never read as expected:\n${text.slice(-400)}`);
      await page.waitForTimeout(150);
    }
  }

  /** Saves the editor of `name` (its tab in front). */
  async function save(name) {
    await focusEditor(name);
    await page.keyboard.press('Control+S');
  }

  /** Ctrl+Z in the file's editor, then saves it. */
  async function undo(name) {
    await focusEditor(name);
    await page.keyboard.press('Control+Z');
    await page.keyboard.press('Control+S');
  }

  async function focusEditor(name) {
    await page.locator(`.tabs-container .tab[aria-label*="${name}"]`).first().click();
    await page.locator('.editor-group-container.active .monaco-editor.focused').waitFor({ timeout: STEP });
  }

  const previewOf = (name, selector) => previewShowing(page, name, selector, STEP);

  /** Clicks the board at a point in cell units (x along the columns, y down the rows). */
  async function clickBoard(frame, x, y) {
    const position = await frame.locator('#stage svg').evaluate((svg, at) => {
      const box = svg.getBoundingClientRect();
      const board = document.getElementById('board').getBoundingClientRect();
      const [x0, y0, w, h] = svg.getAttribute('viewBox').split(' ').map(Number);
      return { x: box.left + ((at.x - x0) / w) * box.width - board.left, y: box.top + ((at.y - y0) / h) * box.height - board.top };
    }, { x, y });
    await frame.locator('#board').click({ position });
  }

  async function editMode(frame) {
    await frame.locator('#editToggle').click();
    await frame.locator('#editToggle[aria-pressed="true"]').waitFor({ timeout: STEP });
  }

  it('generates a Flow board with one solution through the prompts, as the command line does, and previews it', async () => {
    await runCommand(page, 'ASP: Generate Flow Board…');
    await pick('Generate Flow Board: Size', '5x5');
    await type('Generate Flow Board: Colours', '5');
    await type('Generate Flow Board: Seed', '7');
    await pick('Generate Flow Board: Format', 'Facts and the text format');
    const text = await written(join(folder, 'flow', 'flow-5x5-5-seed7.lp'));
    assert.equal(text, cli('--size', '5', '--colours', '5', '--seed', '7'));
    assert.equal(await written(join(folder, 'flow', 'flow-5x5-5-seed7.txt')), cli('--size', '5', '--colours', '5', '--seed', '7', '--text'));
    const frame = await previewOf('flow-5x5-5-seed7.lp', '#counter:has-text("answer 1 of 1")');
    assert.equal(await frame.locator('#stage svg .aspv-mark-dot').count(), 10, 'five colours, two endpoints each');
    await page.screenshot({ path: join(shots, 'flow-generated-dark.png') });
  });

  it('places a Flow endpoint with a click in edit mode, shows the board it breaks, and undoes it from the editor', async () => {
    const frame = await previewOf('flow-5x5-5-seed7.lp', '#counter:has-text("answer 1 of 1")');
    assert.equal(await frame.locator('#editToggle').isVisible(), true, 'Edit board is offered for an instance');
    assert.equal(await frame.locator('#editColour').isVisible(), false, 'no colour chooser before edit mode');
    await editMode(frame);
    const colours = await frame.locator('#editColour option').allInnerTexts();
    assert.deepEqual(colours, ['A', 'B', 'C', 'D', 'E', 'new colour']);
    // A blank cell: none of the text format's letters in it.
    const board = readFileSync(join(folder, 'flow', 'flow-5x5-5-seed7.txt'), 'utf8').trim().split('\n');
    const row = board.findIndex((line) => line.includes('.'));
    const column = board[row].indexOf('.');
    await frame.locator('#editColour').selectOption('"B"');
    await clickBoard(frame, column + 0.5, row + 0.5);
    await frame.locator('#editSaid', { hasText: `endpoint of "B" placed on (${row + 1},${column + 1})` }).waitFor({ timeout: STEP });
    // Three endpoints of B: no answer, the board as written with the problem under it.
    await frame.locator('#violations li', { hasText: 'colour "B" has 3 endpoints' }).first().waitFor({ timeout: STEP });
    assert.equal(await frame.locator('#stage svg .aspv-mark-dot').count(), 11);
    await frame.locator('#banner:not([hidden])').waitFor({ timeout: STEP });
    await save('flow-5x5-5-seed7.lp');
    const vertex = `v${row + 1}${column + 1}`;
    await savedText('flow/flow-5x5-5-seed7.lp', (t) => t.includes(`s(${vertex},"B").`));
    await frame.locator('#board').hover();
    await page.screenshot({ path: join(shots, 'flow-edit-dark.png') });
    await setColorTheme(page, 'Light Modern');
    await page.screenshot({ path: join(shots, 'flow-edit-light.png') });
    await setColorTheme(page, 'Dark High Contrast');
    await page.screenshot({ path: join(shots, 'flow-edit-high-contrast.png') });
    await setColorTheme(page, 'Dark Modern');

    await undo('flow-5x5-5-seed7.lp');
    const back = await savedText('flow/flow-5x5-5-seed7.lp', (t) => !t.includes(`s(${vertex},"B").`));
    assert.equal(back, cli('--size', '5', '--colours', '5', '--seed', '7'), 'one undo takes the whole edit back');
    await previewOf('flow-5x5-5-seed7.lp', '#counter:has-text("answer 1 of 1")');
  });

  it('puts up a wall of a wall maze with a click, the preview showing the maze without a path until it is undone', async () => {
    await openFile(page, 'wall-maze/dfs-6x6.lp');
    await runCommand(page, 'ASP: Open Preview');
    const frame = await previewOf('dfs-6x6.lp', '#stage svg.aspv-kind-wall-maze polyline.aspv-path');
    await editMode(frame);
    // Near the right side of the upper left cell: the passage from (0,0) to (1,0), its only way out.
    await clickBoard(frame, 0.93, 0.5);
    await frame.locator('#editSaid', { hasText: 'wall between (0,0) and (1,0) put up' }).waitFor({ timeout: STEP });
    await save('dfs-6x6.lp');
    await savedText('wall-maze/dfs-6x6.lp', (t) => !t.includes('passage(0,0,1,0).'));
    await frame.locator('#banner:not([hidden])').waitFor({ timeout: STEP });
    assert.equal(await frame.locator('#stage svg polyline.aspv-path').count(), 0, 'no path through a walled-in start');
    await page.screenshot({ path: join(shots, 'wall-maze-edit-dark.png') });
    await undo('dfs-6x6.lp');
    await savedText('wall-maze/dfs-6x6.lp', (t) => t === readFileSync(join(root, 'examples', 'wall-maze', 'dfs-6x6.lp'), 'utf8'));
    await previewOf('dfs-6x6.lp', '#stage svg.aspv-kind-wall-maze polyline.aspv-path');
  });

  it("fixes a cell maze's square from the keyboard in edit mode", async () => {
    await openFile(page, 'maze/maze-5x5.lp');
    await runCommand(page, 'ASP: Open Preview');
    const frame = await previewOf('maze-5x5.lp', '#stage svg.aspv-kind-cell-maze');
    await frame.locator('#editToggle').focus();
    await frame.locator('#editToggle').press('Enter');
    await frame.locator('#editToggle[aria-pressed="true"]').waitFor({ timeout: STEP });
    await frame.locator('#board').focus();
    for (const key of ['ArrowDown', 'ArrowRight', 'ArrowRight', 'ArrowRight']) await frame.locator('#board').press(key);
    await frame.locator('#editSaid', { hasText: 'row 2, column 4' }).waitFor({ timeout: STEP });
    assert.equal(await frame.locator('#stage svg .edit-cursor').count(), 1, 'the cursor is drawn');
    await frame.locator('#board').press('Enter');
    await frame.locator('#editSaid', { hasText: '(4,2) fixed as a wall' }).waitFor({ timeout: STEP });
    await frame.locator('#board').press('Enter');
    await frame.locator('#editSaid', { hasText: '(4,2) fixed empty' }).waitFor({ timeout: STEP });
    await page.screenshot({ path: join(shots, 'cell-maze-edit-dark.png') });
    await save('maze-5x5.lp');
    await savedText('maze/maze-5x5.lp', (t) => /^empty\(4,2\)\.$/m.test(t) && !/wall\(4,2\)/.test(t));
    // Off again: a click goes to the fact, as before.
    await frame.locator('#board').press('Escape');
    await frame.locator('#editToggle[aria-pressed="false"]').waitFor({ timeout: STEP });
  });

  it('turns a Flow board in the text format into its instance and previews it; a broken board says where', async () => {
    // From the Explorer's menu of the file, which runs the command on it.
    await page.locator('.explorer-folders-view .monaco-list-row', { hasText: /^from-text\.txt$/ }).click({ button: 'right' });
    await chooseMenuItem(page, 'Flow Board from Text File');
    const text = await written(join(folder, 'flow', 'from-text.lp'));
    assert.match(text, /^% Flow Free, 5x5 with 4 colours, from from-text\.txt:\n%   Y\.\.\.\.\n/);
    const frame = await previewOf('from-text.lp', '#counter:has-text("answer 1 of 1")');
    assert.equal(await frame.locator('#stage svg .aspv-mark-dot').count(), 8, 'four colours, two endpoints each');
    await page.screenshot({ path: join(shots, 'flow-from-text-dark.png') });

    await openFile(page, 'flow/broken.txt');
    await runCommand(page, 'ASP: Flow Board from Text File');
    // Read in the notification centre: a toast may be gone by the time it is looked for.
    await runCommand(page, 'Notifications: Show Notifications');
    const note = page.locator('.notifications-center .notification-list-item', { hasText: 'is not a whole Flow board' }).first();
    await note.waitFor({ timeout: STEP });
    assert.match(await note.innerText(), /broken\.txt is not a whole Flow board: colour C has one endpoint; it needs two, at line 2, column 3\./);
    await page.screenshot({ path: join(shots, 'flow-from-text-broken.png') });
    assert.equal(existsSync(join(folder, 'flow', 'broken.lp')), false);
  });
});
