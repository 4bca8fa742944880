// The bundled encodings against the real clingo-wasm. Every answer is checked by a small checker written here
// from the puzzle's rules, independent of the encodings, besides the known answers and answer counts.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { readBundledEncoding } from '../../server/src/puzzles/encodings';
import { boardToFacts, parseFlowText, type FlowBoard } from '../../server/src/puzzles/flow/boardText';
import { generateFlow } from '../../server/src/puzzles/flow/generate';
import { seededRng } from '../../server/src/puzzles/random';
import { kruskal, randomizedDfs, toFacts } from '../../server/src/puzzles/wallMaze/generate';
import { carve, EAST, hasPassage, SOUTH, type WallMaze } from '../../server/src/puzzles/wallMaze/maze';
import { formatSymbol, type ClingoSymbol } from '../../server/src/solving/symbols';
import { WasmEngine, type Answer } from '../../server/src/solving/wasmEngine';

const root = join(__dirname, '..', '..', '..');
const example = (path: string) => readFileSync(join(root, 'examples', path), 'utf8');

/** The arguments of an atom as strings or numbers. */
function args(atom: ClingoSymbol): (string | number)[] {
  assert.equal(atom.type, 'function');
  if (atom.type !== 'function') return [];
  return atom.args.map((a) => (a.type === 'number' ? a.value : formatSymbol(a)));
}

const atomsOf = (answer: Answer, name: string) => answer.atoms.filter((a) => a.type === 'function' && a.name === name).map(args);

/** The five rules of the maze generation problem, on an n x m grid of wall/empty cells. */
function mazeViolations(answer: Answer, cols: number, rows: number, entrance: [number, number], exit: [number, number]): string[] {
  const kind = new Map<string, 'wall' | 'empty'>();
  for (const name of ['wall', 'empty'] as const) {
    for (const [c, r] of atomsOf(answer, name)) {
      const key = `${c},${r}`;
      if (kind.has(key)) return [`${key} is both wall and empty`];
      kind.set(key, name);
    }
  }
  const problems: string[] = [];
  const at = (c: number, r: number) => kind.get(`${c},${r}`);
  const empty = (c: number, r: number) => at(c, r) === 'empty';
  const wall = (c: number, r: number) => at(c, r) === 'wall';
  for (let c = 1; c <= cols; c++) for (let r = 1; r <= rows; r++) if (!at(c, r)) problems.push(`${c},${r} has no value`);
  if (kind.size !== cols * rows) problems.push(`${kind.size} cells for a ${cols}x${rows} grid`);
  // 1: every empty cell reachable from the entrance.
  const seen = new Set<string>([entrance.join(',')]);
  const todo = [entrance];
  while (todo.length > 0) {
    const [c, r] = todo.pop()!;
    for (const [dc, dr] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
      const key = `${c + dc},${r + dr}`;
      if (empty(c + dc, r + dr) && !seen.has(key)) {
        seen.add(key);
        todo.push([c + dc, r + dr]);
      }
    }
  }
  for (const [key, k] of kind) if (k === 'empty' && !seen.has(key)) problems.push(`rule 1: ${key} unreachable`);
  if (!empty(...entrance) || !empty(...exit)) problems.push('entrance or exit not empty');
  for (let c = 1; c <= cols; c++) {
    for (let r = 1; r <= rows; r++) {
      const door = (c === entrance[0] && r === entrance[1]) || (c === exit[0] && r === exit[1]);
      if ((c === 1 || r === 1 || c === cols || r === rows) && !door && !wall(c, r)) problems.push(`rule 2: ${c},${r}`);
      const block = [at(c, r), at(c + 1, r), at(c, r + 1), at(c + 1, r + 1)];
      if (c < cols && r < rows && block.every((k) => k === block[0])) problems.push(`rule 3: ${c},${r}`);
      if (wall(c, r) && empty(c - 1, r) && empty(c + 1, r) && empty(c, r - 1) && empty(c, r + 1)) problems.push(`rule 4: ${c},${r}`);
      if (wall(c, r) && wall(c + 1, r + 1) && empty(c + 1, r) && empty(c, r + 1)) problems.push(`rule 5: ${c},${r}`);
      if (wall(c + 1, r) && wall(c, r + 1) && empty(c, r) && empty(c + 1, r + 1)) problems.push(`rule 5: ${c},${r}`);
    }
  }
  return problems;
}

