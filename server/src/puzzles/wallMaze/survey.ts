// The measures of many mazes of one generator averaged, seed after seed, so that generators can be compared by
// numbers rather than by a single picture: the maze library's own figures (about 10% dead ends and about 300
// steps corner to corner for depth-first search, 25% and always 58 steps for the binary tree) came out of 100
// mazes of 30x30 this way. Maze k is made from seed `seed + k`, so a survey is reproducible.
import type { Cell, WallMaze } from './maze';
import { braid } from './braid';
import type { MazeMask } from './generators/board';
import { generateMaze, type GeneratorParameters } from './generators/index';
import { measureMaze } from './measure';
import { seededRng, type Rng } from '../random';

export interface SurveyOptions {
  width: number;
  height: number;
  /** How many mazes (default 100). */
  count?: number;
  /** The first seed (default 1). */
  seed?: number;
  parameters?: GeneratorParameters;
  /** Remove this fraction of each maze's dead ends (braid.ts). */
  braid?: number;
  start?: Cell;
  goal?: Cell;
}

export interface Survey {
  algorithm: string;
  parameters: GeneratorParameters;
  count: number;
  /** The first seed. */
  seed: number;
  width: number;
  height: number;
  cells: number;
  /** Means per maze, shares as percentages of the cells. */
  deadEndShare: number;
  /** Mean moves from a dead end to the first junction, over all dead ends. */
  deadEndLength: number;
  /** Dead ends per maze by length (index = moves; index 0 unused). */
  deadEndLengths: number[];
  junctionShare: number;
  crossroadShare: number;
  straightShare: number;
  turnShare: number;
  longestStraight: number;
  longestCorridor: number;
  /** Moves from start to goal: mean, least, most; undefined when some maze does not join them. */
  path: { mean: number; min: number; max: number } | undefined;
  diameter: number;
  /** Horizontal passages per vertical one, over all the mazes. */
  horizontalPerVertical: number;
}

/** Surveys the generator `algorithm` (an id of generators/index.ts). */
export function surveyGenerator(algorithm: string, options: SurveyOptions): Survey {
  const parameters = options.parameters ?? {};
  return surveyMazes((rng) => generateMaze(algorithm, options.width, options.height, rng, parameters), options, algorithm, parameters.mask);
}

function surveyMazes(make: (rng: Rng) => WallMaze, options: SurveyOptions, algorithm: string, mask: MazeMask | undefined): Survey {
  const count = options.count ?? 100;
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`a survey needs at least one maze, not ${count}`);
  const seed = options.seed ?? 1;
  const sum = { deadEnds: 0, deadEndMoves: 0, junctions: 0, crossroads: 0, straight: 0, turns: 0, longestStraight: 0, longestCorridor: 0, diameter: 0, horizontal: 0, vertical: 0, cells: 0 };
  const lengths: number[] = [0];
  let pathSum = 0;
  let pathMin = Infinity;
  let pathMax = -Infinity;
  let joined = true;
  for (let k = 0; k < count; k++) {
    const rng = seededRng(seed + k);
    let maze = make(rng);
    if (options.braid !== undefined && options.braid > 0) maze = braid(maze, options.braid, rng, { mask });
    const m = measureMaze(maze, { mask, start: options.start, goal: options.goal });
    sum.cells += m.cells;
    sum.deadEnds += m.deadEnds;
    sum.junctions += m.junctions;
    sum.crossroads += m.crossroads;
    sum.straight += m.straight;
    sum.turns += m.turns;
    sum.longestStraight += m.longestStraight;
    sum.longestCorridor += m.longestCorridor;
    sum.diameter += m.diameter;
    sum.horizontal += m.horizontal;
    sum.vertical += m.vertical;
    m.deadEndLengths.forEach((n, length) => {
      lengths[length] = (lengths[length] ?? 0) + n;
      sum.deadEndMoves += n * length;
    });
    if (m.pathLength === undefined) joined = false;
    else {
      pathSum += m.pathLength;
      pathMin = Math.min(pathMin, m.pathLength);
      pathMax = Math.max(pathMax, m.pathLength);
    }
  }
  const share = (n: number) => (100 * n) / sum.cells;
  return {
    algorithm,
    parameters: options.parameters ?? {},
    count,
    seed,
    width: options.width,
    height: options.height,
    cells: sum.cells / count,
    deadEndShare: share(sum.deadEnds),
    deadEndLength: sum.deadEnds ? sum.deadEndMoves / sum.deadEnds : 0,
    deadEndLengths: Array.from(lengths, (n) => (n ?? 0) / count),
    junctionShare: share(sum.junctions),
    crossroadShare: share(sum.crossroads),
    straightShare: share(sum.straight),
    turnShare: share(sum.turns),
    longestStraight: sum.longestStraight / count,
    longestCorridor: sum.longestCorridor / count,
    path: joined ? { mean: pathSum / count, min: pathMin, max: pathMax } : undefined,
    diameter: sum.diameter / count,
    horizontalPerVertical: sum.vertical ? sum.horizontal / sum.vertical : Infinity,
  };
}
