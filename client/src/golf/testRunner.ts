// Running tests for the Test Explorer: one request to the server per test, one at a time, each result reported as
// it comes (passed, failed with its messages and diffs, errored with the solver's messages at their places,
// skipped when stopped), its time as the duration. Stopping the run cancels the request under way. The latest
// result of every test is kept for the CodeLens, the status bar, Accept actual and Compare Encodings.
import * as vscode from 'vscode';
import { failureLines } from '../../../server/src/golf/failureText';
import { runGolfTestRequest, type GolfTestResult } from '../../../server/src/protocol';
import { solveSettings } from '../config';
import type { Ctx } from '../ctx';
import { fileLabel } from '../fileLabel';
import { durationText, totalBytes, type TestCounts } from './scoreText';
import { acceptableAnswer, messagesOf } from './testMessages';
import { asLocation, type GolfTestTree, type TestEntry } from './testTree';

/** The context value of a message whose actual answer can be accepted (package.json's menus name it). */
export const ACCEPT_ACTUAL_CONTEXT = 'aspPuzzles.acceptActual';

/** The context key listing the tests whose latest answer can be accepted (package.json's `testing/item/*` menus). */
export const ACCEPTABLE_TESTS_KEY = 'aspPuzzles.acceptableTests';

export class GolfRunner implements vscode.Disposable {
  private readonly results = new Map<string, GolfTestResult>();
  private readonly passing = new Map<string, number>();
  private readonly changed = new vscode.EventEmitter<string>();
  /** A test of this encoding has a new result. */
  readonly onDidChangeResults = this.changed.event;

  constructor(private readonly ctx: Ctx, private readonly controller: vscode.TestController, private readonly tree: GolfTestTree) {}

  /**
   * Runs the tests (those the request names, unless given) in a new test run; resolves with their results.
   * `finished` hears of each test that got a verdict.
   */
  async run(
    request: vscode.TestRunRequest, token: vscode.CancellationToken, entries = this.tree.collect(request.include, request.exclude),
    finished?: (entry: TestEntry) => void,
  ): Promise<GolfTestResult[]> {
    const run = this.controller.createTestRun(request);
    const results: GolfTestResult[] = [];
    try {
      for (const entry of entries) run.enqueued(entry.item);
      for (const entry of entries) {
        if (token.isCancellationRequested) {
          run.skipped(entry.item);
          continue;
        }
        run.started(entry.item);
        const result = await this.runOne(entry, token, run);
        if (!result) continue;
        results.push(result);
        finished?.(entry);
      }
    } finally {
      run.end();
    }
    return results;
  }

  private async runOne(entry: TestEntry, token: vscode.CancellationToken, run: vscode.TestRun): Promise<GolfTestResult | undefined> {
    const { item, encoding, test } = entry;
    let result: GolfTestResult;
    try {
      const client = await this.ctx.runningClient();
      // The solver's time limit per test; with none set (0) the bench's own default applies, as the protocol has no "none".
      const { timeLimit } = solveSettings(vscode.Uri.parse(encoding.uri));
      const settings = timeLimit ? { timeLimit } : {};
      result = await client.sendRequest(runGolfTestRequest, { encoding: encoding.uri, testId: test.id, settings }, token);
    } catch (e) {
      if (token.isCancellationRequested) {
        run.skipped(item);
        return undefined;
      }
      run.errored(item, new vscode.TestMessage(`The language server did not run the test: ${e instanceof Error ? e.message : String(e)}`));
      return undefined;
    }
    const fallback = test.location;
    const messages = messagesOf(result, fallback).map((spec) => {
      const message = spec.expected !== undefined && spec.actual !== undefined
        ? vscode.TestMessage.diff(spec.message, spec.expected, spec.actual)
        : new vscode.TestMessage(spec.message);
      if (spec.location) message.location = asLocation(spec.location);
      if (spec.acceptable) message.contextValue = ACCEPT_ACTUAL_CONTEXT;
      return message;
    });
    const mark = { passed: '✓', failed: '✗', errored: '!', cancelled: '-' }[result.outcome];
    const lines = [`${mark} ${encoding.label} ${result.label}  ${durationText(result.timeMs)}  ${result.message}`,
      ...failureLines(result, (uri) => fileLabel(vscode.Uri.parse(uri)), { perKind: 1 }).map((l) => `    ${l}`)];
    run.appendOutput(`${lines.join('\r\n')}\r\n`, undefined, item);
    switch (result.outcome) {
      case 'passed':
        run.passed(item, result.timeMs);
        break;
      case 'failed':
        run.failed(item, messages, result.timeMs);
        break;
      case 'errored':
        run.errored(item, messages, result.timeMs);
        break;
      case 'cancelled':
        run.skipped(item);
        return undefined;
    }
    this.record(entry, result);
    return result;
  }

  private record(entry: TestEntry, result: GolfTestResult): void {
    this.results.set(entry.item.id, result);
    const latest = this.tree.entriesOf(entry.encoding.uri).map((e) => this.results.get(e.item.id));
    const scores = new Set(latest.map((r) => (r ? totalBytes(r.score) : -1)));
    // Every test passed on the same text of the encoding: the score to beat.
    if (latest.every((r) => r?.outcome === 'passed') && scores.size === 1) this.passing.set(entry.encoding.uri, [...scores][0]);
    const acceptable = [...this.results].filter(([, r]) => acceptableAnswer(r)).map(([id]) => id);
    void vscode.commands.executeCommand('setContext', ACCEPTABLE_TESTS_KEY, acceptable);
    this.changed.fire(entry.encoding.uri);
  }

  lastResult(itemId: string): GolfTestResult | undefined {
    return this.results.get(itemId);
  }

  /** The total bytes of the encoding when its tests last all passed. */
  lastPassing(encodingUri: string): number | undefined {
    return this.passing.get(encodingUri);
  }

  counts(encodingUri: string): TestCounts {
    const latest = this.tree.entriesOf(encodingUri).map((e) => this.results.get(e.item.id));
    const seen = latest.filter((r) => r !== undefined);
    if (seen.length === 0) return { total: latest.length };
    return {
      total: latest.length,
      passed: seen.filter((r) => r.outcome === 'passed').length,
      failed: seen.filter((r) => r.outcome === 'failed' || r.outcome === 'errored').length,
    };
  }

  dispose(): void {
    this.changed.dispose();
  }
}
