// `asp-puzzles maze` and `maze-stats` as shipped (dist/cli.js), run as a user runs them: the instance read back by
// the extension as the same maze, the library's text, the pictures the preview would draw for that instance,
// figures, the path, reproducible seeds, and the exit code and message of every kind of mistake.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parse } from '../../server/src/language/parser';
import { extractFacts } from '../../server/src/puzzles/facts';
import { seededRng } from '../../server/src/puzzles/random';
import { recognisePuzzle } from '../../server/src/puzzles/recognise';
import { braid } from '../../server/src/puzzles/wallMaze/braid';
import { randomizedDfs, toText } from '../../server/src/puzzles/wallMaze/generate';
import { GENERATORS, generateMaze } from '../../server/src/puzzles/wallMaze/generators/index';
import { maskFromText } from '../../server/src/puzzles/wallMaze/mask';
import { mazeOfFacts } from '../../server/src/puzzles/wallMaze/fromFacts';
import { measureMaze } from '../../server/src/puzzles/wallMaze/measure';
import { solveMaze } from '../../server/src/puzzles/wallMaze/solve';
import { wallMazeView } from '../../server/src/puzzles/wallMaze/view';
import type { ClingoSymbol } from '../../server/src/solving/symbols';
import { renderSvg } from '../../server/src/view/svg';
import { scratchDir } from '../scratch';
import { REPO_ROOT } from './lspSession';

const CLI = join(REPO_ROOT, 'dist', 'cli.js');

