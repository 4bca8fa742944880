// What the command line's entry (launch.ts) does before the rest of the command line loads: when the command
// will solve with the bundled solver, its worker starts at once, told how V8 is to compile the solver's code.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { readCompiledCodeFrom } from '../solving/clingoModule';
import { SOLVER_PROCESS_EXEC_ARGV } from '../solving/clingoProcess';
import type { CodeRecipe } from '../solving/codeCache';
import { codeCacheFor, thisProcessRecipe } from '../solving/processCodeCache';
import { prestartWorker, type PrestartedWorker } from '../solving/sandboxedClingo';

/** Readies the bundled solver for the command `argv` (the arguments after the program): its worker, if it needs one. */
export function prepareToSolve(argv: readonly string[]): PrestartedWorker | undefined {
  if (!usesBundledSolver(argv)) return undefined;
  if (!solvesOnce(argv)) {
    // The worker compiles the wasm itself under WASM_INLINING (or is handed this process's module, where V8 inlines
    // anyway); this process reads the same cache for the workers it starts later (a second job, a restart).
    const cache = codeCache(manyRunsRecipe());
    readCompiledCodeFrom(cache);
    return prestartWorker(WASM_INLINING, false, cache);
  }
  // A trivial solve keeps the thread, and reads no cache: that would take longer than compiling the little it runs.
  if (!solvesInItsOwnProcess(argv, statSize)) return prestartWorker(SHORT_RUNS_UNRECOMPILED);
  return prestartWorker(OWN_PROCESS_FLAGS, true, codeCache(ownProcessRecipe()));
}

/** How the many solves' worker runs V8: as this process does, with `WASM_INLINING`. */
export function manyRunsRecipe(): CodeRecipe {
  return { ...thisProcessRecipe(), v8Flags: WASM_INLINING };
}

/** How the single solve's process runs V8: its Node options (clingoProcess.ts), no NODE_OPTIONS, and its flags. */
export function ownProcessRecipe(): CodeRecipe {
  return { execArgv: SOLVER_PROCESS_EXEC_ARGV, v8Flags: OWN_PROCESS_FLAGS };
}

/** The code cache's builder (codeCacheBuilder.ts), beside this file in the bundle and in the compiled tree. */
const CODE_CACHE_BUILDER = join(__dirname, 'codeCacheBuilder.js');

/** The cache file for a solver run as `recipe` (processCodeCache.ts), with this command line's builder. */
const codeCache = (recipe: CodeRecipe): string | undefined => codeCacheFor(recipe, CODE_CACHE_BUILDER);

/** The size of the file at `path`, or 0 when there is none. */
function statSize(path: string): number {
  try {
    const stats = statSync(path, { throwIfNoEntry: false });
    return stats?.isFile() ? stats.size : 0;
  } catch {
    return 0;
  }
}

/**
 * Programs of fewer bytes than this in all (`a.` and the like) do not make V8 recompile clingo's parser, which
 * twenty facts do: the solver's thread starts sooner than a process of its own, and there is nothing to wait for
 * at the end.
 */
export const OWN_PROCESS_FROM_BYTES = 100;

/**
 * Whether the one solve of `argv` runs in a process of its own (clingoProcess.ts): when the files it names come
 * to a program that V8 recompiles part of, not on Windows, whose processes start with a smaller stack than clingo's
 * deepest answers need. `sizeOf` gives a named file's size (0 for anything else, such as an option's value).
 */
export function solvesInItsOwnProcess(argv: readonly string[], sizeOf: (path: string) => number, platform = process.platform): boolean {
  if (platform === 'win32') return false;
  const bytes = own(argv).slice(1).reduce((sum, arg) => sum + (arg.startsWith('-') ? 0 : sizeOf(arg)), 0);
  return bytes >= OWN_PROCESS_FROM_BYTES;
}

/** Commands that never solve with the bundled solver. */
const WITHOUT_SOLVER = new Set(['minify', 'maze', 'maze-stats']);

/** The command line's own arguments: those before `--`, after which come clingo's. */
function own(argv: readonly string[]): readonly string[] {
  const end = argv.indexOf('--');
  return end < 0 ? argv : argv.slice(0, end);
}

/** Whether `argv` (the arguments after the program) asks for a run of the bundled solver. */
export function usesBundledSolver(argv: readonly string[]): boolean {
  const args = own(argv);
  if (args.length === 0 || WITHOUT_SOLVER.has(args[0])) return false;
  if (args.includes('--help') || args.includes('-h')) return false;
  const engine = args.indexOf('--engine');
  return !(engine >= 0 && args[engine + 1] === 'native');
}

/** Whether `argv` solves one program in this process: the solve that `SHORT_RUNS_UNRECOMPILED` is for. */
export function solvesOnce(argv: readonly string[]): boolean {
  const args = own(argv);
  return args[0] === 'solve' && !args.includes('--each');
}

/**
 * V8 runs wasm first as quickly compiled code and recompiles a function once it has run "enough", and a process
 * waits at its exit for the recompilations under way: with V8's default budget a trivial program starts about
 * 100 ms of them, most of the time of `asp-puzzles solve` on a small file. One solve in a fresh process gets a
 * budget 28 times larger (a long run reaches it in milliseconds: no slower measured on an 81x81 cell maze). The
 * server and --each, which solve many programs with one engine, keep V8's, which gets their code fast sooner.
 * The flag is the process's, read when the module is compiled. The worker sets it once it has started, and then
 * compiles the module itself (clingoWorker.ts): a worker started after any V8 flag has changed takes about
 * 30 ms longer to start (50 → 80 ms here; V8 then cannot start it from its ready-made snapshot), and this
 * process is busy loading the rest of the command line when the worker starts.
 * What does start is waited for at a thread's exit: from about twenty statements on, clingo's parser (one large
 * function) reaches the budget, and its optimising compile takes 65-95 ms. A larger budget (2e9) or Liftoff alone
 * end that wait, but leave long runs in the slow code: 22-42% slower on an 81x81 cell maze and a braided 100x100
 * wall maze. Such a solve runs in a process of its own instead, which is killed once it has answered
 * (`solvesInItsOwnProcess`).
 * Lazy validation checks each function of the (fixed, shipped) module when it is first compiled instead of all
 * of them up front: the compile, which the worker waits for, takes 16 ms instead of 24.
 */
const SHORT_RUNS_UNRECOMPILED = '--wasm-tiering-budget=50000000 --wasm-lazy-validation';

/**
 * V8 11 (Node 20) inlines clingo's small wasm functions into their callers only when told; later V8s do by
 * default. With it, `solve --each` over the Flow bench's 34 boards takes about 8% less time (5% with two jobs), and
 * the single solve of a 12x12 or 14x14 board in its own process 4% (a 5x5 board: no change). As with
 * `SHORT_RUNS_UNRECOMPILED`, the worker sets the flag once it has started and compiles the wasm itself, reading the
 * cache made under it; set here, before the worker starts, it made two small boards 10 ms slower. Workers started
 * later (a second job, a restart) get this process's module, read from the same cache: the first worker has set the
 * flag by then (were it not, V8 would refuse the cache and this process compile the wasm instead). The trivial
 * solve in a thread, which runs too little to reach V8's optimising compiler, does without.
 */
export const WASM_INLINING = process.versions.v8.startsWith('11.') ? '--experimental-wasm-inlining' : undefined;

/** The V8 flags of the single solve's own process. */
const OWN_PROCESS_FLAGS = [SHORT_RUNS_UNRECOMPILED, WASM_INLINING].filter(Boolean).join(' ');
