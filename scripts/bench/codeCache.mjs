// The command line's cache of the solver's optimised code, for the benches that run the command line: a folder
// of its own, filled before anything is measured, so that figures with and without it are both known and the
// builder (which runs once, in the background) does not take a core from a measured run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A new cache folder filled by running `node cli.js ARGS` for each of `runs` and waiting for the builders those
 * start: `env` is the environment for runs that use it, `off` for runs without it. `dispose` removes the folder.
 */
export async function readyCodeCache(cli, runs) {
  const folder = mkdtempSync(join(tmpdir(), 'bench-code-cache-'));
  const env = { ...process.env, ASP_PUZZLES_CODE_CACHE: folder };
  for (const args of runs) {
    spawnSync(process.execPath, [cli, ...args], { env, stdio: 'ignore' });
    const deadline = Date.now() + 120_000;
    while (readdirSync(folder).some((name) => name.endsWith('.building')) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    env,
    off: { ...process.env, ASP_PUZZLES_CODE_CACHE: 'off' },
    dispose: () => rmSync(folder, { recursive: true, force: true }),
  };
}
