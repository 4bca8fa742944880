// Generate Cell Maze as a person uses it, in the real workbench with the extension installed from its .vsix, in a
// folder of its own (the web workbench saves what it opens): the command's five quick picks, the file it writes and
// the preview that draws it — read back pixel by pixel against the answer `asp-puzzles solve` gives for the same
// file, in Dark Modern, Light Modern and Dark High Contrast; last time's choices first; and the words about the maze
// when the choices admit none, from the command and in the preview's banner. Screenshots in
// .test-runs/ui-cell-maze/screenshots/.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, afterEach, before, describe, it } from 'node:test';
import { openFile, runCommand } from '../workbench.mjs';
import { openInstalledWorkbench, root } from './session.mjs';
import { quickPicks } from './quickPicks.mjs';
import { contrast, css, diff } from './colours.mjs';
import { boardScreenshot, decodePng, panelFor, setPanelTheme } from './panels.mjs';

const STEP = 60_000;
const THEMES = [
  { slug: 'dark-modern', id: 'Default Dark Modern', body: /\bvscode-dark\b/, minimum: 1.3 },
  { slug: 'light-modern', id: 'Default Light Modern', body: /\bvscode-light\b/, minimum: 1.3 },
  { slug: 'dark-high-contrast', id: 'Default High Contrast', body: /\bvscode-high-contrast\b/, minimum: 3 },
];

const run = promisify(execFile);

/** `asp-puzzles solve --json` on a file, as a user runs it: the same encoding and the same `%! options:` as Solve. */
async function solve(file) {
  try {
    const { stdout } = await run(process.execPath, [join(root, 'dist', 'cli.js'), 'solve', file, '--json'], { timeout: 120_000, maxBuffer: 64 << 20 });
    return JSON.parse(stdout);
  } catch (e) {
    if ([10, 20, 30].includes(e.code) && e.stdout) return JSON.parse(e.stdout);
    throw e;
  }
}

