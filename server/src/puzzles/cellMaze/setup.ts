// A cell maze as its rules see it before anything is solved: the grid, the entrance and the exit, the cells fixed
// in advance. Read from an instance's facts, or made from the choices of Generate Cell Maze.
import type { Span } from '../../language/ast';
import { factsOf, type Fact, type Facts } from '../facts';
import { int } from '../family';

/** A cell as the facts write it: (column, row), from 1. */
export interface Place {
  c: number;
  r: number;
}

export interface MazeSetup {
  width: number;
  height: number;
  entrance: Place;
  exit: Place;
  /** Cells fixed as walls and as empty, in the order the facts give them. */
  walls: Place[];
  empties: Place[];
}

/** `(3,4)`, as the facts write a cell. */
export function showPlace(p: Place): string {
  return `(${p.c},${p.r})`;
}

export function samePlace(a: Place, b: Place): boolean {
  return a.c === b.c && a.r === b.r;
}

export function onBorder(p: Place, width: number, height: number): boolean {
  return p.c === 1 || p.r === 1 || p.c === width || p.r === height;
}

export function isCorner(p: Place, width: number, height: number): boolean {
  return (p.c === 1 || p.c === width) && (p.r === 1 || p.r === height);
}

export function adjacent(a: Place, b: Place): boolean {
  return Math.abs(a.c - b.c) + Math.abs(a.r - b.r) === 1;
}

/** Where an instance writes each part of its setup, to point at. */
export interface SetupSources {
  size: Span;
  entrance: Span;
  exit: Span;
  walls: Span[];
  empties: Span[];
}

/**
 * The setup an instance's facts describe, when they describe one: rows and columns 1..N (or the 2011 maxRow and
 * maxCol), one entrance and one exit inside the grid. Anything less is the instance check's to report. Fixed cells
 * outside the grid are left out.
 */
export function setupFromFacts(facts: Facts): { setup: MazeSetup; sources: SetupSources } | undefined {
  const width = size(facts, 'col', 'maxCol');
  const height = size(facts, 'row', 'maxRow');
  if (width === undefined || height === undefined) return undefined;
  const entrance = single(facts, 'entrance');
  const exit = single(facts, 'exit');
  if (!entrance || !exit) return undefined;
  const inside = (p: Place) => p.c >= 1 && p.r >= 1 && p.c <= width && p.r <= height;
  if (!inside(entrance.place) || !inside(exit.place)) return undefined;
  const cells = (names: string[]) => names.flatMap((name) => factsOf(facts, name, 2).flatMap((f) => {
    const p = place(f);
    return p && inside(p) ? [{ place: p, span: f.span }] : [];
  }));
  const walls = cells(['wall', 'input_wall']);
  const empties = cells(['empty', 'input_empty']);
  const sizeFact = [...factsOf(facts, 'row', 1), ...factsOf(facts, 'maxRow', 1)][0];
  return {
    setup: { width, height, entrance: entrance.place, exit: exit.place, walls: walls.map((w) => w.place), empties: empties.map((e) => e.place) },
    sources: {
      size: sizeFact ? sizeFact.span : entrance.span,
      entrance: entrance.span,
      exit: exit.span,
      walls: walls.map((w) => w.span),
      empties: empties.map((e) => e.span),
    },
  };
}

/** 1..N with none missing, else undefined (the instance check says which are missing). */
function size(facts: Facts, name: string, maxName: string): number | undefined {
  const list = factsOf(facts, name, 1);
  if (list.length === 0) {
    const max = factsOf(facts, maxName, 1).map((f) => int(f.args[0]));
    return max.length > 0 && max.every((v) => v === max[0]) && max[0] !== undefined && max[0] >= 1 ? max[0] : undefined;
  }
  const seen = new Set<number>();
  for (const f of list) {
    const v = int(f.args[0]);
    if (v === undefined || v < 1) return undefined;
    seen.add(v);
  }
  const n = Math.max(...seen);
  return seen.size === n ? n : undefined;
}

function single(facts: Facts, name: string): { place: Place; span: Span } | undefined {
  const list = factsOf(facts, name, 2);
  const first = list[0] && place(list[0]);
  if (!first) return undefined;
  // Two different cells are the instance check's error to report; no setup has them.
  const same = (f: Fact) => {
    const p = place(f);
    return p !== undefined && samePlace(p, first);
  };
  return list.every(same) ? { place: first, span: list[0].span } : undefined;
}

function place(f: Fact): Place | undefined {
  const c = int(f.args[0]);
  const r = int(f.args[1]);
  return c !== undefined && r !== undefined ? { c, r } : undefined;
}

/** What a reason why no maze exists is about, for the editor to point at: the size, an opening or a fixed cell. */
export type MazeCause = { kind: 'size' } | { kind: 'entrance' } | { kind: 'exit' } | { kind: 'wall' | 'empty'; index: number };

/** Why no maze exists, in words about the maze: "No cell maze of 4x4 exists …". */
export interface NoMaze {
  message: string;
  cause: MazeCause;
}

/** `4x4`: columns by rows, as a message names the maze. */
export function mazeName(setup: MazeSetup): string {
  return `${setup.width}x${setup.height}`;
}
