// `asp-puzzles maze` and `asp-puzzles maze-stats`: a maze from any generator, written as the instance the
// extension reads (maze/2, passage/4, start/2, goal/2), as the maze library's text, as SVG or PDF through the
// preview's renderer, with its figures and its shortest path on request; and the figures of many mazes. Files are
// read and written through `io`, so that tests can run the command without a disk.
import { randomInt } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readTextFile } from '../readTextFile';
import { seededRng } from '../puzzles/random';
import { braid } from '../puzzles/wallMaze/braid';
import { toText } from '../puzzles/wallMaze/generate';
import { figureRows } from '../puzzles/wallMaze/figures';
import { generateMaze } from '../puzzles/wallMaze/generators/index';
import { defaultEnds, instanceFileText, makeAgainCommand } from '../puzzles/wallMaze/instanceFile';
import { maskFromText, type MazeMask } from '../puzzles/wallMaze/mask';
import type { Cell, WallMaze } from '../puzzles/wallMaze/maze';
import { measureMaze, type MazeMeasures } from '../puzzles/wallMaze/measure';
import { solveMaze } from '../puzzles/wallMaze/solve';
import { generatedMazeView } from '../puzzles/wallMaze/view';
import { viewToPdf } from '../view/pdf';
import { renderSvg } from '../view/svg';
import { MAZE_USAGE, parseMazeArguments, parseMazeStatsArguments, type MazeArguments, type MazeFormat, type MazeRecipe } from './mazeArguments';
import { formatSurveyTable, runSurveys } from './mazeStatsCommand';

const EXIT_ERROR = 65;
const EXIT_USAGE = 64;

export interface MazeIo {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Reads a text file, or says why it cannot. */
  read?: (path: string) => { text: string } | { error: string };
  /** Writes a file; throws when it cannot. */
  write?: (path: string, data: string | Uint8Array) => void;
}

class UsageError extends Error {}
class FileError extends Error {}

export function mazeMain(command: 'maze' | 'maze-stats', args: readonly string[], io: MazeIo): number {
  const parsed = command === 'maze' ? parseMazeArguments(args) : parseMazeStatsArguments(args);
  if ('error' in parsed) {
    io.err(`${parsed.error}\n\n${MAZE_USAGE}`);
    return EXIT_USAGE;
  }
  if ('help' in parsed) {
    io.out(MAZE_USAGE);
    return 0;
  }
  try {
    const mask = parsed.maskFile !== undefined ? readMask(parsed, io) : undefined;
    if (parsed.command === 'maze-stats') {
      io.out(formatSurveyTable(runSurveys(parsed, mask)));
      return 0;
    }
    return makeMaze(parsed, mask, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`${e.message}\n\n${MAZE_USAGE}`);
      return EXIT_USAGE;
    }
    // A mask that keeps no joined cells, a file that cannot be written: the inputs' fault, not the usage's.
    if (e instanceof FileError || e instanceof RangeError) {
      io.err(`error: ${e.message}\n`);
      return EXIT_ERROR;
    }
    throw e;
  }
}

function makeMaze(args: MazeArguments, mask: MazeMask | undefined, io: MazeIo): number {
  const seed = args.seed ?? randomInt(0, 2 ** 32);
  if (args.seed === undefined) io.err(`seed ${seed}\n`);
  const rng = seededRng(seed);
  let maze = generateMaze(args.algorithm, args.width, args.height, rng, { ...args.parameters, ...(mask ? { mask } : {}) });
  // The braid draws from the same generator after the maze, so the seed still makes the whole maze again.
  if (args.braid !== undefined && args.braid > 0) maze = braid(maze, args.braid, rng, { mask });
  const { start, goal } = ends(maze, args, mask);
  const path = args.solve ? solveMaze(maze, start, goal) : undefined;
  const outputs = args.outputs.length > 0 ? args.outputs : [{ format: 'text' as const }];
  for (const output of outputs) {
    const data = render(output.format, maze, { args, seed, start, goal, path, mask });
    if (output.file === undefined) {
      io.out(typeof data === 'string' ? data : Buffer.from(data).toString('latin1'));
      continue;
    }
    try {
      (io.write ?? writeFileSync)(resolve(output.file), data);
    } catch (e) {
      throw new FileError(`${output.file}: ${e instanceof Error ? e.message : String(e)}`);
    }
    io.err(`wrote ${output.file}\n`);
  }
  if (args.stats) {
    const figures = formatMeasures(measureMaze(maze, { mask, start, goal }), commandLine(args, seed));
    // After an instance on stdout the figures are comments, so that the output is still an instance.
    const instanceOnStdout = outputs.some((o) => o.format === 'lp' && o.file === undefined);
    io.out(instanceOnStdout ? figures.replace(/^/gm, '% ') : figures);
  }
  return 0;
}