describe('Generate Cell Maze in the real workbench', () => {
  let workbench;
  let page;
  let shots;
  let folder;
  let runDir;

  before(async () => {
    ({ workbench, page, shots, folder, runDir } = await openInstalledWorkbench('ui-cell-maze', {
      prepare: (dir) => {
        const mazes = join(dir, 'mazes');
        mkdirSync(mazes, { recursive: true });
        writeFileSync(join(mazes, 'notes.lp'), '% Mazes made by Generate Cell Maze land here.\n');
        writeFileSync(join(mazes, 'even.lp'), '% both sides even\nrow(1..6). col(1..6).\nentrance(1,2). exit(6,5).\n');
        return mazes;
      },
    }));
  });

  after(async () => {
    await workbench?.close();
  });

  afterEach(async () => {
    await page?.keyboard.press('Escape');
  });

  const { quickInput, rows, pick: pickRow, type: typeInto } = quickPicks(() => page, STEP);

  const setTheme = (frame, theme) => setPanelTheme(page, frame, runDir, theme);

  /** The colour at the middle of the upper left tenth of every cell of the board, decoded by the browser. */
  async function cellColours(frame, file) {
    const viewBox = (await frame.locator('#stage svg').getAttribute('viewBox')).split(' ').map(Number);
    const png = await boardScreenshot(frame, { path: file });
    const { width, height, data } = await decodePng(page, png);
    return (row, column) => {
      const x = Math.floor(((column + 0.1 - viewBox[0]) / viewBox[2]) * width);
      const y = Math.floor(((row + 0.1 - viewBox[1]) / viewBox[3]) * height);
      const i = (y * width + x) * 4;
      return [data[i], data[i + 1], data[i + 2]];
    };
  }

  it('makes a 15x15 maze through the quick picks and the preview draws the maze of its seed, walls and empty cells apart', async () => {
    // The palette lists the extension's commands once the extension host has read it: the language mode of a clingo
    // file says it has. The new maze is written beside the file in front.
    await openFile(page, 'notes.lp');
    await page.locator('.statusbar-item', { hasText: /^Clingo$/ }).first().waitFor({ timeout: STEP });
    await runCommand(page, 'ASP: Generate Cell Maze…');
    await pickRow('(1/5)', '15x15');
    await pickRow('(2/5)', 'Left side, row 2: (1,2)');
    await pickRow('(3/5)', 'Right side, row 14: (15,14)');
    await pickRow('(4/5)', 'No fixed cells');
    await pickRow('(5/5)', 'Type a seed…');
    await typeInto('seed', '7');
    await page.locator('.tabs-container .tab.active[aria-label*="maze-15x15-seed7.lp"]').waitFor({ timeout: STEP });
    const file = join(folder, 'maze-15x15-seed7.lp');
    assert.match(readFileSync(file, 'utf8'), /^%! options: --seed=7 --sign-def=rnd --rand-freq=0\.05\n/);
    const frame = await panelFor(page, 'maze-15x15-seed7.lp');
    await frame.locator('#stage svg.aspv-kind-cell-maze').waitFor({ timeout: STEP });
    assert.match(await frame.locator('#counter').innerText(), /^answer 1 of/);
    assert.equal(await frame.locator('#violations li').count(), 0, 'the maze breaks a rule');

    // The answer clingo gives for the file outside the editor: the preview must show that very maze.
    const report = await solve(file);
    assert.equal(report.status, 'satisfiable');
    const kind = new Map();
    for (const a of report.answers[0].atoms) if (a.args?.length === 2) kind.set(`${a.args[1].value - 1},${a.args[0].value - 1}`, a.name);
    assert.equal(kind.size, 225);
    for (const theme of THEMES) {
      await setTheme(frame, theme);
      const colour = await cellColours(frame, join(shots, `maze-15x15-seed7-${theme.slug}.png`));
      // The colours of a corner of the border, a wall, and of the first empty cell inside.
      const [firstEmpty] = [...kind].find(([key, name]) => name === 'empty' && key.split(',').every((v) => v > 0 && v < 14));
      const wall = colour(0, 0);
      const empty = colour(...firstEmpty.split(',').map(Number));
      assert.ok(contrast(wall, empty) >= theme.minimum, `${theme.id}: walls ${css(wall)} and empty cells ${css(empty)} look alike`);
      const wrong = [...kind].filter(([key, name]) => {
        const [r, c] = key.split(',').map(Number);
        return diff(colour(r, c), name === 'wall' ? wall : empty) > 12;
      });
      assert.deepEqual(wrong.map(([k, n]) => `${k} ${n}`), [], `${theme.id}: cells not drawn as the answer has them`);
      assert.ok([...kind.values()].filter((n) => n === 'wall').length > 60, 'hardly any walls: no maze');
      await page.screenshot({ path: join(shots, `workbench-${theme.slug}.png`) });
    }
    await setTheme(frame, THEMES[0]);
  });

  it('offers last time\'s choices first, and refuses a size that admits no maze in words about it, writing nothing', async () => {
    await runCommand(page, 'ASP: Generate Cell Maze…');
    await quickInput().locator('.quick-input-title', { hasText: '(1/5)' }).waitFor({ timeout: STEP });
    assert.match(await rows().first().innerText(), /^15x15\s*last time/);
    await pickRow('(1/5)', 'Other size…');
    await typeInto('size', '4x4');
    await quickInput().locator('.quick-input-title', { hasText: '(2/5)' }).waitFor({ timeout: STEP });
    assert.match(await rows().first().innerText(), /^Left side, row 2: \(1,2\)/);
    await pickRow('(2/5)', 'Left side, row 2: (1,2)');
    await pickRow('(3/5)', 'Right side, row 3: (4,3)');
    await pickRow('(4/5)', 'No fixed cells');
    await quickInput().locator('.quick-input-title', { hasText: '(5/5)' }).waitFor({ timeout: STEP });
    assert.match(await rows().nth(1).innerText(), /^Seed 7\s*last time/);
    await rows().first().click();
    // Read in the notification centre: a toast may be gone by the time it is looked for.
    await runCommand(page, 'Notifications: Show Notifications');
    const note = page.locator('.notifications-center .notification-list-item', { hasText: 'No cell maze of 4x4 exists' }).first();
    await note.waitFor({ timeout: STEP });
    assert.match(await note.innerText(), /when the width and the height are both even, no maze has its entrance and exit apart/);
    await page.screenshot({ path: join(shots, 'refused-4x4.png') });
    assert.deepEqual(readdirSync(folder).filter((f) => f.startsWith('maze-4x4')), []);
    // Choose Again asks anew, the refused size first.
    await note.locator('.monaco-button', { hasText: 'Choose Again' }).click();
    await quickInput().locator('.quick-input-title', { hasText: '(1/5)' }).waitFor({ timeout: STEP });
    assert.match(await rows().first().innerText(), /^4x4\s*last time/);
    await page.keyboard.press('Escape');
    await runCommand(page, 'Notifications: Clear All Notifications');
  });

  it('says why in the preview\'s banner when a maze in a file has none', async () => {
    await openFile(page, 'even.lp');
    await runCommand(page, 'ASP: Open Preview');
    const frame = await panelFor(page, 'even.lp');
    const banner = frame.locator('#banner');
    await banner.filter({ hasText: 'No cell maze of 6x6 exists' }).waitFor({ timeout: STEP });
    assert.match(await banner.innerText(), /Make the width or the height odd, e\.g\. 7x7/);
    assert.equal(await frame.locator('#stage svg').count(), 0, 'a board drawn for a maze that does not exist');
    for (const theme of THEMES) {
      await setTheme(frame, theme);
      await page.screenshot({ path: join(shots, `banner-6x6-${theme.slug}.png`) });
    }
    await setTheme(frame, THEMES[0]);
  });
});
