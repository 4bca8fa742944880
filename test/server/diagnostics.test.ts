// Diagnostics and quick fixes as an editor sees them: published by the built server over stdio.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CodeAction, Diagnostic } from 'vscode-languageserver-protocol';
import { startSession, type LspSession } from './lspSession';

const codes = (d: Diagnostic[]) => d.map((x) => `${x.code}@${x.range.start.line}:${x.range.start.character}`);

describe('diagnostics over the protocol', () => {
  let session: LspSession;
  before(async () => {
    session = await startSession('/virtual-root-that-does-not-exist');
  });
  after(async () => {
    assert.equal(await session.close(), 0, session.stderr());
  });

  it('publishes a missing period where it is missing, offers to add it, and clears it once fixed', async () => {
    const uri = 'file:///virtual/period/rules.lp';
    await session.open(uri, 'b.\na :- b.\nd(X) :- e(X)\ne(1).\n');
    const [error] = await session.diagnostics(uri, (d) => d.length > 0);
    assert.equal(error.message, "syntax error, missing '.' at the end of the statement");
    assert.deepEqual(error.range, { start: { line: 2, character: 12 }, end: { line: 2, character: 12 } });
    assert.equal(error.source, 'clingo-lsp');
    const actions = await session.connection.sendRequest<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri }, range: error.range, context: { diagnostics: [error] },
    });
    assert.deepEqual(actions.map((a) => a.title), ["Add the missing '.'"]);
    assert.deepEqual(actions[0].edit?.changes?.[uri], [{ range: error.range, newText: '.' }]);
    // A cursor on the line's last character (normal mode in a modal editor) asks for the range of that character.
    const onLastCharacter = await session.connection.sendRequest<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri }, range: { start: { line: 2, character: 11 }, end: { line: 2, character: 11 } }, context: { diagnostics: [] },
    });
    assert.deepEqual(onLastCharacter.map((a) => a.title), ["Add the missing '.'"]);
    const elsewhere = await session.connection.sendRequest<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri }, range: { start: { line: 1, character: 3 }, end: { line: 1, character: 3 } }, context: { diagnostics: [] },
    });
    assert.deepEqual(elsewhere, [], 'a fix offered on a line without the finding');
    await session.change(uri, 'b.\na :- b.\nd(X) :- e(X).\ne(1).\n', 2);
    assert.deepEqual(await session.diagnostics(uri, (d) => d.length === 0), []);
  });

  it('marks unsafe variables, singletons and predicates no rule defines', async () => {
    const uri = 'file:///virtual/safety/rules.lp';
    await session.open(uri, 'p(X) :- not q(X).\nr(Y) :- s(Y, Z).\ns(1,2).\n');
    const diagnostics = await session.diagnostics(uri, (d) => d.length > 0);
    assert.deepEqual(codes(diagnostics), ['unsafe-variable@0:2', 'undefined-predicate@0:12', 'singleton-variable@1:13']);
    assert.match(String(diagnostics[0].message), /^'X' is unsafe/);
    assert.equal(diagnostics[2].tags?.[0], 1 /* Unnecessary */);
  });

  it('counts a definition in another file of the folder, and notices when it goes away', async () => {
    const encoding = 'file:///virtual/siblings/encoding.lp';
    const instance = 'file:///virtual/siblings/instance.lp';
    await session.open(instance, 'edge(1,2).\n');
    await session.open(encoding, 'reach(Y) :- reach(X), edge(X,Y).\nreach(1).\n');
    assert.deepEqual(await session.diagnostics(encoding, (d) => d.length === 0), []);
    await session.change(instance, 'link(1,2).\n', 2);
    const [undefinedEdge] = await session.diagnostics(encoding, (d) => d.length > 0);
    assert.equal(undefinedEdge.message, 'atom does not occur in any rule head: edge/2');
  });

  it('offers the known arity for a #show signature with the wrong one', async () => {
    const uri = 'file:///virtual/arity/show.lp';
    await session.open(uri, 'queen(1,1).\n#show queen/3.\n');
    const [mismatch] = await session.diagnostics(uri, (d) => d.some((x) => x.code === 'arity-mismatch'));
    const actions = await session.connection.sendRequest<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri }, range: mismatch.range, context: { diagnostics: [mismatch] },
    });
    assert.deepEqual(actions.map((a) => a.title), ['Change to queen/2']);
  });
});
