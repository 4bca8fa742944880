// `asp-puzzles solve --unique` and `--forced` as shipped (dist/cli.js), run as a user runs them: the verdict, the
// pictures with `?` where answers differ, JSON, and the exit codes a script can test.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { AnswersCheckReport } from '../../server/src/protocol';
import { findClingoOnPath } from '../../server/src/solving/nativeEngine';
import { scratchDir } from '../scratch';
import { REPO_ROOT } from './lspSession';

const CLI = join(REPO_ROOT, 'dist', 'cli.js');
const example = (path: string) => join(REPO_ROOT, 'examples', path);

function cli(...args: string[]) {
  const run = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', cwd: REPO_ROOT, timeout: 120_000, maxBuffer: 64 * 1024 * 1024 });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

describe('the command line checks uniqueness and forced cells', () => {
  it('exits 30 for a unique puzzle, 10 for one with two answers, 20 for none', () => {
    const easy = cli('solve', '--unique', example('sudoku/easy.lp'));
    assert.equal(easy.code, 30, easy.out + easy.err);
    assert.match(easy.out, /^Unique: exactly one answer, and the search proved there is no other\. \(/m);
    const two = cli('solve', '--unique', example('sudoku/two-answers.lp'));
    assert.equal(two.code, 10);
    assert.match(two.out, /^Answer 2:/m);
    assert.match(two.out, /^Not unique: two answers that differ in 8 cells\./m);
    const clash = cli('solve', '--unique', example('sudoku/clash.lp'));
    assert.equal(clash.code, 20);
    assert.match(clash.out, /^No answer: the program is unsatisfiable\./m);
  });

  it('draws the forced cells of two-answers.lp with a ? in each of the eight open ones', () => {
    const { code, out } = cli('solve', '--forced', example('sudoku/two-answers.lp'));
    assert.equal(code, 30);
    const board = out.split('\n').filter((l) => /^ {2}[1-9?]{9}$/.test(l));
    assert.equal(board.length, 9);
    assert.equal(board.join('').match(/\?/g)?.length, 8);
    assert.match(out, /^73 of 81 cells forced: the same in every answer\./m);
  });

  it('prints the report as JSON with the verdict, and checks every file on its own with --each', () => {
    const json = cli('solve', '--forced', example('flow/level21.lp'), '--json');
    const report = JSON.parse(json.out) as AnswersCheckReport;
    assert.equal(report.check.verdict, 'forced');
    assert.equal(report.check.boardCells, 25);
    const each = cli('solve', '--unique', '--each', example('sudoku/easy.lp'), example('sudoku/two-answers.lp'), example('wall-maze/dfs-6x6.lp'));
    assert.equal(each.code, 0);
    assert.match(each.out, /3 files: 2 unique, 1 not unique;/);
  });

  it('refuses --unique with --forced', () => {
    const both = cli('solve', '--unique', '--forced', example('sudoku/easy.lp'));
    assert.equal(both.code, 64);
    assert.match(both.err, /--unique and --forced are two runs/);
  });

  it('says the same with native clingo', { skip: !findClingoOnPath() && 'no native clingo on PATH' }, () => {
    const program = join(scratchDir('asp-cli-explain-'), 'hidden.lp');
    writeFileSync(program, '{ h(1..3) }.\n1 { s(1..2) } 1 :- h(1).\ns(1) :- not h(1).\n#show s/1.\n');
    assert.equal(cli('solve', '--unique', program).code, 10);
    assert.equal(cli('solve', '--unique', program, '--engine', 'native').code, 10);
    const forced = cli('solve', '--forced', program, '--engine', 'native', '--json');
    assert.equal((JSON.parse(forced.out) as AnswersCheckReport).check.message, '0 of 1 shown atom forced: the same in every answer.');
  });
});
