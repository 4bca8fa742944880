// No text can crash or freeze the server: long operator chains in every place a term can stand, over the protocol.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Hover } from 'vscode-languageserver-protocol';
import { startSession, type LspSession } from './lspSession';

/** Operators that chain without nesting in the parser: each `1 op 1 op …` is as deep as it is long. */
const CHAINED = ['+', '-', '*', '/', '\\', '&', '?', '^', '..'];

/** Files whose terms are chains of `n` operands, as facts, as `#const` values and in rule bodies. */
export function chainPrograms(n: number): { name: string; text: string; nested?: boolean }[] {
  const programs: { name: string; text: string; nested?: boolean }[] = [];
  for (const op of CHAINED) {
    const chain = `1${`${op}1`.repeat(n - 1)}`;
    programs.push(
      { name: `fact ${op}`, text: `p(${chain}).\n` },
      { name: `#const ${op}`, text: `#const n = ${chain}.\np(n).\n` },
      { name: `body ${op}`, text: `p(X) :- q(X), X = ${chain}.\nq(1).\n` },
      { name: `lifted condition ${op}`, text: `{ p(X${`${op}1`.repeat(n - 1)}) : q(X) } :- r.\nq(1). r.\n` },
    );
  }
  const list = (sep: string) => Array.from({ length: n }, (_, i) => `p(${i})`).join(sep);
  programs.push(
    { name: 'pool', text: `p(${Array.from({ length: n }, (_, i) => i).join(';')}).\n` },
    { name: 'disjunction', text: `${list(' | ')}.\n` },
    { name: 'condition', text: `p(0). a :- b : ${list(', ')}.\n` },
    { name: 'body', text: `p(0). a :- ${list(', ')}.\n` },
    // Nesting the parser refuses past its limit, with an error instead of a statement.
    { name: 'nested unary minus', text: `p(${'-'.repeat(n)}1).\n`, nested: true },
    { name: 'nested absolute value', text: `p(${'|'.repeat(n)}1${'|'.repeat(n)}).\n`, nested: true },
    { name: 'nested parentheses', text: `p(${'('.repeat(n)}1${')'.repeat(n)}).\n`, nested: true },
  );
  return programs;
}

describe('the server on deep and long terms', () => {
  let session: LspSession;
  before(async () => {
    session = await startSession('/virtual-root-that-does-not-exist');
  });
  after(async () => {
    assert.equal(await session.close(), 0, session.stderr());
  });

  for (const n of [2_000, 50_000]) {
    it(`publishes diagnostics and hovers for chains of ${n.toLocaleString('en')} operands`, async () => {
      for (const [i, { name, text, nested }] of chainPrograms(n).entries()) {
        const uri = `file:///virtual/chains/${n}-${i}.lp`;
        await session.open(uri, text);
        const diagnostics = await Promise.race([session.diagnostics(uri), session.exited.then(() => assert.fail(`${name}: the server exited\n${session.stderr()}`))]);
        const hover = await session.connection.sendRequest<Hover | null>('textDocument/hover', {
          textDocument: { uri }, position: { line: 0, character: 0 },
        }).catch((e: Error) => assert.fail(`${name}: hover failed: ${e.message}`));
        assert.equal(session.process.exitCode, null, `${name}: the server exited\n${session.stderr()}`);
        if (nested) assert.match(JSON.stringify(diagnostics), /nesting deeper than/, name);
        else if (text.startsWith('p(')) assert.ok(hover, `${name}: no hover`);
        await session.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
      }
    });
  }
});
