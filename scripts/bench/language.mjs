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
const { analyze } = require(join(out, 'analysis', 'index.js'));
const nav = require(join(out, 'navigation', 'index.js'));
const options = { fileExists: () => true };

const RUNS = 9;

/**
 * Wall time of `fn` over RUNS runs, in milliseconds: the median, and the fastest run, which is the steadier
 * figure on a shared machine where the garbage collector and neighbours add noise.
 */
function median(fn) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const t = process.hrtime.bigint();
    fn(i);
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], min: times[0] };
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
  const figure = typeof ms === 'number' ? `${ms.toFixed(1).padStart(9)} ms` : `${ms.median.toFixed(1).padStart(9)} ms (fastest ${ms.min.toFixed(1)})`;
  console.log(`${label.padEnd(54)} ${figure}  ${note}`);
}

const encoding = generateEncoding(10_000);
const instance = generateInstance(1_000_000);
console.log(`encoding: ${encoding.split('\n').length - 1} lines, ${(encoding.length / 1024).toFixed(0)} KB; instance: ${(instance.length / 1e6).toFixed(2)} MB\n`);

const ENCODING = 'file:///bench/encoding.lp';
const INSTANCE = 'file:///bench/instance.lp';
const ws = new Workspace();
row('10,000-line encoding: parse', median(() => {
  ws.delete(ENCODING);
  ws.set(ENCODING, encoding);
}));
row('10,000-line encoding: parse + full analysis', median(() => {
  ws.delete(ENCODING);
  ws.set(ENCODING, encoding);
  analyze(ws, ENCODING, options);
}));
const encodingMiddle = encoding.indexOf('\n', encoding.length / 2) + 1;
row('10,000-line encoding: diagnostics after a one-character edit', median((i) => {
  ws.set(ENCODING, `${encoding.slice(0, encodingMiddle)}${i % 2 ? ' ' : '  '}${encoding.slice(encodingMiddle)}`);
  analyze(ws, ENCODING, options);
}));
row('1 MB instance: parse', median(() => {
  ws.delete(INSTANCE);
  ws.set(INSTANCE, instance);
}));
// An edit in the middle of the file, as a person types: the server re-parses around it (parser/incremental).
const middle = instance.indexOf('\n', instance.length / 2) + 1;
ws.set(INSTANCE, instance);
row('1 MB instance: diagnostics after a one-character edit', median((i) => {
  ws.set(INSTANCE, `${instance.slice(0, middle)}${i % 2 ? ' ' : '  '}${instance.slice(middle)}`);
  analyze(ws, INSTANCE, options);
}));
row('1 MB instance: full parse + analysis (on opening it)', median(() => {
  ws.delete(INSTANCE);
  ws.set(INSTANCE, instance);
  analyze(ws, INSTANCE, options);
}));

// Hover and definition on a predicate in the middle of each file: the first request after an edit builds the
// file's index, later ones reuse it.
for (const [label, uri, text, needle] of [['encoding', ENCODING, encoding, 'p4000(X,Y) :-'], ['instance', INSTANCE, instance, 'wall(150,']]) {
  ws.set(uri, text);
  const offset = text.indexOf(needle) + 1;
  const t = process.hrtime.bigint();
  nav.hover(ws, uri, offset);
  row(`${label}: first hover after an edit`, Number(process.hrtime.bigint() - t) / 1e6);
  row(`${label}: hover`, median(() => nav.hover(ws, uri, offset)));
  row(`${label}: definition`, median(() => nav.definition(ws, uri, offset)));
}

// A rule whose variables are bound through a chain of 16,000 equations, written in order and last link first.
const links = Array.from({ length: 15_999 }, (_, k) => `X${k + 2} = X${k + 1}`);
for (const [label, list] of [['in order', links], ['last link first', [...links].reverse()]]) {
  const uri = `file:///bench/chain-${label.replace(/ /g, '-')}.lp`;
  ws.set(uri, `p(X1) :- q(X1), ${list.join(', ')}.\nq(1).\n`);
  const t = process.hrtime.bigint();
  analyze(ws, uri, options);
  row(`16,000-equality rule (${label}): diagnostics`, Number(process.hrtime.bigint() - t) / 1e6);
}

// Which files are one program, in a folder of 1,000 encodings beside 1,000 instances that each of them expects:
// the groups are built again after every edit, on the first request that asks.
{
  const folder = new Workspace();
  for (let i = 0; i < 1000; i++) folder.summarise(`file:///bench/golf/enc${i}.lp`, `r${i}(X) :- v(X), a(X,Y), c(Y).\n`);
  for (let i = 0; i < 1000; i++) folder.summarise(`file:///bench/golf/inst${i}.lp`, `v(1..3). a(1,2). c(${i}).\n`);
  const open = 'file:///bench/golf/open.lp';
  row('2,000-file folder: one program of a file after an edit', median((i) => {
    folder.set(open, `x :- v(${i}).`);
    folder.related(open);
  }));
}

for (const [label, text] of [['10,000-line encoding', encoding], ['1 MB instance', instance]]) {
  const { total, overhead } = await clingoParseMs(text);
  row(`clingo-wasm parse of the ${label}`, total, `(of which ~${overhead} ms is the fixed cost of a run)`);
}
process.exit(0);
