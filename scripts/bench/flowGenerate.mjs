#!/usr/bin/env node
// How long Generate Flow Board… (and `asp-puzzles flow`) takes to find a board with exactly one solution: for
// 5x5, 9x9 and 14x14 boards with as many colours as rows (the default), seeds 1..SEEDS each generated on one warm
// bundled engine, as the language server does. Needs the compiled modules (`npm run compile-tests`). Prints
// figures; asserts nothing, but says when a seed found no board.
//
// median / max s   wall time per board, from the request to the proven board (the machine's load counts too)
// tries            boards solved per board found, the last one (the proof) included: median and max
// solve ms         mean wall time of one solve for two answers
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, 'out', 'server', 'src');
const { WasmEngine } = require(join(out, 'solving', 'wasmEngine.js'));
const { generateFlowFile, defaultColours } = require(join(out, 'puzzles', 'flow', 'generateFile.js'));

const SEEDS = Number(process.env.SEEDS ?? 7);
const SIZES = (process.env.SIZES ?? '5,9,14').split(',').map(Number);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const engine = new WasmEngine();
// The first solve of a fresh worker compiles the wasm: the server has done that long before a user asks.
await engine.warmUp();
console.log(`Generate Flow Board: boards with exactly one solution, seeds 1..${SEEDS}, one warm bundled engine`);
console.log('size     colours  median s  max s   tries (median / max)  solve ms  failed');
try {
  for (const size of SIZES) {
    const colours = defaultColours(size);
    const times = [];
    const tries = [];
    let solveMs = 0;
    let failed = 0;
    for (let seed = 1; seed <= SEEDS; seed++) {
      const started = Date.now();
      const made = await generateFlowFile({ size, colours, seed }, { engine });
      const ms = Date.now() - started;
      if ('error' in made) {
        failed++;
        console.log(`  seed ${seed}: ${made.error}`);
        continue;
      }
      times.push(ms);
      tries.push(made.solves);
      solveMs += made.timeMs / made.solves;
    }
    const row = times.length
      ? [`${size}x${size}`.padEnd(9), String(colours).padEnd(9), (median(times) / 1000).toFixed(2).padEnd(10), (Math.max(...times) / 1000).toFixed(2).padEnd(8),
        `${median(tries)} / ${Math.max(...tries)}`.padEnd(22), String(Math.round(solveMs / times.length)).padEnd(10), String(failed)]
      : [`${size}x${size}`.padEnd(9), String(colours).padEnd(9), '-'.padEnd(10), '-'.padEnd(8), '-'.padEnd(22), '-'.padEnd(10), String(failed)];
    console.log(row.join(''));
  }
} finally {
  await engine.dispose();
}
