// The server's warm-up at its start, against the real clingo-wasm: each family's small puzzle solved with its
// bundled encoding and drawn, and a user's solve asked meanwhile answered after it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { warmUpSolving } from '../../server/src/puzzles/warmUp';
import { WasmEngine } from '../../server/src/solving/wasmEngine';

describe('the warm-up of solving', () => {
  it('solves and draws a puzzle of every family, each answer valid by its rules', async () => {
    const engine = new WasmEngine();
    try {
      assert.deepEqual((await warmUpSolving(engine)).sort(), ['cell-maze', 'flow', 'wall-maze']);
    } finally {
      await engine.dispose();
    }
  });

  it('lets a solve asked while it runs through, with its own answer', async () => {
    const engine = new WasmEngine();
    try {
      const warming = warmUpSolving(engine);
      const result = await engine.solve('p(1..3). q(X) :- p(X), X > 2.', { models: 1 });
      assert.equal(result.status, 'satisfiable');
      assert.ok(result.answers[0].text.includes('q(3)'));
      assert.equal((await warming).length, 3);
    } finally {
      await engine.dispose();
    }
  });
});
