// The relaxation of an unsatisfiable program on its syntax tree: what each statement becomes, that every line
// stays where it was, that the hidden names never meet the program's own, and what is refused or left as it is.
// Whether the relaxed program explains the right thing is checked against clingo in test/solver/explain.test.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hiddenNames } from '../../server/src/explain/hiddenNames';
import { relaxProgram, type ProgramFile, type Refusal, type Relaxation, type RelaxOptions } from '../../server/src/explain/relax';
import { lex } from '../../server/src/language/lexer';
import { parse } from '../../server/src/language/parser';
import { T } from '../../server/src/language/tokens';

const URI = 'file:///p.lp';
const file = (text: string, instance = false, uri = URI): ProgramFile => ({ uri, text, program: parse(text), instance });
const options = (o: Partial<RelaxOptions> = {}): RelaxOptions => ({ bounds: false, facts: false, ...o });

function relaxed(text: string, o: Partial<RelaxOptions> = {}, instance = false): Relaxation {
  const r = relaxProgram([file(text, instance)], options(o));
  assert.ok(!('refused' in r), (r as Refusal).refused);
  const out = r.texts.get(URI)!;
  // The rewritten text is a program the parser reads without a complaint, and it has the lines of the original.
  assert.deepEqual(parse(out).errors, [], out);
  assert.deepEqual(parse(r.added).errors, [], r.added);
  assert.equal(out.split('\n').length, text.split('\n').length);
  return r;
}

const lines = (r: Relaxation) => r.texts.get(URI)!.split('\n');

