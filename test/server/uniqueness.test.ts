// Check Uniqueness and Show Forced Cells over the protocol, as the editor asks for them: the verdicts, the
// pictures the preview then asks for by the run's id (two boards with the differing cells, the greyed cells), the
// exports of those pictures, stopping a check, and an unsaved edit checked as it is.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import {
  answerViewRequest, cancelSolveNotification, checkUniquenessRequest, exportViewRequest, forcedCellsRequest, type SolveSettings,
} from '../../server/src/protocol';
import { scratchDir } from '../scratch';
import { REPO_ROOT, startSession, type LspSession } from './lspSession';

const examples = join(REPO_ROOT, 'examples');
const uriOf = (path: string) => pathToFileURL(join(examples, path)).href;
const bundled: SolveSettings = { engine: 'wasm', models: 1 };

describe('explanations over the protocol', () => {
  let session: LspSession;
  before(async () => {
    session = await startSession(examples);
  });
  after(() => session.close());

  it('finds two answers of two-answers.lp and draws them side by side, the eight differing cells outlined on both', async () => {
    const report = await session.connection.sendRequest(checkUniquenessRequest, { uri: uriOf('sudoku/two-answers.lp'), settings: bundled, runId: 'two' });
    assert.equal(report.check.verdict, 'several');
    assert.equal(report.check.differingCells, 8);
    assert.equal(report.check.message, 'Not unique: two answers that differ in 8 cells.');
    assert.equal(report.answers.length, 2);
    assert.equal(report.drawable, true);
    const { view } = await session.connection.sendRequest(answerViewRequest, { runId: 'two', index: 0 });
    assert.equal(view?.differing?.length, 8);
    assert.equal(view?.beside?.differing?.length, 8);
    assert.equal(view?.caption, report.check.message);
    const labels = (v: typeof view) => new Map(v!.cells.map((c) => [`${c.row},${c.column}`, c.label]));
    const [left, right] = [labels(view), labels(view!.beside)];
    for (const [r, c] of view!.differing!) assert.notEqual(left.get(`${r},${c}`), right.get(`${r},${c}`));
    const svg = await session.connection.sendRequest(exportViewRequest, { runId: 'two', index: 0, format: 'svg', theme: 'light' });
    assert.equal(svg.text?.match(/<g data-board=/g)?.length, 2);
    assert.match(svg.text ?? '', />answer 2</);
    const text = await session.connection.sendRequest(exportViewRequest, { runId: 'two', index: 0, format: 'text', theme: 'light' });
    assert.match(text.text ?? '', /^answer 1 +answer 2\n/);
  });

  it('proves easy.lp unique, and says no answer for clash.lp with nothing to draw', async () => {
    const easy = await session.connection.sendRequest(checkUniquenessRequest, { uri: uriOf('sudoku/easy.lp'), settings: bundled, runId: 'easy' });
    assert.equal(easy.check.verdict, 'unique');
    assert.equal(easy.status, 'satisfiable');
    const { view } = await session.connection.sendRequest(answerViewRequest, { runId: 'easy', index: 0 });
    assert.equal(view?.beside, undefined);
    assert.match(view?.caption ?? '', /^Unique/);
    const clash = await session.connection.sendRequest(checkUniquenessRequest, { uri: uriOf('sudoku/clash.lp'), settings: bundled, runId: 'clash' });
    assert.equal(clash.check.verdict, 'none');
    assert.equal(clash.drawable, undefined);
  });

  it('shows the forced cells of Flow level 21 with the golfed encoding the user picked', async () => {
    const report = await session.connection.sendRequest(forcedCellsRequest, {
      uri: uriOf('flow/golf.lp'), instances: [uriOf('flow/level21.lp')], settings: bundled, runId: 'flow',
    });
    assert.equal(report.check.verdict, 'forced');
    assert.equal(report.check.boardCells, 25);
    const { view } = await session.connection.sendRequest(answerViewRequest, { runId: 'flow', index: 0 });
    assert.ok(view?.unforced && view.unforced.length > 0 && view.unforced.length < 25, `unforced: ${view?.unforced?.length}`);
    assert.equal(report.check.forcedCells, 25 - view.unforced.length);
    assert.equal(report.check.message, `${25 - view.unforced.length} of 25 cells forced: the same in every answer.`);
    // The text picture writes `?` where the answers differ.
    assert.equal(report.answers[0].picture?.match(/\?/g)?.length, view.unforced.length);
  });

  it('checks an open document as it is in the editor, unsaved edits included', async () => {
    const dir = scratchDir('asp-explain-');
    const file = join(dir, 'choice.lp');
    writeFileSync(file, '1 { a; b } 1.\n');
    const uri = pathToFileURL(file).href;
    const onDisk = await session.connection.sendRequest(checkUniquenessRequest, { uri, settings: bundled, runId: 'disk' });
    assert.equal(onDisk.check.verdict, 'several');
    await session.open(uri, '1 { a; b } 1.\n:- b.\n');
    const edited = await session.connection.sendRequest(checkUniquenessRequest, { uri, settings: bundled, runId: 'edited' });
    assert.equal(edited.check.verdict, 'unique');
  });

  it('stops a check on request, undecided, and checks again', async () => {
    const dir = scratchDir('asp-explain-stop-');
    const slow = join(dir, 'pigeons.lp');
    writeFileSync(slow, '#const n = 13. p(1..n). h(1..n-1). 1 { in(P,H) : h(H) } 1 :- p(P). :- in(P,H), in(Q,H), P < Q.\n');
    const running = session.connection.sendRequest(forcedCellsRequest, { uri: pathToFileURL(slow).href, settings: bundled, runId: 'slow' });
    await session.connection.sendNotification(cancelSolveNotification, { runId: 'slow' });
    const stopped = await running;
    assert.equal(stopped.status, 'cancelled');
    assert.equal(stopped.check.verdict, 'undecided');
    assert.match(stopped.check.message, /^Undecided: stopped on request/);
    const again = await session.connection.sendRequest(checkUniquenessRequest, { uri: uriOf('wall-maze/dfs-6x6.lp'), settings: bundled, runId: 'again' });
    assert.equal(again.check.verdict, 'unique');
  });

  it('reports a syntax error at its place, undecided, and keeps serving', async () => {
    const dir = scratchDir('asp-explain-bad-');
    const file = join(dir, 'bad.lp');
    writeFileSync(file, 'a :- b c.\n');
    const report = await session.connection.sendRequest(checkUniquenessRequest, { uri: pathToFileURL(file).href, settings: bundled, runId: 'bad' });
    assert.equal(report.status, 'error');
    assert.equal(report.check.verdict, 'undecided');
    assert.ok(report.messages.some((m) => m.location?.range.start.line === 0));
    assert.equal(session.process.exitCode, null);
  });
});
