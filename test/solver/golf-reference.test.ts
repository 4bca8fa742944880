// The differential check against the real clingo-wasm: the seed's golf.lp agrees with the bundled flow.lp on random
// boards, a copy without its symmetry constraint does not, and the test file written for the counterexample fails
// for the copy and passes for golf.lp when the golf bench runs it; the same seed makes the same instances; the
// wall-maze path encoding holds on mazes with cycles where one that assumes a perfect maze does not; errors,
// duplicate answers, #show and options, stopping.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { after, describe, it } from 'node:test';
import { discoverGolfTests, namedFilesTest } from '../../server/src/golf/discovery';
import { DiskGolfFiles } from '../../server/src/golf/golfFiles';
import { checkAgainstReference, type ReferenceCheckOptions } from '../../server/src/golf/reference';
import { referenceInstances } from '../../server/src/golf/referenceInstances';
import { runGolfTest } from '../../server/src/golf/runTest';
import type { CheckReferenceResult } from '../../server/src/protocol';
import { readTextFile } from '../../server/src/readTextFile';
import type { ReadSource } from '../../server/src/solving/program';
import { WasmEngine } from '../../server/src/solving/wasmEngine';
import { scratchDir } from '../scratch';

const examples = join(__dirname, '..', '..', '..', 'examples');
const example = (path: string) => readFileSync(join(examples, path), 'utf8');
const read: ReadSource = (uri) => readTextFile(fileURLToPath(uri));
const SYMMETRY = ':-e(V,W,C),not e(W,V,C).';

/** Writes the files into a fresh folder; returns the URI of each by name. */
function folder(files: Record<string, string>): (name: string) => string {
  const dir = scratchDir('asp-reference-');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return (name) => pathToFileURL(join(dir, name)).href;
}

/** A golfed path encoding that is right only when the passages form a tree: it walks every way towards the goal. */
const TREE_ONLY = '%! expect: step/4\n'
  + 'l(A,B,C,D):-passage(A,B,C,D).l(C,D,A,B):-passage(A,B,C,D).t(A,B,C,D):-l(A,B,C,D),goal(C,D).'
  + 't(A,B,C,D):-l(A,B,C,D),t(C,D,E,F),(A,B)!=(E,F).o(X,Y):-start(X,Y).step(A,B,C,D):-o(A,B),t(A,B,C,D),not goal(A,B).'
  + 'o(C,D):-step(_,_,C,D).\n';

