// Runs the mocha test files of one folder in the extension host, in name order, and fails if any test fails.
import Mocha from 'mocha';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { removeScratchDirs } from '../scratch';

export async function runMochaIn(dir: string): Promise<void> {
  const mocha = new Mocha({ ui: 'bdd', color: false, timeout: 60_000, reporter: 'spec' });
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.test.js')).sort()) {
    mocha.addFile(join(dir, file));
  }
  await mocha.loadFilesAsync();
  const failures = await new Promise<number>((resolve) => mocha.run(resolve));
  // The extension host may end without its 'exit' event: the tests' scratch folders go here, every editor closed.
  removeScratchDirs();
  if (failures > 0) throw new Error(`${failures} integration test(s) failed`);
}
