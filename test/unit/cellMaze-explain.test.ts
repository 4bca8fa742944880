// Why no cell maze exists, in words: the boundary count of even grids and of openings side by side, and the chains
// of forced cells that end in a broken rule, each pointing at what it is about. Whether the reasons are right is
// checked against clingo in test/solver/cellMaze.test.ts; here, what they say.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse } from '../../server/src/language/parser';
import { explainNoCellMaze, whyNoCellMaze } from '../../server/src/puzzles/cellMaze/explain';
import { balance } from '../../server/src/puzzles/cellMaze/parity';
import type { MazeSetup, Place } from '../../server/src/puzzles/cellMaze/setup';
import { extractFacts } from '../../server/src/puzzles/facts';

const p = (text: string): Place => {
  const [c, r] = text.split(',').map(Number);
  return { c, r };
};
const setup = (width: number, height: number, entrance: string, exit: string, walls: string[] = [], empties: string[] = []): MazeSetup => ({
  width, height, entrance: p(entrance), exit: p(exit), walls: walls.map(p), empties: empties.map(p),
});

describe('why no cell maze exists', () => {
  it('counts the inner points of a grid by colour, and what an entrance and an exit allow', () => {
    assert.deepEqual(balance(setup(4, 4, '1,2', '4,3')), { points: 9, dark: 5, light: 4, allowed: 0 });
    assert.deepEqual(balance(setup(5, 5, '1,2', '5,4')), { points: 16, dark: 8, light: 8, allowed: 0 });
    assert.deepEqual(balance(setup(4, 4, '2,1', '3,1')), { points: 9, dark: 5, light: 4, allowed: 1 });
    assert.deepEqual(balance(setup(5, 5, '2,1', '3,1')), { points: 16, dark: 8, light: 8, allowed: 1 });
  });

  it('says that a grid with an even width and height has no maze, and what to do', () => {
    const reason = whyNoCellMaze(setup(4, 4, '1,2', '4,3'));
    assert.match(reason?.message ?? '', /^No cell maze of 4x4 exists: when the width and the height are both even, no maze has its entrance and exit apart/);
    assert.match(reason!.message, /each of the 3x3 points inside the grid where four cells meet/);
    assert.match(reason!.message, /5 of them are dark and 4 light/);
    assert.match(reason!.message, /Make the width or the height odd, e\.g\. 5x5\.$/);
    assert.deepEqual(reason!.cause, { kind: 'size' });
    assert.match(whyNoCellMaze(setup(6, 4, '1,2', '6,3'))?.message ?? '', /^No cell maze of 6x4 exists: .* e\.g\. 7x4\.$/);
    // An entrance and an exit side by side in the right place do make a maze of 4x4.
    assert.equal(whyNoCellMaze(setup(4, 4, '2,1', '3,1')), undefined);
  });

  it('says that an entrance beside the exit leaves none on an odd grid', () => {
    const reason = whyNoCellMaze(setup(5, 5, '2,1', '3,1'));
    assert.match(reason?.message ?? '', /^No cell maze of 5x5 exists with the entrance at \(2,1\) and the exit at \(3,1\) side by side\./);
    assert.match(reason!.message, /one more dark point than light ones\. Put the exit away from the entrance\.$/);
    assert.deepEqual(reason!.cause, { kind: 'exit' });
  });

  it('tells the cells forced in a corridor too narrow, up to the 2x2 block they make', () => {
    const reason = whyNoCellMaze(setup(4, 5, '1,3', '4,3'));
    assert.equal(reason?.message, 'No cell maze of 4x5 exists with the entrance at (1,3) and the exit at (4,3): '
      + '(2,3) must be empty, the only way out of the entrance (1,3); (3,3) must be empty, the only way into the exit (4,3); '
      + '(2,4) must be empty, or (1,4), (2,4), (1,5) and (2,5) would be a 2x2 block of walls; '
      + '(3,4) must be empty, or (3,4), (4,4), (3,5) and (4,5) would be a 2x2 block of walls; '
      + 'so (2,3), (3,3), (2,4) and (3,4) would be a 2x2 block of empty cells.');
    assert.deepEqual(reason.cause, { kind: 'entrance' });
  });

  it('names fixed cells that break a rule, and points at the first of them', () => {
    const corner = whyNoCellMaze(setup(5, 5, '1,1', '5,5'));
    assert.match(corner?.message ?? '', /there is no way out of the entrance \(1,1\), all its neighbours being walls\.$/);
    const block = whyNoCellMaze(setup(7, 7, '1,2', '7,6', ['5,5', '3,3', '4,3', '3,4', '4,4']));
    assert.equal(block?.message, 'No cell maze of 7x7 exists with the entrance at (1,2), the exit at (7,6) and (3,3), (4,3), (3,4) and (4,4) '
      + 'fixed as walls: (3,3), (4,3), (3,4) and (4,4) are a 2x2 block of walls.');
    assert.deepEqual(block.cause, { kind: 'wall', index: 1 });
    const onBorder = whyNoCellMaze(setup(5, 5, '1,2', '5,4', [], ['3,3', '3,1']));
    assert.match(onBorder?.message ?? '', /\(3,1\) fixed as empty: \(3,1\) is on the border, where every cell but the entrance and the exit is a wall\.$/);
    assert.deepEqual(onBorder!.cause, { kind: 'empty', index: 1 });
    const walled = whyNoCellMaze(setup(7, 7, '1,2', '7,6', ['4,3', '3,4', '5,4', '4,5'], ['4,4']));
    assert.match(walled?.message ?? '', /there is no way to the empty cell \(4,4\), all its neighbours being walls\.$/);
    const surrounded = whyNoCellMaze(setup(7, 7, '1,2', '7,6', ['4,4'], ['4,3', '3,4', '5,4', '4,5']));
    assert.match(surrounded?.message ?? '', /the wall \(4,4\) has only empty neighbours\.$/);
    assert.equal(whyNoCellMaze(setup(7, 7, '1,2', '7,6', ['4,4'], ['3,3'])), undefined);
  });

  it('reads the setup from an instance and points at its facts; plain words only for the bundled encoding', () => {
    const even = 'entrance(1,2). exit(4,3).\nrow(1..4). col(1..4).\n';
    const said = explainNoCellMaze(extractFacts(parse(even)), false);
    assert.match(said?.message ?? '', /^No cell maze of 4x4 exists/);
    assert.equal(even.slice(said!.span!.start, said!.span!.end), 'row(1..4)');
    const fixed = 'row(1..7). col(1..7). entrance(1,2). exit(7,6).\nwall(3,3). wall(4,3).\nwall(3,4). wall(4,4).\n';
    const block = explainNoCellMaze(extractFacts(parse(fixed)), true);
    assert.equal(fixed.slice(block!.span!.start, block!.span!.end), 'wall(3,3)');
    // A maze the bundled encoding found none of, for a reason none of the proofs finds: the plain word. A user's own
    // encoding may be wrong instead, so nothing is said of it.
    const other = 'row(1..9). col(1..9). entrance(1,2). exit(9,8). wall(5,5).\n';
    assert.match(explainNoCellMaze(extractFacts(parse(other)), true)?.message ?? '', /^No cell maze of 9x9 exists with the entrance at \(1,2\), the exit at \(9,8\) and this fixed cell: no arrangement/);
    assert.equal(explainNoCellMaze(extractFacts(parse(other)), false), undefined);
    assert.equal(explainNoCellMaze(extractFacts(parse('row(1..4). col(1..4). entrance(1,2).')), true), undefined);
  });
});