/** An answer's e/3 atoms are a cover of the board by paths joining each colour's two endpoints. */
function flowViolations(answer: Answer, board: FlowBoard): string[] {
  const problems: string[] = [];
  const key = (r: number, c: number) => `(${r},${c})`;
  const edges = new Map<string, Map<string, string>>(); // vertex -> neighbour -> colour
  for (const [v, w, colour] of atomsOf(answer, 'e') as string[][]) {
    if (!edges.has(v)) edges.set(v, new Map());
    edges.get(v)!.set(w, colour);
  }
  for (const [v, around] of edges) {
    for (const [w, colour] of around) if (edges.get(w)?.get(v) !== colour) problems.push(`e(${v},${w}) has no reverse of the same colour`);
  }
  const visited = new Set<string>();
  for (let r = 1; r <= board.rows; r++) {
    for (let c = 1; c <= board.cols; c++) {
      const v = key(r, c);
      const around = edges.get(v) ?? new Map<string, string>();
      const endpoint = board.cells[r - 1][c - 1];
      const colours = new Set(around.values());
      if (around.size !== (endpoint ? 1 : 2)) problems.push(`${v} has ${around.size} edges`);
      if (colours.size > 1) problems.push(`${v} has edges of ${colours.size} colours`);
      if (endpoint && !colours.has(`"${endpoint}"`)) problems.push(`endpoint ${v} is not of its colour`);
      for (const w of around.keys()) {
        const [, wr, wc] = /\((\d+),(\d+)\)/.exec(w)!.map(Number);
        if (Math.abs(wr - r) + Math.abs(wc - c) !== 1) problems.push(`${v} and ${w} are not neighbours`);
      }
      if (!endpoint || visited.has(v)) continue;
      // Walk from this endpoint to the other end of its path.
      let previous = '';
      let at = v;
      for (;;) {
        visited.add(at);
        const next = [...(edges.get(at)?.keys() ?? [])].find((w) => w !== previous);
        if (!next) break;
        previous = at;
        at = next;
      }
      const [, er, ec] = /\((\d+),(\d+)\)/.exec(at)!.map(Number);
      if (at === v || board.cells[er - 1][ec - 1] !== endpoint) problems.push(`the path from ${v} does not end at the other ${endpoint}`);
    }
  }
  if (visited.size !== board.rows * board.cols) problems.push(`paths between endpoints cover ${visited.size} cells (cycles elsewhere?)`);
  return problems;
}

/** The steps of an answer form a simple path from start to goal through the maze's passages. */
function pathViolations(answer: Answer, maze: WallMaze, start: [number, number], goal: [number, number]): string[] {
  const steps = atomsOf(answer, 'step') as number[][];
  const next = new Map<string, number[]>();
  for (const [x1, y1, x2, y2] of steps) {
    if (next.has(`${x1},${y1}`)) return [`two steps out of ${x1},${y1}`];
    next.set(`${x1},${y1}`, [x2, y2]);
  }
  const problems: string[] = [];
  const seen = new Set<string>();
  let [x, y] = start;
  while (!(x === goal[0] && y === goal[1])) {
    seen.add(`${x},${y}`);
    const to = next.get(`${x},${y}`);
    if (!to) return [...problems, `the path stops at ${x},${y}`];
    const [nx, ny] = to;
    const open = (nx === x + 1 && ny === y && hasPassage(maze, x, y, EAST)) || (nx === x - 1 && ny === y && hasPassage(maze, nx, ny, EAST))
      || (ny === y + 1 && nx === x && hasPassage(maze, x, y, SOUTH)) || (ny === y - 1 && nx === x && hasPassage(maze, nx, ny, SOUTH));
    if (!open) problems.push(`no passage from ${x},${y} to ${nx},${ny}`);
    if (seen.has(`${nx},${ny}`)) return [...problems, `${nx},${ny} visited twice`];
    [x, y] = [nx, ny];
  }
  if (seen.size !== steps.length) problems.push(`${steps.length} steps, ${seen.size} on the path from the start`);
  return problems;
}

