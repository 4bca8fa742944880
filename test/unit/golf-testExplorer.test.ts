// What the Test Explorer, the CodeLens, the status bar and Compare Encodings make of the server's results, apart
// from VS Code: which messages a result gives (diffs with their places), when Accept actual is offered (only
// when accepting would make the test pass), and how scores and counts read.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { comparisonMarkdown, groupBySameTests } from '../../client/src/golf/compareTable';
import { bytesText, liveScoreText, testsText } from '../../client/src/golf/scoreText';
import { acceptableAnswer, messagesOf } from '../../client/src/golf/testMessages';
import type { FileLocation, GolfEncoding, GolfFailure, GolfTestResult } from '../../server/src/protocol';

const at = (uri: string, line: number): FileLocation => ({ uri, range: { start: { line, character: 0 }, end: { line, character: 5 } } });
const expectedAt = at('file:///w/level2-expected.lp', 4);

function result(outcome: GolfTestResult['outcome'], failures: GolfFailure[], more: Partial<GolfTestResult> = {}): GolfTestResult {
  return {
    encoding: 'file:///w/golf.lp', testId: 'level2.lp', label: 'level2.lp', outcome, message: failures[0]?.message ?? 'fine', failures,
    answers: 1, exhausted: true, messages: [], timeMs: 12, engine: 'clingo-wasm', score: { bytes: 180, fileBytes: 180 }, ...more,
  };
}

function answerFailure(answer: number, actual: string[]): GolfFailure {
  return {
    kind: 'answer', answer, predicate: 'e/3', missing: ['e(1,2,r)'], extra: actual.filter((a) => a !== 'e(2,1,r)'),
    expected: 'e(1,2,r)\ne(2,1,r)\n', actual: `${actual.join('\n')}\n`, location: expectedAt,
    message: `answer ${answer} differs from the shouldbe facts: 1 missing, 1 extra e/3`,
  };
}

