// The maze workshop as a person uses it, in the real workbench with the extension installed from its .vsix, on a
// copy of examples/wall-maze: Generate Maze… through its picks writes the instance `asp-puzzles maze --lp` writes
// for the same seed and previews it with its path (red pixels on the board), the statistics section shows the
// figures `--stats` prints with a bar per dead-end length, Copy Maze as Text puts `--text` (and with Path
// `--text --solve`) on the clipboard, the previous choices come first the next time, and a maze too large for an
// editor opens in the preview only. Screenshots in .test-runs/ui-maze-workshop/screenshots/ in Dark Modern, Light
// Modern and both High Contrast themes.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, afterEach, before, describe, it } from 'node:test';
import { openFile, runCommand } from '../workbench.mjs';
import { openInstalledWorkbench, root } from './session.mjs';
import { quickPicks } from './quickPicks.mjs';
import { contrast, parseCss } from './colours.mjs';
import { boardScreenshot, decodePng, previewShowing, setPanelTheme } from './panels.mjs';

const STEP = 60_000;
const PATH_COLOUR = [0xe5, 0x14, 0x00];

const THEMES = [
  { slug: 'dark', id: 'Default Dark Modern', body: /\bvscode-dark\b/ },
  { slug: 'light', id: 'Default Light Modern', body: /\bvscode-light\b/ },
  { slug: 'high-contrast', id: 'Default High Contrast', body: /^(?!.*vscode-high-contrast-light).*\bvscode-high-contrast\b/ },
  { slug: 'high-contrast-light', id: 'Default High Contrast Light', body: /\bvscode-high-contrast-light\b/ },
];

