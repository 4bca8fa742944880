// The command line's single solve runs the bundled solver in a process of its own (clingoProcess.ts), so that it
// can end as soon as it has the answer: the answer and the exit code as before, and no solver left running however
// the command line ends — on its own, on Ctrl+C, or killed by `timeout` or `kill`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { scratchDir } from '../scratch';
import { REPO_ROOT } from './lspSession';

const CLI = join(REPO_ROOT, 'dist', 'cli.js');
/** Pigeons into fewer holes: unsatisfiable, and many seconds of search. */
const PIGEONS = '% pigeons\n#const n = 14. p(1..n). h(1..n-1).\n1 { in(P,H) : h(H) } 1 :- p(P).\n:- in(P,H), in(Q,H), P < Q.\n';
const linux = process.platform === 'linux';

function scratch(text: string): string {
  const path = join(scratchDir('asp-cli-process-'), 'p.lp');
  writeFileSync(path, text);
  return path;
}

/** The pids of the bundled solver's processes whose parent is `parent` (from /proc). */
function solverChildren(parent: number): number[] {
  return readdirSync('/proc').filter((d) => /^\d+$/.test(d)).flatMap((d) => {
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      return ppid === parent && readFileSync(`/proc/${d}/cmdline`, 'utf8').includes('clingoWorker.js') ? [Number(d)] : [];
    } catch {
      return [];
    }
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, get: () => T | undefined, ms = 30_000): Promise<T> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(20)) {
    const value = get();
    if (value !== undefined) return value;
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Starts `asp-puzzles solve FILE`, waits until its solver process runs, and gives both. */
async function solving(file: string) {
  const cli = spawn(process.execPath, [CLI, 'solve', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  cli.stdout.on('data', (d) => (out += d));
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => cli.on('exit', (code, signal) => resolve({ code, signal })));
  const solver = await until('the solver process', () => solverChildren(cli.pid!)[0]);
  return { cli, solver, ended, out: () => out };
}

describe('the command line\'s solver process', { skip: !linux && 'reads /proc' }, () => {
  it('solves in a process of its own and gives the answer and exit code as before', async () => {
    const file = scratch(`% the program is long enough for the solver's own process\n${Array.from({ length: 30 }, (_, i) => `p(${i}).`).join(' ')}\n`);
    const run = await solving(file);
    assert.equal((await run.ended).code, 30);
    assert.match(run.out(), /SATISFIABLE: 1 answer in/);
    await until('the solver process to end', () => (alive(run.solver) ? undefined : true), 5_000);
  });

  it('ends its solver when it is stopped with Ctrl+C, and says it was stopped (exit 1)', async () => {
    const run = await solving(scratch(PIGEONS));
    await sleep(300);
    run.cli.kill('SIGINT');
    const { code } = await run.ended;
    assert.equal(code, 1);
    assert.match(run.out(), /stopped on request/);
    await until('the solver process to end', () => (alive(run.solver) ? undefined : true), 5_000);
  });

  it('ends its solver when it is killed with SIGTERM or SIGHUP, and ends by that signal', async () => {
    for (const signal of ['SIGTERM', 'SIGHUP'] as const) {
      const run = await solving(scratch(PIGEONS));
      await sleep(300);
      run.cli.kill(signal);
      assert.equal((await run.ended).signal, signal);
      await until(`the solver process to end after ${signal}`, () => (alive(run.solver) ? undefined : true), 5_000);
    }
  });
});
