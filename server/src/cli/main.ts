// The command line: the same solving and puzzle modules as the language server, for people without VS Code
// and for continuous integration. Exit codes are clingo's: 10 satisfiable, 20 unsatisfiable, 30 all answers
// found (10 + 20), plus 1 when the run was interrupted (time limit, Ctrl+C); 65 for errors, 64 for bad usage.
import { parseArguments, USAGE } from './arguments';
import { checkCommand } from './check';
import { explainMain } from './explainCommand';
import { CHECK_USAGE, parseCheckArguments } from './checkArguments';
import { flowMain } from './flowCommand';
import { mazeMain } from './mazeCommand';
import { minifyMain } from './minifyCommand';
import { EXIT_ERROR, solveCommand } from './solveCommand';
import { usePrestartedWorker, type PrestartedWorker } from '../solving/sandboxedClingo';
import { prepareToSolve } from './prestart';

export { EXIT_ERROR, exitCode } from './solveCommand';
export const EXIT_USAGE = 64;
/** What a shell reports for a program that SIGPIPE ended, as it ends native clingo whose reader stopped. */
const EXIT_READER_STOPPED = 141;

export async function main(argv: string[]): Promise<number> {
  if (argv[0] === 'minify') return minifyMain(argv.slice(1), { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) });
  if (argv[0] === 'check') return check(argv.slice(1));
  if (argv[0] === 'explain') return explainMain(argv.slice(1), { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) });
  if (argv[0] === 'flow') return flowMain(argv.slice(1), { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) });
  if (argv[0] === 'maze' || argv[0] === 'maze-stats') return mazeMain(argv[0], argv.slice(1), { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) });
  const parsed = parseArguments(argv);
  if ('error' in parsed) {
    process.stderr.write(`${parsed.error}\n\n${USAGE}`);
    return EXIT_USAGE;
  }
  if (parsed.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  return solveCommand(parsed, (line) => process.stdout.write(`${line}\n`));
}

async function check(argv: string[]): Promise<number> {
  const parsed = parseCheckArguments(argv);
  if ('error' in parsed) {
    process.stderr.write(`${parsed.error}\n\n${CHECK_USAGE}`);
    return EXIT_USAGE;
  }
  if (parsed.help) {
    process.stdout.write(CHECK_USAGE);
    return 0;
  }
  return checkCommand(parsed, (line) => process.stdout.write(`${line}\n`));
}

/** Runs the command line on `argv` as the program, with the bundled solver's worker if launch.ts started one. */
export function runAsProgram(argv: string[], worker?: PrestartedWorker): void {
  if (worker) usePrestartedWorker(worker);
  endQuietlyWhenTheReaderStops();
  main(argv).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      process.stderr.write(`error: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
      process.exitCode = EXIT_ERROR;
    },
  );
}

/**
 * A reader that stops early (`asp-puzzles solve … | head`) closes the pipe, and the next line written fails with
 * EPIPE: unhandled, that ends the program with a stack trace. It ends quietly instead, the solver with it.
 */
function endQuietlyWhenTheReaderStops(): void {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(EXIT_READER_STOPPED);
  });
}

if (require.main === module) runAsProgram(process.argv.slice(2), prepareToSolve(process.argv.slice(2)));
