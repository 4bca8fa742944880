// The maze workshop over the protocol, as the extension uses it: the generators on offer, a maze as the instance
// `asp-puzzles maze --lp` writes for the same options and seed (byte for byte), mistakes as messages with the
// server serving on, an instance as the text `--text` prints (with `--solve`, the path marked), unsaved edits
// read, and a solved maze's picture carrying the figures `--stats` prints.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import {
  answerViewRequest, generateMazeRequest, mazeTextRequest, mazeWorkshopRequest, solveRequest,
  type GenerateMazeParams, type GenerateMazeResult, type MazeTextResult,
} from '../../server/src/protocol';
import { GENERATORS } from '../../server/src/puzzles/wallMaze/generators/index';
import { REPO_ROOT, startSession, type LspSession } from './lspSession';

const CLI = join(REPO_ROOT, 'dist', 'cli.js');

function cli(...args: string[]): string {
  const run = spawnSync(process.execPath, [CLI, 'maze', ...args], { encoding: 'utf8', timeout: 120_000, maxBuffer: 64 * 1024 * 1024 });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout;
}

describe('the maze workshop over the protocol', () => {
  let dir: string;
  let session: LspSession;
  const uri = (name: string) => pathToFileURL(join(dir, name)).href;
  const generate = (params: GenerateMazeParams) => session.connection.sendRequest(generateMazeRequest, params);
  const text = (name: string, path = false) => session.connection.sendRequest(mazeTextRequest, { uri: uri(name), path });
  const made = (result: GenerateMazeResult) => {
    assert.ok('text' in result, 'error' in result ? result.error : '');
    return result;
  };
  const copied = (result: MazeTextResult) => {
    assert.ok('text' in result, 'error' in result ? result.error : '');
    return result.text;
  };

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'asp-maze-workshop-'));
    session = await startSession(dir);
  });
  after(async () => {
    assert.equal(await session.close(), 0, session.stderr());
    rmSync(dir, { recursive: true, force: true });
  });

  it('offers the generators of the command line, each with its character', async () => {
    const info = await session.connection.sendRequest(mazeWorkshopRequest);
    assert.deepEqual(info.algorithms.map((a) => [a.id, a.name, a.description]), GENERATORS.map((g) => [g.id, g.name, g.character]));
    assert.equal(info.maxSide, 1000);
    assert.equal(info.algorithms.find((a) => a.id === 'binary-tree')!.parameter!.key, 'bias');
  });

  for (const [params, flags] of [
    [{ algorithm: 'dfs', width: 30, height: 30, seed: 7 }, ['--algorithm', 'dfs', '--size', '30x30', '--seed', '7']],
    [{ algorithm: 'binary-tree', width: 12, height: 8, seed: 3, parameters: { bias: 'NE' } }, ['--algorithm', 'binary-tree', '--size', '12x8', '--seed', '3', '--bias', 'NE']],
    [{ algorithm: 'growing-tree', width: 20, height: 5, seed: 4294967295, parameters: { selection: 'newest:75,random:25' } },
      ['--algorithm', 'growing-tree', '--size', '20x5', '--seed', '4294967295', '--select', 'newest:75,random:25']],
    [{ algorithm: 'division', width: 1, height: 1, seed: 0 }, ['--algorithm', 'division', '--size', '1x1', '--seed', '0']],
  ] as [GenerateMazeParams, string[]][]) {
    it(`writes the instance asp-puzzles maze ${flags.join(' ')} --lp writes`, async () => {
      const result = made(await generate(params));
      assert.equal(result.text, cli(...flags, '--lp'));
      assert.equal(result.commandLine, `asp-puzzles maze ${flags.join(' ')}`);
    });
  }

  it('answers a mistake with a message naming it, and goes on serving', async () => {
    const cases: [unknown, RegExp][] = [
      [{ algorithm: 'dfs', width: 0, height: 10, seed: 1 }, /^the width is a whole number from 1 to 1000, not 0$/],
      [{ algorithm: 'dfs', width: 10, height: 1001, seed: 1 }, /^the height is a whole number from 1 to 1000, not 1001$/],
      [{ algorithm: 'labyrinth', width: 10, height: 10, seed: 1 }, /^the algorithm is one of dfs, .*, not "labyrinth"$/],
      [{ algorithm: 'dfs', width: 10, height: 10, seed: -3 }, /^the seed is a whole number from 0 to 4294967295, not -3$/],
      [{ algorithm: 'dfs', width: 10, height: 10 }, /^the seed is a whole number from 0 to 4294967295, not missing$/],
      [{ algorithm: 'kruskal', width: 10, height: 10, seed: 1, parameters: { selection: 'newest' } }, /^kruskal takes no selection; growing-tree does$/],
      [{ algorithm: 'binary-tree', width: 10, height: 10, seed: 1, parameters: { bias: 7 } }, /^the bias is NW or NE or SW or SE, not 7$/],
    ];
    for (const [params, message] of cases) {
      const result = await generate(params as GenerateMazeParams);
      assert.ok('error' in result, `no error for ${JSON.stringify(params)}`);
      assert.match(result.error, message);
    }
    assert.ok('text' in (await generate({ algorithm: 'kruskal', width: 3, height: 2, seed: 1 })));
  });

  it('copies an instance as the text asp-puzzles maze --text prints, and with --solve its path', async () => {
    const flags = ['--algorithm', 'hunt-and-kill', '--size', '14x9', '--seed', '21'];
    writeFileSync(join(dir, 'maze.lp'), made(await generate({ algorithm: 'hunt-and-kill', width: 14, height: 9, seed: 21 })).text);
    assert.equal(copied(await text('maze.lp')), cli(...flags, '--text'));
    assert.equal(copied(await text('maze.lp', true)), cli(...flags, '--text', '--solve'));
    assert.notEqual(cli(...flags, '--text', '--solve'), cli(...flags, '--text'));
  });

  it('copies an open document as edited, not as saved', async () => {
    writeFileSync(join(dir, 'edited.lp'), 'maze(2,1). passage(0,0,1,0).\n');
    await session.open(uri('edited.lp'), 'maze(2,1). start(0,0). goal(1,0).\n');
    assert.equal(copied(await text('edited.lp')), '+---+---+\n|   |   |\n+---+---+\n');
  });

  it('says why when there is no maze to copy', async () => {
    writeFileSync(join(dir, 'flow.lp'), 'v(v11). v(v12). a(v11,v12). a(v12,v11). c(red). s(v11,red). s(v12,red).\n');
    const flow = await text('flow.lp');
    assert.ok('error' in flow && /^flow\.lp is no wall-maze instance/.test(flow.error), JSON.stringify(flow));
    const missing = await text('missing.lp');
    assert.ok('error' in missing && /missing\.lp: no such file/.test(missing.error), JSON.stringify(missing));
  });

  it("adds the figures asp-puzzles maze --stats prints to a solved maze's picture, the dead ends' lengths as bars", async () => {
    const flags = ['--algorithm', 'kruskal', '--size', '15x15', '--seed', '5'];
    writeFileSync(join(dir, 'kruskal.lp'), made(await generate({ algorithm: 'kruskal', width: 15, height: 15, seed: 5 })).text);
    const report = await session.connection.sendRequest(solveRequest, { uri: uri('kruskal.lp'), settings: { engine: 'wasm', models: 1 }, runId: 'stats' });
    assert.equal(report.status, 'satisfiable');
    const { view } = await session.connection.sendRequest(answerViewRequest, { runId: 'stats', index: 0 });
    const statistics = view!.statistics!;
    const printed = new Map(cli(...flags, '--stats').split('\n').filter((l) => /^\S.*  /.test(l) && !l.startsWith('+')).map((l) => {
      const [, label, value] = /^(.+?)\s{2,}(.*)$/.exec(l)!;
      return [label, value];
    }));
    for (const figure of statistics.figures.filter((f) => !['cells', 'passages', 'dead ends'].includes(f.label))) assert.equal(figure.value, printed.get(figure.label), figure.label);
    const [deadEnds, lengths] = printed.get('dead ends')!.split('; moves to the first junction ');
    assert.equal(statistics.figures.find((f) => f.label === 'dead ends')!.value, deadEnds);
    const counts = new Map(lengths.split(', ').map((p) => p.split(': ').map(Number) as [number, number]));
    const longest = Math.max(...counts.keys());
    assert.deepEqual(statistics.histogram!.bars.map((b) => b.count), Array.from({ length: Math.min(longest, 15) }, (_, i) => counts.get(i + 1) ?? 0));
  });
});
