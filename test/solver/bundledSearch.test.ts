// A bundled encoding's own search options: an instance solved with the bundled flow.lp is searched with clasp's
// "jumpy" configuration and the domain heuristic, each unless the solve's options set it; the same encoding copied
// to a user's folder is the user's, searched with clingo's default. Told apart by clingo's choices, which a
// configuration or a heuristic changes and a run repeats exactly — against the real clingo-wasm.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { after, describe, it } from 'node:test';
import { bundledEncodingUri, readBundledEncoding } from '../../server/src/puzzles/encodings';
import { readTextFile } from '../../server/src/readTextFile';
import type { ReadSource } from '../../server/src/solving/program';
import { solveFiles } from '../../server/src/solving/solveFiles';
import { WasmEngine } from '../../server/src/solving/wasmEngine';
import { scratchDir } from '../scratch';
import { flowBenchBoards, flowFactsNamed } from './flowBoards';

/** Files read as the command line reads them. */
const read: ReadSource = (uri) => readTextFile(fileURLToPath(uri));

describe('the bundled Flow encoding searched with its own configuration', () => {
  const engine = new WasmEngine();
  after(() => engine.dispose());
  const encoding = readBundledEncoding('flow');
  // A 10x10 board on which the two configurations make different choices.
  const board = flowBenchBoards().find((b) => b.name === 'jumbo 10x10/10 #18');
  assert.ok(board);
  const facts = flowFactsNamed(board.board, 'coordinates');
  const dir = scratchDir('asp-bundled-search-');
  writeFileSync(join(dir, 'board.lp'), facts);
  writeFileSync(join(dir, 'flow.lp'), encoding);
  const instance = pathToFileURL(join(dir, 'board.lp')).href;
  const copy = pathToFileURL(join(dir, 'flow.lp')).href;

  const choicesWith = async (extraArgs: string[]) => {
    const result = await engine.solve(`${encoding}\n${facts}`, { models: 1, extraArgs });
    assert.equal(result.status, 'satisfiable');
    return result.statistics?.choices;
  };
  const choicesOf = async (entries: string[], extraArgs?: string[]) => {
    const solved = await solveFiles(entries, read, engine, { models: 1, ...(extraArgs ? { extraArgs } : {}) });
    assert.equal(solved.status, 'satisfiable', solved.messages.map((m) => m.message).join('; '));
    return solved.statistics?.choices;
  };

  const bundled = ['--configuration=jumpy', '--heuristic=Domain'];

  it('is searched as with --configuration=jumpy --heuristic=Domain, each of which changes the search of this board', async () => {
    const searched = await choicesWith(bundled);
    assert.notEqual(await choicesWith([]), searched, 'the board does not tell the options from the default');
    assert.notEqual(await choicesWith(['--configuration=jumpy']), searched, 'the board does not tell the heuristic apart');
    assert.equal(await choicesOf([bundledEncodingUri('flow.lp'), instance]), searched);
  });

  it('keeps an option the user set instead of the bundled one, and the user\'s other options beside them', async () => {
    assert.equal(await choicesOf([bundledEncodingUri('flow.lp'), instance], ['--configuration=tweety']), await choicesWith(['--configuration=tweety', '--heuristic=Domain']));
    assert.equal(await choicesOf([bundledEncodingUri('flow.lp'), instance], ['--heuristic=Vsids']), await choicesWith(['--configuration=jumpy', '--heuristic=Vsids']));
    assert.equal(await choicesOf([bundledEncodingUri('flow.lp'), instance], ['--seed=3']), await choicesWith([...bundled, '--seed=3']));
  });

  it('knows an option by the start of its name, as clingo does, and does not give it twice', async () => {
    assert.equal(await choicesOf([bundledEncodingUri('flow.lp'), instance], ['--conf=tweety', '--heu=Vsids']), await choicesWith(['--configuration=tweety', '--heuristic=Vsids']));
  });

  it('leaves a copy of the encoding in the user\'s folder to clingo\'s default', async () => {
    assert.equal(await choicesOf([copy, instance]), await choicesWith([]));
  });
});
