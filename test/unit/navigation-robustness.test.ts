// Every feature at every offset of broken programs must answer without throwing, and large files must stay fast.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  completions, definition, documentHighlights, documentSymbols, foldingRanges, hover, prepareRename, references,
  rename, selectionRanges, semanticTokens, symbolAt, workspaceSymbols, type Range,
} from '../../server/src/language/navigation';
import type { Workspace } from '../../server/src/language/workspace';
import { example, workspace } from './navigation-helpers';

const BROKEN = [
  'p(X :- q(X).\nr(Y) :- , s(Y).\n#const = .\n#program (.\n#show p/.\n',
  'p("unterminated).\nq(X) :- p(X)',
  '%* never closed\np(1).',
  '#script (python)\ndef f(): pass\n',
  'q(.\n#script (lua)\nx = 1\n#end.\nr(X) :- q(X).',
  '{ a ; b } :- .\n:~ p. [\n#theory t { .\n&foo { X : q(X) } <',
  'p(1;;2). p(,). -. #. % . "',
  `${'p('.repeat(700)}1${')'.repeat(700)}.`,
  '😀p(X) :- q(X), é.\r\nr(Y)\t:- \tp(Y).\r\n',
  '#program step(t.\nat(t) :- #count { X : q(X) } = N, N > t\n#show at/.',
  ':- not not p(X), 1 < #sum { X,Y : q(X,Y) } < , Z = |X - Y|.',
  '#const n = m. [oops]\n#external e(X) : q(X). [maybe\n#heuristic h. [1@,sign]',
  '-p(X) | q(X) : r(X) ; s :- t(X). %* x *%\n%*',
  'a :- b\nc :- d\n-',
  '',
  '.',
];

/** A deterministic stream of token soup: the parser's recovery paths, one random program at a time. */
function randomPrograms(count: number, seed: number): string[] {
  const pieces = ['p', 'q(X', 'X', 'Y', '_', '(', ')', ',', ';', ':', ':-', '.', ' ', '\n', 'not ', '-', '#show', '#const',
    '#program', '{', '}', '#count', '=', '<', '1', '..', '"s"', '%', '%*', '*%', '@f', '&t', '|', '[', ']', '#script (lua)', '#end'];
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () => Array.from({ length: 30 }, () => pieces[Math.floor(next() * pieces.length)]).join(''));
}

function validRange(ws: Workspace, uri: string, range: Range): void {
  const file = ws.get(uri)!;
  for (const p of [range.start, range.end]) {
    assert.ok(p.line >= 0 && p.line < file.lines.lineCount && p.character >= 0, JSON.stringify(range));
  }
}

/** Runs every offset-based feature at every offset (and a few outside the text). */
function everywhere(text: string): void {
  const uri = 'file:///w/broken.lp';
  const ws = workspace({ [uri]: text, 'file:///w/sibling.lp': 'p(1). q(2). #const n = 1.\n' });
  const file = ws.get(uri)!;
  for (let offset = -1; offset <= text.length + 1; offset++) {
    symbolAt(file, offset);
    const h = hover(ws, uri, offset);
    if (h?.range) validRange(ws, uri, h.range);
    definition(ws, uri, offset);
    references(ws, uri, offset, true);
    references(ws, uri, offset, false);
    for (const d of documentHighlights(ws, uri, offset)) validRange(ws, uri, d.range);
    prepareRename(ws, uri, offset);
    rename(ws, uri, offset, 'fresh');
    rename(ws, uri, offset, 'Fresh');
    for (const c of completions(ws, uri, offset)) if (c.textEdit) validRange(ws, uri, c.textEdit.range);
  }
  selectionRanges(file, Array.from({ length: text.length + 3 }, (_, i) => i - 1));
  documentSymbols(file);
  semanticTokens(ws, uri);
  foldingRanges(file);
  workspaceSymbols(ws, 'p');
}

describe('robustness', () => {
  it('answers at every offset of broken programs', () => {
    for (const text of BROKEN) assert.doesNotThrow(() => everywhere(text), JSON.stringify(text.slice(0, 40)));
  });

  it('answers at every offset of random token soup', () => {
    for (const text of randomPrograms(40, 7)) assert.doesNotThrow(() => everywhere(text), JSON.stringify(text));
  });

  it('answers at every offset of the examples', () => {
    for (const path of ['syntax-tour.lp', 'flow/golf-commented.lp', 'queens.lp']) everywhere(example(path));
  });

  it('finds the symbols a broken file still has', () => {
    const ws = workspace({ 'file:///w/a.lp': 'p(X :- q(X).\nr(Y) :- s(Y).\n' });
    const refs = references(ws, 'file:///w/a.lp', ws.get('file:///w/a.lp')!.text.indexOf('s(Y)'), true);
    assert.equal(refs.length, 1);
  });
});

describe('large files', () => {
  // Generous limits: they catch quadratic work (minutes), not a busy machine (milliseconds).
  const LIMIT_MS = 2000;
  const timed = <R>(label: string, run: () => R): R => {
    const start = process.hrtime.bigint();
    const result = run();
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    assert.ok(ms < LIMIT_MS, `${label} took ${ms.toFixed(0)} ms`);
    return result;
  };

  it('keeps every feature fast on a 1 MB fact file beside a 10,000-line program', () => {
    let facts = '';
    for (let i = 0; facts.length < 1_000_000; i++) facts += `cell(${i % 300},${Math.floor(i / 300)}).${i % 5 === 4 ? '\n' : ' '}`;
    const lines: string[] = [];
    for (let i = 0; i < 10_000; i++) lines.push(i % 3 === 0 ? `% doc ${i}\np${i % 500}(X, Y) :- cell(X, Y), q${i % 77}(Y), not r(X).` : `q${i % 77}(${i}).`);
    const F = 'file:///big/facts.lp';
    const R = 'file:///big/rules.lp';
    const ws = workspace({ [F]: facts, [R]: lines.join('\n') });
    const rules = ws.get(R)!.text;
    const last = facts.lastIndexOf('cell');
    const h = timed('hover', () => hover(ws, F, last));
    assert.ok(h?.contents.value.includes('definitions'));
    assert.ok(timed('definition', () => definition(ws, F, last)).length > 50_000);
    timed('references', () => references(ws, R, rules.indexOf('cell(X'), true));
    timed('highlights', () => documentHighlights(ws, F, last));
    timed('rename', () => rename(ws, F, last, 'tile'));
    timed('completion', () => completions(ws, F, facts.length));
    timed('completion in rules', () => completions(ws, R, rules.lastIndexOf('not r')));
    timed('semantic tokens', () => semanticTokens(ws, F));
    timed('document symbols', () => documentSymbols(ws.get(F)!));
    timed('folding', () => foldingRanges(ws.get(R)!));
    timed('selection', () => selectionRanges(ws.get(F)!, [last, 0]));
    timed('workspace symbols', () => workspaceSymbols(ws, 'p4'));
    timed('hover in rules', () => hover(ws, R, rules.lastIndexOf('\np') + 1));
  });
});