describe('the differential check with clingo-wasm', () => {
  const engine = new WasmEngine();
  after(() => engine.dispose());
  const check = (encoding: string, options: Partial<ReferenceCheckOptions> = {}): Promise<CheckReferenceResult> =>
    checkAgainstReference({ encoding, count: 20, seed: 1, engine, read, files: new DiskGolfFiles(), ...options });

  it('finds no counterexample to the seed\'s golf.lp on 20 random Flow boards, and says how fast it went', async () => {
    const seen: number[] = [];
    const result = await check(pathToFileURL(join(examples, 'flow', 'golf.lp')).href, { onInstance: (e) => seen.push(e.instance.index) });
    assert.equal(result.error, undefined);
    assert.equal(result.counterexample, undefined, result.counterexample?.message);
    assert.deepEqual([result.family, result.reference, result.predicate], ['flow', 'flow.lp', 'e/3']);
    assert.equal(result.checked, 20);
    assert.equal(result.agreed + result.skipped.length, 20);
    assert.ok(result.agreed >= 15, JSON.stringify(result.skipped));
    assert.deepEqual(seen, Array.from({ length: 20 }, (_, i) => i + 1));
    assert.ok(result.instancesPerSecond > 0);
    assert.equal(result.cancelled, false);
  });

  it('finds one to golf.lp without its symmetry constraint; the test written for it fails for the copy and passes for golf.lp', async () => {
    const golf = example('flow/golf.lp');
    assert.ok(golf.includes(SYMMETRY));
    const uri = folder({ 'variant.lp': golf.replace(SYMMETRY, '') });
    const result = await check(uri('variant.lp'));
    const cx = result.counterexample;
    assert.ok(cx, 'a counterexample');
    assert.equal(result.checked, cx.index);
    // Without the constraint an edge need not come back: answers flow.lp does not have, more of them than it has.
    assert.ok(cx.answers > cx.referenceAnswers, cx.message);
    assert.match(cx.message, /^variant\.lp has at least \d+ answers?, flow\.lp \d+: variant\.lp's .* none of flow\.lp's/);
    const extra = cx.differences.find((d) => d.kind === 'extra');
    assert.ok(extra && extra.extra.length > 0);
    assert.ok(extra.violations?.some((v) => v.startsWith('flow-symmetry: ')), extra.violations?.join('\n'));
    // The test file: the instance's facts, the reference's count, its one answer as shouldbe facts.
    const test = cx.test;
    assert.equal(test.fileName, 'flow-counterexample-1.lp');
    assert.equal(test.uri, uri('flow-counterexample-1.lp'));
    assert.equal(test.discovered, true);
    assert.ok(test.text.includes(cx.instance.trimEnd()));
    assert.match(test.text, new RegExp(`^%! models: ${cx.referenceAnswers}$`, 'm'));
    assert.equal(/^shouldbe\(/m.test(test.text), cx.referenceAnswers === 1);
    assert.equal(test.outcome, 'failed', test.outcomeMessage);

    // Written beside the encodings, the bench finds it as a test of both, and judges them apart.
    writeFileSync(fileURLToPath(test.uri), test.text);
    writeFileSync(fileURLToPath(uri('golf.lp')), golf);
    const files = new DiskGolfFiles();
    for (const [name, outcome] of [['variant.lp', 'failed'], ['golf.lp', 'passed']]) {
      const encoding = discoverGolfTests(uri(name), files);
      assert.deepEqual(encoding.tests.map((t) => t.id), ['flow-counterexample-1.lp'], name);
      const run = await runGolfTest(encoding, encoding.tests[0], { engine, read, files });
      assert.equal(run.outcome, outcome, `${name}: ${run.message}`);
      assert.equal(run.answers > 0, true);
    }
  });

  it('makes the same instances from the same seed, and the same counterexample', async () => {
    const texts = (seed: number, count: number) => [...referenceInstances('flow', seed, count)].map((i) => i.facts);
    assert.deepEqual(texts(5, 4), texts(5, 4));
    assert.deepEqual(texts(5, 8).slice(0, 4), texts(5, 4), 'an instance does not depend on how many there are');
    assert.notDeepEqual(texts(6, 4), texts(5, 4));
    const sizes = new Set([...referenceInstances('flow', 1, 60)].map((i) => i.label.split(',')[0]));
    assert.deepEqual([...sizes].sort(), ['3x3', '4x4', '5x5', '6x6', '7x7']);
    const mazes = [...referenceInstances('wall-maze', 2, 3)].map((i) => i.facts);
    assert.deepEqual(mazes, [...referenceInstances('wall-maze', 2, 3)].map((i) => i.facts));
    const uri = folder({ 'variant.lp': example('flow/golf.lp').replace(SYMMETRY, '') });
    const [a, b] = [await check(uri('variant.lp'), { seed: 9 }), await check(uri('variant.lp'), { seed: 9 })];
    assert.ok(a.counterexample && b.counterexample);
    assert.deepEqual([a.counterexample.index, a.counterexample.test.text], [b.counterexample.index, b.counterexample.test.text]);
  });

  it('finds no counterexample to the golfed wall-maze path encoding, and one to an encoding that assumes a perfect maze', async () => {
    const pathGolf = pathToFileURL(join(examples, 'wall-maze', 'path-golf.lp')).href;
    const good = await check(pathGolf, { count: 25 });
    assert.equal(good.counterexample, undefined, good.counterexample?.message);
    assert.deepEqual([good.family, good.reference, good.predicate, good.agreed], ['wall-maze', 'wall-maze-path.lp', 'step/4', 25]);

    const uri = folder({ 'tree.lp': TREE_ONLY, 'path-golf.lp': example('wall-maze/path-golf.lp') });
    const bad = await check(uri('tree.lp'), { count: 25 });
    const cx = bad.counterexample;
    assert.ok(cx, 'a counterexample');
    assert.match(cx.label, /extra passage/, 'only a maze with cycles tells them apart');
    assert.equal(cx.kind, 'answers');
    assert.match(cx.test.text, /^%! expect: step\/4$/m);
    assert.equal(cx.test.outcome, 'failed', cx.test.outcomeMessage);
    // path-golf.lp names its tests with %! test: lines: the written file is a test of it only once a line names it.
    writeFileSync(fileURLToPath(cx.test.uri), cx.test.text);
    const files = new DiskGolfFiles();
    const encoding = discoverGolfTests(uri('path-golf.lp'), files);
    assert.ok(!encoding.tests.some((t) => t.instances.includes(cx.test.uri)));
    const test = namedFilesTest(uri('path-golf.lp'), [cx.test.uri], files)!;
    const run = await runGolfTest(encoding, test, { engine, read, files });
    assert.equal(run.outcome, 'passed', run.message);
    const againstPathGolf = await check(uri('path-golf.lp'), { count: 1 });
    assert.equal(againstPathGolf.counterexample, undefined);
  });

  it('says where the written test would not be found: an encoding with %! test: lines gets the line to add', async () => {
    const uri = folder({ 'tree.lp': `%! test: elsewhere.lp\n${TREE_ONLY}`, 'elsewhere.lp': '%! models: 1\nmaze(1,2). start(0,0). goal(0,1). passage(0,0,0,1).\n' });
    const cx = (await check(uri('tree.lp'), { count: 25 })).counterexample;
    assert.ok(cx);
    assert.equal(cx.test.discovered, false);
    assert.equal(cx.test.testLine, `%! test: ${cx.test.fileName}`);
  });

  it('reports the encoding\'s errors at its line as the counterexample', async () => {
    const uri = folder({ 'broken.lp': '{e(V,W,C):a(V,W),c(C)}.\nr(V):-s(V,_) s(V).\n' });
    const cx = (await check(uri('broken.lp'))).counterexample;
    assert.ok(cx);
    assert.equal(cx.index, 1);
    assert.equal(cx.kind, 'error');
    assert.match(cx.message, /^broken\.lp failed: broken\.lp:2:\d+: .*syntax error/);
    assert.equal(cx.messages.find((m) => m.severity === 'error')?.location?.uri, uri('broken.lp'));
  });

  it('counts answers that differ only in hidden atoms twice, as clingo does, unless the encoding asks for --project', async () => {
    // golf-commented.lp shows only e/3 (golf.lp shows everything, and x would be shown too).
    const twice = `${example('flow/golf-commented.lp')}\n{x}.\n`;
    const uri = folder({ 'twice.lp': twice, 'projected.lp': `%! options: --project\n${twice}` });
    const cx = (await check(uri('twice.lp'), { count: 3 })).counterexample;
    assert.ok(cx);
    assert.equal(cx.kind, 'count');
    assert.match(cx.message, /answers 1 and 2 have the same e\/3 atoms/);
    assert.match(cx.hint ?? '', /--project/);
    assert.ok(cx.differences.every((d) => d.kind === 'duplicate'));
    assert.equal(cx.test.outcome, 'failed', 'the test counts the answers');
    const projected = await check(uri('projected.lp'), { count: 3 });
    assert.equal(projected.counterexample, undefined, projected.counterexample?.message);
    assert.equal(projected.agreed + projected.skipped.length, 3);
  });

  it('says so when the encoding shows no atoms of the predicate', async () => {
    const uri = folder({ 'shows.lp': `${example('flow/golf.lp')}\n#show r/1.\n` });
    const cx = (await check(uri('shows.lp'), { count: 3 })).counterexample;
    assert.ok(cx);
    assert.match(cx.hint ?? '', /no e\/3 atoms: does it #show e\/3\?/);
  });

  it('asks for the family when the encoding reads nothing it knows, and stops when told to', async () => {
    const uri = folder({ 'other.lp': 'p(X) :- q(X).\n' });
    const unknown = await check(uri('other.lp'));
    assert.match(unknown.error ?? '', /name the family/);
    assert.equal(unknown.family, undefined);
    const abort = new AbortController();
    const stopped = await check(pathToFileURL(join(examples, 'flow', 'golf.lp')).href, {
      count: 200, signal: abort.signal, onInstance: (e) => e.checked === 2 && abort.abort(),
    });
    assert.equal(stopped.cancelled, true);
    assert.equal(stopped.checked, 2);
    assert.equal(stopped.counterexample, undefined);
  });
});
