// Generate Flow Board against the real clingo-wasm: every board it writes has exactly one solution, counted with
// all answers (models 0) by the bundled encoding and, independently, by the seed's golfed encoding; the one
// solution is the generator's own paths and keeps Flow's rules; the same seed makes the same board; and a search
// that cannot succeed says so.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { parse } from '../../server/src/language/parser';
import { readBundledEncoding } from '../../server/src/puzzles/encodings';
import { extractFacts } from '../../server/src/puzzles/facts';
import { boardToFacts, defaultNaming, parseFlowText, vertexName } from '../../server/src/puzzles/flow/boardText';
import { generateFlowFile } from '../../server/src/puzzles/flow/generateFile';
import { generateUniqueFlow } from '../../server/src/puzzles/flow/unique';
import { validateFlow } from '../../server/src/puzzles/flow/validate';
import { checkPuzzleFacts } from '../../server/src/puzzles/recognise';
import { formatSymbol } from '../../server/src/solving/symbols';
import { WasmEngine } from '../../server/src/solving/wasmEngine';

const root = join(__dirname, '..', '..', '..');
const golf = `${readFileSync(join(root, 'examples', 'flow', 'golf.lp'), 'utf8')}\n#show e/3.`;

/** [size, colours, seed]: small and default-sized boards, one colour, and many colours. */
const CASES: [number, number, number][] = [[3, 2, 1], [4, 1, 1], [5, 4, 2], [5, 5, 3], [6, 6, 4], [7, 5, 5], [7, 7, 6], [8, 12, 7], [9, 9, 8]];

describe('Generate Flow Board on clingo-wasm', () => {
  const engine = new WasmEngine();
  after(() => engine.dispose());
  const flow = readBundledEncoding('flow');

  for (const [size, colours, seed] of CASES) {
    it(`${size}x${size}, ${colours} colours, seed ${seed}: exactly one solution, for both encodings`, async () => {
      const made = await generateFlowFile({ size, colours, seed }, { engine });
      assert.ok(!('error' in made), 'error' in made ? made.error : '');
      const facts = extractFacts(parse(made.text));
      const check = checkPuzzleFacts(facts);
      assert.equal(check?.family.id, 'flow');
      assert.deepEqual(check?.problems, [], 'a well-formed instance');
      assert.equal(facts.directives.get('models')?.value, '1');
      const text = parseFlowText(made.boardText);
      assert.ok(text.ok);
      assert.equal(text.ok && text.board.rows, size);
      assert.equal(new Set(made.boardText.replace(/[.\n]/g, '')).size, colours);

      for (const [name, encoding] of [['flow.lp', flow], ['golf.lp', golf]]) {
        const all = await engine.solve(`${encoding}\n${made.text}`, { models: 0 });
        assert.equal(all.exhausted, true, `${name}: ${all.status}`);
        assert.equal(all.answers.length, 1, `${name} finds exactly one answer`);
        assert.deepEqual(validateFlow(facts, all.answers[0].atoms), [], `${name}'s answer keeps Flow's rules`);
      }
      assert.equal((await generateFlowFile({ size, colours, seed }, { engine }) as { text: string }).text, made.text, 'the same seed, the same board');
    });
  }

  it("gives the board's one solution as its paths", async () => {
    const made = await generateUniqueFlow({ size: 6, colours: 5, seed: 11, engine, encoding: flow });
    assert.ok(!('error' in made));
    if ('error' in made) return;
    const naming = defaultNaming(made.board);
    const expected = new Set<string>();
    for (const path of made.paths) {
      for (let k = 1; k < path.length; k++) {
        const [v, w] = [path[k - 1], path[k]].map(([r, c]) => vertexName(r + 1, c + 1, naming));
        expected.add(`${v} ${w}`).add(`${w} ${v}`);
      }
    }
    const solved = await engine.solve(`${flow}\n${boardToFacts(made.board)}`, { models: 0 });
    assert.equal(solved.answers.length, 1);
    const edges = new Set(solved.answers[0].atoms.map((a) => (a.type === 'function' ? `${formatSymbol(a.args[0])} ${formatSymbol(a.args[1])}` : '')));
    assert.deepEqual(edges, expected);
  });

  it('gives up with a message when no try settles, and when the choice cannot fit', async () => {
    // One solve per seed: some first covers have a second solution, and then the search stops there.
    const outcomes = [];
    for (let seed = 1; seed <= 12; seed++) outcomes.push(await generateUniqueFlow({ size: 9, colours: 5, seed, engine, encoding: flow, maxSolves: 1 }));
    const failed = outcomes.filter((o) => 'error' in o);
    assert.ok(failed.length > 0, 'some 9x9 boards with five long pipes have more than one solution');
    for (const f of failed) assert.match((f as { error: string }).error, /no 9x9 board with 5 colours and exactly one solution was found in 1 tries .*try another seed, or more colours/);
    const tooMany = await generateFlowFile({ size: 4, colours: 6, seed: 1 }, { engine });
    assert.deepEqual(tooMany, { error: 'a 4x4 board takes 1 to 5 colours (each pipe at least 3 cells long), not 6' });
    assert.match((await generateFlowFile({ size: 2, colours: 1, seed: 1 }, { engine }) as { error: string }).error, /size is a whole number from 3 to 20, not 2/);
    assert.match((await generateFlowFile({ size: 5, colours: 3, seed: -1 }, { engine }) as { error: string }).error, /seed is a whole number/);
  });
});
