// What the command line's entry (launch.ts) does before the rest of the command line loads: when the command
// will solve with the bundled solver, its worker starts at once, told how V8 is to compile the solver's code.
import { prestartWorker, type PrestartedWorker } from '../solving/sandboxedClingo';

/** Readies the bundled solver for the command `argv` (the arguments after the program): its worker, if it needs one. */
export function prepareToSolve(argv: readonly string[]): PrestartedWorker | undefined {
  if (!usesBundledSolver(argv)) return undefined;
  return prestartWorker(solvesOnce(argv) ? SHORT_RUNS_UNRECOMPILED : undefined);
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
 * The exit still waits for what did start: on a 5x5 Flow board one large function reaches the budget, and its
 * optimising compile (about 130 ms) is waited for at exit. A larger budget (2e9) or Liftoff alone end that wait,
 * but leave long runs in the slow code: 22-42% slower on an 81x81 cell maze and a braided 100x100 wall maze.
 * Lazy validation checks each function of the (fixed, shipped) module when it is first compiled instead of all
 * of them up front: the compile, which the worker waits for, takes 16 ms instead of 24.
 */
const SHORT_RUNS_UNRECOMPILED = '--wasm-tiering-budget=50000000 --wasm-lazy-validation';
