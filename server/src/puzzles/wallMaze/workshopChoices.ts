// What Generate Maze… offers: every generator with its one-line character, and for the two whose one option
// changes the character most (the binary tree's corner, the growing tree's pick) that option's choices. The
// other options (a start cell, Prim's frontier and weights, masks, braids) are the command line's.
import type { MazeAlgorithmInfo, MazeParameterInfo, MazeWorkshopInfo } from '../../protocol';
import { DEFAULT_SELECTION } from './generators/growingTree';
import { GENERATORS } from './generators/index';

/** Each side of a maze made for the editor: a million cells at most, what the extension reads. */
export const MAX_SIDE = 1000;
export const MAX_SEED = 0xffffffff;

const PARAMETERS: Record<string, MazeParameterInfo> = {
  'binary-tree': {
    key: 'bias',
    title: 'The corner every passage leads to',
    choices: [
      { value: 'NW', description: 'open corridors along the top and the left, as the maze library' },
      { value: 'NE', description: 'open corridors along the top and the right' },
      { value: 'SW', description: 'open corridors along the bottom and the left' },
      { value: 'SE', description: 'open corridors along the bottom and the right' },
    ],
  },
  'growing-tree': {
    key: 'selection',
    title: 'Which cell of the list grows next',
    choices: [
      { value: DEFAULT_SELECTION, description: 'newest or random, half the time each: between depth-first search and Prim' },
      { value: 'newest', description: 'always the newest: depth-first search, long winding corridors' },
      { value: 'newest:75,random:25', description: 'mostly the newest: long corridors with short branches' },
      { value: 'random', description: 'a random one: like Prim, many short dead ends' },
      { value: 'oldest', description: 'always the oldest: long straight spokes from the start' },
    ],
  },
};

export function mazeWorkshopInfo(): MazeWorkshopInfo {
  const algorithms = GENERATORS.map((g): MazeAlgorithmInfo => ({
    id: g.id,
    name: g.name,
    description: g.character,
    ...(PARAMETERS[g.id] ? { parameter: PARAMETERS[g.id] } : {}),
  }));
  return { algorithms, maxSide: MAX_SIDE, maxSeed: MAX_SEED };
}
