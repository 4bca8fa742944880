// The server answers every request on every text: a thousand mutated programs, each followed by requests at
// random positions. A crash, a hang or an error response fails the test.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fuzzPrograms, random } from '../fuzzPrograms';
import { startSession, type LspSession } from './lspSession';

const URI = 'file:///virtual/fuzz/program.lp';

describe('protocol fuzz', () => {
  let session: LspSession;
  before(async () => {
    session = await startSession('/virtual-root-that-does-not-exist');
    await session.open(URI, 'a.');
  });
  after(async () => {
    assert.equal(await session.close(), 0, session.stderr());
  });

  it('answers hover, definition, symbols, completion, tokens and folding for 1,000 mutated programs', async () => {
    const rnd = random(7);
    const programs = fuzzPrograms(1000, 99);
    for (const [i, text] of programs.entries()) {
      await session.change(URI, text, i + 2);
      const lines = text.split('\n');
      const line = Math.floor(rnd() * lines.length);
      const position = { line, character: Math.floor(rnd() * (lines[line].length + 1)) };
      const at = { textDocument: { uri: URI }, position };
      const requests: [string, object][] = [
        ['textDocument/hover', at],
        ['textDocument/definition', at],
        ['textDocument/completion', at],
        ['textDocument/documentHighlight', at],
        ['textDocument/documentSymbol', { textDocument: { uri: URI } }],
        ['textDocument/semanticTokens/full', { textDocument: { uri: URI } }],
        ['textDocument/foldingRange', { textDocument: { uri: URI } }],
      ];
      for (const [method, params] of requests) {
        await session.connection.sendRequest(method, params).catch((e: Error) => {
          assert.fail(`program #${i}: ${method} at ${JSON.stringify(position)} failed: ${e.message}\n--- program:\n${text}`);
        });
      }
    }
    assert.equal(session.process.exitCode, null, 'the server exited');
  });
});
