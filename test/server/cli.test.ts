// The command line as shipped (dist/cli.js), run as a user runs it: answers, pictures, JSON and clingo's exit codes.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { SolveReport } from '../../server/src/protocol';
import { findClingoOnPath } from '../../server/src/solving/nativeEngine';
import { scratchDir } from '../scratch';
import { REPO_ROOT } from './lspSession';

const CLI = join(REPO_ROOT, 'dist', 'cli.js');
const example = (path: string) => join(REPO_ROOT, 'examples', path);

function cli(...args: string[]) {
  const run = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', cwd: REPO_ROOT, timeout: 120_000, maxBuffer: 64 * 1024 * 1024 });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

function scratch(text: string): string {
  const path = join(scratchDir('asp-cli-'), 'p.lp');
  writeFileSync(path, text);
  return path;
}

describe('the command line', () => {
  it('solves a Flow instance with the bundled encoding and draws the answer (exit 30: all answers found)', () => {
    const { code, out } = cli('solve', example('flow/level2.lp'), '--models', '0');
    assert.equal(code, 30);
    assert.match(out, /^Answer 1:/m);
    assert.match(out, /SATISFIABLE: 1 answer in/);
    // Five rows of five letters: the board, capitals at the endpoints.
    const board = out.split('\n').filter((l) => /^ {2}[A-Za-z]{5}$/.test(l));
    assert.equal(board.length, 5);
  });

  it('counts answers of an encoding given with its instance, like clingo (exit 10 when more may exist)', () => {
    const all = cli('solve', example('flow/golf.lp'), example('flow/level21.lp'), '-n', '0', '--json');
    assert.equal(all.code, 30);
    const report = JSON.parse(all.out) as SolveReport;
    assert.equal(report.answers.length, 9);
    assert.ok(report.answers[0].atoms.every((a) => a.type === 'function'));
    const one = cli('solve', example('flow/golf.lp'), example('flow/level21.lp'));
    assert.equal(one.code, 10);
    assert.match(one.out, /1 answer \(there may be more\)/);
  });

  it('passes constants and reports unsatisfiable with exit 20', () => {
    const program = scratch('#const n = 2.\np(1..n).\n:- p(X), X > limit.\n');
    assert.equal(cli('solve', program, '-c', 'limit=5').code, 30);
    const unsat = cli('solve', program, '-c', 'limit=1');
    assert.equal(unsat.code, 20);
    assert.match(unsat.out, /UNSATISFIABLE/);
  });

  it('reports a syntax error at its file, line and column with exit 65', () => {
    const program = scratch('a.\nb :- a c.\n');
    const { code, out } = cli('solve', program);
    assert.equal(code, 65);
    assert.match(out, /p\.lp:2:8: error: syntax error/);
  });

  it('stops at the time limit with exit 1', () => {
    const program = scratch('#const n = 13. p(1..n). h(1..n-1). 1 { in(P,H) : h(H) } 1 :- p(P). :- in(P,H), in(Q,H), P < Q.\n');
    const { code, out } = cli('solve', program, '--time-limit', '1');
    assert.equal(code, 1);
    assert.match(out, /TIME LIMIT/);
  });

  it('prints answers that nest 1,000 and 30,000 levels deep, also as JSON', () => {
    for (const depth of [1000, 30_000]) {
      const program = scratch(`q(0,0). q(f(X),N+1) :- q(X,N), N < ${depth}. r(X) :- q(X,${depth}).\n#show r/1.\n`);
      const text = cli('solve', program);
      assert.equal(text.code, 30, text.err);
      assert.ok(text.out.includes(`  r(${'f('.repeat(depth)}0${')'.repeat(depth + 1)}\n`));
      const json = cli('solve', program, '--json');
      assert.equal(json.code, 30, json.err);
      assert.equal((JSON.parse(json.out) as SolveReport).answers[0].text[0].length, 3 * depth + 4);
    }
  });

  it('takes a time limit past what a timer holds, and 0, as no limit rather than as stopping at once', () => {
    const program = scratch('p(1..3).\n');
    for (const seconds of ['2147484', '99999999999', '0']) {
      const { code, out } = cli('solve', program, '--time-limit', seconds);
      assert.equal(code, 30, `--time-limit ${seconds}: ${out}`);
      assert.match(out, /SATISFIABLE: 1 answer/);
    }
  });

  it('says which file is missing or a folder, by the path as typed (exit 65)', () => {
    const folder = scratchDir('asp-cli-');
    const missing = cli('solve', 'no/such.lp');
    assert.equal(missing.code, 65);
    assert.match(missing.out, /^error: no\/such\.lp: no such file$/m);
    assert.doesNotMatch(missing.out, /file:/);
    const directory = cli('solve', folder);
    assert.equal(directory.code, 65);
    assert.ok(directory.out.includes(`error: ${folder}: is a directory\n`), directory.out);
    const json = JSON.parse(cli('solve', 'no/such.lp', '--json').out) as SolveReport;
    assert.deepEqual(json.messages, [{ severity: 'error', message: 'no/such.lp: no such file' }]);
  });

  it('refuses an empty number of models (exit 64) and says how the default time limit changes', () => {
    const empty = cli('solve', example('queens.lp'), '--models', '');
    assert.equal(empty.code, 64);
    assert.match(empty.err, /--models takes a whole number, not ''/);
    const help = cli('--help');
    assert.equal(help.code, 0);
    assert.match(help.out, /--time-limit S +stop after S seconds \(default 300, as in the extension;\s+0 for no limit\)/);
  });

  it('explains bad usage with exit 64', () => {
    const { code, err } = cli('solve', example('queens.lp'), '--engine', 'quantum');
    assert.equal(code, 64);
    assert.match(err, /--engine is wasm or native, not 'quantum'/);
    assert.match(err, /Usage: asp-puzzles solve/);
  });

  it('runs native clingo when asked', { skip: findClingoOnPath() ? false : 'native clingo is not installed' }, () => {
    const { code, out } = cli('solve', example('maze/maze-5x5.lp'), '--engine', 'native', '-n', '0');
    assert.equal(code, 30);
    assert.match(out, /SATISFIABLE: 3 answers in .* \(clingo \(/);
  });

  it('solves facts and constants that are chains of 2,000 operands', () => {
    const chain = (op: string) => `1${`${op}1`.repeat(1999)}`;
    const { code, out, err } = cli('solve', scratch(`p(${chain('+')}).\n#const n = ${chain('*')}.\nq(n).\nr(${chain('..')}).\n`));
    assert.equal(code, 30, err);
    assert.match(out, /p\(2000\)/);
    assert.match(out, /q\(1\)/);
  });

  it('solves a cell maze with the seed of its %! options: line, says what it leaves out, and why a maze has no answer', () => {
    const facts = 'row(1..11). col(1..11).\nentrance(1,2). exit(11,10).\n';
    const seven = scratch(`%! options: --seed=7 --sign-def=rnd --outf=1\n${facts}`);
    const eight = scratch(`%! options: --seed=8 --sign-def=rnd\n${facts}`);
    const maze = (file: string) => (JSON.parse(cli('solve', file, '--json').out) as SolveReport).answers[0].text.slice().sort().join(' ');
    assert.equal(maze(seven), maze(seven));
    assert.notEqual(maze(seven), maze(eight));
    const { out } = cli('solve', seven);
    assert.match(out, /p\.lp:1:37: warning: '--outf=1' is left out: a file may set only the search options/);
    const even = cli('solve', scratch('row(1..6). col(1..6).\nentrance(1,2). exit(6,5).\n'));
    assert.equal(even.code, 20);
    assert.match(even.out, /p\.lp:1:1: error: No cell maze of 6x6 exists: when the width and the height are both even/);
  });

  it('solves every file on its own with --each: each instance with its encoding, one report per file, then a summary', () => {
    const program = scratch('p(1..3).\n');
    const { code, out } = cli('solve', '--each', example('flow/level2.lp'), program, example('flow/level21.lp'));
    assert.equal(code, 0);
    const sections = out.split(/^== /m).slice(1);
    assert.equal(sections.length, 3);
    // Each instance with its own encoding (the bundled Flow one), drawn as a five-by-five board.
    for (const section of [sections[0], sections[2]]) {
      assert.equal(section.split('\n').filter((l) => /^ {2}[A-Za-z]{5}$/.test(l)).length, 5, section);
    }
    // The plain program alone: not with the Flow instances' facts.
    assert.match(sections[1], /^ {2}p\(1\) p\(2\) p\(3\)$/m);
    assert.match(out, /^3 files: 3 satisfiable; solving took \d+ ms in all$/m);
  });

  it('goes on after a file that fails with --each, says so in the summary, and exits 65; --json prints a list', () => {
    const broken = scratch('a :- b c.\n');
    const { code, out } = cli('solve', '--each', broken, join(REPO_ROOT, 'no-such-file.lp'), example('flow/level21.lp'));
    assert.equal(code, 65);
    assert.match(out, /p\.lp:1:8: error: syntax error/);
    assert.match(out, /^3 files: 2 failed, 1 satisfiable;/m);
    const json = cli('solve', '--each', '--json', '-n', '0', example('flow/level21.lp'), example('flow/level2.lp'));
    assert.equal(json.code, 0);
    const reports = JSON.parse(json.out) as SolveReport[];
    assert.deepEqual(reports.map((r) => r.answers.length), [9, 1]);
  });

  it('solves the files on two solvers with --jobs 2, reporting them in the files\' order, the same answers as one', () => {
    const files = ['flow/level2.lp', 'flow/level21.lp', 'flow/board6x6.lp', 'queens.lp', 'sudoku/easy.lp'].map(example);
    const one = cli('solve', '--each', '--json', '-n', '0', ...files);
    const two = cli('solve', '--each', '--jobs', '2', '--json', '-n', '0', ...files);
    assert.equal(two.code, one.code);
    const answers = (out: string) => (JSON.parse(out) as SolveReport[]).map((r) => r.answers.map((a) => a.text.join(' ')).sort());
    assert.deepEqual(answers(two.out), answers(one.out));
    assert.equal(answers(one.out)[1].length, 9);
    const alone = cli('solve', '--jobs', '2', example('queens.lp'));
    assert.equal(alone.code, 64);
    assert.match(alone.err, /--jobs goes with --each/);
  });

  it('ends quietly, as clingo does, when its reader stops reading (solve … | head)', async () => {
    // Many answers, printed one by one: the pipe is closed after the first chunk, with most still to come.
    const child = spawn(process.execPath, [CLI, 'solve', scratch('{ p(1..12) }.'), '-n', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    assert.equal(code, 141);
    assert.equal(err, '');
  });
});
