#!/usr/bin/env node
// The first Solve after the language server starts, as the editor asks for it: the built server (dist/server.js)
// over stdio on examples/, then Solve on a 5x5 Flow board (examples/flow/level2.lp) at once, or after a pause
// as a user opening a file and pressing the key would leave, then a second Solve. Also the server's resident
// memory (from /proc) before and after the first Solve: the server warms the bundled solver up at its start. Then,
// in a fresh server for each, the first Solve of an example of each family 1.5 s after the start, and the first
// view of its answer (what the preview asks for next): the warm-up solves and draws a puzzle of every family.
// The server reads the solver's optimised code from its cache (solving/codeCache.ts) as every session after a
// user's first does: a folder of the bench's own, filled by a server before anything is measured; the Solve of
// level 2 and the larger Flow boards at the end are also measured without it (ASP_PUZZLES_CODE_CACHE=off, as a
// user's first session goes). Last, a warm Solve of each larger board, and its time outside the solver.
// Prints figures; asserts nothing. Needs `npm run build` and `npm run compile-tests`.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { startSession } = require(join(root, 'out', 'test', 'server', 'lspSession.js'));
const { answerViewRequest, solveRequest } = require(join(root, 'out', 'server', 'src', 'protocol.js'));
const { buildersDone } = require(join(root, 'out', 'test', 'server', 'codeCacheBuilders.js'));
const { flowBenchBoards } = require(join(root, 'out', 'test', 'solver', 'flowBoards.js'));
const { boardToFacts } = require(join(root, 'out', 'server', 'src', 'puzzles', 'flow', 'boardText.js'));

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const uri = pathToFileURL(join(root, 'examples', 'flow', 'level2.lp')).href;
const residentMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timedSolve(session, runId, file = uri) {
  return (await measuredSolve(session, runId, file)).ms;
}

/** The Solve's round trip in ms, and the part of it outside the solver (the server's own work and the protocol). */
async function measuredSolve(session, runId, file) {
  const started = performance.now();
  const report = await session.connection.sendRequest(solveRequest, { uri: file, settings: { engine: 'wasm', models: 1 }, runId });
  if (report.status !== 'satisfiable') throw new Error(`expected an answer, got ${report.status}`);
  const ms = performance.now() - started;
  return { ms, outside: ms - report.timeMs };
}

// The bench's own cache folder, filled by a first server: its builder writes the cache once the server has ended.
const cacheDir = mkdtempSync(join(tmpdir(), 'bench-first-cache-'));
const environment = (cache = cacheDir) => ({ ...process.env, ASP_PUZZLES_CODE_CACHE: cache });
const filling = await startSession(join(root, 'examples'), { env: environment() });
await timedSolve(filling, 'fill');
await filling.close();
await buildersDone(cacheDir);

async function round(pauseMs, cache) {
  const session = await startSession(join(root, 'examples'), { env: environment(cache) });
  await sleep(pauseMs);
  const idle = residentMb(session.process.pid);
  const first = await timedSolve(session, 'first');
  const memory = residentMb(session.process.pid);
  const second = await timedSolve(session, 'second');
  await session.close();
  return { first, second, idle, memory };
}

console.log('Solve of examples/flow/level2.lp (5x5 Flow) after the server starts (median of', ROUNDS, 'runs)\n');
console.log(`${'pause after initialize'.padEnd(24)} ${'first ms'.padStart(9)} ${'second ms'.padStart(10)} ${'RSS before MB'.padStart(14)} ${'RSS after MB'.padStart(13)}`);
for (const [pause, cache] of [[0], [300], [1000], [0, 'off'], [1000, 'off']]) {
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) rounds.push(await round(pause, cache));
  const row = (k) => median(rounds.map((r) => r[k])).toFixed(0);
  const label = `${pause} ms${cache ? ', no cache' : ''}`;
  console.log(`${label.padEnd(24)} ${row('first').padStart(9)} ${row('second').padStart(10)} ${row('idle').padStart(14)} ${row('memory').padStart(13)}`);
}

