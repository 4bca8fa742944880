#!/usr/bin/env node
// What a preview of a large wall maze costs in the server, step by step, on 300x300 and 1000x1000 mazes (randomized
// depth-first search, seed 1), and where the bundled solver stops taking wall mazes. Needs the compiled modules:
// `npx tsc -p .` first. Prints figures; asserts nothing.
//
// read ms       the instance from disk (readTextFile)
// scan ms       its facts by the fact scanner (server/src/puzzles/factScanner.ts), with the maze made from them
// parse ms      the same facts by the full parser and extractFacts, as before the scanner (once: it is slow)
// search ms     the path by breadth-first search, as the answer of a run (searchAnswer)
// view ms       the answer's View (wallMazeView), packed
// JSON KB       the View as it crosses the protocol, packed, and as it was before (an object per wall run and
//               per path cell, each cell listing its steps)
//
// Then the same through the built server over stdio (dist/server.js; `npm run build` first), as the preview asks:
// solvePlan, solve, answerView, each timed from the request to its answer, for a file the server has not read
// (cold) and again (warm).
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, 'out', 'server', 'src');
const { readTextFile } = require(join(out, 'readTextFile.js'));
const { parse } = require(join(out, 'language', 'parser', 'index.js'));
const { extractFacts } = require(join(out, 'puzzles', 'facts.js'));
const { scanFacts } = require(join(out, 'puzzles', 'factScanner.js'));
const { mazeOfFacts } = require(join(out, 'puzzles', 'wallMaze', 'fromFacts.js'));
const { searchAnswer } = require(join(out, 'puzzles', 'wallMaze', 'searchAnswer.js'));
const { wallMazeView } = require(join(out, 'puzzles', 'wallMaze', 'view.js'));
const { randomizedDfs, toFacts } = require(join(out, 'puzzles', 'wallMaze', 'generate.js'));
const { seededRng } = require(join(out, 'puzzles', 'random.js'));
const { pathCells, wallGrid, wallRuns } = require(join(out, 'view', 'unpacked.js'));
const { WasmEngine, MAX_PROGRAM_BYTES } = require(join(out, 'solving', 'wasmEngine.js'));
const { readBundledEncoding } = require(join(out, 'puzzles', 'encodings.js'));

const RUNS = 5;

function median(f) {
  const times = [];
  let result;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    result = f();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(RUNS / 2)], result };
}

function once(f) {
  const t0 = performance.now();
  const result = f();
  return { ms: performance.now() - t0, result };
}

/** The view as it was written before it was packed: wall runs and path cells listed, each path cell with its steps. */
function listedView(view) {
  const cells = pathCells(view.paths[0], view.columns);
  const listed = new Map(view.cells.map((c) => [c.row * view.columns + c.column, { ...c, atoms: [...(c.atoms ?? [])] }]));
  for (let k = 1; k < cells.length; k++) {
    const [r1, c1] = cells[k - 1];
    const [r2, c2] = cells[k];
    const step = `step(${c1},${r1},${c2},${r2})`;
    for (const [r, c] of [[r1, c1], [r2, c2]]) {
      const key = r * view.columns + c;
      const cell = listed.get(key) ?? { row: r, column: c, atoms: [] };
      if (!cell.atoms.includes(step)) cell.atoms.push(step);
      listed.set(key, cell);
    }
  }
  const { wallBits, ...rest } = view;
  void wallBits;
  return { ...rest, cells: [...listed.values()], walls: wallRuns(wallGrid(view)), paths: [{ cells, color: view.paths[0].color }] };
}

const { startSession } = require(join(root, 'out', 'test', 'server', 'lspSession.js'));
const protocol = require(join(out, 'protocol.js'));

