// The command line: the same solving and puzzle modules as the language server, for people without VS Code
// and for continuous integration. Exit codes are clingo's: 10 satisfiable, 20 unsatisfiable, 30 all answers
// found (10 + 20), plus 1 when the run was interrupted (time limit, Ctrl+C); 65 for errors, 64 for bad usage.
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { roleOf } from '../language/programs/roles';
import { parseSource, type SourceFile } from '../language/workspace';
import { readTextFile } from '../readTextFile';
import type { SolveReport } from '../protocol';
import { describeInstance } from '../puzzles/describe';
import { bundledEncodingUri } from '../puzzles/encodings';
import { explainNoAnswer } from '../puzzles/explainNoAnswer';
import { answerPictures } from '../puzzles/pictures';
import { findClingoOnPath, NativeEngine } from '../solving/nativeEngine';
import { planSolve } from '../solving/plan';
import type { ReadSource } from '../solving/program';
import { formatReport } from '../solving/reportText';
import { readSearchOptions, withSearchOptionsOf } from '../solving/searchOptions';
import type { Engine } from '../solving/result';
import { solveFiles } from '../solving/solveFiles';
import { WasmEngine } from '../solving/wasmEngine';
import { parseArguments, USAGE, type CliOptions } from './arguments';
import { mazeMain } from './mazeCommand';
import { minifyMain } from './minifyCommand';
import { checkCommand } from './check';
import { CHECK_USAGE, parseCheckArguments } from './checkArguments';

export const EXIT_ERROR = 65;
export const EXIT_USAGE = 64;

/** clingo's exit code for a finished run. */
export function exitCode(report: Pick<SolveReport, 'status' | 'answers' | 'exhausted'>): number {
  switch (report.status) {
    case 'error':
    case 'too-large':
      return EXIT_ERROR;
    case 'unsatisfiable':
      return 20;
    case 'cancelled':
    case 'timeout':
      return (report.answers.length ? 10 : 0) + 1;
    default:
      return (report.answers.length ? 10 : 0) + (report.exhausted ? 20 : 0);
  }
}

/** Reported by the assembly as a file that could not be read, with the reason. */
const readFromDisk: ReadSource = (uri) => readTextFile(fileURLToPath(uri));

const textOf = (uri: string): string | undefined => {
  const read = readFromDisk(uri);
  return read && 'text' in read ? read.text : undefined;
};

export async function solveCommand(options: CliOptions, out: (line: string) => void): Promise<number> {
  const unreadable = options.files.flatMap((f) => {
    const read = readTextFile(resolve(f));
    return 'error' in read ? [{ severity: 'error' as const, message: `${f}: ${read.error}` }] : [];
  });
  if (unreadable.length) {
    // Named as typed, before anything runs: a path the user wrote is clearer than the URI it becomes.
    const report: SolveReport = { runId: 'cli', status: 'error', answers: [], exhausted: false, messages: unreadable, timeMs: 0, engine: '', files: [], programBytes: 0 };
    if (options.json) out(JSON.stringify(report, null, 2));
    else for (const line of formatReport(report, { displayPath: relativePath })) out(line);
    return EXIT_ERROR;
  }
  const files = options.files.map((f) => pathToFileURL(resolve(f)).href);
  let entries = files;
  let instance: string | undefined;
  let family: SolveReport['family'];
  let encoding: string | undefined;
  let instanceFile: SourceFile | undefined;
  let bundled = false;
  if (files.length === 1) {
    // One file: an instance is solved with its encoding, as "Solve Current Puzzle" does.
    const text = textOf(files[0]);
    if (text !== undefined) {
      const file = parseSource(files[0], text);
      const plan = planSolve(file, {
        describe: (f) => describeInstance(f.program),
        file: (uri) => {
          const included = textOf(uri);
          return included === undefined ? undefined : parseSource(uri, included);
        },
        folderFiles: () => [],
        bundledEncodingUri,
      });
      entries = plan.entries;
      if (plan.kind === 'instance') ({ family, encoding, instance } = { family: plan.family, encoding: plan.encoding, instance: files[0] });
      if (plan.kind === 'instance' && roleOf(file).data) instanceFile = file;
      bundled = plan.encodingBundled === true;
    }
  }
  const engine: Engine = options.engine === 'native'
    ? new NativeEngine(options.clingoPath ?? findClingoOnPath() ?? 'clingo')
    : new WasmEngine();
  const interrupt = () => void engine.cancel();
  process.once('SIGINT', interrupt);
  try {
    // An instance's own search options (a generated maze's seed), as Solve in the editor takes them.
    const run = withSearchOptionsOf(options.solve, instanceFile ? [instanceFile.program] : []);
    const solved = await solveFiles(entries, readFromDisk, engine, run.options);
    solved.messages.unshift(...run.notes.map((message) => ({ severity: 'info' as const, message })));
    if (instanceFile) {
      const file = instanceFile;
      solved.messages.unshift(...readSearchOptions(file.program).problems.map((p) => ({
        severity: 'warning' as const, message: p.message, location: { uri: file.uri, range: file.lines.range(p.span) },
      })));
    }
    const report: SolveReport = {
      runId: 'cli', ...solved, ...(family ? { family } : {}), ...(instance ? { instance } : {}), ...(encoding ? { encoding } : {}),
    };
    const explanation = report.status === 'unsatisfiable' && family && instanceFile
      ? explainNoAnswer(family, instanceFile, bundled) : undefined;
    if (explanation) {
      report.explanation = explanation;
      report.messages.push(explanation);
    }
    if (family && instance) {
      const pictures = answerPictures(family, textOf(instance) ?? '', report.answers);
      report.answers = report.answers.map((a, i) => (pictures[i] ? { ...a, picture: pictures[i] } : a));
    }
    if (options.json) out(JSON.stringify(report, null, 2));
    else for (const line of formatReport(report, { displayPath: relativePath })) out(line);
    return exitCode(report);
  } finally {
    process.removeListener('SIGINT', interrupt);
    await engine.dispose();
  }
}

function relativePath(uri: string): string {
  const path = decodeURIComponent(new URL(uri).pathname);
  const cwd = `${process.cwd()}/`;
  return path.startsWith(cwd) ? path.slice(cwd.length) : path;
}

export async function main(argv: string[]): Promise<number> {
  if (argv[0] === 'minify') return minifyMain(argv.slice(1), { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) });
  if (argv[0] === 'check') return check(argv.slice(1));
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

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      process.stderr.write(`error: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
      process.exitCode = EXIT_ERROR;
    },
  );
}
