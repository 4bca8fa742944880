// Which tests an encoding has, found from the files' texts alone: the Flow examples as they ship (two alternative
// encodings of the same tests, an expectation file beside its instance, a %! models: line), %! test: lines, and
// the files that are not tests of it — other encodings, instances of other encodings, files without expectations.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { discoverGolfTests, discoverInFiles, namedFilesTest } from '../../server/src/golf/discovery';
import { golfFilesFromTexts } from '../../server/src/golf/golfFiles';
import { example } from './navigation-helpers';

const FLOW = ['golf.lp', 'golf-commented.lp', 'level2.lp', 'level21.lp', 'level2-expected.lp', 'board6x6.lp', 'crossing.lp'];
const uri = (name: string) => `file:///w/${name}`;
const flowTexts = (): Record<string, string> => Object.fromEntries(FLOW.map((n) => [uri(`flow/${n}`), example(`flow/${n}`)]));
const flowUri = (name: string) => uri(`flow/${name}`);

describe('finding the tests of an encoding', () => {
  it('finds the Flow folder\'s tests for golf.lp: instances with expectations, level2.lp with its expectation file', () => {
    const golf = discoverGolfTests(flowUri('golf.lp'), golfFilesFromTexts(flowTexts()));
    assert.equal(golf.score.bytes, 180);
    assert.deepEqual(golf.tests.map((t) => t.id), ['board6x6.lp', 'crossing.lp', 'level2.lp', 'level21.lp']);
    const level2 = golf.tests.find((t) => t.id === 'level2.lp')!;
    assert.deepEqual(level2.instances, [flowUri('level2.lp')]);
    assert.equal(level2.expectationFile, flowUri('level2-expected.lp'));
    assert.deepEqual(level2.expectations.map((e) => e.kind), ['answer', 'valid']);
    const answer = level2.expectations[0];
    assert.ok(answer.kind === 'answer');
    assert.equal(answer.predicate, 'e/3');
    assert.equal(answer.atoms, 42);
    // The shouldbe facts, from the first to the last (lines 5 to 46 of the file, the constraints after them not included).
    assert.deepEqual(answer.location, { uri: flowUri('level2-expected.lp'), range: { start: { line: 4, character: 0 }, end: { line: 45, character: 23 } } });
    const level21 = golf.tests.find((t) => t.id === 'level21.lp')!;
    assert.equal(level21.expectationFile, undefined);
    assert.deepEqual(level21.expectations.map((e) => (e.kind === 'models' ? e.count : e.kind)), [9, 'valid']);
    assert.deepEqual(level21.location, { uri: flowUri('level21.lp'), range: { start: { line: 1, character: 0 }, end: { line: 1, character: 12 } } });
    const crossing = golf.tests.find((t) => t.id === 'crossing.lp')!;
    assert.deepEqual(crossing.expectations.map((e) => (e.kind === 'models' ? e.count : e.kind)), [0, 'valid']);
    assert.ok(golf.tests.every((t) => t.problems.length === 0));
  });

  it('gives golf-commented.lp the same tests, and never takes one encoding for an instance of the other', () => {
    const files = golfFilesFromTexts(flowTexts());
    const commented = discoverGolfTests(flowUri('golf-commented.lp'), files);
    assert.deepEqual(commented.tests.map((t) => t.id), ['board6x6.lp', 'crossing.lp', 'level2.lp', 'level21.lp']);
    for (const test of [...commented.tests, ...discoverGolfTests(flowUri('golf.lp'), files).tests]) {
      assert.ok(test.instances.every((i) => !/golf/.test(i)), test.id);
    }
    // A folder's encodings: the two, not the expectation file (it has constraints) nor the instances.
    assert.deepEqual(discoverInFiles(FLOW.map(flowUri), files).map((e) => e.label), ['golf-commented.lp', 'golf.lp']);
  });

  it('leaves out instances without expectations, instances that name another encoding, and files of other folders', () => {
    const texts = {
      ...flowTexts(),
      [flowUri('plain.lp')]: example('flow/level21.lp').replace('%! models: 9', ''),
      [flowUri('theirs.lp')]: `%! encoding: other.lp\n${example('flow/level21.lp')}`,
      [uri('elsewhere/level21.lp')]: example('flow/level21.lp'),
      [uri('elsewhere/mine.lp')]: `%! encoding: ../flow/golf.lp\n${example('flow/level21.lp')}`,
    };
    const golf = discoverGolfTests(flowUri('golf.lp'), golfFilesFromTexts(texts));
    assert.deepEqual(golf.tests.map((t) => t.id), ['../elsewhere/mine.lp', 'board6x6.lp', 'crossing.lp', 'level2.lp', 'level21.lp']);
  });

  it('takes an instance only when it gives something the encoding uses', () => {
    const texts = {
      [uri('q/queens.lp')]: '#const n = 4.\nq(1..n,1..n).\n{ on(X,Y) : q(X,Y) }.\n',
      [uri('q/sizes.lp')]: '%! models: 2\nsize(4).\n',
      [uri('q/board.lp')]: '%! models: 3\nfield(1,1).\n',
      [uri('q/cells.lp')]: '%! models: 1\ncell(1).\n',
      [uri('q/enc.lp')]: 'pick(X) :- cell(X).\n',
    };
    const files = golfFilesFromTexts(texts);
    assert.deepEqual(discoverGolfTests(uri('q/enc.lp'), files).tests.map((t) => t.id), ['cells.lp']);
    // A complete program expects nothing: no file of its folder is its instance.
    assert.deepEqual(discoverGolfTests(uri('q/queens.lp'), files).tests, []);
  });

  it('takes the tests a %! test: line names, and only those, with their files and problems', () => {
    const texts = {
      ...flowTexts(),
      [flowUri('named.lp')]: `%! test: level2.lp level2-expected.lp\n%! test: level21.lp\n%! test: gone.lp\n${example('flow/golf.lp')}`,
    };
    const named = discoverGolfTests(flowUri('named.lp'), golfFilesFromTexts(texts));
    assert.equal(named.score.bytes, 180);
    assert.deepEqual(named.tests.map((t) => t.id), ['level2.lp level2-expected.lp', 'level21.lp', 'gone.lp']);
    assert.equal(named.tests[0].expectationFile, flowUri('level2-expected.lp'));
    assert.deepEqual(named.tests[0].instances, [flowUri('level2.lp')]);
    assert.deepEqual(named.tests[0].location.range.start, { line: 0, character: 0 });
    assert.deepEqual(named.tests[1].location.range.start, { line: 1, character: 0 });
    assert.deepEqual(named.tests[2].problems.map((p) => p.message), ['no such file: gone.lp', 'nothing to check: no %! models: line, no shouldbe facts and no puzzle the bench knows']);
  });

  it('never takes an expectation file for an instance, even of an encoding that reads shouldbe itself', () => {
    const seedTrick = example('flow/level2-expected.lp').split('\n').filter((l) => l.startsWith(':-')).join('\n');
    const texts = {
      [flowUri('checked.lp')]: `${example('flow/golf.lp')}\n${seedTrick}\n`,
      [flowUri('level2.lp')]: example('flow/level2.lp'),
      [flowUri('level2-expected.lp')]: `%! models: 1\n${example('flow/level2-expected.lp').replace(/^:-.*$/gm, '')}`,
    };
    const tests = discoverGolfTests(flowUri('checked.lp'), golfFilesFromTexts(texts)).tests;
    assert.deepEqual(tests.map((t) => [t.id, t.instances.length, t.expectationFile]), [['level2.lp', 1, flowUri('level2-expected.lp')]]);
  });

  it('builds a test of files a user names, taking the instance\'s expectation file with it', () => {
    const test = namedFilesTest(flowUri('golf.lp'), [flowUri('level2.lp')], golfFilesFromTexts(flowTexts()));
    assert.equal(test?.expectationFile, flowUri('level2-expected.lp'));
    assert.equal(test?.id, 'level2.lp');
  });

  it('reads shouldbe facts in the instance itself, and expectations in an expectation file of facts only', () => {
    const instance = example('flow/level2.lp');
    const facts = example('flow/level2-expected.lp').replace(/^:-.*$/gm, '');
    const texts = {
      [flowUri('golf.lp')]: example('flow/golf.lp'),
      [flowUri('inline.lp')]: `${instance}\n${facts}`,
      [flowUri('level2.lp')]: instance,
      [flowUri('level2-expected.lp')]: `%! models: 1\n${facts}`,
    };
    const golf = discoverGolfTests(flowUri('golf.lp'), golfFilesFromTexts(texts));
    assert.deepEqual(golf.tests.map((t) => t.id), ['inline.lp', 'level2.lp']);
    assert.deepEqual(golf.tests.map((t) => t.expectations.map((e) => e.kind).join()), ['answer,valid', 'models,answer,valid']);
  });
});
