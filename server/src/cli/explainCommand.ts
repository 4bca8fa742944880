// `asp-puzzles explain FILE...`: why the files (as `solve` takes them) have no answer. A thin layer over
// explain/: the closest answer's broken rules at their files and lines, with their ground instances, the cells of
// a puzzle's board they are about, and with --minimal a smallest set of instance facts that has no answer.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { explainProgram } from '../explain/explainProgram';
import { formatExplanation } from '../explain/explainText';
import { puzzleBoard } from '../explain/puzzleBoard';
import { roleOf } from '../language/programs/roles';
import { parseSource } from '../language/workspace';
import type { ExplainReport } from '../protocol';
import { describeInstance } from '../puzzles/describe';
import { bundledEncodingUri } from '../puzzles/encodings';
import { findClingoOnPath, NativeEngine } from '../solving/nativeEngine';
import { planSolve } from '../solving/plan';
import type { Engine } from '../solving/result';
import { DEFAULT_TIME_LIMIT_SECONDS } from '../solving/timeLimit';
import { WasmEngine } from '../solving/wasmEngine';
import { engineValue, readValue, takeValue, timeLimitValue } from './optionValues';
import { readProgramFile, readProgramSource } from './programFiles';
import { MAX_READ_BYTES } from '../readTextFile';

export const EXPLAIN_USAGE = `Usage: asp-puzzles explain FILE... [options]

Explains why the files, solved as asp-puzzles solve solves them, have no answer: the integrity
constraints become costs, and the answer that breaks the fewest is reported, each broken constraint at
its file and line with the values of its variables ("violated 2 times: X=3, Y=4 and X=5, Y=6") and, for
a puzzle, the cells of the board they name. When relaxing the constraints leaves no answer either, the
bounds of choice rules are relaxed too, then the instance's facts.

Options:
  --minimal             also find a minimal cause: a smallest set of instance facts (or, when the
                        instance is not the cause, of constraints) that still has no answer
  --minimal-time-limit S
                        stop looking for it after S seconds (default 30) with the smallest set so far
  --relax-bounds        relax the bounds of choice rules from the start
  --relax-facts         let instance facts be left out, at a cost, from the start
  --engine wasm|native  the bundled clingo (default) or native clingo
  --clingo PATH         native clingo's executable (default: clingo on PATH)
  --time-limit S        stop each solve after S seconds (default ${DEFAULT_TIME_LIMIT_SECONDS}; 0 for no limit)
  -c NAME=VALUE         a constant, as clingo's -c (repeatable)
  --json                print the explanation as JSON
  --help                this text

Exit codes: 0 explained, 1 the program has an answer (nothing to explain), 65 it could not be
explained (an error, a program the explanation refuses, the time limit), 64 bad usage.
`;

export interface ExplainOptions {
  help?: boolean;
  files: string[];
  json: boolean;
  minimal: boolean;
  minimalTimeLimit?: number;
  bounds: boolean;
  facts: boolean;
  engine: 'wasm' | 'native';
  clingoPath?: string;
  timeLimitMs?: number;
  constants?: Record<string, string>;
}

export function parseExplainArguments(argv: readonly string[]): ExplainOptions | { error: string } {
  const args = [...argv];
  const options: ExplainOptions = { files: [], json: false, minimal: false, bounds: false, facts: false, engine: 'wasm', timeLimitMs: DEFAULT_TIME_LIMIT_SECONDS * 1000 };
  const constants: Record<string, string> = {};
  while (args.length) {
    const arg = args.shift()!;
    let result: unknown;
    switch (arg) {
      case '--help': case '-h': options.help = true; break;
      case '--json': options.json = true; break;
      case '--minimal': options.minimal = true; break;
      case '--relax-bounds': options.bounds = true; break;
      case '--relax-facts': options.facts = true; break;
      case '--minimal-time-limit':
        result = readValue(args, arg, timeLimitValue);
        if (typeof result === 'number') options.minimalTimeLimit = result / 1000;
        break;
      case '--time-limit':
        result = readValue(args, arg, timeLimitValue);
        if (typeof result === 'number') options.timeLimitMs = result === 0 ? undefined : result;
        break;
      case '--engine':
        result = readValue(args, arg, engineValue);
        if (result === 'wasm' || result === 'native') options.engine = result;
        break;
      case '--clingo':
        result = takeValue(args, arg);
        if (typeof result === 'string') options.clingoPath = result;
        break;
      case '-c': {
        result = takeValue(args, arg);
        if (typeof result !== 'string') break;
        const m = /^([a-z_'][A-Za-z0-9_']*)=(.+)$/.exec(result);
        if (m) constants[m[1]] = m[2];
        else result = { error: `-c takes name=value, not '${result}'` };
        break;
      }
      default:
        if (arg.startsWith('-') && arg !== '-') result = { error: `unknown option ${arg}` };
        else options.files.push(arg);
    }
    if (typeof result === 'object' && result !== null && 'error' in result) return result as { error: string };
  }
  if (!options.help && options.files.length === 0) return { error: 'no file to explain' };
  if (Object.keys(constants).length) options.constants = constants;
  return options;
}

