// Mazes with a mask: cells left out of the board, drawn as text. Every generator that takes a mask makes a
// spanning tree of the cells the mask keeps and never opens a wall into a cell it leaves out; a mask whose cells
// are not joined, or that keeps none, is refused; the text picture reads as documented.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seededRng, randomInt } from '../../server/src/puzzles/random';
import { generateMaze, GENERATORS } from '../../server/src/puzzles/wallMaze/generators/index';
import { parseCellSelection, type CellSelection } from '../../server/src/puzzles/wallMaze/generators/growingTree';
import { maskFromText, maskToText, type MazeMask } from '../../server/src/puzzles/wallMaze/mask';
import { mazeKey, perfectionProblems } from './wallMaze-helpers';

const HEART = `
###...###
#........
.........
.........
#.......#
##.....##
###...###
####.####
`.slice(1);

/** A random mask: about a third of the cells left out, then every cell not joined to the first kept one too. */
function randomMask(width: number, height: number, seed: number): MazeMask {
  const rng = seededRng(seed);
  const excluded = new Uint8Array(width * height).map(() => (randomInt(rng, 3) === 0 ? 1 : 0));
  const first = excluded.indexOf(0);
  if (first < 0) return { width, height, excluded: excluded.fill(0) };
  const seen = new Uint8Array(width * height);
  const todo = [first];
  seen[first] = 1;
  while (todo.length) {
    const i = todo.pop()!;
    const x = i % width;
    for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
      if (j >= 0 && j < width * height && !excluded[j] && !seen[j]) {
        seen[j] = 1;
        todo.push(j);
      }
    }
  }
  return { width, height, excluded: seen.map((s) => 1 - s) };
}

const MASKING = GENERATORS.filter((g) => g.accepts.includes('mask'));

describe('masked mazes', () => {
  it('the generators that take a mask are at least those the brief of the seed asks for', () => {
    for (const id of ['dfs', 'kruskal', 'prim', 'true-prim', 'wilson', 'aldous-broder', 'growing-tree']) {
      assert.ok(MASKING.some((g) => g.id === id), id);
    }
  });

  for (const g of MASKING) {
    it(`${g.id}: a spanning tree of the cells the mask keeps, nothing opened into the others`, () => {
      const masks = [maskFromText(HEART), ...[1, 2, 3, 4, 5, 6].map((seed) => randomMask(7 + seed, 5 + 2 * seed, seed)), randomMask(1, 9, 7), randomMask(9, 1, 8)];
      const variants = g.id === 'prim' ? [{}, { frontier: 'cell' as const }]
        : g.id === 'true-prim' ? [{}, { weights: 'edge' as const }]
          : g.id === 'growing-tree' ? ['newest', 'random', 'oldest', 'newest:1,oldest:1'].map((s) => ({ selection: parseCellSelection(s) as CellSelection }))
            : [{}];
      for (const mask of masks) {
        for (const parameters of variants) {
          for (const seed of [1, 2, 3]) {
            const maze = generateMaze(g.id, mask.width, mask.height, seededRng(seed), { ...parameters, mask });
            assert.deepEqual(perfectionProblems(maze, mask), [], `${g.id} ${JSON.stringify(parameters)} on\n${maskToText(mask)}`);
            for (let i = 0; i < maze.open.length; i++) if (mask.excluded[i]) assert.equal(maze.open[i], 0);
            assert.equal(mazeKey(generateMaze(g.id, mask.width, mask.height, seededRng(seed), { ...parameters, mask })), mazeKey(maze));
          }
        }
      }
    });
  }

  it('a start cell the mask leaves out is refused; a mask keeping one cell makes a one-cell maze', () => {
    const heart = maskFromText(HEART);
    assert.throws(() => generateMaze('dfs', 9, 8, seededRng(1), { mask: heart, start: { x: 1, y: 0 } }), /the start \(1,0\) is a cell the mask leaves out/);
    const one = maskFromText('###\n#.#\n###\n');
    for (const g of MASKING) assert.deepEqual([...generateMaze(g.id, 3, 3, seededRng(1), { mask: one }).open], [0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('refuses a mask whose cells are not joined, one that keeps no cell, and one of another size', () => {
    const split = maskFromText('..#..\n..#..\n');
    for (const g of MASKING) {
      assert.throws(() => generateMaze(g.id, 5, 2, seededRng(1), { mask: split }), /not all joined/, g.id);
      assert.throws(() => generateMaze(g.id, 2, 1, seededRng(1), { mask: maskFromText('#X') }), /leaves out every cell/, g.id);
      assert.throws(() => generateMaze(g.id, 4, 2, seededRng(1), { mask: split }), /the mask is 5x2, the maze 4x2/, g.id);
    }
    for (const g of GENERATORS.filter((x) => !x.accepts.includes('mask'))) {
      assert.throws(() => generateMaze(g.id, 5, 2, seededRng(1), { mask: maskFromText('.....\n.....') }), /takes no mask/, g.id);
    }
  });
});

describe('masks as text', () => {
  it('reads # and X as cells left out, anything else as cells of the maze, short lines as kept to the end', () => {
    const mask = maskFromText('#.X\r\n a\n\n#\n\n\n');
    assert.equal(mask.width, 3);
    assert.equal(mask.height, 4);
    assert.deepEqual([...mask.excluded], [1, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0]);
    assert.equal(maskToText(mask), '#.#\n...\n...\n#..\n');
    assert.equal(maskFromText('é#\n').width, 2, 'a character, not a UTF-16 unit, is a cell');
  });

  it('refuses an empty picture', () => {
    assert.throws(() => maskFromText(''), /the mask is empty/);
    assert.throws(() => maskFromText('\n\n  \n'), /the mask is empty/);
  });
});
