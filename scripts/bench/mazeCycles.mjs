#!/usr/bin/env node
// The wall-maze path encoding on mazes with many cycles, first answer only: the bundled encoding, with OLD=1
// beside the one before it had a guide (`git show 9268073:server/encodings/wall-maze-path.lp`, skipped when git
// cannot give it; its runs hit the time limit often, so it is left out unless asked for), on native clingo with its default options (a child process) and on the bundled engine (clingo-wasm, warm,
// in this process). Mazes from fixed seeds, corner to corner: several generators, each braided fully, braided in
// half, and with n*n/25 random walls opened; then a few with the start and goal inside the maze. Every answer is
// checked as a simple path through the maze. Prints figures and ratios; asserts nothing.
// Needs the compiled modules (`npm run compile-tests`). SIZES=50,100 and LIMIT=20 (seconds, per run of the old
// encoding) in the environment change what runs; OLD=1 adds the old encoding.
//
// ms        wall time of the run (native: process start included; wasm: WasmEngine.solve)
// clingo s  clingo's own Time (total: grounding and solving); choices: its Choices
// old/new   the old encoding's wall time over the new one's (> when the old one hit the time limit)
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
const { toFacts } = require(join(out, 'puzzles', 'wallMaze', 'generate.js'));
const { seededRng } = require(join(out, 'puzzles', 'random.js'));
const { cyclicMazes, pathProblems } = require(join(root, 'out', 'test', 'solver', 'cyclicMazes.js'));

const CLINGO = process.env.CLINGO ?? '/usr/bin/clingo';
const native = existsSync(CLINGO);
const SIZES = (process.env.SIZES ?? '50,100,150,200').split(',').map(Number);
const LIMIT = Number(process.env.LIMIT ?? 20);
const fresh = readBundledEncoding('wall-maze-path');
/** The last commit with the encoding that searched without a guide. */
const OLD_REVISION = '9268073';
const before = process.env.OLD === '1' ? spawnSync('git', ['show', `${OLD_REVISION}:server/encodings/wall-maze-path.lp`], { cwd: root, encoding: 'utf8' }) : undefined;
const old = before && before.status === 0 && before.stdout !== fresh ? before.stdout : undefined;

function instances() {
  const list = [];
  for (const n of SIZES) {
    // Every generator at 100x100; fewer at the other sizes, to keep the run short.
    const generators = n === 100 ? ['dfs', 'kruskal', 'prim', 'wilson', 'eller'] : ['dfs', 'wilson'];
    for (const m of cyclicMazes(n, 1, generators)) list.push({ ...m, name: `${n}x${n} ${m.name}` });
  }
  // Ends inside the maze, off the border: the guide climbs to the border from both and joins them along it.
  for (const m of cyclicMazes(100, 1, ['kruskal', 'wilson'])) {
    list.push({ ...m, name: `100x100 inner ${m.name}`, start: { x: 30, y: 40 }, goal: { x: 70, y: 60 } });
  }
  // Ends drawn at random (a fixed seed), on generators and seeds the rows above do not use.
  const rng = seededRng(4242);
  const anywhere = () => ({ x: Math.floor(rng() * 100), y: Math.floor(rng() * 100) });
  for (const m of cyclicMazes(100, 11, ['growing-tree', 'prim'])) {
    const [start, goal] = [anywhere(), anywhere()];
    list.push({ ...m, name: `100x100 anywhere ${m.name}`, start, goal });
  }
  return list;
}

const steps = (atoms) => atoms.filter((a) => a.type === 'function' && a.name === 'step').map((a) => a.args.map((x) => x.value));
const stepsOfText = (values) => values.map((v) => /^step\((-?\d+),(-?\d+),(-?\d+),(-?\d+)\)$/.exec(v)).filter(Boolean).map((m) => m.slice(1).map(Number));

function check(maze, start, goal, found) {
  if (found === undefined) return 'no answer';
  const problems = pathProblems(maze, start, goal, found);
  return problems.length === 0 ? `ok (${found.length} steps)` : `INVALID: ${problems[0]}`;
}

