// The process that fills the cache of the bundled solver's optimised code (solving/codeCache.ts): started
// detached by a command line or a language server that found no cache file, it runs V8 as that process's solver
// does (the same Node options, given on its command line, and the same flags, set here), solves a fixed set of
// the bundled puzzles until V8 has optimised what they run most, and writes the module out. Its programs are
// fixed, so every build does the same work; the user's own files never reach it. It prints nothing: whatever
// goes wrong, the command line and the server only go on compiling clingo.wasm themselves.
import { unlinkSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { bundledEncodingUri, readBundledEncoding, withBundledSearchArgs, type BundledEncoding } from '../puzzles/encodings';
import { boardToFacts } from '../puzzles/flow/boardText';
import { generateFlow } from '../puzzles/flow/generate';
import { generateMazeFile } from '../puzzles/wallMaze/generateFile';
import { type BuildOrder, pruneCodeCache, v8Serializer, writeCodeCache } from '../solving/codeCache';
import { readClingoWasm, webAssembly } from '../solving/clingoModule';
import { runnerOnModule } from '../solving/runnerOnModule';

/** Each bundled encoding on instances from small to large, as users solve them: about two seconds in all. */
function workload(): { encoding: BundledEncoding; instance: string }[] {
  const flow = [[6, 5, 1], [8, 7, 2], [10, 10, 3], [12, 12, 4], [14, 14, 5], [14, 12, 6]].map(([size, colours, seed]) => ({
    encoding: 'flow' as const, instance: boardToFacts(generateFlow(size, colours, seed).board),
  }));
  const mazes = [[10, 1], [40, 2], [80, 3]].map(([side, seed]) => {
    const made = generateMazeFile({ algorithm: 'dfs', width: side, height: side, seed });
    return { encoding: 'wall-maze-path' as const, instance: 'text' in made ? made.text : '' };
  });
  const cellMazes = [9, 21, 41].map((side) => ({
    encoding: 'cell-maze' as const, instance: `row(1..${side}). col(1..${side}). entrance(1,2). exit(${side},${side - 1}).`,
  }));
  return [...flow, ...mazes, ...cellMazes];
}

async function build(order: BuildOrder): Promise<void> {
  if (order.v8Flags) setFlagsFromString(order.v8Flags);
  const serializer = v8Serializer();
  if (!serializer) return;
  const wasmBytes = readClingoWasm(order.clingoWasmDir);
  const module = await webAssembly.compile(wasmBytes);
  const runner = await runnerOnModule(order.clingoWasmDir, (imports, receive) => {
    void webAssembly.instantiate(module, imports).then(receive);
    return {};
  });
  await runner.init();
  for (const { encoding, instance } of workload()) {
    runner.run(`${readBundledEncoding(encoding)}\n${instance}`, 1, withBundledSearchArgs([], [bundledEncodingUri(`${encoding}.lp`)]));
  }
  // The last recompilations run on V8's background threads: what is not finished is not written.
  await sleep(500);
  writeCodeCache(order.file, new Uint8Array(serializer.serialize(module)), wasmBytes);
  pruneCodeCache(dirname(order.file), order.file);
}

const order = JSON.parse(process.argv[2] ?? '{}') as BuildOrder;
build(order)
  .catch(() => undefined)
  .finally(() => {
    try {
      unlinkSync(`${order.file}.building`);
    } catch {
      // Gone already: nothing to free.
    }
  });
