// Where the command line and the language server keep the solver's optimised code, how a cache file is named,
// what is pruned, and how a builder is started (solving/codeCache.ts).
import assert from 'node:assert/strict';
import { readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { buildCodeCache, builderEnvironment, codeCacheFile, codeCacheFolder, pruneCodeCache } from '../../server/src/solving/codeCache';
import { scratchDir } from '../scratch';

describe('the folder of the code cache', () => {
  it("is each platform's place for caches, moved by ASP_PUZZLES_CODE_CACHE or turned off with `off`", () => {
    assert.equal(codeCacheFolder({}, 'linux', '/home/u'), '/home/u/.cache/asp-grid-puzzles');
    assert.equal(codeCacheFolder({ XDG_CACHE_HOME: '/var/c' }, 'linux', '/home/u'), '/var/c/asp-grid-puzzles');
    assert.equal(codeCacheFolder({}, 'darwin', '/Users/u'), '/Users/u/Library/Caches/asp-grid-puzzles');
    assert.equal(codeCacheFolder({ LOCALAPPDATA: 'C:/Users/u/AppData/Local' }, 'win32', 'C:/Users/u'), join('C:/Users/u/AppData/Local', 'asp-grid-puzzles', 'Cache'));
    assert.equal(codeCacheFolder({ ASP_PUZZLES_CODE_CACHE: '/tmp/mine', XDG_CACHE_HOME: '/var/c' }, 'linux', '/home/u'), '/tmp/mine');
    assert.equal(codeCacheFolder({ ASP_PUZZLES_CODE_CACHE: 'off' }, 'linux', '/home/u'), undefined);
    assert.equal(codeCacheFolder({ ASP_PUZZLES_CODE_CACHE: '' }, 'linux', '/home/u'), '/home/u/.cache/asp-grid-puzzles');
  });
});

describe('the name of a cache file', () => {
  const wasm = join(scratchDir('asp-code-name-'), 'clingo.wasm');
  writeFileSync(wasm, 'not really wasm');

  it('changes with every Node option and V8 flag of the process that reads it, and with the wasm', () => {
    const names = new Set([
      codeCacheFile('/c', { execArgv: [] }, wasm),
      codeCacheFile('/c', { execArgv: ['--stack-size=3800'] }, wasm),
      codeCacheFile('/c', { execArgv: [], nodeOptions: '--max-old-space-size=100' }, wasm),
      codeCacheFile('/c', { execArgv: [], v8Flags: '--wasm-lazy-validation' }, wasm),
    ]);
    assert.equal(names.size, 4);
    for (const name of names) assert.match(name!, /^\/c\/clingo-[0-9a-f]{24}\.code$/);
    const before = codeCacheFile('/c', { execArgv: [] }, wasm);
    writeFileSync(wasm, 'other wasm, other size');
    assert.notEqual(codeCacheFile('/c', { execArgv: [] }, wasm), before);
  });

  it('is none for a process that debugs or profiles Node, or for wasm that is not there', () => {
    assert.equal(codeCacheFile('/c', { execArgv: ['--inspect'] }, wasm), undefined);
    assert.equal(codeCacheFile('/c', { execArgv: [], nodeOptions: '--cpu-prof' }, wasm), undefined);
    assert.equal(codeCacheFile('/c', { execArgv: [] }, `${wasm}.missing`), undefined);
  });
});

describe('pruning the code cache', () => {
  it('removes the files of the cache not written for two months, except the one just made, and nothing else', () => {
    const folder = scratchDir('asp-code-prune-');
    const names = ['clingo-aaaa.code', 'clingo-bbbb.code', 'clingo-cccc.code.123.partial', 'clingo-dddd.code', 'notes.txt'];
    for (const name of names) writeFileSync(join(folder, name), 'x');
    const old = new Date(Date.now() - 61 * 24 * 3600 * 1000);
    for (const name of ['clingo-aaaa.code', 'clingo-cccc.code.123.partial', 'clingo-dddd.code', 'notes.txt']) utimesSync(join(folder, name), old, old);
    pruneCodeCache(folder, join(folder, 'clingo-dddd.code'));
    assert.deepEqual(readdirSync(folder).sort(), ['clingo-bbbb.code', 'clingo-dddd.code', 'notes.txt']);
  });
});

describe('starting a builder', () => {
  it('starts none, and takes no lock, when its script is not there (a tree built without it)', () => {
    const folder = scratchDir('asp-code-builder-');
    buildCodeCache(join(folder, 'clingo-eeee.code'), { execArgv: [] }, join(folder, 'missing-builder.js'), folder);
    assert.deepEqual(readdirSync(folder), []);
  });

  it("gives it the recipe's NODE_OPTIONS and, under Electron, what makes Electron run as Node: nothing else", () => {
    const env = { PATH: '/bin', SECRET: 'x', NODE_OPTIONS: '--inspect', ELECTRON_RUN_AS_NODE: '1' };
    assert.deepEqual(builderEnvironment({ execArgv: [] }, env), { ELECTRON_RUN_AS_NODE: '1' });
    assert.deepEqual(builderEnvironment({ execArgv: [], nodeOptions: '--max-old-space-size=100' }, env), { ELECTRON_RUN_AS_NODE: '1', NODE_OPTIONS: '--max-old-space-size=100' });
    assert.deepEqual(builderEnvironment({ execArgv: [] }, { PATH: '/bin' }), {});
  });
});
