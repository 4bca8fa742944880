// The extension's status as a person sees it in the real workbench, installed from its .vsix: the language status
// items under the `{}` of the status bar (which clingo Solve runs, whether the language server runs), and the
// "ASP Solver" output, which a solve brings to the front only as aspPuzzles.solver.showOutput says (by default
// when it goes wrong), changed in the Settings editor. Screenshots land in .test-runs/ui-status/screenshots/.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { acceptRow, openFile, runCommand } from '../workbench.mjs';
import { openInstalledWorkbench, root } from './session.mjs';
import {
  clickLanguageStatusLink, hidePanel, leaveLanguageStatus, solverOutputAppears, solverOutputShown, waitForLanguageStatus,
  waitForSolverOutput,
} from './status.mjs';

/** A folder with a puzzle that solves, a program with a syntax error and one without an answer. */
function makeFolder(runDir) {
  const folder = join(runDir, 'puzzles');
  mkdirSync(folder, { recursive: true });
  copyFileSync(join(root, 'examples', 'flow', 'level21.lp'), join(folder, 'level21.lp'));
  writeFileSync(join(folder, 'broken.lp'), 'p(1).\nq(X) :- p(X.\n');
  writeFileSync(join(folder, 'unsat.lp'), 'p.\n:- p.\n');
  return folder;
}

