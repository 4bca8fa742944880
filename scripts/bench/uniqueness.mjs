#!/usr/bin/env node
// Check Uniqueness and Show Forced Cells on the examples and on larger generated boards: the bundled engine
// (clingo-wasm, warm) beside native clingo when /usr/bin/clingo (or $CLINGO) exists, both through the extension's
// own code (explain/uniqueness.ts and explain/forced.ts: the same options, --project=show, the cautious search).
// Needs the compiled modules: run `npx tsc -p .` first. Prints figures; asserts nothing. Boards are generated with
// fixed seeds, so runs compare.
//
// unique ms    wall time of checkUniqueness (two answers projected on the shown atoms), the median of 3 runs
// forced ms    wall time of forcedAtoms (every answer's intersection, to the end of the search), median of 3
// verdict      what the check found: unique / several / none, and forced cells or atoms
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, 'out', 'server', 'src');
const { WasmEngine } = require(join(out, 'solving', 'wasmEngine.js'));
const { NativeEngine } = require(join(out, 'solving', 'nativeEngine.js'));
const { checkUniqueness } = require(join(out, 'explain', 'uniqueness.js'));
const { forcedAtoms } = require(join(out, 'explain', 'forced.js'));
const { bundledEncodingUri } = require(join(out, 'puzzles', 'encodings.js'));
const { generateFlow } = require(join(out, 'puzzles', 'flow', 'generate.js'));
const { boardToFacts } = require(join(out, 'puzzles', 'flow', 'boardText.js'));
const { randomizedDfs, kruskal, toFacts } = require(join(out, 'puzzles', 'wallMaze', 'generate.js'));
const { seededRng } = require(join(out, 'puzzles', 'random.js'));

const CLINGO = process.env.CLINGO ?? '/usr/bin/clingo';
const RUNS = 3;
const example = (path) => pathToFileURL(join(root, 'examples', path)).href;
const read = (uri) => ({ text: readFileSync(new URL(uri), 'utf8') });
const options = { models: 1, timeLimitMs: 120_000 };

function puzzles(dir) {
  const file = (name, text) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return pathToFileURL(path).href;
  };
  const list = [
    { name: 'sudoku two-answers.lp (golf.lp)', entries: [example('sudoku/golf.lp'), example('sudoku/two-answers.lp')] },
    { name: 'sudoku easy.lp (golf.lp)', entries: [example('sudoku/golf.lp'), example('sudoku/easy.lp')] },
    { name: 'flow level21.lp (golf.lp)', entries: [example('flow/golf.lp'), example('flow/level21.lp')] },
    { name: 'flow level21.lp (flow.lp)', entries: [bundledEncodingUri('flow.lp'), example('flow/level21.lp')] },
    { name: 'cell maze 5x5 (cell-maze.lp)', entries: [bundledEncodingUri('cell-maze.lp'), example('maze/maze-5x5.lp')] },
    { name: 'wall maze dfs 15x15', entries: [bundledEncodingUri('wall-maze-path.lp'), example('wall-maze/dfs-15x15.lp')] },
  ];
  for (const n of [9, 12]) {
    const { board } = generateFlow(n, n + 1, 1);
    list.push({ name: `flow ${n}x${n}, ${n + 1} colours (flow.lp)`, entries: [bundledEncodingUri('flow.lp'), file(`flow${n}.lp`, boardToFacts(board))] });
  }
  // Open boards: a cautious search of a thousand reports on 41x41, of which only the last is printed.
  for (const n of [11, 41]) {
    list.push({ name: `cell maze ${n}x${n}, no fixed cells`, entries: [bundledEncodingUri('cell-maze.lp'), file(`cell${n}.lp`, `row(1..${n}). col(1..${n}). entrance(1,2). exit(${n},${n - 1}).\n`)] });
  }
  for (const [label, maze] of [['dfs 60x60', randomizedDfs(60, 60, seededRng(1))], ['kruskal 40x40', kruskal(40, 40, seededRng(2))]]) {
    const size = label.split(' ')[1].split('x').map(Number);
    list.push({ name: `wall maze ${label}`, entries: [bundledEncodingUri('wall-maze-path.lp'), file(`${label.replace(/\W/g, '')}.lp`, toFacts(maze, { x: 0, y: 0 }, { x: size[0] - 1, y: size[1] - 1 }))] });
  }
  return list;
}

async function median(run) {
  const times = [];
  let last;
  for (let i = 0; i < RUNS; i++) {
    const started = process.hrtime.bigint();
    last = await run();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(RUNS / 2)], result: last };
}

const cell = (text, width) => String(text).padStart(width);
const ms = (x) => (x === undefined ? '-' : x.toFixed(0));

async function measure(engine, puzzle) {
  const unique = await median(() => checkUniqueness(puzzle.entries, read, engine, options));
  const forced = await median(() => forcedAtoms(puzzle.entries, read, engine, options));
  const atoms = forced.result.forced ? `${forced.result.forced.text.length}/${forced.result.first.text.length} atoms` : forced.result.verdict;
  return { unique: unique.ms, forced: forced.ms, verdict: `${unique.result.verdict}, ${forced.result.verdict === 'forced' ? atoms : forced.result.verdict}` };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'asp-bench-unique-'));
  const wasm = new WasmEngine();
  const native = existsSync(CLINGO) ? new NativeEngine(CLINGO) : undefined;
  try {
    // Warm-up: the worker started and the hot wasm code compiled, which would be charged to the first puzzle.
    await checkUniqueness([example('sudoku/golf.lp'), example('sudoku/easy.lp')], read, wasm, options);
    console.log(`Check Uniqueness and Show Forced Cells (median of ${RUNS}); native: ${native ? CLINGO : 'not installed'}`);
    console.log(`${'puzzle'.padEnd(38)}${cell('unique ms', 10)}${cell('forced ms', 10)}${cell('native', 8)}${cell('native', 8)}${cell('ratio', 7)}  verdict (wasm: uniqueness, forced shown atoms)`);
    console.log(`${''.padEnd(38)}${cell('wasm', 10)}${cell('wasm', 10)}${cell('unique', 8)}${cell('forced', 8)}${cell('w/n', 7)}`);
    for (const puzzle of puzzles(dir)) {
      const w = await measure(wasm, puzzle);
      const n = native ? await measure(native, puzzle) : undefined;
      const ratio = n ? ((w.unique + w.forced) / (n.unique + n.forced)).toFixed(1) : '-';
      const agree = n && n.verdict.split(',')[0] !== w.verdict.split(',')[0] ? `  (native: ${n.verdict})` : '';
      console.log(`${puzzle.name.padEnd(38)}${cell(ms(w.unique), 10)}${cell(ms(w.forced), 10)}${cell(ms(n?.unique), 8)}${cell(ms(n?.forced), 8)}${cell(ratio, 7)}  ${w.verdict}${agree}`);
    }
  } finally {
    await wasm.dispose();
    await native?.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(() => process.exit(0), (e) => {
  console.error(e);
  process.exit(1);
});
