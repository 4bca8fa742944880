#!/usr/bin/env node
// The maze generators side by side: the figures of 100 mazes of 30x30 per generator (the table of
// `asp-puzzles maze-stats`), beside the dead-end shares published for the same algorithms, then how long each
// generator takes at 100x100 and 1000x1000 and how long the breadth-first solver takes at 100x100, 200x200 and
// 1000x1000. Needs the compiled modules (`npm run compile-tests`); prints figures, asserts nothing. Times are the
// median of several runs, wall clock and the process's own CPU time (they differ when the machine is busy).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'out', 'server', 'src');
const { runSurveys, formatSurveyTable, table } = require(join(out, 'cli', 'mazeStatsCommand.js'));
const { GENERATORS } = require(join(out, 'puzzles', 'wallMaze', 'generators', 'index.js'));
const { solveMaze } = require(join(out, 'puzzles', 'wallMaze', 'solve.js'));
const { seededRng } = require(join(out, 'puzzles', 'random.js'));

/**
 * Dead ends as a share of the cells, as published. Pullen: Walter D. Pullen's Think Labyrinth, the summary table
 * of maze creation algorithms (astrolog.org/labyrnth/algrithm.htm). Buck: Jamis Buck, Mazes for Programmers,
 * appendix "Comparing maze algorithms", whose chart is read from its text (Aldous–Broder and Wilson's around
 * 30%, true Prim's about 50% more, hunt-and-kill and the recursive backtracker significantly fewer). Library: the
 * seed text's figures for its two generators.
 */
const PUBLISHED = {
  dfs: 'Pullen 10%, library ~10%, Buck: significantly fewer',
  'binary-tree': 'Pullen 25%, library ~25%',
  sidewinder: 'Pullen 27%',
  eller: 'Pullen 28%',
  kruskal: 'Pullen 30%',
  prim: 'Pullen 32% (simplified)',
  'prim --frontier cell': 'Pullen 36% (modified)',
  'true-prim': 'Buck ~45% (50% more than 30%)',
  'true-prim --weights edge': 'Pullen 30% (true)',
  'growing-tree': 'Pullen 49%, varies with the pick',
  'growing-tree --select newest': 'as dfs: Pullen 10%',
  'hunt-and-kill': 'Pullen 11%, Buck: significantly fewer',
  wilson: 'Pullen 29%, Buck ~30%',
  'aldous-broder': 'Pullen 29%, Buck ~30%',
  division: 'Pullen 23%',
};

const args = { command: 'maze-stats', algorithm: 'all', width: 30, height: 30, count: 100, seed: 1, parameters: {}, sized: true };
console.log(formatSurveyTable(runSurveys(args), [{ title: 'published dead ends', value: (label) => PUBLISHED[label] ?? '' }]));

function median(runs, f) {
  const wall = [];
  const cpu = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    f(i);
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const mid = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return { wall: mid(wall), cpu: mid(cpu) };
}

const ms = (t) => `${t.wall.toFixed(t.wall < 10 ? 1 : 0)} (${t.cpu.toFixed(t.cpu < 10 ? 1 : 0)})`;
const timing = [['generation, ms wall (cpu)', '100x100', '1000x1000']];
for (const g of GENERATORS) {
  g.generate(100, 100, seededRng(99), {}); // warm-up
  const small = median(15, (i) => g.generate(100, 100, seededRng(i + 1), {}));
  const large = median(3, (i) => g.generate(1000, 1000, seededRng(i + 1), {}));
  timing.push([g.id, ms(small), ms(large)]);
}
console.log(table(timing));

const solving = [['breadth-first path, ms wall (cpu)', 'moves', 'time']];
for (const n of [100, 200, 1000]) {
  const maze = GENERATORS.find((g) => g.id === 'dfs').generate(n, n, seededRng(1), {});
  const from = { x: 0, y: 0 };
  const to = { x: n - 1, y: n - 1 };
  solveMaze(maze, from, to); // warm-up
  let moves = 0;
  const t = median(n === 1000 ? 5 : 21, () => (moves = solveMaze(maze, from, to).length - 1));
  solving.push([`dfs ${n}x${n}, corner to corner`, String(moves), ms(t)]);
}
console.log(table(solving));
