// `asp-puzzles check ENCODING --reference N` as shipped (dist/cli.js): after the tests, a line per random instance
// and a summary with the throughput; for a wrong encoding the differences, the test file it writes (beside the
// encoding, or in --write-counterexample DIR) which the next check runs, and the exit codes.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { scratchDir } from '../scratch';
import { REPO_ROOT } from './lspSession';

const CLI = join(REPO_ROOT, 'dist', 'cli.js');
const flow = join(REPO_ROOT, 'examples', 'flow');
const golf = readFileSync(join(flow, 'golf.lp'), 'utf8');
const SYMMETRY = ':-e(V,W,C),not e(W,V,C).';

function cli(cwd: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', cwd, timeout: 180_000 });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

function folder(files: Record<string, string>): string {
  const dir = scratchDir('asp-check-reference-');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('asp-puzzles check --reference', () => {
  it('runs the tests, then checks golf.lp against flow.lp on random boards: a line each, a summary, exit 0', () => {
    const dir = scratchDir('asp-check-reference-');
    cpSync(flow, dir, { recursive: true });
    const { code, out, err } = cli(dir, 'check', 'golf.lp', '--reference', '6', '--seed', '4');
    assert.equal(code, 0, out + err);
    const lines = out.trimEnd().split('\n');
    assert.deepEqual(lines.slice(4, 6), ['golf.lp: 180 bytes', '4 passed, 0 failed']);
    const instances = lines.slice(6, 12);
    for (const [i, line] of instances.entries()) {
      assert.match(line, new RegExp(`^[✓-] ${i + 1}/6 {2}\\dx\\d, \\d+ colours {2}(\\d+ answers?|skipped: .*) {2}\\d+ ms$`), line);
    }
    assert.match(lines[12], /^golf\.lp against flow\.lp on 6 random instances \(seed 4\): \d agree(, \d skipped)?; \d+\.\d instances\/s$/);
    assert.equal(lines.length, 13);
    assert.ok(!existsSync(join(dir, 'flow-counterexample-4.lp')));
  });

  it('finds a counterexample to golf.lp without its symmetry constraint, writes it as a test beside it, exit 1; the next check runs it', () => {
    const dir = folder({ 'variant.lp': golf.replace(SYMMETRY, '') });
    const { code, out } = cli(dir, 'check', 'variant.lp', '--reference', '5', '--seed', '2');
    assert.equal(code, 1, out);
    assert.match(out, /^0 passed, 0 failed: no tests found$/m);
    assert.match(out, /^✗ 1\/5 {2}\dx\d, \d+ colours {2}variant\.lp has at least \d+ answers?, flow\.lp \d+: .* {2}\d+ ms$/m);
    assert.match(out, /^ {4}variant\.lp's answer 1, beside flow\.lp's closest \(answer \d+\): \d+ missing, \d+ extra e\/3$/m);
    assert.match(out, /^ {6}\+ e\(v\d\d,v\d\d,"[A-Z]"\)$/m);
    assert.match(out, /^ {6}breaks flow-symmetry: /m);
    assert.match(out, /^ {4}the instance \(seed \d+\):$/m);
    assert.match(out, /^wrote flow-counterexample-2\.lp: a test of variant\.lp; run now, it fails: /m);
    assert.match(out, /^variant\.lp against flow\.lp on 5 random instances \(seed 2\): a counterexample at instance 1, after 0 that agree; \d+\.\d instances\/s$/m);
    const written = readFileSync(join(dir, 'flow-counterexample-2.lp'), 'utf8');
    assert.match(written, /^%! models: \d+$/m);

    const again = cli(dir, 'check', 'variant.lp');
    assert.equal(again.code, 1, again.out);
    assert.match(again.out, /^✗ flow-counterexample-2\.lp {2}\d+ ms/m);
    writeFileSync(join(dir, 'golf.lp'), golf);
    const fixed = cli(dir, 'check', 'golf.lp');
    assert.equal(fixed.code, 0, fixed.out);
    assert.match(fixed.out, /^✓ flow-counterexample-2\.lp {2}\d+ ms$/m);
  });

  it('writes the counterexample to --write-counterexample DIR, naming the encoding there', () => {
    const dir = folder({ 'variant.lp': golf.replace(SYMMETRY, '') });
    const { code, out } = cli(dir, 'check', 'variant.lp', '--reference', '3', '--write-counterexample', 'found');
    assert.equal(code, 1, out);
    assert.match(out, /^wrote found\/flow-counterexample-1\.lp: a test of variant\.lp in the editor/m);
    assert.match(readFileSync(join(dir, 'found', 'flow-counterexample-1.lp'), 'utf8'), /^%! encoding: \.\.\/variant\.lp$/m);
    assert.ok(!existsSync(join(dir, 'flow-counterexample-1.lp')));
  });

  it('exits 65 when the check cannot run, 64 on bad usage', () => {
    const dir = folder({ 'other.lp': 'p(X) :- q(X).\n' });
    const unknown = cli(dir, 'check', 'other.lp', '--reference', '3');
    assert.equal(unknown.code, 65, unknown.out);
    assert.match(unknown.out, /^other\.lp: other\.lp reads none of the inputs of a family the check knows .*: name the family$/m);
    const told = cli(dir, 'check', 'other.lp', '--reference', '1', '--family', 'flow');
    assert.equal(told.code, 1, told.out);
    assert.match(told.out, /^✗ 1\/1 /m);
    assert.equal(cli(dir, 'check', 'other.lp', '--reference', '3', '--family', 'cell-maze').code, 64);
    assert.equal(cli(dir, 'check', 'other.lp', '--seed', '3').code, 64);
  });
});
