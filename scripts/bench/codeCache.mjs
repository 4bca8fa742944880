// The command line's cache of the solver's optimised code, for the benches that run the command line: a folder
// of its own, filled before anything is measured, so that figures with and without it are both known and the
// builder (which runs once, in the background) does not take a core from a measured run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { buildersDone } = require(join(root, 'out', 'test', 'server', 'codeCacheBuilders.js'));

/**
 * A new cache folder filled by running `node cli.js ARGS` for each of `runs` and waiting for the builders those
 * start: `env` is the environment for runs that use it, `off` for runs without it. `dispose` removes the folder.
 */
export async function readyCodeCache(cli, runs) {
  const folder = mkdtempSync(join(tmpdir(), 'bench-code-cache-'));
  const env = { ...process.env, ASP_PUZZLES_CODE_CACHE: folder };
  for (const args of runs) {
    spawnSync(process.execPath, [cli, ...args], { env, stdio: 'ignore' });
    await buildersDone(folder);
  }
  return {
    env,
    off: { ...process.env, ASP_PUZZLES_CODE_CACHE: 'off' },
    dispose: () => rmSync(folder, { recursive: true, force: true }),
  };
}
