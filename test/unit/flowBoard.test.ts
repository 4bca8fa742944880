// Flow boards: the text format read into the seed's facts, its errors, and the generator's boards.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { boardToFacts, boardToText, parseFlowText, vertexName, type FlowBoard } from '../../server/src/puzzles/flow/boardText';
import { flowFileFromText, MAX_TEXT_BOARD_CELLS, readTextBoard } from '../../server/src/puzzles/flow/textBoardFile';
import { generateFlow } from '../../server/src/puzzles/flow/generate';

const root = join(__dirname, '..', '..', '..');

/** Level 2 of the seed as a text board. */
const LEVEL2 = 'Y....\n.....\n..G..\nBGR.Y\nR...B\n';

const factsOf = (text: string, name: string) => new Set([...text.replace(/%.*$/gm, '').matchAll(new RegExp(`\\b${name}\\(([^()]*(?:\\([^()]*\\)[^()]*)*)\\)`, 'g'))].map((m) => m[1].replace(/\s/g, '')));

describe('Flow board text', () => {
  it("reads level 2 into the seed's vertices, adjacency and endpoints", () => {
    const parsed = parseFlowText(LEVEL2);
    assert.ok(parsed.ok);
    if (!parsed.ok) return;
    const facts = boardToFacts(parsed.board);
    const seed = readFileSync(join(root, 'examples', 'flow', 'level2.lp'), 'utf8');
    assert.deepEqual(factsOf(facts, 'a'), factsOf(seed, 'a'));
    assert.equal(factsOf(facts, 'a').size, 80);
    const colourOf: Record<string, string> = { Y: 'yellow', G: 'green', B: 'blue', R: 'red' };
    const endpoints = [...factsOf(facts, 's')].map((s) => s.replace(/"(\w)"/, (_, ch: string) => colourOf[ch]));
    assert.deepEqual(new Set(endpoints), factsOf(seed, 's'));
    assert.match(facts, /^v\(v11; v12; v13; v14; v15\)\.$/m);
    assert.match(facts, /pos\(v43,4,3\)\./);
    assert.match(facts, /^c\("B"; "G"; "R"; "Y"\)\.$/m);
    assert.equal(boardToText(parsed.board), LEVEL2);
  });

  it('names the vertices of boards larger than 9x9 by (row, column) tuples', () => {
    const parsed = parseFlowText(`A.........\n${'..........\n'.repeat(8)}.........A\n`);
    assert.ok(parsed.ok);
    if (!parsed.ok) return;
    const facts = boardToFacts(parsed.board);
    assert.match(facts, /^v\(\(1,1\); \(1,2\);/m);
    assert.match(facts, /a\(\(10,9\),\(10,10\)\)\./);
    assert.match(facts, /s\(\(10,10\),"A"\)\./);
    assert.match(facts, /pos\(\(3,10\),3,10\)\./);
    assert.throws(() => vertexName(10, 1, 'seed'), /9x9/);
  });

  it('ignores blank lines around the board and trailing spaces', () => {
    const parsed = parseFlowText('\n\nA.A  \r\n...\n\n');
    assert.ok(parsed.ok && parsed.board.rows === 2 && parsed.board.cols === 3);
  });

  it('reports ragged rows, lone endpoints and strange characters with their line and column', () => {
    const parsed = parseFlowText('\nA.B\n..\nB.C\n.#A\n');
    assert.ok(!parsed.ok);
    if (parsed.ok) return;
    assert.deepEqual(parsed.errors.map((e) => [e.line, e.column]), [[3, 3], [4, 3], [5, 2]]);
    assert.match(parsed.errors[0].message, /2 cells, the first row has 3/);
    assert.match(parsed.errors[1].message, /colour C has one endpoint/);
    assert.match(parsed.errors[2].message, /'#'/);
    const three = parseFlowText('A.A\n..A\n');
    assert.ok(!three.ok && /3 endpoints/.test(three.errors[0].message) && three.errors[0].line === 2);
    assert.ok(!parseFlowText('\n  \n').ok);
  });
});

describe('Flow board generator', () => {
  it('makes boards whose paths cover the grid, each joining two endpoints of its colour', () => {
    for (const [size, colours, seed] of [[5, 4, 1], [9, 10, 2], [14, 15, 3], [20, 12, 4]]) {
      const { board, paths, text } = generateFlow(size, colours, seed);
      assert.equal(paths.length, colours);
      const covered = new Set<string>();
      const colourSet = new Set<string | null>();
      paths.forEach((path) => {
        assert.ok(path.length >= 3, 'paths have at least 3 cells');
        for (let k = 0; k < path.length; k++) {
          const [r, c] = path[k];
          assert.ok(!covered.has(`${r},${c}`), 'paths are disjoint');
          covered.add(`${r},${c}`);
          if (k > 0) assert.equal(Math.abs(r - path[k - 1][0]) + Math.abs(c - path[k - 1][1]), 1, 'steps are between neighbours');
          if (k > 0 && k < path.length - 1) assert.equal(board.cells[r][c], null, 'only the ends of a path are endpoints');
        }
        const [first, last] = [path[0], path[path.length - 1]];
        assert.equal(board.cells[first[0]][first[1]], board.cells[last[0]][last[1]]);
        assert.notEqual(board.cells[first[0]][first[1]], null);
        colourSet.add(board.cells[first[0]][first[1]]);
      });
      assert.equal(colourSet.size, colours, 'every path has its own colour');
      assert.equal(covered.size, size * size);
      assert.ok(parseFlowText(text).ok);
    }
  });

  it('is reproducible from its seed', () => {
    assert.equal(generateFlow(8, 6, 11).text, generateFlow(8, 6, 11).text);
    assert.notEqual(generateFlow(8, 6, 11).text, generateFlow(8, 6, 12).text);
  });

  it('refuses sizes that cannot hold the colours', () => {
    assert.throws(() => generateFlow(3, 4, 1), /do not fit/);
  });
});

describe('Flow board text files', () => {
  it('reads a .txt board as its facts, each row on the row\'s own line', () => {
    const read = readTextBoard('/p/level2.txt', `\n${LEVEL2}`);
    assert.ok(read && 'facts' in read);
    if (!read || !('facts' in read)) return;
    const lines = read.facts.split('\n');
    assert.equal(lines[0], '', 'the blank line before the board stays blank');
    assert.deepEqual(factsOf(read.facts, 's'), factsOf(boardToFacts((parseFlowText(LEVEL2) as { board: FlowBoard }).board), 's'));
    assert.deepEqual(factsOf(read.facts, 'a'), factsOf(boardToFacts((parseFlowText(LEVEL2) as { board: FlowBoard }).board), 'a'));
    // Row 4 of the board (BGR.Y) is line 5 of the file: its endpoints are there and nowhere else.
    assert.deepEqual([...factsOf(lines[4], 's')].sort(), ['v41,"B"', 'v42,"G"', 'v43,"R"', 'v45,"Y"']);
    assert.match(lines[4], /pos\(v41,4,1\)/);
    assert.match(lines[1], /c\("B"; "G"; "R"; "Y"\)\./);
  });

  it('leaves clingo programs alone: other names, other characters, and .txt facts that are no board', () => {
    assert.equal(readTextBoard('/p/level2.lp', LEVEL2), undefined);
    assert.equal(readTextBoard('/p/p.txt', 'a :- b.\n'), undefined);
    assert.equal(readTextBoard('/p/p.txt', 'a.\nb.\n'), undefined);
    assert.equal(readTextBoard('/p/many.txt', 'p.\n'.repeat(60_000)), undefined, 'more cells than a board may have, but a program');
    assert.equal(readTextBoard('/p/p.txt', '\n \n'), undefined);
    assert.ok(readTextBoard('/p/BOARD.TXT', 'A.A\n'));
    const windows = readTextBoard('/p/windows.txt', '\uFEFFA.A\r\n.B.\r\n.B.\r\n');
    assert.ok(windows && 'facts' in windows, 'a byte order mark and CRLF line ends, as Windows editors write them');
  });

  it('refuses a board too large for its facts before making them, and lists at most 20 problems', () => {
    const side = Math.ceil(Math.sqrt(MAX_TEXT_BOARD_CELLS)) + 1;
    const row = '.'.repeat(side);
    const huge = readTextBoard('/p/huge.txt', `A${row.slice(1)}\n${`${row}\n`.repeat(side - 2)}${row.slice(1)}A\n`);
    assert.ok(huge && 'errors' in huge && huge.errors.length === 1);
    assert.match(huge.errors[0].message, /the board has [\d,]+ cells; a text board may have at most 100,000/);
    const junk = readTextBoard('/p/junk.txt', 'A.A\n...\n'.concat('..\n'.repeat(30)));
    assert.ok(junk && 'errors' in junk);
    assert.equal(junk.errors.length, 21);
    assert.deepEqual([junk.errors[20].line, junk.errors[20].message], [23, 'and 10 more problems']);
  });

  it('names the instance file of a board after its text file', () => {
    const named = (name: string) => {
      const made = flowFileFromText('A.A\n', name);
      return 'fileName' in made ? made.fileName : made.problems[0].message;
    };
    assert.deepEqual(['board.txt', 'pack.1.txt', 'BOARD', '.txt', '/a/b.txt'].map(named), ['board.lp', 'pack.1.lp', 'BOARD.lp', 'flow-board.lp', 'b.lp']);
  });

  it("reports a broken board's problems at their line and column", () => {
    const read = readTextBoard('/p/b.txt', 'A.B\n..\nB.C\n');
    assert.ok(read && 'errors' in read);
    if (!read || !('errors' in read)) return;
    assert.deepEqual(read.errors.map((e) => [e.line, e.column]), [[1, 1], [2, 3], [3, 3]]);
  });
});
