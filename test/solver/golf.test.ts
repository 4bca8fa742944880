// The golf bench against the real clingo-wasm (and native clingo when it is installed): the seed's golfed encoding
// passes its tests, a copy with one constraint taken out fails them naming the answers that should not be there,
// and solver errors, unsatisfiable programs, options, the time limit and stopping each give their outcome.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { after, describe, it } from 'node:test';
import { discoverGolfTests } from '../../server/src/golf/discovery';
import { DiskGolfFiles } from '../../server/src/golf/golfFiles';
import { runGolfTest } from '../../server/src/golf/runTest';
import type { GolfTestResult } from '../../server/src/protocol';
import { readTextFile } from '../../server/src/readTextFile';
import { findClingoOnPath, NativeEngine } from '../../server/src/solving/nativeEngine';
import type { ReadSource } from '../../server/src/solving/program';
import type { Engine } from '../../server/src/solving/result';
import { WasmEngine } from '../../server/src/solving/wasmEngine';
import { scratchDir } from '../scratch';

const root = join(__dirname, '..', '..', '..');
const examples = join(root, 'examples');
const example = (path: string) => readFileSync(join(examples, path), 'utf8');
const read: ReadSource = (uri) => readTextFile(fileURLToPath(uri));

/** Writes the files into a fresh folder; returns the URI of each by name. */
function folder(files: Record<string, string>): (name: string) => string {
  const dir = scratchDir('asp-golf-');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return (name) => pathToFileURL(join(dir, name)).href;
}

/** Every test of the encoding, run on `engine`, by test id. */
async function runAll(engine: Engine, encodingUri: string, timeLimitMs?: number): Promise<Map<string, GolfTestResult>> {
  const files = new DiskGolfFiles();
  const encoding = discoverGolfTests(encodingUri, files);
  const results = new Map<string, GolfTestResult>();
  for (const test of encoding.tests) {
    results.set(test.id, await runGolfTest(encoding, test, { engine, read, files, ...(timeLimitMs ? { timeLimitMs } : {}) }));
  }
  return results;
}

const SYMMETRY = ':-e(V,W,C),not e(W,V,C).';
const FLOW_TESTS = ['level2.lp', 'level2-expected.lp', 'level21.lp'];

const engines: [string, () => Engine][] = [['clingo-wasm', () => new WasmEngine()]];
const native = findClingoOnPath();
if (native) engines.push(['native clingo', () => new NativeEngine(native)]);

