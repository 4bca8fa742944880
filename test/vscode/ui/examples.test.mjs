// `npm run examples` as a newcomer runs it (here through its script, with --headless so that a desktop `code`
// is not started instead): it prints the workbench's address, and that address opens VS Code on examples/ with
// the extension working — a puzzle solved with Ctrl+Alt+S. The script's server is stopped by the test; a
// screenshot lands in .test-runs/ui-examples/screenshots/.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, runDirs } from '../headless.mjs';
import { openFile, waitForWorkbench } from '../workbench.mjs';
import { root } from './session.mjs';

const ADDRESS = /^\s*(http:\/\/127\.0\.0\.1:\d+\/\?\S+)\s*$/m;

describe('npm run examples', () => {
  let script;
  let browser;
  let browserDir;
  let page;
  let printed = '';

  before(async () => {
    script = spawn(process.execPath, [join(root, 'scripts', 'open-examples.mjs'), '--headless'], {
      cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk) => { printed += chunk; };
    script.stdout.on('data', collect);
    script.stderr.on('data', collect);
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no address after 5 minutes:\n${printed}`)), 5 * 60_000);
      script.stdout.on('data', () => {
        if (ADDRESS.test(printed)) {
          clearTimeout(timer);
          resolve();
        }
      });
      script.once('exit', (code) => reject(new Error(`the script stopped (exit ${code}) before printing an address:\n${printed}`)));
    });
  });

  after(async () => {
    await browser?.close();
    if (script && script.exitCode === null) process.kill(-script.pid, 'SIGTERM');
    // The browser's TMPDIR and XDG folders: unused once it is closed.
    if (browserDir) rmSync(browserDir, { recursive: true, force: true });
  });

  it('prints the address of a workbench on 127.0.0.1 that opens examples/', () => {
    const url = new URL(ADDRESS.exec(printed)[1]);
    assert.equal(url.hostname, '127.0.0.1');
    assert.equal(url.searchParams.get('folder'), join(root, 'examples'));
    assert.match(url.searchParams.get('payload'), /extensionDevelopmentPath/);
  });

  it('opens VS Code on examples/ with the extension from the clone, which solves a puzzle', async () => {
    browserDir = mkdtempSync(join(tmpdir(), 'asp-examples-browser-'));
    browser = await launchBrowser(runDirs(browserDir));
    page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(ADDRESS.exec(printed)[1]);
    await waitForWorkbench(page);
    assert.match(await page.title(), /examples/);
    await page.locator('.explorer-folders-view .monaco-list-row', { hasText: 'flow' }).first().waitFor({ timeout: 30_000 });
    await openFile(page, 'flow/level2.lp');
    await page.locator('.editor-instance .view-lines').first().click();
    await page.keyboard.press('Control+Alt+S');
    await page.locator('.statusbar-item', { hasText: /level2\.lp: SATISFIABLE: 1 answer/ }).first().waitFor({ timeout: 90_000 });
    const shots = join(root, '.test-runs', 'ui-examples', 'screenshots');
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: join(shots, 'examples-solved.png') });
  });
});
