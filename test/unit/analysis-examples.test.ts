// analyze on real programs: the examples and the corpus that clingo accepts get no error and no warning (clingo
// gives none for them either, run as the examples' comments say), a generated large encoding and a megabyte
// of facts are analysed to the end, and no mutated program makes analyze throw.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { analyze } from '../../server/src/language/analysis';
import type { Diagnostic } from '../../server/src/language/analysis/diagnostic';
import { Workspace } from '../../server/src/language/workspace';
import { fuzzPrograms } from '../fuzzPrograms';
import { withCode } from './analysis-helpers';

const root = join(__dirname, '..', '..', '..');
const options = { fileExists: existsSync };

function load(ws: Workspace, relative: string): string {
  const uri = pathToFileURL(join(root, relative)).href;
  ws.set(uri, readFileSync(join(root, relative), 'utf8'));
  return uri;
}

const serious = (ds: Diagnostic[]) => ds.filter((d) => d.severity === 'error' || d.severity === 'warning')
  .map((d) => `${d.code}: ${d.message}`);

describe('the examples', () => {
  it('have no errors or warnings, each with the files of its folder', () => {
    const ws = new Workspace();
    const uris = ['examples', 'examples/flow', 'examples/grid', 'examples/maze', 'examples/wall-maze'].flatMap((dir) =>
      readdirSync(join(root, dir)).filter((f) => f.endsWith('.lp')).map((f) => load(ws, `${dir}/${f}`)));
    assert.ok(uris.length >= 9);
    for (const uri of uris) assert.deepEqual(serious(analyze(ws, uri, options)), [], uri);
  });

  it('golf.lp needs an instance beside it for its predicates', () => {
    const ws = new Workspace();
    const golf = load(ws, 'examples/flow/golf.lp');
    const missing = withCode(analyze(ws, golf, options), 'undefined-predicate').map((d) => d.message.split(': ')[1]);
    assert.deepEqual([...new Set(missing)].sort(), ['a/2', 'c/1', 's/2', 'v/1']);
    load(ws, 'examples/flow/level2.lp');
    assert.deepEqual(serious(analyze(ws, golf, options)), []);
  });
});

describe('the corpus of valid programs', () => {
  it('has no errors or warnings, each file on its own', () => {
    const dir = 'test/corpus/valid';
    for (const f of readdirSync(join(root, dir)).filter((name) => name.endsWith('.lp'))) {
      const ws = new Workspace();
      const uri = `file:///corpus/${f}/${f}`;
      ws.set(uri, readFileSync(join(root, dir, f), 'utf8'));
      assert.deepEqual(serious(analyze(ws, uri, options)), [], f);
    }
  });
});

describe('robustness', () => {
  it('never throws on mutated programs, syntax errors and all', () => {
    const ws = new Workspace();
    for (const [i, text] of fuzzPrograms(300).entries()) {
      ws.set('file:///fuzz/a.lp', text);
      assert.ok(Array.isArray(analyze(ws, 'file:///fuzz/a.lp', options)), `program ${i}`);
    }
  });

  it('analyses a 10,000-line encoding to the end', () => {
    const lines: string[] = ['#const n = 2.', 'dom(1..n). col(1..3). edge(1,2). r(1). t(1).'];
    for (let i = 0; lines.length < 10_000; i++) {
      lines.push(`p${i}(X,Y) :- dom(X), r(Y), X < Y, not s${i}(X,Y).`);
      lines.push(`s${i}(X,Y) :- dom(X), dom(Y), X = Y+n.`);
      lines.push(`q${i}(X) :- #count { Y : p${i}(X,Y), t(Y) } = N, N > 1, dom(X).`);
      lines.push(`{ a${i}(X,C) : col(C) } = 1 :- dom(X).`);
      lines.push(`:- a${i}(X,C), a${i}(Y,C), edge(X,Y), Z = X+1, dom(Z), q${i}(Z).`);
    }
    const ws = new Workspace();
    ws.set('file:///big/enc.lp', lines.join('\n'));
    assert.deepEqual(serious(analyze(ws, 'file:///big/enc.lp', options)), []);
    // And each kind of mistake is still found in it.
    ws.set('file:///big/enc.lp', `${lines.join('\n')}\nbad(X) :- not dom(X), missing.\n#show nothing/3.`);
    const codes = serious(analyze(ws, 'file:///big/enc.lp', options)).map((s) => s.split(':')[0]);
    assert.deepEqual(codes.sort(), ['undefined-predicate', 'unknown-signature', 'unsafe-variable']);
  });

  it('analyses a megabyte of facts to the end', () => {
    const facts: string[] = [];
    for (let i = 0, size = 0; size < 1_000_000; i++) {
      const line = `edge(${i},${i + 1}). node(${i}). label(${i},"n${i}").`;
      facts.push(line);
      size += line.length + 1;
    }
    const ws = new Workspace();
    ws.set('file:///big/facts.lp', facts.join('\n'));
    ws.set('file:///big/enc.lp', 'reach(X) :- node(X), not edge(_,X). reach(Y) :- reach(X), edge(X,Y). #show reach/1.');
    assert.deepEqual(analyze(ws, 'file:///big/facts.lp', options), []);
    assert.deepEqual(analyze(ws, 'file:///big/enc.lp', options), []);
  });
});
