// Minify Encoding: the smallest text clingo reads as the same program. Each case is checked three ways: the
// exact text expected, the minifier's own proof, and here again by parsing both texts and comparing the trees.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { golfBytes, minify } from '../../server/src/golf/minify';
import { minifiedFileName } from '../../server/src/golf/minifyFileName';
import { checkMinified, sameTree } from '../../server/src/golf/minifyProof';
import { parse } from '../../server/src/language/parser';
import { GROUPS } from './grammar-programs';
import { CASES } from './golf-minify-cases';
import { fuzzPrograms } from '../fuzzPrograms';

const root = join(__dirname, '..', '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** Minifies, and checks on its own that the result parses to the tree of the input. */
function minified(source: string): string {
  const result = minify(source);
  assert.equal(result.proven, true, `not proven for ${JSON.stringify(source)}: ${result.reason}`);
  const before = parse(source);
  const after = parse(result.text);
  assert.deepEqual(after.errors, []);
  assert.ok(sameTree(before.statements, source, after.statements, result.text), `another tree for ${JSON.stringify(source)}: ${result.text}`);
  return result.text;
}

describe('minify: where spaces stay', () => {
  for (const [input, expected] of CASES) {
    it(JSON.stringify(input), () => assert.equal(minified(input), expected));
  }

  it('counts bytes as code golf does: UTF-8, a final newline not counted', () => {
    assert.equal(golfBytes('p("é").\n'), 8);
    assert.equal(golfBytes('a.\r\n'), 2);
    assert.equal(golfBytes('a.'), 2);
    const result = minify('p("é").  % ü\n');
    assert.deepEqual([result.bytesBefore, result.bytesAfter], [14, 8]);
  });
});

describe('minify: comments and scripts', () => {
  it('removes line and nested block comments, wherever they stand', () => {
    const source = '% head\na. %* one %* nested *% still *% b.\n%* a % line inside\n*%c :- %x\n a.\n#! d.\n';
    assert.equal(minified(source), 'a.b.c:-a.');
  });

  it('keeps a comment that separates two words as a space', () => {
    assert.equal(minified('a :- not%* c *%b.'), 'a:-not b.');
  });

  it('keeps a #script body byte for byte, and the spaces before #end', () => {
    const lua = '\n  -- a Lua comment, not clingo\'s %\n  function f(x)   return x   end  %* not a comment *%\n  ';
    const source = `p(1).  % a comment\n#script ( lua )${lua}#end .\nq(X) :- p(X), @f(X) = Y.\n`;
    assert.equal(minified(source), `p(1).#script(lua)${lua}#end.q(X):-p(X),@f(X)=Y.`);
    const python = '\nimport clingo\ndef f(x):\n    return x\n';
    assert.equal(minified(`#script (python)${python}#end.`), `#script(python)${python}#end.`);
  });

  it('leaves a program that is nothing but comments empty', () => {
    assert.equal(minified('% nothing\n%* at all *%\n'), '');
  });
});

describe('minify: refusals', () => {
  const refused = (source: string, reason: RegExp) => {
    const result = minify(source);
    assert.equal(result.proven, false);
    assert.equal(result.text, source);
    assert.equal(result.bytesAfter, result.bytesBefore);
    assert.match(result.reason ?? '', reason);
  };

  it('gives a program with a syntax error back unchanged, saying where', () => {
    refused('a.\nb :- a c.\n', /^2:8: syntax error/);
    refused('a :- b\n', /missing '\.'/);
    refused('p("\\t").', /unknown escape/);
    refused('a. %* never closed', /unterminated block comment/);
    refused('#shoe a.', /unknown directive/);
  });

  it('refuses a #show signature with a comment inside, which clingo reads as a term', () => {
    refused('#show p/%*c*%1.\np(1). q.', /^1:9: a comment inside '#show p\/n\.'/);
    assert.equal(minified('#show p/1. %* after *%'), '#show p/1.');
  });
});

describe('minify: the proof', () => {
  const check = (source: string, minifiedText: string) => checkMinified(source, parse(source), minifiedText);

  it('finds a text that does not parse, a token changed or fused, a tree that differs', () => {
    assert.equal(check('a :- not b.', 'a:-not b.'), undefined);
    assert.match(check('a :- not b.', 'a:-not b') ?? '', /does not parse/);
    assert.match(check('a :- not b.', 'a:-notb.') ?? '', /token 3 is <IDENTIFIER> 'notb', was 'not'/);
    assert.match(check('p(1). q.', 'p(1).') ?? '', /token 6 is end of file, was <IDENTIFIER> 'q'/);
    assert.match(check('p(1).', 'p(2).') ?? '', /<NUMBER> 2, was <NUMBER> 1/);
  });

  it('compares trees without their places, and scripts by their code', () => {
    const same = (a: string, b: string) => sameTree(parse(a).statements, a, parse(b).statements, b);
    assert.equal(same('p( 1 ) :- q .', 'p(1):-q.'), true);
    assert.equal(same('p(1).', 'p(2).'), false);
    assert.equal(same('p(1).', 'p(1;2).'), false);
    assert.equal(same('a :- b.', 'a :- not b.'), false);
    assert.equal(same('#script (lua) x #end.', '#script(lua) x #end.'), true);
    assert.equal(same('#script (lua) x #end.', '#script(lua)  x #end.'), false);
  });
});

describe('minify: the file beside', () => {
  it('is named <name>.min.lp', () => {
    assert.equal(minifiedFileName('golf.lp'), 'golf.min.lp');
    assert.equal(minifiedFileName('golf.min.lp'), 'golf.min.min.lp');
    assert.equal(minifiedFileName('flow.clingo'), 'flow.min.lp');
    assert.equal(minifiedFileName('program'), 'program.min.lp');
    assert.equal(minifiedFileName('.hidden'), '.hidden.min.lp');
  });
});

describe('minify: the Flow golf seed', () => {
  it('golf.lp, 180 bytes, stays 180 bytes', () => {
    const source = read('examples/flow/golf.lp');
    const result = minify(source);
    assert.equal(result.bytesBefore, 180);
    assert.equal(result.bytesAfter, 180);
    assert.equal(result.text, source.trimEnd());
  });

  it('golf-commented.lp becomes golf.lp and its #show statement', () => {
    const source = read('examples/flow/golf-commented.lp');
    const show = /^#show [^\n]*\./m.exec(source)?.[0];
    assert.equal(show, '#show e/3.');
    const result = minify(source);
    assert.equal(result.proven, true);
    assert.equal(result.bytesBefore, 1045);
    assert.ok(result.bytesAfter <= 180 + golfBytes(show), `${result.bytesAfter} bytes`);
    assert.equal(result.text, read('examples/flow/golf.lp').trimEnd() + show);
  });
});

function lpFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return lpFiles(path);
    return name.endsWith('.lp') ? [path] : [];
  });
}

