// The golf bench as a person uses it, in the real workbench with the extension installed from its .vsix, on a
// copy of examples/: golf.lp's tests in the Testing view, run from there; a copy of golf.lp without its symmetry
// constraint failing level 2 with a diff of expected and actual atoms; Accept actual on a wrong expectation,
// after which the test passes; continuous run following an edit, with the live byte count; the CodeLens; and
// Minify Encoding on golf-commented.lp; Compare Encodings. Screenshots in .test-runs/ui-golf/screenshots/, in
// Light Modern, Dark Modern and High Contrast.
import assert from 'node:assert/strict';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, afterEach, before, describe, it } from 'node:test';
import { chooseMenuItem, openFile, runCommand } from '../workbench.mjs';
import { openInstalledWorkbench, root, writeSettings } from './session.mjs';

const STEP = 60_000;
const SYMMETRY = ':-e(V,W,C),not e(W,V,C).';

describe('the golf bench in the real workbench', () => {
  let workbench;
  let page;
  let shots;
  let folder;
  let runDir;

  before(async () => {
    ({ workbench, page, shots, folder, runDir } = await openInstalledWorkbench('ui-golf', {
      prepare: (dir) => {
        const copy = join(dir, 'examples');
        cpSync(join(root, 'examples'), copy, { recursive: true });
        return copy;
      },
    }));
  });

  after(async () => {
    await workbench?.close();
  });

  // A menu or dialog a failed step left open would stand in the way of the next test's clicks.
  afterEach(async () => {
    await page?.keyboard.press('Escape');
  });

  const explorerRow = (label, level) => page.locator(`.test-explorer .monaco-list-row[aria-level="${level}"]`, { hasText: label });
  /** The row of a test under its encoding's row (the rows are a flat list: the encoding's own follow it). */
  async function testRow(encodingLabel, testLabel) {
    const parent = explorerRow(encodingLabel, 1);
    await parent.waitFor({ timeout: STEP });
    if ((await parent.getAttribute('aria-expanded')) === 'false') await parent.locator('.monaco-tl-twistie').click();
    const start = Number(await parent.getAttribute('data-index'));
    // The tree shows the tests once it has re-rendered the expanded encoding.
    await page.locator(`.test-explorer .monaco-list-row[data-index="${start + 1}"][aria-level="2"]`).waitFor({ timeout: STEP });
    for (let i = start + 1; ; i++) {
      const row = page.locator(`.test-explorer .monaco-list-row[data-index="${i}"]`);
      assert.equal(await row.getAttribute('aria-level'), '2', `${encodingLabel} has no test ${testLabel}`);
      // The row's name for screen readers: the test's label, then its state (`level2.lp (Passed), in 412ms`).
      if ((await row.getAttribute('aria-label')).startsWith(`${testLabel} (`)) return row;
    }
  }
  const state = (row, name) => row.locator(`.computed-state.codicon-testing-${name}-icon`).waitFor({ timeout: STEP });

  async function runFromExplorer(row) {
    await row.hover();
    await row.locator('.action-label[aria-label="Run Test"]').click();
  }

  /**
   * The remote user settings take the theme (the window is a remote one); waits until the workbench shows it, by
   * its kind: `vs`, `vs-dark` or `hc-black`.
   */
  async function setTheme(theme, kind) {
    writeSettings(runDir, { 'workbench.colorTheme': theme });
    await page.locator(`.monaco-workbench.${kind}`).waitFor({ timeout: STEP });
  }

  const codeLensText = async () => (await page.locator('.editor-instance .codelens-decoration').first().innerText()).replace(/\s+/g, ' ');

  it('lists golf.lp with its tests in the Testing view, runs them there, and level 2 and level 21 pass', async () => {
    await openFile(page, 'flow/golf.lp');
    // The CodeLens says the extension runs and has the tests; only then is there a Testing view to show.
    await page.locator('.editor-instance .codelens-decoration', { hasText: '180 bytes' }).waitFor({ timeout: STEP });
    assert.match(await codeLensText(), /^180 bytes · 4 tests \| Run tests$/);
    await runCommand(page, 'View: Show Testing');
    await explorerRow('flow/golf.lp · 180 bytes', 1).waitFor({ timeout: STEP });
    await runFromExplorer(explorerRow('flow/golf.lp · 180 bytes', 1));
    for (const test of ['level2.lp', 'level21.lp', 'board6x6.lp', 'crossing.lp']) await state(await testRow('flow/golf.lp', test), 'passed');
    assert.match(await (await testRow('flow/golf.lp', 'level21.lp')).getAttribute('aria-label'), /\(Passed\), in /);
    await page.locator('.editor-instance .codelens-decoration', { hasText: '180 bytes · 4/4 tests ✓' }).waitFor({ timeout: STEP });
    assert.match(await codeLensText(), /^180 bytes · 4\/4 tests ✓ \| Run tests$/);
    await page.locator('.statusbar-item', { hasText: /^180 bytes ✓$/ }).waitFor({ timeout: STEP });
    await page.screenshot({ path: join(shots, 'light-tests-passed.png') });
  });

  it('shows level 2 failing for golf.lp without its symmetry constraint: a diff of the expected and the actual atoms', async () => {
    await setTheme('Default Dark Modern', 'vs-dark');
    const golf = readFileSync(join(folder, 'flow', 'golf.lp'), 'utf8');
    writeFileSync(join(folder, 'flow', 'golf-nosym.lp'), golf.replace(SYMMETRY, ''));
    await runFromExplorer(explorerRow('flow/golf-nosym.lp · 156 bytes', 1));
    const level2 = await testRow('flow/golf-nosym.lp', 'level2.lp');
    await state(level2, 'failed');
    // Accepting one of its hundred different answers would not make the test pass: not offered.
    await level2.click({ button: 'right' });
    const menu = page.locator('.monaco-menu');
    await menu.locator('.action-label', { hasText: 'Run Test' }).waitFor({ timeout: STEP });
    assert.equal(await menu.locator('.action-label', { hasText: 'Accept Actual Answer' }).count(), 0);
    await page.keyboard.press('Escape');
    // The failure sits at the shouldbe facts: open them, and the message there opens the peek with the diff.
    await openFile(page, 'flow/level2-expected.lp');
    await page.locator('.test-error-content-widget').first().click();
    const peek = page.locator('.editor-instance .test-output-peek');
    await peek.waitFor({ timeout: STEP });
    assert.match(await peek.locator('.peekview-title').innerText(), /answer 1 of at least 100 differs from the shouldbe facts: \d+ missing, \d+ extra e\/3/);
    const side = async (which) => (await peek.locator(`.editor.${which} .view-lines`).innerText()).replace(/\u00a0/g, ' ');
    const expected = await side('original');
    const actual = await side('modified');
    assert.match(expected, /^e\(v11,v12,yellow\)\ne\(v12,v11,yellow\)\n/, 'the expected side, sorted, an atom a line');
    assert.notEqual(actual, expected);
    assert.match(actual, /^e\(v\d\d,v\d\d,\w+\)\n/m);
    await page.screenshot({ path: join(shots, 'dark-diff.png') });
    await page.keyboard.press('Escape');
  });

  it('accepts the actual answer of level 2 when its expectation lacks an edge, after which the test passes', async () => {
    await setTheme('Default Light Modern', 'vs');
    const file = join(folder, 'flow', 'level2-expected.lp');
    const before = readFileSync(file, 'utf8');
    writeFileSync(file, before.replace('shouldbe(v33,v32,green).\n', ''));
    // The open editor takes the file's new text before the test runs on it.
    await page.locator('.editor-instance .view-line', { hasText: /^shouldbe\(v33,v32,green\)\.$/ }).waitFor({ state: 'detached', timeout: STEP });
    const level2 = await testRow('flow/golf.lp', 'level2.lp');
    await runFromExplorer(level2);
    await state(level2, 'failed');
    await level2.click({ button: 'right' });
    await chooseMenuItem(page, 'Accept Actual Answer', STEP);
    const dialog = page.locator('.monaco-dialog-box');
    await dialog.waitFor({ timeout: STEP });
    assert.match(await dialog.innerText(), /Replace the shouldbe facts of flow\/level2-expected\.lp with the e\/3 atoms of answer 1\?/);
    assert.match(await dialog.innerText(), /41 facts become 42: 1 atom of the answer was not expected\./);
    await page.screenshot({ path: join(shots, 'light-accept-actual.png') });
    await dialog.locator('.monaco-button', { hasText: 'Accept Actual' }).click();
    await state(await testRow('flow/golf.lp', 'level2.lp'), 'passed');
    const facts = readFileSync(file, 'utf8').split('\n').filter((l) => l.startsWith('shouldbe('));
    assert.equal(facts.length, 42);
    assert.ok(facts.includes('shouldbe(v33,v32,green).'), 'the edge the answer has');
    assert.equal(await page.locator('.tabs-container .tab.dirty').count(), 0, 'the accepted facts are saved');
    await page.screenshot({ path: join(shots, 'light-accepted.png') });
  });

  it('runs golf.lp\'s tests again as it is edited while continuous run is on, with the byte count live', async () => {
    await setTheme('Default Dark Modern', 'vs-dark');
    const row = explorerRow('flow/golf.lp · 180 bytes', 1);
    await row.hover();
    await row.locator('.action-label[aria-label="Turn on Continuous Run"]').click();
    // golf.lp has been open since the first test: its tab brings it to the front.
    await page.locator('.tabs-container .tab[data-resource-name="golf.lp"]').click();
    await page.locator('.tabs-container .tab.active[data-resource-name="golf.lp"]').waitFor({ timeout: STEP });
    await page.locator('.editor-instance .view-lines').first().click();
    // The empty last line: what is typed there counts with the line end before it.
    await page.keyboard.press('Control+End');
    // A constraint no answer survives: level 21's nine answers are gone.
    await page.keyboard.type(':-v(V).');
    await state(await testRow('flow/golf.lp · 188 bytes', 'level21.lp'), 'failed');
    await page.locator('.statusbar-item', { hasText: /^188 bytes \(\+8 since ✓\)$/ }).waitFor({ timeout: STEP });
    await page.locator('.editor-instance .codelens-decoration', { hasText: '188 bytes · 1/4 tests ✓ · 3 ✗' }).waitFor({ timeout: STEP });
    await page.screenshot({ path: join(shots, 'dark-continuous-failed.png') });
    await page.keyboard.press('Shift+Home');
    await page.keyboard.press('Backspace');
    await state(await testRow('flow/golf.lp · 180 bytes', 'level21.lp'), 'passed');
    await page.locator('.statusbar-item', { hasText: /^180 bytes ✓$/ }).waitFor({ timeout: STEP });
    const again = explorerRow('flow/golf.lp · 180 bytes', 1);
    await again.hover();
    await again.locator('.action-label[aria-label="Turn off Continuous Run"]').click();
    await page.screenshot({ path: join(shots, 'dark-continuous-passed.png') });
  });

  it('minifies golf-commented.lp: 1045 → 190 bytes, proven, and opens golf-commented.min.lp', async () => {
    await setTheme('Default Light Modern', 'vs');
    await openFile(page, 'flow/golf-commented.lp');
    await runCommand(page, 'ASP: Minify Encoding');
    await page.locator('.tabs-container .tab.active[aria-label*="golf-commented.min.lp"]').waitFor({ timeout: STEP });
    // Read in the notification centre: a toast may be gone by the time it is looked for.
    await runCommand(page, 'Notifications: Show Notifications');
    const note = page.locator('.notifications-center .notification-list-item', { hasText: 'proven' }).first();
    await note.waitFor({ timeout: STEP });
    assert.equal((await note.innerText()).split('\n')[0], 'flow/golf-commented.min.lp: 1045 → 190 bytes, proven');
    assert.equal(readFileSync(join(folder, 'flow', 'golf-commented.min.lp'), 'utf8').length, 191);
    await page.screenshot({ path: join(shots, 'light-minified.png') });
    await page.keyboard.press('Escape');
  });

  it('compares the encodings of flow/ in a table: bytes, tests passed, time', async () => {
    await setTheme('Default High Contrast', 'hc-black');
    await page.locator('.tabs-container .tab[data-resource-name="golf.lp"]').click();
    await runCommand(page, 'ASP: Compare Encodings');
    // The Markdown preview is a webview: its page is one of the frames.
    const deadline = Date.now() + STEP;
    let rows;
    while (!rows) {
      for (const frame of page.frames()) {
        const found = await frame.evaluate(() => [...document.querySelectorAll('table')].shift()?.innerText).catch(() => undefined);
        if (found) rows = found.split('\n');
      }
      assert.ok(rows || Date.now() < deadline, 'no Compare Encodings table');
      if (!rows) await page.waitForTimeout(200);
    }
    const row = (name) => rows.find((r) => r.startsWith(`${name}\t`))?.split('\t').slice(0, 3);
    assert.deepEqual(row('golf.lp'), ['golf.lp', '180 bytes', '4/4 ✓']);
    assert.deepEqual(row('golf-commented.lp'), ['golf-commented.lp', '1045 bytes', '4/4 ✓']);
    assert.deepEqual(row('golf-nosym.lp'), ['golf-nosym.lp', '156 bytes', '0/4']);
    await page.screenshot({ path: join(shots, 'high-contrast-compare.png') });
  });
});
