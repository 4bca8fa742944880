// The maze workshop behind Generate Maze… and Copy Maze as Text: an instance back to the maze library's
// display-maze text (the seed's 3x2 example to the character, a path marked in three characters per cell), a
// maze made from a request's fields (each checked, every mistake a message), and the figures and histogram the
// preview's statistics section shows.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seededRng } from '../../server/src/puzzles/random';
import { deadEndHistogram, HISTOGRAM_BARS, instanceStatistics, mazeStatistics } from '../../server/src/puzzles/wallMaze/figures';
import { randomizedDfs, toFacts } from '../../server/src/puzzles/wallMaze/generate';
import { generateMazeFile } from '../../server/src/puzzles/wallMaze/generateFile';
import { generateMaze } from '../../server/src/puzzles/wallMaze/generators/index';
import { mazeTextOf } from '../../server/src/puzzles/wallMaze/mazeText';
import { measureMaze } from '../../server/src/puzzles/wallMaze/measure';
import { wallMazeView } from '../../server/src/puzzles/wallMaze/view';
import { mazeWorkshopInfo } from '../../server/src/puzzles/wallMaze/workshopChoices';
import type { GenerateMazeParams } from '../../server/src/protocol';
import { factsOfText } from './view-helpers';

/** The seed's example: 3x2 cells, walls around, and one wall between (1,0) and (1,1). */
const SEED_3X2 = `maze(3,2). start(0,0). goal(2,1).
passage(0,0,1,0). passage(1,0,2,0). passage(0,1,1,1). passage(1,1,2,1).
passage(0,0,0,1). passage(2,0,2,1).
`;

function text(instance: string, path = false): string {
  const result = mazeTextOf(instance, 'maze.lp', { path });
  assert.ok('text' in result, 'error' in result ? result.error : '');
  return result.text;
}

describe('Copy Maze as Text', () => {
  it("writes the seed's 3x2 example exactly as display-maze prints it", () => {
    assert.equal(text(SEED_3X2), [
      '+---+---+---+',
      '|           |',
      '+   +---+   +',
      '|           |',
      '+---+---+---+',
      '',
    ].join('\n'));
  });

  it('reads passages written either way round, in any order, with comments and other facts between', () => {
    const reversed = `% the same maze\ngoal(2,1). passage(2,1,2,0). passage(1,0,0,0). maze(3,2).\npassage(2,1,1,1).
      passage(1,1,0,1). passage(0,1,0,0). colour(red). passage(2,0,1,0). start(0,0).`;
    assert.equal(text(reversed), text(SEED_3X2));
  });

  it('marks the shortest path from start to goal with " * ", keeping three characters per cell', () => {
    // A perfect 3x2 maze: (0,0)-(1,0)-(2,0)-(2,1), and (1,0)-(1,1)-(0,1). The path to (0,1) turns down the middle.
    const instance = 'maze(3,2). start(0,0). goal(0,1). passage(0,0,1,0). passage(1,0,2,0). passage(2,0,2,1). passage(1,0,1,1). passage(0,1,1,1).';
    const marked = text(instance, true);
    assert.equal(marked, [
      '+---+---+---+',
      '| *   *     |',
      '+---+   +   +',
      '| *   * |   |',
      '+---+---+---+',
      '',
    ].join('\n'));
    assert.equal(marked.replace(/\*/g, ' '), text(instance), 'the path changed more than the cells it marks');
    assert.ok(marked.split('\n').slice(0, -1).every((line) => line.length === 13));
  });

  it('matches the generator: the text of the instance written for a maze is the text of that maze', () => {
    const maze = randomizedDfs(17, 9, seededRng(4));
    const instance = toFacts(maze, { x: 0, y: 0 }, { x: 16, y: 8 });
    const lines = text(instance).split('\n');
    assert.equal(lines.length, 2 * 9 + 2);
    assert.ok(lines.slice(0, -1).every((l) => l.length === 4 * 17 + 1));
  });

  it('says why when the file is no wall maze, or the path has no ends or cannot be found', () => {
    const error = (instance: string, path = false) => {
      const result = mazeTextOf(instance, 'x.lp', { path });
      assert.ok('error' in result, `no error for ${instance}`);
      return result.error;
    };
    assert.match(error('row(1..5). col(1..5).'), /x\.lp is no wall-maze instance: it has no maze\/2 and passage\/4 facts/);
    assert.match(error('passage(X,Y,X+1,Y) :- maze(W,H), X = 0..W-2, Y = 0..H-1.'), /it has rules, so it is an encoding/);
    assert.match(error('maze(0,0). passage(0,0,1,0).'), /no maze\(W,H\) of 1 to 1,000,000 cells/);
    assert.match(error('maze(2,1). passage(0,0,1,0). goal(1,0).', true), /no start\(X,Y\): the path needs both ends/);
    assert.match(error('maze(2,1). passage(0,0,1,0). start(0,0). goal(5,0).', true), /the goal \(5,0\) of x\.lp is off its 2x1 board/);
    assert.match(error('maze(3,1). passage(0,0,1,0). start(0,0). goal(2,0).', true), /the goal \(2,0\) cannot be reached from the start \(0,0\)/);
    // Without a path the ends do not matter.
    assert.equal(text('maze(2,1). passage(0,0,1,0).'), '+---+---+\n|       |\n+---+---+\n');
  });
});