describe('relaxing a program', () => {
  it('turns an integrity constraint into a violation atom with its global variables, on its own line', () => {
    const text = 'p(1..3).\n:- p(X), X > 2.\nq :- p(1).\n';
    const r = relaxed(text);
    const v = r.names.violated;
    assert.deepEqual(lines(r), ['p(1..3).', `${v}(0,(X,)) :- p(X), X > 2.`, 'q :- p(1).', '']);
    assert.equal(r.rules.length, 1);
    assert.deepEqual({ kind: r.rules[0].kind, variables: r.rules[0].variables, text: r.rules[0].text }, { kind: 'constraint', variables: ['X'], text: ':- p(X), X > 2.' });
    assert.equal(text.slice(r.rules[0].span.start, r.rules[0].span.end), ':- p(X), X > 2.');
    assert.match(r.added, new RegExp(`^:~ ${v}\\(I,T\\)\\. \\[1,I,T\\]$`, 'm'));
  });

  it('keeps a multi-line constraint on its lines, and every other statement where it was', () => {
    const text = 'a. b.\n:- a,\n   % why\n   b.  c :- a.\nd.\n';
    const r = relaxed(text);
    const out = lines(r);
    assert.equal(out[0], 'a. b.');
    assert.ok(out[1].endsWith(':- a,'));
    assert.equal(out[2], '   % why');
    assert.equal(out[3], '   b.  c :- a.');
    assert.equal(out[4], 'd.');
    assert.equal(r.rules[0].text, ':- a, b.', 'the statement on one line, its comment left out');
  });

  it('replaces the head of `#false :- B.` and writes no variables as the empty tuple', () => {
    const r = relaxed('a.\n#false :- a.\n');
    assert.equal(lines(r)[1], `${r.names.violated}(0,()) :- a.`);
  });

  it('counts only the global variables: not those of aggregates and conditions', () => {
    const r = relaxed([
      'p(1). q(1). r(1,2).',
      ':- q(X), not p(Y) : r(X,Y).',
      ':- #count { X : p(X) } > 2.',
      ':- N = #count { X : p(X) }, N > 0, q(N).',
      ':- p(X), q(_).',
    ].join('\n'));
    assert.deepEqual(r.rules.map((x) => x.variables), [['X'], [], ['N'], ['X']]);
    assert.match(lines(r)[1], /^_+violated\(0,\(X,\)\) :- q\(X\), not p\(Y\) : r\(X,Y\)\.$/);
    assert.match(lines(r)[2], /^_+violated\(1,\(\)\) :- #count/);
  });

  it('relaxes the bounds of a choice rule when asked: the guards go, and a violation says where they break', () => {
    const text = 'c(1..2).\n1 { a(X) : c(X) } 1 :- c(1).\n{ b } :- c(2).\n';
    assert.equal(relaxed(text).rules.length, 0, 'not relaxed unless asked');
    const r = relaxed(text, { bounds: true });
    const v = r.names.violated;
    const out = lines(r);
    assert.equal(out[1], `  { a(X) : c(X) }   :- c(1). ${v}(0,()) :- c(1), not 1 { a(X) : c(X) } 1.`);
    assert.equal(out[2], '{ b } :- c(2).', 'a choice without bounds stays');
    assert.equal(r.rules[0].kind, 'bound');
  });

  it('makes each instance fact choosable at a cost when asked, pools one fact per alternative', () => {
    const text = 'v(a; b).\nw(1).\nx(X) :- v(X).\n';
    assert.equal(relaxed(text, { facts: true }, false).facts.length, 0, 'facts of an encoding stay');
    const r = relaxed(text, { facts: true }, true);
    const k = r.names.kept;
    assert.deepEqual(r.facts.map((f) => f.atom), ['v(a)', 'v(b)', 'w(1)']);
    assert.equal(lines(r)[0], `v(a) :- ${k}(0). v(b) :- ${k}(1).`);
    assert.equal(lines(r)[1], `w(1) :- ${k}(2).`);
    assert.equal(lines(r)[2], 'x(X) :- v(X).');
    assert.match(r.added, new RegExp(`\\{ ${k}\\(0\\.\\.2\\) \\}\\.`));
    assert.match(r.added, new RegExp(`:~ not ${k}\\(I\\), I = 0\\.\\.2\\. \\[1,${r.names.factTag},I\\]`));
  });

  it('shows the violations when the program shows something, and adds no #show when it shows everything', () => {
    assert.doesNotMatch(relaxed('a.\n:- a.\n').added, /#show/);
    const r = relaxed('a.\n:- a.\n#show a/0.\n', { facts: true }, true);
    assert.match(r.added, new RegExp(`#show ${r.names.violated}/2\\.`));
    assert.match(r.added, new RegExp(`#show ${r.names.kept}/1\\.`));
  });

  it('leaves out the program\'s own optimisation, every position kept', () => {
    const text = 'a. {b}.\n#minimize { 1 : b }.\n:~ b. [2@1]\n:- a, not b.\n';
    const r = relaxed(text);
    assert.equal(lines(r)[1], ' '.repeat('#minimize { 1 : b }.'.length));
    assert.equal(lines(r)[2], ' '.repeat(':~ b. [2@1]'.length));
    assert.ok(r.notes.some((n) => /#minimize/.test(n)));
    assert.equal(r.rules.length, 1);
  });

  it('relaxes the base part only: a constraint under another #program part is never grounded', () => {
    const r = relaxed('a.\n#program step(t).\n:- a.\n#program base.\n:- a.\n');
    assert.equal(r.rules.length, 1);
    assert.equal(lines(r)[2], ':- a.');
    assert.match(lines(r)[4], /^_+violated\(0,\(\)\) :- a\.$/);
    assert.ok(r.notes.some((n) => /#program parts/.test(n)));
  });

  it('keeps a constraint with a theory atom as it is, and says so', () => {
    const r = relaxed('#theory t { e { + : 1, unary }; &a/0 : e, body }.\n:- &a { 1 }.\n');
    assert.equal(r.rules.length, 0);
    assert.ok(r.notes.some((n) => /theory atoms/.test(n)));
  });

  it('refuses what it cannot explain as one program, with a clear message at its place', () => {
    const refused = (text: string) => relaxProgram([file(text)], options()) as Refusal;
    assert.match(refused('#include <incmode>.\n:- a.\n').refused, /incremental program/);
    assert.match(refused('#script (lua)\nfunction main(prg) end\n#end.\n:- a.\n').refused, /main function/);
    const syntax = refused('a.\n:- b\n');
    assert.match(syntax.refused, /^fix the syntax error first/);
    assert.equal(syntax.location?.uri, URI);
  });

  it('picks hidden names no identifier of the program starts with, whatever underscores it uses', () => {
    const text = '__violated(1). ___kept. p(____fact).\n:- __violated(X), ___kept.\n';
    const r = relaxed(text);
    const { buffer } = lex(text);
    for (let i = 0; i < buffer.count; i++) {
      if (buffer.kinds[i] !== T.Identifier) continue;
      const name = text.slice(buffer.starts[i], buffer.ends[i]);
      for (const hidden of Object.values(r.names)) assert.ok(!name.startsWith(hidden.replace(/[a-z]+$/, '')), `${name} vs ${hidden}`);
    }
    assert.equal(hiddenNames(['plain(facts).']).violated, '__violated');
    assert.equal(hiddenNames(['____x.']).violated, '_____violated');
  });
});
