// The differential check's verdict on hand-made answers, and the test file it writes: what counts as the same
// answer (the atoms of the predicate, as a set), extra, missing and duplicate answers, "at least" when the run
// stopped, and a file that the golf bench takes as a test of the encoding.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { discoverGolfTests } from '../../server/src/golf/discovery';
import { golfFilesFromTexts } from '../../server/src/golf/golfFiles';
import { parseSignature } from '../../server/src/golf/compare';
import { compareWithReference, projectAnswers, type Sides } from '../../server/src/golf/referenceCompare';
import { referenceInstances } from '../../server/src/golf/referenceInstances';
import { counterexampleTestFile } from '../../server/src/golf/referenceTestFile';
import { parseSymbol } from '../../server/src/solving/symbols';

const E3 = parseSignature('e/3');
const answer = (...atoms: string[]) => ({ atoms: atoms.map(parseSymbol) });
const names = { encoding: 'golf.lp', reference: 'flow.lp', predicate: 'e/3' };
const project = (...answers: { atoms: ReturnType<typeof parseSymbol>[] }[]) => projectAnswers(E3, answers);

function sides(reference: ReturnType<typeof project>, answers: ReturnType<typeof project>, exhausted = true): Sides {
  return { reference, answers, exhausted, names };
}

describe('the differential check\'s verdict', () => {
  const A = answer('e(v1,v2,"A")', 'e(v2,v1,"A")');
  const B = answer('e(v1,v3,"A")', 'e(v3,v1,"A")');

  it('agrees on the same answers in any order, whatever else either shows', () => {
    const shown = answer('e(v2,v1,"A")', 'r(v1)', 'e(v1,v2,"A")', 'e(v1,v2,"A")');
    assert.deepEqual(compareWithReference(sides(project(A, B), project(B, shown))), { kind: 'agree' });
    assert.deepEqual(compareWithReference(sides(project(), project())), { kind: 'agree' });
  });

  it('names an answer the reference lacks, the closest of its answers and the atoms apart', () => {
    const C = answer('e(v1,v2,"A")', 'e(v2,v1,"B")');
    const v = compareWithReference(sides(project(A, B), project(A, C)));
    assert.equal(v.kind, 'answers');
    assert.ok(v.kind === 'answers');
    assert.equal(v.message, "both have 2 answers: golf.lp's answer 2 is none of flow.lp's; flow.lp's answer 2 is not among golf.lp's");
    assert.deepEqual(v.differences[0], { kind: 'extra', answer: 2, closest: 1, missing: ['e(v2,v1,"A")'], extra: ['e(v2,v1,"B")'] });
    // Told from the encoding's side: its closest answer (1, A) lacks B's atoms and has A's beside them.
    assert.deepEqual(v.differences[1], { kind: 'missing', answer: 2, closest: 1, missing: ['e(v1,v3,"A")', 'e(v3,v1,"A")'], extra: ['e(v1,v2,"A")', 'e(v2,v1,"A")'] });
  });

  it('counts answers: too many (at least, when the run stopped), too few, the same atoms twice', () => {
    const more = compareWithReference(sides(project(A), project(A, B), false));
    assert.ok(more.kind === 'answers');
    assert.match(more.message, /^golf\.lp has at least 2 answers, flow\.lp 1: golf\.lp's answer 2 is none of flow\.lp's$/);
    const fewer = compareWithReference(sides(project(A, B), project(B)));
    assert.ok(fewer.kind === 'answers');
    assert.equal(fewer.message, "golf.lp has 1 answer, flow.lp 2: flow.lp's answer 1 is not among golf.lp's");
    const twice = compareWithReference(sides(project(A), project(A, answer('e(v2,v1,"A")', 'e(v1,v2,"A")', 'hidden')), false));
    assert.ok(twice.kind === 'count');
    assert.match(twice.message, /answers 1 and 2 have the same e\/3 atoms$/);
    assert.match(twice.hint ?? '', /--project/);
  });

  it('has no verdict when the run stopped before it saw everything and nothing differs yet', () => {
    assert.deepEqual(compareWithReference(sides(project(A, B), project(A), false)), { kind: 'unknown' });
  });

  it('hints at #show when the encoding shows none of the predicate, and lists the broken rules of an extra answer', () => {
    const v = compareWithReference({ ...sides(project(A), project(answer('r(v1)'))), violations: () => Array.from({ length: 7 }, (_, i) => `rule${i}: broken`) });
    assert.ok(v.kind === 'answers');
    assert.equal(v.hint, "golf.lp's answers have no e/3 atoms: does it #show e/3?");
    assert.deepEqual([v.differences[0].violations?.length, v.differences[0].violationCount], [5, 7]);
  });
});

describe('the counterexample\'s test file', () => {
  const [instance] = referenceInstances('flow', 4, 1);
  const reference = project(answer('e(v11,v12,"A")', 'e(v12,v11,"A")'));
  const input = {
    encodingUri: 'file:///w/golf.lp', encodingNamesTests: false, instance, seed: 4, count: 10, names, reference, message: 'golf.lp has 2 answers, flow.lp 1',
  };

  it('holds the instance, the count, the one answer as shouldbe facts, and is a test of the encoding beside it', () => {
    const file = counterexampleTestFile(input);
    assert.deepEqual([file.fileName, file.uri, file.discovered, file.testLine], ['flow-counterexample-4.lp', 'file:///w/flow-counterexample-4.lp', true, undefined]);
    assert.match(file.text, /^% A counterexample to golf\.lp, found by checking it against the bundled flow\.lp/);
    assert.match(file.text, /^%! models: 1\n%! expect: e\/3\n\n% Flow Free/m);
    assert.match(file.text, /^shouldbe\(v11,v12,"A"\)\. shouldbe\(v12,v11,"A"\)\.$/m);
    const encoding = discoverGolfTests(input.encodingUri, golfFilesFromTexts({ [input.encodingUri]: '{e(V,W,C):a(V,W),c(C)}.:-s(V,_),v(V).', [file.uri]: file.text }));
    assert.deepEqual(encoding.tests.map((t) => t.id), ['flow-counterexample-4.lp']);
    const kinds = encoding.tests[0].expectations.map((e) => e.kind === 'answer' ? `${e.kind} ${e.predicate}` : e.kind === 'models' ? `models ${e.count}` : e.kind);
    assert.deepEqual(kinds, ['models 1', 'answer e/3', 'valid']);
    assert.deepEqual(encoding.tests[0].problems, []);
  });

  it('names the encoding when written elsewhere, and gives the %! test: line for an encoding that lists its tests', () => {
    const elsewhere = counterexampleTestFile({ ...input, folderUri: 'file:///w/found/' });
    assert.equal(elsewhere.uri, 'file:///w/found/flow-counterexample-4.lp');
    assert.match(elsewhere.text, /^%! encoding: \.\.\/golf\.lp$/m);
    assert.equal(elsewhere.discovered, false);
    const listed = counterexampleTestFile({ ...input, encodingNamesTests: true });
    assert.deepEqual([listed.discovered, listed.testLine], [false, '%! test: flow-counterexample-4.lp']);
    const many = counterexampleTestFile({ ...input, reference: project(answer('e(v1,v2,"A")'), answer('e(v1,v3,"A")')) });
    assert.match(many.text, /^%! models: 2$/m);
    assert.doesNotMatch(many.text, /shouldbe|%! expect/);
  });
});
