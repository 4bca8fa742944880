// The arguments of `asp-puzzles check`, read into options; every mistake is a value naming the argument.
import { DEFAULT_TIME_LIMIT_SECONDS } from '../solving/timeLimit';
import { engineValue, readValue, takeValue, timeLimitValue, wholeNumber } from './optionValues';
import { DEFAULT_MAX_ANSWERS } from '../golf/runTest';
import { REFERENCE_FAMILIES } from '../golf/referenceInstances';
import type { ReferenceFamilyId } from '../protocol';

export const CHECK_USAGE = `Usage: asp-puzzles check ENCODING [TEST...] [options]

Runs the tests of an encoding: each answer is compared with the test's shouldbe facts, the answers are
counted against its %! models: line, and checked by the puzzle's validator. Without TEST arguments the
tests are found beside the encoding: the instances of its folder that carry %! models: or shouldbe
facts, or have a <name>-expected.lp file of shouldbe facts; or those its %! test: lines name. A TEST is
a test's name as listed, or an instance file (with its <name>-expected.lp, if there is one).
Prints one line per test, the encoding's score in bytes, and how many passed.

Options:
  --junit FILE          also write the results as JUnit XML to FILE
  --time-limit S        stop a test after S seconds (default ${DEFAULT_TIME_LIMIT_SECONDS}; 0 for no limit)
  --max-answers N       the most answers a shouldbe test looks at (default ${DEFAULT_MAX_ANSWERS})
  --engine wasm|native  the bundled clingo (default) or native clingo
  --clingo PATH         native clingo's executable (default: clingo on PATH)
  --reference N         after the tests, check the encoding against the bundled encoding of its puzzle
                        on N random instances (see below)
  --seed S              the instances' seed (default 1): the same seed, the same instances
  --family F            flow or wall-maze (default: told from what the encoding reads)
  --write-counterexample DIR
                        write the counterexample's test to DIR (default: beside the encoding)
  --help                this text

The check against the reference solves each instance with both encodings (every answer, up to
--max-answers; each solve within 10 s, or --time-limit if smaller) and compares their answers' atoms of
the puzzle's predicate (e/3, step/4). At the first instance where they differ it prints what differs and
writes a test of the bench, <family>-counterexample-<seed>.lp: the instance, %! models: N and, when the
reference has one answer, its shouldbe facts. With --reference, no tests beside the encoding is no failure.

Exit codes: 0 every test passed (and no counterexample), 1 a test failed (or there was none) or a
counterexample was found, 65 a test or the check could not run (a solver error, a missing file, the time
limit), 64 bad usage.
`;

export interface CheckOptions {
  help?: boolean;
  encoding: string;
  tests: string[];
  junit?: string;
  /** 0 for none. */
  timeLimitMs: number;
  maxAnswers: number;
  engine: 'wasm' | 'native';
  clingoPath?: string;
  /** Instances of the check against the reference; absent for none. */
  reference?: number;
  seed?: number;
  family?: ReferenceFamilyId;
  writeCounterexample?: string;
}

/** `argv` without the leading `check`. */
export function parseCheckArguments(argv: readonly string[]): CheckOptions | { error: string } {
  const args = [...argv];
  const options: CheckOptions = { encoding: '', tests: [], maxAnswers: DEFAULT_MAX_ANSWERS, engine: 'wasm', timeLimitMs: DEFAULT_TIME_LIMIT_SECONDS * 1000 };
  const files: string[] = [];
  const value = (flag: string) => takeValue(args, flag);
  const read = <T>(flag: string, reader: (flag: string, v: string) => T | { error: string }) => readValue(args, flag, reader);
  while (args.length) {
    const arg = args.shift()!;
    let result: string | number | { error: string } | undefined;
    switch (arg) {
      case '--help':
      case '-h':
        options.help = true;
        break;
      case '--junit':
        result = value(arg);
        if (typeof result === 'string') options.junit = result;
        break;
      case '--time-limit':
        result = read(arg, timeLimitValue);
        if (typeof result === 'number') options.timeLimitMs = result;
        break;
      case '--max-answers':
        result = read(arg, (flag, v) => wholeNumber(flag, v, 1));
        if (typeof result === 'number') options.maxAnswers = result;
        break;
      case '--engine':
        result = read(arg, engineValue);
        if (result === 'wasm' || result === 'native') options.engine = result;
        break;
      case '--clingo':
        result = value(arg);
        if (typeof result === 'string') options.clingoPath = result;
        break;
      case '--reference':
        result = read(arg, (flag, v) => wholeNumber(flag, v, 1));
        if (typeof result === 'number') options.reference = result;
        break;
      case '--seed':
        result = read(arg, (flag, v) => wholeNumber(flag, v, 0));
        if (typeof result === 'number') options.seed = result;
        break;
      case '--family':
        result = value(arg);
        if (typeof result === 'string' && (REFERENCE_FAMILIES as readonly string[]).includes(result)) options.family = result as ReferenceFamilyId;
        else if (typeof result === 'string') result = { error: `--family is ${REFERENCE_FAMILIES.join(' or ')}, not '${result}'` };
        break;
      case '--write-counterexample':
        result = value(arg);
        if (typeof result === 'string') options.writeCounterexample = result;
        break;
      default:
        if (arg.startsWith('-') && arg !== '-') result = { error: `unknown option ${arg}` };
        else files.push(arg);
    }
    if (typeof result === 'object') return result;
  }
  if (options.help) return options;
  if (files.length === 0) return { error: 'check needs the encoding to check' };
  const alone = options.reference === undefined
    && [['--seed', options.seed], ['--family', options.family], ['--write-counterexample', options.writeCounterexample]].find(([, v]) => v !== undefined);
  if (alone) return { error: `${alone[0]} is an option of --reference N` };
  [options.encoding, ...options.tests] = files;
  return options;
}