for (const [name, makeEngine] of engines) {
  describe(`golf tests with ${name}`, () => {
    const engine = makeEngine();
    after(() => engine.dispose());

    it('passes the seed\'s golf.lp on level 2 (its one answer equals the shouldbe facts) and level 21 (9 answers)', async () => {
      const results = await runAll(engine, pathToFileURL(join(examples, 'flow', 'golf.lp')).href);
      const level2 = results.get('level2.lp')!;
      assert.equal(level2.outcome, 'passed', level2.message);
      assert.equal(level2.answers, 1);
      assert.equal(level2.exhausted, true);
      assert.equal(level2.message, "1 answer; it equals the shouldbe facts and keeps the puzzle's rules");
      const level21 = results.get('level21.lp')!;
      assert.equal(level21.outcome, 'passed', level21.message);
      assert.equal(level21.answers, 9);
      assert.equal(level21.score.bytes, 180);
      assert.equal(results.get('board6x6.lp')?.answers, 4);
      assert.equal(results.get('crossing.lp')?.message, 'unsatisfiable, as expected');
      assert.ok([...results.values()].every((r) => r.outcome === 'passed'), JSON.stringify([...results.values()].map((r) => r.message)));
    });

    it('passes every test of the other example encodings', async () => {
      for (const path of ['flow/golf-commented.lp', 'wall-maze/path-golf.lp']) {
        const results = await runAll(engine, pathToFileURL(join(examples, path)).href);
        assert.ok(results.size >= 3, path);
        for (const [id, r] of results) assert.equal(r.outcome, 'passed', `${path} ${id}: ${r.message}`);
      }
    });

    it('fails golf.lp without its symmetry constraint, naming the answers that differ and the one too many', async () => {
      const golf = example('flow/golf.lp');
      assert.ok(golf.includes(SYMMETRY));
      const uri = folder({ 'golf.lp': golf.replace(SYMMETRY, ''), ...Object.fromEntries(FLOW_TESTS.map((n) => [n, example(`flow/${n}`)])) });
      const results = await runAll(engine, uri('golf.lp'));
      const level2 = results.get('level2.lp')!;
      assert.equal(level2.outcome, 'failed');
      assert.equal(level2.score.bytes, 180 - SYMMETRY.length);
      const differing = level2.failures.filter((f) => f.kind === 'answer');
      assert.ok(differing.length > 1, level2.message);
      for (const f of differing) {
        assert.ok(f.kind === 'answer');
        assert.ok(f.missing.length + f.extra.length > 0);
        assert.equal(f.location.uri, uri('level2-expected.lp'));
        assert.equal(f.expected.split('\n').length - 1, 42);
        // What the answer has and the shouldbe facts do not: a one-way edge, or an edge of another colour.
        assert.ok(f.extra.every((a) => /^e\(v\d\d,v\d\d,\w+\)$/.test(a)), f.extra.join());
      }
      assert.ok(level2.failures.some((f) => f.kind === 'invalid' && f.violations.some((v) => v.rule === 'flow-symmetry')));
      const level21 = results.get('level21.lp')!;
      assert.equal(level21.outcome, 'failed');
      const count = level21.failures.find((f) => f.kind === 'models');
      assert.ok(count?.kind === 'models');
      assert.deepEqual([count.expected, count.found, count.atLeast, count.extraAnswer?.answer], [9, 10, true, 10]);
      assert.equal(count.location.uri, uri('level21.lp'));
      assert.deepEqual(count.location.range.start, { line: 1, character: 0 });
      assert.equal(level21.message, 'at least 10 answers, expected 9');
    });

    it('reports a syntax error of the encoding at its line, and an unsatisfiable program as a failure of its shouldbe facts', async () => {
      const uri = folder({
        'broken.lp': '{e(V,W,C):a(V,W),c(C)}.\nr(V):-s(V,_) s(V).\n',
        'none.lp': `${example('flow/golf.lp')}\n:-v(V).\n`,
        ...Object.fromEntries(FLOW_TESTS.map((n) => [n, example(`flow/${n}`)])),
      });
      const broken = (await runAll(engine, uri('broken.lp'))).get('level2.lp')!;
      assert.equal(broken.outcome, 'errored');
      assert.match(broken.message, /^broken\.lp:\d+:\d+: .*syntax error/);
      const error = broken.messages.find((m) => m.severity === 'error');
      assert.equal(error?.location?.uri, uri('broken.lp'));
      assert.equal(error?.location?.range.start.line, 1);
      const none = await runAll(engine, uri('none.lp'));
      const level2 = none.get('level2.lp')!;
      assert.equal(level2.outcome, 'failed');
      assert.deepEqual(level2.failures.map((f) => f.kind), ['unsatisfiable']);
      assert.equal(level2.failures[0].kind === 'unsatisfiable' && level2.failures[0].location.uri, uri('level2-expected.lp'));
      assert.equal(none.get('level21.lp')?.message, '0 answers, expected 9');
    });

    it('gives the encoding\'s %! options: to clingo and counts them apart', async () => {
      const uri = folder({
        'enc.lp': '%! options: --project\n{ a(X) : item(X) }.\n#show.\n',
        'items.lp': '%! models: 1\nitem(1..3).\n',
      });
      const result = (await runAll(engine, uri('enc.lp'))).get('items.lp')!;
      assert.equal(result.outcome, 'passed', result.message);
      assert.deepEqual([result.score.bytes, result.score.optionBytes], [26, 10]);
      const without = folder({ 'enc.lp': '{ a(X) : item(X) }.\n#show.\n', 'items.lp': '%! models: 1\nitem(1..3).\n' });
      assert.equal((await runAll(engine, without('enc.lp'))).get('items.lp')?.message, 'at least 2 answers, expected 1');
    });

    it('stops a test at the time limit without a verdict', async () => {
      const uri = folder({
        'pigeons.lp': '1 { in(P,H) : h(H) } 1 :- p(P). :- in(P,H), in(Q,H), P < Q.\n',
        'thirteen.lp': '%! models: 0\np(1..13). h(1..12).\n',
      });
      const result = (await runAll(engine, uri('pigeons.lp'), 500)).get('thirteen.lp')!;
      assert.equal(result.outcome, 'errored');
      assert.match(result.message, /time limit of 0\.5 s/);
    });
  });
}

describe('stopping a golf test', () => {
  const engine = new WasmEngine();
  after(() => engine.dispose());

  it('ends it as cancelled, and the next test runs on the same engine', async () => {
    const uri = folder({
      'pigeons.lp': '1 { in(P,H) : h(H) } 1 :- p(P). :- in(P,H), in(Q,H), P < Q.\n',
      'thirteen.lp': '%! models: 0\np(1..13). h(1..12).\n',
      'three.lp': '%! models: 0\np(1..3). h(1..2).\n',
    });
    const files = new DiskGolfFiles();
    const encoding = discoverGolfTests(uri('pigeons.lp'), files);
    const test = (id: string) => encoding.tests.find((t) => t.id === id)!;
    const running = runGolfTest(encoding, test('thirteen.lp'), { engine, read, files });
    await new Promise((resolve) => setImmediate(resolve));
    await engine.cancel();
    const stopped = await running;
    assert.equal(stopped.outcome, 'cancelled');
    const next = await runGolfTest(encoding, test('three.lp'), { engine, read, files });
    assert.equal(next.outcome, 'passed', next.message);
  });
});