describe('Generate Maze… on the server', () => {
  const made = (params: Partial<GenerateMazeParams>) => generateMazeFile({ algorithm: 'dfs', width: 10, height: 10, seed: 1, ...params } as GenerateMazeParams);
  const error = (params: Partial<GenerateMazeParams> | unknown) => {
    const result = generateMazeFile(params as GenerateMazeParams);
    assert.ok('error' in result, `no error for ${JSON.stringify(params)}`);
    return result.error;
  };
  const base = { algorithm: 'dfs', width: 10, height: 10, seed: 1 };

  it('names the file after the recipe, options included', () => {
    const name = (params: Partial<GenerateMazeParams>) => {
      const result = made(params);
      assert.ok('fileName' in result, 'error' in result ? result.error : '');
      return result.fileName;
    };
    assert.equal(name({ width: 30, height: 20, seed: 7 }), 'dfs-30x20-7.lp');
    assert.equal(name({ algorithm: 'bintree', parameters: { bias: 'NE' } }), 'binary-tree-ne-10x10-1.lp');
    assert.equal(name({ algorithm: 'growing-tree', parameters: { selection: 'newest:75,random:25' } }), 'growing-tree-newest75-random25-10x10-1.lp');
  });

  it('makes the maze the generator makes from the same seed, as its instance with the command that makes it again', () => {
    const result = made({ algorithm: 'binary-tree', width: 12, height: 8, seed: 3, parameters: { bias: 'SE' } });
    assert.ok('text' in result);
    const maze = generateMaze('binary-tree', 12, 8, seededRng(3), { bias: 'SE' });
    assert.ok(result.text.endsWith(toFacts(maze, { x: 0, y: 0 }, { x: 11, y: 7 })));
    assert.equal(result.commandLine, 'asp-puzzles maze --algorithm binary-tree --size 12x8 --seed 3 --bias SE');
    assert.ok(result.text.startsWith(`% A 12x8 wall maze: ${result.commandLine}\n`));
  });

  it('takes every size from 1x1 to 1000 a side, and refuses others with the field named', () => {
    assert.ok('text' in made({ width: 1, height: 1 }));
    assert.ok('text' in made({ width: 1000, height: 3 }));
    assert.equal(error({ ...base, width: 0 }), 'the width is a whole number from 1 to 1000, not 0');
    assert.equal(error({ ...base, height: 1001 }), 'the height is a whole number from 1 to 1000, not 1001');
    assert.equal(error({ ...base, width: 2.5 }), 'the width is a whole number from 1 to 1000, not 2.5');
    assert.equal(error({ ...base, width: '10' }), 'the width is a whole number from 1 to 1000, not "10"');
    assert.equal(error({ ...base, height: undefined }), 'the height is a whole number from 1 to 1000, not missing');
  });

  it('refuses an unknown algorithm, a bad seed, and options the generator does not take or values it does not know', () => {
    assert.match(error({ ...base, algorithm: 'maze-o-matic' }), /^the algorithm is one of dfs, binary-tree, .*division, not "maze-o-matic"$/);
    assert.equal(error({ ...base, seed: -1 }), 'the seed is a whole number from 0 to 4294967295, not -1');
    assert.equal(error({ ...base, seed: 2 ** 32 }), 'the seed is a whole number from 0 to 4294967295, not 4294967296');
    assert.equal(error({ ...base, parameters: { bias: 'NE' } }), 'dfs takes no bias; binary-tree does');
    assert.equal(error({ ...base, algorithm: 'binary-tree', parameters: { bias: 'north' } }), 'the bias is NW or NE or SW or SE, not "north"');
    assert.match(error({ ...base, algorithm: 'growing-tree', parameters: { selection: 'newest:0' } }), /^the selection: the weight of newest must be more than 0$/);
    assert.equal(error({ ...base, parameters: { mask: 'x' } }), "no maze option 'mask': the options are bias, selection, frontier, weights");
    assert.equal(error({ ...base, parameters: ['NE'] }), 'the parameters are an object of option names and values');
    assert.equal(error(null), 'no maze to generate: the request has no parameters');
  });

  it('offers every generator with its character, and the two options that change it most', () => {
    const info = mazeWorkshopInfo();
    assert.equal(info.maxSide, 1000);
    assert.deepEqual(info.algorithms.map((a) => a.id), ['dfs', 'binary-tree', 'sidewinder', 'eller', 'kruskal', 'prim', 'true-prim', 'growing-tree', 'hunt-and-kill', 'wilson', 'aldous-broder', 'division']);
    assert.ok(info.algorithms.every((a) => a.description.length > 20 && !a.description.includes('\n')));
    assert.deepEqual(info.algorithms.filter((a) => a.parameter).map((a) => [a.id, a.parameter!.key, a.parameter!.choices[0].value]),
      [['binary-tree', 'bias', 'NW'], ['growing-tree', 'selection', 'newest:50,random:50']]);
    // Every choice offered is one the generator takes.
    for (const a of info.algorithms) {
      for (const c of a.parameter?.choices ?? []) assert.ok('text' in made({ algorithm: a.id, parameters: { [a.parameter!.key]: c.value } }), `${a.id} ${c.value}`);
    }
  });
});

