// The differential check over the protocol, as the editor's command uses it: aspPuzzles/checkReference with its
// progress notifications, a counterexample found in the editor's unsaved text of the encoding with the test file
// to write, stopping through the request's cancellation, and a golf test answered while a check runs.
import assert from 'node:assert/strict';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { CancellationTokenSource } from 'vscode-languageserver-protocol';
import {
  checkReferenceProgressNotification, checkReferenceRequest, runGolfTestRequest, type CheckReferenceProgress,
} from '../../server/src/protocol';
import { scratchDir } from '../scratch';
import { REPO_ROOT, startSession, type LspSession } from './lspSession';

const SYMMETRY = ':-e(V,W,C),not e(W,V,C).';

describe('the differential check over the protocol', () => {
  let session: LspSession;
  let dir: string;
  const uriOf = (name: string) => pathToFileURL(join(dir, name)).href;
  before(async () => {
    dir = scratchDir('asp-reference-protocol-');
    cpSync(join(REPO_ROOT, 'examples', 'flow'), dir, { recursive: true });
    session = await startSession(dir);
  });
  after(() => session.close());

  /** Progress notifications of one run, as they come. */
  function progressOf(runId: string): CheckReferenceProgress[] {
    const seen: CheckReferenceProgress[] = [];
    session.connection.onNotification(checkReferenceProgressNotification, (p) => {
      if (p.runId === runId) seen.push(p);
    });
    return seen;
  }

  it('checks golf.lp against flow.lp on random boards, with progress after every instance', async () => {
    const progress = progressOf('agree');
    const result = await session.connection.sendRequest(checkReferenceRequest, { encoding: uriOf('golf.lp'), count: 6, seed: 3, runId: 'agree' });
    assert.equal(result.error, undefined);
    assert.equal(result.counterexample, undefined, result.counterexample?.message);
    assert.deepEqual([result.family, result.reference, result.predicate, result.checked], ['flow', 'flow.lp', 'e/3', 6]);
    assert.equal(result.agreed + result.skipped.length, 6);
    assert.ok(result.instancesPerSecond > 0);
    assert.equal(result.engine, 'clingo-wasm (clingo 5.8.1)');
    assert.deepEqual(progress.map((p) => [p.checked, p.count]), [1, 2, 3, 4, 5, 6].map((n) => [n, 6]));
  });

  it('finds a counterexample in the unsaved text of the encoding, with the test file to write beside it', async () => {
    const uri = uriOf('golf.lp');
    const text = readFileSync(join(dir, 'golf.lp'), 'utf8');
    await session.open(uri, text);
    await session.change(uri, text.replace(SYMMETRY, ''), 2);
    const result = await session.connection.sendRequest(checkReferenceRequest, { encoding: uri, family: 'flow', count: 10, seed: 5 });
    const cx = result.counterexample;
    assert.ok(cx, 'a counterexample');
    assert.equal(cx.kind, 'answers');
    assert.ok(cx.answers > cx.referenceAnswers);
    assert.equal(cx.test.fileName, 'flow-counterexample-5.lp');
    assert.equal(cx.test.uri, uriOf('flow-counterexample-5.lp'));
    assert.equal(cx.test.discovered, true);
    assert.equal(cx.test.outcome, 'failed', cx.test.outcomeMessage);
    assert.match(cx.test.text, new RegExp(`^%! models: ${cx.referenceAnswers}$`, 'm'));
    await session.change(uri, text, 3);
    const fixed = await session.connection.sendRequest(checkReferenceRequest, { encoding: uri, count: 2, seed: 5 });
    assert.equal(fixed.counterexample, undefined, fixed.counterexample?.message);
  });

  it('stops when the request is cancelled, and answers a golf test meanwhile', async () => {
    const progress = progressOf('stop');
    const source = new CancellationTokenSource();
    const running = session.connection.sendRequest(checkReferenceRequest, { encoding: uriOf('golf.lp'), count: 500, seed: 8, runId: 'stop' }, source.token);
    // The check has its own solver: a test does not wait for it.
    const test = await session.connection.sendRequest(runGolfTestRequest, { encoding: uriOf('golf.lp'), testId: 'level2.lp' });
    assert.equal(test.outcome, 'passed', test.message);
    // Stopped once it has looked at an instance (or at once, should it have ended without saying so).
    const first = new Promise<void>((resolve) => {
      const listener = session.connection.onNotification(checkReferenceProgressNotification, (p) => {
        if (p.runId !== 'stop') return;
        listener.dispose();
        resolve();
      });
    });
    await Promise.race([first, running.then(() => undefined, () => undefined)]);
    source.cancel();
    const stopped = await running.then((r) => r, (e: Error) => e);
    if (stopped instanceof Error) {
      assert.match(stopped.message, /cancel/i);
    } else {
      assert.equal(stopped.cancelled, true);
      assert.ok(stopped.checked < 500 && stopped.checked >= 1, String(stopped.checked));
      assert.equal(stopped.counterexample, undefined);
    }
    assert.ok(progress.length < 500);
  });
});
