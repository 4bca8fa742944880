// Every maze generator, property-tested: over many sizes (1x1, 1xN, Nx1, odd, even, not square) and seeds its
// passages form a spanning tree of the board (cells - 1 passages, every cell reached, each wall open on both sides
// or neither); the same seed gives the same maze; the traits each algorithm is known for hold (depth-first
// search's tree, the binary tree's corner, sidewinder's runs, Wilson and Aldous–Broder's uniformity).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seededRng } from '../../server/src/puzzles/random';
import { binaryTree, CORNERS } from '../../server/src/puzzles/wallMaze/generators/binaryTree';
import { parseCellSelection, type CellSelection } from '../../server/src/puzzles/wallMaze/generators/growingTree';
import { findGenerator, generateMaze, GENERATORS, type GeneratorParameters } from '../../server/src/puzzles/wallMaze/generators/index';
import { sidewinder } from '../../server/src/puzzles/wallMaze/generators/sidewinder';
import { EAST, NORTH, SOUTH, WEST } from '../../server/src/puzzles/wallMaze/maze';
import { isAncestor, mazeKey, perfectionProblems, treeFrom } from './wallMaze-helpers';

const SIZES: [number, number][] = [[1, 1], [1, 2], [2, 1], [1, 9], [9, 1], [2, 2], [3, 3], [4, 4], [5, 8], [8, 5], [16, 16], [17, 9], [31, 30]];
const SEEDS = [1, 2, 3, 17, 123456789];
const select = (text: string) => parseCellSelection(text) as CellSelection;

/** Every generator with the options that change how it works. */
const VARIANTS: { name: string; id: string; parameters: GeneratorParameters }[] = [
  ...GENERATORS.map((g) => ({ name: g.id, id: g.id, parameters: {} })),
  ...CORNERS.map((bias) => ({ name: `binary-tree ${bias}`, id: 'binary-tree', parameters: { bias } })),
  { name: 'prim, frontier cells', id: 'prim', parameters: { frontier: 'cell' } },
  { name: 'true-prim, edge weights', id: 'true-prim', parameters: { weights: 'edge' } },
  ...['newest', 'random', 'oldest', 'newest:75,random:25', 'oldest:1,newest:1,random:2'].map((s) => ({ name: `growing-tree ${s}`, id: 'growing-tree', parameters: { selection: select(s) } })),
];

describe('maze generators make perfect mazes', () => {
  for (const v of VARIANTS) {
    it(`${v.name}: a spanning tree for every size and seed, the same for the same seed`, () => {
      for (const [w, h] of SIZES) {
        for (const seed of SEEDS) {
          const maze = generateMaze(v.id, w, h, seededRng(seed), v.parameters);
          assert.equal(maze.width, w);
          assert.equal(maze.height, h);
          assert.deepEqual(perfectionProblems(maze), [], `${v.name} ${w}x${h} seed ${seed}`);
          assert.equal(mazeKey(generateMaze(v.id, w, h, seededRng(seed), v.parameters)), mazeKey(maze), `${v.name} ${w}x${h} seed ${seed} again`);
        }
      }
      // On a board with many mazes, different seeds give different ones.
      const keys = new Set(SEEDS.map((seed) => mazeKey(generateMaze(v.id, 12, 9, seededRng(seed), v.parameters))));
      assert.equal(keys.size, SEEDS.length);
    });
  }

  it('refuses a size that is not whole and positive, and a parameter the generator does not take', () => {
    assert.throws(() => generateMaze('kruskal', 0, 3, seededRng(1)), /whole positive sizes/);
    assert.throws(() => generateMaze('dfs', 2.5, 3, seededRng(1)), /whole positive sizes/);
    assert.throws(() => generateMaze('dfs', 3, 3, seededRng(1), { bias: 'NE' }), /dfs takes no bias/);
    assert.throws(() => generateMaze('maze', 3, 3, seededRng(1)), /no maze generator 'maze'/);
    assert.throws(() => generateMaze('dfs', 3, 3, seededRng(1), { start: { x: 3, y: 0 } }), /outside the 3x3 maze/);
    assert.equal(findGenerator('recursive-backtracker')?.id, 'dfs');
  });
});

