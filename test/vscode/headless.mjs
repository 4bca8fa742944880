// A real VS Code without a desktop build: VS Code's own server (from the npm package code-server) on 127.0.0.1,
// and its web workbench in Debian's Chromium driven by playwright-core. Used by the integration tests, by the
// screenshot script and by `npm run examples`.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { format } from 'node:util';
import { ensureHeadlessVSCode } from './install.mjs';

const SERVER_READY = /Extension host agent listening on (\d+)/;

// Workbench messages that say nothing about the extension under test on a machine without network or accounts.
// They still go to the run's workbench.log; ASP_PUZZLES_VERBOSE=1 prints them too.
const WORKBENCH_NOISE = [
  /^\[(AgentHost|ChatModelSelection|AccountPolicyGate|reconnection-grace-time|Service Worker)/,
  /^(Resolving|Resolved) connection token/, /^Creating a socket/, /^Updating additional builtin extensions cache/,
  /ENOTFOUND open-vsx\.org/, /authentication provider/, /^DialogService: Dialog requested during smoke test/,
];

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Directories of one run, all inside `runDir` so that nothing lands in the home directory. */
export function runDirs(runDir) {
  const dirs = {
    runDir,
    userDataDir: join(runDir, 'user-data'),
    serverDataDir: join(runDir, 'server-data'),
    extensionsDir: join(runDir, 'extensions'),
    tmp: join(runDir, 'tmp'),
    xdg: join(runDir, 'xdg'),
  };
  for (const d of Object.values(dirs)) mkdirSync(d, { recursive: true });
  return dirs;
}

function serverEnv(paths, dirs) {
  const env = { ...process.env, TMPDIR: dirs.tmp, XDG_CONFIG_HOME: join(dirs.xdg, 'config'),
    XDG_DATA_HOME: join(dirs.xdg, 'data'), XDG_CACHE_HOME: join(dirs.xdg, 'cache'), XDG_RUNTIME_DIR: dirs.tmp };
  // The server starts itself only when it is not a child of the code-server wrapper.
  delete env.CODE_SERVER_PARENT_PID;
  delete env.ELECTRON_RUN_AS_NODE;
  return env;
}

/** Installs a .vsix into the run's extensions folder with the server's own command line. */
export function installExtension(vsixPath, dirs) {
  const paths = ensureHeadlessVSCode();
  const r = spawnSync(paths.node, [join(paths.vscodeDir, 'out', 'server-main.js'), '--accept-server-license-terms',
    '--install-extension', vsixPath, '--force', '--extensions-dir', dirs.extensionsDir,
    '--server-data-dir', dirs.serverDataDir, '--user-data-dir', dirs.userDataDir],
  { env: serverEnv(paths, dirs), encoding: 'utf8' });
  const output = `${r.stdout}${r.stderr}`;
  if (r.status !== 0 || !/successfully installed/i.test(output)) {
    throw new Error(`installing ${vsixPath} failed (exit ${r.status}):\n${output}`);
  }
}

/**
 * Starts VS Code's server on a free loopback port. Resolves once it listens.
 * The server runs in its own process group, which `stop()` ends.
 * `workspaceTrust` leaves Workspace Trust on (`security.workspace.trust.enabled` is on by default), and a folder
 * opens in Restricted Mode: the start-up prompt to trust it is a modal dialog, which the workbench skips under the
 * smoke-test driver, so nothing needs to be set. (The window is a remote one: machine-scoped settings are the
 * user's remote settings, not `<userDataDir>/User/settings.json`.)
 */
export async function startServer(dirs, { port, workspaceTrust = false } = {}) {
  const paths = ensureHeadlessVSCode();
  const chosenPort = port ?? (await freePort());
  const args = [join(paths.vscodeDir, 'out', 'server-main.js'), '--host', '127.0.0.1', '--port', String(chosenPort),
    '--without-connection-token', '--accept-server-license-terms', '--enable-smoke-test-driver',
    // The extension host's environment is this process's: without the flag the server first runs a login shell
    // (`bash -ilc`) to read the user's, and each window's extension host started 1.4-1.8 s later.
    '--force-disable-user-env',
    '--disable-telemetry', ...(workspaceTrust ? [] : ['--disable-workspace-trust']), '--user-data-dir', dirs.userDataDir,
    '--server-data-dir', dirs.serverDataDir, '--extensions-dir', dirs.extensionsDir];
  const child = spawn(paths.node, args, { env: serverEnv(paths, dirs), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch (e) {
      if (e.code !== 'ESRCH') throw e; // already gone
    }
  };
  await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      log += chunk;
      if (SERVER_READY.test(log)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`VS Code server exited with ${code} before listening:\n${log}`)));
    child.once('error', reject);
  });
  return { port: chosenPort, process: child, stop, log: () => log };
}

