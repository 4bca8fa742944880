// Wall maze answers as pictures: walls as bits and merged into straight runs when drawn, the path of step/4
// through cell centres, dead ends and distances on request (all packed), and the library's text back from the
// picture.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { randomizedDfs, toFacts, toText } from '../../server/src/puzzles/wallMaze/generate';
import { carve, closedMaze, hasPassage, openNeighbours, EAST, NORTH, SOUTH, WEST, type Cell, type WallMaze } from '../../server/src/puzzles/wallMaze/maze';
import { generatedMazeView, mergedWalls, wallMazeView, DISTANCE_BANDS, NOTED_STEPS } from '../../server/src/puzzles/wallMaze/view';
import { seededRng } from '../../server/src/puzzles/random';
import { renderSvg } from '../../server/src/view/svg';
import { viewToText } from '../../server/src/view/text';
import { allMarks, fillGrid, pathCells, wallGrid, wallRuns } from '../../server/src/view/unpacked';
import type { View } from '../../server/src/view/view';
import { answer, attribute, bfsPath, elements, factsOfText, segments } from './view-helpers';


function steps(path: Cell[]): string {
  return path.slice(1).map((c, i) => `step(${path[i].x},${path[i].y},${c.x},${c.y})`).join(' ');
}

function viewOf(maze: WallMaze, options: { deadEnds?: boolean; distance?: boolean } = {}): { view: View; path: Cell[] } {
  const start = { x: 0, y: 0 };
  const goal = { x: maze.width - 1, y: maze.height - 1 };
  const path = bfsPath(maze, start, goal);
  const view = wallMazeView(factsOfText(toFacts(maze, start, goal)), answer(steps(path)), options)!;
  return { view, path };
}

/** Unit wall pieces of a maze: every side of every cell without a passage, each once. */
function unitWalls(maze: WallMaze): number {
  let n = 0;
  for (let y = 0; y < maze.height; y++) {
    for (let x = 0; x < maze.width; x++) {
      if (!hasPassage(maze, x, y, NORTH)) n++;
      if (!hasPassage(maze, x, y, WEST)) n++;
      if (y === maze.height - 1 && !hasPassage(maze, x, y, SOUTH)) n++;
      if (x === maze.width - 1 && !hasPassage(maze, x, y, EAST)) n++;
    }
  }
  return n;
}

