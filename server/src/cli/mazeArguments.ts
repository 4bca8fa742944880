// The arguments of `asp-puzzles maze` and `asp-puzzles maze-stats`, read into options without touching a file;
// every mistake is a message naming the argument. The generator's own options are checked against what the
// chosen generator takes, so that `--bias` on a depth-first maze is an error rather than silently ignored.
import { CORNERS, type Corner } from '../puzzles/wallMaze/generators/binaryTree';
import { DEFAULT_SELECTION, parseCellSelection, type CellSelection } from '../puzzles/wallMaze/generators/growingTree';
import { findGenerator, GENERATORS, type GeneratorParameters, type Parameter } from '../puzzles/wallMaze/generators/index';
import { PRIM_FRONTIERS, type PrimFrontier } from '../puzzles/wallMaze/generators/prim';
import { PRIM_WEIGHTS, type PrimWeights } from '../puzzles/wallMaze/generators/truePrim';
import type { Cell } from '../puzzles/wallMaze/maze';
import { wholeNumber } from './optionValues';

/** The extension reads wall-maze instances up to this many cells, so a maze written for it is no larger. */
export const MAX_CELLS = 1_000_000;

const IDS = GENERATORS.map((g) => g.id).join(', ');
const TAKES = (p: Parameter) => GENERATORS.filter((g) => g.accepts.includes(p)).map((g) => g.id).join(', ');

export const MAZE_USAGE = `Usage: asp-puzzles maze [options]
       asp-puzzles maze-stats [options]

maze makes a perfect maze (exactly one path between any two cells) and prints it as the maze library's
+---+ text, or writes it as an instance of the bundled wall-maze path encoding, as SVG or as PDF.

Options:
  --algorithm NAME       dfs (randomized depth-first search, the default), binary-tree, sidewinder,
                         eller, kruskal, prim, true-prim, growing-tree, hunt-and-kill, wilson,
                         aldous-broder, division
  --size WxH             columns by rows, or N for NxN (default 15x15; at most 1,000,000 cells)
  --seed N               the random seed, 0 to 4294967295 (default a new one, printed on stderr);
                         the same seed and options make the same maze
  --start X,Y            the cell the generator begins at (dfs, prim, true-prim, growing-tree,
                         hunt-and-kill, wilson, aldous-broder); cells count from 0, (0,0) upper left
  --bias NW|NE|SW|SE     binary-tree: the corner every passage leads to (default NW, as the library)
  --frontier wall|cell   prim: a random frontier wall (default) or a random frontier cell
  --weights cell|edge    true-prim: random weights on the cells (default) or on the walls
  --select PICKS         growing-tree: newest, random, oldest, or a mix such as newest:75,random:25
                         (default ${DEFAULT_SELECTION})
  --mask FILE            a text picture of the board, # or X for a cell left out; sets the size
                         (dfs, kruskal, prim, true-prim, growing-tree, hunt-and-kill, wilson,
                         aldous-broder)
  --braid F              remove this fraction (0 to 1) of the dead ends, which makes loops
  --from X,Y, --to X,Y   the ends of the path: start/2 and goal/2 (default the first and the last cell,
                         corner to corner)
  --lp [FILE]            the instance: maze/2, passage/4, start/2, goal/2 (to stdout without FILE)
  --text [FILE]          the maze library's text (the output when no other is asked for)
  --svg [FILE]           a picture
  --pdf FILE             a one-page PDF, drawn as the library's save-maze
  --solve                add the shortest path: * in the text, a red line in SVG and PDF
  --stats                print the maze's figures: dead ends, junctions, corridors, path, diameter
  --help                 this text

maze-stats prints those figures averaged over many mazes of each generator:
  --algorithm NAME|all   one generator, with its options above, or every generator and its variants
                         (default all)
  --size WxH             (default 30x30)
  --count N              mazes per generator (default 100)
  --seed N               the first seed (default 1): maze k is made from seed N + k
  --braid F, --from X,Y, --to X,Y as above

Exit codes: 0 done, 64 bad usage, 65 a file that cannot be read or written, or a mask that makes no maze.
`;

export type MazeFormat = 'lp' | 'text' | 'svg' | 'pdf';

export interface MazeOutput {
  format: MazeFormat;
  /** Undefined for stdout. */
  file?: string;
}

