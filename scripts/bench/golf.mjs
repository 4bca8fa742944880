#!/usr/bin/env node
// Checking golfed encodings: the golf bench's tests of the seed's golf.lp (Flow level 2 against its shouldbe facts,
// level 21's 9 answers) and of every example encoding, run as `asp-puzzles check` runs them — discovery, one warm
// bundled engine for all tests, judging every answer — beside native clingo when /usr/bin/clingo (or $CLINGO)
// exists: the same tests through the bench with native clingo, and the seed's own plain calls
// (`clingo 0 golf.lp level21.lp`, `clingo 0 golf.lp level2.lp level2-expected.lp`) as child processes.
// Needs the compiled modules: run `npx tsc -p .` first. Prints figures; asserts nothing.
//
// ms          median wall time over the runs, after warming up (a fresh engine's first runs are slower: the wasm
//             module is compiled, and its hot code tiered up, on first use; `asp-puzzles check` pays that once)
// bench wasm  discovery + every test of the encoding through runGolfTest on one warm WasmEngine
// bench native the same with NativeEngine (a clingo process per test)
// clingo      the seed's plain calls, one process each, summed over the seed's two tests
// Last, `asp-puzzles check golf.lp` as a process, as CI runs it: a cold engine, so the first runs' cost counts.
// Then the differential check's throughput (checkAgainstReference: golf.lp against the bundled flow.lp on random
// 5x5 boards, every answer of both, compared), in instances per second, on the warm bundled engine, with
// NativeEngine (two clingo processes an instance), and the same two plain `clingo 0` calls per board as processes
// with nothing compared: the floor of what native clingo costs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, 'out', 'server', 'src');
const { WasmEngine } = require(join(out, 'solving', 'wasmEngine.js'));
const { NativeEngine } = require(join(out, 'solving', 'nativeEngine.js'));
const { discoverGolfTests } = require(join(out, 'golf', 'discovery.js'));
const { DiskGolfFiles } = require(join(out, 'golf', 'golfFiles.js'));
const { runGolfTest } = require(join(out, 'golf', 'runTest.js'));
const { readTextFile } = require(join(out, 'readTextFile.js'));
const { checkAgainstReference } = require(join(out, 'golf', 'reference.js'));
const { referenceInstances } = require(join(out, 'golf', 'referenceInstances.js'));
const { bundledEncodingPath } = require(join(out, 'puzzles', 'encodings.js'));

const CLINGO = process.env.CLINGO ?? '/usr/bin/clingo';
const native = existsSync(CLINGO);
const RUNS = 9;
const flow = join(root, 'examples', 'flow');
const read = (uri) => readTextFile(fileURLToPath(uri));

/** Discovers and runs the encoding's tests (only `ids`, when given); returns the outcomes. */
async function check(engine, path, ids) {
  const files = new DiskGolfFiles();
  const encoding = discoverGolfTests(pathToFileURL(path).href, files);
  const tests = ids ? encoding.tests.filter((t) => ids.includes(t.id)) : encoding.tests;
  const outcomes = [];
  for (const test of tests) outcomes.push((await runGolfTest(encoding, test, { engine, read, files })).outcome);
  return outcomes;
}

