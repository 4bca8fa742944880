// Where Flow vertices sit: from pos/3, from their names, or from the shape of the adjacency.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse } from '../../server/src/language/parser';
import { extractFacts } from '../../server/src/puzzles/facts';
import { flowLayout } from '../../server/src/puzzles/flow/layout';

/** A W x H grid's vertices and adjacency, with vertex names made by `name`. */
function grid(width: number, height: number, name: (r: number, c: number) => string): string {
  const out: string[] = [];
  for (let r = 1; r <= height; r++) {
    for (let c = 1; c <= width; c++) {
      out.push(`v(${name(r, c)}).`);
      if (c < width) out.push(`a(${name(r, c)},${name(r, c + 1)}). a(${name(r, c + 1)},${name(r, c)}).`);
      if (r < height) out.push(`a(${name(r, c)},${name(r + 1, c)}). a(${name(r + 1, c)},${name(r, c)}).`);
    }
  }
  return out.join('\n');
}

const layoutOf = (text: string) => flowLayout(extractFacts(parse(text)));
const cellOf = (text: string, vertex: string) => layoutOf(text)?.position.get(vertex);

describe('the layout of a Flow board', () => {
  it('reads rows and columns from names like v23, v12_7 and (2,3)', () => {
    assert.deepEqual(cellOf(grid(5, 4, (r, c) => `v${r}${c}`), 'v34'), { row: 2, column: 3 });
    assert.deepEqual(cellOf(grid(12, 11, (r, c) => `v${r}_${c}`), 'v11_12'), { row: 10, column: 11 });
    const tuples = layoutOf(grid(3, 3, (r, c) => `(${r},${c})`));
    assert.deepEqual([tuples?.rows, tuples?.columns], [3, 3]);
  });

  it('prefers pos/3 facts to names', () => {
    const text = 'v(x;y). a(x,y). a(y,x). pos(x,1,2). pos(y,1,1).';
    assert.deepEqual(cellOf(text, 'x'), { row: 0, column: 1 });
  });

  it('recovers a rectangular grid from its adjacency alone', () => {
    const names = 'abcdefghijklmnopqrstuvwxyz';
    const text = grid(4, 3, (r, c) => `n${names[(r * 7 + c * 3) % 26]}${names[r]}${names[c]}`);
    const layout = layoutOf(text)!;
    assert.equal(layout.rows * layout.columns, 12);
    assert.deepEqual([...new Set([layout.rows, layout.columns])].sort(), [3, 4]);
    // Neighbours in the adjacency are neighbours on the board.
    const at = (n: string) => layout.position.get(n)!;
    const d = (p: string, q: string) => Math.abs(at(p).row - at(q).row) + Math.abs(at(p).column - at(q).column);
    assert.equal(d('nkbb', 'nnbc'), 1);
  });

  it('gives up on a graph that is not a grid', () => {
    assert.equal(layoutOf('v(x;y;z). a(x,y). a(y,z). a(z,x). a(y,x). a(z,y). a(x,z).'), undefined);
  });
});
