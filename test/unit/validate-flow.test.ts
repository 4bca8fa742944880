// The Flow Free validator: level 2's one solution passes, and each rule broken is reported with its rule id,
// message and the cells of the vertices (vRC sits in row R, column C).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parse } from '../../server/src/language/parser';
import { extractFacts } from '../../server/src/puzzles/facts';
import { validateFlow } from '../../server/src/puzzles/flow/validate';
import { parseSymbol } from '../../server/src/solving/symbols';

const root = join(__dirname, '..', '..', '..');
const example = (path: string) => readFileSync(join(root, 'examples', path), 'utf8');

const LEVEL2 = example('flow/level2.lp');
/** The 42 shouldbe facts of the known solution as e/3 atoms. */
const SOLUTION = [...example('flow/level2-expected.lp').matchAll(/^shouldbe\((\w+),(\w+),(\w+)\)\./gm)].map((m) => `e(${m[1]},${m[2]},${m[3]})`);

function validate(instance: string, atoms: readonly string[]) {
  return validateFlow(extractFacts(parse(instance)), atoms.map(parseSymbol));
}

/** Both directions of an edge. */
const both = (v: string, w: string, c: string) => [`e(${v},${w},${c})`, `e(${w},${v},${c})`];
const without = (atoms: string[], ...drop: string[]) => atoms.filter((a) => !drop.includes(a));

/** A rows x columns grid graph with vertices vRC, both directions of every adjacency, and the given endpoints. */
function grid(rows: number, columns: number, endpoints: string): string {
  const facts: string[] = [];
  for (let r = 1; r <= rows; r++) {
    for (let c = 1; c <= columns; c++) {
      facts.push(`v(v${r}${c}).`);
      if (c < columns) facts.push(`a(v${r}${c},v${r}${c + 1}). a(v${r}${c + 1},v${r}${c}).`);
      if (r < rows) facts.push(`a(v${r}${c},v${r + 1}${c}). a(v${r + 1}${c},v${r}${c}).`);
    }
  }
  return `${facts.join('\n')}\n${endpoints}`;
}

