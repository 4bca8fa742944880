#!/usr/bin/env node
// What Why No Answer? costs on puzzles without an answer: the explanation (one solve to see there is no answer,
// then the relaxed program solved to its optimum) and the minimal cause (shrinking the instance with the solver as
// the oracle), on the bundled engine, beside native clingo when /usr/bin/clingo (or $CLINGO) exists. The boards:
// the even-sized cell mazes of seed 000's problem (4x4, 6x6), the Flow board whose colours must cross, and wall
// mazes whose goal is walled in (6x6 from the examples, 20x20 generated). Needs the compiled modules
// (`npm run compile-tests`). Prints the median of RUNS runs (default 3); asserts nothing.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, 'out', 'server', 'src');
const { explainProgram } = require(join(out, 'explain', 'explainProgram.js'));
const { puzzleBoard } = require(join(out, 'explain', 'puzzleBoard.js'));
const { bundledEncodingUri } = require(join(out, 'puzzles', 'encodings.js'));
const { WasmEngine } = require(join(out, 'solving', 'wasmEngine.js'));
const { NativeEngine } = require(join(out, 'solving', 'nativeEngine.js'));
const { randomizedDfs, toFacts } = require(join(out, 'puzzles', 'wallMaze', 'generate.js'));
const { seededRng } = require(join(out, 'puzzles', 'random.js'));

const CLINGO = process.env.CLINGO ?? '/usr/bin/clingo';
const RUNS = Number(process.env.RUNS ?? 3);
const ENCODING = { 'cell-maze': 'cell-maze.lp', flow: 'flow.lp', 'wall-maze': 'wall-maze-path.lp' };

/** A generated wall maze with the passages into its goal taken away. */
function walledIn(size) {
  const maze = randomizedDfs(size, size, seededRng(7));
  const goal = { x: size - 1, y: size - 1 };
  const text = toFacts(maze, { x: 0, y: 0 }, goal);
  const into = new RegExp(`passage\\((\\d+,\\d+,${goal.x},${goal.y}|${goal.x},${goal.y},\\d+,\\d+)\\)\\.\\s?`, 'g');
  return text.replace(into, '');
}

const boards = [
  ['cell maze 4x4', 'cell-maze', 'row(1..4). col(1..4). entrance(1,2). exit(4,3).\n'],
  ['cell maze 6x6', 'cell-maze', 'row(1..6). col(1..6). entrance(1,2). exit(6,5).\n'],
  ['Flow crossing 3x3', 'flow', readFileSync(join(root, 'examples', 'flow', 'crossing.lp'), 'utf8')],
  ['wall maze 6x6, goal walled in', 'wall-maze', readFileSync(join(root, 'test', 'fixtures', 'explain', 'walled-goal.lp'), 'utf8')],
  ['wall maze 20x20, goal walled in', 'wall-maze', walledIn(20)],
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(engine, family, text) {
  const instance = 'file:///bench-instance.lp';
  const read = (uri) => (uri === instance ? { text } : uri.startsWith('file:') ? { text: readFileSync(new URL(uri), 'utf8') } : undefined);
  const run = (minimal) => explainProgram({
    entries: [bundledEncodingUri(ENCODING[family]), instance], instances: [instance], read, engine, solve: { timeLimitMs: 120_000 },
    settings: { minimal, minimalTimeLimit: 120 }, board: (atoms) => puzzleBoard(family, text, atoms), stopped: () => false,
  });
  const explain = [];
  const cause = [];
  let last;
  for (let i = 0; i < RUNS; i++) {
    let t = performance.now();
    const report = await run(false);
    explain.push(performance.now() - t);
    if (report.status !== 'explained') throw new Error(`${report.status}: ${report.message}`);
    t = performance.now();
    last = await run(true);
    cause.push(last.minimal.timeMs);
  }
  return { explain: median(explain), cause: median(cause), checks: last.minimal.checks, size: last.minimal.items.length, of: last.minimal.of, cost: last.cost };
}

const engines = [['bundled', new WasmEngine()], ...(existsSync(CLINGO) ? [['native', new NativeEngine(CLINGO)]] : [])];
// The first solve of a fresh worker compiles the wasm: not what a user waits for after the extension started.
await engines[0][1].warmUp('a.');
console.log(`Why No Answer?: median of ${RUNS} runs (ms); the minimal cause's solver runs and size${existsSync(CLINGO) ? `; native is ${CLINGO}` : ''}`);
console.log(`${'board'.padEnd(34)}${'engine'.padEnd(9)}${'explain'.padStart(9)}${'cause'.padStart(9)}${'checks'.padStart(8)}  cause size  cost`);
for (const [name, family, text] of boards) {
  for (const [label, engine] of engines) {
    const m = await measure(engine, family, text);
    console.log(`${name.padEnd(34)}${label.padEnd(9)}${m.explain.toFixed(0).padStart(9)}${m.cause.toFixed(0).padStart(9)}${String(m.checks).padStart(8)}  ${`${m.size} of ${m.of}`.padEnd(10)}  ${m.cost}`);
  }
}
await Promise.all(engines.map(([, e]) => e.dispose()));
