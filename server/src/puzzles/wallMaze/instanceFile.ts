// A generated maze as the instance file the extension reads: a header that says how it was made (the command
// that makes it again, seed included) and what the facts mean, then the facts. `asp-puzzles maze --lp` and
// *Generate Maze…* write it through this one function, so that the same recipe and seed give the same file.
import { toFacts } from './generate';
import type { GeneratorParameters } from './generators/index';
import type { Cell, WallMaze } from './maze';

/** What makes a maze again: the generator and its options, the board, the seed, the braid and the path's ends. */
export interface MazeRecipeLine {
  algorithm: string;
  width: number;
  height: number;
  parameters: Omit<GeneratorParameters, 'mask'>;
  seed: number;
  /** The mask's file as the user named it: it sets the size. */
  maskFile?: string;
  braid?: number;
  from?: Cell;
  to?: Cell;
}

/** The command-line options of generator parameters, in the order of the usage text. */
export function parameterFlags(p: Omit<GeneratorParameters, 'mask'>): string[] {
  const flags: string[] = [];
  if (p.start) flags.push('--start', `${p.start.x},${p.start.y}`);
  if (p.bias) flags.push('--bias', p.bias);
  if (p.frontier) flags.push('--frontier', p.frontier);
  if (p.weights) flags.push('--weights', p.weights);
  if (p.selection) flags.push('--select', p.selection.map((s) => (p.selection!.length === 1 ? s.pick : `${s.pick}:${s.weight}`)).join(','));
  return flags;
}

/** The command that makes this maze again, seed included. */
export function makeAgainCommand(recipe: MazeRecipeLine): string {
  const words = ['asp-puzzles maze', '--algorithm', recipe.algorithm];
  if (recipe.maskFile !== undefined) words.push('--mask', recipe.maskFile);
  else words.push('--size', `${recipe.width}x${recipe.height}`);
  words.push('--seed', String(recipe.seed), ...parameterFlags(recipe.parameters));
  if (recipe.braid !== undefined) words.push('--braid', String(recipe.braid));
  if (recipe.from) words.push('--from', `${recipe.from.x},${recipe.from.y}`);
  if (recipe.to) words.push('--to', `${recipe.to.x},${recipe.to.y}`);
  return words.join(' ');
}

/** The instance: the header, then maze/2, start/2, goal/2 and the passages. `path` adds its length to the header. */
export function instanceFileText(maze: WallMaze, recipe: MazeRecipeLine, start: Cell, goal: Cell, path?: readonly Cell[]): string {
  const header = [
    `% A ${maze.width}x${maze.height} wall maze: ${makeAgainCommand(recipe)}`,
    '% maze(W,H), passage(X1,Y1,X2,Y2) between neighbouring cells, start and goal; cells (X,Y) count from 0 with',
    '% (0,0) in the upper left. Solve it for the path (step/4).',
    ...(path ? [`% The shortest path from the start to the goal has ${path.length - 1} steps.`] : []),
    '',
  ];
  return `${header.join('\n')}\n${toFacts(maze, start, goal)}`;
}

/** The path's ends when none are asked for: the first and the last cell of the maze (corner to corner without a mask). */
export function defaultEnds(maze: WallMaze, excluded?: Uint8Array): { start: Cell; goal: Cell } {
  const inMaze = (i: number) => !excluded || !excluded[i];
  let first = 0;
  while (!inMaze(first)) first++;
  let last = maze.open.length - 1;
  while (!inMaze(last)) last--;
  const cell = (i: number) => ({ x: i % maze.width, y: Math.floor(i / maze.width) });
  return { start: cell(first), goal: cell(last) };
}