function runNative(file, limit) {
  const started = process.hrtime.bigint();
  const child = spawnSync(CLINGO, [file, '1', '--outf=2', '--stats', `--time-limit=${limit}`], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  try {
    const json = JSON.parse(child.stdout);
    const witness = json.Call?.[0]?.Witnesses?.[0]?.Value;
    return { ms, result: json.Result, seconds: json.Time?.Total, choices: json.Stats?.Core?.Choices, steps: witness && stepsOfText(witness) };
  } catch {
    return { ms, result: `exit ${child.status}` };
  }
}

async function runWasm(engine, program, limit) {
  const started = process.hrtime.bigint();
  const result = await engine.solve(program, { models: 1, timeLimitMs: limit * 1000 });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  return { ms, result: result.status, seconds: result.statistics?.['time.total'], choices: result.statistics?.choices, steps: result.answers[0] && steps(result.answers[0].atoms) };
}

const cell = (text, width) => String(text ?? '-').padStart(width);
const ratio = (a, b) => (a && b ? `${a.result === 'timeout' || a.result === 'UNKNOWN' ? '>' : ''}${(a.ms / b.ms).toFixed(1)}` : '-');

async function run() {
  const engine = new WasmEngine();
  await engine.solve('a.', { models: 1 });
  // Warm-up on a small maze with cycles, so that the first row is not charged for compiling the wasm code.
  const warm = cyclicMazes(30, 9, ['dfs'])[0];
  await engine.solve(`${fresh}\n${toFacts(warm.maze, warm.start, warm.goal)}`, { models: 1 });
  console.log(`native: ${native ? CLINGO : 'not found, wasm only'}; old encoding: ${old ? `the one without a guide (${OLD_REVISION}), time limit ${LIMIT} s` : 'left out (OLD=1 adds it)'}`);
  console.log();
  const header = `${'maze'.padEnd(42)} ${cell('native ms', 10)} ${cell('clingo s', 9)} ${cell('choices', 8)} ${cell('wasm ms', 8)} ${cell('choices', 8)}`
    + (old ? ` ${cell('old nat ms', 11)} ${cell('old/new', 8)} ${cell('old wasm', 9)} ${cell('old/new', 8)}` : '') + '  answers';
  console.log(header);
  console.log('-'.repeat(header.length + 20));
  const dir = mkdtempSync(join(tmpdir(), 'bench-maze-cycles-'));
  try {
    for (const { name, maze, start, goal } of instances()) {
      const facts = toFacts(maze, start, goal);
      const runs = {};
      for (const [label, encoding] of [['new', fresh], ...(old ? [['old', old]] : [])]) {
        const program = `${encoding}\n${facts}`;
        const file = join(dir, `${label}.lp`);
        writeFileSync(file, program);
        runs[label] = {
          native: native ? runNative(file, LIMIT) : undefined,
          wasm: await runWasm(engine, program, LIMIT),
        };
      }
      const { new: n, old: o } = runs;
      const answers = (label, runs) => `${label} ${[...new Set(runs.filter(Boolean).map((r) => (r.steps ? check(maze, start, goal, r.steps) : r.result)))].join(', ')}`;
      console.log([
        name.padEnd(42),
        cell(n.native?.ms.toFixed(0), 10),
        cell(n.native?.seconds?.toFixed(2), 9),
        cell(n.native?.choices, 8),
        cell(n.wasm.ms.toFixed(0), 8),
        cell(n.wasm.choices, 8),
        ...(o ? [cell(o.native?.ms.toFixed(0), 11), cell(ratio(o.native, n.native), 8), cell(o.wasm.ms.toFixed(0), 9), cell(ratio(o.wasm, n.wasm), 8)] : []),
      ].join(' ') + `  ${answers('new', [n.native, n.wasm])}${o ? `; ${answers('old', [o.native, o.wasm])}` : ''}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await engine.dispose();
  }
}

await run();
process.exit(0);
