// Puzzle checks: for every check a broken instance, the message and where it points; the examples are clean;
// instances are recognised by their family and encodings are not.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parse } from '../../server/src/language/parser';
import { checkPuzzle, recognisePuzzle } from '../../server/src/puzzles/recognise';
import { DEFAULT_FACT_LIMIT } from '../../server/src/puzzles/facts';

const EXAMPLES = join(__dirname, '..', '..', '..', 'examples');

/** `severity code: message @ the text the span covers`, in a stable order. */
function problems(text: string): string[] {
  const result = checkPuzzle(parse(text));
  assert.ok(result, 'recognised as a puzzle instance');
  return result.problems
    .sort((a, b) => a.span.start - b.span.start || a.message.localeCompare(b.message))
    .map((p) => `${p.severity} ${p.code}: ${p.message} @ ${text.slice(p.span.start, p.span.end)}`);
}

function family(text: string): string | undefined {
  return recognisePuzzle(parse(text))?.id;
}

describe('cell maze checks', () => {
  const grid = 'row(1..5).\ncol(1..5).\n';
  const maze = `${grid}entrance(1,2).\nexit(5,4).\nwall(3,3).\nempty(3,4).\n`;

  it('accepts a well-formed maze, with duplicate rows and the 2011 names', () => {
    assert.deepEqual(problems(maze), []);
    assert.deepEqual(problems(`row(1). ${maze}`), []);
    assert.deepEqual(problems('maxRow(5). maxCol(5). entrance(1,2). exit(5,4). input_wall(3,3). input_empty(3,4).'), []);
  });

  it('reports a row that is not 1..N on its fact, and a missing one on the first row fact', () => {
    assert.deepEqual(problems(maze.replace('row(1..5)', 'row(0). row(1..5)')), [
      'error puzzle-cell-maze-grid: row 0 is not a positive number; rows are numbered from 1 @ row(0)',
    ]);
    assert.deepEqual(problems(maze.replace('row(1..5)', 'row(1). row(2). row(4). row(5)')), [
      'error puzzle-cell-maze-grid: row 3 is missing; rows must be 1..5 @ row(1)',
    ]);
    assert.deepEqual(problems(maze.replace('col(1..5)', 'col(1;4;5)')), [
      'error puzzle-cell-maze-grid: columns 2, 3 are missing; columns must be 1..5 @ 1',
    ]);
    assert.deepEqual(problems('maxRow(0). maxCol(5). entrance(1,2). exit(5,4).'), [
      'error puzzle-cell-maze-grid: maxRow must be a positive number @ maxRow(0)',
    ]);
  });

  it('reports a missing entrance or exit on the row facts', () => {
    assert.deepEqual(problems(maze.replace('entrance(1,2).', '')), [
      'error puzzle-cell-maze-entrance: the maze has no entrance: add entrance(C,R) on its border @ row(1..5)',
    ]);
    assert.deepEqual(problems(maze.replace('exit(5,4).', '')), [
      'error puzzle-cell-maze-exit: the maze has no exit: add exit(C,R) on its border @ row(1..5)',
    ]);
  });

  it('reports more than one entrance on each of them', () => {
    assert.deepEqual(problems(maze.replace('entrance(1,2).', 'entrance(1,2). entrance(1,3).')), [
      'error puzzle-cell-maze-entrance: 2 entrances; a maze has exactly one @ entrance(1,2)',
      'error puzzle-cell-maze-entrance: 2 entrances; a maze has exactly one @ entrance(1,3)',
    ]);
  });

  it('reports an entrance or exit off the border or outside the grid', () => {
    assert.deepEqual(problems(maze.replace('entrance(1,2)', 'entrance(3,3)').replace('wall(3,3).', '')), [
      'error puzzle-cell-maze-entrance: entrance (3,3) is not on the border of the 5x5 maze @ entrance(3,3)',
    ]);
    assert.deepEqual(problems(maze.replace('exit(5,4)', 'exit(6,4)')), [
      'error puzzle-cell-maze-exit: exit (6,4) is outside the 5x5 maze @ exit(6,4)',
    ]);
  });

  it('reports an exit that is the entrance, and a wall where the maze is entered', () => {
    assert.deepEqual(problems(maze.replace('exit(5,4)', 'exit(1,2)')), [
      'error puzzle-cell-maze-endpoints: exit (1,2) is also the entrance; they must be two different cells @ exit(1,2)',
    ]);
    assert.deepEqual(problems(`${maze}wall(5,4).`), [
      'error puzzle-cell-maze-conflict: (5,4) is the exit, which must be empty, not a wall @ wall(5,4)',
    ]);
  });

  it('reports a fixed cell outside the grid, and one both wall and empty on both facts', () => {
    assert.deepEqual(problems(`${maze}wall(7,1).`), [
      'error puzzle-cell-maze-cell: wall (7,1) is outside the 5x5 maze @ wall(7,1)',
    ]);
    assert.deepEqual(problems(`${maze}empty(3,3).`), [
      'error puzzle-cell-maze-conflict: cell (3,3) is both wall and empty @ wall(3,3)',
      'error puzzle-cell-maze-conflict: cell (3,3) is both wall and empty @ empty(3,3)',
    ]);
    assert.deepEqual(problems('maxRow(5). maxCol(5). entrance(1,2). exit(5,4). input_wall(3,3). input_empty(3,3). input_empty(0,1).'), [
      'error puzzle-cell-maze-conflict: cell (3,3) is both wall and empty @ input_wall(3,3)',
      'error puzzle-cell-maze-conflict: cell (3,3) is both wall and empty @ input_empty(3,3)',
      'error puzzle-cell-maze-cell: empty (0,1) is outside the 5x5 maze @ input_empty(0,1)',
    ]);
  });
});

