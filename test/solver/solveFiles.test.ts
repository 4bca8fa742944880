// Solving files with includes: the assembly of the program text, and clingo's messages mapped back to the file,
// line and column they came from — against the real clingo-wasm (and native clingo when it is installed).
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, describe, it } from 'node:test';
import { findClingoOnPath, NativeEngine } from '../../server/src/solving/nativeEngine';
import { assembleProgram, locateInFiles, type ReadSource } from '../../server/src/solving/program';
import { solveFiles } from '../../server/src/solving/solveFiles';
import { WasmEngine } from '../../server/src/solving/wasmEngine';
import { formatSymbol } from '../../server/src/solving/symbols';
import { scratchDir } from '../scratch';

/** Writes the files into a fresh folder; returns their URIs by name. */
function folder(files: Record<string, string>): Record<string, string> {
  const dir = scratchDir('asp-solve-');
  const uris: Record<string, string> = {};
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
    uris[name] = pathToFileURL(join(dir, name)).href;
  }
  return uris;
}

const fromDisk: ReadSource = (uri) => {
  try {
    return { text: readFileSync(new URL(uri), 'utf8') };
  } catch {
    return undefined;
  }
};

describe('assembling a program from files', () => {
  it('inlines an include once, relative to the including file, and maps lines back', () => {
    const uris = folder({
      'main.lp': 'p(1).\n#include "lib/q.lp".\n#include "lib/q.lp".\nr :- q(X).\n',
      'lib/q.lp': 'q(2).\n#include "../shared.lp".\n',
      'shared.lp': 's.\n',
    });
    const program = assembleProgram([uris['main.lp']], fromDisk);
    assert.deepEqual(program.files, [uris['main.lp'], uris['lib/q.lp'], uris['shared.lp']]);
    assert.equal(program.problems.length, 0);
    assert.doesNotMatch(program.text, /#include/);
    const lines = program.text.split('\n');
    const sLine = lines.indexOf('s.') + 1;
    assert.deepEqual(locateInFiles(program, sLine, 1, sLine, 3), {
      uri: uris['shared.lp'], start: { line: 0, character: 0 }, end: { line: 0, character: 2 },
    });
    assert.equal(locateInFiles(program, 4, 6)?.uri, uris['main.lp']);
    assert.deepEqual(locateInFiles(program, 4, 6)?.start, { line: 3, character: 5 });
  });

  it('reports a missing include on its path and a cycle as a warning', () => {
    const uris = folder({ 'a.lp': 'a.\n#include "b.lp".\n', 'b.lp': 'b.\n#include "a.lp".\n#include "gone.lp".\n' });
    const program = assembleProgram([uris['a.lp']], fromDisk);
    const missing = program.problems.find((p) => p.severity === 'error');
    assert.equal(missing?.message, 'file could not be opened: gone.lp');
    assert.deepEqual(missing?.range, { uri: uris['b.lp'], start: { line: 2, character: 9 }, end: { line: 2, character: 18 } });
    const cycle = program.problems.find((p) => p.severity === 'warning');
    assert.equal(cycle?.message, 'include cycle: a.lp → b.lp → a.lp; each file is read once');
    assert.equal(cycle?.range.uri, uris['b.lp']);
  });

  it('turns clingo byte columns into character columns after non-ASCII text', () => {
    const uris = folder({ 'u.lp': 'p("é"). q(X).\n' });
    const program = assembleProgram([uris['u.lp']], fromDisk);
    // `q(X)` starts at byte column 10 (é is two bytes) but character column 9 (1-based).
    assert.deepEqual(locateInFiles(program, 1, 10, 1, 14)?.start, { line: 0, character: 8 });
  });

  it('keeps #program sections of one file from swallowing the next', () => {
    const uris = folder({ 'a.lp': '#program step(t).\nx(t).\n#include "b.lp".\n', 'b.lp': 'b.\n' });
    const program = assembleProgram([uris['a.lp']], fromDisk);
    assert.match(program.text, /#program base\.\nb\./);
    assert.equal(locateInFiles(program, program.text.split('\n').indexOf('b.') + 1, 1)?.uri, uris['b.lp']);
  });
});

describe('solving files with the bundled engine', () => {
  const engine = new WasmEngine();
  after(() => engine.dispose());

  it('solves an encoding with an included instance', async () => {
    const uris = folder({ 'enc.lp': '#include "inst.lp".\n1 { pick(X) : item(X) } 1.\n#show pick/1.\n', 'inst.lp': 'item(a;b;c).\n' });
    const solved = await solveFiles([uris['enc.lp']], fromDisk, engine, { models: 0 });
    assert.equal(solved.status, 'satisfiable');
    assert.deepEqual(solved.answers.map((a) => a.atoms.map(formatSymbol).join(' ')).sort(), ['pick(a)', 'pick(b)', 'pick(c)']);
    assert.equal(solved.exhausted, true);
  });

  it('reports a syntax error in an included file at its line and column there', async () => {
    const uris = folder({ 'enc.lp': 'a.\n#include "inst.lp".\nb :- a.\n', 'inst.lp': 'ok.\nitem(1) item(2).\n' });
    const solved = await solveFiles([uris['enc.lp']], fromDisk, engine, { models: 1 });
    assert.equal(solved.status, 'error');
    const located = solved.messages.find((m) => m.location);
    assert.match(located?.message ?? '', /syntax error/);
    assert.equal(located?.location?.uri, uris['inst.lp']);
    assert.deepEqual(located?.location?.range.start, { line: 1, character: 8 });
  });

  it('puts an unexpected end of file at the end of the file without a final newline', async () => {
    const uris = folder({ 'enc.lp': 'a.\n#include "inst.lp".\n', 'inst.lp': 'ok.\nitem(1' });
    const solved = await solveFiles([uris['enc.lp']], fromDisk, engine, { models: 1 });
    const located = solved.messages.find((m) => m.location);
    assert.match(located?.message ?? '', /unexpected EOF/);
    assert.equal(located?.location?.uri, uris['inst.lp']);
    assert.deepEqual(located?.location?.range.start, { line: 1, character: 6 });
  });

  it('keeps at most so many answers of "all", and says there may be more', async () => {
    const uris = folder({ 'loose.lp': '{ a; b; c }.\n' });
    const capped = await solveFiles([uris['loose.lp']], fromDisk, engine, { models: 0 }, undefined, 5);
    assert.equal(capped.answers.length, 5);
    assert.equal(capped.exhausted, false);
    assert.match(capped.messages.at(-1)?.message ?? '', /stopped after 5 answers; there may be more/);
    const all = await solveFiles([uris['loose.lp']], fromDisk, engine, { models: 0 }, undefined, 8);
    assert.equal(all.answers.length, 8);
    assert.equal(all.exhausted, true);
  });

  it('maps warnings to the file they are about', async () => {
    const uris = folder({ 'enc.lp': '#include "rules.lp".\n', 'rules.lp': '\n\nx :- missing(1).\n' });
    const solved = await solveFiles([uris['enc.lp']], fromDisk, engine, { models: 1 });
    const warning = solved.messages.find((m) => /does not occur in any rule head/.test(m.message));
    assert.equal(warning?.location?.uri, uris['rules.lp']);
    assert.equal(warning?.location?.range.start.line, 2);
  });

  it('does not run when an include is missing, and says where', async () => {
    const uris = folder({ 'enc.lp': 'a.\n#include "nope.lp".\n' });
    const solved = await solveFiles([uris['enc.lp']], fromDisk, engine, { models: 1 });
    assert.equal(solved.status, 'error');
    assert.equal(solved.messages[0].message, 'file could not be opened: nope.lp');
    assert.deepEqual(solved.messages[0].location?.range.start, { line: 1, character: 9 });
  });
});

const clingo = findClingoOnPath();
describe('solving files with native clingo', { skip: clingo ? false : 'native clingo is not installed' }, () => {
  const engine = new NativeEngine(clingo ?? 'clingo');
  after(() => engine.dispose());

  it('gives the same answers as the bundled engine, with positions mapped the same way', async () => {
    const uris = folder({ 'enc.lp': '#include "inst.lp".\n1 { pick(X) : item(X) } 1.\n#show pick/1.\n', 'inst.lp': 'item(a;b;c).\n' });
    const solved = await solveFiles([uris['enc.lp']], fromDisk, engine, { models: 0, threads: 2 });
    assert.equal(solved.status, 'satisfiable');
    assert.equal(solved.answers.length, 3);
    assert.equal(solved.exhausted, true);
    assert.match(solved.engine, /^clingo \(/);
    const broken = folder({ 'enc.lp': 'a.\n#include "inst.lp".\n', 'inst.lp': 'ok.\nitem(1) item(2).\n' });
    const failed = await solveFiles([broken['enc.lp']], fromDisk, engine, { models: 1 });
    assert.equal(failed.status, 'error');
    assert.equal(failed.messages.find((m) => m.location)?.location?.uri, broken['inst.lp']);
  });

  it('stops at the time limit with what it found, and after a cancel runs again', async () => {
    const pigeons = folder({ 'p.lp': '#const n = 13. p(1..n). h(1..n-1). 1 { in(P,H) : h(H) } 1 :- p(P). :- in(P,H), in(Q,H), P < Q.\n' });
    const timed = await solveFiles([pigeons['p.lp']], fromDisk, engine, { models: 1, timeLimitMs: 1000 });
    assert.equal(timed.status, 'timeout');
    const running = solveFiles([pigeons['p.lp']], fromDisk, engine, { models: 1 });
    setTimeout(() => void engine.cancel(), 300);
    assert.equal((await running).status, 'cancelled');
    const uris = folder({ 'a.lp': 'a.\n' });
    assert.equal((await solveFiles([uris['a.lp']], fromDisk, engine, { models: 1 })).status, 'satisfiable');
  });

  it('says clearly when the executable is missing', async () => {
    const uris = folder({ 'a.lp': 'a.\n' });
    const solved = await solveFiles([uris['a.lp']], fromDisk, new NativeEngine('/nonexistent/clingo'), { models: 1 });
    assert.equal(solved.status, 'error');
    assert.match(solved.messages[0].message, /native clingo was not found at '\/nonexistent\/clingo'/);
  });
});
