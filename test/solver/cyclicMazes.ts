// Wall mazes with cycles for the path encoding's tests and its benchmark (scripts/bench/mazeCycles.mjs): perfect
// mazes from several generators, braided fully or in part, or with random walls opened; and a checker of a
// path's steps written from the rules of a path, independent of any encoding.
import { braid } from '../../server/src/puzzles/wallMaze/braid';
import { GENERATORS } from '../../server/src/puzzles/wallMaze/generators/index';
import { carve, closedMaze, EAST, hasPassage, SOUTH, type Cell, type WallMaze } from '../../server/src/puzzles/wallMaze/maze';
import { randomInt, seededRng, type Rng } from '../../server/src/puzzles/random';

export interface CyclicMaze {
  name: string;
  maze: WallMaze;
  start: Cell;
  goal: Cell;
}

/** A copy of `maze` with `count` more walls between neighbours opened, chosen at random. */
export function openWalls(maze: WallMaze, count: number, rng: Rng): WallMaze {
  const out = closedMaze(maze.width, maze.height);
  out.open.set(maze.open);
  const closed: [number, number, typeof EAST | typeof SOUTH][] = [];
  for (let y = 0; y < maze.height; y++) {
    for (let x = 0; x < maze.width; x++) {
      if (x + 1 < maze.width && !hasPassage(maze, x, y, EAST)) closed.push([x, y, EAST]);
      if (y + 1 < maze.height && !hasPassage(maze, x, y, SOUTH)) closed.push([x, y, SOUTH]);
    }
  }
  for (let k = 0; k < count && k < closed.length; k++) {
    const j = k + randomInt(rng, closed.length - k);
    [closed[k], closed[j]] = [closed[j], closed[k]];
    carve(out, ...closed[k]);
  }
  return out;
}

/**
 * n x n mazes with cycles from a fixed seed, corner to corner: each generator's maze braided fully, braided in
 * half, and with n * n / 25 random walls opened (400 on 100x100).
 */
export function cyclicMazes(n: number, seed: number, generators = ['dfs', 'kruskal', 'prim', 'wilson', 'eller']): CyclicMaze[] {
  const list: CyclicMaze[] = [];
  const start = { x: 0, y: 0 };
  const goal = { x: n - 1, y: n - 1 };
  for (const id of generators) {
    const generator = GENERATORS.find((g) => g.id === id);
    if (!generator) throw new Error(`no generator ${id}`);
    const perfect = generator.generate(n, n, seededRng(seed), {});
    list.push({ name: `${id} braid 1`, maze: braid(perfect, 1, seededRng(seed + 1)), start, goal });
    list.push({ name: `${id} braid 0.5`, maze: braid(perfect, 0.5, seededRng(seed + 2)), start, goal });
    list.push({ name: `${id} +${Math.round((n * n) / 25)} openings`, maze: openWalls(perfect, Math.round((n * n) / 25), seededRng(seed + 3)), start, goal });
  }
  return list;
}

/** What is wrong with `steps` as a simple path from `start` to `goal` through the passages of `maze`. */
export function pathProblems(maze: WallMaze, start: Cell, goal: Cell, steps: readonly (readonly number[])[]): string[] {
  const next = new Map<string, number[]>();
  for (const [x1, y1, x2, y2] of steps) {
    if (next.has(`${x1},${y1}`)) return [`two steps out of ${x1},${y1}`];
    next.set(`${x1},${y1}`, [x2, y2]);
  }
  const problems: string[] = [];
  const seen = new Set<string>([`${start.x},${start.y}`]);
  let [x, y] = [start.x, start.y];
  while (!(x === goal.x && y === goal.y)) {
    const to = next.get(`${x},${y}`);
    if (!to) return [...problems, `the path stops at ${x},${y}`];
    const [nx, ny] = to;
    const open = (nx === x + 1 && ny === y && hasPassage(maze, x, y, EAST)) || (nx === x - 1 && ny === y && nx >= 0 && hasPassage(maze, nx, ny, EAST))
      || (ny === y + 1 && nx === x && hasPassage(maze, x, y, SOUTH)) || (ny === y - 1 && nx === x && ny >= 0 && hasPassage(maze, nx, ny, SOUTH));
    if (!open) problems.push(`no passage from ${x},${y} to ${nx},${ny}`);
    if (seen.has(`${nx},${ny}`)) return [...problems, `${nx},${ny} visited twice`];
    seen.add(`${nx},${ny}`);
    [x, y] = [nx, ny];
  }
  if (seen.size - 1 !== steps.length) problems.push(`${steps.length} steps, ${seen.size - 1} on the path from the start`);
  return problems;
}
