// The golf bench's `%! key: value` lines, read into values: what a file says about the tests it takes part in.
//   %! models: 9            the number of answers (0: unsatisfiable)            instance or expectation file
//   %! expect: e/3          the predicate `shouldbe` facts stand for            any file of the test, or the encoding
//   %! validate: off        do not check answers with the puzzle's validator    any file of the test, or the encoding
//   %! test: a.lp b.lp      one test: instance files and expectation files      the encoding (repeatable)
//   %! options: --project   clingo options for every test, counted in the score the encoding
// A value that cannot be read is a problem at its line, not a silent default.
import { directiveLines, type Directive } from '../language/directives';
import type { Program } from '../language/ast';
import { optionWords } from '../solving/searchOptions';

export interface DirectiveProblem {
  message: string;
  directive: Directive;
}

export interface GolfDirectives {
  /** Every `%!` line before the first statement, in order (the score leaves them out). */
  lines: Directive[];
  models?: { count: number; directive: Directive };
  expect?: { name: string; arity: number; directive: Directive };
  /** False when `%! validate: off` (or no, false, 0). */
  validate?: { on: boolean; directive: Directive };
  /** Each `%! test:` line with the paths it names, as written. */
  tests: { paths: string[]; directive: Directive }[];
  options?: { args: string[]; directive: Directive };
  problems: DirectiveProblem[];
}

const SIGNATURE = /^(-?[a-z_'][A-Za-z0-9_']*)\/(\d+)$/;
const ON = new Set(['on', 'yes', 'true', '1']);
const OFF = new Set(['off', 'no', 'false', '0']);

export function readGolfDirectives(program: Program): GolfDirectives {
  const lines = directiveLines(program);
  const result: GolfDirectives = { lines, tests: [], problems: [] };
  const problem = (directive: Directive, message: string) => result.problems.push({ directive, message });
  for (const d of lines) {
    const value = d.value.trim();
    switch (d.key) {
      case 'models': {
        if (result.models) break;
        if (/^\d+$/.test(value) && Number.isSafeInteger(Number(value))) result.models = { count: Number(value), directive: d };
        else problem(d, `models takes a whole number of answers (0 for unsatisfiable), not '${value}'`);
        break;
      }
      case 'expect': {
        if (result.expect) break;
        const m = SIGNATURE.exec(value);
        if (m) result.expect = { name: m[1], arity: Number(m[2]), directive: d };
        else problem(d, `expect takes a predicate as name/arity, e.g. e/3, not '${value}'`);
        break;
      }
      case 'validate': {
        if (result.validate) break;
        const word = value.toLowerCase();
        if (ON.has(word) || OFF.has(word)) result.validate = { on: ON.has(word), directive: d };
        else problem(d, `validate takes on or off, not '${value}'`);
        break;
      }
      case 'test': {
        const paths = value.split(/\s+/).filter((p) => p.length > 0);
        if (paths.length) result.tests.push({ paths, directive: d });
        else problem(d, 'test takes the files of the test: instances, then expectation files');
        break;
      }
      case 'options': {
        if (result.options) break;
        const args = optionWords(d).map((w) => w.text);
        // A value of its own is taken only after -c/--const (`-c n=5`); anything else would read as a file.
        const bad = args.find((a, i) => !a.startsWith('-') && !['-c', '--const'].includes(args[i - 1]));
        if (bad) problem(d, `options takes clingo options, each starting with -, not '${bad}'`);
        else if (args.some((a) => /^--outf\b/.test(a))) problem(d, 'the bench reads answers as --outf=2 itself');
        else result.options = { args, directive: d };
        break;
      }
      default:
        break;
    }
  }
  return result;
}
