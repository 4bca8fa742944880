// Making puzzles over the protocol, as the extension does it: Generate Flow Board's board is the one
// `asp-puzzles flow` prints for the same choices (byte for byte) and has one answer when solved as a file; a
// search can be stopped; a click's edit of an open instance, applied to its text, gives the board asked for, the
// instance diagnostics say what the edit broke, and the board as written comes with those problems. Mistakes are
// messages, and the server serves on.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { CancellationTokenSource } from 'vscode-languageserver-protocol';
import { LineIndex } from '../../server/src/language/lineIndex';
import {
  boardViewRequest, editBoardRequest, flowFromTextRequest, flowGeneratorRequest, generateFlowRequest, solveRequest, type FileTextEdit,
} from '../../server/src/protocol';
import { REPO_ROOT, startSession, type LspSession } from './lspSession';

const CLI = join(REPO_ROOT, 'dist', 'cli.js');

function applied(text: string, edits: FileTextEdit[]): string {
  const lines = new LineIndex(text);
  return edits
    .map((e) => ({ start: lines.offset(e.range.start), end: lines.offset(e.range.end), text: e.newText }))
    .sort((a, b) => b.start - a.start)
    .reduce((out, e) => out.slice(0, e.start) + e.text + out.slice(e.end), text);
}

