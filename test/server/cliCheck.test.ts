// `asp-puzzles check` as shipped (dist/cli.js), run as a user or CI runs it: one line per test, the score, the
// closing count, the exit codes, named tests, and the JUnit report read back as XML.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { scratchDir } from '../scratch';
import { REPO_ROOT } from './lspSession';

const CLI = join(REPO_ROOT, 'dist', 'cli.js');
const flow = join(REPO_ROOT, 'examples', 'flow');

function cli(cwd: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', cwd, timeout: 120_000 });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

/** The Flow examples copied into a fresh folder, golf.lp changed by `edit`. */
function flowCopy(edit: (golf: string) => string = (g) => g): string {
  const dir = scratchDir('asp-check-');
  cpSync(flow, dir, { recursive: true });
  writeFileSync(join(dir, 'golf.lp'), edit(readFileSync(join(flow, 'golf.lp'), 'utf8')));
  return dir;
}

/** The testcases of a JUnit report: name, and the failure's or error's message when there is one. */
function testcases(xml: string): { suite: string; name: string; failure?: string; body?: string }[] {
  const cases: { suite: string; name: string; failure?: string; body?: string }[] = [];
  const unescape = (s: string) => s.replace(/&#10;/g, '\n').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  for (const suite of xml.matchAll(/<testsuite name="([^"]*)"[^>]*>([\s\S]*?)<\/testsuite>/g)) {
    for (const c of suite[2].matchAll(/<testcase name="([^"]*)"[^>]*?(?:\/>|>([\s\S]*?)<\/testcase>)/g)) {
      const failure = c[2] ? /<(failure|error) message="([^"]*)"[^>]*>([\s\S]*?)<\/\1>/.exec(c[2]) : null;
      cases.push({ suite: unescape(suite[1]), name: unescape(c[1]), ...(failure ? { failure: unescape(failure[2]), body: unescape(failure[3]) } : {}) });
    }
  }
  return cases;
}

describe('asp-puzzles check', () => {
  it('passes golf.lp on the tests beside it: a line each, 180 bytes, a closing count, exit 0', () => {
    const { code, out, err } = cli(flow, 'check', 'golf.lp');
    assert.equal(code, 0, out + err);
    const lines = out.trimEnd().split('\n');
    assert.deepEqual(lines.slice(0, 4).map((l) => l.replace(/ {2}\d+ ms$/, '')), ['✓ board6x6.lp', '✓ crossing.lp', '✓ level2.lp', '✓ level21.lp']);
    assert.equal(lines[4], 'golf.lp: 180 bytes');
    assert.equal(lines[5], '4 passed, 0 failed');
  });

  it('fails a golf.lp without its symmetry constraint with exit 1, the reasons on the lines, and writes JUnit XML', () => {
    const dir = flowCopy((g) => g.replace(':-e(V,W,C),not e(W,V,C).', ''));
    const report = join(dir, 'report.xml');
    const { code, out } = cli(dir, 'check', 'golf.lp', 'level2.lp', 'level21.lp', '--junit', report);
    assert.equal(code, 1, out);
    assert.match(out, /^✗ level2\.lp {2}\d+ ms {2}answer 1 of at least 100 differs from the shouldbe facts: \d+ missing, \d+ extra e\/3/m);
    assert.match(out, /^✗ level21\.lp {2}\d+ ms {2}at least 10 answers, expected 9$/m);
    assert.match(out, /^ {4}answer 1: \d+ missing, \d+ extra e\/3 \(expected at level2-expected\.lp:5:1\)$/m);
    assert.match(out, /^ {4}\+ e\(v\d\d,v\d\d,\w+\)$/m);
    assert.match(out, /^golf\.lp: 156 bytes$/m);
    assert.match(out, /^0 passed, 2 failed$/m);
    const xml = readFileSync(report, 'utf8');
    assert.match(xml, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<testsuites name="asp-puzzles check" tests="2" failures="2" errors="0">/);
    assert.match(xml, /<property name="bytes" value="156"\/>/);
    const cases = testcases(xml);
    assert.deepEqual(cases.map((c) => [c.suite, c.name]), [['golf.lp', 'level2.lp'], ['golf.lp', 'level21.lp']]);
    assert.match(cases[0].failure ?? '', /^answer 1 of at least 100 differs from the shouldbe facts/);
    // The diff: atoms the answer lacks (-) and has beside the shouldbe facts (+).
    assert.match(cases[0].body ?? '', /^- e\(v\d\d,v\d\d,\w+\)$/m);
    assert.match(cases[0].body ?? '', /^\+ e\(v\d\d,v\d\d,\w+\)$/m);
    assert.equal(cases[1].failure, 'at least 10 answers, expected 9');
  });

  it('writes passing testcases to JUnit XML too', () => {
    const dir = flowCopy();
    const report = join(dir, 'report.xml');
    assert.equal(cli(dir, 'check', 'golf.lp', '--junit', report).code, 0);
    const cases = testcases(readFileSync(report, 'utf8'));
    assert.deepEqual(cases.map((c) => [c.name, c.failure]), [['board6x6.lp', undefined], ['crossing.lp', undefined], ['level2.lp', undefined], ['level21.lp', undefined]]);
  });

  it('exits 65 when a test cannot run (a syntax error), 1 when there is no test, 64 on bad usage', () => {
    const dir = flowCopy((g) => g.replace('r(V):-s(V,_).', 'r(V):-s(V,_) s.'));
    const broken = cli(dir, 'check', 'golf.lp', 'level21.lp');
    assert.equal(broken.code, 65, broken.out);
    assert.match(broken.out, /^✗ level21\.lp {2}\d+ ms {2}errored: golf\.lp:1:\d+: syntax error/m);
    assert.match(broken.out, /^0 passed, 1 failed \(1 could not run\)$/m);
    const none = cli(REPO_ROOT, 'check', 'examples/queens.lp');
    assert.equal(none.code, 1, none.out);
    assert.match(none.out, /0 passed, 0 failed: no tests found/);
    assert.equal(cli(flow, 'check').code, 64);
    assert.equal(cli(flow, 'check', 'golf.lp', '--max-answers', 'x').code, 64);
    assert.equal(cli(flow, 'check', 'golf.lp', 'nosuch.lp').code, 65);
    assert.equal(cli(flow, 'check', 'nosuch.lp').code, 65);
    assert.match(cli(flow, 'check', '--help').out, /^Usage: asp-puzzles check ENCODING \[TEST\.\.\.\]/);
  });

  it('names the options an encoding asks for beside its score', () => {
    const dir = scratchDir('asp-check-');
    writeFileSync(join(dir, 'enc.lp'), '%! options: --project\n{ a(X) : item(X) }.\n#show.\n');
    writeFileSync(join(dir, 'items.lp'), '%! models: 1\nitem(1..3).\n');
    const { code, out } = cli(dir, 'check', 'enc.lp');
    assert.equal(code, 0, out);
    assert.match(out, /^enc\.lp: 26 bytes, \+ 10 for the options --project \(22 bytes of %! lines not counted\)$/m);
  });
});
