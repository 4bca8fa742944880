// `asp-puzzles minify FILE [-o OUT]`: the smallest text clingo reads as the same program (golf/minify.ts).
// Without -o the text goes to stdout and the byte counts to stderr, so that the program can be piped.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { minify } from '../golf/minify';
import { readTextFile } from '../readTextFile';

export const MINIFY_USAGE = `Usage: asp-puzzles minify FILE [-o OUT]

Writes the smallest text that clingo reads as the same program: comments and whitespace removed but for
the spaces clingo needs (not a, #show p/1.), #script bodies kept as they are. The result is parsed again
and compared with the original, token for token; a file with syntax errors is not minified.

Options:
  -o OUT, --output OUT  write the result to OUT (with a final newline) instead of stdout
  --help                this text

Prints "FILE: N → M bytes, proven" (to stderr when the text goes to stdout); bytes are UTF-8, a final
newline not counted, as code golf scores. Exit codes: 0 minified, 65 not minified (the reason is printed),
64 bad usage.
`;

const EXIT_ERROR = 65;
const EXIT_USAGE = 64;

export interface MinifyIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

export function minifyMain(args: readonly string[], io: MinifyIo): number {
  const parsed = minifyArguments(args);
  if ('error' in parsed) {
    io.err(`${parsed.error}\n\n${MINIFY_USAGE}`);
    return EXIT_USAGE;
  }
  if ('help' in parsed) {
    io.out(MINIFY_USAGE);
    return 0;
  }
  const read = readTextFile(resolve(parsed.file));
  if ('error' in read) {
    io.err(`error: ${parsed.file}: ${read.error}\n`);
    return EXIT_ERROR;
  }
  const result = minify(read.text);
  if (!result.proven) {
    io.err(`error: ${parsed.file}: not minified: ${result.reason}\n`);
    return EXIT_ERROR;
  }
  const text = result.text === '' ? '' : `${result.text}\n`;
  const summary = `${parsed.file}: ${result.bytesBefore} → ${result.bytesAfter} bytes, proven\n`;
  if (parsed.output === undefined) {
    io.out(text);
    io.err(summary);
    return 0;
  }
  try {
    writeFileSync(resolve(parsed.output), text);
  } catch (e) {
    io.err(`error: ${parsed.output}: ${e instanceof Error ? e.message : String(e)}\n`);
    return EXIT_ERROR;
  }
  io.out(summary);
  return 0;
}

type MinifyArguments = { file: string; output?: string } | { help: true } | { error: string };

export function minifyArguments(args: readonly string[]): MinifyArguments {
  let file: string | undefined;
  let output: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--help' || arg === '-h') return { help: true };
    if (arg === '-o' || arg === '--output') {
      const value = args[++i];
      if (value === undefined || value === '') return { error: `${arg} needs a file name` };
      output = value;
    } else if (arg.startsWith('-') && arg !== '-') {
      return { error: `unknown option ${arg}` };
    } else if (file === undefined) {
      file = arg;
    } else {
      return { error: `minify takes one file, not also '${arg}'` };
    }
  }
  if (file === undefined) return { error: 'no file to minify' };
  return output === undefined ? { file } : { file, output };
}
