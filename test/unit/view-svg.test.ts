// The renderer on hand-made views: one path per fill, themes, escaping, violations, changed cells.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { colour, escape, renderSvg, viewStylesheet } from '../../server/src/view/svg';
import type { View } from '../../server/src/view/view';
import { attribute, elements, pathArea } from './view-helpers';

function board(rows: number, columns: number, extra: Partial<View> = {}): View {
  return { kind: 'grid', rows, columns, cells: [], ...extra };
}

describe('SVG renderer', () => {
  it('draws in cell units: the viewBox is the board and its margin, the size is cellSize pixels per cell', () => {
    const svg = renderSvg(board(3, 4), { cellSize: 10, margin: 0.5 });
    const root = elements(svg, 'svg')[0];
    assert.equal(attribute(root, 'viewBox'), '-0.5 -0.5 5 4');
    assert.equal(attribute(root, 'width'), '50');
    assert.equal(attribute(root, 'height'), '40');
    assert.equal(attribute(root, 'data-rows'), '3');
    assert.equal(attribute(root, 'data-columns'), '4');
  });

  it("names the picture's kind with classes no style rule paints, so a board is never painted as one of its parts", () => {
    // The stylesheet paints `.aspv-<role>`; a root class `aspv-grid` once gave every cell of a grid the grid lines'
    // stroke, one cell wide: the whole board one flat grey.
    const painted = new Set([...viewStylesheet().matchAll(/\.(aspv-[\w-]+)/g)].map((m) => m[1]));
    for (const kind of ['grid', 'flow', 'cell-maze', 'wall-maze'] as const) {
      const root = elements(renderSvg({ kind, rows: 2, columns: 2, cells: [] }), 'svg')[0];
      const classes = attribute(root, 'class')!.split(/\s+/);
      assert.ok(classes.includes(`aspv-kind-${kind}`), classes.join(' '));
      assert.deepEqual(classes.filter((c) => painted.has(c)), [], `${kind}: the root carries a painted class`);
    }
  });

  it('groups cells of one fill into one path, each row a run of rectangles', () => {
    const cells = [];
    for (let r = 0; r < 100; r++) for (let c = 0; c < 100; c++) cells.push({ row: r, column: c, style: (r + c) % 3 === 0 ? 'wall' as const : 'empty' as const });
    const svg = renderSvg({ kind: 'cell-maze', rows: 100, columns: 100, cells });
    const walls = elements(svg, 'path', 'aspv-cell-wall');
    const empty = elements(svg, 'path', 'aspv-cell-empty');
    assert.equal(walls.length, 1);
    assert.equal(empty.length, 1);
    assert.equal(pathArea(attribute(walls[0], 'd')!) + pathArea(attribute(empty[0], 'd')!), 10_000);
    assert.equal(elements(svg, 'rect').length, 1); // the board, not a rectangle per cell
  });

  it('follows the editor with inherit: classes and CSS variables, no colours of its own', () => {
    const view = board(2, 2, { cells: [{ row: 0, column: 0, style: 'wall' }], marks: [{ cell: [1, 1], kind: 'goal' }] });
    const svg = renderSvg(view, { styleNonce: 'abc123' });
    assert.match(svg, /<style nonce="abc123">/);
    assert.match(svg, /\.aspv-cell-wall\{fill:var\(--vscode-/);
    assert.equal(attribute(elements(svg, 'path', 'aspv-cell-wall')[0], 'fill'), undefined);
    const fixed = renderSvg(view, { theme: 'high-contrast' });
    assert.doesNotMatch(fixed, /<style|var\(/);
    assert.equal(attribute(elements(fixed, 'rect', 'aspv-board')[0], 'fill'), '#000000');
    assert.notEqual(renderSvg(view, { theme: 'light' }), renderSvg(view, { theme: 'dark' }));
  });

  it('escapes every text and attribute: a label <&" and a rule name', () => {
    const view = board(1, 2, {
      cells: [{ row: 0, column: 0, label: '<&"' }],
      violations: [{ rule: 'a"b<c', message: 'x < y & z', cells: [[0, 1]] }],
      caption: "it's <b>",
    });
    const svg = renderSvg(view);
    assert.match(svg, />&lt;&amp;&quot;<\/text>/);
    assert.match(svg, /data-rule="a&quot;b&lt;c"/);
    assert.match(svg, /<title>x &lt; y &amp; z<\/title>/);
    assert.match(svg, /aria-label="Grid, 1 by 2; it&#39;s &lt;b&gt;"/);
    assert.doesNotMatch(svg, /<&"|<b>/);
    assert.equal(escape('a\u0000b\u0007c'), 'abc');
  });

  it('writes only plain colours: a url() or anything else becomes the foreground', () => {
    assert.equal(colour('#ff8800'), '#ff8800');
    assert.equal(colour('lightblue'), 'lightblue');
    assert.equal(colour('hsl(120,70%,40%)'), 'hsl(120,70%,40%)');
    assert.equal(colour('url(https://example.com/x)'), 'currentColor');
    assert.equal(colour('red" onload="x'), 'currentColor');
    const svg = renderSvg(board(1, 1, { cells: [{ row: 0, column: 0, color: 'url(#x)' }] }));
    assert.doesNotMatch(svg, /url\(/);
  });

  it('outlines violations: a 2x2 block as one rectangle, a single cell crossed out, a loop washed and traced', () => {
    const view = board(4, 4, {
      violations: [
        { rule: 'block', message: 'all empty', cells: [[0, 0], [0, 1], [1, 0], [1, 1]] },
        { rule: 'cell', message: 'a wall with four empty neighbours', cells: [[0, 3]] },
        { rule: 'loop', message: 'a loop', cells: [[1, 1], [1, 2], [1, 3], [2, 3], [3, 3], [3, 2], [3, 1], [2, 1]] },
      ],
    });
    const svg = renderSvg(view, { theme: 'light' });
    const groups = svg.split('<g ').slice(1);
    assert.equal(groups.length, 3);
    assert.match(groups[0], /<rect x="0.06" y="0.06" width="1.88" height="1.88"\/>/);
    assert.match(groups[1], /h0.88v0.88h-0.88z.*l0.5 0.5m0 -0.5l-0.5 0.5/);
    assert.equal(elements(groups[2], 'polygon').length, 1);
    assert.equal(elements(groups[2], 'path', 'aspv-violation-wash').length, 1);
    assert.equal(elements(svg, 'g', 'aspv-violation').length, 3);
    assert.doesNotMatch(renderSvg(view, { theme: 'light', showViolations: false }), /aspv-violation/);
  });

  it('outlines changed cells subtly, all in one path', () => {
    const svg = renderSvg(board(3, 3, { changed: [[0, 0], [2, 1]] }), { theme: 'dark' });
    const changed = elements(svg, 'path', 'aspv-changed');
    assert.equal(changed.length, 1);
    assert.equal(attribute(changed[0], 'd'), 'M0.1 0.1h0.8v0.8h-0.8zM1.1 2.1h0.8v0.8h-0.8z');
  });

  it('skips cells outside the board and tolerates an empty one', () => {
    const svg = renderSvg(board(1, 1, { cells: [{ row: 5, column: 0, style: 'wall' }, { row: -1, column: 0, style: 'wall' }] }));
    assert.equal(elements(svg, 'path', 'aspv-cell-wall').length, 0);
    assert.match(renderSvg(board(0, 0)), /<\/svg>$/);
  });
});
