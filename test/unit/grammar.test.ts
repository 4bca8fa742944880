// The grammar's structure: every rule is reachable and every regular expression compiles with Oniguruma,
// the engine VS Code uses (a pattern that does not compile silently highlights nothing).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import * as oniguruma from 'vscode-oniguruma';

const root = join(__dirname, '..', '..', '..');
const grammar = JSON.parse(readFileSync(join(root, 'syntaxes', 'clingo.tmLanguage.json'), 'utf8'));

interface Rule {
  include?: string;
  match?: string;
  begin?: string;
  end?: string;
  patterns?: Rule[];
}

function* rules(rule: Rule): Generator<Rule> {
  yield rule;
  for (const r of rule.patterns ?? []) yield* rules(r);
}

const allRules = [...rules(grammar), ...Object.values(grammar.repository as Record<string, Rule>).flatMap((r) => [...rules(r)])];

describe('syntaxes/clingo.tmLanguage.json', () => {
  before(async () => {
    await oniguruma.loadWASM(readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm')).buffer);
  });

  it('compiles every regular expression with Oniguruma', () => {
    for (const rule of allRules) {
      for (const source of [rule.match, rule.begin, rule.end]) {
        if (source === undefined) continue;
        assert.doesNotThrow(() => new oniguruma.OnigScanner([source]).dispose(), `does not compile: ${source}`);
      }
    }
  });

  it('uses every rule of its repository and includes only rules that exist', () => {
    const included = new Set(allRules.flatMap((r) => (r.include?.startsWith('#') ? [r.include.slice(1)] : [])));
    const defined = Object.keys(grammar.repository);
    assert.deepEqual(defined.filter((name) => !included.has(name)), [], 'unused rules');
    assert.deepEqual([...included].filter((name) => !defined.includes(name)), [], 'missing rules');
  });

  it('ends every scope name with .clingo, except the embedded languages', () => {
    const names = JSON.stringify(grammar).match(/"(?:name|contentName)": ?"[^"]+"/g) ?? [];
    for (const n of names) {
      const scope = n.split('"')[3];
      if (scope === 'Clingo') continue;
      assert.match(scope, /\.clingo$|^meta\.embedded\.block\.(lua|python)$/, scope);
    }
  });
});
