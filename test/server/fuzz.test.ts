// The server answers every request on every text: a thousand mutated programs, each followed by requests at
// random positions. A crash, a hang or an error response fails the test.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { solvePlanRequest } from '../../server/src/protocol';
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

  let version = 1;
  /**
   * Each program as an edit (or, with `reopen`, opened afresh: an opened file's diagnostics, where its facts are
   * evaluated, are made at once rather than after typing pauses), then every request at a random position. A
   * crash or an error response fails.
   */
  async function exercise(programs: string[], reopen = false): Promise<void> {
    const rnd = random(7);
    const exited = session.exited.then(() => assert.fail(`the server exited\n${session.stderr()}`));
    for (const [i, text] of programs.entries()) {
      if (reopen) {
        await session.connection.sendNotification('textDocument/didClose', { textDocument: { uri: URI } });
        await session.open(URI, text, ++version);
      } else {
        await session.change(URI, text, ++version);
      }
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
        // What Solve would do with the file: reads its facts even when it has errors.
        [solvePlanRequest.method, { uri: URI }],
      ];
      for (const [method, params] of requests) {
        await Promise.race([exited, session.connection.sendRequest(method, params)]).catch((e: Error) => {
          assert.fail(`program #${i}: ${method} at ${JSON.stringify(position)} failed: ${e.message}\n--- program:\n${text.slice(0, 2000)}`);
        });
      }
    }
    assert.equal(session.process.exitCode, null, 'the server exited');
  }

  it('answers hover, definition, symbols, completion, tokens and folding for 1,000 mutated programs', async () => {
    await exercise(fuzzPrograms(1000, 99));
  });

  it('answers them for 100 mutated programs with deep operator chains and nesting', async () => {
    await exercise(fuzzPrograms(100, 77, { deep: true }), true);
  });
});
