// Binary tree, the maze library's second generator: every cell opens towards one of two sides chosen by a coin
// toss, e.g. north or west. Following those passages always leads to one corner, the root of the tree: the two
// edges meeting there become open corridors, every path to that corner is monotone (so corner to corner on 30x30
// is always 58 steps), and about a quarter of the cells are dead ends. The library's version leans north-west;
// the corner is a parameter here.
import { EAST, NORTH, SOUTH, WEST, type WallMaze } from '../maze';
import { randomInt, type Rng } from '../../random';
import { carveIndex, closedBoardMaze, makeBoard } from './board';

/** The corner every passage leads to, and so the two sides whose edges are open corridors. */
export type Corner = 'NW' | 'NE' | 'SW' | 'SE';
export const CORNERS: readonly Corner[] = ['NW', 'NE', 'SW', 'SE'];

export interface BinaryTreeOptions {
  /** Default NW, as the library: corridors along the top and the left. */
  bias?: Corner;
}

export function binaryTree(width: number, height: number, rng: Rng, options: BinaryTreeOptions = {}): WallMaze {
  const bias = options.bias ?? 'NW';
  if (!CORNERS.includes(bias)) throw new RangeError(`the bias is one of ${CORNERS.join(', ')}, not '${String(bias)}'`);
  const maze = closedBoardMaze(makeBoard(width, height));
  const vertical = bias[0] === 'N' ? NORTH : SOUTH;
  const horizontal = bias[1] === 'W' ? WEST : EAST;
  for (let y = 0; y < height; y++) {
    const canVertical = vertical === NORTH ? y > 0 : y < height - 1;
    for (let x = 0; x < width; x++) {
      const canHorizontal = horizontal === WEST ? x > 0 : x < width - 1;
      if (!canVertical && !canHorizontal) continue; // the root
      // The coin is tossed only where both sides are open to choose, as in the library (west on heads).
      const bit = !canHorizontal ? vertical : !canVertical ? horizontal : randomInt(rng, 2) === 0 ? horizontal : vertical;
      carveIndex(maze, y * width + x, bit);
    }
  }
  return maze;
}
