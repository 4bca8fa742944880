// Puzzle problems as an editor sees them: published by the built server with the language's own diagnostics.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startSession, type LspSession } from './lspSession';

describe('puzzle diagnostics over the protocol', () => {
  let session: LspSession;
  before(async () => {
    session = await startSession('/virtual-root-that-does-not-exist');
  });
  after(async () => {
    assert.equal(await session.close(), 0, session.stderr());
  });

  it('marks a Flow colour with one endpoint on its declaration, and clears it once fixed', async () => {
    const uri = 'file:///virtual/flow/broken.lp';
    const board = [
      '% A 1x4 board whose red has lost an endpoint.',
      'v(v11; v12; v13; v14).',
      'a(v11,v12). a(v12,v11). a(v12,v13). a(v13,v12). a(v13,v14). a(v14,v13).',
      'c(red;  blue).',
      's(v11,red).',
      's(v13,blue). s(v14,blue).',
      '',
    ].join('\n');
    await session.open(uri, board);
    const diagnostics = await session.diagnostics(uri, (d) => d.length > 0);
    assert.deepEqual(diagnostics.map((d) => [d.code, d.message, d.severity]), [
      ['puzzle-flow-endpoints', 'colour red has 1 endpoint; a colour needs exactly 2', 1 /* Error */],
    ]);
    assert.deepEqual(diagnostics[0].range, { start: { line: 3, character: 2 }, end: { line: 3, character: 5 } });
    await session.change(uri, board.replace('s(v11,red).', 's(v11,red). s(v12,red).'), 2);
    assert.deepEqual(await session.diagnostics(uri, (d) => d.length === 0), []);
  });
});
