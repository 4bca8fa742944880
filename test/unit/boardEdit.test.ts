// Editing boards from the preview, on strings: each click's edit applied to the instance's text gives the board
// the click asks for (read back through the same facts and checks the extension uses), a second click takes it
// back to the very text it was, and what cannot be edited one fact at a time says so instead of changing anything.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { LineIndex } from '../../server/src/language/lineIndex';
import { parse } from '../../server/src/language/parser';
import type { BoardEdit, FileTextEdit } from '../../server/src/protocol';
import { boardView, editBoard } from '../../server/src/puzzles/editBoard';
import { extractFacts, factsOf, symbolKey } from '../../server/src/puzzles/facts';
import { boardToFacts, parseFlowText } from '../../server/src/puzzles/flow/boardText';
import { checkPuzzleFacts } from '../../server/src/puzzles/recognise';
import { mazeOfFacts } from '../../server/src/puzzles/wallMaze/fromFacts';
import { EAST, SOUTH } from '../../server/src/puzzles/wallMaze/maze';

const root = join(__dirname, '..', '..', '..');
const example = (path: string) => readFileSync(join(root, 'examples', path), 'utf8');
const URI = 'file:///board.lp';

/** The text with the edits made, as the editor makes them: every range of the text before the edit. */
function applied(text: string, edits: FileTextEdit[]): string {
  const lines = new LineIndex(text);
  const spans = edits.map((e) => ({ start: lines.offset(e.range.start), end: lines.offset(e.range.end), text: e.newText })).sort((a, b) => b.start - a.start);
  let out = text;
  for (let i = 0; i < spans.length; i++) {
    if (i > 0) assert.ok(spans[i].end <= spans[i - 1].start, 'edits do not overlap');
    out = out.slice(0, spans[i].start) + spans[i].text + out.slice(spans[i].end);
  }
  return out;
}

function click(text: string, edit: BoardEdit): { text: string; description: string; colour?: string } {
  const result = editBoard(URI, text, edit);
  assert.ok(!('error' in result), 'error' in result ? result.error : '');
  for (const e of result.edits) assert.equal(e.uri, URI);
  return { text: applied(text, result.edits), description: result.description, ...(result.colour ? { colour: result.colour } : {}) };
}

const facts = (text: string) => extractFacts(parse(text));
const problems = (text: string) => checkPuzzleFacts(facts(text))!.problems.map((p) => p.message);

describe('editing a wall maze', () => {
  const maze = example('wall-maze/dfs-6x6.lp');

  it('puts a wall up where a passage was, and takes it down again, either way round', () => {
    const before = mazeOfFacts(facts(maze))!;
    assert.ok(before.open[0] & EAST, 'the example opens (0,0) to (1,0)');
    const up = click(maze, { kind: 'wall', from: [0, 1], to: [0, 0] });
    assert.equal(up.description, 'wall between (0,0) and (1,0) put up');
    const walled = mazeOfFacts(facts(up.text))!;
    assert.equal(walled.open[0] & EAST, 0);
    assert.equal(walled.open.filter((o, i) => o !== before.open[i]).length, 2, 'only the two cells beside the wall change');
    const down = click(up.text, { kind: 'wall', from: [0, 0], to: [0, 1] });
    assert.equal(down.description, 'wall between (0,0) and (1,0) taken down');
    assert.deepEqual(mazeOfFacts(facts(down.text))!.open, before.open);
  });

  it('takes a wall down with a new passage after the last one, and up again to the same text', () => {
    const before = mazeOfFacts(facts(maze))!;
    assert.equal(before.open[0] & SOUTH, 0, 'a wall below (0,0)');
    const down = click(maze, { kind: 'wall', from: [0, 0], to: [1, 0] });
    assert.match(down.text, /passage\(4,5,5,5\)\.\npassage\(0,0,0,1\)\./);
    assert.ok(mazeOfFacts(facts(down.text))!.open[0] & SOUTH);
    assert.equal(click(down.text, { kind: 'wall', from: [1, 0], to: [0, 0] }).text, maze);
  });

  it('refuses cells that are not neighbours or outside the maze', () => {
    assert.match((editBoard(URI, maze, { kind: 'wall', from: [0, 0], to: [1, 1] }) as { error: string }).error, /not neighbours/);
    assert.match((editBoard(URI, maze, { kind: 'wall', from: [5, 5], to: [5, 6] }) as { error: string }).error, /outside the 6x6 maze/);
    assert.match((editBoard(URI, maze, { kind: 'cell', cell: [0, 0] }) as { error: string }).error, /Wall maze board has no cells/);
  });
});

