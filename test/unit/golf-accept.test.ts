// Accept actual: the edit that makes an answer a test's expected one. Applied to the files' texts, the test's
// shouldbe facts must then say exactly the atoms accepted, everything else in the files staying as it was.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { acceptAnswer } from '../../server/src/golf/acceptAnswer';
import { discoverGolfTests } from '../../server/src/golf/discovery';
import { golfFilesFromTexts } from '../../server/src/golf/golfFiles';
import { parseSource } from '../../server/src/language/workspace';
import type { FileTextEdit, GolfTest } from '../../server/src/protocol';
import { example } from './navigation-helpers';

const uri = (name: string) => `file:///w/${name}`;

function setup(texts: Record<string, string>, encoding: string, testId: string) {
  const test = discoverGolfTests(uri(encoding), golfFilesFromTexts(texts)).tests.find((t) => t.id === testId);
  assert.ok(test, `no test ${testId}`);
  return test;
}

function accept(texts: Record<string, string>, test: GolfTest, atoms: string[], expected: string) {
  return acceptAnswer(test, { predicate: 'e/3', atoms, expected }, (u) => (u in texts ? parseSource(u, texts[u]) : undefined));
}

/** The texts with the edits applied (LSP positions; edits of one file do not overlap). */
function applied(texts: Record<string, string>, edits: FileTextEdit[]): Record<string, string> {
  const out = { ...texts };
  const byFile = new Map<string, FileTextEdit[]>();
  for (const e of edits) byFile.set(e.uri, [...(byFile.get(e.uri) ?? []), e]);
  for (const [u, list] of byFile) {
    const text = out[u];
    const offset = (p: { line: number; character: number }) => {
      let line = 0;
      let i = 0;
      while (line < p.line) {
        const m = /\r\n|\r|\n/g;
        m.lastIndex = i;
        const found = m.exec(text);
        assert.ok(found, 'a position past the end');
        i = found.index + found[0].length;
        line++;
      }
      return i + p.character;
    };
    const spans = list.map((e) => ({ start: offset(e.range.start), end: offset(e.range.end), text: e.newText })).sort((a, b) => b.start - a.start);
    let result = text;
    for (const s of spans) result = result.slice(0, s.start) + s.text + result.slice(s.end);
    out[u] = result;
  }
  return out;
}

function factsIn(texts: Record<string, string>, test: GolfTest): string {
  return [...(test.expectationFile ? [test.expectationFile] : []), ...test.instances]
    .flatMap((u) => texts[u].split(/\r?\n/).filter((l) => l.startsWith('shouldbe(')))
    .join('\n');
}

const FLOW = ['golf.lp', 'level2.lp', 'level2-expected.lp'];
const flowTexts = (): Record<string, string> => Object.fromEntries(FLOW.map((n) => [uri(`flow/${n}`), example(`flow/${n}`)]));

/** level2-expected.lp's atoms as e/3, sorted as a failure lists them. */
function level2Expected(texts: Record<string, string>): string[] {
  const test = setup(texts, 'flow/golf.lp', 'level2.lp');
  return factsIn(texts, test).split('\n').map((l) => `e${l.slice('shouldbe'.length, -1)}`)
    .sort(new Intl.Collator('en', { numeric: true, sensitivity: 'variant', caseFirst: 'upper' }).compare);
}

describe('accepting an answer as a test\'s shouldbe facts', () => {
  it('rewrites level2-expected.lp\'s facts as the answer, keeping its comments and the seed\'s two constraints', () => {
    const texts = flowTexts();
    const test = setup(texts, 'flow/golf.lp', 'level2.lp');
    const expected = level2Expected(texts);
    // An answer with one edge of another colour.
    const actual = expected.filter((a) => a !== 'e(v11,v12,yellow)').concat('e(v11,v12,red)').sort();
    const result = accept(texts, test, actual, `${expected.join('\n')}\n`);
    assert.ok(!('error' in result), 'error' in result ? result.error : '');
    assert.deepEqual([result.factsBefore, result.factsAfter], [42, 42]);
    const after = applied(texts, result.edits)[uri('flow/level2-expected.lp')];
    const before = texts[uri('flow/level2-expected.lp')];
    const lines = after.split('\n');
    assert.deepEqual(lines.slice(0, 4), before.split('\n').slice(0, 4), 'the comment at the top');
    assert.deepEqual(lines.filter((l) => l.startsWith('shouldbe(')), actual.map((a) => `shouldbe${a.slice(1)}.`));
    assert.ok(after.endsWith(':-not e(V,W,C),shouldbe(V,W,C).\n:-e(V,W,C),not shouldbe(V,W,C).\n'), after.slice(-120));
    assert.equal(lines.length, before.split('\n').length, 'a fact a line, as before');
    // The test now expects exactly the accepted atoms.
    const again = setup(applied(texts, result.edits), 'flow/golf.lp', 'level2.lp');
    const check = acceptAnswer(again, { predicate: 'e/3', atoms: actual, expected: `${actual.join('\n')}\n` }, (u) => parseSource(u, applied(texts, result.edits)[u]));
    assert.ok(!('error' in check), 'error' in check ? check.error : '');
  });

  it('takes facts spread over an instance, keeping what lies between them and the line ends of the file', () => {
    const instance = 'v(1;2).\r\na(1,2).\r\na(2,1).\r\nc(r).\r\ns(1,r).\r\ns(2,r).\r\nshouldbe(1,2,r).\r\nv(3). shouldbe(2,9,r).\r\n  shouldbe(2,1,r). % the way back\r\n';
    const texts = { [uri('f/golf.lp')]: example('flow/golf.lp'), [uri('f/tiny.lp')]: instance };
    const test = setup(texts, 'f/golf.lp', 'tiny.lp');
    const result = accept(texts, test, ['e(1,2,r)', 'e(2,1,r)'], 'e(1,2,r)\ne(2,1,r)\ne(2,9,r)\n');
    assert.ok(!('error' in result), 'error' in result ? result.error : '');
    assert.equal(
      applied(texts, result.edits)[uri('f/tiny.lp')],
      'v(1;2).\r\na(1,2).\r\na(2,1).\r\nc(r).\r\ns(1,r).\r\ns(2,r).\r\nshouldbe(1,2,r).\r\nshouldbe(2,1,r).\r\nv(3). \r\n  % the way back\r\n',
    );
  });

  it('refuses when the facts changed since the run, or an atom is not of the predicate', () => {
    const texts = flowTexts();
    const test = setup(texts, 'flow/golf.lp', 'level2.lp');
    const expected = level2Expected(texts);
    const stale = accept(texts, test, expected, 'e(v11,v12,yellow)\n');
    assert.ok('error' in stale);
    assert.match(stale.error, /changed since it ran: run it again/);
    const other = accept(texts, test, ['r(v11)'], `${expected.join('\n')}\n`);
    assert.ok('error' in other);
    assert.match(other.error, /r\(v11\) is not an atom of e\/3/);
    const nested = accept(texts, test, ['e(v11,v12)'], `${expected.join('\n')}\n`);
    assert.ok('error' in nested);
    assert.match(nested.error, /do not read back as 3-place shouldbe facts/);
  });

});