describe('the Test Explorer\'s messages for a result', () => {
  it('shows a wrong answer as a diff of the atoms at the shouldbe facts, and offers to accept it', () => {
    const [message, ...rest] = messagesOf(result('failed', [answerFailure(1, ['e(1,2,b)', 'e(2,1,r)'])]));
    assert.deepEqual(rest, []);
    assert.equal(message.message, 'answer 1 differs from the shouldbe facts: 1 missing, 1 extra e/3');
    assert.equal(message.expected, 'e(1,2,r)\ne(2,1,r)\n');
    assert.equal(message.actual, 'e(1,2,b)\ne(2,1,r)\n');
    assert.deepEqual(message.location, expectedAt);
    assert.equal(message.acceptable, true);
  });

  it('offers Accept actual only when the test would then pass', () => {
    const one = answerFailure(1, ['e(1,2,b)']);
    assert.ok(acceptableAnswer(result('failed', [one])));
    // Two answers with different atoms: accepting one leaves the other wrong.
    assert.equal(acceptableAnswer(result('failed', [one, answerFailure(2, ['e(1,2,g)'])], { answers: 2 })), undefined);
    // Two answers with the same atoms of e/3 (they differ elsewhere): both become right.
    assert.ok(acceptableAnswer(result('failed', [one, { ...answerFailure(2, ['e(1,2,b)']) }], { answers: 2 })));
    // More answers than listed, or not all seen.
    assert.equal(acceptableAnswer(result('failed', [one], { answers: 2 })), undefined);
    assert.equal(acceptableAnswer(result('failed', [one], { exhausted: false })), undefined);
    // The answer breaks the puzzle's rules too.
    const invalid: GolfFailure = { kind: 'invalid', answer: 1, family: 'flow', violations: [{ rule: 'flow-degree', message: 'v11 has 3 edges' }], message: 'answer 1 breaks the puzzle\'s rules' };
    assert.equal(acceptableAnswer(result('failed', [one, invalid])), undefined);
    assert.ok(!messagesOf(result('failed', [one, invalid])).some((m) => m.acceptable));
  });

  it('shows a wrong count with the first answer too many on the actual side, and broken rules at the test', () => {
    const models: GolfFailure = {
      kind: 'models', expected: 9, found: 10, atLeast: true, location: at('file:///w/level21.lp', 1), message: 'at least 10 answers, expected 9',
      extraAnswer: { answer: 10, atoms: ['e(v11,v12,red)', 'e(v12,v11,red)'] },
    };
    const invalid: GolfFailure = {
      kind: 'invalid', answer: 1, family: 'flow', message: 'answer 1 breaks the puzzle\'s rules: flow-symmetry: edge 0 (and 13 more)',
      violations: Array.from({ length: 14 }, (_, i) => ({ rule: 'flow-symmetry', message: `edge ${i}` })),
    };
    const testAt = at('file:///w/level21.lp', 1);
    const [count, rules] = messagesOf(result('failed', [models, invalid], { answers: 10, exhausted: false }), testAt);
    assert.equal(count.message, 'at least 10 answers, expected 9: answer 10 should not exist (its atoms on the actual side)');
    assert.deepEqual([count.expected, count.actual], ['', 'e(v11,v12,red)\ne(v12,v11,red)\n']);
    assert.deepEqual(count.location, models.location);
    assert.equal(count.acceptable, undefined);
    assert.match(rules.message, /^answer 1 breaks the puzzle's rules: flow-symmetry: edge 0 \(and 13 more\)\nflow-symmetry: edge 0\n/);
    assert.match(rules.message, /\n… 2 more$/);
    assert.deepEqual(rules.location, testAt);
  });

  it('shows the solver\'s errors of a test that could not run at their places, and nothing for a pass', () => {
    const syntax = at('file:///w/golf.lp', 0);
    const errored = result('errored', [], {
      message: 'golf.lp:1:5: syntax error, unexpected .',
      messages: [{ severity: 'warning', message: 'atom does not occur' }, { severity: 'error', message: 'syntax error, unexpected .', location: syntax }],
    });
    assert.deepEqual(messagesOf(errored), [{ message: 'syntax error, unexpected .', location: syntax }]);
    const timeout = result('errored', [], { message: 'stopped at the time limit of 300 s after 3 answers' });
    assert.deepEqual(messagesOf(timeout, syntax), [{ message: 'stopped at the time limit of 300 s after 3 answers', location: syntax }]);
    assert.deepEqual(messagesOf(result('passed', [])), []);
  });
});

describe('scores and counts as shown', () => {
  it('reads the bytes with the options apart, the tests before and after a run, and the change since a pass', () => {
    assert.equal(bytesText({ bytes: 180, fileBytes: 180 }), '180 bytes');
    assert.equal(bytesText({ bytes: 226, fileBytes: 250, options: ['--project'], optionBytes: 10 }), '226 bytes + 10 for options');
    assert.equal(testsText({ total: 4 }), '4 tests');
    assert.equal(testsText({ total: 1 }), '1 test');
    assert.equal(testsText({ total: 2, passed: 2, failed: 0 }), '2/2 tests ✓');
    assert.equal(testsText({ total: 4, passed: 3, failed: 1 }), '3/4 tests ✓ · 1 ✗');
    assert.equal(liveScoreText({ bytes: 180, fileBytes: 180 }, undefined), '180 bytes');
    assert.equal(liveScoreText({ bytes: 180, fileBytes: 180 }, 180), '180 bytes ✓');
    assert.equal(liveScoreText({ bytes: 168, fileBytes: 168 }, 180), '168 bytes (−12 since ✓)');
    assert.equal(liveScoreText({ bytes: 170, fileBytes: 170, optionBytes: 10 }, 175), '170 bytes + 10 for options (+5 since ✓)');
  });

  it('compares the encodings that share their tests, smallest first', () => {
    const test = (id: string) => ({ id, label: id, instances: [`file:///w/${id}`], expectations: [], location: at(`file:///w/${id}`, 0), problems: [] });
    const encoding = (label: string, bytes: number, ids: string[]): GolfEncoding => ({
      uri: `file:///w/${label}`, label, score: { bytes, fileBytes: bytes }, tests: ids.map(test), problems: [],
    });
    const golf = encoding('golf.lp', 180, ['level2.lp', 'level21.lp']);
    const commented = encoding('golf-commented.lp', 1045, ['level21.lp', 'level2.lp']);
    const other = encoding('path-golf.lp', 226, ['dfs-6x6.lp']);
    assert.deepEqual(groupBySameTests([commented, other, golf]).map((g) => g.map((e) => e.label)), [['golf-commented.lp', 'golf.lp'], ['path-golf.lp']]);
    const run = (e: GolfEncoding, outcomes: GolfTestResult['outcome'][]) => new Map(e.tests.map((t, i) => [t.id, result(outcomes[i], [], { testId: t.id, label: t.label, timeMs: 400 + i * 700 })]));
    const text = comparisonMarkdown('flow', [
      { encoding: commented, results: run(commented, ['passed', 'failed']) },
      { encoding: golf, results: run(golf, ['passed', 'passed']) },
    ]);
    assert.deepEqual(text.split('\n').filter((l) => l.startsWith('| ')), [
      '| Encoding | Bytes | Tests passed | Total time |',
      '| golf.lp | 180 bytes | 2/2 ✓ | 1.5 s |',
      '| golf\\-commented.lp | 1045 bytes | 1/2 | 1.5 s |',
      '| Test | golf.lp | golf\\-commented.lp |',
      '| level2.lp | ✓ passed 400 ms | ✗ failed 1.1 s |',
      '| level21.lp | ✓ passed 1.1 s | ✓ passed 400 ms |',
    ]);
    assert.match(text, /^## flow\n\n2 tests: level2\.lp, level21\.lp\n/);
  });
});
