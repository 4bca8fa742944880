// Mutated clingo programs for the fuzz tests: deterministic (seeded), so a failure can be replayed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seededRng as random } from '../server/src/puzzles/random';

export { random };

const root = join(__dirname, '..', '..');

const FRAGMENTS = ['(', ')', '{', '}', '[', ']', '.', '..', ',', ';', ':', ':-', ':~', '|', '%', '%*', '*%', '"', '\\',
  '#', '#show', '#const', '#count{', '#sum', '#script (lua)', '#end.', '#theory', 'not ', '-', '@', '&', '=', '!=',
  '<', '**', 'X', '_', 'p(', '1..', '\n', ' ', '\u00e9', '\ud83d\ude00', '0x', "'", '~'];

export function seedPrograms(): string[] {
  const dirs = ['examples', 'examples/flow', 'examples/maze', 'test/corpus/valid'];
  return dirs.flatMap((d) => readdirSync(join(root, d)).filter((f) => f.endsWith('.lp')).map((f) => readFileSync(join(root, d, f), 'utf8')));
}

/** One random edit of `text`: delete, insert a fragment, duplicate, swap, or truncate. */
export function mutate(text: string, rnd: () => number): string {
  const at = Math.floor(rnd() * (text.length + 1));
  const len = Math.floor(rnd() * 12);
  switch (Math.floor(rnd() * 5)) {
    case 0:
      return text.slice(0, at) + text.slice(at + len);
    case 1:
      return text.slice(0, at) + FRAGMENTS[Math.floor(rnd() * FRAGMENTS.length)] + text.slice(at);
    case 2:
      return text.slice(0, at) + text.slice(at, at + len * 4) + text.slice(at);
    case 3: {
      const other = Math.floor(rnd() * text.length);
      const chars = [...text];
      [chars[at], chars[other]] = [chars[other], chars[at]];
      return chars.join('');
    }
    default:
      return text.slice(0, at);
  }
}

const CHAIN_OPERATORS = ['+', '-', '*', '/', '\\', '&', '?', '^', '..', '**', ';', ',', ' | ', ' : '];

/**
 * A term as deep as clingo lets it be and deeper: a chain of 600 or 3,000 operands (left-associative ones nest
 * as deep as they are long), or 400 or 700 levels of functions, parentheses, unary minus or absolute values
 * (the parser's limit is 500). Bare, or as a fact or a `#const`, where it is evaluated.
 */
export function deepFragment(rnd: () => number): string {
  const pick = <T>(items: readonly T[]) => items[Math.floor(rnd() * items.length)];
  let term: string;
  if (rnd() < 0.6) {
    const n = pick([600, 3000]);
    term = `1${`${pick(CHAIN_OPERATORS)}${pick(['1', 'X', 'a', '(1;2)'])}`.repeat(n - 1)}`;
  } else {
    const n = pick([400, 700]);
    const [open, close] = pick([['f(', ')'], ['(', ')'], ['-', ''], ['|', '|'], ['(1,', ')'], ['-(', ')']]);
    term = `${open.repeat(n)}1${close.repeat(n)}`;
  }
  return pick([term, `\np(${term}).\n`, `\n#const c = ${term}.\np(c).\n`, `\nq(X) :- r(X), X = ${term}.\n`]);
}

/** `count` programs, each a seed program with 1 to 4 mutations, and with `deep` one deep term put in somewhere. */
export function fuzzPrograms(count: number, seed = 20261129, options: { deep?: boolean } = {}): string[] {
  const rnd = random(seed);
  const seeds = seedPrograms();
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    let text = seeds[Math.floor(rnd() * seeds.length)];
    const edits = 1 + Math.floor(rnd() * 4);
    for (let e = 0; e < edits; e++) text = mutate(text, rnd);
    if (options.deep) {
      // At the start of a line, most often between statements, where a fact or a #const is read as one.
      const at = text.indexOf('\n', Math.floor(rnd() * text.length)) + 1;
      text = text.slice(0, at) + deepFragment(rnd) + text.slice(at);
    }
    out.push(text);
  }
  return out;
}