describe('the bundled encodings on clingo-wasm', () => {
  const engine = new WasmEngine();
  after(() => engine.cancel());

  it('cell-maze: the 5x5 example has 3 answers, all valid, one the expected', async () => {
    const result = await engine.solve(`${readBundledEncoding('cell-maze')}\n${example('maze/maze-5x5.lp')}`, { models: 0 });
    assert.equal(result.status, 'satisfiable');
    assert.equal(result.exhausted, true);
    assert.equal(result.answers.length, 3);
    for (const answer of result.answers) assert.deepEqual(mazeViolations(answer, 5, 5, [1, 2], [5, 4]), []);
    const expected = example('maze/maze-5x5-expected.lp').replace(/%.*$/gm, '').match(/(wall|empty)\(\d+,\d+\)/g)!.sort();
    assert.equal(expected.length, 25);
    assert.ok(result.answers.some((a) => JSON.stringify(a.text.slice().sort()) === JSON.stringify(expected)), 'the expected answer is missing');
  });

  it('cell-maze: reads the 2011 input names and generates a valid 15x15 maze', async () => {
    const instance = 'maxRow(15). maxCol(15). entrance(1,2). exit(15,14). input_empty(8,8). input_wall(9,8).';
    const result = await engine.solve(`${readBundledEncoding('cell-maze')}\n${instance}`, { models: 1 });
    assert.equal(result.status, 'satisfiable');
    assert.deepEqual(mazeViolations(result.answers[0], 15, 15, [1, 2], [15, 14]), []);
    assert.ok(result.answers[0].text.includes('empty(8,8)') && result.answers[0].text.includes('wall(9,8)'));
    assert.ok(!result.messages.some((m) => m.severity !== 'info' || /not occur/.test(m.text)), 'no warnings for the unused input names');
  });

  it('flow: level 2 has one answer, equal to the shouldbe facts', async () => {
    const result = await engine.solve(`${readBundledEncoding('flow')}\n${example('flow/level2.lp')}`, { models: 0 });
    assert.equal(result.exhausted, true);
    assert.equal(result.answers.length, 1);
    const expected = [...example('flow/level2-expected.lp').matchAll(/^shouldbe\((\w+),(\w+),(\w+)\)\./gm)].map((m) => `e(${m[1]},${m[2]},${m[3]})`);
    assert.equal(expected.length, 42);
    assert.deepEqual(result.answers[0].text.slice().sort(), expected.sort());
  });

  it('flow: level 21 has exactly 9 answers, all different', async () => {
    const result = await engine.solve(`${readBundledEncoding('flow')}\n${example('flow/level21.lp')}`, { models: 0 });
    assert.equal(result.exhausted, true);
    assert.equal(result.answers.length, 9);
    assert.equal(new Set(result.answers.map((a) => a.text.slice().sort().join(' '))).size, 9);
  });

  it('flow: solves a generated 10x10 board with 11 colours with a valid path cover', async () => {
    const generated = generateFlow(10, 11, 7);
    const parsed = parseFlowText(generated.text);
    assert.ok(parsed.ok);
    if (!parsed.ok) return;
    const result = await engine.solve(`${readBundledEncoding('flow')}\n${boardToFacts(parsed.board)}`, { models: 1 });
    assert.equal(result.status, 'satisfiable');
    assert.deepEqual(flowViolations(result.answers[0], parsed.board), []);
  });

  it('wall-maze-path: the path through a 30x30 perfect maze, and a simple path when there are cycles', async () => {
    const maze = randomizedDfs(30, 30, seededRng(3));
    const result = await engine.solve(`${readBundledEncoding('wall-maze-path')}\n${toFacts(maze, { x: 0, y: 0 }, { x: 29, y: 29 })}`, { models: 0 });
    assert.equal(result.answers.length, 1, 'a perfect maze has one path');
    assert.deepEqual(pathViolations(result.answers[0], maze, [0, 0], [29, 29]), []);

    const cyclic = kruskal(8, 8, seededRng(5));
    const rng = seededRng(6);
    for (let i = 0; i < 10; i++) carve(cyclic, Math.floor(rng() * 7), Math.floor(rng() * 8), EAST);
    const all = await engine.solve(`${readBundledEncoding('wall-maze-path')}\n${toFacts(cyclic, { x: 7, y: 0 }, { x: 0, y: 7 })}`, { models: 0 });
    assert.ok(all.answers.length > 1, 'the extra passages make more than one path');
    for (const answer of all.answers) assert.deepEqual(pathViolations(answer, cyclic, [7, 0], [0, 7]), []);
  });

  it('says unsatisfiable for puzzles without an answer: an even-sized maze, crossing Flow pipes, a walled-in goal', async () => {
    const maze = await engine.solve(`${readBundledEncoding('cell-maze')}\nrow(1..4). col(1..4). entrance(1,2). exit(4,3).`, { models: 1 });
    assert.equal(maze.status, 'unsatisfiable');
    // Red joins the left and right edges, blue the top and bottom: on a 3x3 board they would have to cross.
    const board = parseFlowText('.B.\nR.R\n.B.');
    assert.ok(board.ok);
    if (!board.ok) return;
    const flow = await engine.solve(`${readBundledEncoding('flow')}\n${boardToFacts(board.board)}`, { models: 1 });
    assert.equal(flow.status, 'unsatisfiable');
    const walled = randomizedDfs(4, 4, seededRng(1));
    const all = toFacts(walled, { x: 0, y: 0 }, { x: 3, y: 3 });
    const facts = all.replace(/passage\(\d+,\d+,3,3\)\.|passage\(3,3,\d+,\d+\)\./g, '');
    assert.notEqual(facts, all, 'the goal had a passage to remove');
    const path = await engine.solve(`${readBundledEncoding('wall-maze-path')}\n${facts}`, { models: 1 });
    assert.equal(path.status, 'unsatisfiable');
  });
});
