import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseArguments, type CliOptions } from '../../server/src/cli/arguments';

describe('command line arguments', () => {
  it('reads every option into solve options', () => {
    const parsed = parseArguments(['solve', 'a.lp', 'b.lp', '-n', '0', '--engine', 'native', '--clingo', '/opt/clingo', '--time-limit', '2.5',
      '-c', 'n=5', '-cm=3', '--threads', '4', '--opt-mode', 'optN', '--project', '--json', '--', '--heuristic=Domain']);
    assert.deepEqual(parsed, {
      files: ['a.lp', 'b.lp'], engine: 'native', clingoPath: '/opt/clingo', json: true,
      solve: { models: 0, timeLimitMs: 2500, constants: { n: '5', m: '3' }, threads: 4, optimization: 'optN', project: true, extraArgs: ['--heuristic=Domain'] },
    });
  });

  it('takes --time-limit 0 as no limit, as clingo does, and keeps a large limit within what a timer holds', () => {
    const limit = (seconds: string) => (parseArguments(['solve', 'a.lp', '--time-limit', seconds]) as CliOptions).solve.timeLimitMs;
    assert.equal(limit('0'), undefined);
    assert.equal((parseArguments(['solve', 'a.lp']) as CliOptions).solve.timeLimitMs, 300_000);
    assert.equal(limit('2147483'), 2_147_483_000);
    assert.equal(limit('2147484'), 2 ** 31 - 1);
    assert.equal(limit('1e300'), 2 ** 31 - 1);
    assert.equal(limit('0.0005'), 1);
  });

  it('names the argument that is wrong', () => {
    const error = (...argv: string[]) => (parseArguments(argv) as { error: string }).error;
    assert.equal(error('run', 'a.lp'), 'the first argument must be the command: solve, explain, check, minify, maze or maze-stats');
    assert.equal(error('solve'), 'no file to solve');
    assert.equal(error('solve', 'a.lp', '--models', 'many'), "--models takes a whole number, not 'many'");
    assert.equal(error('solve', 'a.lp', '-t', '0'), "-t takes a whole number of at least 1, not '0'");
    assert.equal(error('solve', 'a.lp', '--time-limit', '-3'), "--time-limit takes a number of seconds, not '-3'");
    assert.equal(error('solve', 'a.lp', '--time-limit', ''), "--time-limit takes a number of seconds, not ''");
    assert.equal(error('solve', 'a.lp', '--time-limit', 'soon'), "--time-limit takes a number of seconds, not 'soon'");
    assert.equal(error('solve', 'a.lp', '-c', 'N=3'), "-c takes name=value, not 'N=3'");
    assert.equal(error('solve', 'a.lp', '--opt-mode', 'best'), "--opt-mode is one of opt, optN, enum, ignore, not 'best'");
    assert.equal(error('solve', 'a.lp', '--stats'), "unknown option --stats (clingo's own options go after --)");
    assert.equal(error('solve', 'a.lp', '--models'), '--models needs a value');
    assert.equal(error('solve', 'a.lp', '--models', ''), "--models takes a whole number, not ''");
    assert.equal(error('solve', 'a.lp', '-n', ' '), "-n takes a whole number, not ' '");
    assert.equal(error('solve', 'a.lp', '-t', '1e3'), "-t takes a whole number of at least 1, not '1e3'");
  });
});
