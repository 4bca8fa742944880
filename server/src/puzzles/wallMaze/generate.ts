// Perfect mazes (the passages form a spanning tree of the grid: one path between any two cells) from four
// classic algorithms, each driven by a seedable random number generator so that a maze can be made again
// from its seed. The first two follow the LispKit maze library; Kruskal and Prim are its suggested variations.
//   randomizedDfs  long winding corridors, few dead ends
//   binaryTree     open corridors along the top and left, every path to the upper left is monotone
//   kruskal        joins random neighbours of different trees: many short dead ends, no long-range bias
//   prim           grows one tree from a random frontier: short corridors radiating from the start
// Also here: the maze as facts for the bundled path encoding, and as the library's `+---+` text.
import { carve, closedMaze, hasPassage, neighbour, passages, DIRECTIONS, EAST, NORTH, SOUTH, WEST, type Cell, type Direction, type WallMaze } from './maze';
import { randomInt, shuffle, type Rng } from '../random';

export type { Cell, WallMaze } from './maze';

/**
 * Randomized depth-first search from `start` (default the upper left cell): walk to a random unvisited
 * neighbour, carving the wall; when there is none, go back. An explicit stack instead of recursion, so that a
 * 300x300 maze does not overflow the call stack.
 */
export function randomizedDfs(width: number, height: number, rng: Rng, start: Cell = { x: 0, y: 0 }): WallMaze {
  const maze = closedMaze(width, height);
  const visited = new Uint8Array(width * height);
  const stack: Cell[] = [start];
  visited[start.y * width + start.x] = 1;
  while (stack.length > 0) {
    const { x, y } = stack[stack.length - 1];
    const options: Direction[] = [];
    for (const dir of DIRECTIONS) {
      const n = neighbour(maze, x, y, dir);
      if (n && !visited[n.y * width + n.x]) options.push(dir);
    }
    if (options.length === 0) {
      stack.pop();
      continue;
    }
    const dir = options[randomInt(rng, options.length)];
    const n = neighbour(maze, x, y, dir)!;
    carve(maze, x, y, dir);
    visited[n.y * width + n.x] = 1;
    stack.push(n);
  }
  return maze;
}

/**
 * Binary tree, as in the library: the first row and column are open corridors; every other cell gets a wall
 * to the north or to the west by a coin toss, and the other of the two stays open.
 */
export function binaryTree(width: number, height: number, rng: Rng): WallMaze {
  const maze = closedMaze(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x === 0 && y === 0) continue;
      const dir = x === 0 ? NORTH : y === 0 ? WEST : randomInt(rng, 2) === 0 ? WEST : NORTH;
      carve(maze, x, y, dir);
    }
  }
  return maze;
}

/** Randomized Kruskal: every inner wall in random order, removed when it separates two different trees. */
export function kruskal(width: number, height: number, rng: Rng): WallMaze {
  const maze = closedMaze(width, height);
  const parent = Int32Array.from({ length: width * height }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  };
  const walls: [number, number, Direction][] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x + 1 < width) walls.push([x, y, EAST]);
      if (y + 1 < height) walls.push([x, y, SOUTH]);
    }
  }
  for (const [x, y, dir] of shuffle(rng, walls)) {
    const n = neighbour(maze, x, y, dir)!;
    const a = find(y * width + x);
    const b = find(n.y * width + n.x);
    if (a === b) continue;
    parent[a] = b;
    carve(maze, x, y, dir);
  }
  return maze;
}

/** Randomized Prim: from a random cell, repeatedly carve a random wall between the tree and a cell outside it. */
export function prim(width: number, height: number, rng: Rng): WallMaze {
  const maze = closedMaze(width, height);
  const inTree = new Uint8Array(width * height);
  const frontier: [number, number, Direction][] = [];
  const add = (x: number, y: number) => {
    inTree[y * width + x] = 1;
    for (const dir of DIRECTIONS) {
      const n = neighbour(maze, x, y, dir);
      if (n && !inTree[n.y * width + n.x]) frontier.push([x, y, dir]);
    }
  };
  add(randomInt(rng, width), randomInt(rng, height));
  while (frontier.length > 0) {
    // Take a random wall out of the frontier in constant time: swap it with the last one.
    const i = randomInt(rng, frontier.length);
    [frontier[i], frontier[frontier.length - 1]] = [frontier[frontier.length - 1], frontier[i]];
    const [x, y, dir] = frontier.pop()!;
    const n = neighbour(maze, x, y, dir)!;
    if (inTree[n.y * width + n.x]) continue;
    carve(maze, x, y, dir);
    add(n.x, n.y);
  }
  return maze;
}

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