function cli(...args) {
  const run = spawnSync(process.execPath, [join(root, 'dist', 'cli.js'), 'maze', ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout;
}

/** `asp-puzzles maze --stats`: each figure's value by its name. */
function printedFigures(flags) {
  return new Map(cli(...flags, '--stats').split('\n').map((l) => /^([a-z:]+(?: [a-z:]+)?)\s{2,}(.*)$/.exec(l)).filter(Boolean).map((m) => [m[1], m[2]]));
}

describe('the maze workshop in the real workbench', () => {
  let workbench;
  let page;
  let shots;
  let folder;
  let runDir;

  before(async () => {
    ({ workbench, page, shots, folder, runDir } = await openInstalledWorkbench('ui-maze-workshop', {
      prepare: (dir) => {
        const copy = join(dir, 'workspace');
        cpSync(join(root, 'examples', 'wall-maze'), copy, { recursive: true });
        return copy;
      },
    }));
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    // A clingo file in front: the extension is active and its commands are in the palette (right after start the
    // palette may not list them yet); a maze is written beside it, in the folder.
    await openFile(page, 'dfs-15x15.lp');
  });

  after(async () => {
    await workbench?.close();
  });

  // A pick a failed step left open would stand in the way of the next test's.
  afterEach(async () => {
    await page?.keyboard.press('Escape');
  });

  const { rows, labels, pick, type } = quickPicks(() => page, STEP);

  async function generate({ algorithm, parameter, size, custom, seed }) {
    await runCommand(page, 'ASP: Generate Maze…');
    await pick('Generate Maze: Algorithm', algorithm);
    if (parameter) await pick(`Generate Maze: ${algorithm}`, parameter);
    await pick('Generate Maze: Size', size);
    if (custom) await type('Generate Maze: Custom Size', custom);
    await type('Generate Maze: Seed', String(seed));
  }

  async function fileWritten(name) {
    const path = join(folder, name);
    const until = Date.now() + 2 * STEP;
    for (const deadline = Date.now() + STEP; !existsSync(path);) {
      assert.ok(Date.now() < deadline, `${name} was not written`);
      await page.waitForTimeout(100);
    }
    // Created first and then written by the extension host (a large maze takes a while): read once it has text
    // that no longer changes.
    let text = readFileSync(path, 'utf8');
    for (let again = ''; again !== text || text === ''; text = again) {
      assert.ok(Date.now() < until, `${name} stayed empty`);
      await page.waitForTimeout(100);
      again = readFileSync(path, 'utf8');
    }
    return text;
  }

  const previewOf = (name, selector) => previewShowing(page, name, selector, STEP);

  const setTheme = (frame, theme) => setPanelTheme(page, frame, runDir, theme);

  /** How many pixels of the board's screenshot have the path's red. */
  async function redPixels(frame) {
    const { data } = await decodePng(page, await boardScreenshot(frame));
    const colour = PATH_COLOUR;
    let n = 0;
    for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i] - colour[0]) <= 12 && Math.abs(data[i + 1] - colour[1]) <= 12 && Math.abs(data[i + 2] - colour[2]) <= 12) n++;
    return { red: n, all: data.length / 4 };
  }

  /** The clipboard's text once it is `expected` (the extension host writes it through the page). */
  async function clipboardBecomes(expected) {
    let text;
    for (const deadline = Date.now() + 20_000; ;) {
      text = await page.evaluate(() => navigator.clipboard.readText());
      if (text === expected || Date.now() > deadline) break;
      await page.waitForTimeout(100);
    }
    assert.equal(text, expected);
  }

  const KRUSKAL = ['--algorithm', 'kruskal', '--size', '15x15', '--seed', '7'];

  it('generates a maze through its picks: the instance the command line writes, opened and previewed with its path', async () => {
    await generate({ algorithm: 'randomized Kruskal', size: '15x15', seed: 7 });
    const text = await fileWritten('kruskal-15x15-7.lp');
    assert.equal(text, cli(...KRUSKAL, '--lp'));
    // The documented facts: the size, the ends corner to corner, a passage for each of the 224 joins of a perfect maze.
    assert.match(text, /^maze\(15,15\)\.$/m);
    assert.match(text, /^start\(0,0\)\.$/m);
    assert.match(text, /^goal\(14,14\)\.$/m);
    assert.equal([...text.matchAll(/passage\(\d+,\d+,\d+,\d+\)\./g)].length, 224);
    await page.locator('.tabs-container .tab.active[aria-label^="kruskal-15x15-7.lp"]').waitFor({ timeout: STEP });
    const frame = await previewOf('kruskal-15x15-7.lp', '#stage svg.aspv-kind-wall-maze polyline.aspv-path');
    const { red, all } = await redPixels(frame);
    assert.ok(red > all / 200, `the path's red is ${red} of ${all} pixels of the board`);
  });

  it('shows the figures of asp-puzzles maze --stats under the board, the dead ends by length as bars', async () => {
    const frame = await previewOf('kruskal-15x15-7.lp', '#statistics:not([hidden])');
    const printed = printedFigures(KRUSKAL);
    const [deadEnds, lengths] = printed.get('dead ends').split('; moves to the first junction ');
    const share = /\((\d+\.\d)%\)/.exec(deadEnds)[1];
    // Folded, the heading says the dead ends' share and the path; open, every figure.
    assert.match(await frame.locator('#statistics summary').innerText(), new RegExp(`dead ends ${share.replace('.', '\\.')}% · path ${/: (\d+) moves/.exec(printed.get('path'))[1]} moves`));
    await frame.locator('#statistics summary').click();
    await frame.locator('#statisticsFigures').waitFor({ state: 'visible', timeout: STEP });
    const figures = new Map(await frame.locator('#statisticsFigures > div').evaluateAll((divs) => divs.map((d) => [d.querySelector('dt').textContent, d.querySelector('dd').textContent])));
    assert.equal(figures.get('dead ends'), deadEnds);
    for (const label of ['junctions', 'crossroads', 'longest corridor', 'path', 'diameter', 'horizontal:vertical']) assert.equal(figures.get(label), printed.get(label), label);
    const counts = new Map(lengths.split(', ').map((p) => p.split(': ').map(Number)));
    const expected = Array.from({ length: Math.min(15, Math.max(...counts.keys())) }, (_, i) => String(counts.get(i + 1) ?? 0));
    assert.equal(await frame.locator('#statisticsChart rect.bar').count(), expected.length);
    assert.deepEqual(await frame.locator('#statisticsChart text.count').allTextContents(), expected);
    assert.match(await frame.locator('#statisticsChart svg').getAttribute('aria-label'), /^Dead ends by length: \d+ dead ends? runs? 1 move to the first junction; /);

    for (const theme of THEMES) {
      await setTheme(frame, theme);
      await page.screenshot({ path: join(shots, `maze-workshop-${theme.slug}.png`) });
      await frame.locator('#statistics').screenshot({ path: join(shots, `statistics-${theme.slug}.png`) });
      // Readable in every theme: bars against the page as graphics (3:1), the figures and counts as text (4.5:1).
      const look = await frame.evaluate(() => ({
        page: getComputedStyle(document.body).backgroundColor,
        bar: getComputedStyle(document.querySelector('#statisticsChart rect.bar')).fill,
        count: getComputedStyle(document.querySelector('#statisticsChart text.count')).fill,
        figure: getComputedStyle(document.querySelector('#statisticsFigures dd')).color,
        term: getComputedStyle(document.querySelector('#statisticsFigures dt')).color,
      }));
      const background = parseCss(look.page);
      assert.ok(contrast(parseCss(look.bar), background) >= 3, `${theme.id}: bars ${look.bar} on ${look.page}`);
      for (const key of ['count', 'figure', 'term']) assert.ok(contrast(parseCss(look[key]), background) >= 4.5, `${theme.id}: ${key} ${look[key]} on ${look.page}`);
    }
    await setTheme(frame, THEMES[0]);
  });

  it("copies the maze as asp-puzzles maze --text prints it, and with the path as --text --solve", async () => {
    // The editor of the file in front (its tab's name is the file's; the preview's begins with "Preview").
    await page.locator('.tabs-container .tab[aria-label^="kruskal-15x15-7.lp"]').click();
    await page.locator('.tabs-container .tab.active[aria-label^="kruskal-15x15-7.lp"]').waitFor({ timeout: STEP });
    await runCommand(page, 'ASP: Copy Maze as Text');
    await clipboardBecomes(cli(...KRUSKAL, '--text'));
    // From the preview in front too.
    const frame = await previewOf('kruskal-15x15-7.lp', '#stage svg');
    await frame.locator('#board').click();
    await runCommand(page, 'ASP: Copy Maze as Text with Path');
    await clipboardBecomes(cli(...KRUSKAL, '--text', '--solve'));
  });

  it("asks for a generator's option and a custom size, and offers the previous choices first the next time", async () => {
    await generate({ algorithm: 'binary tree', parameter: 'NE', size: 'Custom…', custom: '12x8', seed: 3 });
    assert.equal(await fileWritten('binary-tree-ne-12x8-3.lp'), cli('--algorithm', 'binary-tree', '--size', '12x8', '--seed', '3', '--bias', 'NE', '--lp'));
    await previewOf('binary-tree-ne-12x8-3.lp', '#stage svg.aspv-kind-wall-maze polyline.aspv-path');

    await runCommand(page, 'ASP: Generate Maze…');
    const algorithms = await labels('Generate Maze: Algorithm');
    assert.equal(algorithms[0], 'binary tree');
    assert.equal(algorithms.filter((l) => l === 'binary tree').length, 1, 'the last one is listed twice');
    assert.equal(await rows().first().locator('.quick-input-list-separator').innerText().catch(() => ''), 'last used');
    await pick('Generate Maze: Algorithm', 'binary tree');
    assert.equal((await labels('Generate Maze: binary tree'))[0], 'NE');
    await pick('Generate Maze: binary tree', 'NE');
    assert.equal((await labels('Generate Maze: Size'))[0], '12x8');
  });

  it('writes a maze too large for an editor and opens only its preview, offering to open the file', async () => {
    await generate({ algorithm: 'randomized depth-first search', size: 'Custom…', custom: '300x300', seed: 1 });
    const name = 'dfs-300x300-1.lp';
    assert.equal(await fileWritten(name), cli('--algorithm', 'dfs', '--size', '300x300', '--seed', '1', '--lp'));
    // Read in the notification centre: a toast may be gone by the time it is looked for.
    if (!(await page.locator('.notifications-center.visible').count())) await runCommand(page, 'Notifications: Show Notifications');
    const note = page.locator('.notifications-center .notification-list-item', { hasText: `${name}: a 300x300 maze` }).first();
    await note.waitFor({ timeout: STEP });
    assert.match(await note.innerText(), /2\.2 MB of facts — too large for an editor, so only the preview opens/);
    await page.locator('.tabs-container .tab', { hasText: `Preview ${name}` }).waitFor({ timeout: STEP });
    // The editor's tab is named after the file; the preview's begins with "Preview".
    assert.equal(await page.locator(`.tabs-container .tab[aria-label^="${name}"]`).count(), 0, 'the file was opened in an editor');
    await page.screenshot({ path: join(shots, 'large-maze.png') });
    await note.locator('.monaco-button', { hasText: 'Open File' }).click();
    await page.locator(`.tabs-container .tab.active[aria-label^="${name}"]`).waitFor({ timeout: STEP });
  });
});
