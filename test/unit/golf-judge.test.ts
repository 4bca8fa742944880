// The verdict on a test's answers, on hand-made answers: every answer must equal the shouldbe facts (a right
// answer beside a wrong one fails, naming the wrong one), the count must match %! models: (0: none), every answer
// must keep the puzzle's rules; and what is missing and extra, sorted, for a diff. Also the seed's constraints
// taken out of a test's files with positions kept, and the JUnit report's escaping.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { atomsOf, compareAtoms, expectedAtoms, parseSignature, sortAtoms } from '../../server/src/golf/compare';
import { judge, MAX_LISTED_FAILURES, type JudgedRun } from '../../server/src/golf/judge';
import { junitXml } from '../../server/src/golf/junit';
import { withoutShouldbeRules } from '../../server/src/golf/runTest';
import type { FileLocation, GolfTestResult } from '../../server/src/protocol';
import { parseSymbol } from '../../server/src/solving/symbols';
import { example } from './navigation-helpers';

const at: FileLocation = { uri: 'file:///w/x-expected.lp', range: { start: { line: 2, character: 0 }, end: { line: 3, character: 10 } } };
const answer = (...atoms: string[]) => ({ atoms: atoms.map(parseSymbol) });
const e = parseSignature('e/2');
const check = (...atoms: string[]) => ({ predicate: e, key: 'e/2', expected: sortAtoms(atoms), location: at });
const run = (over: Partial<JudgedRun>): JudgedRun => ({ answers: [], exhausted: true, checks: [], ...over });

describe('comparing an answer with shouldbe facts', () => {
  it('compares the predicate\'s atoms as values, sorted with numbers as numbers', () => {
    const expected = expectedAtoms(e, [[parseSymbol('v10'), parseSymbol('2')], [parseSymbol('v2'), parseSymbol('"x"')], [parseSymbol('v2'), parseSymbol('"x"')]]);
    assert.deepEqual(expected, ['e(v2,"x")', 'e(v10,2)']);
    const actual = atomsOf(e, answer('e(v10,2)', 'e(v3,1)', 'f(v2,"x")', 'e(v1)', '-e(v9,9)').atoms);
    assert.deepEqual(actual, ['e(v3,1)', 'e(v10,2)']);
    const c = compareAtoms(expected, actual);
    assert.equal(c.equal, false);
    assert.deepEqual(c.missing, ['e(v2,"x")']);
    assert.deepEqual(c.extra, ['e(v3,1)']);
    assert.equal(c.expected, 'e(v2,"x")\ne(v10,2)\n');
    assert.equal(c.actual, 'e(v3,1)\ne(v10,2)\n');
    assert.equal(compareAtoms(['e(1,2)'], ['e(1,2)']).equal, true);
    assert.deepEqual(atomsOf(parseSignature('-e/2'), answer('-e(v9,9)', 'e(v9,9)').atoms), ['-e(v9,9)']);
  });
});

