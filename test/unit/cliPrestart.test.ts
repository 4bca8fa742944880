// Which command lines start the bundled solver's worker before the rest of the command line loads.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OWN_PROCESS_FROM_BYTES, solvesInItsOwnProcess, solvesOnce, usesBundledSolver } from '../../server/src/cli/prestart';

describe('starting the bundled solver ahead of the command line', () => {
  it('starts it for the commands that solve with it', () => {
    for (const argv of [['solve', 'a.lp'], ['solve', '--each', 'a.lp', 'b.lp'], ['check', 'golf.lp'], ['explain', 'a.lp'], ['flow', '--size', '7'],
      ['solve', 'a.lp', '--engine', 'wasm'], ['solve', 'a.lp', '--', '--engine', 'native']]) {
      assert.equal(usesBundledSolver(argv), true, argv.join(' '));
    }
  });

  it('leaves it for native clingo, help, the commands without a solver and a bare call', () => {
    for (const argv of [['solve', 'a.lp', '--engine', 'native'], ['check', '--engine', 'native', 'golf.lp'], ['solve', '--help'], ['-h'],
      ['minify', 'a.lp'], ['maze', '--size', '9'], ['maze-stats'], []]) {
      assert.equal(usesBundledSolver(argv), false, argv.join(' '));
    }
  });

  it('gives one solve in the process the larger recompilation budget, not --each or the other commands', () => {
    assert.equal(solvesOnce(['solve', 'a.lp']), true);
    assert.equal(solvesOnce(['solve', 'a.lp', '--', '--each']), true);
    assert.equal(solvesOnce(['solve', '--each', 'a.lp']), false);
    assert.equal(solvesOnce(['check', 'golf.lp']), false);
  });

  it('solves in a process of its own when the named files come to a program V8 recompiles part of, not on Windows', () => {
    const sizes: Record<string, number> = { 'tiny.lp': 3, 'board.lp': 1500, 'half.lp': OWN_PROCESS_FROM_BYTES / 2 };
    const sizeOf = (path: string) => sizes[path] ?? 0;
    assert.equal(solvesInItsOwnProcess(['solve', 'tiny.lp'], sizeOf, 'linux'), false);
    assert.equal(solvesInItsOwnProcess(['solve', 'board.lp'], sizeOf, 'linux'), true);
    assert.equal(solvesInItsOwnProcess(['solve', 'board.lp'], sizeOf, 'darwin'), true);
    assert.equal(solvesInItsOwnProcess(['solve', 'half.lp', 'half.lp'], sizeOf, 'linux'), true, 'the files together');
    assert.equal(solvesInItsOwnProcess(['solve', 'board.lp'], sizeOf, 'win32'), false);
    // Only the command line's own arguments name files: what follows `--` is clingo's.
    assert.equal(solvesInItsOwnProcess(['solve', 'tiny.lp', '--', 'board.lp'], sizeOf, 'linux'), false);
    assert.equal(solvesInItsOwnProcess(['solve', 'tiny.lp', '--models', '0'], sizeOf, 'linux'), false);
  });
});