describe('making puzzles over the protocol', () => {
  let dir: string;
  let session: LspSession;
  const uri = (name: string) => pathToFileURL(join(dir, name)).href;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'asp-making-'));
    session = await startSession(dir);
  });
  after(async () => {
    assert.equal(await session.close(), 0, session.stderr());
    rmSync(dir, { recursive: true, force: true });
  });

  it('generates the Flow board the command line makes, with one answer', async () => {
    const info = await session.connection.sendRequest(flowGeneratorRequest);
    const nine = info.sizes.find((s) => s.size === 9);
    assert.deepEqual(nine, { size: 9, defaultColours: 9, maxColours: 27 });
    const result = await session.connection.sendRequest(generateFlowRequest, { size: 6, colours: 5, seed: 21 });
    assert.ok('text' in result, 'error' in result ? result.error : '');
    assert.equal(result.fileName, 'flow-6x6-5-seed21.lp');
    assert.equal(result.commandLine, 'asp-puzzles flow --size 6 --colours 5 --seed 21');
    const run = spawnSync(process.execPath, [CLI, 'flow', '--size', '6', '--colours', '5', '--seed', '21'], { encoding: 'utf8', timeout: 120_000 });
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stdout, result.text);
    assert.match(run.stderr, /one solution, proven after \d+ boards? tried/);
    const text = spawnSync(process.execPath, [CLI, 'flow', '--size', '6', '--colours', '5', '--seed', '21', '--text'], { encoding: 'utf8', timeout: 120_000 });
    assert.equal(text.stdout, result.boardText);

    writeFileSync(join(dir, result.fileName), result.text);
    const report = await session.connection.sendRequest(solveRequest, { uri: uri(result.fileName), settings: { engine: 'wasm', models: 0 }, runId: 'flow' });
    assert.equal(report.status, 'satisfiable');
    assert.equal(report.answers.length, 1);
    assert.equal(report.exhausted, true);
  });

  it('says what is wrong with a request, and stops a search on request', async () => {
    assert.deepEqual(await session.connection.sendRequest(generateFlowRequest, { size: 4, colours: 9, seed: 1 }), {
      error: 'a 4x4 board takes 1 to 5 colours (each pipe at least 3 cells long), not 9',
    });
    assert.match((await session.connection.sendRequest(generateFlowRequest, null as never) as { error: string }).error, /no parameters/);
    // Two long pipes on a large board: the search would go on for long.
    const source = new CancellationTokenSource();
    const long = session.connection.sendRequest(generateFlowRequest, { size: 16, colours: 2, seed: 3 }, source.token);
    setTimeout(() => source.cancel(), 1500);
    const started = Date.now();
    const stopped = await long.catch((e: unknown) => ({ error: String(e) }));
    assert.ok('error' in stopped && /stopped on request|cancel/i.test(stopped.error), JSON.stringify(stopped));
    assert.ok(Date.now() - started < 30_000, 'stopped well before the search would have ended');
    const after = await session.connection.sendRequest(generateFlowRequest, { size: 4, colours: 3, seed: 2 });
    assert.ok('text' in after, 'the generator serves on');
  });

  it('makes the instance file of a board in the text format, which solves to its one answer; a broken board is problems', async () => {
    const made = await session.connection.sendRequest(flowFromTextRequest, { text: '\nY....\n.....\n..G..\nBGR.Y\nR...B\n', name: 'level2.txt' });
    assert.ok('text' in made, JSON.stringify(made));
    assert.equal(made.fileName, 'level2.lp');
    assert.match(made.text, /^% Flow Free, 5x5 with 4 colours, from level2\.txt:\n%   Y\.\.\.\.\n/);
    writeFileSync(join(dir, made.fileName), made.text);
    const report = await session.connection.sendRequest(solveRequest, { uri: uri(made.fileName), settings: { engine: 'wasm', models: 0 }, runId: 'text' });
    assert.equal(report.family, 'flow');
    assert.deepEqual([report.status, report.answers.length, report.exhausted], ['satisfiable', 1, true]);
    assert.equal(report.answers[0].picture, 'Yyyyy\nbbbby\nbgGby\nBGRbY\nRrrbB');

    const broken = await session.connection.sendRequest(flowFromTextRequest, { text: 'A.B\n..\nB.C\n', name: 'broken.txt' });
    assert.deepEqual('problems' in broken && broken.problems.map((p) => [p.line, p.column]), [[1, 1], [2, 3], [3, 3]]);
    const odd = await session.connection.sendRequest(flowFromTextRequest, null as never);
    assert.ok('problems' in odd && /empty/.test(odd.problems[0].message), JSON.stringify(odd));
    const huge = await session.connection.sendRequest(flowFromTextRequest, { text: `${'.'.repeat(400)}\n`.repeat(400), name: 'huge.txt' });
    assert.ok('problems' in huge && /at most 100,000/.test(huge.problems[0].message));
  });

  it("edits an open instance's board, and its diagnostics and board view say what the edit broke", async () => {
    copyFileSync(join(REPO_ROOT, 'examples', 'flow', 'level2.lp'), join(dir, 'level2.lp'));
    const file = uri('level2.lp');
    const text = readFileSync(join(dir, 'level2.lp'), 'utf8');
    await session.open(file, text);
    await session.diagnostics(file, (d) => d.length === 0);
    const result = await session.connection.sendRequest(editBoardRequest, { uri: file, text, edit: { kind: 'endpoint', cell: [0, 0], colour: 'yellow' } });
    assert.ok('edits' in result, 'error' in result ? result.error : '');
    assert.equal(result.description, 'endpoint of yellow removed from (1,1)');
    assert.ok(result.edits.every((e) => e.uri === file));
    const edited = applied(text, result.edits);
    assert.ok(!edited.includes('s(v11, yellow).'));
    await session.change(file, edited, 2);
    const diagnostics = await session.diagnostics(file, (d) => d.some((x) => /colour yellow has 1 endpoint/.test(String(x.message))));
    assert.ok(diagnostics.length > 0);

    const { view } = await session.connection.sendRequest(boardViewRequest, { uri: file, text: edited });
    assert.equal(view?.kind, 'flow');
    assert.ok(view?.violations?.some((v) => /yellow has 1 endpoint/.test(v.message)));
    const report = await session.connection.sendRequest(solveRequest, { uri: file, settings: { engine: 'wasm', models: 1 }, runId: 'edited' });
    assert.equal(report.status, 'unsatisfiable', 'the board the edit broke has no answer');

    const back = await session.connection.sendRequest(editBoardRequest, { uri: file, text: edited, edit: { kind: 'endpoint', cell: [0, 0], colour: 'yellow' } });
    assert.ok('edits' in back);
    assert.ok(applied(edited, back.edits).includes('s(v11,yellow).'));
    assert.deepEqual(await session.connection.sendRequest(editBoardRequest, { uri: file, text: edited, edit: { kind: 'wall', from: [0, 0], to: [0, 1] } }), {
      error: 'a Flow Free board has no walls to change',
    });
    assert.deepEqual(await session.connection.sendRequest(boardViewRequest, { uri: file, text: 42 as never }), {});
  });
});
