#!/usr/bin/env node
// Speed of the pictures: an answer turned into a View, and a View into SVG, on the largest boards the panel is
// meant for. Needs the compiled modules: run `npx tsc -p .` first. Prints figures; asserts nothing. Boards are
// generated with fixed seeds, so runs compare; answers are made in TypeScript, without solving.
//
// view ms    answerView(facts, atoms): facts already extracted, atoms already values (median of the runs)
// svg ms     renderSvg(view) with the panel's theme, `inherit` (median of the runs)
// svg KB     the size of the SVG text; json KB the size of the View as it crosses the protocol (packed: see
//            scripts/bench/hugeMaze.mjs for the size before packing, and 1000x1000)
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, 'out', 'server', 'src');
const { parse } = require(join(out, 'language', 'parser', 'index.js'));
const { extractFacts } = require(join(out, 'puzzles', 'facts.js'));
const { answerView } = require(join(out, 'puzzles', 'views.js'));
const { renderSvg } = require(join(out, 'view', 'svg.js'));
const { randomizedDfs, toFacts } = require(join(out, 'puzzles', 'wallMaze', 'generate.js'));
const { openNeighbours } = require(join(out, 'puzzles', 'wallMaze', 'maze.js'));
const { seededRng } = require(join(out, 'puzzles', 'random.js'));
const { wallGrid, wallRuns } = require(join(out, 'view', 'unpacked.js'));

const RUNS = 15;

const num = (value) => ({ type: 'number', value });
const atom = (name, ...values) => ({ type: 'function', name, args: values.map(num), negated: false });

/** The path between two cells by breadth-first search, as the bundled encoding would answer it. */
function bfsPath(maze, from, to) {
  const key = (c) => c.y * maze.width + c.x;
  const parent = new Map([[key(from), null]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    for (const n of openNeighbours(maze, queue[i].x, queue[i].y)) {
      if (parent.has(key(n))) continue;
      parent.set(key(n), queue[i]);
      queue.push(n);
    }
  }
  const path = [];
  for (let c = to; c; c = parent.get(key(c))) path.push(c);
  return path.reverse();
}

function wallMaze(size) {
  const maze = randomizedDfs(size, size, seededRng(1));
  const start = { x: 0, y: 0 };
  const goal = { x: size - 1, y: size - 1 };
  const path = bfsPath(maze, start, goal);
  const atoms = path.slice(1).map((c, i) => atom('step', path[i].x, path[i].y, c.x, c.y));
  return { facts: extractFacts(parse(toFacts(maze, start, goal))), atoms, note: `path of ${path.length} cells` };
}

/**
 * A (2n+1)x(2n+1) cell maze from an n x n wall maze: cells at odd positions and the passages between them are
 * empty, the rest walls, with an entrance on the left border and an exit on the right.
 */
function cellMaze(n) {
  const maze = randomizedDfs(n, n, seededRng(2));
  const size = 2 * n + 1;
  const empty = new Uint8Array(size * size);
  const open = (col, row) => (empty[(row - 1) * size + (col - 1)] = 1);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      open(2 * x + 2, 2 * y + 2);
      for (const o of openNeighbours(maze, x, y)) open(x + o.x + 2, y + o.y + 2);
    }
  }
  open(1, 2);
  open(size, size - 1);
  const atoms = [];
  for (let row = 1; row <= size; row++) {
    for (let col = 1; col <= size; col++) atoms.push(atom(empty[(row - 1) * size + (col - 1)] ? 'empty' : 'wall', col, row));
  }
  const text = `row(1..${size}). col(1..${size}). entrance(1,2). exit(${size},${size - 1}).`;
  return { facts: extractFacts(parse(text)), atoms, note: `${atoms.length} cells` };
}

function median(f) {
  f(); // warm-up
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

const cases = [
  { name: 'wall maze 300x300', family: 'wall-maze', board: wallMaze(300), options: {} },
  { name: 'wall maze 300x300, dead ends and distances', family: 'wall-maze', board: wallMaze(300), options: { deadEnds: true, distance: true } },
  { name: 'cell maze 101x101', family: 'cell-maze', board: cellMaze(50), options: {} },
];

const rows = [['board', 'view ms', 'svg ms', 'svg KB', 'json KB', '']];
for (const c of cases) {
  const view = median(() => answerView(c.family, c.board.facts, c.board.atoms, c.options));
  const svg = median(() => renderSvg(view.result));
  const kb = (s) => (s.length / 1024).toFixed(0);
  const grid = wallGrid(view.result);
  const extra = [c.board.note, grid ? `${wallRuns(grid).length} wall lines` : ''].filter(Boolean).join(', ');
  rows.push([c.name, view.ms.toFixed(1), svg.ms.toFixed(1), kb(svg.result), kb(JSON.stringify(view.result)), extra]);
}
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
for (const r of rows) console.log(r.map((cell, i) => (i === 0 || i === r.length - 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ').trimEnd());
