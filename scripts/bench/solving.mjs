#!/usr/bin/env node
// Solving speed of the bundled encodings on growing instances: the bundled engine (clingo-wasm, warm) beside
// native clingo when /usr/bin/clingo (or $CLINGO) exists. Needs the compiled modules: run `npx tsc -p .` first.
// Prints figures; asserts nothing. Instances are generated with fixed seeds, so runs compare.
//
// wasm ms     wall time of WasmEngine.solve, first answer only, after a warm-up run
// native ms   wall time of `clingo FILE 1 --outf=2` as a child process (process start included)
// peak MB     native: maximum resident set size from /usr/bin/time -v; wasm: the whole Node process's
//             maximum resident set size so far (it only grows), which includes the worker with the wasm heap
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, 'out', 'server', 'src');
const { WasmEngine } = require(join(out, 'solving', 'wasmEngine.js'));
const { readBundledEncoding } = require(join(out, 'puzzles', 'encodings.js'));
const { generateFlow } = require(join(out, 'puzzles', 'flow', 'generate.js'));
const { boardToFacts } = require(join(out, 'puzzles', 'flow', 'boardText.js'));
const { randomizedDfs, toFacts } = require(join(out, 'puzzles', 'wallMaze', 'generate.js'));
const { seededRng } = require(join(out, 'puzzles', 'random.js'));

const CLINGO = process.env.CLINGO ?? '/usr/bin/clingo';
const TIME = '/usr/bin/time';
const native = existsSync(CLINGO);
const timeV = native && existsSync(TIME) && spawnSync(TIME, ['-v', 'true']).status === 0;

function instances() {
  const list = [];
  const flow = readBundledEncoding('flow');
  // The seed's golfed encoding on the same boards, for comparison; not on 14x14, where it needs 5 to 25 s natively.
  const golf = `${readFileSync(join(root, 'examples', 'flow', 'golf.lp'), 'utf8')}\n#show e/3.`;
  // The larger sizes are there for runs of a second or more, where the fixed cost of a run no longer counts.
  for (const n of [9, 10, 12, 14, 16, 18]) {
    const { board } = generateFlow(n, n + 1, 1);
    list.push({ name: `flow ${n}x${n}, ${n + 1} colours`, program: `${flow}\n${boardToFacts(board)}` });
    if (n < 14) list.push({ name: `  same with golf.lp`, program: `${golf}\n${boardToFacts(board)}` });
  }
  const cellMaze = readBundledEncoding('cell-maze');
  for (const n of [11, 21, 31, 41, 51, 81]) {
    list.push({ name: `cell-maze generation ${n}x${n}`, program: `${cellMaze}\nrow(1..${n}). col(1..${n}). entrance(1,2). exit(${n},${n - 1}).\n` });
  }
  const path = readBundledEncoding('wall-maze-path');
  for (const n of [20, 50, 100, 200]) {
    const maze = randomizedDfs(n, n, seededRng(1));
    list.push({ name: `wall-maze path ${n}x${n} (depth-first)`, program: `${path}\n${toFacts(maze, { x: 0, y: 0 }, { x: n - 1, y: n - 1 })}` });
  }
  return list;
}

function runNative(file) {
  const args = [file, '1', '--outf=2'];
  const started = process.hrtime.bigint();
  const child = timeV ? spawnSync(TIME, ['-v', CLINGO, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 }) : spawnSync(CLINGO, args, { encoding: 'utf8', maxBuffer: 1 << 28 });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(child.stderr ?? '');
  let result = '?';
  try {
    result = JSON.parse(child.stdout).Result;
  } catch {
    result = `exit ${child.status}`;
  }
  return { ms, result, peakMb: rss ? Number(rss[1]) / 1024 : undefined };
}

const mb = (x) => (x === undefined ? '-' : x.toFixed(0));
const cell = (text, width) => String(text).padStart(width);

async function main() {
  const engine = new WasmEngine();
  // Warm-up: load the module, start the worker, and let V8 compile the hot wasm code (its first runs of
  // grounding and solving go through the baseline compiler, which would be charged to the first instance).
  await engine.solve('a.', { models: 1 });
  await engine.solve(`${readBundledEncoding('flow')}\n${boardToFacts(generateFlow(8, 8, 99).board)}`, { models: 1 });
  const trivial = [];
  for (let i = 0; i < 9; i++) {
    const t = process.hrtime.bigint();
    await engine.solve('a.', { models: 1 });
    trivial.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  trivial.sort((a, b) => a - b);
  console.log(`warm bundled engine on the trivial program "a.": median ${trivial[4].toFixed(1)} ms (fastest ${trivial[0].toFixed(1)}) over 9 runs`);
  console.log(native ? `native: ${CLINGO}${timeV ? ', memory from /usr/bin/time -v' : ', no /usr/bin/time: no memory figures'}` : 'native clingo not found: wasm only');
  console.log();

  const dir = mkdtempSync(join(tmpdir(), 'bench-solving-'));
  const header = `${'instance'.padEnd(38)} ${cell('KB', 6)} ${cell('wasm ms', 9)} ${cell('native ms', 10)} ${cell('ratio', 6)} ${cell('peak MB native', 15)} ${cell('peak MB wasm', 13)}  result`;
  console.log(header);
  console.log('-'.repeat(header.length + 6));
  try {
    for (const { name, program } of instances()) {
      const t = process.hrtime.bigint();
      const wasm = await engine.solve(program, { models: 1 });
      const wasmMs = Number(process.hrtime.bigint() - t) / 1e6;
      const wasmPeak = process.resourceUsage().maxRSS / 1024;
      let nat;
      if (native) {
        const file = join(dir, 'program.lp');
        writeFileSync(file, program);
        nat = runNative(file);
      }
      const result = nat && nat.result.toLowerCase() !== wasm.status ? `${wasm.status} / native ${nat.result}` : wasm.status;
      console.log([
        name.padEnd(38),
        cell((Buffer.byteLength(program) / 1024).toFixed(0), 6),
        cell(wasmMs.toFixed(0), 9),
        cell(nat ? nat.ms.toFixed(0) : '-', 10),
        cell(nat ? (wasmMs / nat.ms).toFixed(1) : '-', 6),
        cell(mb(nat?.peakMb), 15),
        cell(mb(wasmPeak), 13),
      ].join(' ') + `  ${result}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await engine.cancel();
  }
}

await main();
process.exit(0);
