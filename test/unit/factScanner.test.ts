// The fact scanner against the parser it stands in for: on every text it accepts it gives exactly what
// extractFacts(parse(text)) gives — the examples, the corpus, thousands of random fact files full of tricky
// lexemes, and mutations of all of them — and on everything else it gives up rather than guess.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parse } from '../../server/src/language/parser';
import { scanFacts } from '../../server/src/puzzles/factScanner';
import { extractFacts, type Facts } from '../../server/src/puzzles/facts';
import { randomizedDfs, toFacts } from '../../server/src/puzzles/wallMaze/generate';
import { mutate, random, seedPrograms } from '../fuzzPrograms';

const root = join(__dirname, '..', '..', '..');

/** Facts as comparable data: spans by their offsets (the parser's are syntax nodes, the scanner's plain pairs). */
function normal(facts: Facts) {
  const index = new Map(facts.all.map((f, i) => [f, i]));
  return {
    all: facts.all.map((f) => ({ name: f.name, args: f.args, span: [f.span.start, f.span.end] })),
    byPredicate: [...facts.byPredicate].map(([key, list]) => [key, list.map((f) => index.get(f))]).sort(),
    directives: [...facts.directives],
    rules: facts.rules,
    truncated: facts.truncated,
  };
}

/** Scans `text`; when the scanner accepts it, its facts must be the parser's. True when it accepted. */
function agrees(text: string, what: string, limit?: number): boolean {
  const options = limit === undefined ? {} : { limit };
  const scanned = scanFacts(text, options);
  if (!scanned) return false;
  const program = parse(text);
  assert.deepEqual(program.errors, [], `${what}: the scanner accepted a text with syntax errors:\n${text.slice(0, 400)}`);
  assert.deepEqual(normal(scanned), normal(extractFacts(program, options)), `${what}:\n${text.slice(0, 400)}`);
  return true;
}

function lpFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.lp'))
    .map((e) => join(e.parentPath, e.name));
}

/** A random file of facts in every way an instance may be written. */
function randomFactFile(rnd: () => number): string {
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)];
  const space = () => pick(['', '', ' ', '  ', '\t', '\n', '\r\n']);
  const strings = ['"a"', '"with % percent"', '"a. dot"', '"%* not a comment *%"', '"esc \\" quote"', '"back\\\\slash"', '"line\\nbreak"', '""', '"é ü 😀"'];
  const term = () => pick([
    () => String(Math.floor(rnd() * 2000)),
    () => `-${Math.floor(rnd() * 2000)}`,
    () => '0',
    () => String(Math.floor(rnd() * 999_999_999)),
    () => pick(['a', 'b', 'red', 'v11', "x'", 'aB_c', 'default', 'nota', 'not_']),
    () => pick(strings),
  ])();
  const comment = () => pick(['% a comment\n', '%! encoding: ../x.lp\n', '%!models: 3\n', '%* block *%', '%* nested %* inner *% still *%', '%* lone % ends the line\n *%', '#! shebang-like\n', '%\n']);
  const lines: string[] = [];
  const names = ['passage', 'maze', 'start', 'goal', 'cell', 'v', 'a', 'p', 'q_1', "r'"];
  for (let k = Math.floor(rnd() * 40); k > 0; k--) {
    if (rnd() < 0.2) lines.push(comment());
    const name = pick(names);
    const arity = Math.floor(rnd() * 5);
    const args = Array.from({ length: arity }, () => `${space()}${term()}${space()}`);
    lines.push(`${name}${arity ? `(${args.join(',')})` : ''}${space()}.${pick([' ', '\n', '', '\r\n', ' % tail\n'])}`);
  }
  return lines.join('');
}

describe('the fact scanner', () => {
  it('reads every example and corpus file it accepts exactly as the parser, and accepts the instances', () => {
    let accepted = 0;
    const files = [...lpFiles('examples'), ...lpFiles('test/corpus')];
    for (const file of files) if (agrees(readFileSync(file, 'utf8'), file)) accepted++;
    // The instances of every family are plain facts; the encodings are not.
    assert.ok(accepted >= 6, `${accepted} of ${files.length} files scanned`);
    assert.equal(scanFacts(readFileSync(join(root, 'server', 'encodings', 'wall-maze-path.lp'), 'utf8')), undefined);
  });

  it('reads 3,000 random fact files with strings, comments, directives and negative numbers as the parser', () => {
    const rnd = random(20251201);
    let accepted = 0;
    for (let i = 0; i < 3000; i++) if (agrees(randomFactFile(rnd), `random file #${i}`)) accepted++;
    assert.ok(accepted > 2900, `only ${accepted} of 3000 random fact files scanned`);
  });

  it('agrees on 5,000 mutations of fact files and programs, or gives up', () => {
    const rnd = random(77);
    const seeds = [...seedPrograms(), ...Array.from({ length: 20 }, () => randomFactFile(rnd))];
    let accepted = 0;
    for (let i = 0; i < 5000; i++) {
      let text = seeds[i % seeds.length];
      for (let k = 1 + Math.floor(rnd() * 3); k > 0; k--) text = mutate(text, rnd);
      if (agrees(text, `mutation #${i}`)) accepted++;
    }
    assert.ok(accepted > 100, `only ${accepted} mutations scanned: the test compares little`);
  });

  it('stops at the same fact as extractFacts when the limit is reached, and says the facts are cut short', () => {
    const text = toFacts(randomizedDfs(20, 20, random(3)), { x: 0, y: 0 }, { x: 19, y: 19 });
    for (const limit of [0, 1, 2, 3, 50, 402, 403]) assert.ok(agrees(text, `limit ${limit}`, limit));
    assert.equal(scanFacts(text, { limit: 50 })!.truncated, true);
    assert.equal(scanFacts(text)!.truncated, false);
  });

  it('gives up on everything that is more than plain ground facts', () => {
    for (const text of [
      '#const n = 3. p(n).', 'p(1..3).', 'p(X).', 'p :- q.', 'q.\np :- not q.', '-p(1).', 'p(f(1)).', 'p((1,2)).', 'p(1;2).',
      'p(0x1F).', 'p(007).', 'p(1+1).', 'p(- 1).', 'p(-a).', 'p("\\t").', 'p("open).', 'p(1)', 'p(1) % no dot', 'not.', 'p(not).',
      '#program base. p(1).', '#show p/1.', '#include "x.lp".', 'p(1). %* open comment', 'P(1).', '_p(1).', 'p().', 'p(1,).',
      'p(1234567890).', 'p (1).', 'p(1)..', 'p(1).\u00e9', '{ p(1) }.', 'p(1) | q(1).', 'p(#inf).', 'p(_).', "p('a).",
    ]) {
      assert.equal(scanFacts(text), undefined, text);
    }
  });

  it('reads what a generated maze instance says, with its header comments and spans', () => {
    const text = `%! encoding: ../my.lp\n% A maze\n\n${toFacts(randomizedDfs(5, 4, random(1)), { x: 0, y: 0 }, { x: 4, y: 3 })}`;
    assert.ok(agrees(text, 'a maze instance'));
    const facts = scanFacts(text)!;
    assert.equal(facts.directives.get('encoding')?.value, '../my.lp');
    assert.equal(facts.byPredicate.get('passage/4')?.length, 19);
    const first = facts.byPredicate.get('maze/2')![0];
    assert.equal(text.slice(first.span.start, first.span.end), 'maze(5,4)');
  });
});
