// A fixed set of Flow Free boards for measuring encodings, made by the project's generator with fixed seeds so
// that runs compare, in the kinds of the public packs: "regular" (5x5 to 9x9, about as many colours as the side),
// "extreme" (larger boards, fewer colours: long winding paths), "jumbo" (10x10 to 14x14, 10 to 15 colours), and
// boards without a solution. Each board can be written in three namings of its vertices — the same graph, the
// same colours — because an encoding whose speed depends on how names sort is slow for someone:
//   coordinates  what importing a board writes (boardToFacts's default: vRC up to 9x9, tuples beyond)
//   tuple        (R,C) for every size
//   opaque       v1..vN in a shuffled order: names that say nothing about where a cell is
import { boardToFacts, vertexName, type FlowBoard } from '../../server/src/puzzles/flow/boardText';
import { generateFlow } from '../../server/src/puzzles/flow/generate';
import { seededRng, shuffle } from '../../server/src/puzzles/random';

export type FlowNaming = 'coordinates' | 'tuple' | 'opaque';
export const FLOW_NAMINGS: readonly FlowNaming[] = ['coordinates', 'tuple', 'opaque'];

export type FlowBoardKind = 'regular' | 'extreme' | 'jumbo' | 'unsolvable';

export interface BenchBoard {
  /** `jumbo 14x14/15 #3`: kind, size, colours and seed. */
  name: string;
  kind: FlowBoardKind;
  size: number;
  colours: number;
  seed: number;
  board: FlowBoard;
}

/** [kind, side, colours, seed]: the set, in order of size within each kind. */
const SET: [Exclude<FlowBoardKind, 'unsolvable'>, number, number, number][] = [
  ['regular', 5, 4, 1], ['regular', 5, 5, 2], ['regular', 6, 5, 3], ['regular', 6, 6, 4], ['regular', 7, 6, 5],
  ['regular', 7, 7, 6], ['regular', 8, 7, 7], ['regular', 8, 8, 8], ['regular', 9, 8, 9], ['regular', 9, 9, 10],
  ['extreme', 8, 5, 11], ['extreme', 9, 6, 12], ['extreme', 10, 7, 13], ['extreme', 11, 8, 14], ['extreme', 12, 8, 15],
  ['extreme', 13, 9, 16], ['extreme', 14, 10, 17],
  ['jumbo', 10, 10, 18], ['jumbo', 10, 11, 19], ['jumbo', 11, 11, 20], ['jumbo', 11, 12, 21], ['jumbo', 12, 12, 22],
  ['jumbo', 12, 13, 23], ['jumbo', 12, 14, 24], ['jumbo', 13, 13, 25], ['jumbo', 13, 14, 26], ['jumbo', 13, 15, 27],
  ['jumbo', 14, 12, 28], ['jumbo', 14, 14, 29], ['jumbo', 14, 15, 30],
];

/**
 * The boards of the set, made afresh on each call (the generator is deterministic for a seed). With a
 * `seedOffset`, the same kinds and sizes from other seeds, boards that no search was tuned on: only those with a
 * solution, since whether a swap of endpoints leaves a board without one depends on the board.
 */
export function flowBenchBoards(seedOffset = 0): BenchBoard[] {
  const boards: BenchBoard[] = SET.map(([kind, size, colours, setSeed]) => {
    const seed = setSeed + seedOffset;
    return { name: `${kind} ${size}x${size}/${colours} #${seed}`, kind, size, colours, seed, board: generateFlow(size, colours, seed).board };
  });
  if (seedOffset !== 0) return boards;
  boards.push(
    unsolvable(7, 35, 'nearest'), unsolvable(9, 33, 'nearest'), unsolvable(12, 35, 'nearest'), unsolvable(12, 37, 'crossed'),
  );
  return boards;
}

/**
 * A generated board (as many colours as its side) with two endpoints of different colours swapped: the two
 * nearest to each other ('nearest'), or the first A and the second B in reading order ('crossed'). Not every
 * swap leaves the board without a solution; with these seeds it does, and clingo needs from a few dozen to tens of
 * thousands of choices to prove it. The bench reports a board of this kind that comes back with an answer.
 */
function unsolvable(size: number, seed: number, swap: 'nearest' | 'crossed'): BenchBoard {
  const { board } = generateFlow(size, size, seed);
  const cells = board.cells.map((row) => row.slice());
  const ends = cells.flatMap((row, r) => row.flatMap((x, c) => (x === null ? [] : [{ r, c, colour: x }])));
  let [p, q] = [ends.find((e) => e.colour === 'A')!, ends.filter((e) => e.colour === 'B')[1]];
  if (swap === 'nearest') {
    let best = Infinity;
    for (const a of ends) {
      for (const b of ends) {
        const d = Math.abs(a.r - b.r) + Math.abs(a.c - b.c);
        if (a.colour < b.colour && d < best) [best, p, q] = [d, a, b];
      }
    }
  }
  cells[p.r][p.c] = q.colour;
  cells[q.r][q.c] = p.colour;
  return { name: `unsolvable ${size}x${size}/${size} #${seed}`, kind: 'unsolvable', size, colours: size, seed, board: { ...board, cells } };
}

/** The board's facts with its vertices named as `naming` says; the opaque names are shuffled by `seed`. */
export function flowFactsNamed(board: FlowBoard, naming: FlowNaming, seed = 1): string {
  if (naming === 'coordinates') return boardToFacts(board);
  const tuple = boardToFacts(board, 'tuple');
  if (naming === 'tuple') return tuple;
  const order = shuffle(seededRng(seed), Array.from({ length: board.rows * board.cols }, (_, i) => i + 1));
  const opaque = new Map<string, string>();
  for (let r = 1; r <= board.rows; r++) {
    for (let c = 1; c <= board.cols; c++) opaque.set(vertexName(r, c, 'tuple'), `v${order[(r - 1) * board.cols + c - 1]}`);
  }
  // Every `(R,C)` in the tuple facts is a vertex (pos/3 writes its coordinates as plain numbers after it), and
  // the encodings never read pos/3: only the names change.
  return tuple.replace(/\(\d+,\d+\)/g, (name) => opaque.get(name)!);
}