describe('flow checks', () => {
  // A 2x3 board: red joins v11 and v13 along the top row, blue v21 and v23 along the bottom one.
  const names = ['v11', 'v12', 'v13', 'v21', 'v22', 'v23'];
  const adjacent = [['v11', 'v12'], ['v12', 'v13'], ['v21', 'v22'], ['v22', 'v23'], ['v11', 'v21'], ['v12', 'v22'], ['v13', 'v23']];
  const edges = adjacent.flatMap(([x, y]) => [`a(${x},${y}).`, `a(${y},${x}).`]).join('\n');
  const board = `v(${names.join('; ')}).\n${edges}\nc(red; blue).\ns(v11,red). s(v13,red).\ns(v21,blue). s(v23,blue).\n`;

  it('accepts a well-formed board', () => {
    assert.deepEqual(problems(board), []);
  });

  it('reports a colour without two endpoints on its declaration, and on its endpoints when there are more', () => {
    assert.deepEqual(problems(board.replace(' s(v13,red).', '')), [
      'error puzzle-flow-endpoints: colour red has 1 endpoint; a colour needs exactly 2 @ red',
    ]);
    assert.deepEqual(problems(board.replace('s(v13,red).', 's(v13,red). s(v12,red).')), [
      'error puzzle-flow-endpoints: colour red has 3 endpoints; a colour needs exactly 2 @ red',
      'error puzzle-flow-endpoints: colour red has 3 endpoints; a colour needs exactly 2 @ s(v11,red)',
      'error puzzle-flow-endpoints: colour red has 3 endpoints; a colour needs exactly 2 @ s(v13,red)',
      'error puzzle-flow-endpoints: colour red has 3 endpoints; a colour needs exactly 2 @ s(v12,red)',
    ]);
    // The same endpoint written twice is still one.
    assert.deepEqual(problems(`${board}s(v11,red).`), []);
  });

  it('reports an endpoint of an undeclared colour or on an undeclared vertex', () => {
    assert.deepEqual(problems(board.replace('c(red; blue).', 'c(red).')), [
      'error puzzle-flow-colour: colour blue is not declared: add c(blue). @ s(v21,blue)',
      'error puzzle-flow-colour: colour blue is not declared: add c(blue). @ s(v23,blue)',
    ]);
    assert.deepEqual(problems(board.replace('s(v13,red)', 's(v99,red)')), [
      'error puzzle-flow-vertex: endpoint v99 is not a declared vertex @ s(v99,red)',
    ]);
  });

  it('reports a vertex with endpoints of two colours on each of them', () => {
    assert.deepEqual(problems(board.replace('s(v21,blue)', 's(v11,blue)')), [
      'error puzzle-flow-vertex: vertex v11 is an endpoint of red and blue; a vertex has at most one @ s(v11,red)',
      'error puzzle-flow-vertex: vertex v11 is an endpoint of red and blue; a vertex has at most one @ s(v11,blue)',
    ]);
  });

  it('warns about an adjacency without its reverse', () => {
    assert.deepEqual(problems(board.replace('a(v12,v11).', '')), [
      'warning puzzle-flow-adjacency: a(v11,v12) has no reverse a(v12,v11) @ a(v11,v12)',
    ]);
  });

  it('reports an adjacency naming an undeclared vertex', () => {
    assert.deepEqual(problems(`${board}a(v13,v14). a(v14,v13). a(v98,v99).`), [
      'error puzzle-flow-vertex: v14 is not a declared vertex @ a(v13,v14)',
      'error puzzle-flow-vertex: v14 is not a declared vertex @ a(v14,v13)',
      'error puzzle-flow-vertex: v98 and v99 are not declared vertices @ a(v98,v99)',
    ]);
  });

  it('reports a vertex without neighbours on its element of the pool', () => {
    assert.deepEqual(problems(board.replace('v23).', 'v23; v31).\nv(v32).')), [
      'error puzzle-flow-isolated: vertex v31 has no neighbours @ v31',
      'error puzzle-flow-isolated: vertex v32 has no neighbours @ v(v32)',
    ]);
  });
});