describe('what each generator is known for', () => {
  it('depth-first search from its start: every wall left standing joins a cell to one of its ancestors', () => {
    // The defining property of a depth-first search tree; a tree grown from another cell, or breadth-first, fails it.
    for (const [w, h, start] of [[12, 9, { x: 0, y: 0 }], [12, 9, { x: 6, y: 4 }], [7, 13, { x: 6, y: 12 }]] as const) {
      for (const seed of SEEDS) {
        for (const maze of [generateMaze('dfs', w, h, seededRng(seed), { start }), generateMaze('growing-tree', w, h, seededRng(seed), { start, selection: select('newest') })]) {
          const { parent } = treeFrom(maze, start.y * w + start.x);
          for (let i = 0; i < w * h; i++) {
            for (const j of [i % w < w - 1 ? i + 1 : -1, i + w < w * h ? i + w : -1]) {
              if (j < 0 || maze.open[i] & (j === i + 1 ? EAST : SOUTH)) continue;
              assert.ok(isAncestor(parent, i, j) || isAncestor(parent, j, i), `the wall between ${i} and ${j} crosses branches (start ${start.x},${start.y})`);
            }
          }
        }
      }
    }
  });

  it('the growing tree always taking the oldest cell grows breadth-first: every cell as few moves from the start as on an open board', () => {
    for (const seed of SEEDS) {
      const start = { x: 4, y: 7 };
      const maze = generateMaze('growing-tree', 11, 10, seededRng(seed), { start, selection: select('oldest') });
      const { depth } = treeFrom(maze, start.y * 11 + start.x);
      for (let i = 0; i < 110; i++) assert.equal(depth[i], Math.abs((i % 11) - start.x) + Math.abs(Math.floor(i / 11) - start.y));
    }
  });

  it('the binary tree: every cell but its corner opens towards exactly one of the two sides of the bias', () => {
    const sides = { NW: [NORTH, WEST], NE: [NORTH, EAST], SW: [SOUTH, WEST], SE: [SOUTH, EAST] } as const;
    for (const bias of CORNERS) {
      const [w, h] = [13, 8];
      const maze = binaryTree(w, h, seededRng(5), { bias });
      const corner = { x: bias[1] === 'W' ? 0 : w - 1, y: bias[0] === 'N' ? 0 : h - 1 };
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          const towards = sides[bias].filter((bit) => maze.open[y * w + x] & bit).length;
          assert.equal(towards, x === corner.x && y === corner.y ? 0 : 1, `${bias} (${x},${y})`);
        }
      }
    }
    // The library's version (NW) is the default.
    assert.equal(mazeKey(binaryTree(13, 8, seededRng(5))), mazeKey(binaryTree(13, 8, seededRng(5), { bias: 'NW' })));
    assert.throws(() => binaryTree(3, 3, seededRng(1), { bias: 'N' as 'NW' }), /bias is one of NW, NE, SW, SE/);
  });

  it('sidewinder: the top row is one corridor, and every run of a lower row opens north exactly once', () => {
    const [w, h] = [20, 12];
    for (const seed of SEEDS) {
      const maze = sidewinder(w, h, seededRng(seed));
      for (let x = 0; x + 1 < w; x++) assert.ok(maze.open[x] & EAST);
      for (let y = 1; y < h; y++) {
        let norths = 0;
        for (let x = 0; x < w; x++) {
          if (maze.open[y * w + x] & NORTH) norths++;
          if (!(maze.open[y * w + x] & EAST)) {
            assert.equal(norths, 1, `row ${y}, the run ending at ${x}`);
            norths = 0;
          }
        }
      }
    }
  });

  it("Wilson's and Aldous–Broder make each of a 3x2 board's 15 spanning trees about equally often; others do not", () => {
    // A uniform spanning tree is what sets the two apart; the loop erasure and the first-entry rule are what make it.
    const chiSquare = (id: string) => {
      const seen = new Map<string, number>();
      for (let seed = 1; seed <= 3000; seed++) {
        const key = mazeKey(generateMaze(id, 3, 2, seededRng(seed)));
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
      // Expected 200 of each; a tree never made counts fully.
      return [...seen.values()].reduce((sum, n) => sum + (n - 200) ** 2 / 200, 0) + (15 - seen.size) * 200;
    };
    // With 14 degrees of freedom a uniform generator stays under 36 with probability 0.999.
    for (const id of ['wilson', 'aldous-broder']) assert.ok(chiSquare(id) < 36, `${id}: chi-square ${chiSquare(id).toFixed(1)}`);
    // Depth-first search from a corner makes only 4 of the 15; true Prim's cell weights favour some trees.
    for (const id of ['dfs', 'true-prim']) assert.ok(chiSquare(id) > 200, `${id}: chi-square ${chiSquare(id).toFixed(1)}`);
  });

  it('true Prim on random wall weights makes the same mazes as often as Kruskal does (both the minimum spanning tree of random weights)', () => {
    const counts = (id: string, parameters: GeneratorParameters = {}) => {
      const seen = new Map<string, number>();
      for (let seed = 1; seed <= 4000; seed++) {
        const key = mazeKey(generateMaze(id, 3, 2, seededRng(seed), parameters));
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
      return seen;
    };
    // The two-sample chi-square of two frequency tables; 14 degrees of freedom stay under 36 with probability 0.999.
    const apart = (a: Map<string, number>, b: Map<string, number>) =>
      [...new Set([...a.keys(), ...b.keys()])].reduce((sum, k) => sum + ((a.get(k) ?? 0) - (b.get(k) ?? 0)) ** 2 / ((a.get(k) ?? 0) + (b.get(k) ?? 0)), 0);
    const kruskal = counts('kruskal');
    assert.ok(apart(counts('true-prim', { weights: 'edge' }), kruskal) < 36);
    // The random-frontier Prim and Buck's cell weights are other distributions.
    assert.ok(apart(counts('prim'), kruskal) > 60);
    assert.ok(apart(counts('true-prim', { weights: 'cell' }), kruskal) > 60);
  });
});
