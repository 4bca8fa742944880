// Restricted Mode in the real workbench: a folder whose .vscode/settings.json makes native clingo a script of the
// folder. Untrusted, the extension still runs, the language server answers and Solve uses the bundled solver
// (the script never runs) and says why; once the user trusts the folder, the workspace's setting applies at once.
// Screenshots land in .test-runs/ui-restricted/screenshots/.
import assert from 'node:assert/strict';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { acceptRow, openFile, runCommand } from '../workbench.mjs';
import { openInstalledWorkbench, root } from './session.mjs';
import { leaveLanguageStatus, showSolverOutput, waitForLanguageStatus } from './status.mjs';

const MARKER = 'native-clingo-ran';
const USER_MARKER = 'users-clingo-ran';

/** A downloaded puzzle folder whose settings would run its own program as clingo. */
function makePuzzleFolder(runDir) {
  const folder = join(runDir, 'downloaded-puzzle');
  mkdirSync(join(folder, '.vscode'), { recursive: true });
  copyFileSync(join(root, 'examples', 'flow', 'level2.lp'), join(folder, 'level2.lp'));
  writeFileSync(join(folder, 'unsafe.lp'), 'p(X) :- q.\nq.\n');
  const script = join(folder, 'not-clingo.sh');
  writeFileSync(script, `#!/bin/sh\necho "$@" > "$(dirname "$0")/${MARKER}"\nexit 1\n`);
  chmodSync(script, 0o755);
  writeFileSync(join(folder, '.vscode', 'settings.json'), JSON.stringify({
    'aspPuzzles.solver.engine': 'native',
    'aspPuzzles.solver.clingoPath': './not-clingo.sh',
    // The bundled solver refuses this option: a solve that succeeds did not get the workspace's arguments.
    'aspPuzzles.solver.extraArguments': ['--no-such-option'],
  }, null, 2));
  return folder;
}

