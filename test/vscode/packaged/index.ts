// The `--extensionTestsPath` entry for the extension installed from its .vsix.
import { runMochaIn } from '../mochaRunner';

export function run(): Promise<void> {
  return runMochaIn(__dirname);
}
