#!/usr/bin/env node
// Speed of the maze workshop, on square depth-first mazes up to the largest Generate Maze… makes. Needs the
// compiled modules: run `npx tsc -p .` first. Prints figures; asserts nothing. Fixed seeds, so runs compare.
//
// generate ms   generateMazeFile: the maze, and its instance as text (what the request answers)
// MB            the instance's size
// figures ms    mazeStatistics: the preview's statistics section (measureMaze: corridors, three searches)
// text ms       mazeTextOf: the instance read back (parsed) and written as display-maze text, with the path
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const wallMaze = join(root, 'out', 'server', 'src', 'puzzles', 'wallMaze');
const { generateMazeFile } = require(join(wallMaze, 'generateFile.js'));
const { mazeStatistics } = require(join(wallMaze, 'figures.js'));
const { mazeTextOf } = require(join(wallMaze, 'mazeText.js'));
const { randomizedDfs } = require(join(wallMaze, 'generate.js'));
const { seededRng } = require(join(root, 'out', 'server', 'src', 'puzzles', 'random.js'));

/** The median time of `runs` calls, in ms. */
function time(runs, f) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    f();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

console.log('maze workshop (dfs, seed 1)');
console.log(`${'size'.padEnd(10)} ${'generate ms'.padStart(12)} ${'MB'.padStart(6)} ${'figures ms'.padStart(11)} ${'text ms'.padStart(9)}`);
for (const size of [30, 100, 300, 1000]) {
  const runs = size >= 1000 ? 3 : size >= 300 ? 5 : 15;
  let result;
  const generate = time(runs, () => (result = generateMazeFile({ algorithm: 'dfs', width: size, height: size, seed: 1 })));
  const maze = randomizedDfs(size, size, seededRng(1));
  const figures = time(runs, () => mazeStatistics(maze, { x: 0, y: 0 }, { x: size - 1, y: size - 1 }));
  const text = time(Math.min(runs, 3), () => mazeTextOf(result.text, 'maze.lp', { path: true }));
  console.log(`${`${size}x${size}`.padEnd(10)} ${generate.toFixed(1).padStart(12)} ${(result.text.length / 1e6).toFixed(2).padStart(6)} ${figures.toFixed(1).padStart(11)} ${text.toFixed(0).padStart(9)}`);
}
