// The cell maze validator: the problem statement's answer passes, and each rule broken once is reported with its
// rule id, message and cells ([row-1, column-1]).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parse } from '../../server/src/language/parser';
import { validateCellMaze } from '../../server/src/puzzles/cellMaze/validate';
import { extractFacts } from '../../server/src/puzzles/facts';
import { parseSymbol } from '../../server/src/solving/symbols';

const root = join(__dirname, '..', '..', '..');
const example = (path: string) => readFileSync(join(root, 'examples', path), 'utf8');

const INSTANCE = example('maze/maze-5x5.lp');
/** The problem statement's answer, as atoms in the order the file lists them. */
const EXPECTED = example('maze/maze-5x5-expected.lp').replace(/%.*$/gm, '').match(/(wall|empty)\(\d+,\d+\)/g)!;

function validate(instance: string, atoms: readonly string[]) {
  return validateCellMaze(extractFacts(parse(instance)), atoms.map(parseSymbol));
}

/** The expected answer with some cells changed: `{ '3,2': 'empty' }`, or `null` to drop the cell. */
function changed(edits: Record<string, 'wall' | 'empty' | null>, atoms = EXPECTED): string[] {
  return atoms.flatMap((a) => {
    const key = /\((\d+,\d+)\)/.exec(a)![1];
    if (!(key in edits)) return [a];
    const kind = edits[key];
    return kind === null ? [] : [`${kind}(${key})`];
  });
}

/** A grid drawn a row per string, `#` for a wall and `.` for empty, as answer atoms. */
function drawn(rows: string[]): string[] {
  return rows.flatMap((line, r) => [...line].map((ch, c) => `${ch === '#' ? 'wall' : 'empty'}(${c + 1},${r + 1})`));
}

const SEVEN = 'row(1..7). col(1..7). entrance(1,2). exit(7,6).';
const VALID_SEVEN = ['#######', '..#...#', '#.#.#.#', '#...#.#', '#.###.#', '#......', '#######'];

