#!/usr/bin/env node
// Prints the TextMate scopes of every token of a clingo file, for writing grammar tests:
//   node scripts/show-scopes.mjs examples/flow/golf.lp
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const vsctm = require('vscode-textmate');
const oniguruma = require('vscode-oniguruma');
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const wasm = readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm')).buffer;
await oniguruma.loadWASM(wasm);
const registry = new vsctm.Registry({
  onigLib: Promise.resolve({
    createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
    createOnigString: (s) => new oniguruma.OnigString(s),
  }),
  loadGrammar: async (scopeName) => {
    if (scopeName !== 'source.clingo') return null;
    const path = join(root, 'syntaxes', 'clingo.tmLanguage.json');
    return vsctm.parseRawGrammar(readFileSync(path, 'utf8'), path);
  },
});
const grammar = await registry.loadGrammar('source.clingo');
let stack = vsctm.INITIAL;
const lines = readFileSync(process.argv[2], 'utf8').split(/\r?\n/);
lines.forEach((line, i) => {
  const r = grammar.tokenizeLine(line, stack);
  console.log(`${i + 1}: ${line}`);
  for (const t of r.tokens) {
    const text = line.slice(t.startIndex, t.endIndex);
    if (text.trim() === '') continue;
    console.log(`    ${String(t.startIndex).padStart(3)} ${JSON.stringify(text).padEnd(16)} ${t.scopes.slice(1).join(' ')}`);
  }
  stack = r.ruleStack;
});
