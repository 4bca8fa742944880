#!/usr/bin/env node
// How varied the cell mazes are that clingo generates from different seeds, per set of search options, and what
// the variety costs. For each size and option set, 20 seeds (1..20) each solve the empty maze instance once
// (first answer) with the bundled encoding on the warm bundled engine, beside native clingo when /usr/bin/clingo
// (or $CLINGO) exists. Needs the compiled modules (`npm run compile-tests`). Prints figures; asserts nothing.
//
// distinct   how many of the 20 mazes differ from all the others
// differ %   the mean share of inner cells two mazes of different seeds put differently, over all pairs
// empty %    the mean share of inner cells that are empty
// wasm ms    mean (and slowest) CPU time of one maze on the warm bundled engine: this process's CPU time
//            during the solve, the worker's included (the machine may be busy: wall time would count other
//            programs too, and clingo-wasm's own Time.CPU is always 0)
// native     the same with native clingo, as it counts its CPU time (Time.CPU: grounding and solving)
// wasm/nat   the total of the wasm column over the native one's (both searches are the same: same choices)
// later      the same without the first seed: the first large maze on an engine also pays for V8's optimising
//            compile of the solver's hot code (on another core, but counted as CPU time), which later ones reuse
//
// SEEDS=3 in the environment solves seeds 1..3 only; DEFAULT_ONLY=1 only the generator's default options
// (for large sizes: `SIZES=81 SEEDS=3 DEFAULT_ONLY=1`, a few seconds to half a minute a maze).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, 'out', 'server', 'src');
const { WasmEngine } = require(join(out, 'solving', 'wasmEngine.js'));
const { readBundledEncoding } = require(join(out, 'puzzles', 'encodings.js'));
const { CELL_MAZE_SEARCH_OPTIONS } = require(join(out, 'puzzles', 'cellMaze', 'generate.js'));

const CLINGO = process.env.CLINGO ?? '/usr/bin/clingo';
const native = existsSync(CLINGO);
const SEEDS = Number(process.env.SEEDS ?? 20);
const SIZES = (process.env.SIZES ?? '9,15,41').split(',').map(Number);

/** The option sets compared; the generator's default is marked. */
const OPTION_SETS = [
  [],
  ['--sign-def=rnd'],
  ['--rand-freq=0.05'],
  ['--rand-freq=0.2'],
  ['--rand-freq=0.5'],
  ['--sign-def=rnd', '--rand-freq=0.05'],
  ['--sign-def=rnd', '--rand-freq=0.2'],
  ['--rand-prob=10,50'],
];

function instance(n) {
  return `row(1..${n}). col(1..${n}). entrance(1,2). exit(${n},${n - 1}).\n`;
}

/** The maze as one character per inner cell, '#' wall and '.' empty: the border is the same in every maze. */
function innerCells(n, atoms) {
  const grid = Array.from({ length: n - 2 }, () => new Array(n - 2).fill('?'));
  for (const a of atoms) {
    const m = /^(wall|empty)\((\d+),(\d+)\)$/.exec(a);
    if (!m) continue;
    const c = Number(m[2]);
    const r = Number(m[3]);
    if (c > 1 && r > 1 && c < n && r < n) grid[r - 2][c - 2] = m[1] === 'wall' ? '#' : '.';
  }
  return grid.map((row) => row.join('')).join('');
}

function variety(mazes) {
  const distinct = new Set(mazes).size;
  let differ = 0;
  let pairs = 0;
  for (let i = 0; i < mazes.length; i++) {
    for (let j = i + 1; j < mazes.length; j++) {
      let d = 0;
      for (let k = 0; k < mazes[i].length; k++) if (mazes[i][k] !== mazes[j][k]) d++;
      differ += d / mazes[i].length;
      pairs++;
    }
  }
  const empty = mazes.reduce((sum, m) => sum + [...m].filter((ch) => ch === '.').length / m.length, 0) / mazes.length;
  return { distinct, differ: pairs ? differ / pairs : 0, empty };
}

function runNative(file, seed, options) {
  const child = spawnSync(CLINGO, [file, '1', '--outf=2', `--seed=${seed}`, ...options], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const json = JSON.parse(child.stdout);
  return { ms: json.Time.CPU * 1000, atoms: json.Call?.[0]?.Witnesses?.[0]?.Value ?? [] };
}

const cell = (text, width) => String(text).padStart(width);
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const pct = (x) => `${(100 * x).toFixed(0)}`;
const timeText = (times) => `${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(0)} (${Math.max(...times).toFixed(0)})`;

async function main() {
  const encoding = readBundledEncoding('cell-maze');
  const engine = new WasmEngine();
  await engine.solve(`${encoding}\n${instance(9)}`, { models: 1 });
  console.log(`cell mazes from seeds 1..${SEEDS} per option set, entrance (1,2), exit (n,n-1); ${native ? `native: ${CLINGO}` : 'native clingo not found: wasm only'}`);
  console.log(`the generator's default: ${CELL_MAZE_SEARCH_OPTIONS.join(' ')}`);
  console.log();
  const header = `${'size'.padEnd(6)} ${'options'.padEnd(34)} ${cell('distinct', 8)} ${cell('differ %', 8)} ${cell('empty %', 7)} ${cell('wasm ms (max)', 14)} ${cell('distinct', 8)} ${cell('native ms (max)', 16)} ${cell('wasm/nat', 8)} ${cell('later', 6)}`;
  console.log(header);
  console.log('-'.repeat(header.length));
  const dir = mkdtempSync(join(tmpdir(), 'bench-cellmaze-'));
  try {
    for (const n of SIZES) {
      const program = `${encoding}\n${instance(n)}`;
      const file = join(dir, `maze-${n}.lp`);
      writeFileSync(file, program);
      for (const options of OPTION_SETS) {
        const mazes = [];
        const times = [];
        const nativeMazes = [];
        const nativeTimes = [];
        if (process.env.DEFAULT_ONLY === '1' && options.join(' ') !== CELL_MAZE_SEARCH_OPTIONS.join(' ')) continue;
        for (let seed = 1; seed <= SEEDS; seed++) {
          const cpu = process.cpuUsage();
          const result = await engine.solve(program, { models: 1, extraArgs: [`--seed=${seed}`, ...options] });
          const used = process.cpuUsage(cpu);
          times.push((used.user + used.system) / 1000);
          mazes.push(innerCells(n, result.answers[0]?.text ?? []));
          if (native) {
            const run = runNative(file, seed, options);
            nativeTimes.push(run.ms);
            nativeMazes.push(innerCells(n, run.atoms));
          }
        }
        const v = variety(mazes);
        const isDefault = options.join(' ') === CELL_MAZE_SEARCH_OPTIONS.join(' ');
        const name = `${options.length ? options.join(' ') : '(--seed only)'}${isDefault ? ' *' : ''}`;
        console.log([
          `${n}x${n}`.padEnd(6), name.padEnd(34), cell(v.distinct, 8), cell(pct(v.differ), 8), cell(pct(v.empty), 7), cell(timeText(times), 14),
          cell(native ? variety(nativeMazes).distinct : '-', 8), cell(native ? timeText(nativeTimes) : '-', 16),
          cell(native ? (sum(times) / sum(nativeTimes)).toFixed(2) : '-', 8),
          cell(native && SEEDS > 1 ? (sum(times.slice(1)) / sum(nativeTimes.slice(1))).toFixed(2) : '-', 6),
        ].join(' '));
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await engine.dispose();
  }
  console.log('\n* the default of Generate Cell Maze and of the mazes it writes (`%! options:`)');
}

await main();
process.exit(0);
