// Shared by the maze tests: whether a maze is a spanning tree of its cells, checked from first principles (the
// passage bits alone, not the generators' own helpers), and the tree's parent links from a root.
import type { MazeMask } from '../../server/src/puzzles/wallMaze/generators/board';
import type { WallMaze } from '../../server/src/puzzles/wallMaze/maze';

const STEPS: [number, number, number, number][] = [[1, -1, 0, 2], [2, 1, 0, 1], [4, 0, -1, 8], [8, 0, 1, 4]];

/**
 * Every way the maze fails to be a perfect maze of the cells the mask keeps: a passage off the board or into a
 * left-out cell, a wall open on one side only, a count of passages other than cells - 1, cells not reached.
 */
export function perfectionProblems(maze: WallMaze, mask?: MazeMask): string[] {
  const { width, height, open } = maze;
  const kept = (x: number, y: number) => !mask || !mask.excluded[y * width + x];
  const problems: string[] = [];
  let passages = 0;
  let cells = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (kept(x, y)) cells++;
      if (open[y * width + x] & ~15) problems.push(`(${x},${y}) has bits beyond the four walls`);
      for (const [bit, dx, dy, back] of STEPS) {
        if (!(open[y * width + x] & bit)) continue;
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) problems.push(`(${x},${y}) opens off the board`);
        else if (!kept(x, y) || !kept(nx, ny)) problems.push(`(${x},${y})-(${nx},${ny}) touches a cell left out`);
        else if (!(open[ny * width + nx] & back)) problems.push(`(${x},${y})-(${nx},${ny}) is open on one side only`);
        else if (bit === 2 || bit === 8) passages++;
      }
    }
  }
  if (passages !== cells - 1) problems.push(`${passages} passages for ${cells} cells`);
  const reached = reachedFrom(maze, firstKept(maze, mask));
  if (reached !== cells) problems.push(`${reached} of ${cells} cells reached`);
  return problems;
}

export function firstKept(maze: WallMaze, mask?: MazeMask): number {
  for (let i = 0; i < maze.open.length; i++) if (!mask || !mask.excluded[i]) return i;
  return -1;
}

function reachedFrom(maze: WallMaze, first: number): number {
  const seen = new Set([first]);
  const todo = [first];
  while (todo.length > 0) {
    const i = todo.pop()!;
    const x = i % maze.width;
    const y = Math.floor(i / maze.width);
    for (const [bit, dx, dy] of STEPS) {
      if (!(maze.open[i] & bit)) continue;
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= maze.width || ny >= maze.height) continue;
      const j = ny * maze.width + nx;
      if (!seen.has(j)) {
        seen.add(j);
        todo.push(j);
      }
    }
  }
  return seen.size;
}

/** The tree's parent of every cell from `root` (-1 for the root), and each cell's depth. */
export function treeFrom(maze: WallMaze, root: number): { parent: Int32Array; depth: Int32Array } {
  const parent = new Int32Array(maze.open.length).fill(-2);
  const depth = new Int32Array(maze.open.length).fill(-1);
  parent[root] = -1;
  depth[root] = 0;
  const queue = [root];
  for (let k = 0; k < queue.length; k++) {
    const i = queue[k];
    const x = i % maze.width;
    for (const [bit, dx, dy] of STEPS) {
      if (!(maze.open[i] & bit)) continue;
      const j = i + dy * maze.width + dx;
      if (x + dx < 0 || x + dx >= maze.width || parent[j] !== -2) continue;
      parent[j] = i;
      depth[j] = depth[i] + 1;
      queue.push(j);
    }
  }
  return { parent, depth };
}

/** Whether a is an ancestor of b in the tree (or b itself). */
export function isAncestor(parent: Int32Array, a: number, b: number): boolean {
  for (let i = b; i >= 0; i = parent[i]) if (i === a) return true;
  return false;
}

/** The maze's passages as one string, to tell mazes apart and count how often each occurs. */
export function mazeKey(maze: WallMaze): string {
  return Buffer.from(maze.open).toString('hex');
}
