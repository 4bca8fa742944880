#!/usr/bin/env node
// Runs the integration suites in a real VS Code through @vscode/test-electron's runTests:
//   1. the extension from this folder (extensionDevelopmentPath), on examples/;
//   2. the extension installed from dist/asp-grid-puzzles.vsix (made by `npm run package`).
// Here VS Code cannot be downloaded, so runTests is handed the headless VS Code (code-headless.mjs) as its
// executable. With ASP_PUZZLES_VSCODE=download, runTests downloads a desktop VS Code instead, where one can be had.
import { resolveCliArgsFromVSCodeExecutablePath, runTests } from '@vscode/test-electron';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installExtension, runDirs } from './headless.mjs';
import { ensureHeadlessVSCode } from './install.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const vsix = join(root, 'dist', 'asp-grid-puzzles.vsix');
const desktop = process.env.ASP_PUZZLES_VSCODE === 'download';
const headlessExecutable = join(root, 'test', 'vscode', 'code-headless.mjs');

function freshRunDir(name) {
  const dir = join(root, '.test-runs', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

function profileArgs(runDir) {
  return [`--user-data-dir=${join(runDir, 'user-data')}`, `--extensions-dir=${join(runDir, 'extensions')}`];
}

async function executable() {
  if (!desktop) {
    ensureHeadlessVSCode();
    return headlessExecutable;
  }
  const { downloadAndUnzipVSCode } = await import('@vscode/test-electron');
  return downloadAndUnzipVSCode('stable');
}

function installVsix(vscodeExecutablePath, runDir) {
  if (!existsSync(vsix)) throw new Error(`${vsix} is missing: run \`npm run package\` first`);
  if (!desktop) {
    installExtension(vsix, runDirs(runDir));
    return;
  }
  const [cli, ...args] = resolveCliArgsFromVSCodeExecutablePath(vscodeExecutablePath);
  const r = spawnSync(cli, [...args, ...profileArgs(runDir), '--install-extension', vsix], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`installing ${vsix} failed with ${r.status}`);
}

const suites = [
  {
    name: 'development',
    extensionDevelopmentPath: root,
    extensionTestsPath: join(root, 'out', 'test', 'vscode', 'suite', 'index.js'),
  },
  {
    name: 'packaged',
    // runTests needs a development extension; this one is empty, so the installed .vsix is what runs.
    extensionDevelopmentPath: join(root, 'test', 'vscode', 'packaged-host'),
    extensionTestsPath: join(root, 'out', 'test', 'vscode', 'packaged', 'index.js'),
    installVsix: true,
  },
];

const vscodeExecutablePath = await executable();
const only = process.argv[2];
let failed = 0;
for (const suite of suites.filter((s) => !only || s.name === only)) {
  console.log(`\n=== integration suite: ${suite.name} ===`);
  const runDir = freshRunDir(suite.name);
  try {
    if (suite.installVsix) installVsix(vscodeExecutablePath, runDir);
    await runTests({
      vscodeExecutablePath,
      extensionDevelopmentPath: suite.extensionDevelopmentPath,
      extensionTestsPath: suite.extensionTestsPath,
      launchArgs: [join(root, 'examples'), ...profileArgs(runDir)],
    });
  } catch (e) {
    console.error(`suite ${suite.name} failed: ${e instanceof Error ? e.message : e}`);
    failed++;
  }
}
process.exit(failed ? 1 : 0);
