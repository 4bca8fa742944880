#!/usr/bin/env node
// The bundled Flow Free encoding on a fixed set of generated boards (test/solver/flowBoards.ts: regular, extreme
// and jumbo boards 5x5 to 14x14 and two without a solution), each in three namings of its vertices — coordinates,
// tuples, opaque shuffled names — so that a speed that depends on how names sort shows. Needs the compiled
// modules: run `npm run build && npm run compile-tests` first. Prints figures; asserts nothing.
//
//   node scripts/bench/flowSet.mjs [ENCODING.lp] [--runs=N] [--pairs=N] [--no-wasm] [--no-golf] [--golf-limit=SECONDS]
//                                  [--seed-offset=N] [--boards=FOLDER] [--shuffles=N]
//
// --boards=FOLDER  the Flow boards in the text format in FOLDER (every *.txt, one line per row) instead of the
//                  set: public packs, say, that the encoding was not chosen on; a board that comes back
//                  unsatisfiable is not counted wrong (whether it has a solution is not known here)
// --seed-offset=N  the same kinds and sizes made from other seeds (the set's seeds plus N), boards that the
//                  encoding and its search options were not measured on while they were chosen; these have
//                  a solution each (the set's four without one are left out)
// --shuffles=N     natively, the opaque naming again with N other shuffles of the names: which endpoint a path
//                  starts from follows the names, so one shuffle is one draw of how long the boards take
//                  (a board without a solution most of all); prints each shuffle's total and their median
//
// native     `clingo ENCODING INSTANCE 1 --outf=2 --stats` as a child process, as a user runs it (the stats
//            only add counting): wall time in ms (process start included), clingo's own choices; CLINGO=PATH
//            runs another clingo build (one of the bundled engine's version makes the same choices as it)
// wasm       the bundled engine in-process (WasmEngine, one engine for all boards, warmed by a pass over the
//            set), wall time of solve(); then clingo's own timers summed over the set on both sides, the search
//            and what comes before it (parsing, grounding, preprocessing): the engine's own ratio, without
//            process starts and messages
// Times are the fastest of --runs runs (default 3): on a shared machine the other runs measure the neighbours.
// The search is deterministic, so the choices are the same in every run.
// CLI        `asp-puzzles solve --each` (dist/cli.js) on all boards of a naming in one process, the bundled
//            engine as a user runs it (Node's start, loading and warming the engine included), against native
//            clingo on the same boards one after another; the two run in turn, --pairs times (default 3), and the
//            medians and the range of the ratio are printed; also with --jobs 2 (two solvers at once); with the
//            bundled encoding only, which the command finds for an instance by itself. With the command line's
//            cache of the solver's optimised code (a folder of the bench's own, filled first), as every run after
//            a user's first has it; and once without it, as a user's first run after installing goes
// golf       the seed's golfed encoding natively on the coordinates naming, with clingo's --time-limit per board;
//            its total counts the boards where it finished, beside the bundled encoding's on the same boards
// The bundled encoding runs with its own search options (puzzles/encodings.ts) in every column, as the product
// solves it; CLINGO_ARGS="--configuration=tweety" gives every solver in every column further clingo options (an
// option in them is used instead of the encoding's same option).
// Every answer is checked with the product's validator (puzzles/flow/validate.ts), and a board without a
// solution must come back unsatisfiable; anything else is printed as WRONG.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readyCodeCache } from './codeCache.mjs';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, 'out', 'server', 'src');
const { flowBenchBoards, flowFactsNamed, FLOW_NAMINGS } = require(join(root, 'out', 'test', 'solver', 'flowBoards.js'));
const { WasmEngine } = require(join(out, 'solving', 'wasmEngine.js'));
const { readClingoJson } = require(join(out, 'solving', 'result.js'));
const { bundledEncodingPath, withBundledSearchArgs } = require(join(out, 'puzzles', 'encodings.js'));
const { validateFlow } = require(join(out, 'puzzles', 'flow', 'validate.js'));
const { extractFacts } = require(join(out, 'puzzles', 'facts.js'));
const { parse } = require(join(out, 'language', 'parser', 'index.js'));
const { boardIn } = require(join(out, 'puzzles', 'flow', 'textBoardFile.js'));

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const option = (name, fallback) => Number(/=(\d+)$/.exec(argv.find((a) => a.startsWith(`${name}=`)) ?? '')?.[1] ?? fallback);
const repeat = Math.max(1, option('--runs', 3));
const pairs = Math.max(1, option('--pairs', 3));
const golfLimit = option('--golf-limit', 5);
const seedOffset = option('--seed-offset', 0);
const shuffles = option('--shuffles', 0);
const boardsFolder = argv.find((a) => a.startsWith('--boards='))?.slice('--boards='.length);
const encodingPath = resolve(argv.find((a) => !a.startsWith('--')) ?? bundledEncodingPath('flow'));
const golfPath = join(root, 'examples', 'flow', 'golf.lp');
const CLINGO = process.env.CLINGO ?? '/usr/bin/clingo';
const native = existsSync(CLINGO);
const clingoArgs = (process.env.CLINGO_ARGS ?? '').split(/\s+/).filter(Boolean);
/** CLINGO_ARGS with the encoding's own search options, as the product adds them (the command line adds them itself). */
const searchArgs = withBundledSearchArgs(clingoArgs, [pathToFileURL(encodingPath).href]);

