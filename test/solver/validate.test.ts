// The validators against real clingo-wasm answers: every answer of the bundled encodings passes, and a golfed Flow
// encoding with its loop check taken out gives answers that the validator catches.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { parse } from '../../server/src/language/parser';
import { validateCellMaze } from '../../server/src/puzzles/cellMaze/validate';
import { readBundledEncoding } from '../../server/src/puzzles/encodings';
import { extractFacts } from '../../server/src/puzzles/facts';
import { validateFlow } from '../../server/src/puzzles/flow/validate';
import { seededRng } from '../../server/src/puzzles/random';
import { randomizedDfs, toFacts } from '../../server/src/puzzles/wallMaze/generate';
import { validateWallMazePath } from '../../server/src/puzzles/wallMaze/validate';
import { WasmEngine } from '../../server/src/solving/wasmEngine';

const root = join(__dirname, '..', '..', '..');
const example = (path: string) => readFileSync(join(root, 'examples', path), 'utf8');
const factsOf = (instance: string) => extractFacts(parse(instance));
const key = (text: string[]) => text.slice().sort().join(' ');

describe('validators on clingo-wasm answers', () => {
  const engine = new WasmEngine();
  after(() => engine.dispose());

  it('finds nothing wrong with any answer of the bundled encodings', async () => {
    const maze = example('maze/maze-5x5.lp');
    const mazes = await engine.solve(`${readBundledEncoding('cell-maze')}\n${maze}`, { models: 0 });
    assert.equal(mazes.answers.length, 3);
    for (const answer of mazes.answers) assert.deepEqual(validateCellMaze(factsOf(maze), answer.atoms), []);

    const level21 = example('flow/level21.lp');
    const flows = await engine.solve(`${readBundledEncoding('flow')}\n${level21}`, { models: 0 });
    assert.equal(flows.answers.length, 9);
    for (const answer of flows.answers) assert.deepEqual(validateFlow(factsOf(level21), answer.atoms), []);

    const walls = toFacts(randomizedDfs(20, 20, seededRng(8)), { x: 0, y: 0 }, { x: 19, y: 19 });
    const paths = await engine.solve(`${readBundledEncoding('wall-maze-path')}\n${walls}`, { models: 0 });
    assert.equal(paths.answers.length, 1);
    assert.ok(paths.answers[0].atoms.length >= 38, 'a path across the maze');
    assert.deepEqual(validateWallMazePath(factsOf(walls), paths.answers[0].atoms), []);
  });

  it('catches the loops a golfed encoding lets through once it no longer asks for reachability', async () => {
    const golf = example('flow/golf.lp');
    // o(V) asked for V to be reached from an endpoint; asking only for a vertex lets free-standing loops count.
    const loose = golf.replace('o(V):-r(V),', 'o(V):-v(V),');
    assert.notEqual(loose, golf);
    const level21 = example('flow/level21.lp');
    const facts = factsOf(level21);
    const good = await engine.solve(`${golf}\n${level21}`, { models: 0 });
    assert.equal(good.answers.length, 9);
    for (const answer of good.answers) assert.deepEqual(validateFlow(facts, answer.atoms), []);
    const valid = new Set(good.answers.map((a) => key(a.text)));

    const result = await engine.solve(`${loose}\n${level21}`, { models: 0 });
    assert.equal(result.exhausted, true);
    const flagged = result.answers.filter((a) => validateFlow(facts, a.atoms).length > 0);
    assert.ok(flagged.length > 0, 'the loosened encoding gives answers with loops');
    for (const answer of result.answers) {
      const violations = validateFlow(facts, answer.atoms);
      assert.equal(violations.length === 0, valid.has(key(answer.text)), 'exactly the answers of the real encoding pass');
      for (const v of violations) {
        assert.equal(v.rule, 'flow-loop');
        assert.match(v.message, /^\w+ loop through v\d\d(, v\d\d)+ touches no \w+ endpoint$/);
        assert.ok(v.cells.length >= 4);
      }
    }
  });
});