export async function explainMain(argv: readonly string[], io: { out(text: string): void; err(text: string): void }): Promise<number> {
  const parsed = parseExplainArguments(argv);
  if ('error' in parsed) {
    io.err(`${parsed.error}\n\n${EXPLAIN_USAGE}`);
    return 64;
  }
  if (parsed.help) {
    io.out(EXPLAIN_USAGE);
    return 0;
  }
  for (const f of parsed.files) {
    const read = readProgramFile(resolve(f), MAX_READ_BYTES);
    if ('boardErrors' in read) {
      for (const e of read.boardErrors) io.err(`${f}:${e.line}:${e.column}: error: ${e.message}\n`);
      return 65;
    }
    if ('error' in read) {
      io.err(`${f}: ${read.error}\n`);
      return 65;
    }
  }
  const engine: Engine = parsed.engine === 'native' ? new NativeEngine(parsed.clingoPath ?? findClingoOnPath() ?? 'clingo') : new WasmEngine();
  let stopped = false;
  const interrupt = () => {
    stopped = true;
    void engine.cancel();
  };
  process.once('SIGINT', interrupt);
  try {
    const report = await explainFiles(parsed, engine, () => stopped);
    if (parsed.json) io.out(`${JSON.stringify(report, null, 2)}\n`);
    else for (const line of formatExplanation(report, relativePath)) io.out(`${line}\n`);
    return report.status === 'explained' ? 0 : report.status === 'satisfiable' ? 1 : 65;
  } finally {
    process.removeListener('SIGINT', interrupt);
    await engine.dispose();
  }
}

/** The files as `solve` plans them: one instance with its encoding, or the files together, their data files the instance. */
async function explainFiles(options: ExplainOptions, engine: Engine, stopped: () => boolean): Promise<ExplainReport> {
  const files = options.files.map((f) => pathToFileURL(resolve(f)).href);
  const parsed = files.map((uri) => {
    const read = readProgramSource(uri);
    return parseSource(uri, read && 'text' in read ? read.text : '');
  });
  let entries = files;
  let instances = files.filter((_, i) => files.length > 1 && roleOf(parsed[i]).data);
  let family: ExplainReport['family'];
  if (files.length === 1) {
    const plan = planSolve(parsed[0], {
      describe: (f) => describeInstance(f.program),
      file: (uri) => {
        const read = readProgramSource(uri);
        return read && 'text' in read ? parseSource(uri, read.text) : undefined;
      },
      folderFiles: () => [],
      bundledEncodingUri,
    });
    entries = plan.entries;
    if (plan.kind === 'instance') instances = [files[0]];
    family = plan.family;
  }
  const instance = instances[0];
  const boardFile = parsed[files.indexOf(instance ?? files[0])];
  family ??= instance ? describeInstance(boardFile.program).family : undefined;
  const explained = await explainProgram({
    entries, instances, read: readProgramSource, engine,
    solve: { ...(options.timeLimitMs !== undefined ? { timeLimitMs: options.timeLimitMs } : {}), ...(options.constants ? { constants: options.constants } : {}) },
    settings: { bounds: options.bounds, facts: options.facts, minimal: options.minimal, ...(options.minimalTimeLimit ? { minimalTimeLimit: options.minimalTimeLimit } : {}) },
    board: (atoms) => puzzleBoard(family, boardFile.text, atoms),
    stopped,
  });
  const { answer: _answer, ...rest } = explained;
  return { runId: 'cli', ...rest, ...(family ? { family } : {}), ...(instance ? { instance } : {}) };
}

function relativePath(uri: string): string {
  const path = decodeURIComponent(new URL(uri).pathname);
  const cwd = `${process.cwd()}/`;
  return path.startsWith(cwd) ? path.slice(cwd.length) : path;
}