/** What both commands share: the generator and its options, the board, the braid and the path's ends. */
export interface MazeRecipe {
  algorithm: string;
  width: number;
  height: number;
  /** Options for the generator (the mask is read later, from `maskFile`). */
  parameters: Omit<GeneratorParameters, 'mask'>;
  maskFile?: string;
  braid?: number;
  from?: Cell;
  to?: Cell;
  /** Whether --size was given (a mask sets the size otherwise). */
  sized: boolean;
}

export interface MazeArguments extends MazeRecipe {
  command: 'maze';
  seed?: number;
  outputs: MazeOutput[];
  stats: boolean;
  solve: boolean;
}

export interface MazeStatsArguments extends Omit<MazeRecipe, 'algorithm'> {
  command: 'maze-stats';
  /** A generator's id, or 'all'. */
  algorithm: string;
  count: number;
  seed: number;
}

type Failure = { error: string };
type Help = { help: true };

const FORMATS: readonly MazeFormat[] = ['lp', 'text', 'svg', 'pdf'];

export function parseMazeArguments(args: readonly string[]): MazeArguments | Help | Failure {
  const parsed: MazeArguments = { command: 'maze', algorithm: 'dfs', width: 15, height: 15, sized: false, parameters: {}, outputs: [], stats: false, solve: false };
  const rest = [...args];
  while (rest.length > 0) {
    const arg = rest.shift()!;
    if (arg === '--help' || arg === '-h') return { help: true };
    const format = FORMATS.find((f) => arg === `--${f}`);
    let result: Failure | undefined;
    if (format) {
      // The maze takes no file names of its own, so a word after a format is that format's file.
      const file = rest.length > 0 && (!rest[0].startsWith('-') || rest[0] === '-') ? rest.shift()! : undefined;
      if (format === 'pdf' && (file === undefined || file === '-')) result = { error: '--pdf needs a file name: a PDF is not text for a terminal' };
      else if (parsed.outputs.some((o) => o.format === format)) result = { error: `--${format} is given twice` };
      else parsed.outputs.push(file === undefined || file === '-' ? { format } : { format, file });
    } else if (arg === '--seed') {
      const seed = wholeNumber(arg, rest.shift(), 0, 0xffffffff);
      if (typeof seed === 'number') parsed.seed = seed;
      else result = seed;
    } else if (arg === '--stats') parsed.stats = true;
    else if (arg === '--solve') parsed.solve = true;
    else result = recipeOption(parsed, arg, rest, false);
    if (result) return result;
  }
  return checkRecipe(parsed) ?? parsed;
}

export function parseMazeStatsArguments(args: readonly string[]): MazeStatsArguments | Help | Failure {
  const parsed: MazeStatsArguments = { command: 'maze-stats', algorithm: 'all', width: 30, height: 30, sized: false, parameters: {}, count: 100, seed: 1 };
  const rest = [...args];
  while (rest.length > 0) {
    const arg = rest.shift()!;
    if (arg === '--help' || arg === '-h') return { help: true };
    let result: Failure | undefined;
    if (arg === '--count') {
      const count = wholeNumber(arg, rest.shift(), 1, 1_000_000);
      if (typeof count === 'number') parsed.count = count;
      else result = count;
    } else if (arg === '--seed') {
      const seed = wholeNumber(arg, rest.shift(), 0, 0xffffffff);
      if (typeof seed === 'number') parsed.seed = seed;
      else result = seed;
    } else result = recipeOption(parsed, arg, rest, true);
    if (result) return result;
  }
  if (parsed.algorithm === 'all') {
    const given = Object.keys(parsed.parameters);
    if (given.length > 0) return { error: `--${FLAG_OF[given[0] as Parameter]} is for one algorithm, not all: add --algorithm NAME` };
    if (parsed.maskFile !== undefined) return { error: '--mask is for one algorithm, not all: not every generator takes a mask' };
    return checkRecipe(parsed, true) ?? parsed;
  }
  return checkRecipe(parsed) ?? parsed;
}

const FLAG_OF: Record<Parameter, string> = { mask: 'mask', start: 'start', bias: 'bias', frontier: 'frontier', weights: 'weights', selection: 'select' };

const VALUED = ['--algorithm', '--size', '--start', '--bias', '--frontier', '--weights', '--select', '--mask', '--braid', '--from', '--to'];

/**
 * An option both commands know, read into `recipe`: undefined when it was read, a failure for a bad value or an
 * unknown option. `all` allows `--algorithm all` (maze-stats).
 */
