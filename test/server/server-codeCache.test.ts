// The language server and the solver's code cache (solving/codeCache.ts): the first server of a cache folder
// compiles clingo.wasm and says so in its log, its builder writes the cache once it has ended, and the next
// server reads the optimised code from it, says so, and answers as the first did. With the cache off, nothing
// is written.
import assert from 'node:assert/strict';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import { solveRequest, type SolveReport } from '../../server/src/protocol';
import { boardToFacts } from '../../server/src/puzzles/flow/boardText';
import { generateFlow } from '../../server/src/puzzles/flow/generate';
import { scratchDir } from '../scratch';
import { buildersDone } from './codeCacheBuilders';
import { startSession, type LspSession } from './lspSession';

/** This process's environment with the cache in `cache` (a folder, or `off`), as the server's. */
function environment(cache: string, cacheHome?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ASP_PUZZLES_CODE_CACHE: cache, ...(cacheHome ? { XDG_CACHE_HOME: cacheHome } : {}) };
  delete env.NODE_OPTIONS;
  return env;
}

/** Resolves with the first line of the server's log that `accept` takes, or fails after 30 s. */
async function logged(session: LspSession, accept: (line: string) => boolean): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const line = session.logs().find(accept);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  assert.fail(`no such line in the server's log: ${JSON.stringify(session.logs())}`);
}

describe("the language server keeps the solver's optimised code between sessions", () => {
  const boards = scratchDir('asp-server-code-cache-boards-');
  const board = join(boards, 'flow-10.lp');
  writeFileSync(board, boardToFacts(generateFlow(10, 9, 3).board));
  const uri = pathToFileURL(board).href;

  async function session(cache: string, cacheHome?: string): Promise<{ report: SolveReport; logs: string[] }> {
    const server = await startSession(boards, { env: environment(cache, cacheHome) });
    try {
      const report = await server.connection.sendRequest(solveRequest, { uri, settings: { engine: 'wasm', models: 1 }, runId: 'cache' });
      await logged(server, (line) => line.startsWith("The bundled solver's"));
      return { report, logs: server.logs() };
    } finally {
      await server.close();
    }
  }

  it('compiles in the first session, writes the cache after it, reads it in the next and answers the same', async () => {
    const folder = join(scratchDir('asp-server-code-cache-'), 'cache');
    const first = await session(folder);
    assert.equal(first.report.status, 'satisfiable');
    assert.ok(first.logs.some((line) => line.includes('was compiled: no cache to read in') && line.includes(folder)), first.logs.join('\n'));
    const [file, ...others] = await buildersDone(folder);
    assert.match(file, /^clingo-[0-9a-f]{24}\.code$/);
    assert.deepEqual(others, []);

    const second = await session(folder);
    assert.ok(second.logs.some((line) => line.includes('was read from its cache') && line.includes(join(folder, file))), second.logs.join('\n'));
    assert.equal(second.report.status, 'satisfiable');
    assert.deepEqual(second.report.answers, first.report.answers);
    // The file was there: no builder started after the second session.
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.deepEqual(readdirSync(folder), [file]);
  });

  it('with the cache off, compiles, says so and writes nothing to the cache folder it would use', async () => {
    const cacheHome = scratchDir('asp-server-code-cache-home-');
    const off = await session('off', cacheHome);
    assert.equal(off.report.status, 'satisfiable');
    assert.ok(off.logs.some((line) => line.includes('was compiled: no cache is used')), off.logs.join('\n'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.deepEqual(readdirSync(cacheHome), []);
  });
});
