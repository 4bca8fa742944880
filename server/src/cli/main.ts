// The command line: the same solving and puzzle modules as the language server, for people without VS Code
// and for continuous integration. Exit codes are clingo's: 10 satisfiable, 20 unsatisfiable, 30 all answers
// found (10 + 20), plus 1 when the run was interrupted (time limit, Ctrl+C); 65 for errors, 64 for bad usage.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseSource } from '../language/workspace';
import type { SolveReport } from '../protocol';
import { describeInstance } from '../puzzles/describe';
import { bundledEncodingUri } from '../puzzles/encodings';
import { answerPictures } from '../puzzles/pictures';
import { findClingoOnPath, NativeEngine } from '../solving/nativeEngine';
import { planSolve } from '../solving/plan';
import type { ReadSource } from '../solving/program';
import { formatReport } from '../solving/reportText';
import type { Engine } from '../solving/result';
import { solveFiles } from '../solving/solveFiles';
import { WasmEngine } from '../solving/wasmEngine';
import { parseArguments, USAGE, type CliOptions } from './arguments';

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

const readFromDisk: ReadSource = (uri) => {
  try {
    return { text: readFileSync(new URL(uri), 'utf8') };
  } catch {
    return undefined; // reported by the assembly as a file that could not be read
  }
};

export async function solveCommand(options: CliOptions, out: (line: string) => void): Promise<number> {
  const files = options.files.map((f) => pathToFileURL(resolve(f)).href);
  let entries = files;
  let instance: string | undefined;
  let family: SolveReport['family'];
  let encoding: string | undefined;
  if (files.length === 1) {
    // One file: an instance is solved with its encoding, as "Solve Current Puzzle" does.
    const source = readFromDisk(files[0]);
    if (source) {
      const file = parseSource(files[0], source.text);
      const plan = planSolve(file, {
        describe: (f) => describeInstance(f.program),
        file: (uri) => {
          const text = readFromDisk(uri)?.text;
          return text === undefined ? undefined : parseSource(uri, text);
        },
        folderFiles: () => [],
        bundledEncodingUri,
      });
      entries = plan.entries;
      if (plan.kind === 'instance') ({ family, encoding, instance } = { family: plan.family, encoding: plan.encoding, instance: files[0] });
    }
  }
  const engine: Engine = options.engine === 'native'
    ? new NativeEngine(options.clingoPath ?? findClingoOnPath() ?? 'clingo')
    : new WasmEngine();
  const interrupt = () => void engine.cancel();
  process.once('SIGINT', interrupt);
  try {
    const solved = await solveFiles(entries, readFromDisk, engine, options.solve);
    const report: SolveReport = {
      runId: 'cli', ...solved, ...(family ? { family } : {}), ...(instance ? { instance } : {}), ...(encoding ? { encoding } : {}),
    };
    if (family && instance) {
      const pictures = answerPictures(family, readFromDisk(instance)?.text ?? '', report.answers);
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

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      process.stderr.write(`error: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
      process.exitCode = EXIT_ERROR;
    },
  );
}
