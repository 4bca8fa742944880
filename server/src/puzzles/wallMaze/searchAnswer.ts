// A wall maze too large for the bundled solver, answered by breadth-first search in TypeScript (solve.ts), as
// a run of the bundled path encoding would be: one answer of `step(X1,Y1,X2,Y2)` atoms from the start to the
// goal, or no answer when the goal cannot be reached. The report says which engine answered and why. In a
// perfect maze the path is the only one, as the encoding's only answer would be; in a maze with loops it is a
// shortest path, where the encoding would give every simple path, and the report says so.
import type { Span } from '../../language/ast';
import type { FileLocation, SolverMessage } from '../../protocol';
import type { FilesSolved } from '../../solving/solveFiles';
import type { ClingoSymbol } from '../../solving/symbols';
import { numberSymbol } from '../evaluate';
import { factsOf, type Facts } from '../facts';
import { cell, int } from '../family';
import { mazeOfFacts, MAX_MAZE_CELLS } from './fromFacts';
import type { WallMaze } from './maze';
import { breadthFirst } from './solve';

export const SEARCH_ENGINE = 'breadth-first search: the maze is too big for the bundled solver';

/** What the run is about, for the report: the files and the size of the program clingo would have been given. */
export interface SearchContext {
  files: string[];
  programBytes: number;
  /** The most the bundled solver takes, in bytes. */
  solverLimit: number;
  /** Where a span of the instance is, for a message about a fact. */
  locate?(span: Span): FileLocation;
}

export function searchAnswer(facts: Facts, context: SearchContext): FilesSolved {
  const started = Date.now();
  const why: SolverMessage = {
    severity: 'info',
    message: `the program would be ${(context.programBytes / 1e6).toFixed(2)} MB and the bundled solver takes at most `
      + `${context.solverLimit / 1e6} MB (a maze of about 200x200 cells): the path was found by breadth-first search`,
  };
  const done = (result: Pick<FilesSolved, 'status' | 'answers' | 'exhausted' | 'messages' | 'explanation'>): FilesSolved => ({
    ...result,
    messages: [why, ...result.messages],
    timeMs: Date.now() - started,
    engine: SEARCH_ENGINE,
    files: context.files,
    programBytes: context.programBytes,
  });
  const failed = (message: string) => done({ status: 'error', answers: [], exhausted: false, messages: [{ severity: 'error', message }] });

  const maze = mazeOfFacts(facts);
  if (!maze) return failed(`the maze has no usable size: it needs one maze(W,H) of at most ${MAX_MAZE_CELLS.toLocaleString('en')} cells`);
  const ends: { x: number; y: number }[] = [];
  for (const name of ['start', 'goal'] as const) {
    const list = factsOf(facts, name, 2);
    const distinct = new Set(list.map((f) => cell(f.args)));
    if (distinct.size !== 1) return failed(list.length === 0 ? `the maze has no ${name}: add ${name}(X,Y)` : `the maze has ${distinct.size} ${name} cells; it needs exactly one`);
    const [x, y] = list[0].args.map(int);
    if (x === undefined || y === undefined || x < 0 || y < 0 || x >= maze.width || y >= maze.height) {
      return failed(`${name} ${cell(list[0].args)} is outside the ${maze.width}x${maze.height} maze`);
    }
    ends.push({ x, y });
  }
  const [start, goal] = ends;
  const search = breadthFirst(maze, start);
  const end = goal.y * maze.width + goal.x;
  if (search.distance[end] < 0) {
    // Said at the goal's fact, as a family's explanation of no answer is (see explainNoAnswer).
    const goalFact = factsOf(facts, 'goal', 2)[0];
    const explanation: SolverMessage = {
      severity: 'error',
      message: `No path: the goal (${goal.x},${goal.y}) cannot be reached from the start (${start.x},${start.y}).`,
      ...(context.locate ? { location: context.locate(goalFact.span) } : {}),
    };
    return done({ status: 'unsatisfiable', answers: [], exhausted: true, messages: [explanation], explanation });
  }
  const cells: number[] = [];
  for (let i = end; i >= 0; i = search.parent[i]) cells.push(i);
  cells.reverse();
  const atoms: ClingoSymbol[] = [];
  const text: string[] = [];
  for (let k = 1; k < cells.length; k++) {
    const x1 = cells[k - 1] % maze.width;
    const y1 = Math.floor(cells[k - 1] / maze.width);
    const x2 = cells[k] % maze.width;
    const y2 = Math.floor(cells[k] / maze.width);
    atoms.push({ type: 'function', name: 'step', args: [numberSymbol(x1), numberSymbol(y1), numberSymbol(x2), numberSymbol(y2)], negated: false });
    text.push(`step(${x1},${y1},${x2},${y2})`);
  }
  const tree = isTree(maze, search.order, search.reached);
  const messages: SolverMessage[] = tree ? [] : [{
    severity: 'info',
    message: 'the maze has loops: this is a shortest path; the bundled encoding would give every simple path as an answer',
  }];
  return done({ status: 'satisfiable', answers: [{ atoms, text }], exhausted: tree, messages });
}

/** Whether the cells reached form a tree: then there is one simple path between any two of them. */
function isTree(maze: WallMaze, order: Int32Array, reached: number): boolean {
  let ends = 0;
  for (let k = 0; k < reached; k++) {
    const bits = maze.open[order[k]];
    ends += (bits & 1) + ((bits >> 1) & 1) + ((bits >> 2) & 1) + ((bits >> 3) & 1);
  }
  // Every passage has two ends, both among the reached cells.
  return ends / 2 === reached - 1;
}
