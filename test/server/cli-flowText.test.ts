// Flow boards in the text format given to the command line as shipped (dist/cli.js): `solve board.txt` solves
// the board with the bundled encoding, draws it, and every answer is a valid Flow solution of that board.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parse } from '../../server/src/language/parser';
import type { SolveReport } from '../../server/src/protocol';
import { extractFacts } from '../../server/src/puzzles/facts';
import { boardToFacts, parseFlowText } from '../../server/src/puzzles/flow/boardText';
import { generateFlow } from '../../server/src/puzzles/flow/generate';
import { validateFlow } from '../../server/src/puzzles/flow/validate';
import { findClingoOnPath } from '../../server/src/solving/nativeEngine';
import { scratchDir } from '../scratch';
import { REPO_ROOT } from './lspSession';

const CLI = join(REPO_ROOT, 'dist', 'cli.js');

function cli(cwd: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', cwd, timeout: 120_000, maxBuffer: 64 * 1024 * 1024 });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

/** A folder with the given files. */
function folder(files: Record<string, string>): string {
  const dir = scratchDir('asp-cli-flow-text-');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** The problems of `answer` as a solution of the board in `text`: none for a valid one. */
function violations(text: string, answer: SolveReport['answers'][number]) {
  const parsed = parseFlowText(text);
  assert.ok(parsed.ok);
  return validateFlow(extractFacts(parse(boardToFacts(parsed.board))), answer.atoms);
}

const SMALL = 'Y....\n.....\n..G..\nBGR.Y\nR...B\n';
const LARGE = generateFlow(12, 12, 5).text;
/** Two colours that would have to cross. */
const CROSSING = '.B.\nR.R\n.B.\n';

describe('the command line reads Flow boards in the text format', () => {
  it('solves board.txt with the bundled encoding and draws it (a 5x5 board, a 12x12 one named by tuples)', () => {
    const dir = folder({ 'small.txt': SMALL, 'large.txt': LARGE });
    const small = cli(dir, 'solve', 'small.txt', '-n', '0', '--json');
    assert.equal(small.code, 30, small.out + small.err);
    const report = JSON.parse(small.out) as SolveReport;
    assert.equal(report.family, 'flow');
    assert.equal(report.answers.length, 1);
    assert.deepEqual(violations(SMALL, report.answers[0]), []);
    // Drawn: a row of letters per row of the board, the endpoints in capitals where the board has them.
    const drawn = cli(dir, 'solve', 'large.txt');
    assert.equal(drawn.code, 10, drawn.out + drawn.err);
    const rows = drawn.out.split('\n').filter((l) => /^ {2}[A-Za-z]{12}$/.test(l)).map((l) => l.trim());
    const board = LARGE.trim().split('\n');
    assert.equal(rows.length, 12);
    rows.forEach((row, r) => [...row].forEach((ch, c) => {
      const cell = board[r][c];
      assert.equal(cell === '.' ? ch.toLowerCase() : cell, ch, `row ${r + 1} column ${c + 1}`);
    }));
    const json = JSON.parse(cli(dir, 'solve', 'large.txt', '--json').out) as SolveReport;
    assert.deepEqual(violations(LARGE, json.answers[0]), []);
    assert.match(JSON.stringify(json.answers[0].atoms[0]), /"type":"tuple"/);
  });

  it('solves many boards with --each and tells an unsolvable one', () => {
    const dir = folder({ 'a.txt': SMALL, 'b.txt': CROSSING, 'c.txt': LARGE });
    const run = cli(dir, 'solve', '--each', 'a.txt', 'b.txt', 'c.txt', '--json');
    assert.equal(run.code, 0, run.err);
    const reports = JSON.parse(run.out) as SolveReport[];
    assert.deepEqual(reports.map((r) => r.status), ['satisfiable', 'unsatisfiable', 'satisfiable']);
    assert.deepEqual(violations(SMALL, reports[0].answers[0]), []);
    assert.deepEqual(violations(LARGE, reports[2].answers[0]), []);
  });

  it('reports a broken board at its cells, exit 65, and runs nothing', () => {
    const dir = folder({ 'broken.txt': 'A.B\n..\nB.C\n' });
    const run = cli(dir, 'solve', 'broken.txt');
    assert.equal(run.code, 65);
    assert.match(run.out, /^broken\.txt:1:1: error: colour A has one endpoint; it needs two$/m);
    assert.match(run.out, /^broken\.txt:2:3: error: this row has 2 cells, the first row has 3$/m);
    assert.match(run.out, /^broken\.txt:3:3: error: colour C has one endpoint/m);
    assert.match(run.out, /not run/);
  });

  it('still solves a clingo program that happens to be named .txt', () => {
    const dir = folder({ 'facts.txt': 'a.\nb.\n', 'rules.txt': '{ p; q }.\n:- p, q.\n' });
    const facts = cli(dir, 'solve', 'facts.txt');
    assert.equal(facts.code, 30, facts.out);
    assert.match(facts.out, /^ {2}a b$/m);
    assert.equal(cli(dir, 'solve', 'rules.txt', '-n', '0').code, 30);
  });

  it('explains an unsolvable board at the row of the cell that is the cause', () => {
    // Blank lines before the board: the cause is still named at the board's own line (row R at line R + 2),
    // whichever cell's fact (v/1, s/2) the search for a minimal cause ends with.
    const dir = folder({ 'crossing.txt': `\n\n${CROSSING}` });
    const run = cli(dir, 'explain', 'crossing.txt', '--minimal');
    assert.equal(run.code, 0, run.out + run.err);
    assert.match(run.out, /Minimal cause/);
    const cause = /^ {2}crossing\.txt:(\d+):\d+: [sv]\(v(\d)\d[^)]*\)$/m.exec(run.out);
    assert.ok(cause, run.out);
    assert.equal(Number(cause[1]), Number(cause[2]) + 2, run.out);
  });

  it("checks an encoding on text boards: the seed's golfed one passes, one that leaves cells empty fails", () => {
    const dir = folder({ 'small.txt': SMALL, 'crossing.txt': CROSSING, 'broken.txt': 'A.B\n', 'short.lp': 'e(V,W,C) :- s(V,C), a(V,W), s(W,C).\ne(W,V,C) :- e(V,W,C).\n' });
    const golf = cli(dir, 'check', join(REPO_ROOT, 'examples', 'flow', 'golf.lp'), 'small.txt', 'crossing.txt');
    assert.equal(golf.code, 0, golf.out + golf.err);
    assert.match(golf.out, /^2 passed, 0 failed$/m);
    const short = cli(dir, 'check', 'short.lp', 'small.txt');
    assert.equal(short.code, 1, short.out + short.err);
    assert.match(short.out, /^✗ small\.txt .*breaks the puzzle's rules/m);
    const broken = cli(dir, 'check', 'short.lp', 'broken.txt');
    assert.equal(broken.code, 65);
    assert.match(broken.out, /broken\.txt: .*not a whole Flow board: colour A has one endpoint; it needs two \(line 1, column 1\)/);
  });

  it('solves board.txt on native clingo too, with the same answer', { skip: !findClingoOnPath() && 'no native clingo' }, () => {
    const dir = folder({ 'small.txt': SMALL });
    const run = cli(dir, 'solve', 'small.txt', '--engine', 'native', '-n', '0', '--json');
    assert.equal(run.code, 30, run.out + run.err);
    const report = JSON.parse(run.out) as SolveReport;
    assert.equal(report.answers.length, 1);
    assert.deepEqual(violations(SMALL, report.answers[0]), []);
  });
});