describe('editing a cell maze', () => {
  const maze = example('maze/maze-5x5.lp');

  it('cycles a square from unfixed to wall to empty and back to the same text', () => {
    const wall = click(maze, { kind: 'cell', cell: [1, 3] });
    assert.equal(wall.description, '(4,2) fixed as a wall');
    assert.match(wall.text, /^wall\(3,3\)\.\nwall\(4,2\)\.$/m);
    const empty = click(wall.text, { kind: 'cell', cell: [1, 3] });
    assert.equal(empty.description, '(4,2) fixed empty');
    assert.deepEqual(factsOf(facts(empty.text), 'empty', 2).map((f) => f.args.map(symbolKey).join()).sort(), ['3,4', '4,2']);
    assert.deepEqual(factsOf(facts(empty.text), 'wall', 2).map((f) => f.args.map(symbolKey).join()), ['3,3']);
    const unfixed = click(empty.text, { kind: 'cell', cell: [1, 3] });
    assert.equal(unfixed.description, '(4,2) is no longer fixed');
    assert.equal(unfixed.text, maze);
  });

  it('writes the 2011 names in a 2011 file, and takes one cell out of a pool', () => {
    const old = 'maxRow(5). maxCol(5).\nentrance(1,2). exit(5,4).\ninput_wall(3,3; 2,4).\n';
    const empty = click(old, { kind: 'cell', cell: [2, 2] });
    assert.equal(empty.text, 'maxRow(5). maxCol(5).\nentrance(1,2). exit(5,4).\ninput_wall(2,4).\ninput_empty(3,3).\n');
    assert.deepEqual(problems(empty.text), []);
    assert.equal(click(old, { kind: 'cell', cell: [0, 2] }).text, `${old}input_wall(3,1).\n`);
  });

  it('says what it cannot split, and leaves the diagnostics to say what an edit broke', () => {
    const ranged = 'row(1..5). col(1..5).\nentrance(1,2). exit(5,4).\nwall(2..4,3).\n';
    assert.match((editBoard(URI, ranged, { kind: 'cell', cell: [2, 2] }) as { error: string }).error, /wall\(2\.\.4,3\) stands for 3 facts at once/);
    const entranceWall = click(maze, { kind: 'cell', cell: [1, 0] });
    assert.ok(problems(entranceWall.text).some((m) => /is the entrance, which must be empty, not a wall/.test(m)));
  });
});

describe('editing a Flow board', () => {
  const level2 = example('flow/level2.lp');

  it('places and removes endpoints of a colour, and its c/1 with its last endpoint', () => {
    const third = click(level2, { kind: 'endpoint', cell: [0, 1], colour: 'yellow' });
    assert.equal(third.description, 'endpoint of yellow placed on (1,2)');
    assert.match(third.text, /^s\(v33, green\)\.\ns\(v12,yellow\)\.$/m);
    assert.ok(problems(third.text).some((m) => /colour yellow has 3 endpoints/.test(m)), 'three endpoints are reported');
    assert.equal(click(third.text, { kind: 'endpoint', cell: [0, 1], colour: 'yellow' }).text, level2);

    const one = click(level2, { kind: 'endpoint', cell: [0, 0], colour: 'yellow' });
    assert.equal(one.description, 'endpoint of yellow removed from (1,1)');
    assert.ok(problems(one.text).some((m) => /colour yellow has 1 endpoint;/.test(m)));
    const none = click(one.text, { kind: 'endpoint', cell: [3, 4], colour: 'yellow' });
    assert.match(none.text, /^c\(red; green; blue\)\.$/m, 'the colour goes with its last endpoint');
    assert.deepEqual(problems(none.text), []);
  });

  it('gives a new colour a name in the board style, declared with it, and replaces another colour in place', () => {
    const named = click(level2, { kind: 'endpoint', cell: [0, 1] });
    assert.equal(named.colour, 'orange', 'red, blue, green and yellow are taken');
    assert.match(named.text, /^c\(orange\)\.$/m);
    const replaced = click(level2, { kind: 'endpoint', cell: [0, 0], colour: 'blue' });
    assert.equal(replaced.description, "endpoint of blue replaces yellow's on (1,1)");
    assert.match(replaced.text, /^s\(v11,blue\)\.$/m);

    const parsed = parseFlowText('A.B\n...\nA.B\n');
    assert.ok(parsed.ok);
    const board = parsed.ok ? boardToFacts(parsed.board) : '';
    const letter = click(board, { kind: 'endpoint', cell: [1, 1] });
    assert.equal(letter.colour, '"C"');
    const b = click(board, { kind: 'endpoint', cell: [0, 2], colour: '"B"' });
    const gone = click(b.text, { kind: 'endpoint', cell: [2, 2], colour: '"B"' });
    assert.match(gone.text, /^c\("A"\)\.$/m);
    assert.equal(checkPuzzleFacts(facts(gone.text))!.problems.length, 0);
  });

  it('draws the board as written, its problems listed at their cells', () => {
    const third = click(level2, { kind: 'endpoint', cell: [0, 1], colour: 'yellow' });
    const view = boardView(URI, third.text)!;
    assert.equal(view.kind, 'flow');
    assert.equal(view.edges?.length, 0, 'no answer is drawn');
    assert.equal(view.marks?.length, 9);
    const yellow = view.violations?.filter((v) => /yellow has 3 endpoints/.test(v.message)) ?? [];
    assert.ok(yellow.length > 0, 'the problem is listed');
    assert.match(yellow[0].message, /^line \d+: colour yellow has 3 endpoints/);
    assert.deepEqual(yellow.flatMap((v) => v.cells).sort(), [[0, 0], [0, 1], [3, 4]], "at the colour's endpoints");
    assert.match(view.caption ?? '', /the board as written, not solved: fix it to solve it/);
    assert.equal(boardView(URI, 'p :- q.'), undefined);
  });

  it('refuses what is no edit', () => {
    assert.match((editBoard(URI, level2, { kind: 'endpoint', cell: [9, 9], colour: 'red' }) as { error: string }).error, /no vertex is at row 10, column 10/);
    assert.match((editBoard(URI, level2, { kind: 'endpoint', cell: [0, 0], colour: 'not a term(' }) as { error: string }).error, /not a colour term/);
    assert.match((editBoard(URI, level2, { kind: 'drag' } as unknown as BoardEdit) as { error: string }).error, /wall, a cell or an endpoint/);
    assert.match((editBoard(URI, 'p :- q.', { kind: 'cell', cell: [0, 0] }) as { error: string }).error, /no instance of a puzzle/);
  });
});
