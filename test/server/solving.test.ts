// Solving over the protocol, as an editor would ask for it: what Solve means for a file, the solve itself with
// progress and stopping, and the solver's messages as diagnostics on the file they are about.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import {
  cancelSolveNotification, solvePlanRequest, solveProgressNotification, solveRequest, solverInfoRequest, type SolveSettings,
} from '../../server/src/protocol';
import { formatSymbol } from '../../server/src/solving/symbols';
import { scratchDir } from '../scratch';
import { REPO_ROOT, startSession, type LspSession } from './lspSession';

const examples = join(REPO_ROOT, 'examples');
const uriOf = (path: string) => pathToFileURL(join(examples, path)).href;
const bundled: SolveSettings = { engine: 'wasm', models: 0 };

describe('solving over the protocol', () => {
  let session: LspSession;
  before(async () => {
    session = await startSession(examples);
  });
  after(() => session.close());

  it('plans an instance with its bundled encoding, an encoding with instances to pick, and a whole program alone', async () => {
    const instance = await session.connection.sendRequest(solvePlanRequest, { uri: uriOf('flow/level2.lp') });
    assert.equal(instance.kind, 'instance');
    assert.equal(instance.family, 'flow');
    assert.match(instance.encoding ?? '', /\/server\/encodings\/flow\.lp$/);
    const maze = await session.connection.sendRequest(solvePlanRequest, { uri: uriOf('maze/maze-5x5.lp') });
    assert.equal(maze.family, 'cell-maze');
    const golf = await session.connection.sendRequest(solvePlanRequest, { uri: uriOf('flow/golf.lp') });
    assert.equal(golf.kind, 'encoding');
    assert.deepEqual(golf.expects, ['a/2', 'c/1', 's/2', 'v/1']);
    assert.deepEqual(golf.candidates?.slice(0, 4).sort(), ['board6x6', 'crossing', 'level2', 'level21'].map((n) => uriOf(`flow/${n}.lp`)));
    const queens = await session.connection.sendRequest(solvePlanRequest, { uri: uriOf('queens.lp') });
    assert.equal(queens.kind, 'program');
  });

  it('solves the seed maze: 3 answers, one of them the expected one, each drawn', async () => {
    const report = await session.connection.sendRequest(solveRequest, { uri: uriOf('maze/maze-5x5.lp'), settings: bundled, runId: 'maze' });
    assert.equal(report.status, 'satisfiable');
    assert.equal(report.answers.length, 3);
    assert.equal(report.exhausted, true);
    assert.equal(report.encodingBundled, true);
    const expected = readFileSync(join(examples, 'maze/maze-5x5-expected.lp'), 'utf8').match(/(wall|empty)\(\d+,\d+\)/g)!.sort();
    assert.ok(report.answers.some((a) => JSON.stringify(a.atoms.map(formatSymbol).sort()) === JSON.stringify(expected)));
    for (const a of report.answers) assert.equal(a.picture?.split('\n').length, 5);
  });

  it('solves an encoding with the instance the user picked, streaming progress', async () => {
    const progress: number[] = [];
    const listener = session.connection.onNotification(solveProgressNotification, (p) => {
      if (p.runId === 'golf') progress.push(p.answers);
    });
    const report = await session.connection.sendRequest(solveRequest, {
      uri: uriOf('flow/golf.lp'), instances: [uriOf('flow/level21.lp')], settings: bundled, runId: 'golf',
    });
    listener.dispose();
    assert.equal(report.status, 'satisfiable');
    assert.equal(report.answers.length, 9);
    assert.equal(report.exhausted, true);
    assert.deepEqual(report.files, [uriOf('flow/golf.lp'), uriOf('flow/level21.lp')]);
    // The instance the user chose makes it a Flow puzzle: the answers are drawn.
    assert.equal(report.family, 'flow');
    assert.equal(report.instance, uriOf('flow/level21.lp'));
    assert.ok(report.answers.every((a) => a.picture?.split('\n').length === 5));
    assert.ok(progress.length >= 1 && progress.every((n) => n >= 1 && n <= 9), `progress ${progress}`);
  });

  it('solves a file whose Lua script prints and runs a command: nothing runs, the session goes on', async () => {
    const dir = scratchDir('asp-sandbox-');
    const witness = join(dir, 'executed');
    const file = join(dir, 'escape.lp');
    writeFileSync(file, `a.\n#script (lua)\nfunction f(x)\n  print("hello")\n  os.execute("touch ${witness}")\n  return x\nend\n#end.\np(@f(1)).\n`);
    const report = await session.connection.sendRequest(solveRequest, { uri: pathToFileURL(file).href, settings: bundled, runId: 'escape' });
    assert.equal(report.status, 'error');
    assert.match(report.messages[0].message, /^print is not available in the bundled solver/);
    assert.equal(report.messages[0].location?.range.start.line, 3);
    const printless = file.replace(/escape\.lp$/, 'exec.lp');
    writeFileSync(printless, readFileSync(file, 'utf8').replace('print("hello")', ''));
    const exec = await session.connection.sendRequest(solveRequest, { uri: pathToFileURL(printless).href, settings: bundled, runId: 'exec' });
    assert.match(exec.messages[0].message, /^os\.execute is not available in the bundled solver/);
    assert.equal(existsSync(witness), false, 'the script ran a command on the host');
    // The protocol stream is intact: the server still answers, and solves.
    const next = await session.connection.sendRequest(solveRequest, { uri: uriOf('flow/level2.lp'), settings: bundled, runId: 'after-escape' });
    assert.equal(next.answers.length, 1);
    assert.equal(session.process.exitCode, null);
  });

  it('stops a run on request, answering with what it found, then solves again', async () => {
    const dir = scratchDir('asp-stop-');
    const slow = join(dir, 'pigeons.lp');
    writeFileSync(slow, '#const n = 13. p(1..n). h(1..n-1). 1 { in(P,H) : h(H) } 1 :- p(P). :- in(P,H), in(Q,H), P < Q.\n');
    const running = session.connection.sendRequest(solveRequest, { uri: pathToFileURL(slow).href, settings: bundled, runId: 'slow' });
    await session.connection.sendNotification(cancelSolveNotification, { runId: 'slow' });
    assert.equal((await running).status, 'cancelled');
    const again = await session.connection.sendRequest(solveRequest, { uri: uriOf('flow/level2.lp'), settings: bundled, runId: 'again' });
    assert.equal(again.answers.length, 1);
  });

  it('stops only the run it names: the one waiting behind another is cancelled, the running one finishes', async () => {
    // One solver serves every run of the session: stopping a run must not stop whichever happens to be running.
    const dir = scratchDir('asp-two-runs-');
    const nine = join(dir, 'nine.lp');
    // Nine pigeons in eight holes: unsatisfiable, about a second of search.
    writeFileSync(nine, 'p(1..9). h(1..8). 1 { in(P,H) : h(H) } 1 :- p(P). :- in(P,H), in(Q,H), P < Q.\n');
    const first = session.connection.sendRequest(solveRequest, { uri: pathToFileURL(nine).href, settings: bundled, runId: 'first' });
    const second = session.connection.sendRequest(solveRequest, { uri: uriOf('flow/level2.lp'), settings: bundled, runId: 'second' });
    await session.connection.sendNotification(cancelSolveNotification, { runId: 'second' });
    assert.equal((await second).status, 'cancelled');
    assert.equal((await first).status, 'unsatisfiable');
  });

  it('says whether the preview can draw the answer: a grid of cell/3 and color/3 atoms yes, queen/2 atoms no', async () => {
    const sudoku = await session.connection.sendRequest(solveRequest, { uri: uriOf('grid/sudoku.lp'), settings: { engine: 'wasm', models: 1 }, runId: 'grid' });
    assert.equal(sudoku.family, undefined);
    assert.equal(sudoku.drawable, true);
    const queens = await session.connection.sendRequest(solveRequest, { uri: uriOf('queens.lp'), settings: { engine: 'wasm', models: 1 }, runId: 'queens' });
    assert.equal(queens.status, 'satisfiable');
    assert.equal(queens.drawable, undefined);
  });

  it("shows one mistake once: clingo's syntax error about a statement the server reports broken is not published again", async () => {
    const dir = scratchDir('asp-twice-');
    const uri = pathToFileURL(join(dir, 'rules.lp')).href;
    writeFileSync(join(dir, 'rules.lp'), '');
    await session.open(uri, 'a.\nb :- a.\nc :- b\nd :- c.\n');
    await session.diagnostics(uri, (d) => d.length > 0);
    const report = await session.connection.sendRequest(solveRequest, { uri, settings: bundled, runId: 'twice' });
    // clingo runs the two rules together and complains at the next one's first word, a line later.
    const clingoError = report.messages.find((m) => /syntax error/.test(m.message));
    assert.equal(clingoError?.location?.range.start.line, 3, JSON.stringify(report.messages));
    // The solve's diagnostics are published before its answer arrives.
    const published = await session.diagnostics(uri);
    assert.deepEqual(published.map((d) => `${d.source}@${d.range.start.line}: ${d.message}`),
      ["clingo-lsp@2: syntax error, missing '.' at the end of the statement"]);
  });

  it('publishes a syntax error of an included file on that file, and clears it after the fix', async () => {
    const dir = scratchDir('asp-include-');
    const main = pathToFileURL(join(dir, 'main.lp')).href;
    const data = pathToFileURL(join(dir, 'data.lp')).href;
    writeFileSync(join(dir, 'main.lp'), '#include "data.lp".\nok :- item(X).\n');
    writeFileSync(join(dir, 'data.lp'), 'item(1).\nitem(2) item(3).\n');
    const broken = session.diagnostics(data, (d) => d.some((x) => x.source === 'clingo solver'));
    const report = await session.connection.sendRequest(solveRequest, { uri: main, settings: bundled, runId: 'include' });
    assert.equal(report.status, 'error');
    const [error] = (await broken).filter((d) => d.source === 'clingo solver');
    assert.match(String(error.message), /syntax error/);
    assert.equal(error.range.start.line, 1);
    writeFileSync(join(dir, 'data.lp'), 'item(1).\nitem(2). item(3).\n');
    const cleared = session.diagnostics(data, (d) => !d.some((x) => x.source === 'clingo solver'));
    const fixed = await session.connection.sendRequest(solveRequest, { uri: main, settings: bundled, runId: 'include2' });
    assert.equal(fixed.status, 'satisfiable');
    await cleared;
  });

  it('refuses a program over the bundled solver\'s size limit before running, naming native clingo', async () => {
    const dir = scratchDir('asp-big-');
    const big = join(dir, 'big.lp');
    writeFileSync(big, Array.from({ length: 120_000 }, (_, i) => `fact(${i}).`).join('\n'));
    const report = await session.connection.sendRequest(solveRequest, { uri: pathToFileURL(big).href, settings: bundled, runId: 'big' });
    assert.equal(report.status, 'too-large');
    assert.match(report.messages[0].message, /at most 1 MB.*native clingo/);
  });

  it('tells which solvers there are', async () => {
    const info = await session.connection.sendRequest(solverInfoRequest);
    assert.match(info.bundled, /clingo-wasm/);
  });
});
