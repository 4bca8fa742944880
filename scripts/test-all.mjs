#!/usr/bin/env node
// `npm test`: everything from a clean clone. Installs what is missing (npm packages; Debian packages, Node 24
// and the headless VS Code for the integration tests, cached outside the clone), type-checks, builds, and runs
// every tier of tests: unit, grammar, protocol (the built server over stdio), the solver against real
// clingo-wasm, what the .vsix and the `asp-puzzles` command hold, the extension in a real VS Code from this
// folder and from its .vsix, and the workbench as a person sees it.
// A failing set-up step stops the run; a failing test tier lets the other tiers run; either makes the exit non-zero.
// Uses only Node's own modules, since it runs before `npm install`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The command line keeps the solver's optimised code in a cache (README, "Command line"): the tests' runs keep
// theirs in a folder of this run, not in the user's cache, and every run starts without one.
const codeCache = process.env.ASP_PUZZLES_CODE_CACHE ? undefined : mkdtempSync(join(tmpdir(), 'asp-puzzles-code-'));
if (codeCache) process.env.ASP_PUZZLES_CODE_CACHE = codeCache;

const files = (dir, suffix) => readdirSync(join(root, dir)).filter((f) => f.endsWith(suffix)).sort().map((f) => join(dir, f));
const nodeTest = (dir, suffix, concurrency = 1) => () => ['node', ['--test', '--test-reporter=spec', `--test-concurrency=${concurrency}`, ...files(dir, suffix)]];

/** How each runner reports its counts. */
const counters = {
  nodeTest: (out) => ({ passed: sum(out, /^ℹ pass (\d+)$/gm), failed: sum(out, /^ℹ fail (\d+)$/gm) }),
  mocha: (out) => ({ passed: sum(out, /^\s*(\d+) passing/gm), failed: sum(out, /^\s*(\d+) failing/gm) }),
  grammar: (out) => ({ passed: count(out, /^✓ /gm), failed: count(out, /^✖ /gm) }),
};

const STEPS = [
  { name: 'install npm packages', command: () => ['npm', ['install', '--no-audit', '--no-fund']] },
  { name: 'install Debian packages', command: () => ['node', ['test/vscode/install.mjs', 'debian']] },
  // Mostly downloading and unpacking: it runs beside the tiers that do not need it, on the core they leave idle.
  { name: 'install the headless VS Code', background: true, command: () => ['node', ['test/vscode/install.mjs']] },
  // Compiling the tests type-checks client, server and tests (`tsc -p .`, as `npm run typecheck` does without
  // emitting): one pass of the compiler instead of two. The webview's code has its own configuration.
  { name: 'type-check and compile tests', command: () => ['npm', ['run', '--silent', 'compile-tests']] },
  { name: 'type-check the webview', command: () => ['npx', ['tsc', '-p', 'client/webview']] },
  { name: 'build', command: () => ['npm', ['run', '--silent', 'build']] },
  // Two files at a time where each file is its own process with nothing on screen: a third less time on two cores.
  { name: 'unit tests', tests: true, command: nodeTest('out/test/unit', '.test.js', 2), count: counters.nodeTest },
  { name: 'grammar tests', tests: true, command: () => ['npm', ['run', '--silent', 'test:grammar']], count: counters.grammar },
  { name: 'protocol tests', tests: true, command: nodeTest('out/test/server', '.test.js', 2), count: counters.nodeTest },
  { name: 'solver tests', tests: true, command: nodeTest('out/test/solver', '.test.js', 2), count: counters.nodeTest },
  { name: 'package the .vsix', command: () => ['npm', ['run', '--silent', 'package']] },
  // The package tests run the CLI under the headless VS Code's Node.
  { name: 'package tests', tests: true, after: 'install the headless VS Code', command: nodeTest('test/package', '.test.mjs'), count: counters.nodeTest },
  { name: 'VS Code integration tests', tests: true, command: () => ['node', ['test/vscode/run-tests.mjs']], count: counters.mocha },
  // One workbench at a time: two at once on two cores saved a fifth of the time, but lost a command to focus now
  // and then, and the golf bench's test runs ran out of time beside the gallery.
  { name: 'workbench UI tests', tests: true, command: nodeTest('test/vscode/ui', '.test.mjs'), count: counters.nodeTest },
];

function sum(text, re) {
  return [...text.matchAll(re)].reduce((n, m) => n + Number(m[1]), 0);
}

function count(text, re) {
  return [...text.matchAll(re)].length;
}

/** Runs a command, printing its output as it comes (unless `quiet`) and keeping it for counting. */
function run([cmd, args], quiet = false) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (stream) => (chunk) => {
      output += chunk;
      if (!quiet) stream.write(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('error', (e) => {
      output += `\n${cmd} could not start: ${e.message}\n`;
      resolve({ code: 1, output });
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const results = [];
let passed = 0;
let failed = 0;
/** Steps started in the background, by name: their output is printed when a step waits for them. */
const running = new Map();

/** A finished step's line in the summary; false when the run has to stop. */
function record(step, seconds, { code, output }) {
  let summary = code === 0 ? 'ok' : `exit ${code}`;
  if (step.tests) {
    const c = step.count(output);
    // A runner that failed without reporting a failing test (it crashed, or ran nothing) still fails its tier.
    if (code !== 0 && c.failed === 0) c.failed = 1;
    if (code === 0 && c.passed === 0) {
      c.failed = 1;
      summary = 'ran no tests';
    }
    passed += c.passed;
    failed += c.failed;
    summary += ` (${c.passed} passed, ${c.failed} failed)`;
  }
  if (step.background) summary += ', alongside the steps before';
  results.push(`${step.name.padEnd(30)} ${seconds.padStart(6)} s  ${summary}`);
  if (code !== 0 && !step.tests) {
    results.push(`stopped: "${step.name}" failed`);
    failed += 1;
    return false;
  }
  return true;
}

const elapsed = (started) => ((Date.now() - started) / 1000).toFixed(1);

for (const step of STEPS) {
  if (step.background) {
    const started = Date.now();
    running.set(step.name, run(step.command(), true).then((result) => ({ result, seconds: elapsed(started) })));
    console.log(`\n━━━ ${step.name} (in the background) ━━━`);
    continue;
  }
  if (step.after && running.has(step.after)) {
    const { result, seconds } = await running.get(step.after);
    running.delete(step.after);
    console.log(`\n━━━ ${step.after} ━━━\n${result.output}`);
    if (!record(STEPS.find((s) => s.name === step.after), seconds, result)) break;
  }
  console.log(`\n━━━ ${step.name} ━━━`);
  const started = Date.now();
  const result = await run(step.command());
  if (!record(step, elapsed(started), result)) break;
}
// A background step that nothing waited for (the run stopped early) is still waited for and reported.
for (const [name, done] of running) {
  const { result, seconds } = await done;
  record(STEPS.find((s) => s.name === name), seconds, result);
}

if (codeCache) rmSync(codeCache, { recursive: true, force: true });
console.log(`\n━━━ summary ━━━\n${results.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
