// The bundled engine as a sandbox, against the real clingo-wasm: every way a `#script (lua)` could reach the
// host is tried, the host is checked for its effect (files on the real disk, the process's output, the
// engine still solving), and the user is told, at the script's line, what was refused.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { loadSandboxedClingo, prestartWorker, usePrestartedWorker } from '../../server/src/solving/sandboxedClingo';
import { WasmEngine, type SolveResult } from '../../server/src/solving/wasmEngine';
import { scratchDir } from '../scratch';

const dir = scratchDir('asp-sandbox-');
const path = (name: string) => join(dir, name);
/** A Lua string literal of `text`. */
const lua = (text: string) => JSON.stringify(text);
/** A program whose script runs `body` inside @f, called on line 3. */
const calling = (body: string) => `#script (lua)\nfunction f(x) ${body} return x end\n#end.\np(@f(1)).\n`;

/** The refusal for `name`, on `line` of the program. */
function assertRefused(result: SolveResult, name: string, line = 2): void {
  const refusal = result.messages.find((m) => m.text.startsWith(`${name} is not available in the bundled solver`));
  assert.ok(refusal, `no refusal of ${name} in ${JSON.stringify(result.messages)}`);
  assert.equal(refusal.severity, 'error');
  assert.equal(refusal.line, line);
  assert.equal(result.status, 'error');
}

describe('the bundled engine as a sandbox', () => {
  const engine = new WasmEngine();
  after(() => engine.dispose());

  it('runs no command for os.execute', async () => {
    const witness = path('executed');
    const result = await engine.solve(calling(`os.execute(${lua(`touch ${witness}`)})`), { models: 1 });
    assert.equal(existsSync(witness), false, 'os.execute ran a command on the host');
    assertRefused(result, 'os.execute');
  });

  it('runs no command for io.popen', async () => {
    const witness = path('popened');
    const result = await engine.solve(calling(`io.popen(${lua(`touch ${witness}`)})`), { models: 1 });
    assert.equal(existsSync(witness), false, 'io.popen ran a command on the host');
    assertRefused(result, 'io.popen');
  });

  it('removes no host file for os.remove, renames none for os.rename', async () => {
    const kept = path('kept');
    writeFileSync(kept, 'still here');
    assertRefused(await engine.solve(calling(`os.remove(${lua(kept)})`), { models: 1 }), 'os.remove');
    assert.equal(readFileSync(kept, 'utf8'), 'still here');
    const moved = path('moved');
    assertRefused(await engine.solve(calling(`os.rename(${lua(kept)}, ${lua(moved)})`), { models: 1 }), 'os.rename');
    assert.equal(existsSync(kept), true);
    assert.equal(existsSync(moved), false);
  });

  it('survives os.exit: the run is an error, the next solve works', async () => {
    assertRefused(await engine.solve(calling('os.exit(3)'), { models: 1 }), 'os.exit');
    const next = await engine.solve('a.', { models: 1 });
    assert.equal(next.status, 'satisfiable');
    assert.deepEqual(next.answers[0].text, ['a']);
  });

  it('shows no environment: os.getenv is refused', async () => {
    const result = await engine.solve(calling('x = clingo.String(tostring(os.getenv("HOME")))'), { models: 1 });
    assertRefused(result, 'os.getenv');
  });

  it('reads no host file: io.open, io.lines, dofile, loadfile', async () => {
    const secret = path('secret.lua');
    writeFileSync(secret, 'return "SECRET"\n');
    for (const [call, name] of [
      [`io.open(${lua(secret)})`, 'io.open'], [`io.lines(${lua(secret)})`, 'io.lines'],
      [`dofile(${lua(secret)})`, 'dofile'], [`loadfile(${lua(secret)})`, 'loadfile'],
    ]) {
      const result = await engine.solve(calling(`x = ${call}`), { models: 1 });
      assertRefused(result, name);
      assert.ok(!JSON.stringify(result).includes('SECRET'), `${name} read the host file`);
    }
  });

  it('loads no modules or native libraries: require, package.loadlib', async () => {
    assertRefused(await engine.solve(calling('require("os")'), { models: 1 }), 'require("os")');
    assertRefused(await engine.solve(calling('package.loadlib("/lib/x86_64-linux-gnu/libc.so.6", "system")'), { models: 1 }), 'package.loadlib');
  });

  it('gives no way back to what was taken: the debug library, binary chunks', async () => {
    assertRefused(await engine.solve(calling('local r = debug.getregistry()'), { models: 1 }), 'debug.getregistry');
    assertRefused(await engine.solve(calling('local n, v = debug.getupvalue(print, 1)'), { models: 1 }), 'debug.getupvalue');
    // Bytecode can corrupt the VM; load takes text only and says why it refuses.
    const binary = await engine.solve('#script (lua)\nfunction f(x) local _, e = load(string.dump(function() end)) return e end\n#end.\np(@f(1)).', { models: 1 });
    assert.equal(binary.status, 'satisfiable');
    assert.match(binary.answers[0].text[0], /attempt to load a binary chunk/);
  });

  it('refuses print and io.write at the line of the script that calls them', async () => {
    const program = 'a.\n#script (lua)\nfunction f(x)\n  print("hello")\n  return x\nend\n#end.\np(@f(1)).\n';
    assertRefused(await engine.solve(program, { models: 1 }), 'print', 4);
    assertRefused(await engine.solve(calling('io.write("hello")'), { models: 1 }), 'io.write');
  });

  it('refuses a script at its top level too, where no @-function is involved', async () => {
    const witness = path('top-level');
    assertRefused(await engine.solve(`a.\n\n#script (lua)\nos.execute(${lua(`touch ${witness}`)})\n#end.\n`, { models: 1 }), 'os.execute', 4);
    assert.equal(existsSync(witness), false);
  });

  it('keeps ordinary scripts working: strings, math, tables, the clingo module, @-calls', async () => {
    const program = [
      '#script (lua)',
      'local c = require("clingo")',
      'function up(s) return c.String(string.upper(s.string)) end',
      'function sq(n) local t = {} for i = 1, n.number do t[#t + 1] = i * i end return c.Number(math.floor(t[#t] + os.time() * 0)) end',
      '#end.',
      'p(@up("ab")). q(@sq(4)). r(clingo).',
    ].join('\n');
    const result = await engine.solve(program, { models: 1 });
    assert.equal(result.status, 'satisfiable');
    assert.deepEqual(result.answers[0].text.sort(), ['p("AB")', 'q(16)', 'r(clingo)']);
  });

  it('keeps every position of clingo\'s messages where it was, notes included', async () => {
    const warned = await engine.solve('a :- b.', { models: 1 });
    assert.deepEqual([warned.messages[0].line, warned.messages[0].column], [1, 6]);
    const unsafe = await engine.solve('x.\np(X) :- q.\nq.', { models: 1 });
    assert.deepEqual([unsafe.messages[0].line, unsafe.messages[0].column, unsafe.messages[0].endLine], [2, 1, 2]);
    assert.match(unsafe.messages[0].text, /^-:2:3-4: note: 'X' is unsafe$/m);
  });
});

