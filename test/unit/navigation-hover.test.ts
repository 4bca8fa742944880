// Hover: predicate signature, doc comment and counts; variables; constants.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hover } from '../../server/src/language/navigation';
import { codeBlock } from '../../server/src/language/navigation/markdown';
import { at, example, textOf, workspace } from './navigation-helpers';

const GOLF = 'file:///w/flow/golf-commented.lp';
const A = 'file:///w/a.lp';
const B = 'file:///w/b.lp';

function hoverText(ws: ReturnType<typeof workspace>, uri: string, offset: number): string {
  const h = hover(ws, uri, offset);
  assert.ok(h, 'no hover');
  return h.contents.value;
}

describe('hover on a predicate', () => {
  const ws = workspace({ [GOLF]: example('flow/golf-commented.lp') });

  it('shows the comment lines above its first definition, markers stripped', () => {
    const value = hoverText(ws, GOLF, at(ws, GOLF, 'r(V):-r(W)', 6));
    assert.match(value, /^```clingo\nr\/1\n```/);
    assert.ok(value.includes('A vertex is reachable from an endpoint if\nit is an endpoint ...'), value);
    // The blank line above that run ends the documentation.
    assert.ok(!value.includes('Auxilary'), value);
    assert.ok(value.endsWith('2 definitions, 2 uses'), value);
  });

  it('documents o/1 with its four comment lines, and e/3 from its choice rule', () => {
    const o = hoverText(ws, GOLF, at(ws, GOLF, 'not o(V)', 4));
    assert.ok(o.includes('A vertex is okay if it is reachable and either\nis an endpoint'), o);
    assert.ok(o.includes('cardinality 2.'), o);
    const e = hoverText(ws, GOLF, at(ws, GOLF, '#show e/3', 6));
    assert.ok(e.includes('Select some edges e(V,W,C) s.t. V and W are adjacent and C is a color.'), e);
    assert.ok(e.endsWith('1 definition, 8 uses'), e);
  });

  it('covers the name only', () => {
    const h = hover(ws, GOLF, at(ws, GOLF, 'o(V):-'));
    assert.equal(h && textOf(ws, GOLF, h.range!), 'o');
  });

  it('reads a block comment, and ignores a trailing comment of the line before', () => {
    const w = workspace({
      [A]: '%* The cells\n   of the grid. *%\ncell(1..3).\nrow(1). % not a doc\nrow(2).\n\n% separated by a blank line\n\ncol(1).\n',
    });
    const cell = hoverText(w, A, at(w, A, 'cell(1'));
    assert.ok(cell.includes('The cells\nof the grid.'), cell);
    assert.ok(!hoverText(w, A, at(w, A, 'row(2)')).includes('not a doc'));
    assert.ok(!hoverText(w, A, at(w, A, 'col(1')).includes('separated'));
  });

  it('takes the first documented definition and counts across the related files', () => {
    const w = workspace({
      [A]: 'p(1).\np(2).\nq :- p(X), not p(3).\n',
      [B]: '#include "a.lp".\n% p holds for the chosen numbers.\np(X) :- n(X).\n#show p/1.\n',
      'file:///elsewhere/c.lp': 'p(9).\n',
    });
    const value = hoverText(w, A, at(w, A, 'p(1)'));
    assert.ok(value.includes('p holds for the chosen numbers.'), value);
    assert.ok(value.endsWith('3 definitions, 3 uses in 2 files'), value);
  });

  it('says when a predicate has no definition, and tells p from -p', () => {
    const w = workspace({ [A]: ':- q(X), not -q(X).\n-q(1).\n' });
    assert.ok(hoverText(w, A, at(w, A, 'q(X)')).endsWith('no definition, 1 use'));
    const neg = hoverText(w, A, at(w, A, 'q(1)'));
    assert.match(neg, /```clingo\n-q\/1\n```/);
    assert.ok(neg.endsWith('1 definition, 1 use'), neg);
  });
});

describe('hover on variables and constants', () => {
  const ws = workspace({
    [A]: '#const n = 8.\n#const n = 9. [override]\nrow(1..n) :- X = 1, Y = X, ok(Y, red).\n#program step(t).\ns(t).\n',
  });

  it('counts a variable in its statement', () => {
    assert.ok(hoverText(ws, A, at(ws, A, 'X = 1')).endsWith('Variable: 2 occurrences in this statement.'));
    assert.ok(hoverText(ws, A, at(ws, A, 'Y = X')).includes('2 occurrences'));
  });

  it('shows the #const definitions of a constant', () => {
    const value = hoverText(ws, A, at(ws, A, 'n) :-'));
    assert.equal(value, '```clingo\n#const n = 8.\n#const n = 9. [override]\n```');
    assert.equal(hoverText(ws, A, at(ws, A, 'n = 8')), value);
  });

  it('names the #program of a parameter and says when a constant has no #const', () => {
    assert.ok(hoverText(ws, A, at(ws, A, 's(t)', 2)).includes('Parameter of `#program step(t)`'));
    assert.ok(hoverText(ws, A, at(ws, A, 'red')).includes('no `#const`'));
  });

  it('has nothing to say about keywords, numbers or unknown files', () => {
    assert.equal(hover(ws, A, at(ws, A, '#const')), undefined);
    assert.equal(hover(ws, A, at(ws, A, '8.')), undefined);
    assert.equal(hover(ws, 'file:///nowhere.lp', 0), undefined);
  });
});

describe('hover Markdown from the file', () => {
  // A CommonMark renderer, HTML allowed: the worst a client could do with the Markdown.
  const MarkdownIt = require('markdown-it') as new (options: { html: boolean }) => { render(text: string): string };
  const render = (value: string) => new MarkdownIt({ html: true }).render(value);
  const ws = workspace({
    [A]: [
      '% ![x](https://example.test/a.png) and <img src="https://example.test/b.png">',
      '% [a link](https://example.test/) <https://example.test/auto> *not bold* `not code` &lt;',
      '% # not a heading',
      '% - not a list',
      '% ```',
      'p(1).',
      '#const v = "```\\n<img src=\'https://example.test/c.png\'>".',
      'q(v).',
    ].join('\n'),
  });

  it('shows a doc comment as the text it is: no image, link, HTML, heading, list or code of its own', () => {
    const html = render(hoverText(ws, A, at(ws, A, 'p(1)')));
    assert.doesNotMatch(html, /<img|<a |<h1|<li|<em|<strong|<code>not/, html);
    assert.match(html, /!\[x\]\(https:\/\/example\.test\/a\.png\) and &lt;img src=&quot;https:\/\/example\.test\/b\.png&quot;&gt;/);
    assert.match(html, /\*not bold\* `not code` &amp;lt;/);
    assert.match(html, /# not a heading\n- not a list\n```/);
  });

  it('fences code so that no line of it closes the block early', () => {
    const source = 'p :- q.\n```\n<img src="https://example.test/c.png">\n````';
    const html = render(codeBlock(source));
    assert.equal(html.match(/<pre>/g)?.length, 1, html);
    assert.doesNotMatch(html, /<img/);
    assert.ok(html.includes('```\n&lt;img src=&quot;https://example.test/c.png&quot;&gt;\n````'), html);
    // A #const value is shown on one line: its backticks are inside the block too.
    const value = render(hoverText(ws, A, at(ws, A, 'v).')));
    assert.ok(value.includes('#const v = &quot;```\\n&lt;img'), value);
  });
});
