// symbolAt, the document outline and workspace symbols.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  documentSymbols, symbolAt, SymbolKind, workspaceSymbols, type DocumentSymbol, type Range,
} from '../../server/src/language/navigation';
import type { CursorSymbol } from '../../server/src/language/navigation';
import { predicateKey } from '../../server/src/language/occurrences';
import { parseSource, type SourceFile } from '../../server/src/language/workspace';
import { fuzzPrograms } from '../fuzzPrograms';
import { at, example, textOf, workspace } from './navigation-helpers';

/** symbolAt as the plain definition has it: every name of the file sorted by start, the last at or before the offset. */
function symbolAtBySorting(file: SourceFile, offset: number): CursorSymbol | undefined {
  const words: CursorSymbol[] = [];
  const { predicates, variables, constants } = file.occurrences;
  for (const p of predicates) {
    words.push({ kind: 'predicate', name: p.name, arity: p.arity, negated: p.negated, key: predicateKey(p), span: p.span, occurrence: p });
  }
  for (const v of variables) words.push({ kind: 'variable', name: v.name, span: v.span, statement: v.statement });
  for (const c of constants) words.push({ kind: 'constant', name: c.name, span: c.span, statement: c.statement, declaration: false });
  file.program.statements.forEach((s, statement) => {
    if (s.kind === 'const') words.push({ kind: 'constant', name: s.name, span: s.nameSpan, statement, declaration: true });
    if (s.kind === 'program') for (const p of s.params) words.push({ kind: 'constant', name: p.name, span: p.span, statement, declaration: true });
  });
  words.sort((a, b) => a.span.start - b.span.start);
  const word = words.filter((w) => w.span.start <= offset).pop();
  return word && offset <= word.span.end ? word : undefined;
}

const A = 'file:///w/a.lp';

describe('symbolAt', () => {
  const ws = workspace({ [A]: '#const n = 3.\np(X, n) :- q(X), not -r(X, red).\n#show p/2.\n#program step(t).\ns(t) :- "str", 42.\n' });
  const file = ws.get(A)!;

  it('finds a predicate with its key, on the name and just after it', () => {
    const s = symbolAt(file, at(ws, A, 'q(X)'));
    assert.equal(s?.kind, 'predicate');
    assert.equal(s.kind === 'predicate' && s.key, 'q/1');
    assert.equal(symbolAt(file, at(ws, A, 'q(X)', 1))?.name, 'q');
  });

  it('keeps classical negation in the key but not in the name span', () => {
    const s = symbolAt(file, at(ws, A, 'r(X, red)'));
    assert.ok(s && s.kind === 'predicate');
    assert.equal(s.key, '-r/2');
    assert.deepEqual(s.span, { start: at(ws, A, 'r(X, red)'), end: at(ws, A, 'r(X, red)') + 1 });
  });

  it('finds variables, constants, #const names, #show signatures and #program parameters', () => {
    assert.equal(symbolAt(file, at(ws, A, 'X, n)'))?.kind, 'variable');
    const n = symbolAt(file, at(ws, A, 'n) :-'));
    assert.ok(n && n.kind === 'constant' && !n.declaration);
    const decl = symbolAt(file, at(ws, A, 'n = 3'));
    assert.ok(decl && decl.kind === 'constant' && decl.declaration);
    const shown = symbolAt(file, at(ws, A, 'p/2'));
    assert.ok(shown && shown.kind === 'predicate' && shown.occurrence.signature);
    const param = symbolAt(file, at(ws, A, 't).'));
    assert.ok(param && param.kind === 'constant' && param.declaration);
  });

  it('finds nothing on keywords, numbers, strings, punctuation or past the end', () => {
    for (const needle of ['#const', 'not ', '"str"', '42', ':-', '#program']) {
      assert.equal(symbolAt(file, at(ws, A, needle, 1)), undefined, needle);
    }
    assert.equal(symbolAt(file, -5), undefined);
    assert.equal(symbolAt(file, 10_000), undefined);
  });

  it('finds what sorting every name of the file would find, at every offset of mutated programs', () => {
    for (const text of fuzzPrograms(150, 31)) {
      const fuzzed = parseSource('file:///f.lp', text);
      for (let offset = -1; offset <= text.length + 1; offset++) {
        assert.deepEqual(symbolAt(fuzzed, offset), symbolAtBySorting(fuzzed, offset), `offset ${offset} of ${JSON.stringify(text)}`);
      }
    }
  });
});

function names(symbols: DocumentSymbol[] | undefined): string[] {
  return (symbols ?? []).map((s) => s.name);
}

function within(inner: Range, outer: Range): boolean {
  const le = (a: Range['start'], b: Range['start']) => a.line < b.line || (a.line === b.line && a.character <= b.character);
  return le(outer.start, inner.start) && le(inner.end, outer.end);
}

function checkNesting(symbols: DocumentSymbol[], parent?: DocumentSymbol): void {
  for (const s of symbols) {
    assert.ok(within(s.selectionRange, s.range), `${s.name}: selection outside range`);
    if (parent) assert.ok(within(s.range, parent.range), `${s.name} outside ${parent.name}`);
    checkNesting(s.children ?? [], s);
  }
}