describe('the statistics section of a wall maze', () => {
  it('has the figures the command line prints, and a bar per dead-end length that adds up to the dead ends', () => {
    const maze = randomizedDfs(30, 30, seededRng(7));
    const m = measureMaze(maze);
    const statistics = mazeStatistics(maze, { x: 0, y: 0 }, { x: 29, y: 29 });
    const figure = (label: string) => statistics.figures.find((f) => f.label === label)?.value;
    assert.equal(figure('dead ends'), `${m.deadEnds} (${((100 * m.deadEnds) / 900).toFixed(1)}%)`);
    assert.equal(figure('path'), `(0,0) to (29,29): ${m.pathLength} moves`);
    assert.equal(figure('cells'), '900 (30x30)');
    assert.equal(figure('passages'), '899');
    assert.match(statistics.summary, new RegExp(`^dead ends ${((100 * m.deadEnds) / 900).toFixed(1)}% · path ${m.pathLength} moves · diameter ${m.diameter}$`));
    const bars = statistics.histogram!.bars;
    assert.equal(bars.length, Math.min(HISTOGRAM_BARS, m.deadEndLengths.length - 1));
    assert.equal(bars.reduce((n, b) => n + b.count, 0), m.deadEnds);
    assert.equal(bars[0].label, '1');
    assert.equal(bars[0].count, m.deadEndLengths[1]);
    assert.match(bars[0].title, /^\d+ dead ends? runs? 1 move to the first junction$/);
  });

  it('keeps a bar for lengths no dead end has, and gathers the long ones in the last bar', () => {
    const short = deadEndHistogram([0, 4, 0, 1]);
    assert.deepEqual(short.bars.map((b) => [b.label, b.count]), [['1', 4], ['2', 0], ['3', 1]]);
    assert.equal(short.bars[2].title, '1 dead end runs 3 moves to the first junction');
    const lengths = [0, ...Array.from({ length: 20 }, (_, i) => 20 - i)];
    const long = deadEndHistogram(lengths);
    assert.equal(long.bars.length, HISTOGRAM_BARS);
    assert.equal(long.bars.at(-1)!.label, `${HISTOGRAM_BARS}+`);
    assert.equal(long.bars.at(-1)!.count, lengths.slice(HISTOGRAM_BARS).reduce((a, b) => a + b, 0));
    assert.match(long.bars.at(-1)!.title, /run 15 or more moves/);
    // Exactly 15 long: the 15th bar is that length alone.
    assert.equal(deadEndHistogram(lengths.slice(0, HISTOGRAM_BARS + 1)).bars.at(-1)!.label, String(HISTOGRAM_BARS));
  });

  it('is in the view only when asked for, and measured once per instance', () => {
    const maze = generateMaze('kruskal', 12, 12, seededRng(2));
    const facts = factsOfText(toFacts(maze, { x: 0, y: 0 }, { x: 11, y: 11 }));
    assert.equal(wallMazeView(facts, [])!.statistics, undefined);
    const view = wallMazeView(facts, [], { statistics: true })!;
    assert.ok(view.statistics);
    assert.equal(wallMazeView(facts, [], { statistics: true, deadEnds: true })!.statistics, view.statistics);
    assert.equal(instanceStatistics(facts, maze, undefined, undefined), view.statistics);
    assert.notEqual(wallMazeView(factsOfText(toFacts(maze, { x: 0, y: 0 }, { x: 11, y: 11 })), [], { statistics: true })!.statistics, view.statistics);
  });
});
