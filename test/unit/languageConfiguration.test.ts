// language-configuration.json holds regular expressions VS Code compiles at run time; check what they match.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

const root = join(__dirname, '..', '..', '..');
const config = JSON.parse(readFileSync(join(root, 'language-configuration.json'), 'utf8'));

function words(text: string): string[] {
  return [...text.matchAll(new RegExp(config.wordPattern, 'g'))].map((m) => m[0]);
}

describe('language-configuration.json', () => {
  it('uses clingo comments', () => {
    assert.equal(config.comments.lineComment, '%');
    assert.deepEqual(config.comments.blockComment, ['%*', '*%']);
  });

  it('treats predicates, variables with primes, numbers and #keywords as words', () => {
    assert.deepEqual(words("o(V) :- r(V'), #count{ e(v11,_X) } = -2, #sum+{1}."),
      ['o', 'V', 'r', "V'", '#count', 'e', 'v11', '_X', '-2', '#sum+', '1']);
  });

  it('folds between % region and % endregion markers', () => {
    assert.match('% region board', new RegExp(config.folding.markers.start));
    assert.match('  %#endregion', new RegExp(config.folding.markers.end));
    assert.doesNotMatch('%* regional *%', new RegExp(config.folding.markers.start));
  });

  it('indents after a rule head and outdents after the period that ends an indented body', () => {
    const [indent, outdent] = config.onEnterRules;
    assert.match('reach(Y) :-', new RegExp(indent.beforeText));
    assert.doesNotMatch(':~ cost(X). % weak', new RegExp(outdent.beforeText), 'a statement at the margin has nothing to outdent');
    assert.match('    edge(X,Y), reach(X).', new RegExp(outdent.beforeText));
    assert.doesNotMatch('    edge(X,Y),', new RegExp(outdent.beforeText));
  });

  it('closes every bracket it knows and pairs the block comment', () => {
    const opens = config.autoClosingPairs.map((p: { open: string }) => p.open);
    for (const [open] of config.brackets) assert.ok(opens.includes(open), open);
    assert.ok(opens.includes('%*'));
  });
});
