// The command line's arguments, read into options; every mistake is a value naming the argument.
import type { AnswersCheckKind } from '../protocol';
import type { OptimizationMode, SolveOptions } from '../solving/result';
import { DEFAULT_TIME_LIMIT_SECONDS } from '../solving/timeLimit';
import { engineValue, readValue, takeValue, timeLimitValue, wholeNumber } from './optionValues';

export const USAGE = `Usage: asp-puzzles solve FILE... [options] [-- clingo options]
       asp-puzzles explain FILE... [--minimal] [--json]  (asp-puzzles explain --help)
       asp-puzzles check ENCODING [TEST...] [options]   (asp-puzzles check --help)
       asp-puzzles minify FILE [-o OUT]                  (asp-puzzles minify --help)
       asp-puzzles maze [--algorithm NAME --size WxH ...] (asp-puzzles maze --help)
       asp-puzzles maze-stats [--algorithm all ...]      (asp-puzzles maze-stats --help)
       asp-puzzles flow [--size N --colours K ...]       (asp-puzzles flow --help)

Solves clingo programs: the files together as one program. A single instance file of a known puzzle
(cell maze, Flow, wall maze) is solved with the encoding it names (%! encoding: path) or the bundled one,
and its answers are drawn as text. A Flow board in the text format (board.txt: a line per row, a letter
or digit per endpoint, '.' for a blank cell) is read as its facts.

Options:
  --models N, -n N      number of answers, 0 for all (default 1)
  --engine wasm|native  the bundled clingo (default) or native clingo
  --clingo PATH         native clingo's executable (default: clingo on PATH)
  --time-limit S        stop after S seconds (default ${DEFAULT_TIME_LIMIT_SECONDS}, as in the extension;
                        0 for no limit)
  -c NAME=VALUE         a constant, as clingo's -c (repeatable)
  --threads N, -t N     threads for native clingo
  --opt-mode MODE       opt, optN, enum or ignore
  --project             count answers that differ only in hidden atoms once
  --unique              check that the program has exactly one answer, as far as its shown
                        atoms go; exit code 30 when it has, 10 when it has more, 20 for none
  --forced              the shown atoms true in every answer, and the cells of a puzzle they
                        fix (drawn with ? where the answers differ); exit code 30
  --each                solve every file on its own, as if each were the only one, on one
                        warm solver (many boards in one run); --json then prints a list
  --jobs N, -j N        with --each, N solvers at once (default 1); the reports keep the
                        files' order
  --json                print the whole report as JSON
  --help                this text

Exit codes are clingo's: 10 satisfiable, 20 unsatisfiable, 30 all answers found, +1 when interrupted;
65 for errors, 64 for bad usage. With --each: 0 when every file was solved, 65 when one could not be,
1 when a run was interrupted.

The bundled solver's optimised code is kept between runs in ~/.cache/asp-grid-puzzles (written once, in
the background); ASP_PUZZLES_CODE_CACHE=FOLDER keeps it elsewhere, ASP_PUZZLES_CODE_CACHE=off not at all.
`;

export interface CliOptions {
  help?: boolean;
  files: string[];
  engine: 'wasm' | 'native';
  clingoPath?: string;
  json: boolean;
  /** Every file solved on its own (--each), instead of all of them as one program. */
  each?: boolean;
  /** With --each, how many solvers work at once. */
  jobs?: number;
  /** --unique or --forced: check the program rather than print its answers. */
  check?: AnswersCheckKind;
  solve: SolveOptions;
}

const OPT_MODES: readonly OptimizationMode[] = ['opt', 'optN', 'enum', 'ignore'];

export function parseArguments(argv: readonly string[]): CliOptions | { error: string } {
  const args = [...argv];
  if (args[0] === '--help' || args[0] === '-h') return { help: true, files: [], engine: 'wasm', json: false, solve: { models: 1 } };
  if (args.shift() !== 'solve') return { error: 'the first argument must be the command: solve, explain, check, minify, maze or maze-stats' };
  const options: CliOptions = { files: [], engine: 'wasm', json: false, solve: { models: 1, timeLimitMs: DEFAULT_TIME_LIMIT_SECONDS * 1000 } };
  const constants: Record<string, string> = {};
  const extra: string[] = [];
  const value = (flag: string) => takeValue(args, flag);
  const count = (flag: string, min: number) => readValue(args, flag, (f, v) => wholeNumber(f, v, min));
  while (args.length) {
    const arg = args.shift()!;
    let result: string | number | { error: string } | undefined;
    switch (arg) {
      case '--':
        extra.push(...args.splice(0));
        break;
      case '--help':
      case '-h':
        options.help = true;
        break;
      case '--models':
      case '-n':
        result = count(arg, 0);
        if (typeof result === 'number') options.solve.models = result;
        break;
      case '--engine':
        result = readValue(args, arg, engineValue);
        if (result === 'wasm' || result === 'native') options.engine = result;
        break;
      case '--clingo':
        result = value(arg);
        if (typeof result === 'string') options.clingoPath = result;
        break;
      case '--time-limit': {
        result = readValue(args, arg, timeLimitValue);
        if (typeof result !== 'number') break;
        if (result === 0) delete options.solve.timeLimitMs;
        else options.solve.timeLimitMs = result;
        break;
      }
      case '-c':
      case '--const':
        result = value(arg);
        if (typeof result === 'string') {
          const m = /^([a-z_'][A-Za-z0-9_']*)=(.+)$/.exec(result);
          if (m) constants[m[1]] = m[2];
          else result = { error: `-c takes name=value, not '${result}'` };
        }
        break;
      case '--threads':
      case '-t':
        result = count(arg, 1);
        if (typeof result === 'number') options.solve.threads = result;
        break;
      case '--opt-mode':
        result = value(arg);
        if (OPT_MODES.includes(result as OptimizationMode)) options.solve.optimization = result as OptimizationMode;
        else if (typeof result === 'string') result = { error: `--opt-mode is one of ${OPT_MODES.join(', ')}, not '${result}'` };
        break;
      case '--project':
        options.solve.project = true;
        break;
      case '--unique':
      case '--forced': {
        const kind = arg === '--unique' ? 'unique' : 'forced';
        if (options.check && options.check !== kind) result = { error: '--unique and --forced are two runs: give one of them' };
        options.check = kind;
        break;
      }
      case '--json':
        options.json = true;
        break;
      case '--each':
        options.each = true;
        break;
      case '--jobs':
      case '-j':
        result = count(arg, 1);
        if (typeof result === 'number') options.jobs = result;
        break;
      default:
        if (arg.startsWith('-c') && arg.length > 2) {
          args.unshift('-c', arg.slice(2));
        } else if (arg.startsWith('-') && arg !== '-') {
          result = { error: `unknown option ${arg} (clingo's own options go after --)` };
        } else {
          options.files.push(arg);
        }
    }
    if (typeof result === 'object') return result;
  }
  if (!options.help && options.files.length === 0) return { error: 'no file to solve' };
  if (options.jobs !== undefined && !options.each) return { error: '--jobs goes with --each: files solved as one program are one run' };
  if (Object.keys(constants).length) options.solve.constants = constants;
  if (extra.length) options.solve.extraArgs = extra;
  return options;
}