function cli(...args: string[]) {
  const run = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', cwd: REPO_ROOT, timeout: 120_000, maxBuffer: 64 * 1024 * 1024 });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

function folder(): string {
  return scratchDir('asp-maze-');
}

const num = (value: number): ClingoSymbol => ({ type: 'number', value });
const steps = (path: { x: number; y: number }[]): ClingoSymbol[] =>
  path.slice(1).map((c, i) => ({ type: 'function', name: 'step', args: [num(path[i].x), num(path[i].y), num(c.x), num(c.y)], negated: false }));

describe('asp-puzzles maze', () => {
  it("prints the maze library's text of a depth-first maze, the same for the same seed", () => {
    const run = cli('maze', '--seed', '7');
    assert.equal(run.code, 0, run.err);
    assert.equal(run.out, toText(randomizedDfs(15, 15, seededRng(7))));
    const lines = run.out.trimEnd().split('\n');
    // As the library's display-maze: 2 * 15 + 1 lines of 4 * 15 + 1 characters, walls all around.
    assert.equal(lines.length, 31);
    assert.ok(lines.every((l) => l.length === 61));
    assert.equal(lines[0], `+${'---+'.repeat(15)}`);
    assert.equal(lines[30], lines[0]);
    assert.ok(lines.filter((_, i) => i % 2 === 1).every((l) => l.startsWith('|') && l.endsWith('|')));
    assert.equal(cli('maze', '--seed', '7').out, run.out);
    assert.notEqual(cli('maze', '--seed', '8').out, run.out);
  });

  it('says which seed it drew when none is given, and that seed makes the maze again', () => {
    const run = cli('maze', '--size', '9x4');
    assert.equal(run.code, 0);
    const seed = /^seed (\d+)$/m.exec(run.err)?.[1];
    assert.ok(seed, run.err);
    assert.equal(cli('maze', '--size', '9x4', '--seed', seed).out, run.out);
  });

  it('writes an instance the extension reads back as the same maze, for every generator', () => {
    const dir = folder();
    for (const g of GENERATORS) {
      const file = join(dir, `${g.id}.lp`);
      const run = cli('maze', '--algorithm', g.id, '--size', '13x7', '--seed', '5', '--lp', file);
      assert.equal(run.code, 0, run.err);
      assert.equal(run.out, '', 'the instance went to the file');
      assert.match(run.err, new RegExp(`wrote ${file.replace(/[.\\/]/g, '\\$&')}`));
      const text = readFileSync(file, 'utf8');
      assert.match(text, new RegExp(`^% A 13x7 wall maze: asp-puzzles maze --algorithm ${g.id} --size 13x7 --seed 5\\n`));
      const facts = extractFacts(parse(text));
      assert.equal(recognisePuzzle(facts)?.id, 'wall-maze');
      assert.deepEqual(recognisePuzzle(facts)!.check(facts), [], `${g.id}: the instance has no problems`);
      const read = mazeOfFacts(facts)!;
      assert.deepEqual([read.width, read.height], [13, 7]);
      assert.deepEqual(read.open, generateMaze(g.id, 13, 7, seededRng(5)).open, g.id);
      assert.match(text, /^start\(0,0\)\.$/m);
      assert.match(text, /^goal\(12,6\)\.$/m);
    }
  });

  it('prints the instance with --lp alone, with the path and ends asked for', () => {
    const run = cli('maze', '--algorithm', 'binary-tree', '--bias', 'SE', '--size', '6x5', '--seed', '2', '--lp', '--from', '1,1', '--to', '4,3', '--solve');
    assert.equal(run.code, 0, run.err);
    const facts = extractFacts(parse(run.out));
    assert.deepEqual(mazeOfFacts(facts)!.open, generateMaze('binary-tree', 6, 5, seededRng(2), { bias: 'SE' }).open);
    assert.match(run.out, /^start\(1,1\)\.$/m);
    assert.match(run.out, /^goal\(4,3\)\.$/m);
    const path = solveMaze(mazeOfFacts(facts)!, { x: 1, y: 1 }, { x: 4, y: 3 })!;
    assert.match(run.out, new RegExp(`has ${path.length - 1} steps\\.`));
    assert.match(run.out, /--bias SE --from 1,1 --to 4,3/);
  });

  it('solves a maze too large for the bundled solver by breadth-first search, as the editor does', () => {
    const file = join(folder(), 'large.lp');
    assert.equal(cli('maze', '--size', '250x250', '--seed', '9', '--lp', file).code, 0);
    const run = cli('solve', file, '--json');
    assert.equal(run.code, 30, run.out + run.err);
    const report = JSON.parse(run.out) as { engine: string; answers: { atoms: ClingoSymbol[] }[]; messages: { message: string }[] };
    assert.match(report.engine, /^breadth-first search/);
    assert.ok(report.messages.some((m) => /the bundled solver takes at most 1 MB/.test(m.message)));
    const maze = mazeOfFacts(extractFacts(parse(readFileSync(file, 'utf8'))))!;
    const path = solveMaze(maze, { x: 0, y: 0 }, { x: 249, y: 249 })!;
    assert.deepEqual(report.answers.map((a) => a.atoms), [steps(path)]);
    const each = cli('solve', '--each', file, file);
    assert.equal(each.code, 0, each.err);
    assert.match(each.out, /^2 files: 2 satisfiable;/m);
    const unique = cli('solve', '--unique', file);
    assert.match(unique.out, /^Undecided: the program is [\d.]+ MB; the bundled solver takes at most 1 MB\. Use native clingo for larger programs\. \(/m);
  });

  it('reads a million-cell maze of plain facts past 16 MB without parsing it, as the editor does; other files stop there', () => {
    const dir = folder();
    const file = join(dir, 'million.lp');
    assert.equal(cli('maze', '--size', '1000x1000', '--seed', '4', '--lp', file).code, 0);
    assert.ok(statSync(file).size > 16 * 1024 * 1024);
    const run = cli('solve', file);
    assert.equal(run.code, 30, run.out + run.err);
    assert.match(run.out, /^SATISFIABLE: 1 answer in \d+ ms \(breadth-first search: the maze is too big for the bundled solver\)$/m);
    const program = join(dir, 'program.lp');
    writeFileSync(program, 'p(1).\n'.repeat(3_000_000));
    const refused = cli('solve', program);
    assert.equal(refused.code, 65);
    assert.match(refused.out, /program\.lp: larger than 16 MB: a file this large is read only when it is an instance of a known puzzle/);
    writeFileSync(program, 'p(X) :- q(X).\n'.repeat(1_300_000));
    assert.match(cli('solve', program).out, /program\.lp: larger than 16 MB and more than plain facts/);
  });

  it('draws the SVG the preview draws for that instance and its shortest path, and a PDF page', () => {
    const dir = folder();
    const [lp, svg, pdf] = ['m.lp', 'm.svg', 'm.pdf'].map((f) => join(dir, f));
    const run = cli('maze', '--algorithm', 'kruskal', '--size', '12x9', '--seed', '3', '--lp', lp, '--svg', svg, '--pdf', pdf, '--solve');
    assert.equal(run.code, 0, run.err);
    const facts = extractFacts(parse(readFileSync(lp, 'utf8')));
    const path = solveMaze(mazeOfFacts(facts)!, { x: 0, y: 0 }, { x: 11, y: 8 })!;
    const expected = renderSvg(wallMazeView(facts, steps(path))!, { theme: 'light', cellSize: 16 });
    assert.equal(readFileSync(svg, 'utf8'), expected);
    assert.match(expected, /path: \d+ steps/);
    const bytes = readFileSync(pdf);
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.ok(bytes.length > 1000);
    // Without --solve the SVG has no path and says nothing about one.
    const plain = cli('maze', '--algorithm', 'kruskal', '--size', '12x9', '--seed', '3', '--svg');
    assert.equal(plain.code, 0, plain.err);
    assert.ok(plain.out.startsWith('<svg'));
    assert.doesNotMatch(plain.out, /path: \d+ steps|no path/);
  });

  it('marks the shortest path in the text and prints the figures with --stats', () => {
    const run = cli('maze', '--algorithm', 'hunt-and-kill', '--size', '20x10', '--seed', '11', '--solve', '--stats');
    assert.equal(run.code, 0, run.err);
    const maze = generateMaze('hunt-and-kill', 20, 10, seededRng(11));
    const path = solveMaze(maze, { x: 0, y: 0 }, { x: 19, y: 9 })!;
    assert.ok(run.out.startsWith(toText(maze, path)));
    assert.equal((run.out.match(/\*/g) ?? []).length, path.length);
    const m = measureMaze(maze);
    const stats = run.out.slice(toText(maze, path).length);
    assert.match(stats, new RegExp(`^maze +200 cells, 199 passages: asp-puzzles maze --algorithm hunt-and-kill --size 20x10 --seed 11$`, 'm'));
    assert.match(stats, new RegExp(`^dead ends +${m.deadEnds} \\(${((100 * m.deadEnds) / 200).toFixed(1)}%\\); moves to the first junction 1: ${m.deadEndLengths[1]}`, 'm'));
    assert.match(stats, new RegExp(`^path +\\(0,0\\) to \\(19,9\\): ${path.length - 1} moves$`, 'm'));
    assert.match(stats, new RegExp(`^diameter +${m.diameter} moves`, 'm'));
    assert.match(stats, new RegExp(`^horizontal:vertical +${m.horizontal}:${m.vertical} `, 'm'));
  });

  it('braids the maze and draws a mask from a text picture', () => {
    const dir = folder();
    const maskFile = join(dir, 'ring.txt');
    writeFileSync(maskFile, '........\n..####..\n..####..\n..####..\n........\n');
    const run = cli('maze', '--algorithm', 'wilson', '--mask', maskFile, '--seed', '4', '--braid', '1', '--lp', '--stats');
    assert.equal(run.code, 0, run.err);
    const facts = extractFacts(parse(run.out));
    const maze = mazeOfFacts(facts)!;
    const mask = maskFromText(readFileSync(maskFile, 'utf8'));
    for (let i = 0; i < 40; i++) if (mask.excluded[i]) assert.equal(maze.open[i], 0);
    // 28 kept cells braided: more than 27 passages, no dead ends left.
    // After the instance on stdout the figures are comments: the output is still an instance.
    assert.match(run.out, /^% maze +28 cells, (2[89]|3\d) passages: asp-puzzles maze --algorithm wilson --mask \S+ring\.txt --seed 4 --braid 1$/m);
    assert.equal(extractFacts(parse(run.out)).rules.length, 0);
    assert.match(run.out, /^% dead ends +0 \(0\.0%\)$/m);
    assert.match(run.out, /^% path +\(0,0\) to \(7,4\): \d+ moves$/m);
    // The braid draws from the seed's generator after the maze: the seed makes the braided maze again.
    const half = cli('maze', '--algorithm', 'kruskal', '--size', '10x8', '--seed', '6', '--braid', '0.5', '--lp');
    assert.equal(half.code, 0, half.err);
    const rng = seededRng(6);
    const expected = braid(generateMaze('kruskal', 10, 8, rng), 0.5, rng);
    assert.deepEqual(mazeOfFacts(extractFacts(parse(half.out)))!.open, expected.open);
    assert.ok(measureMaze(expected).deadEnds < measureMaze(generateMaze('kruskal', 10, 8, seededRng(6))).deadEnds);
  });

  it('reports a bad argument with exit 64 and the usage, a file it cannot use with exit 65', () => {
    const usage = (args: string[], message: RegExp) => {
      const run = cli('maze', ...args);
      assert.equal(run.code, 64, args.join(' '));
      assert.match(run.err, message);
      assert.match(run.err, /Usage: asp-puzzles maze/);
      assert.equal(run.out, '');
    };
    usage(['--algorithm', 'labyrinth'], /--algorithm is one of dfs/);
    usage(['--size', '0x3'], /--size is columns x rows/);
    usage(['--bias', 'NE'], /--bias does not apply to dfs/);
    usage(['--pdf'], /--pdf needs a file name/);
    usage(['--braid', '2'], /--braid is a fraction/);
    usage(['--start', '20,0'], /outside the 15x15 maze/);
    const dir = folder();
    const split = join(dir, 'split.txt');
    writeFileSync(split, '..#..\n..#..\n');
    usage(['--mask', split, '--size', '4x2'], /--size 4x2 differs from the mask's 5x2/);
    usage(['--mask', split, '--start', '2,0'], /--start 2,0 is a cell the mask leaves out/);
    const disjoint = cli('maze', '--mask', split);
    assert.equal(disjoint.code, 65);
    assert.match(disjoint.err, /^error: the cells the mask keeps are not all joined to each other$/m);
    const missing = cli('maze', '--mask', join(dir, 'none.txt'));
    assert.equal(missing.code, 65);
    assert.match(missing.err, /^error: .*none\.txt: /m);
    const unwritable = cli('maze', '--lp', join(dir, 'no', 'such', 'folder', 'm.lp'));
    assert.equal(unwritable.code, 65);
    assert.match(unwritable.err, /^error: .*m\.lp: /m);
    const help = cli('maze', '--help');
    assert.equal(help.code, 0);
    assert.match(help.out, /^Usage: asp-puzzles maze \[options\]/);
  });
});

describe('asp-puzzles maze-stats', () => {
  it("prints the figures of many mazes: the binary tree's path is always 58 moves on 30x30", () => {
    const run = cli('maze-stats', '--algorithm', 'binary-tree', '--size', '30x30', '--count', '20');
    assert.equal(run.code, 0, run.err);
    assert.match(run.out, /^20 mazes of 30x30 per row \(seeds 1 to 20\)/);
    const row = run.out.split('\n').find((l) => l.startsWith('binary-tree '))!;
    assert.match(row, / 2[3-7]\.\d% /);
    assert.match(row, / 58\.0 +58-58 /);
  });

  it('surveys every generator and its variants with --algorithm all', () => {
    const run = cli('maze-stats', '--algorithm', 'all', '--size', '8x6', '--count', '3');
    assert.equal(run.code, 0, run.err);
    const labels = run.out.split('\n').map((l) => l.split(/ {2,}/)[0]);
    for (const g of GENERATORS) assert.ok(labels.includes(g.id), g.id);
    for (const variant of ['prim --frontier cell', 'true-prim --weights edge', 'growing-tree --select oldest', 'growing-tree --select newest:75,random:25']) {
      assert.ok(labels.includes(variant), variant);
    }
    assert.match(run.out, /^dead ends by length +1 +2 +3 +4-5 +6-9 +10\+$/m);
  });

  it('reports a bad argument with exit 64', () => {
    const run = cli('maze-stats', '--count', 'many');
    assert.equal(run.code, 64);
    assert.match(run.err, /--count takes a whole number/);
  });
});
