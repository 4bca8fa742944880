// The `--extensionTestsPath` entry: runs every *.test.js beside this file with mocha inside the extension host.
import { runMochaIn } from '../mochaRunner';

export function run(): Promise<void> {
  return runMochaIn(__dirname);
}