describe('cell maze validator', () => {
  it('accepts the answer of the problem statement, and a valid 7x7 maze', () => {
    assert.equal(EXPECTED.length, 25);
    assert.deepEqual(validate(INSTANCE, EXPECTED), []);
    assert.deepEqual(validate(SEVEN, drawn(VALID_SEVEN)), []);
  });

  it('reads the 2011 names for the size and the fixed cells', () => {
    const instance = 'maxRow(5). maxCol(5). entrance(1,2). exit(5,4). input_wall(3,3). input_empty(3,4).';
    assert.deepEqual(validate(instance, EXPECTED), []);
    assert.deepEqual(validate(instance.replace('input_empty(3,4)', 'input_empty(3,2)'), EXPECTED), [
      { rule: 'maze-fixed', message: '(3,2) is fixed as empty but the answer makes it a wall', cells: [[1, 2]] },
    ]);
  });

  it('needs exactly one of wall and empty for every cell', () => {
    assert.deepEqual(validate(INSTANCE, changed({ '3,2': null })), [
      { rule: 'maze-cell', message: 'cell (3,2) is neither wall nor empty', cells: [[1, 2]] },
    ]);
    assert.deepEqual(validate(INSTANCE, [...EXPECTED, 'empty(3,2)']), [
      { rule: 'maze-cell', message: 'cell (3,2) is both wall and empty', cells: [[1, 2]] },
    ]);
    assert.deepEqual(validate(INSTANCE, [...EXPECTED, 'wall(6,1)']), [
      { rule: 'maze-cell', message: 'wall (6,1) is outside the 5x5 maze', cells: [] },
    ]);
  });

  it('keeps the cells the instance fixes', () => {
    assert.deepEqual(validate(`${INSTANCE} wall(2,3).`, EXPECTED), [
      { rule: 'maze-fixed', message: '(2,3) is fixed as a wall but the answer makes it empty', cells: [[2, 1]] },
    ]);
  });

  it('walls the border except at the entrance and the exit, which are empty', () => {
    assert.deepEqual(validate(INSTANCE, changed({ '5,2': 'empty' })), [
      { rule: 'maze-border', message: 'border cell (5,2) is empty; only the entrance and the exit may be', cells: [[1, 4]] },
    ]);
    // A walled-in entrance reaches nothing: the one mistake is reported, not every cell it cuts off.
    assert.deepEqual(validate(INSTANCE, changed({ '1,2': 'wall' })), [
      { rule: 'maze-opening', message: 'the entrance (1,2) is a wall; it must be empty', cells: [[1, 0]] },
    ]);
    assert.deepEqual(validate(INSTANCE, changed({ '5,4': 'wall' })), [
      { rule: 'maze-opening', message: 'the exit (5,4) is a wall; it must be empty', cells: [[3, 4]] },
    ]);
  });

  it('reaches every empty cell from the entrance, one violation per cut-off region', () => {
    assert.deepEqual(validate(INSTANCE, changed({ '4,3': 'wall' })), [
      { rule: 'maze-reach', message: 'empty cell (4,2) cannot be reached from the entrance (1,2)', cells: [[1, 3]] },
    ]);
    // Closing (3,4)'s way to (4,4) cuts off the whole right-hand corridor, the exit included.
    const cut = validate('row(1..5). col(1..5). entrance(1,2). exit(5,4).', changed({ '4,4': 'wall' })).filter((v) => v.rule === 'maze-reach');
    assert.deepEqual(cut, [
      { rule: 'maze-reach', message: '2 empty cells from (4,2) on cannot be reached from the entrance (1,2)', cells: [[1, 3], [2, 3]] },
      { rule: 'maze-reach', message: 'empty cell (5,4) cannot be reached from the entrance (1,2)', cells: [[3, 4]] },
    ]);
  });

  it('allows no 2x2 block of walls or of empty cells', () => {
    assert.deepEqual(validate(INSTANCE, changed({ '4,2': 'wall' })), [
      { rule: 'maze-2x2', message: '2x2 block of walls at (3,1)–(4,2)', cells: [[0, 2], [0, 3], [1, 2], [1, 3]] },
      { rule: 'maze-2x2', message: '2x2 block of walls at (4,1)–(5,2)', cells: [[0, 3], [0, 4], [1, 3], [1, 4]] },
    ]);
    // Without the fixed wall at (3,3), emptying it is the only mistake.
    assert.deepEqual(validate('row(1..5). col(1..5). entrance(1,2). exit(5,4).', changed({ '3,3': 'empty' })), [
      { rule: 'maze-2x2', message: '2x2 block of empty cells at (2,3)–(3,4)', cells: [[2, 1], [2, 2], [3, 1], [3, 2]] },
      { rule: 'maze-2x2', message: '2x2 block of empty cells at (3,3)–(4,4)', cells: [[2, 2], [2, 3], [3, 2], [3, 3]] },
    ]);
  });

  it('allows no wall with four empty neighbours; a border wall has fewer and never counts', () => {
    assert.deepEqual(validate(INSTANCE, changed({ '3,2': 'empty' })), [
      { rule: 'maze-surrounded', message: 'wall (3,3) has four empty neighbours', cells: [[2, 2]] },
    ]);
    // (1,3) sits between the entrance and the exit with its three neighbours empty.
    assert.deepEqual(validate('row(1..5). col(1..5). entrance(1,2). exit(1,4).', drawn(['#####', '....#', '#.#.#', '....#', '#####'])), [
      { rule: 'maze-surrounded', message: 'wall (3,3) has four empty neighbours', cells: [[2, 2]] },
    ]);
  });

  it('needs a wall among the common neighbours of two diagonal walls', () => {
    const rows = [...VALID_SEVEN];
    rows[4] = '#.##..#';
    rows[5] = '#...#..';
    assert.deepEqual(validate(SEVEN, drawn(rows)), [
      {
        rule: 'maze-diagonal',
        message: 'diagonal walls (5,4) and (4,5) share no wall: (4,4) and (5,5) are empty',
        cells: [[3, 4], [4, 3], [3, 3], [4, 4]],
      },
      {
        rule: 'maze-diagonal',
        message: 'diagonal walls (4,5) and (5,6) share no wall: (5,5) and (4,6) are empty',
        cells: [[4, 3], [5, 4], [4, 4], [5, 3]],
      },
    ]);
  });

  it('takes the grid from the answer when the facts give no rows and columns', () => {
    assert.deepEqual(validate('entrance(1,2). exit(5,4).', EXPECTED), []);
  });
});
