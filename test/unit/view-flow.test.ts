// Flow answers as pictures: the seed's level 2 with the solution the puzzle gave (its shouldbe/3 facts read as
// the e/3 atoms of an answer).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { flowView } from '../../server/src/puzzles/flow/view';
import { answerPictures } from '../../server/src/puzzles/pictures';
import { renderSvg } from '../../server/src/view/svg';
import { viewToText } from '../../server/src/view/text';
import { answer, answerOfFacts, attribute, elements, example, factsOfText, segments } from './view-helpers';

const level2 = example('flow/level2.lp');
const solution = answerOfFacts(example('flow/level2-expected.lp'), { shouldbe: 'e' });
const FLOW_RED = '#ff0000';
const FLOW_BLUE = '#0000ff';
const FLOW_GREEN = '#008100';
const FLOW_YELLOW = '#eeee00';

describe('Flow view', () => {
  const view = flowView(factsOfText(level2), solution, { uri: 'file:///level2.lp', text: level2 })!;
  const svg = renderSvg(view, { theme: 'dark' });

  it("draws each colour's pipes in that colour, each edge once: 25 cells, 4 pipes, 21 segments", () => {
    assert.equal(solution.length, 42);
    assert.equal(view.edges!.length, 21);
    const pipes = elements(svg, 'path', 'aspv-edges');
    const byColour = new Map(pipes.map((p) => [attribute(p, 'stroke'), segments(attribute(p, 'd'))]));
    // A pipe through n cells has n - 1 segments: yellow 8 cells, blue 10, green 3, red 4.
    assert.deepEqual(byColour, new Map([[FLOW_YELLOW, 7], [FLOW_BLUE, 9], [FLOW_GREEN, 2], [FLOW_RED, 3]].map(([c, n]) => [c as string, n as number])));
  });

  it('washes every cell in the colour of its pipe', () => {
    assert.equal(view.cells.length, 25);
    assert.ok(view.cells.every((c) => c.color !== undefined));
    assert.equal(view.cellFill, 'tint');
    const yellow = view.cells.filter((c) => c.color === FLOW_YELLOW).map((c) => `${c.row}${c.column}`);
    assert.deepEqual(yellow, ['00', '01', '02', '03', '04', '14', '24', '34']);
  });

  it('puts a dot in the colour of each endpoint: 8 dots, two of each colour', () => {
    const dots = elements(svg, 'circle', 'aspv-mark-dot');
    assert.equal(dots.length, 8);
    const count = (colour: string) => dots.filter((d) => attribute(d, 'fill') === colour).length;
    for (const colour of [FLOW_RED, FLOW_BLUE, FLOW_GREEN, FLOW_YELLOW]) assert.equal(count(colour), 2, colour);
    const v11 = dots.find((d) => attribute(d, 'data-row') === '0' && attribute(d, 'data-column') === '0')!;
    assert.equal(attribute(v11, 'fill'), FLOW_YELLOW);
  });

  it('shows the atoms and facts of a cell on hover, and jumps to its endpoint fact', () => {
    const v11 = view.cells.find((c) => c.row === 0 && c.column === 0)!;
    assert.deepEqual(v11.atoms!.sort(), ['e(v11,v12,yellow)', 'e(v12,v11,yellow)', 's(v11,yellow)', 'v(v11)']);
    const line = level2.split('\n').findIndex((l) => l.startsWith('s(v11, yellow)'));
    assert.deepEqual(v11.source, { uri: 'file:///level2.lp', line, character: 0 });
  });

  it('names the colours in a legend and copies as the same text as the output channel', () => {
    assert.deepEqual(view.legend!.map((e) => e.name), ['red', 'green', 'blue', 'yellow']);
    const [picture] = answerPictures('flow', level2, [{ atoms: solution } as never]);
    assert.equal(viewToText(view), `${picture}\n`);
  });

  it('gives colours without a Flow name (the text format\'s "A") distinct colours from a fixed list', () => {
    const board = 'v(v11;v12;v21;v22). a(v11,v12;v12,v11;v21,v22;v22,v21;v11,v21;v21,v11;v12,v22;v22,v12).\n' +
      'c("A";"B";red). s(v11,"A"). s(v12,"A"). s(v21,"B"). s(v22,"B").';
    const v = flowView(factsOfText(board), answer('e(v11,v12,"A") e(v12,v11,"A") e(v21,v22,"B") e(v22,v21,"B")'))!;
    const colours = v.legend!.map((e) => e.color);
    assert.equal(new Set(colours).size, 3);
    // Red keeps Flow's red; "A" and "B" take the next colours of the list that are still free.
    assert.deepEqual(v.legend, [{ name: 'red', color: FLOW_RED }, { name: '"A"', color: FLOW_BLUE }, { name: '"B"', color: FLOW_GREEN }]);
    assert.equal(viewToText(v), 'AA\nBB\n');
  });
});
