// No text or file can crash or freeze the server: long operator chains in every place a term can stand, and
// devices, FIFOs and folders where a clingo file is expected, over the protocol.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { Hover } from 'vscode-languageserver-protocol';
import { solveRequest } from '../../server/src/protocol';
import { MAX_SYMBOL_DEPTH } from '../../server/src/solving/symbols';
import { scratchDir } from '../scratch';
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

describe('the server on settings past what a timer holds', () => {
  let session: LspSession;
  before(async () => {
    session = await startSession('/virtual-root-that-does-not-exist');
  });
  after(async () => {
    assert.equal(await session.close(), 0, session.stderr());
  });

  it('solves programs whose answers nest deeper than source text may', async () => {
    for (const depth of [1_000, 30_000]) {
      const uri = `file:///virtual/deep-answers/${depth}.lp`;
      await session.open(uri, `q(0,0). q(f(X),N+1) :- q(X,N), N < ${depth}. r(X) :- q(X,${depth}).\n#show r/1.\n`);
      const report = await within(60_000, 'solve', session.connection.sendRequest(solveRequest, { uri, settings: { engine: 'wasm', models: 1 }, runId: `deep-${depth}` }))
        .catch((e: Error) => assert.fail(`depth ${depth}: ${e.message}\n${session.stderr().slice(-2000)}`));
      assert.equal(report.status, 'satisfiable', JSON.stringify(report.messages));
      const [answer] = report.answers;
      assert.equal(answer.text.length, 1);
      if (depth > MAX_SYMBOL_DEPTH) {
        // Too deep to be a value that JSON can carry: the text only, and a word about it.
        assert.deepEqual(answer.atoms, []);
        assert.match(report.messages.map((m) => m.message).join('\n'), /some atoms nest deeper than 1500 levels: they are shown as text only/);
        continue;
      }
      let atom = answer.atoms[0];
      let levels = 0;
      for (; atom.type === 'function' && atom.args.length > 0; atom = atom.args[0]) levels++;
      assert.equal(levels, depth + 1);
    }
  });

  it('solves with a time limit of 2^31 ms and more instead of stopping at once', async () => {
    const uri = 'file:///virtual/limits/p.lp';
    await session.open(uri, 'p(1..3).\n');
    for (const timeLimit of [2_147_484, 1e12, Number.MAX_VALUE]) {
      const report = await session.connection.sendRequest(solveRequest, { uri, settings: { engine: 'wasm', models: 0, timeLimit }, runId: `limit-${timeLimit}` });
      assert.equal(report.status, 'satisfiable', `timeLimit ${timeLimit}: ${JSON.stringify(report.messages)}`);
    }
  });
});

/** Answers within the time, or fails naming what hung: a server blocked on a read answers nothing. */
async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('the server on files that are not regular files', { skip: process.platform === 'win32' && 'no FIFOs or /dev' }, () => {
  const folder = scratchDir('asp-devices-');
  const uri = (name: string) => pathToFileURL(join(folder, name)).href;
  let session: LspSession;
  before(async () => {
    writeFileSync(join(folder, 'plain.lp'), 'q(1).\n');
    writeFileSync(join(folder, 'includes.lp'), 'p(1).\n#include "/dev/zero".\n');
    writeFileSync(join(folder, 'directive.lp'), '%! encoding: /dev/zero\ncell(1,1).\n');
    symlinkSync('/dev/zero', join(folder, 'zero.lp'));
    symlinkSync('/dev/stdin', join(folder, 'stdin.lp'));
    execFileSync('mkfifo', [join(folder, 'fifo.lp')]);
    mkdirSync(join(folder, 'folder.lp'));
    session = await startSession(folder);
  });
  after(async () => {
    const code = await within(10_000, 'shutdown', session.close()).catch((e: Error) => {
      session.process.kill('SIGKILL'); // blocked on a read: it would never exit
      throw e;
    });
    assert.equal(code, 0, session.stderr());
  });

  it('stays responsive when such files are announced, opened and closed', async () => {
    const names = ['zero.lp', 'stdin.lp', 'fifo.lp', 'folder.lp'];
    await session.connection.sendNotification('workspace/didChangeWatchedFiles', {
      changes: names.map((name) => ({ uri: uri(name), type: 1 })),
    });
    for (const name of names) {
      await session.open(uri(name), 'r(1).\n');
      await session.connection.sendNotification('textDocument/didClose', { textDocument: { uri: uri(name) } });
    }
    await session.open(uri('main.lp'), 'p(X) :- q(X).\n');
    const hover = await within(10_000, 'hover', session.connection.sendRequest<Hover | null>('textDocument/hover', {
      textDocument: { uri: uri('main.lp') }, position: { line: 0, character: 9 },
    }));
    assert.match(JSON.stringify(hover), /q\/1/);
    assert.equal(session.process.exitCode, null, session.stderr());
  });

  it('solves an #include of /dev/zero with an error at the include', async () => {
    const report = await within(20_000, 'solve', session.connection.sendRequest(solveRequest, {
      uri: uri('includes.lp'), settings: { engine: 'wasm', models: 1 }, runId: 'zero',
    }));
    assert.equal(report.status, 'error');
    const message = report.messages.find((m) => /\/dev\/zero/.test(m.message));
    assert.equal(message?.message, 'file could not be opened: /dev/zero (not a regular file)');
    assert.equal(message?.location?.uri, uri('includes.lp'));
    assert.equal(message?.location?.range.start.line, 1);
  });

  it('solves with a `%! encoding:` that names /dev/zero: an error that names it', async () => {
    const report = await within(20_000, 'solve', session.connection.sendRequest(solveRequest, {
      uri: uri('directive.lp'), settings: { engine: 'wasm', models: 1 }, runId: 'directive',
    }));
    assert.equal(report.status, 'error');
    assert.deepEqual(report.messages.map((m) => m.message), ['file could not be read: /dev/zero (not a regular file)']);
  });
});

describe('the server on every kind of line ending', () => {
  let session: LspSession;
  before(async () => {
    session = await startSession('/virtual-root-that-does-not-exist');
  });
  after(async () => {
    assert.equal(await session.close(), 0, session.stderr());
  });

  // The same program with `\n`, `\r\n`, lone `\r` and all three mixed: `b :- a c.` is on line 3 in each.
  const endings = { '\\n': ['\n', '\n', '\n'], '\\r\\n': ['\r\n', '\r\n', '\r\n'], '\\r': ['\r', '\r', '\r'], mixed: ['\r', '\r\n', '\n'] };
  for (const [name, [e1, e2, e3]] of Object.entries(endings)) {
    const text = `a.${e1}c :- a.${e2}d.${e3}b :- a c.${e3}`;
    const uri = `file:///virtual/endings/${encodeURIComponent(name)}.lp`;

    it(`places diagnostics, hovers and solver messages on the lines the editor shows (${name})`, async () => {
      await session.open(uri, text);
      const [syntax] = await session.diagnostics(uri, (d) => d.length > 0);
      assert.equal(syntax.range.start.line, 3, JSON.stringify(syntax));
      const hover = await session.connection.sendRequest<Hover | null>('textDocument/hover', {
        textDocument: { uri }, position: { line: 1, character: 5 },
      });
      assert.match(JSON.stringify(hover), /a\/0/);
      const report = await session.connection.sendRequest(solveRequest, { uri, settings: { engine: 'wasm', models: 1 }, runId: `endings-${name}` });
      const located = report.messages.find((m) => m.location);
      assert.deepEqual(located?.location?.range.start, { line: 3, character: 7 }, JSON.stringify(report.messages));
    });
  }
});
