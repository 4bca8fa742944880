// The values of options that several commands take, read the same way everywhere: each reader returns the
// value or a failure that names the option and what it was given.
import { timeLimitMs } from '../solving/timeLimit';

export type Failure = { error: string };

/** The word after an option; another option (`--x`, or `--` before clingo's own) in its place means it was left out. */
export function takeValue(args: string[], flag: string): string | Failure {
  const v = args.shift();
  return v === undefined || v.startsWith('--') ? { error: `${flag} needs a value` } : v;
}

/** The word after an option read by `reader`, or the failure of taking it. */
export function readValue<T>(args: string[], flag: string, reader: (flag: string, value: string) => T | Failure): T | Failure {
  const v = takeValue(args, flag);
  return typeof v === 'string' ? reader(flag, v) : v;
}

/** A whole number from `min` (to `max`, when there is one). Digits only: Number('') and Number(' ') are 0. */
export function wholeNumber(flag: string, value: string | undefined, min: number, max?: number): number | Failure {
  if (value === undefined) return { error: `${flag} needs a value` };
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (Number.isSafeInteger(n) && n >= min && (max === undefined || n <= max)) return n;
  const range = max !== undefined ? ` from ${min} to ${max}` : min > 0 ? ` of at least ${min}` : '';
  return { error: `${flag} takes a whole number${range}, not '${value}'` };
}

/** `wasm` or `native`. */
export function engineValue(flag: string, value: string): 'wasm' | 'native' | Failure {
  return value === 'wasm' || value === 'native' ? value : { error: `${flag} is wasm or native, not '${value}'` };
}

/** Seconds as clingo takes them, as milliseconds: 0 for no limit, as in clingo. */
export function timeLimitValue(flag: string, value: string): number | Failure {
  const seconds = Number(value);
  if (value.trim() === '' || !(seconds >= 0)) return { error: `${flag} takes a number of seconds, not '${value}'` };
  return timeLimitMs(seconds) ?? 0;
}