interface Drawing {
  args: MazeArguments;
  seed: number;
  start: Cell;
  goal: Cell;
  path: Cell[] | undefined;
  mask: MazeMask | undefined;
}

function render(format: MazeFormat, maze: WallMaze, d: Drawing): string | Uint8Array {
  if (format === 'text') return toText(maze, d.path);
  if (format === 'lp') return instanceFileText(maze, { ...d.args, seed: d.seed }, d.start, d.goal, d.path);
  const view = generatedMazeView(maze, { start: d.start, goal: d.goal, path: d.path, excluded: d.mask?.excluded });
  return format === 'svg' ? renderSvg(view, { theme: 'light', cellSize: 16 }) : viewToPdf(view);
}

function commandLine(args: MazeArguments, seed: number): string {
  return makeAgainCommand({ ...args, seed });
}

/** The path's ends: as asked, or the first and the last cell of the maze (corner to corner without a mask). */
function ends(maze: WallMaze, args: MazeArguments, mask: MazeMask | undefined): { start: Cell; goal: Cell } {
  const corners = defaultEnds(maze, mask?.excluded);
  return { start: args.from ?? corners.start, goal: args.to ?? corners.goal };
}

/** The mask of --mask, which sets the board's size; cells the options name must be in the maze. */
function readMask(recipe: MazeRecipe, io: MazeIo): MazeMask {
  const file = recipe.maskFile!;
  const read = (io.read ?? ((p: string) => readTextFile(p)))(resolve(file));
  if ('error' in read) throw new FileError(`${file}: ${read.error}`);
  let mask: MazeMask;
  try {
    mask = maskFromText(read.text);
  } catch (e) {
    throw new FileError(`${file}: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (recipe.sized && (recipe.width !== mask.width || recipe.height !== mask.height)) {
    throw new UsageError(`--size ${recipe.width}x${recipe.height} differs from the mask's ${mask.width}x${mask.height}; leave --size out`);
  }
  if (mask.width * mask.height > 1_000_000) throw new FileError(`${file}: the mask has more than 1000000 cells`);
  recipe.width = mask.width;
  recipe.height = mask.height;
  for (const [flag, c] of [['--start', recipe.parameters.start], ['--from', recipe.from], ['--to', recipe.to]] as const) {
    if (!c) continue;
    if (c.x >= mask.width || c.y >= mask.height) throw new UsageError(`${flag} ${c.x},${c.y} is outside the ${mask.width}x${mask.height} mask`);
    if (mask.excluded[c.y * mask.width + c.x]) throw new UsageError(`${flag} ${c.x},${c.y} is a cell the mask leaves out`);
  }
  return mask;
}

/** One maze's figures, one per line. */
export function formatMeasures(m: MazeMeasures, made: string): string {
  const rows: [string, string][] = [
    ['maze', `${m.cells} cells, ${m.passages} passages: ${made}`],
    ...figureRows(m, { lengths: true }).map((r): [string, string] => [r.label, r.value]),
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  return rows.map(([k, v]) => `${k.padEnd(width)}  ${v}\n`).join('');
}