/** Waits until the user's settings file (the workbench's, on its server) gives `key` the value `value`. */
async function waitForUserSetting(runDir, key, value, timeout = 30_000) {
  const file = join(runDir, 'user-data', 'User', 'settings.json');
  const read = () => {
    try {
      return JSON.parse(readFileSync(file, 'utf8'))[key];
    } catch {
      return undefined; // not written yet, or half written
    }
  };
  for (const end = Date.now() + timeout; read() !== value;) {
    assert.ok(Date.now() < end, `${file} does not set ${key} to ${value} after ${timeout} ms`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** The clingo on PATH and its version, as `clingo --version` says, if there is one. */
function clingoOnPath() {
  const r = spawnSync('sh', ['-c', 'command -v clingo && clingo --version'], { encoding: 'utf8' });
  const [path, banner] = r.stdout.split('\n');
  const version = /clingo version (\S+)/.exec(banner ?? '')?.[1];
  return r.status === 0 && version ? { path, version } : undefined;
}

/** The process ids of the language servers this run's extension host started (the server bundle of its install). */
function serverPids(runDir) {
  const bundle = join(runDir, 'extensions');
  return execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' }).split('\n')
    .filter((line) => line.includes(bundle) && /dist\/server\.js/.test(line))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

describe('the status of the extension in the real workbench', () => {
  let workbench;
  let page;
  let shots;
  let runDir;

  before(async () => {
    ({ workbench, page, shots, runDir } = await openInstalledWorkbench('ui-status', { prepare: makeFolder }));
  });

  after(async () => {
    await workbench?.close();
  });

  const solveButton = () => page.locator('.editor-actions [aria-label^="Solve Current Puzzle"]');
  /** Solve with the editor title's button, the output not in front before. */
  const solve = async () => {
    assert.equal(await solverOutputShown(page), false, 'the output was in front before the solve');
    await solveButton().click({ timeout: 30_000 });
  };
  const outputText = async (pattern) => {
    const lines = page.locator('.part.panel .view-lines', { hasText: pattern });
    await lines.first().waitFor({ timeout: 30_000 });
    return (await lines.first().innerText()).replace(/\u00a0/g, ' ');
  };
  // Read in the notification centre: a toast may be gone by the time it is looked for.
  const notification = async (pattern) => {
    if (!(await page.locator('.notifications-center.visible').count())) await runCommand(page, 'Notifications: Show Notifications');
    return page.locator('.notifications-center .notification-list-item', { hasText: pattern }).first();
  };

  /** Sets aspPuzzles.solver.showOutput in the Settings editor, as a person does, and checks what the editor says of it. */
  async function setShowOutput(value) {
    await runCommand(page, 'Preferences: Open Settings (UI)');
    const editor = page.locator('.settings-editor');
    await editor.waitFor({ timeout: 30_000 });
    await page.keyboard.insertText('aspPuzzles.solver.showOutput');
    const select = editor.locator('select[aria-label="aspPuzzles.solver.showOutput"]');
    await select.waitFor({ timeout: 30_000 });
    // The section of the table of contents is named by the configuration's title, the extension's display name
    // (the table is hidden while the editor is narrow, beside the preview).
    await editor.locator('.settings-toc-container .monaco-list-row[aria-label^="ASP Grid Puzzles"]').waitFor({ state: 'attached', timeout: 30_000 });
    const row = editor.locator('.setting-item-contents', { has: page.locator('select[aria-label="aspPuzzles.solver.showOutput"]') });
    assert.match(await row.innerText(), /brings the ASP Solver output to the front/);
    await select.click();
    await page.locator('.monaco-select-box-dropdown-container .monaco-list-row', { hasText: new RegExp(`^${value}`) }).first().click({ timeout: 20_000 });
    await page.locator('.settings-editor select[aria-label="aspPuzzles.solver.showOutput"]').evaluate((s, v) => {
      if (s.value !== v) throw new Error(`the setting shows ${s.value}`);
    }, value);
    await page.screenshot({ path: join(shots, `setting-${value}.png`) });
    // The editor writes the change a moment after the list shows it, and the extension hears of it after that: the
    // suite once waited in vain for the output after "always", the solve having run all the same. The next step
    // waits until the user's settings file holds the value.
    await waitForUserSetting(runDir, 'aspPuzzles.solver.showOutput', value);
    await runCommand(page, 'View: Close Editor');
  }

  it('lists the bundled solver and the running language server under the {} of a clingo file', async () => {
    await openFile(page, 'level21.lp');
    const solver = await waitForLanguageStatus(page, /^clingo-wasm \(clingo 5\.8\.1\) – bundled solver · Show Output$/);
    assert.equal(solver.command, 'Select Solver…');
    assert.equal(solver.severity, 'info');
    const server = await waitForLanguageStatus(page, /^Language server – running$/);
    assert.equal(server.command, 'Show Output');
    assert.equal(server.severity, 'info');
    await page.screenshot({ path: join(shots, 'language-status.png') });
    await leaveLanguageStatus(page);
  });

  it('solves level 21 without bringing the output to the front; the status item\'s link opens it', async () => {
    await solve();
    await page.locator('.statusbar-item', { hasText: /level21\.lp: SATISFIABLE/ }).first().waitFor({ timeout: 60_000 });
    assert.equal(await solverOutputAppears(page), false, 'a successful solve brought the output to the front');
    await page.screenshot({ path: join(shots, 'solved-quietly.png') });
    // The run was written all the same.
    await clickLanguageStatusLink(page, /^clingo-wasm/, 'Show Output');
    await waitForSolverOutput(page);
    assert.match(await outputText('SATISFIABLE'), /SATISFIABLE: 1 answer/);
    await leaveLanguageStatus(page);
    await hidePanel(page);
  });

  it('brings the output to the front when clingo reports an error', async () => {
    await openFile(page, 'broken.lp');
    await solve();
    await waitForSolverOutput(page, 60_000);
    assert.match(await outputText('broken.lp'), /broken\.lp/);
    await page.screenshot({ path: join(shots, 'error-output.png') });
    await (await notification(/clingo: .*broken\.lp:2/)).waitFor({ timeout: 30_000 });
    await runCommand(page, 'Notifications: Clear All Notifications');
    await hidePanel(page);
  });

  it('brings the output to the front when the program has no answer', async () => {
    await openFile(page, 'unsat.lp');
    await solve();
    await waitForSolverOutput(page, 60_000);
    assert.match(await outputText('UNSATISFIABLE'), /UNSATISFIABLE/);
    await hidePanel(page);
  });

  /** Opens level21.lp again; its preview, whose tab names it too, is closed first. */
  async function openLevel21() {
    await runCommand(page, 'View: Close All Editors');
    await openFile(page, 'level21.lp');
  }

  it('with the setting "always", brings it to the front after a success too', async () => {
    await setShowOutput('always');
    await openLevel21();
    await solve();
    await waitForSolverOutput(page, 60_000);
    await page.screenshot({ path: join(shots, 'always.png') });
    await hidePanel(page);
  });

  it('with "never", leaves it where it is when there is no answer and offers it in the message', async () => {
    await setShowOutput('never');
    await openFile(page, 'unsat.lp');
    await solve();
    await page.locator('.statusbar-item', { hasText: 'Solving' }).first().waitFor({ state: 'detached', timeout: 60_000 });
    assert.equal(await solverOutputAppears(page), false, 'the output came to the front with "never"');
    const message = await notification(/unsat\.lp has no answer/);
    await message.waitFor({ timeout: 30_000 });
    await message.locator('.monaco-button', { hasText: 'Show Output' }).first().click({ timeout: 20_000 });
    await waitForSolverOutput(page);
    await hidePanel(page);
  });

  const clingo = clingoOnPath();
  it('names native clingo, its version and path, once it is chosen with the item\'s Select Solver…', { skip: !clingo && 'no clingo on PATH' }, async () => {
    await openLevel21();
    await clickLanguageStatusLink(page, /^clingo-wasm/, 'Select Solver…');
    await acceptRow(page, 'Native clingo', 30_000);
    const solver = await waitForLanguageStatus(page, /^clingo \d\S* – /);
    assert.equal(solver.text, `clingo ${clingo.version} – ${clingo.path} · Show Output`);
    await page.screenshot({ path: join(shots, 'language-status-native.png') });
    await leaveLanguageStatus(page);
  });

  it('says so, as an error, when the language server has crashed for good, and restarts it from there', async () => {
    // vscode-languageclient starts a crashed server again four times within three minutes; the fifth crash is final.
    // Each server is killed as soon as it shows, while it is still starting: a client whose start failed so refuses
    // to stop, which Restart has to get past.
    const killed = new Set();
    for (let crash = 1; crash <= 5; crash++) {
      const deadline = Date.now() + 30_000;
      let pids;
      while (!(pids = serverPids(runDir).filter((p) => !killed.has(p))).length) {
        assert.ok(Date.now() < deadline, `no language server to stop (crash ${crash})`);
        await new Promise((r) => setTimeout(r, 10));
      }
      for (const pid of pids) {
        process.kill(pid, 'SIGKILL');
        killed.add(pid);
      }
    }
    const failed = await waitForLanguageStatus(page, /^Language server – failed: stopped unexpectedly · Show Output$/);
    assert.equal(failed.severity, 'error');
    assert.equal(failed.command, 'Restart');
    assert.ok(await page.locator('#status\\.languageStatus .codicon-bracket-error').count(), 'the {} does not show the error');
    await page.screenshot({ path: join(shots, 'server-failed.png') });
    await clickLanguageStatusLink(page, /^Language server – failed/, 'Restart');
    await leaveLanguageStatus(page);
    const running = await waitForLanguageStatus(page, /^Language server – running$/);
    assert.equal(running.severity, 'info');
    await leaveLanguageStatus(page);
  });
});
