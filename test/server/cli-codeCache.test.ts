// The command line's cache of the bundled solver's optimised code (solving/codeCache.ts): a run without one starts
// the builder as it ends, one file per way the solver runs; the file is read back under the flags it was made
// for and refused under others, or when others may write it; answers from cached code are the answers from freshly
// compiled code; a damaged file or a folder that cannot be written changes nothing but the speed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { codeCacheFile } from '../../server/src/solving/codeCache';
import { WASM_INLINING, manyRunsRecipe, ownProcessRecipe } from '../../server/src/cli/prestart';
import { boardToFacts } from '../../server/src/puzzles/flow/boardText';
import { generateFlow } from '../../server/src/puzzles/flow/generate';
import { scratchDir } from '../scratch';
import { buildersDone } from './codeCacheBuilders';
import { REPO_ROOT } from './lspSession';

const CLI = join(REPO_ROOT, 'dist', 'cli.js');
const WASM = join(REPO_ROOT, 'node_modules', 'clingo-wasm', 'dist', 'clingo.wasm');

function cli(args: string[], cache: string): { status: number | null; stdout: string; stderr: string } {
  const env: NodeJS.ProcessEnv = { ...process.env, ASP_PUZZLES_CODE_CACHE: cache };
  delete env.NODE_OPTIONS;
  return spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', env, timeout: 120_000 });
}

/** A few Flow boards as instance files in `folder`. */
function boards(folder: string): string[] {
  return [[5, 4, 1], [8, 7, 2], [10, 9, 3]].map(([size, colours, seed]) => {
    const file = join(folder, `flow-${size}.lp`);
    writeFileSync(file, boardToFacts(generateFlow(size, colours, seed).board));
    return file;
  });
}

/** Whether a fresh Node run as `recipe` reads a module from cache file `file` (`false`: it compiles instead). */
function readsBack(file: string, recipe: { execArgv: readonly string[]; v8Flags?: string }): boolean {
  const script = `
    ${recipe.v8Flags ? `require('node:v8').setFlagsFromString(${JSON.stringify(recipe.v8Flags)});` : ''}
    const { cachedClingo } = require(${JSON.stringify(join(REPO_ROOT, 'out', 'server', 'src', 'solving', 'codeCache.js'))});
    const module = cachedClingo(${JSON.stringify(file)}, require('node:fs').readFileSync(${JSON.stringify(WASM)}));
    process.stdout.write(module instanceof WebAssembly.Module ? 'read' : 'refused');`;
  const run = spawnSync(process.execPath, [...recipe.execArgv, '-e', script], { encoding: 'utf8', env: {} });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout === 'read';
}

const answersOf = (stdout: string) => (JSON.parse(stdout) as { answers: unknown[]; status: string }[]).map(({ status, answers }) => ({ status, answers }));

describe('the command line keeps the solver\'s optimised code between runs', () => {
  const folder = join(scratchDir('asp-code-cache-'), 'cache');
  const files = boards(scratchDir('asp-code-cache-boards-'));
  const shared = codeCacheFile(folder, { ...manyRunsRecipe(), execArgv: [], nodeOptions: undefined }, WASM)!;
  const own = codeCacheFile(folder, ownProcessRecipe(), WASM)!;

  it('a run without a cache starts a builder at its end: one file for --each, one for the single solve\'s process', async () => {
    const each = cli(['solve', '--each', '--json', ...files], folder);
    assert.equal(each.status, 0, each.stderr);
    assert.deepEqual(await buildersDone(folder), [shared.slice(folder.length + 1)]);
    const once = cli(['solve', files[1]], folder);
    assert.equal(once.status, 10, once.stderr);
    assert.deepEqual(await buildersDone(folder), [own, shared].map((f) => f.slice(folder.length + 1)).sort());
    for (const file of [shared, own]) assert.equal(readFileSync(file).subarray(0, 8).toString(), 'ASPWASM1');
  });

  it('each file is read back under the flags it was made for, and refused under the other\'s', () => {
    assert.ok(readsBack(shared, { execArgv: [], v8Flags: WASM_INLINING }), 'the shared solver\'s file, as the command line reads it');
    if (WASM_INLINING) assert.equal(readsBack(shared, { execArgv: [] }), false, 'made with wasm inlining, which V8 checks');
    assert.ok(readsBack(own, ownProcessRecipe()), 'the single solve\'s file, as its process reads it');
    assert.equal(readsBack(own, { execArgv: [] }), false, 'V8 refuses code made under other flags');
  });

  it('a file that others may write is not read: it could hold anyone\'s code', { skip: process.platform === 'win32' && 'no file modes' }, () => {
    chmodSync(own, 0o666);
    assert.equal(readsBack(own, ownProcessRecipe()), false);
    chmodSync(own, 0o600);
    assert.ok(readsBack(own, ownProcessRecipe()));
  });

  it('the answers from cached code are those from compiled code, for --each and the single solve', () => {
    const cached = cli(['solve', '--each', '--json', ...files], folder);
    const compiled = cli(['solve', '--each', '--json', ...files], 'off');
    assert.equal(cached.status, 0, cached.stderr);
    assert.deepEqual(answersOf(cached.stdout), answersOf(compiled.stdout));
    for (const file of files) {
      const one = cli(['solve', '--json', file], folder);
      assert.equal(one.status, 10, one.stderr);
      assert.deepEqual(JSON.parse(one.stdout).answers, JSON.parse(cli(['solve', '--json', file], 'off').stdout).answers);
    }
  });

  it('a damaged file is not read: the run compiles instead and answers the same', () => {
    const bytes = readFileSync(shared);
    bytes[bytes.length >> 1] ^= 0xff;
    writeFileSync(shared, bytes);
    assert.equal(readsBack(shared, { execArgv: [], v8Flags: WASM_INLINING }), false);
    const run = cli(['solve', '--each', '--json', ...files], folder);
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(answersOf(run.stdout), answersOf(cli(['solve', '--each', '--json', ...files], 'off').stdout));
  });

  it('a cache folder that cannot be made leaves the command line answering as before', () => {
    const blocked = join(scratchDir('asp-code-cache-file-'), 'a-file');
    writeFileSync(blocked, 'not a folder');
    const run = cli(['solve', '--json', files[0]], join(blocked, 'cache'));
    assert.equal(run.status, 10, run.stderr);
    assert.equal(run.stderr, '');
  });
});
