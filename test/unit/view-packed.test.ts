// The packed parts of a View: base64 that agrees with Node's own, cells and bits that come back as they went in,
// damaged text that draws less instead of throwing, and every consumer drawing a packed view as the same view
// listed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { diffCells } from '../../server/src/puzzles/views';
import { seededRng } from '../../server/src/puzzles/random';
import { fromBase64, packBits, packBytes, packCells, toBase64, unpackBits, unpackBytes, unpackCells } from '../../server/src/view/packed';
import { renderSvg } from '../../server/src/view/svg';
import { viewToText } from '../../server/src/view/text';
import { allMarks, pathCells, pathIndices, wallGrid, wallRuns } from '../../server/src/view/unpacked';
import type { View } from '../../server/src/view/view';
import { viewToPdf } from '../../server/src/view/pdf';

function randomBytes(rng: () => number, n: number): Uint8Array {
  return Uint8Array.from({ length: n }, () => Math.floor(rng() * 256));
}

describe('packed view parts', () => {
  it('writes the same base64 as Node, for every length remainder, and reads it back', () => {
    const rng = seededRng(7);
    for (const n of [0, 1, 2, 3, 4, 5, 100, 8191, 8192, 8193, 30_001]) {
      const bytes = randomBytes(rng, n);
      const text = toBase64(bytes);
      assert.equal(text, Buffer.from(bytes).toString('base64'), `${n} bytes`);
      assert.deepEqual(fromBase64(text), bytes);
    }
  });

  it('packs cell numbers up to the largest 32-bit one, in order', () => {
    const cells = [0, 1, 999_999, 65_535, 65_536, 2 ** 32 - 1, 7];
    assert.deepEqual(Array.from(unpackCells(packCells(cells))), cells);
    assert.deepEqual(Array.from(unpackCells(packCells(Int32Array.from([3, 2, 1])))), [3, 2, 1]);
  });

  it('packs bits and bytes, reading missing ones as 0', () => {
    const rng = seededRng(11);
    const flags = Uint8Array.from({ length: 1001 }, () => (rng() < 0.4 ? 1 : 0));
    assert.deepEqual(unpackBits(packBits(flags), 1001), flags);
    assert.deepEqual(Array.from(unpackBits(packBits([1, 0, 1]), 10)), [1, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
    const bytes = randomBytes(rng, 77);
    assert.deepEqual(unpackBytes(packBytes(bytes), 77), bytes);
    assert.equal(unpackBytes(packBytes(bytes), 100)[90], 0);
  });

  it('reads damaged text as far as it is base64, without throwing', () => {
    assert.deepEqual(Array.from(fromBase64('AQID')), [1, 2, 3]);
    assert.deepEqual(Array.from(fromBase64('AQ!D')), [1]);
    assert.deepEqual(Array.from(fromBase64('')), []);
    assert.deepEqual(Array.from(fromBase64(42 as unknown as string)), []);
    assert.deepEqual(Array.from(unpackCells('AQID')), []);
  });
});

/** A 3x2 board drawn twice: once with listed walls, path and marks, once with the same packed. */
function twins(): { listed: View; packed: View } {
  const walls: View['walls'] = [
    { from: [0, 0], to: [0, 3] }, { from: [1, 1], to: [1, 2] }, { from: [2, 0], to: [2, 3] }, { from: [0, 0], to: [2, 0] }, { from: [0, 3], to: [2, 3] },
  ];
  const base = { kind: 'wall-maze' as const, rows: 2, columns: 3, cells: [], caption: 'path: 3 steps' };
  const listed: View = { ...base, walls, paths: [{ cells: [[0, 0], [0, 1], [0, 2], [1, 2]], color: '#e51400' }], marks: [{ cell: [1, 0], kind: 'dead-end' }] };
  const grid = wallGrid(listed)!;
  const packed: View = {
    ...base,
    wallBits: { horizontal: packBits(grid.horizontal), vertical: packBits(grid.vertical) },
    paths: [{ packed: packCells([0, 1, 2, 5]), color: '#e51400' }],
    marks: [],
    markCells: [{ kind: 'dead-end', cells: packCells([3]) }],
  };
  return { listed, packed };
}

describe('reading a packed view', () => {
  it('gives the listed walls, path and marks back', () => {
    const { listed, packed } = twins();
    assert.deepEqual(wallRuns(wallGrid(packed)!), listed.walls);
    assert.deepEqual(pathCells(packed.paths![0], 3), pathCells(listed.paths![0], 3));
    assert.deepEqual(Array.from(pathIndices(listed.paths![0], 2, 3)), [0, 1, 2, 5]);
    assert.deepEqual(allMarks(packed), listed.marks);
  });

  it('draws the same SVG, text and PDF page as the listed view', () => {
    const { listed, packed } = twins();
    for (const theme of ['inherit', 'light', 'dark', 'high-contrast'] as const) assert.equal(renderSvg(packed, { theme }), renderSvg(listed, { theme }));
    assert.equal(viewToText(packed), viewToText(listed));
    // jsPDF stamps the creation date: compare the drawing operators only.
    const ops = (pdf: Uint8Array) => Buffer.from(pdf).toString('latin1').replace(/\/CreationDate \(D:[^)]*\)/, '').replace(/\/ID \[[^\]]*\]/, '');
    assert.equal(ops(viewToPdf(packed)), ops(viewToPdf(listed)));
  });

  it('marks a cell whose packed colour changed between two answers, as it does a listed one', () => {
    const colours = (bytes: number[]): View => ({
      kind: 'wall-maze', rows: 2, columns: 2, cells: [], fills: { colors: ['#111111', '#222222'], cells: packBytes(Uint8Array.from(bytes)) },
    });
    assert.deepEqual(diffCells(colours([1, 1, 2, 0]), colours([1, 2, 2, 0])), [[0, 1]]);
    assert.deepEqual(diffCells(colours([1, 1, 2, 0]), colours([1, 1, 2, 1])), [[1, 1]]);
    // A listed colour over a packed one is what the cell shows.
    const over: View = { ...colours([1, 1, 2, 0]), cells: [{ row: 0, column: 0, color: '#222222' }] };
    assert.deepEqual(diffCells(colours([2, 1, 2, 0]), over), []);
  });
});
