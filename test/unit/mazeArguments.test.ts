// The arguments of `asp-puzzles maze` and `maze-stats`: every option read into the recipe, each mistake named,
// and a generator's options refused for a generator that does not take them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { GENERATORS } from '../../server/src/puzzles/wallMaze/generators/index';
import { MAZE_USAGE, parseMazeArguments, parseMazeStatsArguments } from '../../server/src/cli/mazeArguments';

const error = (...args: string[]) => (parseMazeArguments(args) as { error: string }).error;
const statsError = (...args: string[]) => (parseMazeStatsArguments(args) as { error: string }).error;

describe('maze arguments', () => {
  it('reads a depth-first maze with its start, braid, outputs, stats and path', () => {
    assert.deepEqual(parseMazeArguments(['--algorithm', 'dfs', '--size', '30x20', '--seed', '7', '--start', '3,4', '--braid', '0.5', '--lp', 'm.lp', '--text', '--svg', '-', '--pdf', 'm.pdf', '--stats', '--solve', '--from', '1,1', '--to', '29,19']), {
      command: 'maze', algorithm: 'dfs', width: 30, height: 20, sized: true, seed: 7, parameters: { start: { x: 3, y: 4 } }, braid: 0.5,
      outputs: [{ format: 'lp', file: 'm.lp' }, { format: 'text' }, { format: 'svg' }, { format: 'pdf', file: 'm.pdf' }],
      stats: true, solve: true, from: { x: 1, y: 1 }, to: { x: 29, y: 19 },
    });
  });

  it('defaults to a 15x15 depth-first maze as text, and reads each generator option', () => {
    assert.deepEqual(parseMazeArguments([]), { command: 'maze', algorithm: 'dfs', width: 15, height: 15, sized: false, parameters: {}, outputs: [], stats: false, solve: false });
    const parameters = (...args: string[]) => (parseMazeArguments(args) as { parameters: unknown }).parameters;
    assert.deepEqual(parameters('--algorithm', 'binary-tree', '--bias', 'SE'), { bias: 'SE' });
    assert.deepEqual(parameters('--algorithm', 'prim', '--frontier', 'cell', '--start', '0,0'), { frontier: 'cell', start: { x: 0, y: 0 } });
    assert.deepEqual(parameters('--algorithm', 'true-prim', '--weights', 'edge'), { weights: 'edge' });
    assert.deepEqual(parameters('--algorithm', 'growing-tree', '--select', 'newest:75,random:25'), { selection: [{ pick: 'newest', weight: 75 }, { pick: 'random', weight: 25 }] });
    assert.equal((parseMazeArguments(['--algorithm', 'recursive-backtracker']) as { algorithm: string }).algorithm, 'dfs');
    assert.deepEqual(parseMazeArguments(['--size', '7', '--mask', 'heart.txt']), { command: 'maze', algorithm: 'dfs', width: 7, height: 7, sized: true, parameters: {}, maskFile: 'heart.txt', outputs: [], stats: false, solve: false });
    assert.deepEqual(parseMazeArguments(['--help']), { help: true });
  });

  it('names the argument that is wrong', () => {
    assert.match(error('--algorithm', 'maze'), /^--algorithm is one of dfs, binary-tree, .*, not 'maze'$/);
    assert.equal(error('--size', '30by30'), "--size is columns x rows such as 30x20, each at least 1, not '30by30'");
    assert.equal(error('--size', '0x5'), "--size is columns x rows such as 30x20, each at least 1, not '0x5'");
    assert.match(error('--size', '2000x1000'), /has 2000000 cells; at most 1000000/);
    assert.equal(error('--seed', '-1'), "--seed takes a whole number from 0 to 4294967295, not '-1'");
    assert.equal(error('--seed', '4294967296'), "--seed takes a whole number from 0 to 4294967295, not '4294967296'");
    assert.equal(error('--seed'), '--seed needs a value');
    assert.equal(error('--start', '3'), "--start is a cell X,Y such as 0,0, not '3'");
    assert.equal(error('--start', '15,0'), '--start 15,0 is outside the 15x15 maze (cells count from 0)');
    assert.equal(error('--to', '0,15'), '--to 0,15 is outside the 15x15 maze (cells count from 0)');
    assert.equal(error('--braid', '1.5'), "--braid is a fraction of the dead ends from 0 to 1, not '1.5'");
    assert.equal(error('--braid', 'half'), "--braid is a fraction of the dead ends from 0 to 1, not 'half'");
    assert.equal(error('--algorithm', 'binary-tree', '--bias', 'N'), "--bias is NW or NE or SW or SE, not 'N'");
    assert.equal(error('--algorithm', 'growing-tree', '--select', 'latest'), "--select: 'latest' is not a cell pick: newest, random or oldest, optionally with :WEIGHT");
    assert.equal(error('--algorithm', 'growing-tree', '--select', 'newest:0'), '--select: the weight of newest must be more than 0');
    assert.equal(error('--pdf'), '--pdf needs a file name: a PDF is not text for a terminal');
    assert.equal(error('--lp', 'a.lp', '--lp'), '--lp is given twice');
    assert.equal(error('--frobnicate'), 'unknown option --frobnicate');
    assert.equal(error('maze.lp'), "unexpected argument 'maze.lp' (options start with --)");
    assert.equal(error('--size', '--seed', '3'), '--size needs a value');
  });

  it("refuses a generator's option for a generator that does not take it, whatever the order", () => {
    assert.equal(error('--bias', 'NE'), '--bias does not apply to dfs; it applies to binary-tree');
    assert.equal(error('--start', '1,1', '--algorithm', 'kruskal'), '--start does not apply to kruskal; it applies to dfs, prim, true-prim, growing-tree, hunt-and-kill, wilson, aldous-broder');
    assert.equal(error('--algorithm', 'eller', '--mask', 'm.txt'), '--mask does not apply to eller; it applies to dfs, kruskal, prim, true-prim, growing-tree, hunt-and-kill, wilson, aldous-broder');
    assert.equal(error('--algorithm', 'prim', '--weights', 'edge'), '--weights does not apply to prim; it applies to true-prim');
  });
});