describe('documentSymbols', () => {
  it('groups the syntax tour by #program section, with predicates, #const, #show, #theory and #script', () => {
    const uri = 'file:///x/syntax-tour.lp';
    const ws = workspace({ [uri]: example('syntax-tour.lp') });
    const outline = documentSymbols(ws.get(uri)!);
    assert.deepEqual(names(outline), ['base', 'base', 'step(t)']);
    assert.ok(outline.every((s) => s.kind === SymbolKind.Namespace));
    const [top, base, step] = outline;
    assert.deepEqual(names(top.children), ['size', 'label']);
    assert.equal(top.children?.[0].kind, SymbolKind.Constant);
    assert.equal(top.children?.[0].detail, '= 3');
    const inBase = names(base.children);
    for (const expected of ['cell/2', 'paint/3', '-blank/2', 'left/1', 'right/1', 'ready/1', 'order']) {
      assert.ok(inBase.includes(expected), `${expected} in ${inBase.join(' ')}`);
    }
    assert.ok(!inBase.includes('unused/1'), '#defined does not define');
    const theory = base.children?.find((c) => c.name === 'order');
    assert.equal(theory?.kind, SymbolKind.Class);
    assert.deepEqual(names(theory?.children), ['&less/0']);
    assert.deepEqual(names(step.children), ['stepped/1', '#script (lua)', '#show paint/3', '#show -blank/2', '#show (X,Y) : empty(X,Y)']);
    assert.equal(step.children?.[1].kind, SymbolKind.Module);
    assert.equal(textOf(ws, uri, step.selectionRange), 'step');
    checkNesting(outline);
  });

  it('lists the statements defining a predicate as its children', () => {
    const uri = 'file:///w/golf-commented.lp';
    const ws = workspace({ [uri]: example('flow/golf-commented.lp') });
    const outline = documentSymbols(ws.get(uri)!);
    // No #program: no section level.
    assert.deepEqual(names(outline), ['e/3', 'r/1', 'o/1', '#show e/3']);
    const r = outline[1];
    assert.equal(r.kind, SymbolKind.Function);
    assert.equal(r.detail, '2 definitions');
    assert.deepEqual(names(r.children), ['r(V):-s(V,_).', 'r(V):-r(W),e(W,V,_).']);
    assert.equal(textOf(ws, uri, r.children![1].selectionRange), 'r');
    checkNesting(outline);
  });

  it('caps the definitions listed for a fact file and stays nested', () => {
    const facts = Array.from({ length: 500 }, (_, i) => `cell(${i}).`).join('\n');
    const ws = workspace({ [A]: `${facts}\n#program more.\ncell(x).\n` });
    const outline = documentSymbols(ws.get(A)!);
    assert.deepEqual(names(outline), ['base', 'more']);
    assert.equal(outline[0].children?.[0].detail, '500 definitions');
    assert.equal(outline[0].children?.[0].children?.length, 200);
    assert.equal(outline[1].children?.[0].detail, '1 definition');
    checkNesting(outline);
  });

  it('is empty for an empty or broken file', () => {
    assert.deepEqual(documentSymbols(workspace({ [A]: '' }).get(A)!), []);
    assert.deepEqual(documentSymbols(workspace({ [A]: 'p(X :- .' }).get(A)!), []);
  });
});

describe('workspaceSymbols', () => {
  const ws = workspace({
    'file:///w/a.lp': '#const size = 3.\npaint(1).\npaint(2).\n#program step(t).\nstepped(t) :- paint(t).\n',
    'file:///v/b.lp': 'painted(X) :- paint(X).\n-paint(0).\n',
  });

  it('matches substrings and subsequences case-insensitively, prefixes first', () => {
    assert.deepEqual(workspaceSymbols(ws, 'PAINT').map((s) => s.name), ['paint/1', 'painted/1', '-paint/1']);
    assert.deepEqual(workspaceSymbols(ws, 'stp').map((s) => s.name), ['step(t)', 'stepped/1']);
    assert.deepEqual(workspaceSymbols(ws, 'zzz'), []);
  });

  it('gives one entry per predicate and file, at its first definition, plus #const and #program', () => {
    const all = workspaceSymbols(ws, '');
    assert.deepEqual(all.map((s) => `${s.name}@${s.location.uri.slice(-4)}`).sort(), [
      '-paint/1@b.lp', 'paint/1@a.lp', 'painted/1@b.lp', 'size@a.lp', 'step(t)@a.lp', 'stepped/1@a.lp',
    ]);
    const paint = all.find((s) => s.name === 'paint/1');
    assert.equal(paint?.kind, SymbolKind.Function);
    assert.equal(paint?.location.range.start.line, 1);
    assert.equal(paint?.containerName, 'base');
    assert.equal(all.find((s) => s.name === 'size')?.kind, SymbolKind.Constant);
    assert.equal(all.find((s) => s.name === 'step(t)')?.kind, SymbolKind.Namespace);
    assert.equal(all.find((s) => s.name === 'stepped/1')?.containerName, 'step(t)');
  });

  it('respects the limit', () => {
    assert.equal(workspaceSymbols(ws, '', 2).length, 2);
  });
});
