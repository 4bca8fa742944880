// Folding ranges and selection ranges.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { foldingRanges, selectionRanges, type SelectionRange } from '../../server/src/language/navigation';
import { at, example, textOf, workspace } from './navigation-helpers';

const A = 'file:///w/a.lp';

describe('foldingRanges', () => {
  it('folds multi-line statements, comments, runs of line comments, sections and regions', () => {
    const text = [
      '%* A block', // 0
      '   comment *%', // 1
      '% one', // 2
      '% two', // 3
      'p(1). % trailing', // 4
      '% alone', // 5
      '', // 6
      '% region Facts', // 7
      'q(X) :-', // 8
      '    p(X).', // 9
      '% endregion', // 10
      '#program step(t).', // 11
      'r(t).', // 12
      '', // 13
      '#program check(t).', // 14
      's(t).', // 15
      '% last', // 16
      '', // 17
    ].join('\n');
    const ranges = foldingRanges(workspace({ [A]: text }).get(A)!);
    assert.deepEqual(ranges, [
      { startLine: 0, endLine: 1, kind: 'comment' },
      { startLine: 2, endLine: 3, kind: 'comment' },
      { startLine: 7, endLine: 10, kind: 'region' },
      { startLine: 8, endLine: 9 },
      { startLine: 11, endLine: 13 },
      { startLine: 14, endLine: 16 },
    ]);
  });

  it('folds the comment runs of the golf example', () => {
    const ranges = foldingRanges(workspace({ [A]: example('flow/golf-commented.lp') }).get(A)!);
    assert.deepEqual(ranges.map((r) => `${r.startLine}-${r.endLine}:${r.kind}`), [
      '0-1:comment', '8-9:comment', '14-17:comment',
    ]);
  });

  it('is empty for an empty file and survives an unterminated block comment', () => {
    assert.deepEqual(foldingRanges(workspace({ [A]: '' }).get(A)!), []);
    assert.deepEqual(foldingRanges(workspace({ [A]: 'p.\n%* open\n\n' }).get(A)!), [{ startLine: 1, endLine: 3, kind: 'comment' }]);
  });
});

function chainOf(ws: ReturnType<typeof workspace>, range: SelectionRange): string[] {
  const out: string[] = [];
  for (let r: SelectionRange | undefined = range; r; r = r.parent) out.push(textOf(ws, A, r.range));
  return out;
}

describe('selectionRanges', () => {
  const text = 'a.\n#program base.\nreach(Y) :- reach(X), edge(X, f(Y)), not blocked(Y).\nb.\n';
  const ws = workspace({ [A]: text });
  const file = ws.get(A)!;

  it('widens from the word through term, arguments, atom, literal, body, statement and section to the file', () => {
    const [range] = selectionRanges(file, [at(ws, A, 'Y)),')]);
    assert.deepEqual(chainOf(ws, range), [
      'Y',
      'f(Y)',
      'X, f(Y)',
      'edge(X, f(Y))',
      'reach(X), edge(X, f(Y)), not blocked(Y)',
      'reach(Y) :- reach(X), edge(X, f(Y)), not blocked(Y).',
      '#program base.\nreach(Y) :- reach(X), edge(X, f(Y)), not blocked(Y).\nb.',
      text,
    ]);
  });

  it('starts from keywords too, and from the end of a word', () => {
    const [not] = selectionRanges(file, [at(ws, A, 'not')]);
    assert.deepEqual(chainOf(ws, not).slice(0, 2), ['not', 'not blocked(Y)']);
    const [end] = selectionRanges(file, [at(ws, A, 'blocked', 7)]);
    assert.equal(chainOf(ws, end)[0], 'blocked');
  });

  it('answers one chain per offset, each range strictly inside its parent', () => {
    const offsets = Array.from({ length: text.length + 1 }, (_, i) => i);
    const ranges = selectionRanges(file, offsets);
    assert.equal(ranges.length, offsets.length);
    for (const r of ranges) {
      const spans: [number, number][] = [];
      for (let s: SelectionRange | undefined = r; s; s = s.parent) spans.push([file.lines.offset(s.range.start), file.lines.offset(s.range.end)]);
      for (let i = 1; i < spans.length; i++) {
        const [a, b] = spans[i - 1];
        const [c, d] = spans[i];
        assert.ok(c <= a && b <= d && (c < a || b < d), `${spans.join(' ')}`);
      }
    }
  });

  it('covers a comment and then the file, off any statement', () => {
    const w = workspace({ [A]: 'p.\n% note\n' });
    const [r] = selectionRanges(w.get(A)!, [at(w, A, 'note')]);
    assert.deepEqual(chainOf(w, r), ['% note', 'p.\n% note\n']);
  });
});
