// Perfect mazes (the passages form a spanning tree of the grid: one path between any two cells) from the classic
// algorithms, each driven by a seedable random number generator so that a maze can be made again from its seed.
// The generators live in generators/, one module each, listed with their character in generators/index.ts; the
// first four are re-exported here under the names their callers have always used:
//   randomizedDfs  long winding corridors, few dead ends (the LispKit maze library's first generator)
//   binaryTree     open corridors along two sides, every path to the bias corner monotone (the library's second)
//   kruskal        joins random neighbours of different trees: many short dead ends, no long-range bias
//   prim           grows one tree from a random frontier: short corridors radiating from the start
// Also here: the maze as facts for the bundled path encoding, and as the library's `+---+` text.
import { hasPassage, passages, EAST, NORTH, SOUTH, WEST, type Cell, type WallMaze } from './maze';

export type { Cell, WallMaze } from './maze';
export { randomizedDfs } from './generators/dfs';
export { binaryTree } from './generators/binaryTree';
export { kruskal } from './generators/kruskal';
export { prim } from './generators/prim';

/**
 * The facts of the bundled encoding wall-maze-path.lp: `maze(W,H).`, one `passage(X1,Y1,X2,Y2).` per passage
 * (once, towards the east or south; the encoding reads it both ways), `start(X,Y).` and `goal(X,Y).`
 */
export function toFacts(maze: WallMaze, start: Cell, goal: Cell): string {
  const lines = [`maze(${maze.width},${maze.height}).`, `start(${start.x},${start.y}).`, `goal(${goal.x},${goal.y}).`];
  let row: string[] = [];
  let rowY = 0;
  for (const [x1, y1, x2, y2] of passages(maze)) {
    if (y1 !== rowY && row.length > 0) {
      lines.push(row.join(' '));
      row = [];
    }
    rowY = y1;
    row.push(`passage(${x1},${y1},${x2},${y2}).`);
  }
  if (row.length > 0) lines.push(row.join(' '));
  return `${lines.join('\n')}\n`;
}

/**
 * The maze as the library prints it: `+---+` for walls along rows, `|` between cells, three characters per
 * cell. Cells of `path`, if given, are marked with a `*` in their middle (a variation the library suggests).
 */
export function toText(maze: WallMaze, path: Cell[] = []): string {
  const marked = new Set(path.map((c) => c.y * maze.width + c.x));
  const lines: string[] = [];
  let top = '+';
  for (let x = 0; x < maze.width; x++) top += hasPassage(maze, x, 0, NORTH) ? '   +' : '---+';
  lines.push(top);
  for (let y = 0; y < maze.height; y++) {
    let cells = hasPassage(maze, 0, y, WEST) ? ' ' : '|';
    let below = '+';
    for (let x = 0; x < maze.width; x++) {
      cells += marked.has(y * maze.width + x) ? ' * ' : '   ';
      cells += hasPassage(maze, x, y, EAST) ? ' ' : '|';
      below += hasPassage(maze, x, y, SOUTH) ? '   +' : '---+';
    }
    lines.push(cells, below);
  }
  return `${lines.join('\n')}\n`;
}
