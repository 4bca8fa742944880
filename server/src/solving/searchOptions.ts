// The clingo options an instance asks for in its `%! options:` line, for every solve of it: a generated maze
// carries the seed and the randomised search that made it, so that the preview, which solves the file again on
// every edit, shows the same maze. A file is untrusted input, so only options that steer the search and take a
// number or one of a few words are taken; anything else is reported at its place on the line and left out.
// Settings (aspPuzzles.solver.extraArguments) are the place for other options.
import type { Program, Span } from '../language/ast';
import { readDirectives, type Directive } from '../language/directives';
import { optionName, setsOption } from './optionNames';
import type { SolveOptions } from './result';

/** One word of an options line and where it is in the file. */
export interface OptionWord {
  text: string;
  span: Span;
}

/** The words of a `%! options:` value, split at white space. */
export function optionWords(directive: Directive): OptionWord[] {
  const words: OptionWord[] = [];
  for (const m of directive.value.matchAll(/\S+/g)) {
    const start = directive.valueSpan.start + m.index;
    words.push({ text: m[0], span: { start, end: start + m[0].length } });
  }
  return words;
}

interface Allowed {
  /** What the value is, for the message: "a whole number from 0 to 4294967295". */
  takes?: string;
  valid?(value: string): boolean;
}

const UINT32 = 4_294_967_295;
const wholeNumber = (max: number) => (v: string) => /^\d{1,10}$/.test(v) && Number(v) <= max;

/** The search options a file may set, by name; a flag takes no value and has a `--no-` form. */
const ALLOWED: Record<string, Allowed> = {
  seed: { takes: `a whole number from 0 to ${UINT32}`, valid: wholeNumber(UINT32) },
  'rand-freq': { takes: 'a probability from 0 to 1, or no', valid: (v) => v === 'no' || (/^(0|1)?(\.\d{1,6})?$/.test(v) && v !== '' && v !== '.' && Number(v) <= 1) },
  'rand-prob': {
    takes: 'a number of random searches up to 1000, with up to 1000000 conflicts each (10,50), or no',
    valid: (v) => v === 'no' || (/^\d{1,4}(,\d{1,7})?$/.test(v) && Number(v.split(',')[0]) <= 1000 && Number(v.split(',')[1] ?? 0) <= 1_000_000),
  },
  'sign-def': { takes: 'asp, pos, neg or rnd', valid: (v) => ['asp', 'pos', 'neg', 'rnd'].includes(v) },
  'sign-fix': {},
  heuristic: { takes: 'Berkmin, Vmtf, Vsids, Domain, Unit or None', valid: (v) => ['Berkmin', 'Vmtf', 'Vsids', 'Domain', 'Unit', 'None'].includes(v) },
};

export const ALLOWED_SEARCH_OPTIONS = Object.keys(ALLOWED).map((name) => `--${name}`);

export interface OptionProblem {
  message: string;
  span: Span;
}

export interface SearchOptions {
  /** The options that are taken, as written (`--seed=7`). */
  args: string[];
  problems: OptionProblem[];
  /** The `%! options:` line, when there is one. */
  directive?: Directive;
}

/** The search options of a file's `%! options:` line (the first such line), and what is wrong with the rest. */
export function readSearchOptions(program: Program): SearchOptions {
  return searchOptionsIn(readDirectives(program));
}

/** The same, from a file's directives already read (Facts.directives). */
export function searchOptionsIn(directives: ReadonlyMap<string, Directive>): SearchOptions {
  const directive = directives.get('options');
  if (!directive) return { args: [], problems: [] };
  return { ...checkSearchOptions(optionWords(directive)), directive };
}

/** Which of the words are allowed search options; the others are problems at their places. */
export function checkSearchOptions(words: readonly OptionWord[]): Omit<SearchOptions, 'directive'> {
  const args: string[] = [];
  const problems: OptionProblem[] = [];
  const taken = new Map<string, string>();
  for (const { text, span } of words) {
    const m = /^--(no-)?([a-z][a-z-]*)(?:=(.*))?$/.exec(text);
    const name = m?.[2];
    const allowed = name !== undefined && Object.hasOwn(ALLOWED, name) ? ALLOWED[name] : undefined;
    if (!m || !allowed) {
      problems.push({
        span,
        message: `'${text}' is left out: a file may set only the search options ${ALLOWED_SEARCH_OPTIONS.join(', ')}. `
          + 'Other clingo options go in the setting aspPuzzles.solver.extraArguments.',
      });
      continue;
    }
    const problem = valueProblem(m[2], allowed, m[1] !== undefined, m[3]);
    if (problem) {
      problems.push({ span, message: `'${text}' is left out: ${problem}.` });
      continue;
    }
    const first = taken.get(m[2]);
    if (first !== undefined) {
      problems.push({ span, message: `'${text}' is left out: --${m[2]} is set before, as ${first}; clingo takes each option once.` });
      continue;
    }
    taken.set(m[2], text);
    args.push(text);
  }
  return { args, problems };
}

/** What is wrong with an allowed option's value (or its `--no-` form), if anything. */
function valueProblem(name: string, allowed: Allowed, no: boolean, value: string | undefined): string | undefined {
  if (!allowed.valid) return value !== undefined ? `--${name} takes no value` : undefined;
  if (no) return `--no-${name} is no option; --${name}=${example(name)} is`;
  if (value === undefined) return `--${name} takes ${allowed.takes}, e.g. --${name}=${example(name)}`;
  return allowed.valid(value) ? undefined : `--${name} takes ${allowed.takes}, not '${value}'`;
}

function example(name: string): string {
  return { seed: '7', 'rand-freq': '0.2', 'rand-prob': '10,50', 'sign-def': 'rnd', heuristic: 'Vsids' }[name] ?? '';
}

/**
 * The settings' further arguments with the instance's search options: an option both set is the instance's (it
 * makes the maze that file is), and the note says so. clingo refuses an option given twice.
 */
export function withInstanceOptions(extraArgs: readonly string[], instanceArgs: readonly string[]): { args: string[]; notes: string[] } {
  if (instanceArgs.length === 0) return { args: [...extraArgs], notes: [] };
  const notes: string[] = [];
  const kept = extraArgs.filter((a) => {
    const instead = instanceArgs.find((mine) => setsOption(a, optionName(mine)!));
    if (instead !== undefined) notes.push(`the instance's ${instead} is used in place of ${a} from aspPuzzles.solver.extraArguments`);
    return instead === undefined;
  });
  return { args: [...kept, ...instanceArgs], notes };
}

/**
 * The solve's options with the search options of the instances it solves (data files: an encoding's own
 * `%! options:` line is the golf bench's, see golf/directives). The first instance wins an option two set.
 */
export function withSearchOptionsOf(options: SolveOptions, instances: readonly Program[]): { options: SolveOptions; notes: string[] } {
  return withSearchOptionsFrom(options, instances.map(readDirectives));
}

/** The same, from the instances' directives already read (a large instance's facts are read without a syntax tree). */
export function withSearchOptionsFrom(options: SolveOptions, instances: readonly ReadonlyMap<string, Directive>[]): { options: SolveOptions; notes: string[] } {
  const wanted = new Map<string, string>();
  for (const directives of instances) {
    for (const arg of searchOptionsIn(directives).args) {
      const name = optionName(arg)!;
      if (!wanted.has(name)) wanted.set(name, arg);
    }
  }
  if (wanted.size === 0) return { options, notes: [] };
  const { args, notes } = withInstanceOptions(options.extraArgs ?? [], [...wanted.values()]);
  return { options: { ...options, extraArgs: args }, notes };
}