describe('the bundled engine\'s worker, without the Lua prelude', () => {
  it('spawns nothing for os.execute and io.popen, and gives a working instance after os.exit', async () => {
    const clingo = await loadSandboxedClingo();
    try {
      const witness = path('unguarded');
      await clingo.run(`#script (lua) function f(x) os.execute(${lua(`touch ${witness}`)}) return x end #end. p(@f(1)).`);
      await clingo.run(`#script (lua) function f(x) local h = io.popen(${lua(`touch ${witness}`)}) if h then h:read("a") end return x end #end. p(@f(1)).`);
      assert.equal(existsSync(witness), false, 'the worker ran a command on the host');
      const exited = await clingo.run('#script (lua) function f(x) os.exit(3) return x end #end. p(@f(1)).') as { Result: string; Error: string };
      assert.equal(exited.Result, 'ERROR');
      assert.match(exited.Error, /stopped inside a script/);
      const next = await clingo.run('b.') as { Result: string; Call: { Witnesses: { Value: string[] }[] }[] };
      assert.equal(next.Result, 'SATISFIABLE');
      assert.deepEqual(next.Call[0].Witnesses[0].Value, ['b']);
    } finally {
      await clingo.restart();
    }
  });
});

describe('the bundled engine in a process of its own, as the command line\'s single solve runs it', () => {
  it('spawns nothing for os.execute and io.popen, shows no environment, and answers after os.exit', async () => {
    usePrestartedWorker(prestartWorker(undefined, true));
    const clingo = await loadSandboxedClingo();
    try {
      const witness = path('unguarded-process');
      await clingo.run(`#script (lua) function f(x) os.execute(${lua(`touch ${witness}`)}) return x end #end. p(@f(1)).`);
      await clingo.run(`#script (lua) function f(x) local h = io.popen(${lua(`touch ${witness}`)}) if h then h:read("a") end return x end #end. p(@f(1)).`);
      assert.equal(existsSync(witness), false, 'the solver\'s process ran a command on the host');
      const home = await clingo.run('#script (lua) function f() return tostring(os.getenv("HOME")) .. "," .. tostring(os.getenv("PATH")) end #end. p(@f).') as { Call: { Witnesses: { Value: string[] }[] }[] };
      // Emscripten's own stand-ins at most (HOME=/home/web_user, PATH=/), never the host's.
      const shown = home.Call[0].Witnesses[0].Value[0];
      for (const name of ['HOME', 'PATH'] as const) assert.ok(!shown.includes(process.env[name]!), `${name} of the host shown: ${shown}`);
      const exited = await clingo.run('#script (lua) function f(x) os.exit(3) return x end #end. p(@f(1)).') as { Result: string; Error: string };
      assert.equal(exited.Result, 'ERROR');
      assert.match(exited.Error, /stopped inside a script/);
      const next = await clingo.run('b.') as { Result: string; Call: { Witnesses: { Value: string[] }[] }[] };
      assert.deepEqual(next.Call[0].Witnesses[0].Value, ['b']);
    } finally {
      await clingo.restart();
    }
  });
});