describe('maze-stats arguments', () => {
  it('surveys every generator by default, 100 mazes of 30x30 from seed 1', () => {
    assert.deepEqual(parseMazeStatsArguments([]), { command: 'maze-stats', algorithm: 'all', width: 30, height: 30, sized: false, parameters: {}, count: 100, seed: 1 });
    assert.deepEqual(parseMazeStatsArguments(['--algorithm', 'growing-tree', '--select', 'oldest', '--size', '10x5', '--count', '7', '--seed', '9', '--braid', '1']), {
      command: 'maze-stats', algorithm: 'growing-tree', width: 10, height: 5, sized: true, parameters: { selection: [{ pick: 'oldest', weight: 1 }] }, count: 7, seed: 9, braid: 1,
    });
  });

  it('names the argument that is wrong', () => {
    assert.equal(statsError('--count', '0'), "--count takes a whole number from 1 to 1000000, not '0'");
    assert.equal(statsError('--bias', 'NE'), '--bias is for one algorithm, not all: add --algorithm NAME');
    assert.equal(statsError('--mask', 'm.txt'), '--mask is for one algorithm, not all: not every generator takes a mask');
    assert.equal(statsError('--algorithm', 'dfs', '--bias', 'NE'), '--bias does not apply to dfs; it applies to binary-tree');
    assert.equal(statsError('--lp'), 'unknown option --lp');
    assert.match(error('--algorithm', 'all'), /not 'all'$/);
  });

  it('the usage names every generator', () => {
    for (const g of GENERATORS) assert.ok(MAZE_USAGE.includes(g.id), g.id);
  });
});
