#!/usr/bin/env node
// Where the bundled solver's time goes outside the search, measured apart:
//   - a fresh process: `asp-puzzles solve` (dist/cli.js) on a trivial program and on a 5x5 and a 10x10 Flow
//     board, without and with the command line's cache of the solver's optimised code (a folder of its own, filled
//     first), beside Node's own start (`node -e 0`) and native clingo on the same files;
//   - a warm solve in the worker the extension keeps: wall time of WasmEngine.solve against clingo's own
//     time (the rest is the worker's round trip and the reading of clingo's JSON).
// Each figure is the median of RUNS runs (default 9). Needs `npm run build` and `npm run compile-tests`.
// Prints figures; asserts nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readyCodeCache } from './codeCache.mjs';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, 'out', 'server', 'src');
const { WasmEngine } = require(join(out, 'solving', 'wasmEngine.js'));
const { readBundledEncoding } = require(join(out, 'puzzles', 'encodings.js'));
const { generateFlow } = require(join(out, 'puzzles', 'flow', 'generate.js'));
const { boardToFacts } = require(join(out, 'puzzles', 'flow', 'boardText.js'));

const RUNS = Number(process.env.RUNS ?? 9);
const CLINGO = process.env.CLINGO ?? '/usr/bin/clingo';
const CLI = join(root, 'dist', 'cli.js');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const cell = (text, width) => String(text).padStart(width);

function processMs(command, args, env = process.env) {
  const times = [];
  for (let i = 0; i <= RUNS; i++) {
    const started = process.hrtime.bigint();
    const run = spawnSync(command, args, { encoding: 'utf8', env });
    if (run.error) throw run.error;
    if (i > 0) times.push(Number(process.hrtime.bigint() - started) / 1e6); // the first run warms the disk cache
  }
  return median(times);
}

const dir = mkdtempSync(join(tmpdir(), 'bench-start-'));
try {
  const trivial = join(dir, 'trivial.lp');
  writeFileSync(trivial, 'a.\n');
  // The board as an instance: the CLI finds the bundled encoding; native clingo gets the encoding beside it.
  const board = join(dir, 'flow5.lp');
  writeFileSync(board, boardToFacts(generateFlow(5, 4, 3).board));
  const program = join(dir, 'flow5-program.lp');
  writeFileSync(program, `${readBundledEncoding('flow')}\n${boardToFacts(generateFlow(5, 4, 3).board)}`);
  const board10 = join(dir, 'flow10.lp');
  writeFileSync(board10, boardToFacts(generateFlow(10, 10, 3).board));
  const program10 = join(dir, 'flow10-program.lp');
  writeFileSync(program10, `${readBundledEncoding('flow')}\n${boardToFacts(generateFlow(10, 10, 3).board)}`);
  const cache = await readyCodeCache(CLI, [['solve', board]]);

  const node = processMs(process.execPath, ['-e', '0']);
  console.log(`A fresh process (median of ${RUNS}; ms)\n`);
  console.log(`${'what'.padEnd(62)} ${cell('ms', 7)} ${cell('beyond Node', 12)}`);
  console.log(`${'node -e 0 (Node\'s own start)'.padEnd(62)} ${cell(node.toFixed(0), 7)}`);
  const solves = [['trivial program "a."', trivial], ['5x5 Flow board', board], ['10x10 Flow board', board10]];
  for (const [cached, env] of [['without', cache.off], ['with', cache.env]]) {
    for (const [label, file] of solves) {
      const ms = processMs(process.execPath, [CLI, 'solve', file], env);
      console.log(`${`asp-puzzles solve, ${label}, ${cached} the code cache`.padEnd(62)} ${cell(ms.toFixed(0), 7)} ${cell((ms - node).toFixed(0), 12)}`);
    }
  }
  cache.dispose();
  if (existsSync(CLINGO)) {
    const natives = [['native clingo, trivial program', trivial], ['native clingo, 5x5 Flow board and encoding', program], ['native clingo, 10x10 Flow board and encoding', program10]];
    for (const [label, file] of natives) {
      console.log(`${label.padEnd(62)} ${cell(processMs(CLINGO, [file, '1', '--outf=2', '--configuration=jumpy', '--heuristic=Domain']).toFixed(0), 7)}`);
    }
  }

  const engine = new WasmEngine();
  try {
    await engine.warmUp(`${readBundledEncoding('flow')}\n${boardToFacts(generateFlow(6, 5, 1).board)}`);
    console.log(`\nA warm solve in the extension's worker (median of ${RUNS}; ms)\n`);
    console.log(`${'program'.padEnd(30)} ${cell('wall', 7)} ${cell('clingo', 7)} ${cell('outside clingo', 15)}`);
    const programs = [
      ['trivial "a."', 'a.'],
      ...[5, 9, 14].map((n) => [`Flow ${n}x${n}`, `${readBundledEncoding('flow')}\n${boardToFacts(generateFlow(n, n, 3).board)}`]),
    ];
    for (const [label, text] of programs) {
      const walls = [];
      const clingos = [];
      for (let i = 0; i < RUNS; i++) {
        const started = process.hrtime.bigint();
        const result = await engine.solve(text, { models: 1 });
        walls.push(Number(process.hrtime.bigint() - started) / 1e6);
        clingos.push((result.statistics?.['time.total'] ?? 0) * 1000);
      }
      const wall = median(walls);
      const own = median(clingos);
      console.log(`${label.padEnd(30)} ${cell(wall.toFixed(1), 7)} ${cell(own.toFixed(1), 7)} ${cell((wall - own).toFixed(1), 15)}`);
    }
  } finally {
    await engine.dispose();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
