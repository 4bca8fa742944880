// The bundled flow.lp gives exactly the answers of the seed's golfed encoding: every answer of both (models 0) on
// small generated boards, boards with one and with many solutions and one with none, in each naming of the
// vertices (coordinates, tuples, opaque shuffled names), against the real clingo-wasm.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { readBundledEncoding } from '../../server/src/puzzles/encodings';
import { parseFlowText, type FlowBoard } from '../../server/src/puzzles/flow/boardText';
import { generateFlow } from '../../server/src/puzzles/flow/generate';
import { WasmEngine } from '../../server/src/solving/wasmEngine';
import { FLOW_NAMINGS, flowFactsNamed } from './flowBoards';

const root = join(__dirname, '..', '..', '..');
const golf = `${readFileSync(join(root, 'examples', 'flow', 'golf.lp'), 'utf8')}\n#show e/3.`;

/** [side, colours, seed]: from one solution up to 92 (the golfed encoding's counts with these seeds). */
const GENERATED: [number, number, number][] = [[3, 2, 1], [4, 2, 1], [4, 3, 2], [5, 3, 1], [5, 4, 1], [5, 5, 2], [6, 4, 1], [6, 5, 3], [6, 6, 3]];

function boards(): { name: string; board: FlowBoard; seed: number }[] {
  const list = GENERATED.map(([size, colours, seed]) => ({ name: `${size}x${size}, ${colours} colours, seed ${seed}`, board: generateFlow(size, colours, seed).board, seed }));
  // Red joins the left and right edges, blue the top and bottom: on a 3x3 board they would have to cross.
  const crossing = parseFlowText('.B.\nR.R\n.B.');
  assert.ok(crossing.ok);
  if (crossing.ok) list.push({ name: 'crossing pipes, no solution', board: crossing.board, seed: 1 });
  return list;
}

/** Every answer, each as its sorted atoms, sorted. */
async function allAnswers(engine: WasmEngine, program: string): Promise<string[]> {
  const result = await engine.solve(program, { models: 0 });
  assert.equal(result.exhausted, true, `${result.status}: ${result.messages.map((m) => m.text).join('; ')}`);
  return result.answers.map((a) => a.text.slice().sort().join(' ')).sort();
}

describe('flow.lp against the golfed encoding, every answer', () => {
  const engine = new WasmEngine();
  after(() => engine.dispose());
  const flow = readBundledEncoding('flow');

  for (const { name, board, seed } of boards()) {
    it(`${name}: the same answers in every naming`, async () => {
      const counts: number[] = [];
      for (const naming of FLOW_NAMINGS) {
        const facts = flowFactsNamed(board, naming, seed);
        const expected = await allAnswers(engine, `${golf}\n${facts}`);
        const actual = await allAnswers(engine, `${flow}\n${facts}`);
        assert.equal(new Set(actual).size, actual.length, `${naming}: an answer is repeated`);
        assert.deepEqual(actual, expected, `${naming} naming`);
        counts.push(actual.length);
      }
      // A renaming is the same puzzle: as many answers in each naming.
      assert.equal(new Set(counts).size, 1, `answer counts per naming: ${counts.join(', ')}`);
    });
  }

  it('covers boards with several solutions', async () => {
    const several = [];
    for (const { board } of boards()) {
      if ((await allAnswers(engine, `${golf}\n${flowFactsNamed(board, 'coordinates')}`)).length > 1) several.push(board);
    }
    assert.ok(several.length >= 5, `only ${several.length} boards with more than one answer`);
  });
});
