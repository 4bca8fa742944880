// A Lua script's own errors on the bundled engine, against the real clingo-wasm: clingo-wasm loses the text of
// a Lua error that reaches clingo and leaves `RuntimeError: unreachable`, so the sandbox's prelude writes each
// error of a function the script defines at the line that raised it; what it cannot see is said at the script.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { WasmEngine, type SolveResult } from '../../server/src/solving/wasmEngine';

/** The one error of a run that failed. */
function theError(result: SolveResult): { line?: number; text: string } {
  assert.equal(result.status, 'error', JSON.stringify(result));
  const errors = result.messages.filter((m) => m.severity === 'error');
  assert.equal(errors.length, 1, `one error expected: ${JSON.stringify(result.messages)}`);
  assert.notEqual(errors[0].line, undefined, `the error has no place: ${errors[0].text}`);
  return errors[0];
}

describe('a script\'s errors on the bundled engine', () => {
  const engine = new WasmEngine();
  after(() => engine.dispose());

  it('says an @-function\'s error() at the line that raised it, with its text, and solves the next program', async () => {
    const program = 'colour(red).\n#script (lua)\nfunction f(x)\n  error("no such colour " .. tostring(x))\nend\n#end.\np(@f(blue)).\n';
    const error = theError(await engine.solve(program, { models: 1 }));
    assert.equal(error.line, 4);
    assert.equal(error.text, 'error calling f: no such colour blue');
    const next = await engine.solve('a.', { models: 1 });
    assert.deepEqual(next.answers[0].text, ['a']);
  });

  it('says a runtime error in main (a nil indexed) as Lua words it', async () => {
    const program = '#script (lua)\nfunction main(prg)\n  local board = nil\n  prg:ground({{"base", {}}})\n  return board.size\nend\n#end.\na.\n';
    const error = theError(await engine.solve(program, { models: 1 }));
    assert.equal(error.line, 5);
    assert.equal(error.text, "error calling main: attempt to index a nil value (local 'board')");
  });

  it('says an error of a clingo call at the script\'s line', async () => {
    const error = theError(await engine.solve('#script (lua)\nfunction main(prg)\n  prg:ground({{"base"}})\nend\n#end.\n', { models: 1 }));
    assert.equal(error.line, 3);
    assert.match(error.text, /^error calling main: /);
  });

  it('says an error once, at the innermost line, when it passes through several of the script\'s functions', async () => {
    const program = [
      '#script (lua)',
      'local function cell(t) return t.row end',
      'function g(x) return cell(nil) end',
      'function f(x) return g(x) end',
      '#end.',
      'p(@f(1)).',
    ].join('\n');
    const error = theError(await engine.solve(program, { models: 1 }));
    assert.equal(error.line, 2);
    assert.equal(error.text, "error calling g: attempt to index a nil value (local 't')");
  });

  it('says a refusal once, through a function that calls another', async () => {
    const program = '#script (lua)\nfunction g(x) os.execute("true") return x end\nfunction f(x) return g(x) end\n#end.\np(@f(1)).\n';
    const error = theError(await engine.solve(program, { models: 1 }));
    assert.equal(error.line, 2);
    assert.match(error.text, /^os\.execute is not available in the bundled solver/);
  });

  it('says at the script what clingo-wasm lost: an error at a script\'s top level, in on_model, in a ground context', async () => {
    const top = theError(await engine.solve('a.\n\n#script (lua)\nlimit = nil + 1\n#end.\n', { models: 1 }));
    assert.equal(top.line, 3);
    assert.match(top.text, /cannot show .*top level.*Native clingo shows it/);
    const callback = '#script (lua)\nfunction main(prg)\n  prg:ground({{"base", {}}})\n  prg:solve({on_model = function(m) return m.nothing.here end})\nend\n#end.\na.\n';
    assert.equal(theError(await engine.solve(callback, { models: 1 })).line, 1);
    const context = 'p(1).\n#script (lua)\nContext = {}\nfunction Context.f(x) return x.nothing.here end\nfunction main(prg) prg:ground({{"base", {}}}, Context) end\n#end.\nq(@f(1)).\n';
    assert.equal(theError(await engine.solve(context, { models: 1 })).line, 2);
    // A script named in a comment first is not the one that stopped.
    const named = '% the #script (lua) below sets a limit\na.\n#script (lua)\nlimit = nil + 1\n#end.\n';
    assert.equal(theError(await engine.solve(named, { models: 1 })).line, 3);
  });

  it('keeps what the script\'s functions return: several values, lists of terms, nothing for a main', async () => {
    const program = [
      '#script (lua)',
      'local c = require("clingo")',
      'function two(x) return x, c.Number(2) end',
      'function span(n) local t = {} for i = 1, n.number do t[i] = c.Number(i) end return t end',
      'function main(prg) prg:ground({{"base", {}}}) prg:solve() end',
      '#end.',
      'p(@two(1)). q(@span(3)).',
    ].join('\n');
    const result = await engine.solve(program, { models: 0 });
    assert.equal(result.status, 'satisfiable', JSON.stringify(result.messages));
    assert.deepEqual(result.answers[0].text.sort(), ['p(1)', 'q(1)', 'q(2)', 'q(3)']);
  });
});