describe('Flow validator', () => {
  it('accepts the known solution of level 2', () => {
    assert.equal(SOLUTION.length, 42);
    assert.deepEqual(validate(LEVEL2, SOLUTION), []);
  });

  it('needs every edge between adjacent vertices of the puzzle, in one of its colours', () => {
    // The same answer on a board where v11 and v12 are not neighbours.
    const walled = LEVEL2.replace('a(v11, v12).', '').replace('a(v12, v11).', '');
    assert.notEqual(walled, LEVEL2);
    assert.deepEqual(validate(walled, SOLUTION), [
      { rule: 'flow-edge', message: 'yellow edge v11→v12 joins vertices that are not adjacent', cells: [[0, 0], [0, 1]] },
      { rule: 'flow-edge', message: 'yellow edge v12→v11 joins vertices that are not adjacent', cells: [[0, 1], [0, 0]] },
    ]);
    const purple = [...without(SOLUTION, ...both('v32', 'v42', 'green')), ...both('v32', 'v42', 'purple')];
    const found = validate(LEVEL2, purple).filter((v) => v.rule === 'flow-edge');
    assert.deepEqual(found, [
      { rule: 'flow-edge', message: 'purple edge v32→v42 has a colour the puzzle does not have', cells: [[2, 1], [3, 1]] },
      { rule: 'flow-edge', message: 'purple edge v42→v32 has a colour the puzzle does not have', cells: [[3, 1], [2, 1]] },
    ]);
    assert.deepEqual(validate(LEVEL2, [...SOLUTION, 'e(v55,v56,blue)'])[0], {
      rule: 'flow-edge',
      message: 'blue edge v55→v56 names v56, which the puzzle does not have as a vertex',
      cells: [[4, 4]],
    });
  });

  it('needs every edge in both directions, in the same colour', () => {
    assert.deepEqual(validate(LEVEL2, without(SOLUTION, 'e(v12,v11,yellow)')), [
      { rule: 'flow-symmetry', message: 'yellow edge v11→v12 has no reverse v12→v11', cells: [[0, 0], [0, 1]] },
    ]);
  });

  it('gives every vertex exactly one colour, an endpoint its own', () => {
    const recoloured = [...without(SOLUTION, 'e(v12,v11,yellow)'), 'e(v12,v11,blue)'];
    assert.deepEqual(validate(LEVEL2, recoloured), [
      { rule: 'flow-symmetry', message: 'edge v11→v12 is yellow but v12→v11 is blue', cells: [[0, 0], [0, 1]] },
      { rule: 'flow-colour', message: 'endpoint v11 is yellow but has an edge of colour blue', cells: [[0, 0]] },
      { rule: 'flow-colour', message: 'vertex v12 has edges of 2 colours: yellow and blue', cells: [[0, 1]] },
    ]);
    const bare = without(SOLUTION, ...both('v32', 'v33', 'green'), ...both('v32', 'v42', 'green'));
    assert.deepEqual(validate(LEVEL2, bare), [
      { rule: 'flow-colour', message: 'vertex v32 is on no path: no edge touches it', cells: [[2, 1]] },
      { rule: 'flow-degree', message: 'endpoint v33 has 0 green edges; it needs 1', cells: [[2, 2]] },
      { rule: 'flow-degree', message: 'endpoint v42 has 0 green edges; it needs 1', cells: [[3, 1]] },
      { rule: 'flow-path', message: 'the green endpoints v42 and v33 are not joined by a green path', cells: [[3, 1], [2, 2]] },
    ]);
  });

  it('gives an endpoint one edge and every other vertex two', () => {
    assert.deepEqual(validate(LEVEL2, [...SOLUTION, ...both('v23', 'v33', 'blue')]), [
      { rule: 'flow-colour', message: 'endpoint v33 is green but has an edge of colour blue', cells: [[2, 2]] },
      { rule: 'flow-degree', message: 'vertex v23 has 3 blue edges; it needs 2', cells: [[1, 2]] },
    ]);
    // The path of a runs past its endpoint v12 into a vertex at the end of the row.
    const row = grid(1, 3, 'c(red). s(v11,red). s(v12,red).');
    assert.deepEqual(validate(row, [...both('v11', 'v12', 'red'), ...both('v12', 'v13', 'red')]), [
      { rule: 'flow-degree', message: 'endpoint v12 has 2 red edges; it needs 1', cells: [[0, 1]] },
      { rule: 'flow-degree', message: 'vertex v13 has 1 red edge; it needs 2', cells: [[0, 2]] },
    ]);
  });

  it('allows no loop away from the endpoints of its colour', () => {
    const instance = grid(3, 3, 'c(red;blue). s(v11,red). s(v13,red). s(v23,blue). s(v33,blue).');
    const paths = [...both('v11', 'v12', 'red'), ...both('v12', 'v13', 'red'), ...both('v23', 'v33', 'blue')];
    assert.deepEqual(validate(instance, paths).map((v) => v.rule), ['flow-colour', 'flow-colour', 'flow-colour', 'flow-colour']);
    const loop = [...both('v21', 'v22', 'red'), ...both('v22', 'v32', 'red'), ...both('v32', 'v31', 'red'), ...both('v31', 'v21', 'red')];
    assert.deepEqual(validate(instance, [...paths, ...loop]), [
      { rule: 'flow-loop', message: 'red loop through v21, v22, v32, v31 touches no red endpoint', cells: [[1, 0], [1, 1], [2, 1], [2, 0]] },
    ]);
  });

  it('joins the two endpoints of each colour', () => {
    assert.deepEqual(validate(LEVEL2, without(SOLUTION, ...both('v23', 'v24', 'blue'))), [
      { rule: 'flow-degree', message: 'vertex v23 has 1 blue edge; it needs 2', cells: [[1, 2]] },
      { rule: 'flow-degree', message: 'vertex v24 has 1 blue edge; it needs 2', cells: [[1, 3]] },
      {
        rule: 'flow-path',
        message: 'the blue endpoints v41 and v55 are not joined by a blue path',
        cells: [[3, 0], [2, 0], [1, 0], [1, 1], [1, 2], [4, 4], [4, 3], [3, 3], [2, 3], [1, 3]],
      },
    ]);
  });

  it('names the vertices but marks no cells when the board has no layout', () => {
    const instance = 'v(p;q;r). a(p,q). a(q,p). a(q,r). a(r,q). c(red). s(p,red). s(r,red).';
    assert.deepEqual(validate(instance, [...both('p', 'q', 'red'), ...both('q', 'r', 'red')]), []);
    assert.deepEqual(validate(instance, both('p', 'q', 'red')), [
      { rule: 'flow-degree', message: 'vertex q has 1 red edge; it needs 2', cells: [] },
      { rule: 'flow-degree', message: 'endpoint r has 0 red edges; it needs 1', cells: [] },
      { rule: 'flow-path', message: 'the red endpoints p and r are not joined by a red path', cells: [] },
    ]);
  });
});