const dir = mkdtempSync(join(tmpdir(), 'bench-huge-maze-'));
const rows = [['maze', 'MB', 'read ms', 'scan ms', 'parse ms', 'search ms', 'view ms', 'JSON KB', 'before KB', 'path']];
try {
  for (const n of [300, 1000]) {
    const file = join(dir, `maze-${n}.lp`);
    writeFileSync(file, toFacts(randomizedDfs(n, n, seededRng(1)), { x: 0, y: 0 }, { x: n - 1, y: n - 1 }));
    const read = median(() => readTextFile(file, 64 * 1024 * 1024).text);
    const text = read.result;
    const scan = median(() => {
      const facts = scanFacts(text);
      mazeOfFacts(facts);
      return facts;
    });
    global.gc?.();
    const parsed = once(() => mazeOfFacts(extractFacts(parse(text))));
    global.gc?.();
    const facts = scan.result;
    const search = median(() => searchAnswer(facts, { files: [], programBytes: text.length, solverLimit: MAX_PROGRAM_BYTES }));
    const atoms = search.result.answers[0].atoms;
    const view = median(() => wallMazeView(facts, atoms, { instance: { uri: `file://${file}`, text } }));
    const json = JSON.stringify(view.result).length;
    const before = JSON.stringify(listedView(view.result)).length;
    rows.push([
      `${n}x${n} dfs`, (text.length / 1e6).toFixed(1), read.ms.toFixed(0), scan.ms.toFixed(0), parsed.ms.toFixed(0), search.ms.toFixed(0),
      view.ms.toFixed(0), (json / 1024).toFixed(0), (before / 1024).toFixed(0), `${atoms.length} steps`,
    ]);
  }
} finally {
  // The mazes are used again below, through the server.
}
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
for (const r of rows) console.log(r.map((cell, i) => (i === 0 || i === r.length - 1 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  ').trimEnd());

console.log('\nthrough the server (ms from request to answer):');
const session = await startSession(dir);
try {
  console.log(`  ${'maze'.padEnd(24)} ${'solvePlan'.padStart(9)} ${'solve'.padStart(7)} ${'answerView'.padStart(10)} ${'total'.padStart(7)}`);
  for (const n of [300, 1000]) {
    const file = join(dir, `maze-${n}.lp`);
    writeFileSync(file, toFacts(randomizedDfs(n, n, seededRng(1)), { x: 0, y: 0 }, { x: n - 1, y: n - 1 }));
    const uri = `file://${file}`;
    for (const label of ['cold', 'warm']) {
      const timed = async (f) => {
        const t0 = performance.now();
        await f();
        return performance.now() - t0;
      };
      const runId = `${n}-${label}`;
      const plan = await timed(() => session.connection.sendRequest(protocol.solvePlanRequest, { uri }));
      const solve = await timed(() => session.connection.sendRequest(protocol.solveRequest, { uri, runId, settings: { engine: 'wasm', models: 20 } }));
      const view = await timed(() => session.connection.sendRequest(protocol.answerViewRequest, { runId, index: 0 }));
      console.log(`  ${`${n}x${n}, ${label}`.padEnd(24)} ${plan.toFixed(0).padStart(9)} ${solve.toFixed(0).padStart(7)} ${view.toFixed(0).padStart(10)} ${(plan + solve + view).toFixed(0).padStart(7)}`);
    }
  }
} finally {
  await session.close();
  rmSync(dir, { recursive: true, force: true });
}

// Where the bundled solver stops: it refuses programs past MAX_PROGRAM_BYTES (clingo-wasm's stack fails at about
// 1.05 MB); the server answers larger wall mazes by breadth-first search.
console.log(`\nthe bundled solver on the bundled path encoding (it takes at most ${MAX_PROGRAM_BYTES / 1e6} MB):`);
const engine = new WasmEngine();
const encoding = readBundledEncoding('wall-maze-path');
await engine.solve('a.', { models: 1 });
for (const n of [100, 200, 204, 205]) {
  const program = `${encoding}\n${toFacts(randomizedDfs(n, n, seededRng(1)), { x: 0, y: 0 }, { x: n - 1, y: n - 1 })}`;
  const t0 = performance.now();
  const result = await engine.solve(program, { models: 1 });
  console.log(`  ${`${n}x${n}`.padEnd(8)} ${(Buffer.byteLength(program) / 1e6).toFixed(3)} MB  ${result.status.padEnd(12)} ${(performance.now() - t0).toFixed(0).padStart(6)} ms`);
}
await engine.dispose();
process.exit(0);
