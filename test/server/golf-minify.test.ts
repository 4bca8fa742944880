// Minify Encoding as shipped: `asp-puzzles minify` (dist/cli.js) run as a user runs it, and the server's
// `aspPuzzles/minify` request (dist/server.js) on an open document's unsaved text and on a file on disk.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { minifyRequest } from '../../server/src/protocol';
import { scratchDir } from '../scratch';
import { REPO_ROOT, startSession, type LspSession } from './lspSession';

const CLI = join(REPO_ROOT, 'dist', 'cli.js');
const example = (path: string) => join(REPO_ROOT, 'examples', path);

function cli(...args: string[]) {
  const run = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', cwd: REPO_ROOT, timeout: 60_000 });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

describe('asp-puzzles minify', () => {
  it('prints the minified program to stdout and the bytes before and after to stderr', () => {
    const { code, out, err } = cli('minify', 'examples/flow/golf-commented.lp');
    assert.equal(code, 0);
    assert.equal(out, `${readFileSync(example('flow/golf.lp'), 'utf8').trimEnd()}#show e/3.\n`);
    assert.equal(err, 'examples/flow/golf-commented.lp: 1045 → 190 bytes, proven\n');
  });

  it('writes the result to -o OUT, with a final newline, and prints the bytes', () => {
    const out = join(scratchDir('asp-minify-'), 'golf.min.lp');
    const run = cli('minify', example('flow/golf.lp'), '-o', out);
    assert.equal(run.code, 0);
    assert.match(run.out, /golf\.lp: 180 → 180 bytes, proven\n$/);
    // golf.lp is minified already: the output is the same file, byte for byte.
    assert.equal(readFileSync(out, 'utf8'), readFileSync(example('flow/golf.lp'), 'utf8'));
  });

  it('refuses a file with a syntax error with the reason and exit 65, writing nothing', () => {
    const dir = scratchDir('asp-minify-');
    const file = join(dir, 'broken.lp');
    writeFileSync(file, 'a.\nb :- a c.\n');
    const run = cli('minify', file, '-o', join(dir, 'out.lp'));
    assert.equal(run.code, 65);
    assert.match(run.err, /broken\.lp: not minified: 2:8: syntax error/);
    assert.deepEqual(readdirSync(dir), ['broken.lp']);
    const missing = cli('minify', 'no-such.lp');
    assert.equal(missing.code, 65);
    assert.match(missing.err, /no-such\.lp: no such file/);
  });

  it('answers bad usage with 64 and its own help', () => {
    assert.equal(cli('minify').code, 64);
    assert.equal(cli('minify', 'a.lp', 'b.lp').code, 64);
    assert.equal(cli('minify', 'a.lp', '-o').code, 64);
    const help = cli('minify', '--help');
    assert.equal(help.code, 0);
    assert.match(help.out, /^Usage: asp-puzzles minify FILE \[-o OUT\]/);
    assert.match(cli('--help').out, /asp-puzzles minify FILE/);
  });
});

describe('the aspPuzzles/minify request', () => {
  let session: LspSession;
  let dir: string;
  before(async () => {
    dir = scratchDir('asp-minify-');
    session = await startSession(dir);
  });
  after(async () => {
    await session.close();
  });

  it("minifies an open document's unsaved text", async () => {
    const uri = pathToFileURL(join(dir, 'open.lp')).href;
    writeFileSync(join(dir, 'open.lp'), 'on(disk).\n');
    await session.open(uri, 'a :- not b.  % edited\n');
    const result = await session.connection.sendRequest(minifyRequest, { uri });
    assert.deepEqual(result, { text: 'a:-not b.', bytesBefore: 21, bytesAfter: 9, proven: true });
  });

  it('reads a file that is not open from disk, and says why it refuses one', async () => {
    writeFileSync(join(dir, 'closed.lp'), 'p(1 .. 3).\n');
    const closed = await session.connection.sendRequest(minifyRequest, { uri: pathToFileURL(join(dir, 'closed.lp')).href });
    assert.equal(closed.text, 'p(1..3).');
    writeFileSync(join(dir, 'broken.lp'), 'p :- q r.\n');
    const broken = await session.connection.sendRequest(minifyRequest, { uri: pathToFileURL(join(dir, 'broken.lp')).href });
    assert.equal(broken.proven, false);
    assert.equal(broken.text, 'p :- q r.\n');
    assert.match(broken.reason ?? '', /^1:/);
    const missing = await session.connection.sendRequest(minifyRequest, { uri: pathToFileURL(join(dir, 'none.lp')).href });
    assert.equal(missing.proven, false);
    assert.match(missing.reason ?? '', /none\.lp: no such file/);
  });
});
