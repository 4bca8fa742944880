// Generated cell mazes against real clingo-wasm: different seeds give different mazes that keep the rules, the same
// seed the same maze; and the reasons why no maze exists agree with clingo — every reason given is for a setup
// clingo finds unsatisfiable, and on small grids every setup clingo finds unsatisfiable has a reason.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { parse } from '../../server/src/language/parser';
import { whyNoCellMaze } from '../../server/src/puzzles/cellMaze/explain';
import { generateCellMaze, instanceText, type CellMazeChoices } from '../../server/src/puzzles/cellMaze/generate';
import type { MazeSetup, Place } from '../../server/src/puzzles/cellMaze/setup';
import { validateCellMaze } from '../../server/src/puzzles/cellMaze/validate';
import { readBundledEncoding } from '../../server/src/puzzles/encodings';
import { extractFacts } from '../../server/src/puzzles/facts';
import { seededRng } from '../../server/src/puzzles/random';
import { withSearchOptionsOf } from '../../server/src/solving/searchOptions';
import { findClingoOnPath, NativeEngine } from '../../server/src/solving/nativeEngine';
import { WasmEngine } from '../../server/src/solving/wasmEngine';

const encoding = readBundledEncoding('cell-maze');

/** The cells on the border of a grid, row by row. */
function border(width: number, height: number): Place[] {
  const cells: Place[] = [];
  for (let r = 1; r <= height; r++) for (let c = 1; c <= width; c++) if (c === 1 || r === 1 || c === width || r === height) cells.push({ c, r });
  return cells;
}

