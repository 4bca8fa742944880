// Minify Encoding against clingo itself: a minified program gives clingo-wasm (and native clingo, when it is
// installed) the same answers, or the same errors, as the program it came from. This is the check of the
// minifier's spacing rules against clingo's own lexer, where the unit tests check them against ours.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { minify } from '../../server/src/golf/minify';
import { findClingoOnPath, NativeEngine } from '../../server/src/solving/nativeEngine';
import type { Engine, SolveResult } from '../../server/src/solving/result';
import { WasmEngine } from '../../server/src/solving/wasmEngine';
import { CASES } from '../unit/golf-minify-cases';
import { GROUPS } from '../unit/grammar-programs';

const root = join(__dirname, '..', '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

const wasm = new WasmEngine();
const nativePath = findClingoOnPath();
const native = nativePath ? new NativeEngine(nativePath) : undefined;
after(async () => {
  await wasm.dispose();
  await native?.dispose();
});

/** What clingo made of a program, without places in the text (they move when the text shrinks). */
function outcome(result: SolveResult) {
  const unplaced = (text: string) => text.replace(/(^|\n)\s*[^\s:]*:\d+:\d+(-\d+(:\d+)?)?: /g, '$1');
  return {
    status: result.status,
    answers: result.answers.map((a) => [...a.text].sort()),
    messages: result.messages.filter((m) => m.severity !== 'info' || m.line !== undefined)
      .map((m) => `${m.severity}: ${unplaced(m.text)}`),
  };
}

const MODELS = 20;

async function sameAnswers(engine: Engine, source: string, label: string, instance = ''): Promise<SolveResult> {
  const result = minify(source);
  assert.equal(result.proven, true, `${label}: ${result.reason}`);
  const options = { models: MODELS, timeLimitMs: 60_000 };
  const before = await engine.solve(`${source}\n${instance}`, options);
  const after = await engine.solve(`${result.text}\n${instance}`, options);
  assert.deepEqual(outcome(after), outcome(before), `${label} minified to ${JSON.stringify(result.text)}`);
  return after;
}

function lpFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return lpFiles(path);
    return name.endsWith('.lp') ? [path] : [];
  });
}

describe('minified programs solve as the originals', () => {
  it('golf-commented.lp minified has the same 9 answers on level21.lp', async () => {
    const source = read('examples/flow/golf-commented.lp');
    const instance = read('examples/flow/level21.lp');
    const all = { models: 0 };
    const before = await wasm.solve(`${source}\n${instance}`, all);
    const after = await wasm.solve(`${minify(source).text}\n${instance}`, all);
    assert.equal(before.answers.length, 9);
    assert.equal(after.exhausted, true);
    assert.deepEqual(outcome(after), outcome(before));
    assert.ok(after.answers.every((a) => a.text.every((atom) => atom.startsWith('e('))), 'only e/3 is shown');
  });

  it('the tricky cases of the unit tests, with a theory for their theory atoms', async () => {
    // Unary and binary `-` over constants, for `&a{...} = t` and `<= t`; p is a fact for the conditions.
    const theory = '#theory t { s { - : 1, unary ; - : 1, binary, left } ; &a/0 : s, {=, <=}, s, any }.\np.\n';
    let accepted = 0;
    for (const [input, expected] of CASES) {
      const withTheory = input.includes('&a') ? theory + input : input;
      assert.ok(minify(withTheory).text.endsWith(expected), `${input} minified to ${minify(withTheory).text}`);
      const result = await sameAnswers(wasm, withTheory, input);
      if (result.status !== 'error') accepted++;
    }
    assert.ok(accepted >= CASES.length - 3, `clingo accepts ${accepted} of ${CASES.length}`);
  });

  it('every .lp file of examples/ and test/ that parses, alone and for Flow with level21.lp', async () => {
    const files = [...lpFiles('examples'), ...lpFiles('test')].filter((f) => minify(read(f)).proven);
    assert.ok(files.length >= 40, `${files.length} files`);
    for (const file of files) await sameAnswers(wasm, read(file), file);
    const level21 = read('examples/flow/level21.lp');
    for (const file of ['examples/flow/golf.lp', 'test/grammar/flow-golf.lp']) await sameAnswers(wasm, read(file), file, level21);
  });

  it("every grammar agreement program that parses, errors and all", async () => {
    const programs = GROUPS.flatMap((g) => g.programs).filter((p) => minify(p).proven);
    assert.ok(programs.length > 1000, `${programs.length} programs`);
    let accepted = 0;
    for (const program of programs) {
      const result = await sameAnswers(wasm, program, JSON.stringify(program));
      if (result.status !== 'error') accepted++;
    }
    assert.ok(accepted > 1000, `clingo accepts ${accepted} of them`);
  });

  it('native clingo agrees on the examples too', { skip: native ? false : 'no clingo on the PATH' }, async () => {
    const level21 = read('examples/flow/level21.lp');
    await sameAnswers(native!, read('examples/flow/golf-commented.lp'), 'golf-commented.lp', level21);
    for (const file of lpFiles('examples').filter((f) => minify(read(f)).proven)) await sameAnswers(native!, read(file), file);
  });
});