describe('Restricted Mode in the real workbench', () => {
  let workbench;
  let page;
  let shots;
  let folder;

  before(async () => {
    ({ workbench, page, shots, folder } = await openInstalledWorkbench('ui-restricted', { prepare: makePuzzleFolder, workspaceTrust: true }));
  });

  after(async () => {
    await workbench?.close();
  });

  // Read in the notification centre: a toast may be gone by the time it is looked for.
  const restrictedMessage = () => page.locator('.notifications-center .notification-list-item', { hasText: /native clingo.* does not run here/ });
  const showNotifications = async () => {
    if (!(await page.locator('.notifications-center.visible').count())) await runCommand(page, 'Notifications: Show Notifications');
  };
  const solveButton = () => page.locator('.editor-actions [aria-label^="Solve Current Puzzle"]');

  it('opens the folder untrusted with the extension enabled and the language server answering', async () => {
    await page.locator('.statusbar-item', { hasText: 'Restricted Mode' }).first().waitFor({ timeout: 30_000 });
    await openFile(page, 'unsafe.lp');
    // The Problems item in the status bar counts the server's diagnostic of the unsafe variable.
    await page.locator('#status\\.problems', { hasText: /1/ }).waitFor({ timeout: 60_000 });
    await solveButton().waitFor({ timeout: 30_000 }); // a disabled extension contributes no button
    // The status item names what runs, and why it is not what the folder's settings choose.
    await waitForLanguageStatus(page, /^clingo-wasm \(clingo 5\.8\.1\) – Restricted Mode · Show Output$/);
    await waitForLanguageStatus(page, /^Language server – running$/);
    await page.screenshot({ path: join(shots, 'restricted-status.png') });
    await leaveLanguageStatus(page);
  });

  it('solves with the bundled solver, runs nothing of the folder, and says why once', async () => {
    await openFile(page, 'level2.lp');
    await solveButton().click({ timeout: 30_000 });
    await page.locator('.statusbar-item', { hasText: /level2\.lp: SATISFIABLE: 1 answer/ }).first().waitFor({ timeout: 60_000 });
    await showSolverOutput(page);
    await page.locator('.part.panel .view-lines', { hasText: 'clingo-wasm' }).first().waitFor({ timeout: 30_000 });
    await showNotifications();
    await restrictedMessage().first().waitFor({ timeout: 30_000 });
    assert.ok(await restrictedMessage().locator('.monaco-button', { hasText: 'Manage Workspace Trust' }).count(), 'no button to trust the folder');
    await page.screenshot({ path: join(shots, 'restricted-solve.png') });

    await page.locator('.editor-instance .view-lines').first().click();
    await page.keyboard.press('Control+Alt+S');
    await page.locator('.statusbar-item', { hasText: /level2\.lp: SATISFIABLE: 1 answer/ }).first().waitFor({ timeout: 60_000 });
    await showNotifications();
    assert.equal(await restrictedMessage().count(), 1, 'the message came again');
    assert.ok(!existsSync(join(folder, MARKER)), 'the folder\'s script ran as clingo');
  });

  it('does not run the user\'s own native clingo on the untrusted folder either', async () => {
    // A clingo of the user's, outside the folder: the folder's programs could still use it to run their scripts.
    const userClingo = join(folder, '..', 'users-clingo.sh');
    writeFileSync(userClingo, `#!/bin/sh\necho "$@" > "${join(folder, '..', USER_MARKER)}"\nexit 1\n`);
    chmodSync(userClingo, 0o755);
    // This workbench is a remote window: machine-scoped settings such as these are the user's remote settings.
    // Typed as a person would (the editor types over the quotes and braces it closes).
    await page.keyboard.press('F1');
    await page.waitForSelector('.quick-input-widget:not([style*="display: none"]) input', { timeout: 10_000 });
    await page.keyboard.insertText('Preferences: Open Remote Settings (JSON)');
    await page.locator('.quick-input-list .monaco-list-row', { hasText: 'Open Remote Settings (JSON)' }).first().click({ timeout: 20_000 });
    await page.locator('.tabs-container .tab.active[aria-label^="settings.json"]').waitFor({ timeout: 30_000 });
    await page.locator('.editor-instance .view-lines').first().click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type(JSON.stringify({ 'aspPuzzles.solver.engine': 'native', 'aspPuzzles.solver.clingoPath': userClingo }));
    await page.keyboard.press('Control+S');
    await page.locator('.tabs-container .tab.active.dirty').waitFor({ state: 'detached', timeout: 30_000 });
    await runCommand(page, 'View: Close Editor');
    await page.locator('.tabs-container .tab.active[aria-label^="level2.lp"]').waitFor({ timeout: 30_000 });
    await showSolverOutput(page);
    const refused = page.locator('.part.panel .view-lines', { hasText: /native\sclingo\sdoes\snot\srun\sin\san\suntrusted\sfolder/ });
    for (const deadline = Date.now() + 60_000; !(await refused.count());) {
      assert.ok(!existsSync(join(folder, '..', USER_MARKER)), 'the user\'s clingo ran on the untrusted folder');
      assert.ok(Date.now() < deadline, 'the user\'s choice of native clingo never reached a solve');
      await runCommand(page, 'ASP: Solve Current Puzzle');
      await refused.first().waitFor({ timeout: 3_000 }).catch(() => undefined);
    }
    await page.locator('.part.panel .view-lines', { hasText: 'clingo-wasm' }).first().waitFor({ timeout: 30_000 });
    await waitForLanguageStatus(page, /^clingo-wasm \(clingo 5\.8\.1\) – Restricted Mode · Show Output$/);
    await page.screenshot({ path: join(shots, 'restricted-user-native.png') });
    await leaveLanguageStatus(page);
    assert.ok(!existsSync(join(folder, '..', USER_MARKER)), 'the user\'s clingo ran on the untrusted folder');
    assert.ok(!existsSync(join(folder, MARKER)), 'the folder\'s script ran as clingo');
  });

  it('uses the folder\'s native clingo as soon as the user trusts the folder, without a reload', async () => {
    await restrictedMessage().locator('.monaco-button', { hasText: 'Manage Workspace Trust' }).first().click();
    const trustEditor = page.locator('.workspace-trust-editor');
    await trustEditor.waitFor({ timeout: 30_000 });
    await page.screenshot({ path: join(shots, 'trust-editor.png') });
    await trustEditor.locator('.monaco-button', { hasText: /^Trust/ }).first().click();
    await page.locator('.statusbar-item', { hasText: 'Restricted Mode' }).first().waitFor({ state: 'detached', timeout: 30_000 });
    await runCommand(page, 'View: Close Editor'); // the trust editor; level2.lp is in front again
    await page.locator('.tabs-container .tab.active[aria-label^="level2.lp"]').waitFor({ timeout: 30_000 });
    await runCommand(page, 'ASP: Solve Current Puzzle');
    const deadline = Date.now() + 30_000;
    while (!existsSync(join(folder, MARKER)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    assert.ok(existsSync(join(folder, MARKER)), 'the trusted folder\'s clingo setting did not apply');
    // Trusted, the folder's clingo is what runs, and the status item names it.
    await waitForLanguageStatus(page, /^native clingo – \.\/not-clingo\.sh · Show Output$/);
    await page.screenshot({ path: join(shots, 'trusted-solve.png') });
    await leaveLanguageStatus(page);
  });

  it('says so when the workspace overrides the solver chosen with Select Solver, and changes it there on request', async () => {
    await runCommand(page, 'ASP: Select Solver…');
    await acceptRow(page, 'Bundled solver', 30_000);
    await showNotifications();
    const notice = page.locator('.notifications-center .notification-list-item', { hasText: /the workspace sets aspPuzzles\.solver\.engine to "native"/ });
    await notice.first().waitFor({ timeout: 30_000 });
    await page.screenshot({ path: join(shots, 'workspace-overrides.png') });
    await notice.locator('.monaco-button', { hasText: 'Change Workspace Setting' }).first().click();
    const settingsFile = join(folder, '.vscode', 'settings.json');
    const deadline = Date.now() + 30_000;
    while (!/"aspPuzzles\.solver\.engine":\s*"wasm"/.test(readFileSync(settingsFile, 'utf8')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    assert.match(readFileSync(settingsFile, 'utf8'), /"aspPuzzles\.solver\.engine":\s*"wasm"/);
  });
});
