// Flow boards with exactly one solution, proven by the bundled encoding. A random path cover (generate.ts) is
// solved for two answers; while there is a second, the board changes where the two differ: the first answer is
// taken as the cover, a path through a cell where the answers part is cut there (that cell becomes an endpoint,
// which the second answer does not allow), and two paths whose ends touch elsewhere are joined, so the board keeps
// its number of colours. A cover that does not settle within a few changes is dropped for a fresh one; after a
// bound on solves the generator gives up and says so.
import type { Engine } from '../../solving/result';
import { randomInt, seededRng, type Rng } from '../random';
import { countFlowAnswers } from './answerCount';
import type { FlowBoard } from './boardText';
import { COLOURS, PathCover } from './cover';

/** Shortest path of a generated board, in cells: no two endpoints of a colour touch. */
const MIN_LENGTH = 3;

export interface UniqueFlowRequest {
  size: number;
  colours: number;
  seed: number;
  engine: Engine;
  /** The Flow encoding's text (the bundled flow.lp). */
  encoding: string;
  /** Solves before giving up (default 60 + 4 per row). */
  maxSolves?: number;
  /** Per solve: a board the solver cannot settle in that time is dropped for a fresh one. */
  timeLimitMs?: number;
  /** For the whole search (default two minutes): some unique boards take the solver long to prove so. */
  budgetMs?: number;
  signal?: AbortSignal;
}

export type UniqueFlow =
  | {
    board: FlowBoard;
    /** The one solution: cells as [row, column], each path from the endpoint first in reading order. */
    paths: [number, number][][];
    /** Boards solved on the way, the last (the proof) included. */
    solves: number;
    timeMs: number;
  }
  | { error: string; solves: number };

/** Fewest cells per colour, so that a board is no mere tiling of three-cell pieces. */
export function maxColours(size: number): number {
  return Math.min(COLOURS.length, Math.floor((size * size) / MIN_LENGTH));
}

export async function generateUniqueFlow(request: UniqueFlowRequest): Promise<UniqueFlow> {
  const { size, colours, seed, engine, encoding, signal } = request;
  const started = Date.now();
  const rng = seededRng(seed);
  const maxSolves = request.maxSolves ?? 60 + 4 * size;
  /** Changes of one cover before a fresh one: enough to settle most, few enough not to wander. */
  const changesPerCover = 2 * size;
  const budgetMs = request.budgetMs ?? 120_000;
  const spent = () => Date.now() - started >= budgetMs;
  let solves = 0;
  while (solves < maxSolves && !spent()) {
    let cover = randomCover(size, colours, rng);
    for (let change = 0; change <= changesPerCover && solves < maxSolves && !spent(); change++) {
      if (signal?.aborted) return { error: 'stopped on request', solves };
      const board = cover.board();
      const left = budgetMs - (Date.now() - started);
      const count = await countFlowAnswers(board, encoding, engine, Math.max(1, Math.min(request.timeLimitMs ?? left, left)));
      solves++;
      if ('error' in count) {
        if (signal?.aborted) return { error: 'stopped on request', solves };
        break; // a board the solver cannot settle in time: start afresh
      }
      if (count.unique) return { board, paths: cover.cellPaths(), solves, timeMs: Date.now() - started };
      // The cover is a solution; an answer that is not is where the board is ambiguous.
      const other = count.answers.find((a) => differingCells(cover, a).length > 0);
      if (!other) return { error: 'the bundled Flow encoding found no answer to a board made from a solution', solves };
      cover = changed(cover, other, rng);
    }
  }
  return {
    error: `no ${size}x${size} board with ${colours} ${colours === 1 ? 'colour' : 'colours'} and exactly one solution was found in ${solves} tries `
      + `(${Math.round((Date.now() - started) / 1000)} s): try another seed, or more colours (fewer, longer pipes leave more ways to fill the board)`,
    solves,
  };
}

/** A random cover whose paths do not touch themselves, as far as random moves get there (see selfTouches). */
function randomCover(size: number, colours: number, rng: Rng): PathCover {
  let cover = PathCover.serpentine(size, colours, MIN_LENGTH);
  let touches = cover.selfTouches();
  for (let i = 0, moves = 30 * size * size; i < moves; i++) {
    const next = cover.clone();
    next.backbite(rng);
    const after = next.selfTouches();
    if (after > touches) continue;
    cover = next;
    touches = after;
  }
  return cover;
}

/**
 * The cover changed so that `other` is no longer a solution: a path cut at a cell where the two differ (the
 * cell becomes an endpoint, which `other` runs through), two touching paths joined elsewhere. When no cut and
 * join fit, a few random moves instead.
 */
function changed(cover: PathCover, other: number[][], rng: Rng): PathCover {
  const differ = differingCells(cover, other);
  for (let tries = 0; tries < 8; tries++) {
    const cell = differ[randomInt(rng, differ.length)];
    const next = cover.clone();
    if (!next.split(cell, rng)) continue;
    // The piece that now ends at the cell is left alone: joining it again could undo the cut.
    if (next.merge(rng, new Set([cell]))) return next;
  }
  const next = cover.clone();
  for (let i = 0; i < cover.size; i++) next.backbite(rng);
  return next.selfTouches() <= cover.selfTouches() ? next : cover;
}

/** Cells whose neighbours on their path differ between the cover and another cover of the same endpoints. */
function differingCells(cover: PathCover, other: number[][]): number[] {
  const linksOf = (paths: number[][]) => {
    const links = new Map<number, string>();
    for (const p of paths) {
      p.forEach((cell, k) => links.set(cell, [p[k - 1] ?? -1, p[k + 1] ?? -1].sort((a, b) => a - b).join()));
    }
    return links;
  };
  const mine = linksOf(cover.paths);
  const theirs = linksOf(other);
  const out: number[] = [];
  for (const [cell, links] of mine) if (theirs.get(cell) !== links) out.push(cell);
  return out.sort((a, b) => a - b);
}