async function median(run) {
  await run();
  const times = [];
  let last;
  for (let i = 0; i < RUNS; i++) {
    const t = process.hrtime.bigint();
    last = await run();
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { ms: times[RUNS >> 1], last };
}

function clingoCalls(calls) {
  return async () => {
    for (const args of calls) spawnSync(CLINGO, args, { cwd: flow, encoding: 'utf8' });
    return [];
  };
}

const cell = (text, width) => String(text).padStart(width);
const fmt = (x) => (x === undefined ? '-' : x.toFixed(0));

async function main() {
  const wasm = new WasmEngine();
  const nat = native ? new NativeEngine(CLINGO) : undefined;
  const cases = [
    { name: 'golf.lp: seed tests (level2, level21)', path: join(flow, 'golf.lp'), ids: ['level2.lp', 'level21.lp'],
      clingo: [['0', 'golf.lp', 'level21.lp'], ['0', 'golf.lp', 'level2.lp', 'level2-expected.lp']] },
    { name: 'golf.lp: all 4 tests of its folder', path: join(flow, 'golf.lp') },
    { name: 'golf-commented.lp: all 4', path: join(flow, 'golf-commented.lp') },
    { name: 'wall-maze/path-golf.lp: all 3', path: join(root, 'examples', 'wall-maze', 'path-golf.lp') },
  ];
  // Warm-up: the engine's worker and wasm module, and V8's tiers for the wasm and the bench's own code.
  for (let i = 0; i < 3; i++) for (const c of cases) await check(wasm, c.path, c.ids);
  console.log(`golf bench: median of ${RUNS} runs after warming up, one warm engine for all tests${native ? `; native: ${CLINGO}` : '; native clingo not found: wasm only'}`);
  console.log();
  const header = `${'tests'.padEnd(40)} ${cell('bench wasm ms', 14)} ${cell('bench native ms', 16)} ${cell('clingo ms', 10)} ${cell('wasm/clingo', 12)}  outcomes`;
  console.log(header);
  console.log('-'.repeat(header.length + 10));
  try {
    for (const c of cases) {
      const w = await median(() => check(wasm, c.path, c.ids));
      const n = nat ? await median(() => check(nat, c.path, c.ids)) : undefined;
      const plain = native && c.clingo ? await median(clingoCalls(c.clingo)) : undefined;
      const outcomes = w.last.join(' ');
      console.log([
        c.name.padEnd(40),
        cell(fmt(w.ms), 14),
        cell(fmt(n?.ms), 16),
        cell(fmt(plain?.ms), 10),
        cell(plain ? (w.ms / plain.ms).toFixed(1) : '-', 12),
      ].join(' ') + `  ${outcomes}${n && n.last.join(' ') !== outcomes ? ` / native ${n.last.join(' ')}` : ''}`);
    }
    console.log();
    await referenceThroughput(wasm, nat);
  } finally {
    await wasm.dispose();
    await nat?.dispose();
  }
  // What a CI step pays: the command as a process, with a cold engine (needs `npm run build`).
  const cliJs = join(root, 'dist', 'cli.js');
  if (existsSync(cliJs)) {
    const t = process.hrtime.bigint();
    const run = spawnSync(process.execPath, [cliJs, 'check', 'golf.lp'], { cwd: flow, encoding: 'utf8' });
    const ms = Number(process.hrtime.bigint() - t) / 1e6;
    console.log();
    console.log(`asp-puzzles check golf.lp as a process (cold engine, 4 tests): ${ms.toFixed(0)} ms, exit ${run.status}`);
  }
}

const BOARDS = 40;

/** Instances per second of the differential check on 5x5 boards, and of native clingo's plain calls on the same boards. */
async function referenceThroughput(wasm, nat) {
  const golf = pathToFileURL(join(flow, 'golf.lp')).href;
  const check = (engine) => checkAgainstReference({ encoding: golf, family: 'flow', count: BOARDS, seed: 1, size: 5, engine, read, files: new DiskGolfFiles() });
  await check(wasm); // warm-up
  const rows = [['reference check, clingo-wasm (warm)', await check(wasm)]];
  if (nat) rows.push(['reference check, native clingo', await check(nat)]);
  console.log(`differential check: golf.lp against flow.lp on ${BOARDS} random 5x5 Flow boards (seed 1), every answer of both`);
  for (const [name, r] of rows) {
    const verdict = r.counterexample ? `counterexample at ${r.counterexample.index}` : `${r.agreed} agree, ${r.skipped.length} skipped`;
    console.log(`${name.padEnd(40)} ${cell(r.instancesPerSecond.toFixed(1), 8)} instances/s  ${cell(r.elapsedMs.toFixed(0), 6)} ms  ${verdict}`);
  }
  if (!native) return;
  // The same boards as files, each solved by both encodings with two clingo processes and nothing compared.
  const dir = mkdtempSync(join(tmpdir(), 'asp-bench-reference-'));
  try {
    const files = [...referenceInstances('flow', 1, BOARDS, 5)].map((instance, i) => {
      const file = join(dir, `board${i}.lp`);
      writeFileSync(file, instance.facts);
      return file;
    });
    const t = process.hrtime.bigint();
    for (const file of files) {
      for (const encoding of [join(flow, 'golf.lp'), bundledEncodingPath('flow')]) spawnSync(CLINGO, ['0', '-q', encoding, file], { encoding: 'utf8' });
    }
    const ms = Number(process.hrtime.bigint() - t) / 1e6;
    console.log(`${'plain clingo 0, two processes a board'.padEnd(40)} ${cell(((BOARDS * 1000) / ms).toFixed(1), 8)} instances/s  ${cell(ms.toFixed(0), 6)} ms  (nothing compared)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
