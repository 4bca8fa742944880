// One maze's figures (measure.ts) in words: the rows `asp-puzzles maze --stats` prints, and the preview's
// statistics section with the dead-end lengths as a histogram. One wording for both, so that what the panel
// shows is what the command line prints for the same maze.
import type { ViewHistogram, ViewStatistics } from '../../view/view';
import type { Facts } from '../facts';
import type { Cell, WallMaze } from './maze';
import { measureMaze, type MazeMeasures } from './measure';

/** The histogram's bars: one per length up to this, the last one counting every longer dead end too. */
export const HISTOGRAM_BARS = 15;

export interface FigureRow {
  label: string;
  value: string;
  title: string;
}

/** The figures as rows; `lengths` adds the dead ends' lengths to their row (the command line has no chart). */
export function figureRows(m: MazeMeasures, options: { lengths?: boolean } = {}): FigureRow[] {
  const share = (n: number) => `${n} (${((100 * n) / m.cells).toFixed(1)}%)`;
  const cell = (c: Cell) => `(${c.x},${c.y})`;
  const lengths = m.deadEndLengths.map((n, length) => (length > 0 && n > 0 ? `${length}: ${n}` : '')).filter(Boolean).join(', ');
  return [
    { label: 'dead ends', value: `${share(m.deadEnds)}${options.lengths && lengths ? `; moves to the first junction ${lengths}` : ''}`, title: 'cells with one passage' },
    { label: 'junctions', value: share(m.junctions), title: 'cells with three passages' },
    { label: 'crossroads', value: share(m.crossroads), title: 'cells with four passages' },
    { label: 'straight cells', value: share(m.straight), title: 'cells with two opposite passages' },
    { label: 'turning cells', value: share(m.turns), title: 'cells with two passages at a right angle' },
    { label: 'longest straight', value: `${m.longestStraight} passages`, title: 'the most passages in one straight line' },
    { label: 'longest corridor', value: `${m.longestCorridor} moves`, title: 'the most moves through cells of two passages, between dead ends and junctions' },
    {
      label: 'path',
      value: `${cell(m.start)} to ${cell(m.goal)}: ${m.pathLength === undefined ? 'not joined' : `${m.pathLength} moves`}`,
      title: 'the shortest path from the start to the goal',
    },
    { label: 'diameter', value: `${m.diameter} moves, ${cell(m.diameterEnds[0])} to ${cell(m.diameterEnds[1])}`, title: 'the two cells farthest apart' },
    {
      label: 'horizontal:vertical',
      value: `${m.horizontal}:${m.vertical}${m.vertical ? ` (${(m.horizontal / m.vertical).toFixed(2)})` : ''}`,
      title: 'passages between cells side by side, and between cells one above the other',
    },
  ];
}

/** The preview's statistics section for a maze. */
export function mazeStatistics(maze: WallMaze, start: Cell | undefined, goal: Cell | undefined): ViewStatistics {
  const m = measureMaze(maze, { ...(start ? { start } : {}), ...(goal ? { goal } : {}) });
  const rows = figureRows(m);
  const deadEndShare = ((100 * m.deadEnds) / m.cells).toFixed(1);
  return {
    summary: `dead ends ${deadEndShare}% · ${m.pathLength === undefined ? 'start and goal not joined' : `path ${m.pathLength} moves`} · diameter ${m.diameter}`,
    figures: [
      { label: 'cells', value: `${m.cells} (${maze.width}x${maze.height})` },
      { label: 'passages', value: String(m.passages), title: m.passages === m.cells - 1 ? 'one fewer than cells: a perfect maze, one path between any two cells' : 'between neighbouring cells' },
      ...rows,
    ],
    ...(m.deadEnds > 0 ? { histogram: deadEndHistogram(m.deadEndLengths) } : {}),
  };
}

/** Dead ends by the moves from them to the first junction: bars 1, 2, … up to the longest, the last one `15+`. */
export function deadEndHistogram(lengths: readonly number[]): ViewHistogram {
  const longest = lengths.length - 1;
  const bars: ViewHistogram['bars'] = [];
  for (let length = 1; length <= Math.min(longest, HISTOGRAM_BARS); length++) {
    const open = length === HISTOGRAM_BARS && longest > HISTOGRAM_BARS;
    const count = open ? lengths.slice(length).reduce((a, b) => a + b, 0) : lengths[length] ?? 0;
    const moves = open ? `${length} or more moves` : `${length} ${length === 1 ? 'move' : 'moves'}`;
    bars.push({ label: open ? `${length}+` : String(length), count, title: `${count} dead ${count === 1 ? 'end runs' : 'ends run'} ${moves} to the first junction` });
  }
  return { title: 'Dead ends by length', axis: 'moves to the first junction', bars };
}

/** Figures depend on the instance only, not on the answer: measured once per instance's facts (a 1000x1000 maze takes a quarter of a second). */
const measured = new WeakMap<Facts, ViewStatistics>();

export function instanceStatistics(facts: Facts, maze: WallMaze, start: Cell | undefined, goal: Cell | undefined): ViewStatistics {
  let statistics = measured.get(facts);
  if (!statistics) {
    statistics = mazeStatistics(maze, start, goal);
    measured.set(facts, statistics);
  }
  return statistics;
}
