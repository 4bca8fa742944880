import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startSession, type LspSession } from './lspSession';

describe('diagnostics over the protocol', () => {
  let session: LspSession;
  before(async () => {
    session = await startSession();
  });
  after(async () => {
    assert.equal(await session.close(), 0, session.stderr());
  });

  it('publishes a syntax error where the period is missing, and clears it once fixed', async () => {
    const uri = 'file:///virtual/broken.lp';
    await session.open(uri, 'a :- b.\nd(X) :- e(X)\nf.\n');
    const [error] = await session.diagnostics(uri, (d) => d.length > 0);
    assert.equal(error.message, "syntax error, missing '.' at the end of the statement");
    assert.deepEqual(error.range, { start: { line: 1, character: 12 }, end: { line: 1, character: 12 } });
    assert.equal(error.source, 'clingo');
    await session.change(uri, 'a :- b.\nd(X) :- e(X).\nf.\n', 2);
    assert.deepEqual(await session.diagnostics(uri, (d) => d.length === 0), []);
  });
});
