// The start every workbench UI test shares: the extension installed from its .vsix into a fresh run folder, the
// workbench opened on examples/ and ready, the secondary side bar out of the way.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installExtension, openWorkbench, runDirs } from '../headless.mjs';
import { waitForWorkbench } from '../workbench.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const vsix = join(root, 'dist', 'asp-grid-puzzles.vsix');

/**
 * What every workbench starts with. The secondary side bar (chat) stays shut from the start: shutting it from the
 * command palette cost each suite two seconds. Without the workbench's animations and a blinking cursor the
 * browser paints only when something changes: on two cores the gallery and preview suites took 183 s instead
 * of 208-215 s, and no test looks at motion.
 */
const START_SETTINGS = {
  'workbench.secondarySideBar.defaultVisibility': 'hidden',
  'workbench.reduceMotion': 'on',
  'editor.cursorBlinking': 'solid',
};

/**
 * Writes the workbench's settings, `settings` over the ones it starts with. The window is a remote one, so these
 * are the remote machine's settings (`<runDir>/user-data/Machine/settings.json`); the workbench takes a change at once.
 */
export function writeSettings(runDir, settings = {}) {
  const dir = join(runDir, 'user-data', 'Machine');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'settings.json'), JSON.stringify({ ...START_SETTINGS, ...settings }));
}

/**
 * Opens the workbench for a suite; `name` names its run folder, `.test-runs/<name>/` (screenshots in it).
 * `prepare(runDir)` may make the folder to open (examples/ by default) before the server starts; `workspaceTrust`
 * starts it with Workspace Trust on, so that a folder opens in Restricted Mode.
 */
export async function openInstalledWorkbench(name, { prepare, workspaceTrust = false } = {}) {
  assert.ok(existsSync(vsix), `${vsix} is missing: run \`npm run package\` first`);
  const runDir = join(root, '.test-runs', name);
  const shots = join(runDir, 'screenshots');
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(shots, { recursive: true });
  installExtension(vsix, runDirs(runDir));
  writeSettings(runDir);
  const folder = prepare ? prepare(runDir) : join(root, 'examples');
  const workbench = await openWorkbench({ runDir, folder, workspaceTrust });
  await waitForWorkbench(workbench.page);
  return { workbench, page: workbench.page, shots, runDir, folder };
}