function recipeOption(recipe: MazeRecipe | MazeStatsArguments, arg: string, rest: string[], all: boolean): Failure | undefined {
  if (!VALUED.includes(arg)) return { error: arg.startsWith('-') ? `unknown option ${arg}` : `unexpected argument '${arg}' (options start with --)` };
  const value = rest.shift();
  if (value === undefined || (value.startsWith('--') && value.length > 2)) return { error: `${arg} needs a value` };
  const choice = <T extends string>(allowed: readonly T[]): T | Failure =>
    allowed.includes(value as T) ? (value as T) : { error: `${arg} is ${allowed.join(' or ')}, not '${value}'` };
  const v = value;
  switch (arg) {
    case '--algorithm': {
      const generator = findGenerator(v);
      if (v === 'all' && all) recipe.algorithm = 'all';
      else if (!generator) return { error: `--algorithm is one of ${IDS}${all ? ' or all' : ''}, not '${v}'` };
      else recipe.algorithm = generator.id;
      return undefined;
    }
    case '--size': {
      const m = /^(\d+)(?:[xX](\d+))?$/.exec(v);
      const width = m ? Number(m[1]) : NaN;
      const height = m ? Number(m[2] ?? m[1]) : NaN;
      if (!(width >= 1 && height >= 1)) return { error: `--size is columns x rows such as 30x20, each at least 1, not '${v}'` };
      if (width * height > MAX_CELLS) return { error: `--size ${v} has ${width * height} cells; at most ${MAX_CELLS} (the extension reads no larger maze)` };
      recipe.width = width;
      recipe.height = height;
      recipe.sized = true;
      return undefined;
    }
    case '--start':
    case '--from':
    case '--to': {
      const m = /^(\d+),(\d+)$/.exec(v);
      if (!m) return { error: `${arg} is a cell X,Y such as 0,0, not '${v}'` };
      const cell = { x: Number(m[1]), y: Number(m[2]) };
      if (arg === '--start') recipe.parameters.start = cell;
      else recipe[arg === '--from' ? 'from' : 'to'] = cell;
      return undefined;
    }
    case '--bias': {
      const bias = choice<Corner>(CORNERS);
      if (typeof bias === 'object') return bias;
      recipe.parameters.bias = bias;
      return undefined;
    }
    case '--frontier': {
      const frontier = choice<PrimFrontier>(PRIM_FRONTIERS);
      if (typeof frontier === 'object') return frontier;
      recipe.parameters.frontier = frontier;
      return undefined;
    }
    case '--weights': {
      const weights = choice<PrimWeights>(PRIM_WEIGHTS);
      if (typeof weights === 'object') return weights;
      recipe.parameters.weights = weights;
      return undefined;
    }
    case '--select': {
      const selection: CellSelection | Failure = parseCellSelection(v);
      if ('error' in selection) return { error: `--select: ${selection.error}` };
      recipe.parameters.selection = selection;
      return undefined;
    }
    case '--mask':
      recipe.maskFile = v;
      return undefined;
    default: {
      const braid = /^\d*\.?\d+$/.test(v) ? Number(v) : NaN;
      if (!(braid >= 0 && braid <= 1)) return { error: `--braid is a fraction of the dead ends from 0 to 1, not '${v}'` };
      recipe.braid = braid;
      return undefined;
    }
  }
}

/** What can be checked before any file is read: the generator takes its options, cells lie on the board. */
function checkRecipe(recipe: MazeRecipe | MazeStatsArguments, all = false): Failure | undefined {
  if (!all) {
    const generator = findGenerator(recipe.algorithm)!;
    const given: Parameter[] = [...(Object.keys(recipe.parameters) as Parameter[]), ...(recipe.maskFile !== undefined ? ['mask' as const] : [])];
    for (const p of given) {
      if (!generator.accepts.includes(p)) {
        return { error: `--${FLAG_OF[p]} does not apply to ${generator.id}; it applies to ${TAKES(p)}` };
      }
    }
  }
  // With a mask the board's size is the picture's, known only once it is read; the cells are checked then.
  if (recipe.maskFile !== undefined) return undefined;
  for (const [flag, cell] of [['--start', recipe.parameters.start], ['--from', recipe.from], ['--to', recipe.to]] as const) {
    if (cell && (cell.x >= recipe.width || cell.y >= recipe.height)) {
      return { error: `${flag} ${cell.x},${cell.y} is outside the ${recipe.width}x${recipe.height} maze (cells count from 0)` };
    }
  }
  return undefined;
}