/** The board's answer checked against its facts; `undefined` when it is right. */
function wrong(kind, facts, result) {
  if (kind === 'unsolvable') return result.status === 'unsatisfiable' ? undefined : `${result.status}, expected unsatisfiable`;
  if (kind === 'text' && result.status === 'unsatisfiable') return undefined;
  if (result.status !== 'satisfiable') return result.status;
  const violations = validateFlow(extractFacts(parse(facts)), result.answers[0].atoms);
  return violations.length ? `${violations.length} violations: ${violations[0].message}` : undefined;
}

/** The fastest of `repeat` runs of `once`, which returns `{ ms, ... }`. */
async function fastest(once) {
  let best;
  for (let i = 0; i < repeat; i++) {
    const run = await once();
    if (!best || run.ms < best.ms) best = run;
  }
  return best;
}

function runNative(files, extra = []) {
  const started = process.hrtime.bigint();
  const child = spawnSync(CLINGO, [...files, '1', '--outf=2', '--stats', ...extra], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  try {
    return { ms, ...readClingoJson(JSON.parse(child.stdout)) };
  } catch {
    return { ms, status: `exit ${child.status}: ${child.stderr.split('\n')[0]}`, answers: [], statistics: {} };
  }
}

/** The fastest of `repeat` native runs of the encoding on instance `file`. */
function fastestNative(file) {
  let best;
  for (let i = 0; i < repeat; i++) {
    const run = runNative([encodingPath, file], searchArgs);
    if (!best || run.ms < best.ms) best = run;
  }
  return best;
}

/** The middle of `xs`, the upper one of the two middles when there are an even number. */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Native clingo on the boards' files of naming `i`, one after another as a shell loop runs them: the total ms. */
function nativeSet(instances, i) {
  return instances.reduce((sum, x) => sum + runNative([encodingPath, x[i].file], searchArgs).ms, 0);
}

const cell = (text, width) => String(text).padStart(width);
const ms = (x) => x.toFixed(0);
const ratio = (xs) => Math.max(...xs) / Math.min(...xs);

/** Per board and naming: ms and choices, then the figures over the whole set. */
function report(title, rows) {
  const header = `${'board'.padEnd(30)} ${FLOW_NAMINGS.map((n) => `${cell(`${n} ms`, 15)} ${cell('choices', 8)}`).join(' ')} ${cell('max/min', 8)}`;
  console.log(title);
  console.log(header);
  console.log('-'.repeat(header.length));
  for (const { board, runs } of rows) {
    const times = runs.map((r) => r.ms);
    const notes = runs.flatMap((r, i) => (r.wrong ? [`WRONG (${FLOW_NAMINGS[i]}): ${r.wrong}`] : []));
    console.log(`${board.name.padEnd(30)} ${runs.map((r) => `${cell(ms(r.ms), 15)} ${cell(r.statistics?.choices ?? '-', 8)}`).join(' ')} ${cell(ratio(times).toFixed(2), 8)}${notes.length ? `  ${notes.join('; ')}` : ''}`);
  }
  const totals = FLOW_NAMINGS.map((_, i) => rows.reduce((sum, r) => sum + r.runs[i].ms, 0));
  const choices = FLOW_NAMINGS.map((_, i) => totalChoices(rows, i));
  const hardest = rows.map((r) => ({ name: r.board.name, ms: Math.max(...r.runs.map((x) => x.ms)) })).sort((a, b) => b.ms - a.ms)[0];
  const worst = rows.map((r) => ({ name: r.board.name, ratio: ratio(r.runs.map((x) => x.ms)) })).sort((a, b) => b.ratio - a.ratio)[0];
  const wrongs = rows.reduce((n, r) => n + r.runs.filter((x) => x.wrong).length, 0);
  console.log(`${'total'.padEnd(30)} ${totals.map((t, i) => `${cell(ms(t), 15)} ${cell(choices[i], 8)}`).join(' ')} ${cell(ratio(totals).toFixed(2), 8)}`);
  console.log(`hardest board: ${hardest.name}, ${ms(hardest.ms)} ms in its slowest naming`);
  // Choices do not depend on the machine's load: equal choices in two namings are the same search.
  const choiceRatio = Math.max(...rows.map((r) => ratio(r.runs.map((x) => (x.statistics?.choices ?? 0) + 1))));
  console.log(`namings: largest max/min on one board ${worst.ratio.toFixed(2)} (${worst.name}); on the totals ${ratio(totals).toFixed(2)}; of the choices on one board ${choiceRatio.toFixed(2)}`);
  console.log(`answers checked: ${rows.length * FLOW_NAMINGS.length}, wrong: ${wrongs}`);
  console.log();
  return totals;
}

/** clingo's own timers (its `Time`, seconds), summed over the boards of naming `i`: in all, and in the search. */
function clingoTimes(rows, i) {
  const sum = (key) => rows.reduce((total, r) => total + (r.runs[i].statistics?.[key] ?? 0), 0) * 1000;
  return { total: sum('time.total'), search: sum('time.solve') };
}

/**
 * Where the bundled engine's time goes beside native clingo's, by clingo's own timers (no process start, no
 * messages): the search, and what comes before it (parsing, grounding, preprocessing). The search ratio is the
 * engine's own only where both sides made the same choices: two clingo versions may order a search otherwise
 * (with the domain heuristic clingo 5.4 and 5.8 do), so the line says whether they did.
 */
function reportClingoTimes(wasmRows, nativeRows) {
  console.log(`clingo's own timers over the set, wasm (warm) against native: in all, in the search, before the search`);
  for (const [i, naming] of FLOW_NAMINGS.entries()) {
    const [w, n] = [clingoTimes(wasmRows, i), clingoTimes(nativeRows, i)];
    const line = (t) => `${ms(t.total)} ms (search ${ms(t.search)}, before it ${ms(t.total - t.search)})`;
    const [wc, nc] = [totalChoices(wasmRows, i), totalChoices(nativeRows, i)];
    const same = wasmRows.every((r, k) => r.runs[i].statistics?.choices === nativeRows[k].runs[i].statistics?.choices);
    console.log(`  ${naming.padEnd(12)} wasm ${line(w)}, native ${line(n)}: ${(w.total / n.total).toFixed(2)}x, `
      + `search ${(w.search / n.search).toFixed(2)}x, before it ${((w.total - w.search) / (n.total - n.search)).toFixed(2)}x; `
      + (same ? `the same choices (${wc})` : `other searches: choices ${wc} against ${nc}`));
  }
}

/**
 * Native clingo on the opaque naming with `shuffles` other shuffles of the names (seeds a thousand apart, so that
 * none is the table's): each shuffle's total and hardest board, then the median and range of the totals beside the
 * table's shuffle and the coordinates naming.
 */
function reportShuffles(boards, dir, tableTotals) {
  const opaque = FLOW_NAMINGS.indexOf('opaque');
  console.log(`native, the opaque naming in ${shuffles} other shuffles of the names (fastest of ${repeat} runs a board)`);
  const totals = [];
  for (let k = 1; k <= shuffles; k++) {
    let total = 0;
    let choices = 0;
    let hardest = { name: '', ms: 0 };
    for (const [b, board] of boards.entries()) {
      const facts = flowFactsNamed(board.board, 'opaque', board.seed + 1000 * k);
      const file = join(dir, `board${b}-shuffle${k}.lp`);
      writeFileSync(file, facts);
      const best = fastestNative(file);
      const bad = wrong(board.kind, facts, best);
      if (bad) console.log(`  WRONG on ${board.name}, shuffle ${k}: ${bad}`);
      total += best.ms;
      choices += best.statistics?.choices ?? 0;
      if (best.ms > hardest.ms) hardest = { name: board.name, ms: best.ms };
    }
    totals.push(total);
    console.log(`  shuffle ${String(k).padStart(2)}: ${cell(ms(total), 6)} ms, ${cell(choices, 7)} choices; hardest ${hardest.name}, ${ms(hardest.ms)} ms`);
  }
  const all = [tableTotals[opaque], ...totals];
  const middle = median(all);
  const coordinates = tableTotals[FLOW_NAMINGS.indexOf('coordinates')];
  console.log(`opaque names over ${all.length} shuffles (the table's and these): median ${ms(middle)} ms, range ${ms(Math.min(...all))}-${ms(Math.max(...all))} ms; `
    + `the table's shuffle ${ms(tableTotals[opaque])} ms; coordinates ${ms(coordinates)} ms (median/coordinates ${(middle / coordinates).toFixed(2)})`);
  console.log();
}

/** clingo's choices summed over the boards of naming `i`. */
function totalChoices(rows, i) {
  return rows.reduce((sum, r) => sum + (r.runs[i].statistics?.choices ?? 0), 0);
}

/** The text boards of `folder`, by file name: each read as the product reads a board. */
function textBoards(folder) {
  return readdirSync(folder).filter((f) => f.endsWith('.txt')).sort().map((f) => {
    const read = boardIn(readFileSync(join(folder, f), 'utf8'));
    if ('errors' in read) throw new Error(`${f}: not a Flow board (${read.errors[0].message}, line ${read.errors[0].line})`);
    return { name: f.replace(/\.txt$/, ''), kind: 'text', size: read.board.rows, colours: 0, seed: 0, board: read.board };
  });
}

async function main() {
  const boards = boardsFolder ? textBoards(resolve(boardsFolder)) : flowBenchBoards(seedOffset);
  const encoding = readFileSync(encodingPath, 'utf8');
  console.log(`${boards.length} boards x ${FLOW_NAMINGS.length} namings${seedOffset ? ` (the set's seeds plus ${seedOffset})` : ''}; encoding ${encodingPath}${searchArgs.length ? `; clingo options ${searchArgs.join(' ')}` : ''}`);
  console.log();
  const dir = mkdtempSync(join(tmpdir(), 'bench-flow-'));
  try {
    const instances = boards.map((board, b) => FLOW_NAMINGS.map((naming, i) => {
      const facts = flowFactsNamed(board.board, naming, board.seed);
      const file = join(dir, `board${b}-${naming}.lp`);
      writeFileSync(file, facts);
      return { facts, file };
    }));

    let nativeTotals;
    let nativeRows;
    if (native) {
      const rows = boards.map((board, b) => ({
        board,
        runs: instances[b].map(({ facts, file }) => {
          const best = fastestNative(file);
          return { ...best, wrong: wrong(board.kind, facts, best) };
        }),
      }));
      nativeTotals = report(`native ${CLINGO}`, rows);
      nativeRows = rows;
      if (shuffles > 0) reportShuffles(boards, dir, nativeTotals);

      if (!flag('--no-golf')) {
        let golf = 0;
        let bundled = 0;
        const skipped = [];
        for (const [b, board] of boards.entries()) {
          const run = runNative([golfPath, instances[b][0].file], [...clingoArgs, `--time-limit=${golfLimit}`]);
          if (run.status === 'unknown' || run.ms > golfLimit * 1000) {
            skipped.push(board.name);
            continue;
          }
          const bad = wrong(board.kind, instances[b][0].facts, run);
          if (bad) console.log(`golf.lp WRONG on ${board.name}: ${bad}`);
          golf += run.ms;
          bundled += rows[b].runs[0].ms;
        }
        console.log(`golf.lp (coordinates naming, --time-limit=${golfLimit}): ${ms(golf)} ms on the ${boards.length - skipped.length} boards it finished; the encoding ${ms(bundled)} ms on the same boards`);
        if (skipped.length) console.log(`  not finished within ${golfLimit} s: ${skipped.join(', ')}`);
        console.log();
      }
    } else {
      console.log(`native clingo not found at ${CLINGO}: the bundled engine only`);
    }

    if (!flag('--no-wasm') && nativeTotals && encodingPath === bundledEncodingPath('flow')) {
      // One process per naming, every board in it, as a user checking a pack of boards runs it.
      const cliArgs = (i, jobs) => ['solve', '--each', '--jobs', String(jobs), '--json', ...instances.map((x) => x[i].file), ...(clingoArgs.length ? ['--', ...clingoArgs] : [])];
      const cache = await readyCodeCache(join(root, 'dist', 'cli.js'), [cliArgs(0, 1)]);
      const cli = (i, jobs, env) => {
        const started = process.hrtime.bigint();
        const child = spawnSync(process.execPath, [join(root, 'dist', 'cli.js'), ...cliArgs(i, jobs)], { encoding: 'utf8', maxBuffer: 1 << 28, env });
        const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
        const reports = JSON.parse(child.stdout);
        const bad = reports.filter((r, b) => wrong(boards[b].kind, instances[b][i].facts, r)).length;
        return { ms: elapsed, bad };
      };
      console.log(`the command line: asp-puzzles solve --each, all boards of a naming in one process (bundled engine), against`);
      console.log(`native clingo on the same boards one after the other; the two in turn, ${pairs} pairs: medians, and the ratio's range;`);
      console.log(`with the command line's cache of the solver's optimised code, and once without it (a first run after installing)`);
      // Two solvers at once only for the first naming: the namings search alike.
      const rows = FLOW_NAMINGS.flatMap((naming, i) => (i === 0 ? [[naming, i, 1], [naming, i, 1, 'off'], [naming, i, 2]] : [[naming, i, 1]]));
      for (const [naming, i, jobs, off] of rows) {
        // In turn, so that the machine's drift (large on a shared one) falls on both sides of each ratio.
        const runs = Array.from({ length: pairs }, () => ({ native: nativeSet(instances, i), cli: cli(i, jobs, off ? cache.off : cache.env) }));
        const ratios = runs.map((r) => r.cli.ms / r.native);
        const bad = Math.max(...runs.map((r) => r.cli.bad));
        console.log(`  ${naming.padEnd(12)} --jobs ${jobs} ${off ? 'no cache' : '        '} ${cell(ms(median(runs.map((r) => r.cli.ms))), 7)} ms, native ${cell(ms(median(runs.map((r) => r.native))), 7)} ms: `
          + `${median(ratios).toFixed(2)}x native (${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)})${bad ? `, ${bad} WRONG` : ''}`);
      }
      cache.dispose();
      console.log();
    }

    if (!flag('--no-wasm')) {
      const engine = new WasmEngine();
      // Warm-up: the module loaded, the worker started, and every board solved once, so that V8 has compiled the
      // code the set runs (one board left most of it to the measured runs: about 1.5x the warm engine's time).
      await engine.solve('a.', { models: 1 });
      for (const [board] of instances) await engine.solve(`${encoding}\n${board.facts}`, { models: 1, extraArgs: searchArgs });
      const rows = [];
      for (const [b, board] of boards.entries()) {
        const runs = [];
        for (const { facts } of instances[b]) {
          const result = await fastest(async () => {
            const started = process.hrtime.bigint();
            const solved = await engine.solve(`${encoding}\n${facts}`, { models: 1, extraArgs: searchArgs });
            return { ...solved, ms: Number(process.hrtime.bigint() - started) / 1e6 };
          });
          runs.push({ ...result, wrong: wrong(board.kind, facts, result) });
        }
        rows.push({ board, runs });
      }
      await engine.dispose();
      const wasmTotals = report('bundled engine (clingo-wasm, warm, in-process)', rows);
      if (nativeTotals) {
        // Native clingo once more, after: the machine's speed drifts over the minutes between the two tables.
        const after = FLOW_NAMINGS.map((_, i) => nativeSet(instances, i));
        const against = (i) => (nativeTotals[i] + after[i]) / 2;
        console.log(`native again, after: ${after.map(ms).join(' / ')} ms`);
        console.log(`wasm/native on the totals (native: the mean of before and after): ${FLOW_NAMINGS.map((n, i) => `${n} ${(wasmTotals[i] / against(i)).toFixed(2)}`).join(', ')}`);
        reportClingoTimes(rows, nativeRows);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
