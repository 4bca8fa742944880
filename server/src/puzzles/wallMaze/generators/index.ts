// Every maze generator by its name on the command line, with what it is like in one line and the parameters it
// takes, so that the CLI, the statistics and the tests go through one table. Each generator is its own module.
import type { Cell, WallMaze } from '../maze';
import type { Rng } from '../../random';
import { aldousBroder } from './aldousBroder';
import { binaryTree, type Corner } from './binaryTree';
import type { MazeMask } from './board';
import { randomizedDfs } from './dfs';
import { eller } from './eller';
import { growingTree, type CellSelection } from './growingTree';
import { huntAndKill } from './huntAndKill';
import { kruskal } from './kruskal';
import { prim, type PrimFrontier } from './prim';
import { recursiveDivision } from './recursiveDivision';
import { sidewinder } from './sidewinder';
import { truePrim, type PrimWeights } from './truePrim';
import { wilson } from './wilson';

export interface GeneratorParameters {
  /** Cells left out of the maze. */
  mask?: MazeMask;
  /** Where the generator begins. */
  start?: Cell;
  /** The binary tree's corner. */
  bias?: Corner;
  /** What the random-frontier Prim picks. */
  frontier?: PrimFrontier;
  /** Where true Prim's weights are. */
  weights?: PrimWeights;
  /** How the growing tree picks its next cell. */
  selection?: CellSelection;
}

export type Parameter = keyof GeneratorParameters;

export interface MazeGenerator {
  id: string;
  name: string;
  /** What its mazes look like, in one line. */
  character: string;
  /** The parameters it takes; others are refused. */
  accepts: readonly Parameter[];
  generate(width: number, height: number, rng: Rng, parameters: GeneratorParameters): WallMaze;
}

export const GENERATORS: readonly MazeGenerator[] = [
  {
    id: 'dfs',
    name: 'randomized depth-first search',
    character: 'long winding corridors, few dead ends, a long path that wanders through most of the maze',
    accepts: ['mask', 'start'],
    generate: (w, h, rng, p) => randomizedDfs(w, h, rng, p.start, { mask: p.mask }),
  },
  {
    id: 'binary-tree',
    name: 'binary tree',
    character: 'two open corridors along the sides of its corner, a diagonal grain, every path to the corner monotone',
    accepts: ['bias'],
    generate: (w, h, rng, p) => binaryTree(w, h, rng, { bias: p.bias }),
  },
  {
    id: 'sidewinder',
    name: 'sidewinder',
    character: 'an open top corridor, horizontal runs each joined upwards once; solves easily from the bottom',
    accepts: [],
    generate: (w, h, rng) => sidewinder(w, h, rng),
  },
  {
    id: 'eller',
    name: "Eller's algorithm",
    character: 'row by row with one row of memory; horizontal runs, a middling share of dead ends',
    accepts: [],
    generate: (w, h, rng) => eller(w, h, rng),
  },
  {
    id: 'kruskal',
    name: 'randomized Kruskal',
    character: 'many small trees merged at random: short dead ends everywhere, no direction',
    accepts: ['mask'],
    generate: (w, h, rng, p) => kruskal(w, h, rng, { mask: p.mask }),
  },
  {
    id: 'prim',
    name: 'Prim, random frontier (simplified)',
    character: 'one tree grown by a random frontier wall (or cell): radiates from its start, very many short dead ends',
    accepts: ['mask', 'start', 'frontier'],
    generate: (w, h, rng, p) => prim(w, h, rng, { mask: p.mask, start: p.start, frontier: p.frontier }),
  },
  {
    id: 'true-prim',
    name: 'true Prim, random weights',
    character: 'cheapest cell (or wall) first: with cell weights the most dead ends of all, with edge weights like Kruskal',
    accepts: ['mask', 'start', 'weights'],
    generate: (w, h, rng, p) => truePrim(w, h, rng, { mask: p.mask, start: p.start, weights: p.weights }),
  },
  {
    id: 'growing-tree',
    name: 'growing tree',
    character: 'newest cell first is depth-first search, random is Prim-like, oldest makes straight spokes; mixes between',
    accepts: ['mask', 'start', 'selection'],
    generate: (w, h, rng, p) => growingTree(w, h, rng, { mask: p.mask, start: p.start, selection: p.selection }),
  },
  {
    id: 'hunt-and-kill',
    name: 'hunt-and-kill',
    character: 'like depth-first search (long corridors, few dead ends) but without a stack',
    accepts: ['mask', 'start'],
    generate: (w, h, rng, p) => huntAndKill(w, h, rng, { mask: p.mask, start: p.start }),
  },
  {
    id: 'wilson',
    name: "Wilson's algorithm",
    character: 'loop-erased random walks: every perfect maze equally likely, no bias',
    accepts: ['mask', 'start'],
    generate: (w, h, rng, p) => wilson(w, h, rng, { mask: p.mask, start: p.start }),
  },
  {
    id: 'aldous-broder',
    name: 'Aldous–Broder',
    character: 'one long random walk: every perfect maze equally likely, the slowest',
    accepts: ['mask', 'start'],
    generate: (w, h, rng, p) => aldousBroder(w, h, rng, { mask: p.mask, start: p.start }),
  },
  {
    id: 'division',
    name: 'recursive division',
    character: 'walls added, not carved: long straight walls, nested rooms, a fairly direct path',
    accepts: [],
    generate: (w, h, rng) => recursiveDivision(w, h, rng),
  },
];

/** Other names people use for the same algorithms. */
const ALIASES: Record<string, string> = {
  'depth-first': 'dfs',
  backtracker: 'dfs',
  'recursive-backtracker': 'dfs',
  binary: 'binary-tree',
  bintree: 'binary-tree',
  'recursive-division': 'division',
  aldous: 'aldous-broder',
};

export function findGenerator(name: string): MazeGenerator | undefined {
  const id = ALIASES[name] ?? name;
  return GENERATORS.find((g) => g.id === id);
}

/** A maze by the generator's name; a parameter the generator does not take is an error, never silently ignored. */
export function generateMaze(name: string, width: number, height: number, rng: Rng, parameters: GeneratorParameters = {}): WallMaze {
  const generator = findGenerator(name);
  if (!generator) throw new RangeError(`no maze generator '${name}': ${GENERATORS.map((g) => g.id).join(', ')}`);
  for (const key of Object.keys(parameters) as Parameter[]) {
    if (parameters[key] !== undefined && !generator.accepts.includes(key)) {
      throw new RangeError(`${generator.id} takes no ${key}${generator.accepts.length ? ` (it takes: ${generator.accepts.join(', ')})` : ''}`);
    }
  }
  return generator.generate(width, height, rng, parameters);
}
