// Completion: directives after '#', predicates with snippets, variables of the statement, constants, `not`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CompletionItemKind, completions, InsertTextFormat } from '../../server/src/language/navigation';
import { at, textOf, workspace } from './navigation-helpers';

const A = 'file:///w/a.lp';
const B = 'file:///w/b.lp';

const labels = (items: { label: string }[]) => items.map((i) => i.label);

describe('completion after #', () => {
  const ws = workspace({ [A]: 'p(1).\n#sh\n' });

  it('offers directives, aggregates and special constants, replacing the typed #word', () => {
    const items = completions(ws, A, at(ws, A, '#sh', 3));
    const all = labels(items);
    for (const word of ['show', 'const', 'include', 'program', 'external', 'heuristic', 'project', 'defined', 'edge',
      'minimize', 'maximize', 'theory', 'script', 'count', 'sum', 'sum+', 'min', 'max', 'inf', 'sup', 'true', 'false']) {
      assert.ok(all.includes(`#${word}`), word);
    }
    assert.ok(items.every((i) => i.kind === CompletionItemKind.Keyword));
    const show = items.find((i) => i.label === '#show');
    assert.equal(show?.textEdit?.newText, '#show');
    assert.equal(textOf(ws, A, show!.textEdit!.range), '#sh');
  });

  it('works right after a lone #', () => {
    const w = workspace({ [A]: 'a :- #' });
    assert.ok(labels(completions(w, A, 6)).includes('#count'));
  });
});

describe('completion of names', () => {
  const ws = workspace({
    [A]: '#const n = 3.\nedge(1,2).\nnode(1..n).\nreach(X) :- edge(X, Y), Node = Y, re\n',
    [B]: 'start(1).\n-blocked(2).\nstop.\n',
    'file:///other/c.lp': 'elsewhere(1).\n',
  });

  it('offers the predicates of the related files with argument snippets', () => {
    const items = completions(ws, A, at(ws, A, ', re', 4));
    const all = labels(items);
    for (const p of ['edge/2', 'node/1', 'reach/1', 'start/1', 'blocked/1', 'stop/0']) assert.ok(all.includes(p), p);
    assert.ok(!all.includes('elsewhere/1'), 'unrelated file');
    assert.ok(!all.includes('re/0'), 'the word being typed is no predicate');
    const edge = items.find((i) => i.label === 'edge/2');
    assert.equal(edge?.insertText, 'edge(${1:X1},${2:X2})');
    assert.equal(edge?.insertTextFormat, InsertTextFormat.Snippet);
    assert.equal(edge?.filterText, 'edge');
    assert.equal(edge?.kind, CompletionItemKind.Function);
    const stop = items.find((i) => i.label === 'stop/0');
    assert.equal(stop?.insertText, 'stop');
    assert.equal(stop?.insertTextFormat, InsertTextFormat.PlainText);
  });

  it('inserts plain names for a client without snippet support', () => {
    const items = completions(ws, A, at(ws, A, ', re', 4), { snippets: false });
    const edge = items.find((i) => i.label === 'edge/2');
    assert.equal(edge?.insertText, 'edge');
    assert.equal(edge?.insertTextFormat, InsertTextFormat.PlainText);
    assert.ok(items.every((i) => !i.insertText?.includes('${')), 'a snippet for a plain client');
  });

  it('offers terms inside an argument: the constants the program uses and #const names, not atoms or not', () => {
    const w = workspace({ [A]: '#const n = 3.\ncolour(yellow; blue).\nlink(v11, v12).\np(X) :- colour(X), q(X, y\n' });
    const items = completions(w, A, at(w, A, 'q(X, y', 6));
    const all = labels(items);
    for (const name of ['yellow', 'blue', 'v11', 'v12', 'n']) assert.ok(all.includes(name), name);
    assert.ok(!all.includes('not'), 'not inside a term');
    assert.ok(!items.some((i) => i.kind === CompletionItemKind.Function), 'a predicate inside a term');
    assert.ok(!all.includes('y'), 'the word being typed is no constant');
    // After the closing parenthesis the body goes on: atoms again.
    const closed = workspace({ [A]: 'colour(yellow).\np(X) :- colour(X), q(X), c\n' });
    const body = labels(completions(closed, A, at(closed, A, 'q(X), c', 7)));
    assert.ok(body.includes('not') && body.includes('colour/1'), body.join(' '));
  });

  it('offers #const constants and not for a lowercase prefix, but no variables', () => {
    const items = completions(ws, A, at(ws, A, ', re', 4));
    assert.equal(items.find((i) => i.label === 'n')?.kind, CompletionItemKind.Constant);
    assert.ok(labels(items).includes('not'));
    assert.ok(!items.some((i) => i.kind === CompletionItemKind.Variable));
  });

  it('offers only the variables of the current (unfinished) statement for an uppercase prefix', () => {
    const w = workspace({ [A]: 'p(A) :- q(A).\nreach(X) :- edge(X, Y), Node = Y, not N\nlast(Z).\n' });
    const items = completions(w, A, at(w, A, 'not N', 5));
    assert.deepEqual(labels(items), ['X', 'Y', 'Node']);
    assert.ok(items.every((i) => i.kind === CompletionItemKind.Variable));
  });

  it('starts a new statement after a period, and keeps an indented continuation line', () => {
    const w = workspace({ [A]: 'p(X) :- q(X).\n' });
    assert.ok(!labels(completions(w, A, w.get(A)!.text.length)).includes('X'));
    const c = workspace({ [A]: 'r(Y) :- s(Y, Z),\n    t(Z), W\n' });
    assert.deepEqual(labels(completions(c, A, at(c, A, 'W', 1))), ['Y', 'Z']);
  });

  it('offers variables and names alike on an empty prefix', () => {
    const w = workspace({ [A]: 'p(1).\nq(X, Y) :- p(X), \n' });
    const all = labels(completions(w, A, at(w, A, 'p(X), ', 6)));
    assert.ok(all.includes('X') && all.includes('Y') && all.includes('p/1') && all.includes('not'), all.join(' '));
  });

  it('sees the variables of a weak constraint across its period', () => {
    const w = workspace({ [A]: ':~ cost(X, C). [C@1, X, ' });
    assert.deepEqual(labels(completions(w, A, w.get(A)!.text.length)).filter((l) => /^[A-Z]/.test(l)), ['X', 'C']);
  });

  it('offers the #program parameters of the current section', () => {
    const w = workspace({ [A]: '#program step(t).\nat(t) :- at(' });
    const t = completions(w, A, w.get(A)!.text.length).find((i) => i.label === 't');
    assert.equal(t?.detail, 'parameter of #program step(t)');
  });

  it('offers nothing in comments, strings, scripts or numbers', () => {
    const w = workspace({ [A]: 'p(1). % a comment\n%* block\n *%\nq("a string").\n#script (lua)\nx = 1\n#end.\nr(12' });
    assert.deepEqual(completions(w, A, at(w, A, 'comment', 3)), []);
    assert.deepEqual(completions(w, A, at(w, A, 'block', 2)), []);
    assert.deepEqual(completions(w, A, at(w, A, 'string', 3)), []);
    assert.deepEqual(completions(w, A, at(w, A, 'x = 1', 1)), []);
    assert.deepEqual(completions(w, A, w.get(A)!.text.length), []);
    assert.deepEqual(completions(w, 'file:///nowhere.lp', 0), []);
    // A script after a broken statement is still a script.
    const broken = workspace({ [A]: 'q(\n#script (lua)\nx = 1\n#end.\n' });
    assert.deepEqual(completions(broken, A, at(broken, A, 'x = 1', 1)), []);
  });
});
