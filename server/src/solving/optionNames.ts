// Which clingo option an argument sets, as clingo reads it: `--name=value`, `--no-name` for a flag turned off, and
// any unambiguous start of a long name (`--conf=tweety` is `--configuration=tweety`). clingo stops on an option
// given twice ("multiple occurrences"), so where the product adds options of its own (a bundled encoding's search,
// an instance's seed, the runs of Check Uniqueness) it asks this which of the user's arguments set the same ones.

/** The name in `--name=value` or `--[no-]name` as written: the whole name or a start of it. */
export function optionName(arg: string): string | undefined {
  return /^--(?:no-)?([a-z][a-z0-9-]*)/.exec(arg)?.[1];
}

/**
 * clingo's long options (5.4 and 5.8) whose name is the start of another's (`--mode`, `--models`): clingo reads
 * each of these as itself.
 */
const WHOLE_NAMES = new Set(['eq', 'lemma-out', 'mode', 'output', 'pre', 'sat-p', 'save-p', 'sign-def']);

/** Whether `arg`, as a user wrote it, sets the option whose full name is `name` (`--heu=Vsids` sets `heuristic`). */
export function setsOption(arg: string, name: string): boolean {
  const written = optionName(arg);
  if (written === undefined) return false;
  return written === name || (written.length >= 2 && !WHOLE_NAMES.has(written) && name.startsWith(written));
}