describe('the verdict on a test\'s answers', () => {
  it('passes when the one answer equals the shouldbe facts', () => {
    const v = judge(run({ answers: [answer('e(1,2)', 'e(2,1)', 'v(1)')], checks: [check('e(2,1)', 'e(1,2)')] }));
    assert.equal(v.outcome, 'passed');
    assert.equal(v.message, '1 answer; it equals the shouldbe facts');
  });

  it('fails an encoding that finds the right answer and a wrong one, naming the wrong one', () => {
    const v = judge(run({ answers: [answer('e(1,2)'), answer('e(1,2)', 'e(2,1)'), answer('e(1,3)')], checks: [check('e(1,2)')] }));
    assert.equal(v.outcome, 'failed');
    assert.deepEqual(v.failures.map((f) => (f.kind === 'answer' ? [f.answer, f.missing, f.extra] : f.kind)), [[2, [], ['e(2,1)']], [3, ['e(1,2)'], ['e(1,3)']]]);
    assert.equal(v.message, 'answer 2 of 3 differs from the shouldbe facts: 0 missing, 1 extra e/2');
    const first = v.failures[0];
    assert.ok(first.kind === 'answer');
    assert.equal(first.expected, 'e(1,2)\n');
    assert.equal(first.actual, 'e(1,2)\ne(2,1)\n');
    assert.deepEqual(first.location, at);
  });

  it('lists a few failing answers and counts the rest', () => {
    const answers = Array.from({ length: 25 }, (_, i) => answer(`e(${i},0)`));
    const v = judge(run({ answers, checks: [check('e(100,0)')] }));
    assert.equal(v.failures.length, MAX_LISTED_FAILURES);
    assert.match(v.message, /\(25 of the 25 answers differ\)$/);
  });

  it('fails when there is no answer where shouldbe facts expect one', () => {
    const v = judge(run({ answers: [], checks: [check('e(1,2)')] }));
    assert.equal(v.outcome, 'failed');
    assert.deepEqual(v.failures.map((f) => f.kind), ['unsatisfiable']);
    assert.match(v.message, /no answer, where 1 atom of e\/2 are expected/);
  });

  it('counts answers against %! models:, naming the first one that should not exist', () => {
    const models = (count: number) => ({ count, location: at });
    assert.equal(judge(run({ answers: [answer('a'), answer('b')], models: models(2) })).message, '2 answers, as expected');
    const tooMany = judge(run({ answers: [answer('a'), answer('b'), answer('c')], exhausted: false, models: models(2) }));
    assert.equal(tooMany.outcome, 'failed');
    assert.equal(tooMany.message, 'at least 3 answers, expected 2');
    const f = tooMany.failures[0];
    assert.ok(f.kind === 'models');
    assert.deepEqual([f.found, f.atLeast, f.extraAnswer], [3, true, { answer: 3, atoms: ['c'] }]);
    assert.equal(judge(run({ answers: [answer('a')], models: models(2) })).message, '1 answer, expected 2');
    assert.equal(judge(run({ answers: [], models: models(0) })).outcome, 'passed');
    assert.equal(judge(run({ answers: [], models: models(0) })).message, 'unsatisfiable, as expected');
    assert.equal(judge(run({ answers: [answer('a')], exhausted: false, models: models(0) })).message, 'at least 1 answer, expected none (unsatisfiable)');
  });

  it('does not pass what it could not see whole: a stopped run with nothing wrong so far is no verdict', () => {
    assert.equal(judge(run({ answers: [answer('e(1,2)')], exhausted: false, checks: [check('e(1,2)')] })).outcome, 'errored');
    assert.equal(judge(run({ answers: [answer('a')], exhausted: false, models: { count: 2, location: at } })).outcome, 'errored');
  });

  it('fails an answer the puzzle\'s validator rejects', () => {
    const validate = {
      family: 'flow' as const,
      check: (atoms: readonly unknown[]) => (atoms.length > 1 ? [{ rule: 'flow-degree', message: 'too many edges' }] : []),
    };
    const v = judge(run({ answers: [answer('e(1,2)'), answer('e(1,2)', 'e(1,3)')], validate }));
    assert.equal(v.outcome, 'failed');
    assert.equal(v.message, "answer 2 breaks the puzzle's rules: flow-degree: too many edges");
    assert.equal(judge(run({ answers: [answer('e(1,2)')], validate, models: { count: 1, location: at } })).message, "1 answer, as expected; it keeps the puzzle's rules");
  });
});

describe('a test\'s own files given to clingo', () => {
  it('lose the rules that read shouldbe, every other position kept', () => {
    const text = example('flow/level2-expected.lp');
    const { text: kept } = withoutShouldbeRules('file:///w/x.lp', text);
    assert.equal(kept.length, text.length);
    assert.equal(kept.split('\n').length, text.split('\n').length);
    assert.doesNotMatch(kept, /:-/);
    assert.equal(kept.match(/shouldbe\(/g)?.length, 42);
    const plain = 'a. b :- a.\n';
    assert.equal(withoutShouldbeRules('file:///w/y.lp', plain).text, plain);
  });
});

describe('the JUnit report', () => {
  it('escapes what XML cannot hold as it is', () => {
    const result: GolfTestResult = {
      encoding: 'file:///w/g.lp', testId: 't', label: 'a "<b>" & c', outcome: 'failed', message: 'x < y\nz', failures: [], answers: 0,
      exhausted: true, messages: [], timeMs: 1500, engine: '', score: { bytes: 7, fileBytes: 7 },
    };
    const xml = junitXml([{ encoding: { uri: 'file:///w/g.lp', label: 'g.lp', score: { bytes: 7, fileBytes: 7 }, tests: [], problems: [] }, results: [result], displayPath: () => 'g\u0001.lp' }]);
    assert.match(xml, /<testcase name="a &quot;&lt;b&gt;&quot; &amp; c" classname="g.lp" time="1.500">/);
    assert.match(xml, /<failure message="x &lt; y&#10;z" type="failed">/);
    assert.match(xml, /<property name="bytes" value="7"\/>/);
  });
});
