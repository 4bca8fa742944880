// Scratch folders a test process removes when it ends. Tests write files to a fresh folder in the system's
// temporary directory; without this, every run would leave its folders there. `node --test` runs each test file
// in its own process, so each process removes the folders it made, whether its tests passed or failed. VS Code's
// extension host may end without its 'exit' event: its mocha runner calls removeScratchDirs once the tests are done.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];
let listening = false;

/** A new empty folder in the temporary directory, named `prefix` and a random suffix; gone when the process exits. */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  if (!listening) {
    // One listener for all the folders; rmSync as 'exit' handlers must be synchronous.
    process.on('exit', removeScratchDirs);
    listening = true;
  }
  made.push(dir);
  return dir;
}

/** Removes the folders made so far. One that cannot be removed stays: that is no reason to fail the tests. */
export function removeScratchDirs(): void {
  for (const dir of made.splice(0)) {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // Left in the temporary directory.
    }
  }
}