/** The proof holds and a second minify changes nothing; a program with errors is given back as it is. */
function checkProperty(source: string, label: string): boolean {
  const once = minify(source);
  if (parse(source).errors.length > 0) {
    assert.equal(once.proven, false, label);
    assert.equal(once.text, source, label);
    return false;
  }
  assert.equal(once.proven, true, `${label}: ${once.reason}`);
  assert.ok(once.bytesAfter <= once.bytesBefore, label);
  const twice = minify(once.text);
  assert.equal(twice.proven, true, `${label}, minified again: ${twice.reason}`);
  assert.equal(twice.text, once.text, `${label}: not the same when minified again`);
  return true;
}

describe('minify: every program at hand', () => {
  it('proves and is idempotent on every .lp file of examples/ and test/', () => {
    const files = [...lpFiles('examples'), ...lpFiles('test')];
    assert.ok(files.length >= 40, `${files.length} files`);
    const proven = files.filter((f) => checkProperty(read(f), f));
    assert.ok(proven.length >= files.length - 2, `${files.length - proven.length} files have syntax errors`);
  });

  it('never throws on mutated programs, deep terms among them, and proves those that parse', () => {
    const programs = [...fuzzPrograms(1000), ...fuzzPrograms(200, 7, { deep: true })];
    const proven = programs.filter((p, i) => checkProperty(p, `mutated program ${i}`));
    assert.ok(proven.length > 100, `${proven.length} mutated programs without syntax errors`);
  });

  it('minifies a large instance and a chain of 50,000 operands', () => {
    const facts = Array.from({ length: 40_000 }, (_, i) => `edge(v${i}, v${i + 1}, "c ${i}").  % ${i}`).join('\n');
    const large = minify(facts);
    assert.equal(large.proven, true, large.reason);
    assert.ok(large.bytesBefore > 1_000_000 && large.bytesAfter < large.bytesBefore * 0.75, `${large.bytesBefore} → ${large.bytesAfter}`);
    const chain = minify(`p(X) :- q(X), X = 1${' + 1'.repeat(50_000)}.`);
    assert.equal(chain.proven, true, chain.reason);
    assert.equal(chain.text, `p(X):-q(X),X=1${'+1'.repeat(50_000)}.`);
  });

  it("proves and is idempotent on the grammar agreement's programs", () => {
    const programs = GROUPS.flatMap((g) => g.programs);
    assert.ok(programs.length > 2000, `${programs.length} programs`);
    const proven = programs.filter((p) => checkProperty(p, JSON.stringify(p)));
    assert.ok(proven.length > 1000, `${proven.length} programs without syntax errors`);
  });
});
