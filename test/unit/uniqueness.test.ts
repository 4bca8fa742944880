// The explanations' pure parts on hand-made input: the options given to clingo, the answers that count, the cells
// that differ between two pictures (fills, pipes, paths), and how the renderers draw two boards and greyed cells.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countedAnswers, explainOptions } from '../../server/src/explain/explainRun';
import { differingCells, forcedView, pairView } from '../../server/src/explain/explainViews';
import { renderSvg } from '../../server/src/view/svg';
import { viewToText } from '../../server/src/view/text';
import type { View } from '../../server/src/view/view';
import { isPanelMessage } from '../../client/webview/messages';
import { attribute, elements } from './view-helpers';

const grid = (labels: string[], extra: Partial<View> = {}): View => ({
  kind: 'grid', rows: labels.length, columns: labels[0].length,
  cells: labels.flatMap((line, row) => [...line].map((label, column) => ({ row, column, ...(label === '.' ? {} : { label }) }))),
  ...extra,
});

describe('the options of an explanation', () => {
  it('projects on the shown atoms, finds optimal answers, and drops the user\'s own choices of the same options', () => {
    const options = explainOptions({ models: 5, project: true, optimization: 'opt', extraArgs: ['--project=auto', '-e', 'brave', '--heuristic=Domain', '--opt-mode=opt', '-n', '3'] }, 2, ['--enum-mode=cautious']);
    assert.equal(options.models, 2);
    assert.equal(options.project, undefined);
    assert.equal(options.optimization, 'optN');
    assert.deepEqual(options.extraArgs, ['--heuristic=Domain', '--project=show', '--enum-mode=cautious']);
    assert.equal(explainOptions({ models: 1, optimization: 'ignore' }, 2).optimization, 'ignore');
    // A start of a long name is that option to clingo; `--models 5` and `-n 5` take the next argument along.
    const short = explainOptions({ models: 1, extraArgs: ['--proj=auto', '--enum', 'brave', '--model', '5', '--seed=3', '-n', '2'] }, 2);
    assert.deepEqual(short.extraArgs, ['--seed=3', '--project=show']);
    // `--mode` is an option of its own, not the start of `--models`.
    assert.deepEqual(explainOptions({ models: 1, extraArgs: ['--mode=clingo'] }, 2).extraArgs, ['--mode=clingo', '--project=show']);
  });

  it('counts the optimal answers, the ones clingo reports last, when it says how many there are', () => {
    const answer = (t: string) => ({ atoms: [], text: [t] });
    const answers = [answer('improved'), answer('best 1'), answer('best 2')];
    assert.deepEqual(countedAnswers({ answers, statistics: { optimal: 2 } }).map((a) => a.text[0]), ['best 1', 'best 2']);
    assert.equal(countedAnswers({ answers, statistics: {} }).length, 3);
  });
});

describe('the cells two pictures differ in', () => {
  it('are the cells whose labels differ', () => {
    assert.deepEqual(differingCells(grid(['12', '34']), grid(['12', '43'])), [[1, 0], [1, 1]]);
    assert.deepEqual(differingCells(grid(['12']), grid(['12', '34'])), [], 'boards of different sizes');
  });

  it('include the cells a pipe or a path leaves differently, though their fills are the same', () => {
    const pipes = (to: [number, number]): View => ({ kind: 'flow', rows: 2, columns: 2, cells: [], edges: [{ from: [0, 0], to, color: 'red' }] });
    assert.deepEqual(differingCells(pipes([0, 1]), pipes([1, 0])), [[0, 0], [0, 1], [1, 0]]);
    const path = (cells: [number, number][]): View => ({ kind: 'wall-maze', rows: 2, columns: 2, cells: [], paths: [{ cells, color: 'red' }] });
    assert.deepEqual(differingCells(path([[0, 0], [0, 1], [1, 1]]), path([[0, 0], [1, 0], [1, 1]])), [[0, 0], [0, 1], [1, 0], [1, 1]]);
  });

  it('leave out a cell maze\'s shortest path, which the view works out itself: its squares tell', () => {
    const maze = (path: [number, number][]): View => ({ kind: 'cell-maze', rows: 1, columns: 3, cells: [], paths: [{ cells: path, color: 'red' }] });
    assert.deepEqual(differingCells(maze([[0, 0], [0, 1]]), maze([[0, 0], [0, 1], [0, 2]])), []);
  });
});

describe('the pictures of explanations', () => {
  it('draw two boards side by side under their headings, the differing cells outlined on both', () => {
    const view = pairView(grid(['12', '34'], { answer: { index: 0, count: 2, exhausted: false } }), grid(['12', '43']));
    assert.equal(view.answer, undefined, 'no answer counter');
    const svg = renderSvg(view, { theme: 'light', margin: 0.25 });
    const root = elements(svg, 'svg')[0];
    // Two 2-wide boards, a cell and two margins apart, under a heading a cell high.
    assert.equal(attribute(root, 'viewBox'), '-0.25 -1.25 6 3.5');
    assert.equal(elements(svg, 'g').filter((g) => attribute(g, 'data-board') !== undefined).length, 2);
    const outlines = elements(svg, 'path', 'aspv-differing');
    assert.equal(outlines.length, 2);
    for (const outline of outlines) assert.equal(attribute(outline, 'd'), 'M0.07 1.07h0.86v0.86h-0.86zM1.07 1.07h0.86v0.86h-0.86z');
    assert.match(svg, />answer 1<\/text>[\s\S]*>answer 2<\/text>/);
    assert.equal(viewToText(view), 'answer 1    answer 2\n12          12\n34          43\n');
  });

  it('grey and hatch the cells not forced, write them as ?, and count the rest', () => {
    const { view, count } = forcedView(grid(['12', '34']), grid(['1.', '3.']));
    assert.deepEqual(count, { forced: 2, cells: 4 });
    assert.deepEqual(view.unforced, [[0, 1], [1, 1]]);
    const svg = renderSvg(view, { theme: 'dark' });
    assert.equal(attribute(elements(svg, 'path', 'aspv-unforced')[0], 'd'), 'M1 0h1v1h-1zM1 1h1v1h-1z');
    assert.equal(attribute(elements(svg, 'path', 'aspv-unforced')[0], 'fill'), '#9d9d9d');
    assert.equal(attribute(elements(svg, 'path', 'aspv-unforced-hatch')[0], 'd')?.match(/M/g)?.length, 6);
    assert.equal(viewToText(view), '1?\n3?\n');
  });

  it('are asked for by the preview\'s toolbar with checked messages', () => {
    assert.equal(isPanelMessage({ type: 'checkAnswers', kind: 'unique' }), true);
    assert.equal(isPanelMessage({ type: 'checkAnswers', kind: 'forced' }), true);
    assert.equal(isPanelMessage({ type: 'checkAnswers', kind: 'why' }), false);
  });
});
