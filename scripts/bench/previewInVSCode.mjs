#!/usr/bin/env node
// In a real VS Code (the headless workbench of test/vscode): the first Solve after the extension starts, on a 5x5
// Flow board (the command's own time), and the preview of large wall mazes, from the Open Preview command to the
// panel's page saying it drew the board (its `drawn` message, seen in the panel's snapshot). Needs
// `npm run build` and `npm run compile-tests`, and the headless VS Code that `npm test` installs (its cache, or
// ASP_PUZZLES_VSCODE_CACHE); without it, says so and stops. Prints figures; asserts nothing.
//
// total ms   from running aspPuzzles.openPreview to the page's `drawn` arriving in the extension
// solve ms   the server's solve (for a maze beyond the bundled solver: the breadth-first search and its report)
// page ms    the page's part: from the View arriving to the first frame drawn
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runExtensionTests } from '../../test/vscode/headless.mjs';
import { headlessPaths } from '../../test/vscode/install.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
if (!existsSync(join(headlessPaths().vscodeDir, 'out', 'server-main.js'))) {
  console.log('preview in VS Code: skipped, the headless VS Code is not installed (npm test installs it)');
  process.exit(0);
}
const runDir = join(root, '.test-runs', 'bench-preview');
rmSync(runDir, { recursive: true, force: true });
mkdirSync(runDir, { recursive: true });
const code = await runExtensionTests({
  runDir,
  folder: join(root, 'examples'),
  extensionDevelopmentPath: root,
  extensionTestsPath: join(root, 'scripts', 'bench', 'vscode', 'previewTiming.cjs'),
});
process.exit(code);