/** The workbench address, with the development payload the smoke-test driver honours. */
export function workbenchUrl(port, { folder, extensionDevelopmentPath, extensionTestsPath }) {
  const remote = (p) => `vscode-remote://127.0.0.1:${port}${p}`;
  const payload = [];
  if (extensionDevelopmentPath) payload.push(['extensionDevelopmentPath', remote(extensionDevelopmentPath)]);
  if (extensionTestsPath) payload.push(['extensionTestsPath', remote(extensionTestsPath)]);
  const query = new URLSearchParams();
  if (folder) query.set('folder', folder);
  if (payload.length) query.set('payload', JSON.stringify(payload));
  return `http://127.0.0.1:${port}/?${query.toString()}`;
}

export async function launchBrowser(dirs) {
  const { chromium } = await import('playwright-core');
  const paths = ensureHeadlessVSCode();
  return chromium.launch({
    executablePath: paths.chromium,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
    env: { ...process.env, TMPDIR: dirs.tmp, XDG_CONFIG_HOME: join(dirs.xdg, 'config'), XDG_CACHE_HOME: join(dirs.xdg, 'cache') },
  });
}

/**
 * Runs an `--extensionTestsPath` suite in the extension host of a real workbench and resolves to its exit code
 * (0 when every test passed). The extension host's console is printed as it arrives.
 */
export async function runExtensionTests({ runDir, folder, extensionDevelopmentPath, extensionTestsPath, timeoutMs = 10 * 60_000 }) {
  const dirs = runDirs(runDir);
  const server = await startServer(dirs);
  let browser;
  try {
    browser = await launchBrowser(dirs);
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    let finish;
    const exitCode = new Promise((resolve) => { finish = resolve; });
    await page.exposeFunction('codeAutomationExit', (code) => finish(Number(code)));
    const workbenchLog = createWriteStream(join(dirs.runDir, 'workbench.log'));
    await page.exposeFunction('codeAutomationLog', (type, args) => {
      const text = Array.isArray(args) ? format(...args) : String(args);
      workbenchLog.write(`[${type}] ${text}\n`);
      if (process.env.ASP_PUZZLES_VERBOSE || !WORKBENCH_NOISE.some((re) => re.test(text))) {
        process.stdout.write(`${text}\n`);
      }
    });
    if (process.env.ASP_PUZZLES_VERBOSE) page.on('console', (m) => console.log(`[workbench] ${m.text()}`));
    const timer = setTimeout(() => {
      console.error(`[headless] no result after ${timeoutMs / 1000} s; giving up`);
      finish(1);
    }, timeoutMs);
    await page.goto(workbenchUrl(server.port, { folder, extensionDevelopmentPath, extensionTestsPath }));
    const code = await exitCode;
    clearTimeout(timer);
    return code;
  } finally {
    if (browser) await browser.close();
    server.stop();
  }
}

/**
 * Opens the workbench on `folder` for a script to drive, with the extensions of `runDir` installed.
 * Resolves to the page and a `close()` that ends the browser and the server.
 */
export async function openWorkbench({ runDir, folder, extensionDevelopmentPath, workspaceTrust, viewport = { width: 1400, height: 900 } }) {
  const dirs = runDirs(runDir);
  const server = await startServer(dirs, { workspaceTrust });
  let browser;
  try {
    browser = await launchBrowser(dirs);
    const page = await browser.newPage({ viewport });
    if (process.env.ASP_PUZZLES_VERBOSE) page.on('console', (m) => console.log(`[workbench] ${m.text()}`));
    await page.goto(workbenchUrl(server.port, { folder, extensionDevelopmentPath }));
    return {
      page,
      async close() {
        await browser.close();
        server.stop();
      },
    };
  } catch (e) {
    if (browser) await browser.close();
    server.stop();
    throw e;
  }
}
