// Why No Answer? over the protocol, against the built server: the no-answer diagnostic of a solve and its quick
// fix, the explain request with its progress, the findings published as diagnostics at the constraint and the
// facts of the minimal cause, the closest answer drawn with the cells outlined, and cancellation.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { CodeAction, Diagnostic } from 'vscode-languageserver-protocol';
import {
  answerViewRequest, cancelExplainNotification, explainProgressNotification, explainRequest, solveRequest, type SolveSettings,
} from '../../server/src/protocol';
import { scratchDir } from '../scratch';
import { REPO_ROOT, startSession, type LspSession } from './lspSession';

const bundled: SolveSettings = { engine: 'wasm', models: 1 };

describe('Why No Answer? over the protocol', () => {
  let session: LspSession;
  let dir: string;
  let runs = 0;
  before(async () => {
    dir = scratchDir('asp-explain-');
    session = await startSession(dir);
  });
  after(() => session.close());

  function copy(name: string, from: string): { uri: string; text: string } {
    const text = readFileSync(join(REPO_ROOT, from), 'utf8');
    writeFileSync(join(dir, name), text);
    return { uri: pathToFileURL(join(dir, name)).href, text };
  }

  it('offers the quick fix on a solve\'s no-answer diagnostic, then explains at the constraint and draws the cells', async () => {
    const { uri, text } = copy('walled-goal.lp', 'test/fixtures/explain/walled-goal.lp');
    await session.open(uri, text);
    const solved = await session.connection.sendRequest(solveRequest, { uri, settings: bundled, runId: `run-${++runs}` });
    assert.equal(solved.status, 'unsatisfiable');
    const noAnswer = (await session.diagnostics(uri, (d) => d.some((x) => x.code === 'no-answer'))).find((d) => d.code === 'no-answer')!;
    const actions = await session.connection.sendRequest<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri }, range: noAnswer.range, context: { diagnostics: [noAnswer] },
    });
    const fix = actions.find((a) => a.title === 'Why No Answer?');
    assert.deepEqual(fix?.command, { title: 'Why No Answer?', command: 'aspPuzzles.whyNoAnswer', arguments: [uri] });

    const runId = `explain-${++runs}`;
    const progress: string[] = [];
    const listening = session.connection.onNotification(explainProgressNotification, (p) => {
      if (p.runId === runId) progress.push(p.message);
    });
    const report = await session.connection.sendRequest(explainRequest, { uri, settings: bundled, explain: { minimal: true }, runId });
    listening.dispose();
    assert.equal(report.status, 'explained', report.message);
    assert.equal(report.family, 'wall-maze');
    assert.equal(report.drawable, true);
    assert.ok(progress.some((m) => /^minimal cause/.test(m)), progress.join('\n'));
    const goal = report.violations.find((v) => v.text === ':- goal(X,Y), not on(X,Y).');
    assert.ok(goal);
    assert.match(report.message, /^No answer: the closest answer breaks 2 rules/);

    // The constraint's diagnostic is on the bundled encoding; the minimal cause's on the instance, with the others related.
    const inEncoding = await session.diagnostics(goal.location.uri, (d) => d.some((x) => x.source === 'clingo explain'));
    const said = inEncoding.find((d) => d.code === 'explain-violated' && d.range.start.line === goal.location.range.start.line);
    assert.equal(said?.message, 'No answer: the closest answer breaks this constraint: violated once: X=5, Y=4');
    const cause = (await session.diagnostics(uri, (d) => d.some((x) => x.code === 'explain-minimal-cause'))).filter((d: Diagnostic) => d.code === 'explain-minimal-cause');
    assert.deepEqual(cause.map((d) => text.split('\n')[d.range.start.line].slice(d.range.start.character, d.range.end.character)), report.minimal!.items.map((i) => i.text));

    // The preview's picture of the closest answer outlines the goal cell, with the rule as its label.
    const { view } = await session.connection.sendRequest(answerViewRequest, { runId, index: 0 });
    assert.equal(view?.kind, 'wall-maze');
    const outlined = view?.highlights?.find((h) => h.label.includes(':- goal(X,Y), not on(X,Y).'));
    assert.deepEqual(outlined?.cells, [[4, 5]]);
    assert.equal(view?.violations, undefined, 'the closest answer is not checked against the puzzle\'s rules');

    // An edit of the instance clears what the explanation said about it.
    await session.change(uri, `${text}% edited\n`, 2);
    assert.ok(await session.diagnostics(uri, (d) => !d.some((x) => x.source === 'clingo explain')));
  });

  it('says there is nothing to explain for a puzzle with an answer, and stops on request with what it has', async () => {
    const maze = copy('maze-5x5.lp', 'examples/maze/maze-5x5.lp');
    const fine = await session.connection.sendRequest(explainRequest, { uri: maze.uri, settings: bundled, runId: `explain-${++runs}` });
    assert.equal(fine.status, 'satisfiable');

    const flow = copy('crossing.lp', 'examples/flow/crossing.lp');
    const runId = `explain-${++runs}`;
    const stop = session.connection.onNotification(explainProgressNotification, (p) => {
      if (p.runId === runId && /left after 3 checks/.test(p.message)) void session.connection.sendNotification(cancelExplainNotification, { runId });
    });
    const report = await session.connection.sendRequest(explainRequest, { uri: flow.uri, settings: bundled, explain: { minimal: true }, runId });
    stop.dispose();
    assert.equal(report.status, 'explained');
    assert.equal(report.minimal?.stopped, 'cancelled');
    assert.ok(report.minimal!.items.length > 1, 'the smallest set found by then');
    // Text the explanation cannot take is a report with a message, never a crash: a syntax error, a term nested past
    // what the rewrite follows, a file that is not there.
    const broken = join(dir, 'broken.lp');
    writeFileSync(broken, 'p(1).\n:- p(X)\nq.\n');
    const syntax = await session.connection.sendRequest(explainRequest, { uri: pathToFileURL(broken).href, settings: bundled, runId: `explain-${++runs}` });
    assert.equal(syntax.status, 'error');
    assert.match(syntax.message, /syntax error/);
    const deep = join(dir, 'deep.lp');
    writeFileSync(deep, `p(1).\n:- p(X), X = ${'('.repeat(300)}1${')'.repeat(300)}${'+1'.repeat(5000)}.\n`);
    const nested = await session.connection.sendRequest(explainRequest, { uri: pathToFileURL(deep).href, settings: bundled, runId: `explain-${++runs}` });
    assert.ok(['explained', 'satisfiable', 'error', 'refused'].includes(nested.status), nested.status);
    await assert.rejects(session.connection.sendRequest(explainRequest, { uri: pathToFileURL(join(dir, 'gone.lp')).href, settings: bundled, runId: `explain-${++runs}` }));
    // The server keeps serving.
    const again = await session.connection.sendRequest(solveRequest, { uri: maze.uri, settings: bundled, runId: `run-${++runs}` });
    assert.equal(again.status, 'satisfiable');
  });
});
