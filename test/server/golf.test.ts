// The golf bench over the protocol, as a Test Explorer would use it: the tests of an encoding and of a folder,
// running one, the answer following unsaved edits, a notice when files change, and stopping a test through the
// request's cancellation.
import assert from 'node:assert/strict';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { CancellationTokenSource } from 'vscode-languageserver-protocol';
import { acceptGolfAnswerRequest, golfTestsChangedNotification, golfTestsRequest, runGolfTestRequest } from '../../server/src/protocol';
import { scratchDir } from '../scratch';
import { REPO_ROOT, startSession, type LspSession } from './lspSession';

const examples = join(REPO_ROOT, 'examples');
const uriOf = (path: string) => pathToFileURL(join(examples, path)).href;

describe('the golf bench over the protocol', () => {
  let session: LspSession;
  before(async () => {
    session = await startSession(examples);
  });
  after(() => session.close());

  it('lists the tests of an encoding with their files, expectations and places, and its score', async () => {
    const { encodings } = await session.connection.sendRequest(golfTestsRequest, { uri: uriOf('flow/golf.lp') });
    assert.equal(encodings.length, 1);
    const [golf] = encodings;
    assert.deepEqual([golf.uri, golf.label, golf.score.bytes], [uriOf('flow/golf.lp'), 'golf.lp', 180]);
    assert.deepEqual(golf.tests.map((t) => t.id), ['board6x6.lp', 'crossing.lp', 'level2.lp', 'level21.lp']);
    const level2 = golf.tests.find((t) => t.id === 'level2.lp')!;
    assert.deepEqual(level2.instances, [uriOf('flow/level2.lp')]);
    assert.equal(level2.expectationFile, uriOf('flow/level2-expected.lp'));
    const answer = level2.expectations.find((e) => e.kind === 'answer');
    assert.ok(answer?.kind === 'answer');
    assert.equal(answer.predicate, 'e/3');
    assert.equal(answer.location.uri, uriOf('flow/level2-expected.lp'));
  });

  it('lists the encodings of a folder that have tests', async () => {
    const { encodings } = await session.connection.sendRequest(golfTestsRequest, { uri: pathToFileURL(examples).href });
    assert.deepEqual(encodings.map((e) => e.uri), ['flow/golf-commented.lp', 'flow/golf.lp', 'sudoku/golf.lp', 'wall-maze/path-golf.lp'].map(uriOf));
    assert.deepEqual(encodings[3].tests.map((t) => t.id), ['dfs-6x6.lp dfs-6x6-expected.lp', 'dfs-15x15.lp', 'bintree-10x10.lp']);
  });

  it('runs a test: level 21 has its 9 answers, level 2 its one', async () => {
    const level21 = await session.connection.sendRequest(runGolfTestRequest, { encoding: uriOf('flow/golf.lp'), testId: 'level21.lp' });
    assert.equal(level21.outcome, 'passed', level21.message);
    assert.equal(level21.answers, 9);
    assert.equal(level21.score.bytes, 180);
    const level2 = await session.connection.sendRequest(runGolfTestRequest, { encoding: uriOf('flow/golf.lp'), testId: 'level2.lp' });
    assert.equal(level2.outcome, 'passed', level2.message);
    const unknown = await session.connection.sendRequest(runGolfTestRequest, { encoding: uriOf('flow/golf.lp'), testId: 'level99.lp' });
    assert.equal(unknown.outcome, 'errored');
    assert.match(unknown.message, /no test level99\.lp/);
  });

  it('runs a Sudoku\'s tests, found through the instances that name the encoding; without its box rule they fail', async () => {
    const uri = uriOf('sudoku/golf.lp');
    const { encodings } = await session.connection.sendRequest(golfTestsRequest, { uri });
    assert.deepEqual(encodings[0].tests.map((t) => t.id), ['clash.lp', 'easy.lp', 'two-answers.lp']);
    const easy = encodings[0].tests.find((t) => t.id === 'easy.lp')!;
    assert.equal(easy.expectationFile, uriOf('sudoku/easy-expected.lp'));
    for (const test of encodings[0].tests) {
      const result = await session.connection.sendRequest(runGolfTestRequest, { encoding: uri, testId: test.id });
      assert.equal(result.outcome, 'passed', `${test.id}: ${result.message}`);
    }
    // Without the rule about 3x3 boxes the givens of easy.lp allow many grids: every one but the right one is wrong.
    const text = readFileSync(join(examples, 'sudoku', 'golf.lp'), 'utf8');
    const boxRule = text.split('\n').find((line) => line.includes('(R-1)/3'))!;
    await session.open(uri, text);
    await session.change(uri, text.replace(`${boxRule}\n`, ''), 2);
    try {
      const wrong = await session.connection.sendRequest(runGolfTestRequest, { encoding: uri, testId: 'easy.lp' });
      assert.equal(wrong.outcome, 'failed');
      const failure = wrong.failures.find((f) => f.kind === 'answer');
      assert.ok(failure?.kind === 'answer', wrong.message);
      assert.ok(failure.extra.length > 0 && failure.extra.every((a) => a.startsWith('cell(')), failure.extra.join(' '));
      const two = await session.connection.sendRequest(runGolfTestRequest, { encoding: uri, testId: 'two-answers.lp' });
      assert.equal(two.outcome, 'failed');
      assert.match(two.message, /answers, expected 2/);
    } finally {
      await session.change(uri, text, 3);
    }
  });

  it('answers from the editor\'s unsaved text, and says when the tests may have changed', async () => {
    const uri = uriOf('flow/golf.lp');
    const text = readFileSync(join(examples, 'flow', 'golf.lp'), 'utf8');
    const changed = new Promise<string[]>((resolve) => {
      const listener = session.connection.onNotification(golfTestsChangedNotification, ({ folders }) => {
        if (!folders.includes(uriOf('flow/'))) return;
        listener.dispose();
        resolve(folders);
      });
    });
    await session.open(uri, text);
    await session.change(uri, text.replace(':-e(V,W,C),not e(W,V,C).', ''), 2);
    assert.ok((await changed).includes(uriOf('flow/')));
    const { encodings } = await session.connection.sendRequest(golfTestsRequest, { uri });
    assert.equal(encodings[0].score.bytes, 180 - ':-e(V,W,C),not e(W,V,C).'.length);
    const level21 = await session.connection.sendRequest(runGolfTestRequest, { encoding: uri, testId: 'level21.lp' });
    assert.equal(level21.outcome, 'failed');
    assert.equal(level21.message, 'at least 10 answers, expected 9');
    await session.change(uri, text, 3);
    const again = await session.connection.sendRequest(runGolfTestRequest, { encoding: uri, testId: 'level21.lp' });
    assert.equal(again.outcome, 'passed', again.message);
  });

  it('stops a test when its request is cancelled, and runs the next', async () => {
    const dir = scratchDir('asp-golf-protocol-');
    writeFileSync(join(dir, 'pigeons.lp'), '1 { in(P,H) : h(H) } 1 :- p(P). :- in(P,H), in(Q,H), P < Q.\n');
    writeFileSync(join(dir, 'thirteen.lp'), '%! models: 0\np(1..13). h(1..12).\n');
    writeFileSync(join(dir, 'three.lp'), '%! models: 0\np(1..3). h(1..2).\n');
    const encoding = pathToFileURL(join(dir, 'pigeons.lp')).href;
    const source = new CancellationTokenSource();
    const running = session.connection.sendRequest(runGolfTestRequest, { encoding, testId: 'thirteen.lp', settings: { timeLimit: 120 } }, source.token);
    // Queued behind it: it runs once the first has stopped.
    const next = session.connection.sendRequest(runGolfTestRequest, { encoding, testId: 'three.lp' });
    // Once the server has answered a request sent after them, the first test is running: it is stopped mid-run.
    await session.connection.sendRequest(golfTestsRequest, { uri: encoding });
    source.cancel();
    const stopped = await running.then((r) => r.outcome, (e: Error) => `rejected: ${e.message}`);
    assert.ok(stopped === 'cancelled' || /cancel/i.test(stopped), stopped);
    const result = await next;
    assert.equal(result.outcome, 'passed', result.message);
  });

  it('writes the edit that accepts a wrong answer as the expected one, after which the test passes', async () => {
    const dir = scratchDir('asp-golf-accept-');
    for (const f of ['golf.lp', 'level2.lp', 'level2-expected.lp']) cpSync(join(examples, 'flow', f), join(dir, f));
    const expectedFile = join(dir, 'level2-expected.lp');
    // An expectation with one edge too few: the answer has it.
    writeFileSync(expectedFile, readFileSync(expectedFile, 'utf8').replace('shouldbe(v33,v32,green).\n', ''));
    const encoding = pathToFileURL(join(dir, 'golf.lp')).href;
    const failed = await session.connection.sendRequest(runGolfTestRequest, { encoding, testId: 'level2.lp' });
    assert.equal(failed.outcome, 'failed');
    const [failure] = failed.failures;
    assert.ok(failure.kind === 'answer');
    assert.deepEqual([failure.missing, failure.extra], [[], ['e(v33,v32,green)']]);
    const answer = await session.connection.sendRequest(acceptGolfAnswerRequest, {
      encoding, testId: 'level2.lp', predicate: failure.predicate, atoms: failure.actual.split('\n').filter(Boolean), expected: failure.expected,
    });
    assert.ok(!('error' in answer), 'error' in answer ? answer.error : '');
    assert.deepEqual([answer.factsBefore, answer.factsAfter], [41, 42]);
    assert.ok(answer.edits.every((e) => e.uri === pathToFileURL(expectedFile).href));
    // Applied in an editor that has the file open, unsaved: the server runs the test on that text.
    const uri = pathToFileURL(expectedFile).href;
    const text = readFileSync(expectedFile, 'utf8');
    const lines = text.split('\n');
    const offset = (p: { line: number; character: number }) => lines.slice(0, p.line).reduce((n, l) => n + l.length + 1, 0) + p.character;
    let edited = text;
    for (const e of [...answer.edits].sort((a, b) => offset(b.range.start) - offset(a.range.start))) {
      edited = edited.slice(0, offset(e.range.start)) + e.newText + edited.slice(offset(e.range.end));
    }
    await session.open(uri, text);
    await session.change(uri, edited, 2);
    const passed = await session.connection.sendRequest(runGolfTestRequest, { encoding, testId: 'level2.lp' });
    assert.equal(passed.outcome, 'passed', passed.message);
    const stale = await session.connection.sendRequest(acceptGolfAnswerRequest, {
      encoding, testId: 'level2.lp', predicate: failure.predicate, atoms: failure.actual.split('\n').filter(Boolean), expected: failure.expected,
    });
    assert.ok('error' in stale);
    assert.match(stale.error, /changed since it ran/);
  });
});
