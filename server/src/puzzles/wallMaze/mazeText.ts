// Copy Maze as Text: a wall-maze instance as the maze library's display-maze prints it — `+---+` and `+   +`
// along the rows, `|` or a space between cells, three characters per cell — optionally with the cells of the
// shortest path from start/2 to goal/2 marked ` * ` (the library suggests showing the solution in this text).
// The same text as `asp-puzzles maze --text [--solve]` prints for the maze the instance was made from.
import { parse } from '../../language/parser';
import type { MazeTextResult } from '../../protocol';
import { extractFacts, factsOf, type Facts } from '../facts';
import { int } from '../family';
import { recognisePuzzle } from '../recognise';
import { mazeOfFacts } from './fromFacts';
import { toText } from './generate';
import { inBounds, type Cell } from './maze';
import { solveMaze } from './solve';

/** A 1000x1000 maze with loops has two million passages; the text of more is no instance of the extension's. */
const FACT_LIMIT = 2_000_100;

/** `name` says which file in the messages. */
export function mazeTextOf(text: string, name: string, options: { path?: boolean } = {}): MazeTextResult {
  const facts = extractFacts(parse(text), { limit: FACT_LIMIT });
  if (recognisePuzzle(facts)?.id !== 'wall-maze') {
    const why = facts.rules.length > 0 ? 'it has rules, so it is an encoding' : 'it has no maze/2 and passage/4 facts';
    return { error: `${name} is no wall-maze instance: ${why}` };
  }
  if (facts.truncated) return { error: `${name} has more facts than a wall maze of a million cells` };
  const maze = mazeOfFacts(facts);
  if (!maze) return { error: `${name} has no maze(W,H) of 1 to 1,000,000 cells` };
  if (!options.path) return { text: toText(maze) };
  const start = endpoint(facts, 'start');
  const goal = endpoint(facts, 'goal');
  if (!start || !goal) return { error: `${name} has no ${start ? 'goal' : 'start'}(X,Y): the path needs both ends` };
  for (const [kind, c] of [['start', start], ['goal', goal]] as const) {
    if (!inBounds(maze, c.x, c.y)) return { error: `the ${kind} (${c.x},${c.y}) of ${name} is off its ${maze.width}x${maze.height} board` };
  }
  const path = solveMaze(maze, start, goal);
  if (!path) return { error: `in ${name} the goal (${goal.x},${goal.y}) cannot be reached from the start (${start.x},${start.y})` };
  return { text: toText(maze, path) };
}

function endpoint(facts: Facts, name: 'start' | 'goal'): Cell | undefined {
  const f = factsOf(facts, name, 2)[0];
  const x = int(f?.args[0]);
  const y = int(f?.args[1]);
  return x === undefined || y === undefined ? undefined : { x, y };
}
