// Check Uniqueness and Show Forced Cells against the real clingo-wasm (and native clingo when it is installed):
// the verdicts on the examples, the cells the pictures outline and grey, and the forced atoms compared with the
// intersection of every answer found by plain enumeration.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { after, describe, it } from 'node:test';
import { forcedView, pairView } from '../../server/src/explain/explainViews';
import { forcedAtoms } from '../../server/src/explain/forced';
import { checkUniqueness } from '../../server/src/explain/uniqueness';
import { bundledEncodingUri } from '../../server/src/puzzles/encodings';
import { factsOfText } from '../../server/src/puzzles/instanceFacts';
import { answerView } from '../../server/src/puzzles/views';
import type { FamilyId } from '../../server/src/puzzles/family';
import { findClingoOnPath, NativeEngine } from '../../server/src/solving/nativeEngine';
import type { ReadSource } from '../../server/src/solving/program';
import type { Answer, Engine, SolveOptions } from '../../server/src/solving/result';
import { solveFiles } from '../../server/src/solving/solveFiles';
import { WasmEngine } from '../../server/src/solving/wasmEngine';
import { scratchDir } from '../scratch';

const root = join(__dirname, '..', '..', '..');
const example = (path: string) => pathToFileURL(join(root, 'examples', path)).href;
const fromDisk: ReadSource = (uri) => ({ text: readFileSync(new URL(uri), 'utf8') });
const options: SolveOptions = { models: 1, timeLimitMs: 120_000 };

/** A program written into a fresh folder, as a file URI. */
function programFile(text: string): string {
  const path = join(scratchDir('asp-explain-'), 'program.lp');
  writeFileSync(path, text);
  return pathToFileURL(path).href;
}

/** The puzzles, each with its encoding: entries as Solve assembles them, and the family that draws them. */
const puzzles = {
  sudokuTwo: { entries: [example('sudoku/golf.lp'), example('sudoku/two-answers.lp')], family: 'grid', facts: 'sudoku/two-answers.lp' },
  sudokuEasy: { entries: [example('sudoku/golf.lp'), example('sudoku/easy.lp')], family: 'grid', facts: 'sudoku/easy.lp' },
  sudokuClash: { entries: [example('sudoku/golf.lp'), example('sudoku/clash.lp')], family: 'grid', facts: 'sudoku/clash.lp' },
  flow21: { entries: [example('flow/golf.lp'), example('flow/level21.lp')], family: 'flow', facts: 'flow/level21.lp' },
  cellMaze: { entries: [bundledEncodingUri('cell-maze.lp'), example('maze/maze-5x5.lp')], family: 'cell-maze', facts: 'maze/maze-5x5.lp' },
  wallMaze: { entries: [bundledEncodingUri('wall-maze-path.lp'), example('wall-maze/dfs-6x6.lp')], family: 'wall-maze', facts: 'wall-maze/dfs-6x6.lp' },
} as const;

type Puzzle = (typeof puzzles)[keyof typeof puzzles];

function draw(puzzle: Puzzle, answer: Answer) {
  const text = readFileSync(new URL(example(puzzle.facts)), 'utf8');
  const view = answerView(puzzle.family as FamilyId | 'grid', factsOfText(text), answer.atoms);
  assert.ok(view, `a picture of ${puzzle.facts}`);
  return view;
}

/** Every answer by plain enumeration, and the atoms all of them share. */
async function everyAnswer(engine: Engine, entries: readonly string[]): Promise<{ answers: Answer[]; common: string[] }> {
  const solved = await solveFiles(entries, fromDisk, engine, { ...options, models: 0 });
  assert.equal(solved.exhausted, true);
  const [first, ...rest] = solved.answers.map((a) => new Set(a.text));
  const common = [...first].filter((atom) => rest.every((set) => set.has(atom))).sort();
  return { answers: solved.answers, common };
}