describe('the bundled engine\'s output', () => {
  it('writes nothing to the process\'s stdout or stderr, whatever a script prints or runs', () => {
    // A process of its own, as the language server in --stdio mode, whose stdout is then read.
    const resultFile = path('child-result.json');
    const engineModule = join(__dirname, '..', '..', 'server', 'src', 'solving', 'wasmEngine.js');
    const scripts = [
      'print("PRINTED")', 'io.write("WRITTEN")', 'io.stdout:write("STDOUT")', 'io.stderr:write("STDERR")',
      'os.execute("echo EXECUTED; echo EXECUTED >&2")', 'local h = io.popen("echo POPENED") h:read("a")',
    ];
    const child = spawnSync(process.execPath, ['-e', `
      const { writeFileSync } = require('node:fs');
      const { WasmEngine } = require(${JSON.stringify(engineModule)});
      const engine = new WasmEngine();
      (async () => {
        const results = [];
        for (const s of ${JSON.stringify(scripts)}) {
          results.push(await engine.solve('#script (lua)\\nfunction f(x) ' + s + ' return x end\\n#end.\\np(@f(1)).', { models: 1 }));
        }
        results.push(await engine.solve('ok.', { models: 1 }));
        writeFileSync(${JSON.stringify(resultFile)}, JSON.stringify(results));
        await engine.dispose();
      })();
    `], { encoding: 'utf8', timeout: 60_000 });
    assert.equal(child.status, 0, child.stderr);
    assert.equal(child.stdout, '');
    assert.equal(child.stderr, '');
    const results = JSON.parse(readFileSync(resultFile, 'utf8')) as SolveResult[];
    for (const [i, r] of results.slice(0, -1).entries()) {
      assert.equal(r.status, 'error', scripts[i]);
      assert.match(r.messages[0].text, /is not available in the bundled solver/, scripts[i]);
    }
    assert.deepEqual(results.at(-1)?.answers[0].text, ['ok']);
  });
});

describe('the bundled engine\'s worker, started as the engine loads', () => {
  it('does not keep a process alive that loaded the engine and never solved', () => {
    const sandboxModule = join(__dirname, '..', '..', 'server', 'src', 'solving', 'sandboxedClingo.js');
    const child = spawnSync(process.execPath, ['-e', `
      require(${JSON.stringify(sandboxModule)}).loadSandboxedClingo().then(() => console.log('loaded'));
    `], { encoding: 'utf8', timeout: 30_000 });
    assert.equal(child.signal, null, 'the process was still running after 30 s');
    assert.equal(child.status, 0, child.stderr);
    assert.equal(child.stdout, 'loaded\n');
  });
});