describe('wall maze checks', () => {
  const maze = 'maze(2,2).\npassage(0,0,1,0). passage(1,0,1,1). passage(1,1,0,1).\nstart(0,0).\ngoal(0,1).\n';

  it('accepts a well-formed maze', () => {
    assert.deepEqual(problems(maze), []);
  });

  it('reports a passage between cells that are not neighbours', () => {
    assert.deepEqual(problems(`${maze}passage(0,0,1,1). passage(0,0,0,0).`), [
      'error puzzle-wall-maze-passage: (0,0) and (1,1) are not neighbours; a passage joins two adjacent cells @ passage(0,0,1,1)',
      'error puzzle-wall-maze-passage: (0,0) and (0,0) are not neighbours; a passage joins two adjacent cells @ passage(0,0,0,0)',
    ]);
  });

  it('reports a passage with a cell outside the maze', () => {
    assert.deepEqual(problems(`${maze}passage(1,1,2,1). passage(-1,5,-1,6).`), [
      'error puzzle-wall-maze-passage: cell (2,1) is outside the 2x2 maze @ passage(1,1,2,1)',
      'error puzzle-wall-maze-passage: cells (-1,5) and (-1,6) are outside the 2x2 maze @ passage(-1,5,-1,6)',
    ]);
  });

  it('reports a start or goal missing, repeated or outside', () => {
    assert.deepEqual(problems(maze.replace('start(0,0).', '')), [
      'error puzzle-wall-maze-start: the maze has no start: add start(X,Y) @ maze(2,2)',
    ]);
    assert.deepEqual(problems(maze.replace('goal(0,1)', 'goal(0,2)')), [
      'error puzzle-wall-maze-goal: goal (0,2) is outside the 2x2 maze @ goal(0,2)',
    ]);
    assert.deepEqual(problems(`${maze}start(1,1).`), [
      'error puzzle-wall-maze-start: 2 start cells; a maze has exactly one start @ start(0,0)',
      'error puzzle-wall-maze-start: 2 start cells; a maze has exactly one start @ start(1,1)',
    ]);
  });

  it('reports maze/2 missing, repeated or not positive', () => {
    assert.deepEqual(problems(maze.replace('maze(2,2).', '')), [
      'error puzzle-wall-maze-size: no maze(W,H) fact: add one with the width and height @ passage(0,0,1,0)',
    ]);
    assert.deepEqual(problems(maze.replace('maze(2,2)', 'maze(0,2)')), [
      'error puzzle-wall-maze-size: maze(0,2): width and height must be positive numbers @ maze(0,2)',
    ]);
    assert.deepEqual(problems(`${maze}maze(3,3).`), [
      'error puzzle-wall-maze-size: 2 maze sizes; there must be exactly one maze(W,H) @ maze(2,2)',
      'error puzzle-wall-maze-size: 2 maze sizes; there must be exactly one maze(W,H) @ maze(3,3)',
    ]);
  });
});

describe('recognising puzzles', () => {
  const example = (path: string) => readFileSync(join(EXAMPLES, path), 'utf8');

  it('recognises the examples, which have no puzzle problems', () => {
    for (const [path, id] of [['maze/maze-5x5.lp', 'cell-maze'], ['flow/level2.lp', 'flow'], ['flow/level21.lp', 'flow']]) {
      const result = checkPuzzle(parse(example(path)));
      assert.equal(result?.family.id, id, path);
      assert.deepEqual(result.problems, [], path);
    }
  });

  it('recognises a wall maze, and the encoding each family names', () => {
    const result = checkPuzzle(parse('maze(2,1). passage(0,0,1,0). start(0,0). goal(1,0).'));
    assert.equal(result?.family.id, 'wall-maze');
    assert.equal(result.family.encoding, 'wall-maze-path.lp');
    assert.equal(recognisePuzzle(parse(example('flow/level2.lp')))?.encoding, 'flow.lp');
    assert.equal(recognisePuzzle(parse(example('maze/maze-5x5.lp')))?.encoding, 'cell-maze.lp');
  });

  it('does not take encodings, answers or other programs for instances', () => {
    for (const path of ['flow/golf.lp', 'flow/golf-commented.lp', 'flow/level2-expected.lp', 'maze/maze-5x5-expected.lp', 'queens.lp', 'syntax-tour.lp']) {
      assert.equal(family(example(path)), undefined, path);
    }
    // An instance with a rule in it is a program, not data.
    assert.equal(family(`${example('flow/level2.lp')}\nreach(V) :- s(V,_).`), undefined);
    // The characteristic predicates are needed, not just some of their vocabulary.
    assert.equal(family('row(1..5). col(1..5). wall(3,3).'), undefined);
    assert.equal(family('v(1;2). a(1,2). a(2,1).'), undefined);
  });

  it('does not check facts cut short at the expansion limit', () => {
    assert.deepEqual(checkPuzzle(parse(`row(1..5). col(1..5). wall(1..${DEFAULT_FACT_LIMIT + 1}, 1). entrance(1,2). exit(5,4).`))?.problems, []);
  });
});
