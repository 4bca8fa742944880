#!/usr/bin/env node
// Stands in for the `code` executable when @vscode/test-electron's runTests is given it as
// `vscodeExecutablePath`: takes the same arguments and runs the tests in the headless VS Code instead.
// Understood: --extensionDevelopmentPath=P, --extensionTestsPath=P, --user-data-dir=D (its parent becomes the
// run's folder; the extensions folder is beside it) and one folder to open. The other
// desktop flags runTests adds (--no-sandbox, --disable-updates, ...) mean nothing here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { runExtensionTests } from './headless.mjs';

function parseArgs(argv) {
  const options = { folders: [] };
  for (const arg of argv) {
    const m = /^--([^=]+)(?:=(.*))?$/.exec(arg);
    if (!m) options.folders.push(resolve(arg));
    else if (m[1] === 'extensionDevelopmentPath') options.extensionDevelopmentPath = resolve(m[2]);
    else if (m[1] === 'extensionTestsPath') options.extensionTestsPath = resolve(m[2]);
    else if (m[1] === 'user-data-dir') options.runDir = dirname(resolve(m[2]));
  }
  return options;
}

const options = parseArgs(process.argv.slice(2));
if (!options.extensionTestsPath) {
  console.error('code-headless: --extensionTestsPath=PATH is required');
  process.exit(2);
}
const runDir = options.runDir ?? mkdtempSync(join(tmpdir(), 'asp-puzzles-vscode-'));
let code = 1;
try {
  code = await runExtensionTests({
    runDir,
    folder: options.folders[0],
    extensionDevelopmentPath: options.extensionDevelopmentPath,
    extensionTestsPath: options.extensionTestsPath,
  });
} catch (e) {
  console.error(`code-headless: ${e instanceof Error ? e.stack : e}`);
}
// A run folder made here goes once runExtensionTests has stopped the browser and the server that used it (a
// --user-data-dir one is the caller's). The server's processes are killed, not awaited: retry while they go.
if (!options.runDir) rmSync(runDir, { recursive: true, force: true, maxRetries: 5 });
process.exit(code);