describe('generated cell mazes on clingo-wasm', () => {
  const engine = new WasmEngine();
  after(() => engine.dispose());

  /** Solves a generated instance as Solve does: the bundled encoding, the search options of its `%! options:` line. */
  async function solveGenerated(text: string) {
    const { options } = withSearchOptionsOf({ models: 1 }, [parse(text)]);
    const result = await engine.solve(`${encoding}\n${text}`, options);
    assert.equal(result.status, 'satisfiable', result.messages.map((m) => m.text).join('\n'));
    return { atoms: result.answers[0].atoms, key: result.answers[0].text.slice().sort().join(' ') };
  }

  function generated(choices: CellMazeChoices): string {
    const made = generateCellMaze(choices);
    assert.ok('text' in made, 'error' in made ? made.error : '');
    return made.text;
  }

  it('makes a different maze for each of 8 seeds on 15x15, every one keeping the rules and the fixed cells', async () => {
    const mazes = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const text = generated({ width: 15, height: 15, entrance: { c: 1, r: 2 }, exit: { c: 15, r: 14 }, seed, fixedFacts: 'wall(8,8). empty(4,4).' });
      assert.match(text, new RegExp(`^%! options: --seed=${seed} `));
      const { atoms, key } = await solveGenerated(text);
      assert.deepEqual(validateCellMaze(extractFacts(parse(text)), atoms), []);
      mazes.add(key);
    }
    assert.equal(mazes.size, 8);
  });

  it('makes the same maze from the same seed, also on a fresh engine', async () => {
    const text = generated({ width: 21, height: 21, entrance: { c: 2, r: 1 }, exit: { c: 20, r: 21 }, seed: 4242 });
    const first = await solveGenerated(text);
    assert.equal((await solveGenerated(text)).key, first.key);
    const fresh = new WasmEngine();
    try {
      const { options } = withSearchOptionsOf({ models: 1 }, [parse(text)]);
      const again = await fresh.solve(`${encoding}\n${text}`, options);
      assert.equal(again.answers[0].text.slice().sort().join(' '), first.key);
    } finally {
      await fresh.dispose();
    }
  });

  it('makes the same maze from the same seed with native clingo too, keeping the rules', { skip: findClingoOnPath() ? false : 'native clingo is not installed' }, async () => {
    const native = new NativeEngine(findClingoOnPath()!);
    try {
      const text = generated({ width: 15, height: 15, entrance: { c: 1, r: 2 }, exit: { c: 15, r: 14 }, seed: 7 });
      const { options } = withSearchOptionsOf({ models: 1 }, [parse(text)]);
      const first = await native.solve(`${encoding}\n${text}`, options);
      assert.equal(first.status, 'satisfiable', first.messages.map((m) => m.text).join('\n'));
      assert.deepEqual(validateCellMaze(extractFacts(parse(text)), first.answers[0].atoms), []);
      const again = await native.solve(`${encoding}\n${text}`, options);
      assert.equal(again.answers[0].text.slice().sort().join(' '), first.answers[0].text.slice().sort().join(' '));
      const other = generated({ width: 15, height: 15, entrance: { c: 1, r: 2 }, exit: { c: 15, r: 14 }, seed: 8 });
      const eight = await native.solve(`${encoding}\n${other}`, withSearchOptionsOf({ models: 1 }, [parse(other)]).options);
      assert.notEqual(eight.answers[0].text.slice().sort().join(' '), first.answers[0].text.slice().sort().join(' '));
    } finally {
      await native.dispose();
    }
  });

  it('needs the search options: with --seed alone, clingo makes one maze whatever the seed', async () => {
    const setup: MazeSetup = { width: 15, height: 15, entrance: { c: 1, r: 2 }, exit: { c: 15, r: 14 }, walls: [], empties: [] };
    const plain = new Set<string>();
    for (const seed of [1, 2, 3, 4]) plain.add((await solveGenerated(instanceText(setup, [`--seed=${seed}`]))).key);
    assert.equal(plain.size, 1, 'clasp\'s default search varies with the seed now: the figures in the README need measuring again');
  });

  it('gives a reason exactly when clingo finds no maze, for every entrance and exit on 4x4, 4x5, 5x5, 6x6 and 4x7', async () => {
    for (const [width, height] of [[4, 4], [4, 5], [5, 5], [6, 6], [4, 7]]) {
      const cells = border(width, height);
      let impossible = 0;
      for (let i = 0; i < cells.length; i++) {
        for (let j = i + 1; j < cells.length; j++) {
          const setup: MazeSetup = { width, height, entrance: cells[i], exit: cells[j], walls: [], empties: [] };
          const result = await engine.solve(`${encoding}\n${instanceText(setup, [])}`, { models: 1 });
          const reason = whyNoCellMaze(setup);
          const where = `${width}x${height}, entrance (${cells[i].c},${cells[i].r}), exit (${cells[j].c},${cells[j].r})`;
          assert.equal(reason !== undefined, result.status === 'unsatisfiable', `${where}: clingo says ${result.status}, the reason: ${reason?.message}`);
          assert.match(reason?.message ?? `No cell maze of ${width}x${height} exists`, new RegExp(`^No cell maze of ${width}x${height} exists`));
          if (reason) impossible++;
        }
      }
      // Both kinds occur on every one of these grids: the check would pass vacuously otherwise.
      assert.ok(impossible > 0 && impossible < (cells.length * (cells.length - 1)) / 2, `${width}x${height}: ${impossible} impossible`);
    }
  });

  it('gives reasons only for fixed cells that leave no maze, on 300 random setups of 5x5 and 7x7', async () => {
    const rng = seededRng(11);
    const pickIn = (n: number) => 1 + Math.floor(rng() * n);
    let reasons = 0;
    let unsatisfiable = 0;
    for (let k = 0; k < 300; k++) {
      const n = k % 2 === 0 ? 5 : 7;
      const cells = border(n, n).filter((p) => !((p.c === 1 || p.c === n) && (p.r === 1 || p.r === n)));
      const entrance = cells[Math.floor(rng() * cells.length)];
      const exit = cells.filter((p) => p !== entrance)[Math.floor(rng() * (cells.length - 1))];
      const fixed = Array.from({ length: 1 + Math.floor(rng() * 4) }, () => ({ c: pickIn(n), r: pickIn(n) }));
      const walls = fixed.filter((_, i) => i % 2 === 0);
      const empties = fixed.filter((_, i) => i % 2 === 1);
      const setup: MazeSetup = { width: n, height: n, entrance, exit, walls, empties };
      const result = await engine.solve(`${encoding}\n${instanceText(setup, [])}`, { models: 1 });
      const reason = whyNoCellMaze(setup);
      if (reason) {
        reasons++;
        assert.equal(result.status, 'unsatisfiable', `a reason for a setup with a maze: ${reason.message}`);
      }
      if (result.status === 'unsatisfiable') unsatisfiable++;
    }
    assert.ok(reasons >= 30, `only ${reasons} of the setups had a reason`);
    assert.ok(reasons <= unsatisfiable);
  });
});