describe('wall maze view', () => {
  it("merges the library's 3x2 example into 5 walls: top, bottom, both sides, and the one inside", () => {
    const maze = closedMaze(3, 2);
    for (const [x, y, dir] of [[0, 0, EAST], [1, 0, EAST], [0, 1, EAST], [1, 1, EAST], [0, 0, SOUTH], [2, 0, SOUTH]] as const) carve(maze, x, y, dir);
    assert.deepEqual(mergedWalls(maze), [
      { from: [0, 0], to: [0, 3] },
      { from: [1, 1], to: [1, 2] },
      { from: [2, 0], to: [2, 3] },
      { from: [0, 0], to: [2, 0] },
      { from: [0, 3], to: [2, 3] },
    ]);
  });

  it('draws every wall piece once, in maximal straight runs, as one path', () => {
    const maze = randomizedDfs(30, 20, seededRng(3));
    const { view } = viewOf(maze);
    assert.equal(view.walls, undefined, 'the walls are sent as bits, not listed');
    const runs = wallRuns(wallGrid(view)!);
    assert.deepEqual(runs, mergedWalls(maze));
    const length = runs.reduce((n, w) => n + Math.abs(w.to[0] - w.from[0]) + Math.abs(w.to[1] - w.from[1]), 0);
    assert.equal(length, unitWalls(maze));
    // Maximal: no run ends where another on the same line begins.
    const ends = new Set(runs.map((w) => `${w.to[0] === w.from[0] ? 'h' : 'v'}${w.to}`));
    assert.ok(runs.every((w) => !ends.has(`${w.to[0] === w.from[0] ? 'h' : 'v'}${w.from}`)));
    const paths = elements(renderSvg(view), 'path', 'aspv-walls');
    assert.equal(paths.length, 1);
    assert.equal(segments(attribute(paths[0], 'd')), runs.length);
  });

  it('keeps a 300x300 maze to far fewer lines than wall pieces', () => {
    const maze = randomizedDfs(300, 300, seededRng(1));
    const walls = mergedWalls(maze);
    const pieces = unitWalls(maze);
    assert.ok(walls.length < pieces * 0.7, `${walls.length} lines for ${pieces} pieces`);
  });

  it('draws the path of step/4 through the cell centres in red: one point per cell', () => {
    const maze = randomizedDfs(12, 9, seededRng(5));
    const { view, path } = viewOf(maze);
    const polyline = elements(renderSvg(view), 'polyline', 'aspv-path')[0];
    const points = attribute(polyline, 'points')!.split(' ');
    assert.equal(points.length, path.length);
    assert.equal(points[0], '0.5,0.5');
    assert.equal(points[points.length - 1], '11.5,8.5');
    assert.equal(attribute(polyline, 'stroke'), '#e51400');
    assert.equal(view.caption, `path: ${path.length - 1} steps`);
    assert.deepEqual(pathCells(view.paths![0], view.columns), path.map((c) => [c.y, c.x]));
    assert.deepEqual(view.marks, [{ cell: [0, 0], kind: 'start' }, { cell: [8, 11], kind: 'goal' }]);
    const second = view.cells.find((c) => c.row === path[1].y && c.column === path[1].x)!;
    assert.equal(second.atoms!.length, 2);
  });

  it('copies as exactly the text the generator prints, path marked with *', () => {
    const maze = randomizedDfs(12, 9, seededRng(5));
    const { view, path } = viewOf(maze);
    assert.equal(viewToText(view), toText(maze, path));
  });

  it('marks dead ends: the cells with one passage, other than the start and the goal', () => {
    const maze = randomizedDfs(20, 20, seededRng(9));
    const { view } = viewOf(maze, { deadEnds: true });
    let expected = 0;
    for (let y = 0; y < 20; y++) for (let x = 0; x < 20; x++) if (openNeighbours(maze, x, y).length === 1 && !(x === 0 && y === 0) && !(x === 19 && y === 19)) expected++;
    assert.equal(view.marks!.filter((m) => m.kind === 'dead-end').length, 0, 'dead ends are packed, not listed');
    assert.equal(allMarks(view).filter((m) => m.kind === 'dead-end').length, expected);
    assert.equal(elements(renderSvg(view), 'path', 'aspv-dead-end').length, 1);
    assert.match(view.caption!, new RegExp(`${expected} dead ends`));
  });

  it('colours every cell by its distance from the start, in a few bands drawn as a few paths', () => {
    const maze = randomizedDfs(40, 40, seededRng(2));
    const { view } = viewOf(maze, { distance: true });
    assert.equal(view.cells.filter((c) => c.color).length, 0, 'the colours are packed, not listed');
    const fills = fillGrid(view)!;
    assert.equal(fills.cells.filter((k) => k > 0).length, 1600);
    const colours = new Set(Array.from(fills.cells, (k) => fills.colors[k - 1]));
    assert.ok(colours.size <= DISTANCE_BANDS && colours.size > 8);
    assert.equal(fills.colors[fills.cells[0] - 1], '#ffffd9');
    assert.equal(elements(renderSvg(view), 'path', 'aspv-cell').length, colours.size);
  });

  it('sends a 300x300 maze with its path in a few strings: walls as bits, the path as packed cells', () => {
    const maze = randomizedDfs(300, 300, seededRng(1));
    const { view, path } = viewOf(maze);
    const json = JSON.stringify(view);
    // Before packing this view was 2.6 MB of JSON: an object per wall run and per cell of the path.
    assert.ok(json.length < 200_000, `${json.length} bytes`);
    assert.equal(pathCells(JSON.parse(json).paths[0], 300).length, path.length);
    assert.equal(viewToText(JSON.parse(json)), toText(maze, path));
  });

  it('lists the steps for the tooltip on a short path only', () => {
    const short = viewOf(randomizedDfs(12, 9, seededRng(5))).view;
    assert.ok(short.cells.some((c) => c.atoms?.some((a) => a.startsWith('step('))));
    const long = viewOf(randomizedDfs(200, 200, seededRng(5)));
    assert.ok(long.path.length > NOTED_STEPS);
    assert.deepEqual(long.view.cells.map((c) => [c.row, c.column]), [[0, 0], [199, 199]], 'only the start and the goal are listed');
  });

  it('says where a path falls short of the goal', () => {
    const maze = randomizedDfs(6, 6, seededRng(4));
    const path = bfsPath(maze, { x: 0, y: 0 }, { x: 5, y: 5 }).slice(0, 3);
    const view = wallMazeView(factsOfText(toFacts(maze, { x: 0, y: 0 }, { x: 5, y: 5 })), answer(steps(path)))!;
    assert.match(view.caption!, /short of the goal/);
  });

  it('draws a generated maze as the preview draws the instance written for it', () => {
    const maze = randomizedDfs(14, 10, seededRng(6));
    const { view, path } = viewOf(maze);
    const drawn = generatedMazeView(maze, { start: { x: 0, y: 0 }, goal: { x: 13, y: 9 }, path });
    assert.deepEqual({ ...drawn, cells: [] }, { ...view, cells: [] });
    assert.equal(renderSvg(drawn, { theme: 'light' }), renderSvg(view, { theme: 'light' }));
    // Without a path nothing is said about one; cells a mask leaves out are filled as walls.
    const excluded = new Uint8Array(140);
    excluded[5] = 1;
    const plain = generatedMazeView(maze, { excluded });
    assert.equal(plain.caption, '');
    assert.deepEqual(plain.paths, []);
    assert.deepEqual(plain.cells, [{ row: 0, column: 5, style: 'wall' }]);
  });
});
