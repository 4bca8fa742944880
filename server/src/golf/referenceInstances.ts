// Random instances for the differential check (reference.ts), solvable by construction, and the same for the same
// seed: instance i of seed S depends on S and i alone, so a counterexample can be made again from its seed.
//   flow       the board generator (a random cover of the grid by paths), 3x3 to 7x7, with about as many colours
//              as the board has rows (size - 1 to size + 2) — fewer colours give boards with thousands of solutions
//   wall-maze  a perfect maze from one of the four generators, 3 to 7 cells a side, a random start and goal, and
//              up to three extra passages, which make cycles: with them the maze has several paths, and an
//              encoding that is right only on perfect mazes shows it
// Cell mazes (the maze-generation problem) have no generator: their instances are not made here.
import { boardToFacts, boardToText } from '../puzzles/flow/boardText';
import { generateFlow } from '../puzzles/flow/generate';
import { randomInt, seededRng, shuffle, type Rng } from '../puzzles/random';
import { binaryTree, kruskal, prim, randomizedDfs, toFacts, toText, type Cell, type WallMaze } from '../puzzles/wallMaze/generate';
import type { ReferenceFamilyId } from '../protocol';

export const REFERENCE_FAMILIES: readonly ReferenceFamilyId[] = ['flow', 'wall-maze'];

export interface ReferenceInstance {
  family: ReferenceFamilyId;
  /** 1-based, in the order of the run. */
  index: number;
  /** The seed of this instance alone, drawn from the run's seed. */
  seed: number;
  /** `5x5, 4 colours` */
  label: string;
  /** The facts, as a file holds them. */
  facts: string;
  /** The instance drawn as text (the board, or the maze's `+---+` art), one line each, for a comment. */
  picture: string[];
}

/**
 * The first `count` instances of the family for `seed`, one at a time. `size` fixes the board's side (a maze's
 * width and height), for measuring; the other choices stay random.
 */
export function* referenceInstances(family: ReferenceFamilyId, seed: number, count: number, size?: number): Generator<ReferenceInstance> {
  const seeds = seededRng(seed);
  for (let index = 1; index <= count; index++) {
    const own = Math.floor(seeds() * 2 ** 32);
    const made = family === 'flow' ? flowInstance(seededRng(own), size) : wallMazeInstance(seededRng(own), size);
    yield { family, index, seed: own, ...made };
  }
}

type Made = Pick<ReferenceInstance, 'label' | 'facts' | 'picture'>;

function flowInstance(rng: Rng, fixed?: number): Made {
  const drawn = 3 + randomInt(rng, 5);
  const size = fixed ?? drawn;
  // At least 3 cells a path (the generator's default), so at most size²/3 colours; with fewer than size - 1, a
  // 7x7 board often has hundreds of solutions.
  const fewest = Math.max(2, size - 1);
  const most = Math.min(size + 2, Math.floor((size * size) / 3));
  const colours = fewest + randomInt(rng, most - fewest + 1);
  const { board } = generateFlow(size, colours, rng);
  return { label: `${size}x${size}, ${colours} colours`, facts: boardToFacts(board), picture: boardToText(board).trimEnd().split('\n') };
}

const GENERATORS: [string, (w: number, h: number, rng: Rng) => WallMaze][] = [
  ['depth-first', randomizedDfs], ['binary-tree', binaryTree], ['Kruskal', kruskal], ['Prim', prim],
];

const PASSAGE = /passage\((\d+),(\d+),(\d+),(\d+)\)/g;

function wallMazeInstance(rng: Rng, fixed?: number): Made {
  const [drawnWidth, drawnHeight] = [3 + randomInt(rng, 5), 3 + randomInt(rng, 5)];
  const [width, height] = fixed ? [fixed, fixed] : [drawnWidth, drawnHeight];
  const [name, generate] = GENERATORS[randomInt(rng, GENERATORS.length)];
  const maze = generate(width, height, rng);
  const cells = width * height;
  const from = randomInt(rng, cells);
  const to = (from + 1 + randomInt(rng, cells - 1)) % cells;
  const start: Cell = { x: from % width, y: Math.floor(from / width) };
  const goal: Cell = { x: to % width, y: Math.floor(to / width) };
  let facts = toFacts(maze, start, goal);
  // Walls taken out to make cycles: neighbouring cells that no passage joins yet.
  const open = new Set([...facts.matchAll(PASSAGE)].map((m) => m.slice(1, 5).join(',')));
  const walls: string[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x + 1 < width && !open.has(`${x},${y},${x + 1},${y}`)) walls.push(`${x},${y},${x + 1},${y}`);
      if (y + 1 < height && !open.has(`${x},${y},${x},${y + 1}`)) walls.push(`${x},${y},${x},${y + 1}`);
    }
  }
  const extra = shuffle(rng, walls).slice(0, randomInt(rng, 4));
  if (extra.length) facts += `${extra.map((w) => `passage(${w}).`).join(' ')}\n`;
  const cycles = extra.length ? `, ${extra.length} extra passage${extra.length === 1 ? '' : 's'}` : '';
  const picture = toText(maze).trimEnd().split('\n');
  if (extra.length) picture.push(`and passages through the walls ${extra.map((w) => w.replace(/^(\d+),(\d+),(\d+),(\d+)$/, '($1,$2)-($3,$4)')).join(', ')}`);
  return {
    label: `${width}x${height} ${name} maze${cycles}, (${start.x},${start.y}) to (${goal.x},${goal.y})`,
    facts,
    picture,
  };
}
