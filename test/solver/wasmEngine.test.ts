// The bundled solver against the real clingo-wasm: the seed puzzles' known answers, and every way a run can end.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { formatSymbol, parseSymbol } from '../../server/src/solving/symbols';
import { type Answer, MAX_PROGRAM_BYTES, WasmEngine } from '../../server/src/solving/wasmEngine';
import { parse } from '../../server/src/language/parser';

const root = join(__dirname, '..', '..', '..');
const example = (path: string) => readFileSync(join(root, 'examples', path), 'utf8');

/** Pigeons into fewer holes: unsatisfiable, and slow enough to be stopped while it runs. */
/** Nine pigeons in eight holes: unsatisfiable after about a second. */
const NINE_PIGEONS = 'p(1..9). h(1..8). 1 { in(P,H) : h(H) } 1 :- p(P). :- in(P,H), in(Q,H), P < Q.';
const PIGEONS = '#const n = 13. p(1..n). h(1..n-1). 1 { in(P,H) : h(H) } 1 :- p(P). :- in(P,H), in(Q,H), P < Q.';

describe('the bundled engine (clingo-wasm)', () => {
  const engine = new WasmEngine();
  after(() => engine.cancel());

  it('finds the one answer of Flow level 2 with the golfed encoding, equal to the shouldbe facts', async () => {
    const result = await engine.solve(`${example('flow/golf.lp')}\n${example('flow/level2.lp')}\n#show e/3.`, { models: 0 });
    assert.equal(result.status, 'satisfiable');
    assert.equal(result.exhausted, true);
    assert.equal(result.answers.length, 1);
    // The expected answer, read from the shouldbe/3 facts of the seed with the language core's parser.
    const expected = parse(example('flow/level2-expected.lp')).statements.flatMap((s) => {
      if (s.kind !== 'rule' || s.head?.kind !== 'literal' || s.head.atom.kind !== 'atom' || s.head.atom.name !== 'shouldbe') return [];
      return [`e(${s.head.atom.pool[0].map((t) => (t.kind === 'symbol' ? t.name : '?')).join(',')})`];
    });
    assert.equal(expected.length, 42);
    assert.deepEqual(result.answers[0].atoms.map(formatSymbol).sort(), expected.sort());
  });

  it('enumerates exactly the 9 answers of Flow level 21', async () => {
    const answers: number[] = [];
    const result = await engine.solve(`${example('flow/golf.lp')}\n${example('flow/level21.lp')}`, { models: 0 }, () => answers.push(1));
    assert.equal(result.status, 'satisfiable');
    assert.equal(result.answers.length, 9);
    assert.equal(answers.length, 9, 'answers were not streamed as found');
    assert.equal(result.exhausted, true);
  });

  it('reads each answer once: the answers it returns are the ones it handed on as they came', async () => {
    const streamed: Answer[] = [];
    const result = await engine.solve(`${example('flow/golf.lp')}\n${example('flow/level21.lp')}`, { models: 0 }, (a) => streamed.push(a));
    assert.equal(result.answers.length, 9);
    result.answers.forEach((answer, i) => assert.equal(answer, streamed[i], `answer ${i + 1} was read again`));
  });

  it('says "at least" when asked for fewer answers than there are', async () => {
    const result = await engine.solve(`${example('flow/golf.lp')}\n${example('flow/level21.lp')}`, { models: 2 });
    assert.equal(result.answers.length, 2);
    assert.equal(result.exhausted, false);
  });

  it('passes constants and reports an unsatisfiable program', async () => {
    const unsat = await engine.solve(PIGEONS, { models: 1, constants: { n: '3' } });
    assert.equal(unsat.status, 'unsatisfiable');
    assert.deepEqual(unsat.answers, []);
    const given = await engine.solve('#const n = 1. p(n).', { models: 1, constants: { n: '5' } });
    assert.deepEqual(given.answers[0].text, ['p(5)']);
  });

  it('returns a syntax error with its position, and runs the next program normally', async () => {
    const result = await engine.solve('a :- b.\nc :- d e.\n', { models: 1 });
    assert.equal(result.status, 'error');
    assert.equal(result.messages[0].line, 2);
    assert.equal(result.messages[0].column, 8);
    assert.match(result.messages[0].text, /syntax error/);
    assert.equal((await engine.solve('a.', { models: 1 })).status, 'satisfiable');
  });

  it('gives the same positions whether or not the program could run a script (and so gets the sandbox\'s prelude)', async () => {
    for (const program of ['a :- b.\nc :- d e.\n', 'a :- b. % no script here\nc :- d e.\n']) {
      const result = await engine.solve(program, { models: 1 });
      assert.deepEqual([result.messages[0].line, result.messages[0].column], [2, 8], program);
    }
  });

  it('keeps warnings with their positions', async () => {
    const result = await engine.solve('a :- b.', { models: 1 });
    assert.equal(result.messages[0].severity, 'info');
    assert.match(result.messages[0].text, /atom does not occur in any rule head/);
    assert.deepEqual([result.messages[0].line, result.messages[0].column], [1, 6]);
  });

  it('stops a run at its time limit, and the next run works', async () => {
    const result = await engine.solve(PIGEONS, { models: 1, timeLimitMs: 300 });
    assert.equal(result.status, 'timeout');
    assert.ok(result.timeMs < 5000, `took ${result.timeMs} ms`);
    assert.equal((await engine.solve('a.', { models: 1 })).answers[0].text[0], 'a');
  });

  it('cancels a running solve, and the next run works', async () => {
    // Once as soon as it is asked for (still queued), once while clingo works on it.
    const queued = engine.solve(PIGEONS, { models: 1 });
    await engine.cancel();
    assert.equal((await queued).status, 'cancelled');
    const running = engine.solve(PIGEONS, { models: 1 }, undefined);
    await new Promise((resolve) => setImmediate(resolve));
    await engine.cancel();
    assert.equal((await running).status, 'cancelled');
    assert.equal((await engine.solve('b.', { models: 1 })).answers[0].text[0], 'b');
  });

  it('stops only the solve whose own signal aborts: one waiting behind another, one running, none after', async () => {
    // The language server's engine serves every run: a run that is stopped must not stop another's solve.
    const waiting = new AbortController();
    const first = engine.solve(NINE_PIGEONS, { models: 1 });
    const second = engine.solve('a.', { models: 1, signal: waiting.signal });
    waiting.abort();
    assert.equal((await second).status, 'cancelled');
    assert.equal((await first).status, 'unsatisfiable');
    const running = new AbortController();
    const long = engine.solve(PIGEONS, { models: 1, signal: running.signal });
    setTimeout(() => running.abort(), 200);
    assert.equal((await long).status, 'cancelled');
    // Aborted before it is asked: never runs. Aborted after it ended: stops nothing later.
    assert.equal((await engine.solve('a.', { models: 1, signal: AbortSignal.abort() })).status, 'cancelled');
    const late = new AbortController();
    assert.equal((await engine.solve('b.', { models: 1, signal: late.signal })).status, 'satisfiable');
    late.abort();
    assert.equal((await engine.solve('c.', { models: 1 })).answers[0].text[0], 'c');
  });

  it('stops a solve cancelled while its worker is still starting, instead of running it on the next worker', async () => {
    // Ctrl+C right after `asp-puzzles solve` started: the engine is loading, or its worker starting. A restart
    // then ended only the worker's start, and clingo-wasm sent the program on to a new worker, where it ran on.
    for (const delayMs of [0, 5, 20]) {
      const fresh = new WasmEngine();
      try {
        const run = fresh.solve(PIGEONS, { models: 1, timeLimitMs: 20_000 });
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        await fresh.cancel();
        const result = await run;
        assert.equal(result.status, 'cancelled', `cancelled after ${delayMs} ms: ${result.status}`);
        assert.equal((await fresh.solve('b.', { models: 1 })).answers[0].text[0], 'b');
      } finally {
        await fresh.dispose();
      }
    }
  });

  it('warms up with a program while a solve asked meanwhile waits, and a cancel then stops that solve', async () => {
    const fresh = new WasmEngine();
    try {
      // Nine pigeons in eight holes (about 0.75 s): long enough for a solve and a cancel to come while it runs.
      const warming = fresh.warmUp('p(1..9). h(1..8). 1 { in(P,H) : h(H) } 1 :- p(P). :- in(P,H), in(Q,H), P < Q.');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const waiting = fresh.solve('a.', { models: 1 });
      await fresh.cancel();
      assert.equal((await waiting).status, 'cancelled');
      await warming;
      assert.equal((await fresh.solve('b.', { models: 1 })).answers[0].text[0], 'b');
    } finally {
      await fresh.dispose();
    }
  });

  it('refuses a program over the size the wasm build takes, naming the limit and the native option', async () => {
    const program = 'p(1).\n'.repeat(Math.ceil(MAX_PROGRAM_BYTES / 6) + 1000);
    const result = await engine.solve(program, { models: 1 });
    assert.equal(result.status, 'too-large');
    assert.match(result.messages[0].text, /at most 1 MB.*native clingo/);
  });

  it('turns a crash of the wasm build into an error and runs the next program in a fresh worker', async () => {
    // Past the limit on purpose: 1.6 MB of program text overruns clingo-wasm's stack.
    const unguarded = new WasmEngine(Number.MAX_SAFE_INTEGER);
    try {
      const crashed = await unguarded.solve('p(1).\n'.repeat(280_000), { models: 1 });
      assert.equal(crashed.status, 'error');
      assert.match(crashed.messages.map((m) => m.text).join('\n'), /RuntimeError|memory access out of bounds/);
      const next = await unguarded.solve('ok.', { models: 1 });
      assert.equal(next.status, 'satisfiable');
      assert.deepEqual(next.answers[0].text, ['ok']);
    } finally {
      await unguarded.dispose();
    }
  });
});

describe('answer symbols', () => {
  it('reads every kind of value clingo prints', () => {
    const s = parseSymbol('p("a\\"b",-3,f(x,(1,2)),#inf,(y,),-q)');
    assert.equal(s.type, 'function');
    if (s.type !== 'function') return;
    assert.deepEqual(s.args.map((a) => a.type), ['string', 'number', 'function', 'infimum', 'tuple', 'function']);
    assert.deepEqual(s.args[0], { type: 'string', value: 'a"b' });
    assert.deepEqual(s.args[1], { type: 'number', value: -3 });
    assert.deepEqual(s.args[5], { type: 'function', name: 'q', args: [], negated: true });
    assert.equal(formatSymbol(s), 'p("a\\"b",-3,f(x,(1,2)),#inf,(y,),-q)');
  });

  it('refuses what is not a value', () => {
    assert.throws(() => parseSymbol('p(X)'), /not a symbol/);
    assert.throws(() => parseSymbol('1+2'), /not a symbol/);
  });
});
