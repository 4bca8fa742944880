// clingo is the judge of what is a valid program. Valid programs must parse without a syntax error (and clingo
// must accept them too, so the corpus itself stays honest); for broken programs, the server's first error must
// fall inside the statement where clingo-wasm reports its first error — clingo's statement runs from the token
// after the previous period to the next period, so a missing period is allowed to be reported where it is missing.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { LineIndex } from '../../server/src/language/lineIndex';
import { clingoStatementAround } from './clingoStatement';
import { parse } from '../../server/src/language/parser';

const root = join(__dirname, '..', '..', '..');

type ClingoRun = (program: string, models?: number, options?: string[]) => Promise<{ Result: string; Error?: string }>;
let clingo: ClingoRun;

const lpFiles = (dir: string): string[] => readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
  if (e.isDirectory()) return lpFiles(join(dir, e.name));
  return e.name.endsWith('.lp') ? [join(dir, e.name)] : [];
});

/** Broken programs: each has at least one syntax or lexer error that clingo reports. */
export const BROKEN = [
  'a :- b\nc.',
  'p(X :- q.',
  'a(1) b(2).',
  '{ a ; b.',
  'a :- not.',
  'p(1..).',
  ':- #count{X:p(X)} > .',
  'x :- y, .',
  '#const n.',
  '#show p/.',
  '#shoe p/2.',
  'p("a\\tb").',
  '%* open comment\na.',
  'a :- b;; c.',
  'p(X) :- q(X), X > .',
  'p :- q(X, ).',
  '1 { a } 2 3 :- b.',
  ':~ p(X). [X@]',
  ':~ p(X).',
  '#program .',
  '#include missing.lp.',
  '#external p(X) : q(X) [true].',
  '#heuristic p. [1]',
  'p :- q\n:- r.',
  'p(X) :- q(X)\n#show p/1.',
  '#script (lua)\nx = 1\n',
  'p(1,2.',
  'p)).',
  'p(X) :- q(X), not not not r(X).',
  '#minimize { 1@ : a }.',
  'a :- b, c\nd :- e.',
  'p(X) :- X = 1 +.',
  'a :- "unterminated.\nb.',
  'a :- @.',
  '-:- a.',
  'a :- b | c.',
  '#const n = 3. [defualt]',
  '#defined p.',
  '{ a : b ; }.',
  '#show p(X) : .',
  '#minimize { 1,a : b ; }.',
  'p(X) :- q(X), #sum { X : q(X) ; }.',
  'a :- b. c :- d e.',
  'p(X) :- q(X).\nr(X) :- s(X)\nt(X) :- u(X).',
  'ok :- #count { X : p(X) ',
  '#theory t { a { + : 1, unary }; &b/0 : a, any }',
];

/** clingo's first error, as an offset into the text (it counts lines and columns from 1). */
function clingoFirstErrorOffset(text: string, error: string): number {
  const m = /^-:(\d+):(\d+)/m.exec(error);
  assert.ok(m, `no position in clingo's error:\n${error}`);
  return new LineIndex(text).offset({ line: Number(m[1]) - 1, character: Number(m[2]) - 1 });
}

describe('agreement with clingo', () => {
  before(async () => {
    // clingo-wasm is an ES module; this test compiles to CommonJS.
    const mod = (await import('clingo-wasm')) as unknown as { run: ClingoRun };
    clingo = mod.run;
  });

  const valid = [...lpFiles('test/corpus/valid'), ...lpFiles('examples')];
  for (const file of valid) {
    it(`accepts ${file}, as clingo does`, async () => {
      const text = readFileSync(join(root, file), 'utf8');
      assert.deepEqual(parse(text).errors, []);
      const result = await clingo(text, 1, ['--opt-mode=ignore']);
      assert.notEqual(result.Result, 'ERROR', `clingo rejects ${file}: ${result.Error}`);
    });
  }

  it('parses every grammar test case but the deliberately broken ones', () => {
    for (const file of lpFiles('test/grammar')) {
      if (/invalid-keyword|strings/.test(file)) continue;
      assert.deepEqual(parse(readFileSync(join(root, file), 'utf8')).errors, [], file);
    }
  });

  for (const text of BROKEN) {
    it(`reports ${JSON.stringify(text)} in the statement clingo does`, async () => {
      const result = await clingo(text, 1);
      assert.equal(result.Result, 'ERROR', `clingo accepts ${JSON.stringify(text)}`);
      const clingoAt = clingoFirstErrorOffset(text, result.Error ?? '');
      const statement = clingoStatementAround(text, clingoAt);
      const ours = parse(text).errors;
      assert.ok(ours.length > 0, `no error reported; clingo says: ${result.Error}`);
      assert.ok(ours[0].start >= statement.start && ours[0].start <= statement.end,
        `first error at ${ours[0].start} (${ours[0].message}) outside clingo's statement ${statement.start}-${statement.end}: ${result.Error}`);
    });
  }
});
