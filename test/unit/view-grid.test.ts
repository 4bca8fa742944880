// The generic grid: cell/3 labels, color/3 fills, edge/4,5 lines and size/2, from atoms a user's encoding shows.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gridView } from '../../server/src/puzzles/grid/view';
import { answerView, diffCells } from '../../server/src/puzzles/views';
import { parseSymbol } from '../../server/src/solving/symbols';
import { renderSvg } from '../../server/src/view/svg';
import { viewToText } from '../../server/src/view/text';
import { answer, attribute, elements, example, factsOfText, segments } from './view-helpers';

const NO_FACTS = factsOfText('');

/** An answer of 4-queens, as the one rule an encoding adds to draw it, `cell(R,C,q) :- queen(R,C).`, shows it. */
const queens = 'queen(1,2) queen(2,4) queen(3,1) queen(4,3)';
const drawn = answer(queens.replace(/queen\((\d),(\d)\)/g, 'cell($1,$2,q)'));

describe('generic grid view', () => {
  it('draws an N-Queens answer: the board from the largest row and column, a q in four cells', () => {
    const view = gridView(NO_FACTS, drawn)!;
    assert.equal(view.rows, 4);
    assert.equal(view.columns, 4);
    assert.deepEqual(view.cells.map((c) => [c.row, c.column, c.label]), [[0, 1, 'q'], [1, 3, 'q'], [2, 0, 'q'], [3, 2, 'q']]);
    const svg = renderSvg(view, { theme: 'light' });
    assert.equal(elements(svg, 'text').length, 4);
    assert.equal(viewToText(view), '.q..\n...q\nq...\n..q.\n');
    assert.deepEqual(view.cells[0].atoms, ['cell(1,2,q)']);
  });

  it('takes the size from size/2 when there is one, from the answer or the facts', () => {
    assert.equal(gridView(NO_FACTS, [...drawn, ...answer('size(6,5)')])!.columns, 5);
    assert.equal(gridView(factsOfText('size(8,8).'), drawn)!.rows, 8);
    assert.equal(gridView(NO_FACTS, answer('queen(1,1)')), undefined);
  });

  it('fills cells: CSS names, strings with #hex, the theme styles, and distinct colours for any other name', () => {
    const view = gridView(NO_FACTS, answer('color(1,1,lightblue) color(1,2,"#ff8800") color(1,3,wall) color(2,1,a) color(2,2,b) color(2,3,a) color(3,3,7)'))!;
    const at = (r: number, c: number) => view.cells.find((cell) => cell.row === r && cell.column === c)!;
    assert.equal(at(0, 0).color, 'lightblue');
    assert.equal(at(0, 1).color, '#ff8800');
    assert.equal(at(0, 2).style, 'wall');
    assert.equal(at(0, 2).color, undefined);
    assert.equal(at(1, 0).color, at(1, 2).color);
    assert.notEqual(at(1, 0).color, at(1, 1).color);
    assert.notEqual(at(2, 2).color, undefined);
    assert.deepEqual(view.legend!.map((e) => e.name), ['lightblue', '#ff8800', 'a', 'b', '7']);
  });

  it('draws edges between cell centres, in the foreground or in their colour', () => {
    const view = gridView(NO_FACTS, answer('edge(1,1,1,2) edge(1,2,2,2) edge(2,2,2,3,red)'))!;
    const svg = renderSvg(view, { theme: 'light' });
    const paths = elements(svg, 'path', 'aspv-edges');
    assert.deepEqual(paths.map((p) => [attribute(p, 'stroke'), segments(attribute(p, 'd'))]), [['currentColor', 2], ['red', 1]]);
    assert.match(attribute(paths[1], 'd')!, /^M1.5 1.5L2.5 1.5$/);
  });

  it('escapes a label with <&"', () => {
    const svg = renderSvg(gridView(NO_FACTS, answer('cell(1,1,"<&\\"")'))!);
    assert.match(svg, /&lt;&amp;&quot;<\/text>/);
    assert.doesNotMatch(svg, /<&"/);
  });

  it('draws a label with a space once when it is both a fact and in the answer', () => {
    const facts = factsOfText('cell(1,1,"a b"). cell(1,2,"x").');
    const atoms = [parseSymbol('cell(1,1,"a b")'), parseSymbol('cell(1,2,"x")'), parseSymbol('cell(1,2,"x y")'), parseSymbol('cell(1,2,y)')];
    const labels = gridView(facts, atoms)!.cells.map((c) => [c.column, c.label]);
    assert.deepEqual(labels, [[0, 'a b'], [1, 'x x y y']]);
  });

  it("draws a Sudoku's givens as fixed, with their fact as the cell's source", () => {
    const text = example('grid/sudoku.lp');
    const facts = factsOfText(text);
    const view = gridView(facts, answer('cell(1,1,5) cell(1,3,4) size(9,9)'), { uri: 'file:///sudoku.lp', text })!;
    const given = view.cells.find((c) => c.row === 0 && c.column === 0)!;
    const solved = view.cells.find((c) => c.row === 0 && c.column === 2)!;
    assert.equal(given.style, 'fixed-empty');
    assert.equal(given.label, '5');
    assert.equal(given.source?.line, text.split('\n').findIndex((l) => l.startsWith('cell(1,1,5).')));
    assert.equal(solved.style, undefined);
    assert.equal(solved.source, undefined);
    assert.match(renderSvg(view), /font-weight="bold">5<\/text>/);
  });

  it("keeps a Sudoku's boxes whole: on paper a given shows its box's colour, or the paper, never a shade of its own", () => {
    const text = example('grid/sudoku.lp');
    const facts = factsOfText(text);
    // (1,1) is a given in a lavender box, (1,5) a given in a white box, (1,6) a solved cell beside it.
    const atoms = 'cell(1,1,5) cell(1,5,7) cell(1,6,8) color(1,1,lavender) color(1,2,lavender) size(9,9)';
    const view = gridView(facts, answer(atoms), { uri: 'file:///sudoku.lp', text })!;
    for (const theme of ['light', 'dark', 'high-contrast'] as const) {
      const svg = renderSvg(view, { theme });
      const fills = elements(svg, 'path').map((p) => attribute(p, 'fill'));
      assert.ok(fills.includes('lavender'), `${theme}: lavender is drawn`);
      assert.deepEqual(fills.filter((f) => f !== 'lavender' && f !== '#ffffff' && f !== 'none' && f !== undefined), [], `${theme}: ${fills.join()}`);
      assert.match(svg, /font-weight="bold">7<\/text>/, 'the given in the white box is still bold');
    }
    // Without colours of its own the board is not on paper: givens keep their shade there.
    const plain = gridView(facts, answer('cell(1,1,5) cell(1,5,7) size(9,9)'), { uri: 'file:///sudoku.lp', text })!;
    assert.ok(elements(renderSvg(plain, { theme: 'light' }), 'path').some((p) => attribute(p, 'fill') === '#e4ecf7'));
  });

  it('answerView dispatches to the grid, and diffCells finds the cells two answers disagree on', () => {
    const first = answerView('grid', NO_FACTS, drawn)!;
    const second = answerView('grid', NO_FACTS, answer('cell(1,3,q) cell(2,1,q) cell(3,4,q) cell(4,2,q)'))!;
    assert.deepEqual(diffCells(first, second), [[0, 1], [0, 2], [1, 0], [1, 3], [2, 0], [2, 3], [3, 1], [3, 2]]);
    assert.deepEqual(diffCells(first, first), []);
    assert.deepEqual(diffCells(first, { ...second, rows: 5 }), []);
  });
});