console.log(`\nThe first Solve of each family 1.5 s after the server starts, then the view of its answer (median of ${ROUNDS} runs)\n`);
console.log(`${'example'.padEnd(28)} ${'solve ms'.padStart(9)} ${'view ms'.padStart(8)}`);
for (const example of ['flow/level2.lp', 'wall-maze/dfs-15x15.lp', 'maze/maze-5x5.lp']) {
  const file = pathToFileURL(join(root, 'examples', example)).href;
  const solves = [];
  const views = [];
  for (let i = 0; i < ROUNDS; i++) {
    const session = await startSession(join(root, 'examples'), { env: environment() });
    await sleep(1500);
    solves.push(await timedSolve(session, 'first', file));
    const started = performance.now();
    const { view } = await session.connection.sendRequest(answerViewRequest, { runId: 'first', index: 0 });
    if (!view) throw new Error(`no view of ${example}`);
    views.push(performance.now() - started);
    await session.close();
  }
  console.log(`${example.padEnd(28)} ${median(solves).toFixed(0).padStart(9)} ${median(views).toFixed(0).padStart(8)}`);
}

// Larger boards, solved one after another in a fresh server 1.5 s after its start: the first solves of a session.
const LARGER = ['regular 9x9/9 #10', 'extreme 12x12/8 #15', 'extreme 14x14/10 #17', 'jumbo 14x14/14 #29'];
const boardsDir = mkdtempSync(join(tmpdir(), 'bench-first-boards-'));
try {
  const files = flowBenchBoards().filter((b) => LARGER.includes(b.name)).map((b, i) => {
    const file = join(boardsDir, `board${i}.lp`);
    writeFileSync(file, boardToFacts(b.board));
    return { name: b.name, uri: pathToFileURL(file).href };
  });
  console.log(`\nThe first Solves of larger Flow boards, one after another 1.5 s after a server starts (median of ${ROUNDS} runs)\n`);
  console.log(`${'board'.padEnd(24)} ${'cache ms'.padStart(9)} ${'no cache ms'.padStart(12)}`);
  const times = { cache: files.map(() => []), off: files.map(() => []) };
  for (let i = 0; i < ROUNDS; i++) {
    for (const [kind, cache] of [['cache', cacheDir], ['off', 'off']]) {
      const session = await startSession(boardsDir, { env: environment(cache) });
      await sleep(1500);
      for (const [b, file] of files.entries()) times[kind][b].push(await timedSolve(session, `larger${b}`, file.uri));
      await session.close();
    }
  }
  for (const [b, file] of files.entries()) {
    console.log(`${file.name.padEnd(24)} ${median(times.cache[b]).toFixed(0).padStart(9)} ${median(times.off[b]).toFixed(0).padStart(12)}`);
  }

  // Warm: what a Solve costs beyond the solver's own run (reading the board, its pictures and view, the reply).
  const WARM = 8;
  console.log(`\nA warm Solve of the same boards: the round trip, and the part outside the solver (median of ${WARM})\n`);
  console.log(`${'board'.padEnd(24)} ${'Solve ms'.padStart(9)} ${'outside ms'.padStart(11)}`);
  const session = await startSession(boardsDir, { env: environment() });
  await sleep(1500);
  for (const [b, file] of files.entries()) {
    const runs = [];
    for (let i = 0; i < WARM + 2; i++) runs.push(await measuredSolve(session, `warm${b}-${i}`, file.uri));
    const warm = runs.slice(2);
    console.log(`${file.name.padEnd(24)} ${median(warm.map((r) => r.ms)).toFixed(0).padStart(9)} ${median(warm.map((r) => r.outside)).toFixed(1).padStart(11)}`);
  }
  await session.close();
} finally {
  rmSync(boardsDir, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
}
