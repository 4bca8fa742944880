// The manifest promises files, a language, a grammar and commands: check that each promise is kept.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

const root = join(__dirname, '..', '..', '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const contributes = manifest.contributes;

describe('package.json', () => {
  it('targets the VS Code that vscode-languageclient 11 needs, and types no newer than that', () => {
    assert.equal(manifest.engines.vscode, '^1.91.0');
    assert.match(manifest.devDependencies['@types/vscode'], /^~1\.91\./);
  });

  it('activates on the clingo language it contributes', () => {
    assert.ok(manifest.activationEvents.includes('onLanguage:clingo'));
    const language = contributes.languages.find((l: { id: string }) => l.id === 'clingo');
    assert.ok(language, 'no clingo language');
    assert.ok(language.extensions.includes('.lp'));
    assert.ok(existsSync(join(root, language.configuration)), language.configuration);
  });

  it('points at a grammar whose scope name matches', () => {
    for (const g of contributes.grammars) {
      const grammar = JSON.parse(readFileSync(join(root, g.path), 'utf8'));
      assert.equal(grammar.scopeName, g.scopeName);
      assert.equal(g.language, 'clingo');
    }
  });

  it('gives every command a title and the ASP category, and reads only settings of its own', () => {
    for (const c of contributes.commands) {
      assert.match(c.command, /^aspPuzzles\.[a-zA-Z]+$/);
      assert.ok(c.title && c.category === 'ASP', c.command);
    }
    for (const key of Object.keys(contributes.configuration.properties)) {
      assert.match(key, /^aspPuzzles\./);
    }
  });

  it('ships the bundles the manifest names', () => {
    const ignore = readFileSync(join(root, '.vscodeignore'), 'utf8');
    assert.ok(ignore.includes(`!${manifest.main.replace(/^\.\//, '')}`), `${manifest.main} left out of the package`);
    assert.ok(ignore.includes('!dist/server.js'), 'server bundle left out of the package');
  });
});
