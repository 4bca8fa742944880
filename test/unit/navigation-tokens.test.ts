// Semantic tokens: the legend, the relative encoding, and what each kind of name becomes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { semanticTokens, semanticTokensLegend } from '../../server/src/language/navigation';
import { example, workspace } from './navigation-helpers';

const A = 'file:///w/a.lp';
const B = 'file:///w/b.lp';

/** Decodes LSP's relative encoding into `text:type[+modifiers]` per token. */
function decode(text: string, data: number[]): string[] {
  const lines = text.split('\n');
  const out: string[] = [];
  let line = 0;
  let character = 0;
  assert.equal(data.length % 5, 0);
  for (let i = 0; i < data.length; i += 5) {
    const [dLine, dChar, length, type, modifiers] = data.slice(i, i + 5);
    line += dLine;
    character = dLine === 0 ? character + dChar : dChar;
    const mods = semanticTokensLegend.tokenModifiers.filter((_, bit) => modifiers & (1 << bit));
    out.push(`${lines[line].slice(character, character + length)}:${semanticTokensLegend.tokenTypes[type]}${mods.map((m) => `+${m}`).join('')}`);
  }
  return out;
}

describe('semanticTokens', () => {
  it('exports a legend with the types and modifiers it uses', () => {
    assert.deepEqual(semanticTokensLegend, {
      tokenTypes: ['namespace', 'parameter', 'variable', 'enumMember', 'function'],
      tokenModifiers: ['declaration', 'readonly'],
    });
  });

  it('marks predicates, variables, constants, #const and #program names and parameters', () => {
    const text = '#const n = 3.\nrow(1..n) :- col(X), X < m, not -hidden(X, red).\n#show row/1.\n#program step(t).\nat(t, n).\n';
    const ws = workspace({ [A]: text, [B]: '#const m = 1.\n' });
    assert.deepEqual(decode(text, semanticTokens(ws, A).data), [
      'n:enumMember+declaration+readonly',
      'row:function+declaration', 'n:enumMember+readonly', 'col:function', 'X:variable', 'X:variable',
      'm:enumMember+readonly', 'hidden:function', 'X:variable', 'red:enumMember',
      'row:function',
      'step:namespace+declaration', 't:parameter+declaration',
      'at:function+declaration', 't:parameter', 'n:enumMember+readonly',
    ]);
  });

  it('encodes sorted, single-line, non-overlapping tokens for the syntax tour', () => {
    const text = example('syntax-tour.lp');
    const ws = workspace({ [A]: text });
    const { data } = semanticTokens(ws, A);
    assert.ok(data.length > 100);
    for (let i = 0; i < data.length; i += 5) {
      assert.ok(data[i] >= 0 && data[i + 2] > 0);
      if (i > 0 && data[i] === 0) assert.ok(data[i + 1] >= data[i - 5 + 2], `overlap at token ${i / 5}`);
    }
    const decoded = decode(text, data);
    assert.ok(decoded.includes('size:enumMember+declaration+readonly'));
    assert.ok(decoded.includes('paint:function+declaration'));
    assert.ok(decoded.includes('succ:function') === false, '@succ is no predicate');
  });

  it('is empty for an unknown file and for text without names', () => {
    assert.deepEqual(semanticTokens(workspace({}), A).data, []);
    assert.deepEqual(semanticTokens(workspace({ [A]: '% nothing\n:- .' }), A).data, []);
  });
});
