// `asp-puzzles flow`: a Flow board with exactly one solution, proven by the bundled solver, printed or written as
// the instance the extension reads (or in the text format), the same board for the same size, colours and seed
// as Generate Flow Board… makes.
import { randomInt } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defaultColours, generateFlowFile, MAX_FLOW_SEED, MAX_FLOW_SIZE, MIN_FLOW_SIZE } from '../puzzles/flow/generateFile';
import { WasmEngine } from '../solving/wasmEngine';
import { readValue, wholeNumber, type Failure } from './optionValues';

const EXIT_ERROR = 65;
const EXIT_USAGE = 64;

export const FLOW_USAGE = `Usage: asp-puzzles flow [--size N] [--colours K] [--seed S] [--text] [-o FILE]

Makes a Flow Free board of N x N cells with K colours that has exactly one solution: every board
tried is solved with the bundled Flow encoding for two answers, and only one with a single answer is
kept. Prints the board as facts (v/1, a/2, c/1, s/2, pos/3), as the extension's instances are.

Options:
  --size N       rows and columns, ${MIN_FLOW_SIZE} to ${MAX_FLOW_SIZE} (default 7)
  --colours K    colours, 1 to a third of the cells (default N, as in Flow's own packs)
  --seed S       the random seed, 0 to ${MAX_FLOW_SEED} (default a new one, printed on stderr);
                 the same size, colours and seed make the same board
  --text         the text format instead: one line per row, a letter per colour, . for blank
  -o FILE        write to FILE instead of printing
  --help         this text

Exit codes: 0 done, 64 bad usage, 65 no board found (or a file that cannot be written).
`;

export interface FlowArguments {
  size: number;
  colours?: number;
  seed?: number;
  text: boolean;
  out?: string;
}

export function parseFlowArguments(argv: readonly string[]): FlowArguments | { help: true } | Failure {
  const args = [...argv];
  const parsed: FlowArguments = { size: 7, text: false };
  while (args.length > 0) {
    const arg = args.shift()!;
    const number = (min: number, max: number) => readValue(args, arg, (flag, v) => wholeNumber(flag, v, min, max));
    switch (arg) {
      case '--help':
      case '-h':
        return { help: true };
      case '--size': {
        const v = number(MIN_FLOW_SIZE, MAX_FLOW_SIZE);
        if (typeof v !== 'number') return v;
        parsed.size = v;
        break;
      }
      case '--colours':
      case '--colors': {
        const v = number(1, 1000);
        if (typeof v !== 'number') return v;
        parsed.colours = v;
        break;
      }
      case '--seed': {
        const v = number(0, MAX_FLOW_SEED);
        if (typeof v !== 'number') return v;
        parsed.seed = v;
        break;
      }
      case '--text':
        parsed.text = true;
        break;
      case '-o':
      case '--out': {
        const v = readValue(args, arg, (_, value) => value);
        if (typeof v !== 'string') return v;
        parsed.out = v;
        break;
      }
      default:
        return { error: `unknown option '${arg}'` };
    }
  }
  return parsed;
}

export interface FlowIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

export async function flowMain(argv: readonly string[], io: FlowIo): Promise<number> {
  const parsed = parseFlowArguments(argv);
  if ('error' in parsed) {
    io.err(`${parsed.error}\n\n${FLOW_USAGE}`);
    return EXIT_USAGE;
  }
  if ('help' in parsed) {
    io.out(FLOW_USAGE);
    return 0;
  }
  const seed = parsed.seed ?? randomInt(0, 2 ** 32);
  if (parsed.seed === undefined) io.err(`seed ${seed}\n`);
  const engine = new WasmEngine();
  const abort = new AbortController();
  const stop = () => abort.abort();
  process.once('SIGINT', stop);
  try {
    const made = await generateFlowFile({ size: parsed.size, colours: parsed.colours ?? defaultColours(parsed.size), seed }, { engine, signal: abort.signal });
    if ('error' in made) {
      io.err(`error: ${made.error}\n`);
      return EXIT_ERROR;
    }
    const data = parsed.text ? made.boardText : made.text;
    if (parsed.out === undefined) io.out(data);
    else {
      try {
        writeFileSync(resolve(parsed.out), data);
      } catch (e) {
        io.err(`error: ${parsed.out}: ${e instanceof Error ? e.message : String(e)}\n`);
        return EXIT_ERROR;
      }
      io.err(`wrote ${parsed.out}\n`);
    }
    io.err(`one solution, proven after ${made.solves} ${made.solves === 1 ? 'board' : 'boards'} tried in ${(made.timeMs / 1000).toFixed(1)} s\n`);
    return 0;
  } finally {
    process.off('SIGINT', stop);
    await engine.dispose();
  }
}
