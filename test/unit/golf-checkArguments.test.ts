// The arguments of `asp-puzzles check`: the encoding, named tests, the options, and every mistake named.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseCheckArguments, type CheckOptions } from '../../server/src/cli/checkArguments';

const options = (...argv: string[]) => parseCheckArguments(argv) as CheckOptions;
const error = (...argv: string[]) => (parseCheckArguments(argv) as { error: string }).error;

describe('the arguments of check', () => {
  it('takes the encoding, then the tests, with defaults for the rest', () => {
    assert.deepEqual(options('golf.lp'), { encoding: 'golf.lp', tests: [], maxAnswers: 100, engine: 'wasm', timeLimitMs: 300_000 });
    const o = options('golf.lp', 'level2.lp', '--junit', 'r.xml', 'level21.lp', '--time-limit', '2.5', '--max-answers', '7', '--engine', 'native');
    assert.deepEqual([o.encoding, o.tests, o.junit, o.timeLimitMs, o.maxAnswers, o.engine], ['golf.lp', ['level2.lp', 'level21.lp'], 'r.xml', 2500, 7, 'native']);
    assert.equal(options('golf.lp', '--time-limit', '0').timeLimitMs, 0, '0 is no limit, as in clingo');
    assert.equal(options('--help').help, true);
  });

  it('names what is wrong', () => {
    assert.equal(error(), 'check needs the encoding to check');
    assert.equal(error('golf.lp', '--junit'), '--junit needs a value');
    assert.match(error('golf.lp', '--max-answers', '0'), /at least 1, not '0'/);
    assert.match(error('golf.lp', '--time-limit', 'soon'), /number of seconds, not 'soon'/);
    assert.match(error('golf.lp', '--engine', 'gpu'), /wasm or native/);
    assert.equal(error('golf.lp', '--models', '3'), 'unknown option --models');
  });

  it('takes the check against the reference with its seed, family and folder, and only with --reference', () => {
    const o = options('golf.lp', '--reference', '50', '--seed', '7', '--family', 'wall-maze', '--write-counterexample', 'found');
    assert.deepEqual([o.reference, o.seed, o.family, o.writeCounterexample], [50, 7, 'wall-maze', 'found']);
    assert.equal(options('golf.lp').reference, undefined);
    assert.match(error('golf.lp', '--reference', '0'), /--reference takes a whole number of at least 1, not '0'/);
    assert.match(error('golf.lp', '--reference', '5', '--seed', '-1'), /--seed takes a whole number, not '-1'/);
    assert.equal(error('golf.lp', '--reference'), '--reference needs a value');
    assert.match(error('golf.lp', '--reference', '5', '--seed', 'x'), /--seed takes a whole number, not 'x'/);
    assert.match(error('golf.lp', '--reference', '5', '--family', 'cell-maze'), /--family is flow or wall-maze, not 'cell-maze'/);
    assert.equal(error('golf.lp', '--seed', '3'), '--seed is an option of --reference N');
  });
});
