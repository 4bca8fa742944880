#!/usr/bin/env node
// Speed of the language server's core on large texts, beside clingo-wasm's own time to parse the same text.
// Needs the compiled modules: run through `npm run bench`. Prints figures; asserts nothing.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateEncoding, generateInstance } from './generate.mjs';

const require = createRequire(import.meta.url);
const out = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'out', 'server', 'src', 'language');
const { Workspace } = require(join(out, 'workspace.js'));

const RUNS = 7;

/** Median wall time of `fn` over RUNS runs, in milliseconds. */
function median(fn) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const t = process.hrtime.bigint();
    fn(i);
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

async function clingoParseMs(text) {
  const { run } = await import('clingo-wasm');
  await run('a.', 1); // warm the worker
  // Statements under a program part that is never grounded are parsed and nothing else.
  const program = `#program unused.\n${text}`;
  const times = [];
  for (let i = 0; i < 3; i++) {
    const t = Date.now();
    const r = await run(program, 1);
    if (r.Result === 'ERROR') throw new Error(`clingo-wasm rejected the benchmark text: ${r.Error}`);
    times.push(Date.now() - t);
  }
  const baseline = Date.now();
  await run('#program unused.\na.', 1);
  const overhead = Date.now() - baseline;
  times.sort((a, b) => a - b);
  return { total: times[1], overhead };
}

function row(label, ms, note = '') {
  console.log(`${label.padEnd(52)} ${ms.toFixed(1).padStart(9)} ms  ${note}`);
}

const encoding = generateEncoding(10_000);
const instance = generateInstance(1_000_000);
console.log(`encoding: ${encoding.split('\n').length - 1} lines, ${(encoding.length / 1024).toFixed(0)} KB; instance: ${(instance.length / 1e6).toFixed(2)} MB\n`);

const ws = new Workspace();
row('parse 10,000-line encoding (parse + occurrences)', median(() => ws.set('file:///bench/encoding.lp', encoding)));
row('parse 1 MB instance (parse + occurrences)', median(() => ws.set('file:///bench/instance.lp', instance)));
row('re-parse 1 MB instance after a one-character edit', median((i) => ws.set('file:///bench/instance.lp', `${instance}p(${i}).`)));

for (const [label, text] of [['10,000-line encoding', encoding], ['1 MB instance', instance]]) {
  const { total, overhead } = await clingoParseMs(text);
  row(`clingo-wasm parse of the ${label}`, total, `(of which ~${overhead} ms is the fixed cost of a run)`);
}
process.exit(0);
