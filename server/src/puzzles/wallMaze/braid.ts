// A braid maze: a perfect maze with some of its dead ends taken away by opening one more wall of each, which
// makes loops. Opening into a neighbouring dead end removes two at once and keeps the other corridors as they
// are, so such a neighbour is preferred (as in Buck's Mazes for Programmers). The fraction is of the dead ends
// the maze has at the start, taken in random order; the last wall may remove one dead end more than asked for,
// and a dead end with no other neighbour in the maze (the end of a 1xN corridor) stays.
import { carve, closedMaze, type Direction, type WallMaze } from './maze';
import { BITS, makeBoard, neighbourIndex, type MazeMask } from './generators/board';
import { randomInt, type Rng } from '../random';

export interface BraidOptions {
  /** The cells the maze leaves out, never opened into. */
  mask?: MazeMask;
}

/** A copy of `maze` with `fraction` (0..1) of its dead ends removed. */
export function braid(maze: WallMaze, fraction: number, rng: Rng, options: BraidOptions = {}): WallMaze {
  if (!(fraction >= 0 && fraction <= 1)) throw new RangeError(`the braid fraction is between 0 and 1, not ${fraction}`);
  const board = makeBoard(maze.width, maze.height, options.mask);
  const out = closedMaze(maze.width, maze.height);
  out.open.set(maze.open);
  const { open, width } = out;
  const deadEnds: number[] = [];
  for (let i = 0; i < open.length; i++) if (passageCount(open[i]) === 1 && (!board.inside || board.inside[i])) deadEnds.push(i);
  for (let k = deadEnds.length - 1; k > 0; k--) {
    const j = randomInt(rng, k + 1);
    [deadEnds[k], deadEnds[j]] = [deadEnds[j], deadEnds[k]];
  }
  const target = Math.round(fraction * deadEnds.length);
  const closed: Direction[] = [];
  const best: Direction[] = [];
  let removed = 0;
  for (const i of deadEnds) {
    if (removed >= target) break;
    if (passageCount(open[i]) !== 1) continue; // joined by an earlier neighbour
    closed.length = 0;
    best.length = 0;
    for (const bit of BITS) {
      const n = neighbourIndex(board, i, bit);
      if (n < 0 || open[i] & bit) continue;
      closed.push(bit);
      if (passageCount(open[n]) === 1) best.push(bit);
    }
    const choices = best.length > 0 ? best : closed;
    if (choices.length === 0) continue;
    const bit = choices[randomInt(rng, choices.length)];
    carve(out, i % width, Math.floor(i / width), bit);
    removed += best.length > 0 ? 2 : 1;
  }
  return out;
}

function passageCount(bits: number): number {
  return (bits & 1) + ((bits >> 1) & 1) + ((bits >> 2) & 1) + ((bits >> 3) & 1);
}