const engines: [string, Engine][] = [['clingo-wasm', new WasmEngine()]];
const native = findClingoOnPath();
if (native) engines.push(['native clingo', new NativeEngine(native)]);
after(() => Promise.all(engines.map(([, e]) => e.dispose())));

for (const [name, engine] of engines) {
  describe(`Check Uniqueness with ${name}`, () => {
    it('finds the two answers of two-answers.lp, which differ in eight squares of rows 4 and 5', async () => {
      const { verdict, solved } = await checkUniqueness(puzzles.sudokuTwo.entries, fromDisk, engine, options);
      assert.equal(verdict, 'several');
      assert.equal(solved.answers.length, 2);
      assert.notDeepEqual(new Set(solved.answers[0].text), new Set(solved.answers[1].text));
      const pair = pairView(draw(puzzles.sudokuTwo, solved.answers[0]), draw(puzzles.sudokuTwo, solved.answers[1]));
      assert.equal(pair.differing?.length, 8);
      assert.ok(pair.differing!.every(([r]) => r === 3 || r === 4), `rows 4 and 5: ${JSON.stringify(pair.differing)}`);
      assert.deepEqual(pair.beside?.differing, pair.differing);
    });

    it('proves easy.lp unique, and finds no answer to clash.lp', async () => {
      const easy = await checkUniqueness(puzzles.sudokuEasy.entries, fromDisk, engine, options);
      assert.equal(easy.verdict, 'unique');
      assert.equal(easy.solved.answers.length, 1);
      const clash = await checkUniqueness(puzzles.sudokuClash.entries, fromDisk, engine, options);
      assert.equal(clash.verdict, 'none');
      assert.equal(clash.solved.answers.length, 0);
    });

    it('says unique when the answers differ only in atoms that are not shown', async () => {
      // easy.lp's one solution, with a hidden choice that doubles the answers four times over.
      const hidden = programFile('{ guess(1..4) }.\nnoted(D) :- cell(1,1,D).\n');
      const plain = await solveFiles([...puzzles.sudokuEasy.entries, hidden], fromDisk, engine, { ...options, models: 0 });
      assert.equal(plain.answers.length, 16, 'sixteen answers to clingo without projection');
      const check = await checkUniqueness([...puzzles.sudokuEasy.entries, hidden], fromDisk, engine, options);
      assert.equal(check.verdict, 'unique');
    });

    it('counts shown terms, and two answers that show differently through them are two', async () => {
      const one = programFile('{ a; b }.\nc :- a.\nc :- b.\n:- not c.\n#show.\n#show done : c.\n');
      assert.equal((await checkUniqueness([one], fromDisk, engine, options)).verdict, 'unique');
      const two = programFile('{ a; b }.\n:- not a, not b.\n#show.\n#show first : a.\n');
      assert.equal((await checkUniqueness([two], fromDisk, engine, options)).verdict, 'several');
    });

    it('judges a program that optimises by its optimal answers', async () => {
      const one = programFile('1 { a(1..6) } 1.\n#minimize { X : a(X) }.\n');
      const unique = await checkUniqueness([one], fromDisk, engine, options);
      assert.equal(unique.verdict, 'unique');
      assert.deepEqual(unique.solved.answers.map((a) => a.text), [['a(1)']]);
      const three = programFile('1 { a(1..6) } 1.\n#minimize { 1,X : a(X), X > 3 }.\n');
      const several = await checkUniqueness([three], fromDisk, engine, options);
      assert.equal(several.verdict, 'several');
      assert.ok(several.solved.answers.every((a) => ['a(1)', 'a(2)', 'a(3)'].includes(a.text[0])), JSON.stringify(several.solved.answers.map((a) => a.text)));
    });

    it('takes the place of the user\'s own --project and --enum-mode, which clingo would refuse twice', async () => {
      const check = await checkUniqueness(puzzles.sudokuEasy.entries, fromDisk, engine, { ...options, project: true, extraArgs: ['--project=auto', '--enum-mode', 'brave'] });
      assert.equal(check.verdict, 'unique');
      // clingo reads a start of a long name as the option: given so, it is still the user's own one.
      const short = await checkUniqueness(puzzles.sudokuEasy.entries, fromDisk, engine, { ...options, extraArgs: ['--proj=auto', '--enum', 'brave', '--model=7'] });
      assert.equal(short.verdict, 'unique');
    });

    it('finds two of the nine answers of Flow level 21, three of the 5x5 cell maze, and the one path of a perfect wall maze', async () => {
      for (const puzzle of [puzzles.flow21, puzzles.cellMaze]) {
        const { verdict, solved } = await checkUniqueness(puzzle.entries, fromDisk, engine, options);
        assert.equal(verdict, 'several', puzzle.facts);
        const pair = pairView(draw(puzzle, solved.answers[0]), draw(puzzle, solved.answers[1]));
        assert.ok((pair.differing?.length ?? 0) > 0, `${puzzle.facts}: the answers differ in some cells`);
      }
      assert.equal((await checkUniqueness(puzzles.wallMaze.entries, fromDisk, engine, options)).verdict, 'unique');
    });
  });

  describe(`Show Forced Cells with ${name}`, () => {
    it('gives the atoms every answer shares, the same as enumerating them all', async () => {
      for (const puzzle of [puzzles.sudokuTwo, puzzles.flow21, puzzles.cellMaze]) {
        const { common, answers } = await everyAnswer(engine, puzzle.entries);
        const check = await forcedAtoms(puzzle.entries, fromDisk, engine, options);
        assert.equal(check.verdict, 'forced', puzzle.facts);
        assert.deepEqual([...check.forced!.text].sort(), common, puzzle.facts);
        const first = [...check.first!.text].sort().join(' ');
        assert.ok(answers.some((a) => [...a.text].sort().join(' ') === first), `${puzzle.facts}: the first report is an answer`);
      }
    });

    it('greys the eight open squares of two-answers.lp: 73 of 81 cells forced', async () => {
      const check = await forcedAtoms(puzzles.sudokuTwo.entries, fromDisk, engine, options);
      const { view, count } = forcedView(draw(puzzles.sudokuTwo, check.first!), draw(puzzles.sudokuTwo, check.forced!));
      assert.deepEqual(count, { forced: 73, cells: 81 });
      assert.equal(view.unforced?.length, 8);
      // The greyed cells have no digit: no answer fixes one there.
      const unforced = new Set(view.unforced!.map(([r, c]) => `${r},${c}`));
      assert.ok(view.cells.every((c) => !unforced.has(`${c.row},${c.column}`) || !c.label));
    });

    it('forces every cell of a unique puzzle, and gives none for an unsatisfiable one', async () => {
      for (const puzzle of [puzzles.sudokuEasy, puzzles.wallMaze]) {
        const check = await forcedAtoms(puzzle.entries, fromDisk, engine, options);
        assert.equal(check.verdict, 'forced');
        assert.deepEqual([...check.forced!.text].sort(), [...check.first!.text].sort());
        const { count } = forcedView(draw(puzzle, check.first!), draw(puzzle, check.forced!));
        assert.equal(count.forced, count.cells, puzzle.facts);
      }
      const clash = await forcedAtoms(puzzles.sudokuClash.entries, fromDisk, engine, options);
      assert.equal(clash.verdict, 'none');
    });

    it('leaves out hidden atoms: only shown ones are forced or not', async () => {
      const file = programFile('{ h(1..3) }.\n1 { s(1..2) } 1.\nt.\n#show s/1.\n#show t/0.\n');
      const check = await forcedAtoms([file], fromDisk, engine, options);
      assert.equal(check.verdict, 'forced');
      assert.deepEqual(check.forced!.text, ['t']);
    });
  });
}
