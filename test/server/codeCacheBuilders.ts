// Waiting for the builders of the solver's code cache (solving/codeCache.ts), which the command line and the
// language server start as they end, detached from them.
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';

/** The files in `folder` once the builders writing to it have finished (no lock file left), within a minute. */
export async function buildersDone(folder: string): Promise<string[]> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const names = existsSync(folder) ? readdirSync(folder) : [];
    if (names.length > 0 && !names.some((n) => n.endsWith('.building'))) return names.sort();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`the builders in ${folder} did not finish within a minute: ${existsSync(folder) ? readdirSync(folder).join(', ') : 'no folder'}`);
}
