// Cell maze answers as pictures: the seed's 5x5 maze and the answer its problem statement gives.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cellMazeView } from '../../server/src/puzzles/cellMaze/view';
import { renderSvg } from '../../server/src/view/svg';
import { viewToText } from '../../server/src/view/text';
import { pathCells } from '../../server/src/view/unpacked';
import { answer, answerOfFacts, attribute, elements, example, factsOfText, pathArea } from './view-helpers';

const instance = example('maze/maze-5x5.lp');
const expected = answerOfFacts(example('maze/maze-5x5-expected.lp'));

describe('cell maze view', () => {
  const view = cellMazeView(factsOfText(instance), expected, { uri: 'file:///maze-5x5.lp', text: instance })!;

  it('has every one of the 25 squares, walls and empty ones, and draws them as 25 cells', () => {
    assert.equal(view.cells.length, 25);
    const svg = renderSvg(view, { theme: 'light' });
    const area = (cls: string) => elements(svg, 'path', cls).reduce((n, e) => n + pathArea(attribute(e, 'd')!), 0);
    const walls = area('aspv-cell-wall') + area('aspv-cell-fixed-wall');
    const empty = area('aspv-cell-empty') + area('aspv-cell-fixed-empty');
    assert.equal(walls + empty, 25);
    assert.equal(empty, 9);
  });

  it('draws the shortest path from the entrance (1,2) to the exit (5,4): 7 cells, 6 steps', () => {
    assert.deepEqual(pathCells(view.paths![0], view.columns), [[1, 0], [1, 1], [2, 1], [3, 1], [3, 2], [3, 3], [3, 4]]);
    const polyline = elements(renderSvg(view), 'polyline', 'aspv-path');
    assert.equal(polyline.length, 1);
    const points = attribute(polyline[0], 'points')!.split(' ');
    assert.equal(points.length, 7);
    assert.equal(points[0], '0.5,1.5');
    assert.equal(points[6], '4.5,3.5');
    assert.match(view.caption!, /6 steps/);
  });

  it('marks the entrance and the exit, and the squares the instance fixes', () => {
    assert.deepEqual(view.marks, [{ cell: [1, 0], kind: 'entrance' }, { cell: [3, 4], kind: 'exit' }]);
    const at = (r: number, c: number) => view.cells.find((cell) => cell.row === r && cell.column === c)!;
    assert.equal(at(2, 2).style, 'fixed-wall');
    assert.equal(at(3, 2).style, 'fixed-empty');
    assert.equal(at(0, 0).style, 'wall');
    // Lines count from 0: wall(3,3) is on the file's 11th line.
    assert.deepEqual(at(2, 2).source, { uri: 'file:///maze-5x5.lp', line: 10, character: 0 });
    assert.deepEqual(at(1, 0).atoms, ['empty(1,2)', 'entrance(1,2)']);
    assert.equal(at(0, 0).source, undefined);
  });

  it('says so when the exit cannot be reached, and still draws the squares', () => {
    // Column 4 walled up: the exit (5,4) is cut off.
    const blocked = answerOfFacts(example('maze/maze-5x5-expected.lp').replace(/empty\(4,/g, 'wall(4,'));
    const v = cellMazeView(factsOfText(instance), blocked)!;
    assert.deepEqual(v.paths, []);
    assert.match(v.caption!, /no path/);
  });

  it('copies as text: # for walls, . for empty squares', () => {
    assert.equal(viewToText(view), '#####\n..#.#\n#.#.#\n#....\n#####\n');
  });

  it('leaves squares the answer does not mention blank, and gives no view without a size', () => {
    const v = cellMazeView(factsOfText('row(1..3). col(1..3). entrance(1,2). exit(3,2).'), answer('wall(1,1)'))!;
    assert.equal(v.cells.filter((c) => c.style === 'blank').length, 8);
    assert.equal(cellMazeView(factsOfText('entrance(1,2).'), []), undefined);
  });
});
