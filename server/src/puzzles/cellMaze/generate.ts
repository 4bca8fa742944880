// Generate Cell Maze: the instance a user's choices make (size, entrance, exit, fixed cells, a seed), checked before
// anything is solved. clingo makes the maze when the file is solved: its `%! options:` line carries the seed and a
// randomised search, so every solve of the file (the preview's, after each edit) gives the same maze, and another
// seed another one. The choices that admit no maze are refused here, in words about the maze.
import { parse } from '../../language/parser';
import { checkSearchOptions, type OptionWord } from '../../solving/searchOptions';
import { extractFacts, factsOf, type Facts } from '../facts';
import { int } from '../family';
import { whyNoCellMaze } from './explain';
import { cellMaze } from './instance';
import { onBorder, type MazeSetup, type Place } from './setup';

/**
 * What makes different seeds give different mazes: clasp's default heuristic hardly uses its random generator,
 * so `--seed` alone gives the same maze for every seed; a random default sign for the guessed walls varies them
 * all over the grid. Measured by scripts/bench/cellMaze.mjs (README: Generate Cell Maze).
 */
export const CELL_MAZE_SEARCH_OPTIONS: readonly string[] = ['--sign-def=rnd', '--rand-freq=0.05'];

export const MIN_SIZE = 3;
/** Larger mazes take the bundled solver more than a few seconds each. */
export const MAX_SIZE = 101;
export const MAX_SEED = 4_294_967_295;

export interface CellMazeChoices {
  width: number;
  height: number;
  entrance: Place;
  exit: Place;
  /** Fixed cells as clingo facts, typed by the user: `wall(3,3). empty(3,4).` */
  fixedFacts?: string;
  /** The text of an instance whose fixed cells to keep: those inside the new grid and off its border. */
  fixedFromInstance?: string;
  seed: number;
  /** Search options besides --seed; CELL_MAZE_SEARCH_OPTIONS when absent. */
  options?: readonly string[];
}

export type GeneratedCellMaze =
  | {
    text: string;
    /** `maze-21x21-seed7.lp` */
    fileName: string;
    /** Fixed cells written; of an instance's, those left out (outside the grid or on its border). */
    fixed: number;
    leftOut: number;
  }
  | { error: string };

export function generateCellMaze(choices: CellMazeChoices): GeneratedCellMaze {
  const { width: w, height: h, seed } = choices;
  for (const [value, what] of [[w, 'width'], [h, 'height']] as const) {
    if (!Number.isInteger(value) || value < MIN_SIZE || value > MAX_SIZE) {
      return { error: `A cell maze's ${what} is a whole number from ${MIN_SIZE} to ${MAX_SIZE}, not ${value}: with fewer than ${MIN_SIZE} rows or columns every cell is on the border.` };
    }
  }
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) return { error: `The seed is a whole number from 0 to ${MAX_SEED}, not ${seed}.` };
  const options = choices.options ?? CELL_MAZE_SEARCH_OPTIONS;
  const checked = checkSearchOptions(options.map((text): OptionWord => ({ text, span: { start: 0, end: 0 } })));
  if (checked.problems.length) return { error: checked.problems[0].message };
  if (checked.args.some((a) => a.startsWith('--seed'))) return { error: 'The seed is a choice of its own, not one of the options.' };

  const typed = choices.fixedFacts ? readFixed(choices.fixedFacts) : { walls: [], empties: [] };
  if ('error' in typed) return typed;
  const kept = choices.fixedFromInstance ? readFixed(choices.fixedFromInstance) : { walls: [], empties: [] };
  if ('error' in kept) return { error: `The fixed cells of that file cannot be read: ${kept.error}` };
  const inner = (p: Place) => p.c >= 1 && p.r >= 1 && p.c <= w && p.r <= h && !onBorder(p, w, h);
  const walls = [...typed.walls, ...kept.walls.filter(inner)];
  const empties = [...typed.empties, ...kept.empties.filter(inner)];
  const leftOut = kept.walls.length + kept.empties.length - (walls.length - typed.walls.length) - (empties.length - typed.empties.length);

  const setup: MazeSetup = { width: w, height: h, entrance: choices.entrance, exit: choices.exit, walls: dedupe(walls), empties: dedupe(empties) };
  const text = instanceText(setup, [`--seed=${seed}`, ...checked.args]);
  // The instance check says what is malformed (an entrance off the border, a cell outside the grid) as it would in
  // the editor; the explanation what the rules rule out.
  const problem = cellMaze.check(extractFacts(parse(text))).find((p) => p.severity === 'error');
  if (problem) return { error: `No cell maze can be made: ${problem.message}.` };
  const impossible = whyNoCellMaze(setup);
  if (impossible) return { error: impossible.message };
  return { text, fileName: `maze-${w}x${h}-seed${seed}.lp`, fixed: setup.walls.length + setup.empties.length, leftOut };
}

/** The instance: its options line first (directives come before the first statement), then the facts. */
export function instanceText(setup: MazeSetup, options: readonly string[]): string {
  const { width: w, height: h } = setup;
  const cells = (name: string, list: Place[]) => list.map((p) => `${name}(${p.c},${p.r}).`);
  const fixed = [...cells('wall', setup.walls), ...cells('empty', setup.empties)];
  return [
    `%! options: ${options.join(' ')}`,
    `% Cell maze of ${w}x${h} (the maze generation problem): clingo makes it from the seed and the search options`,
    '% above, the same maze on every solve; another seed makes another maze. Coordinates are (column, row).',
    '',
    `row(1..${h}). col(1..${w}).`,
    `entrance(${setup.entrance.c},${setup.entrance.r}). exit(${setup.exit.c},${setup.exit.r}).`,
    ...(fixed.length ? ['', ...wrap(fixed)] : []),
    '',
  ].join('\n');
}

/** The wall/2 and empty/2 facts of a clingo text (and the 2011 names), or what keeps it from being read. */
function readFixed(text: string): { walls: Place[]; empties: Place[] } | { error: string } {
  const program = parse(text);
  if (program.errors.length) return { error: `the fixed cells are not clingo facts: ${program.errors[0].message}` };
  const facts = extractFacts(program);
  if (facts.truncated) return { error: 'the fixed cells are too many' };
  return { walls: places(facts, ['wall', 'input_wall']), empties: places(facts, ['empty', 'input_empty']) };
}

function places(facts: Facts, names: string[]): Place[] {
  return names.flatMap((name) => factsOf(facts, name, 2).flatMap((f) => {
    const c = int(f.args[0]);
    const r = int(f.args[1]);
    return c !== undefined && r !== undefined ? [{ c, r }] : [];
  }));
}

function dedupe(list: Place[]): Place[] {
  const byKey = new Map<string, Place>();
  for (const p of list) if (!byKey.has(`${p.c},${p.r}`)) byKey.set(`${p.c},${p.r}`, p);
  return [...byKey.values()];
}

/** Facts ten to a line. */
function wrap(facts: string[]): string[] {
  const lines: string[] = [];
  for (let i = 0; i < facts.length; i += 10) lines.push(facts.slice(i, i + 10).join(' '));
  return lines;
}
