// Generate Maze…: a wall maze from a generator, a size and a seed, as the instance file `asp-puzzles maze --lp`
// writes for the same options, with a name that says how it was made. The request's fields come from another
// process: each is checked, and a mistake is a message that names the field, never an exception.
import type { GenerateMazeParams, GenerateMazeResult } from '../../protocol';
import { seededRng } from '../random';
import { CORNERS, type Corner } from './generators/binaryTree';
import { parseCellSelection } from './generators/growingTree';
import { findGenerator, GENERATORS, generateMaze, type GeneratorParameters, type Parameter } from './generators/index';
import { PRIM_FRONTIERS, type PrimFrontier } from './generators/prim';
import { PRIM_WEIGHTS, type PrimWeights } from './generators/truePrim';
import { defaultEnds, instanceFileText, makeAgainCommand, type MazeRecipeLine } from './instanceFile';
import { MAX_SEED, MAX_SIDE } from './workshopChoices';

type Options = Omit<GeneratorParameters, 'mask'>;

/** The request's parameters that Generate Maze… may give, in the order a file name lists them. */
const KEYS: readonly Parameter[] = ['bias', 'selection', 'frontier', 'weights'];

export function generateMazeFile(params: GenerateMazeParams): GenerateMazeResult {
  const recipe = checkRecipe(params);
  if ('error' in recipe) return recipe;
  let maze;
  try {
    maze = generateMaze(recipe.algorithm, recipe.width, recipe.height, seededRng(recipe.seed), recipe.parameters);
  } catch (e) {
    if (e instanceof RangeError) return { error: e.message };
    throw e;
  }
  const { start, goal } = defaultEnds(maze);
  return { text: instanceFileText(maze, recipe, start, goal), fileName: fileName(recipe, params.parameters ?? {}), commandLine: makeAgainCommand(recipe) };
}

function checkRecipe(params: GenerateMazeParams): MazeRecipeLine | { error: string } {
  if (typeof params !== 'object' || params === null) return { error: 'no maze to generate: the request has no parameters' };
  const generator = typeof params.algorithm === 'string' ? findGenerator(params.algorithm) : undefined;
  if (!generator) return { error: `the algorithm is one of ${GENERATORS.map((g) => g.id).join(', ')}, not ${shown(params.algorithm)}` };
  for (const [field, value] of [['width', params.width], ['height', params.height]] as const) {
    if (!Number.isInteger(value) || value < 1 || value > MAX_SIDE) return { error: `the ${field} is a whole number from 1 to ${MAX_SIDE}, not ${shown(value)}` };
  }
  if (!Number.isInteger(params.seed) || params.seed < 0 || params.seed > MAX_SEED) return { error: `the seed is a whole number from 0 to ${MAX_SEED}, not ${shown(params.seed)}` };
  const given = params.parameters ?? {};
  if (typeof given !== 'object' || given === null || Array.isArray(given)) return { error: 'the parameters are an object of option names and values' };
  const parameters: Options = {};
  for (const [key, value] of Object.entries(given)) {
    if (!KEYS.includes(key as Parameter)) return { error: `no maze option '${key}': the options are ${KEYS.join(', ')}` };
    if (!generator.accepts.includes(key as Parameter)) {
      const takers = GENERATORS.filter((g) => g.accepts.includes(key as Parameter)).map((g) => g.id).join(', ');
      return { error: `${generator.id} takes no ${key}; ${takers} ${takers.includes(',') ? 'do' : 'does'}` };
    }
    const problem = readOption(parameters, key as Parameter, value);
    if (problem) return { error: problem };
  }
  return { algorithm: generator.id, width: params.width, height: params.height, seed: params.seed, parameters };
}

/** Reads one option into `into`; a message when its value is not one the generator knows. */
function readOption(into: Options, key: Parameter, value: unknown): string | undefined {
  const oneOf = <T extends string>(allowed: readonly T[]): T | undefined => (allowed.includes(value as T) ? (value as T) : undefined);
  const refuse = (allowed: readonly string[]) => `the ${key} is ${allowed.join(' or ')}, not ${shown(value)}`;
  switch (key) {
    case 'bias': {
      const bias = oneOf<Corner>(CORNERS);
      if (!bias) return refuse(CORNERS);
      into.bias = bias;
      return undefined;
    }
    case 'frontier': {
      const frontier = oneOf<PrimFrontier>(PRIM_FRONTIERS);
      if (!frontier) return refuse(PRIM_FRONTIERS);
      into.frontier = frontier;
      return undefined;
    }
    case 'weights': {
      const weights = oneOf<PrimWeights>(PRIM_WEIGHTS);
      if (!weights) return refuse(PRIM_WEIGHTS);
      into.weights = weights;
      return undefined;
    }
    default: {
      if (typeof value !== 'string' || value.length > 200) return `the selection is a text such as newest:75,random:25, not ${shown(value)}`;
      const selection = parseCellSelection(value);
      if ('error' in selection) return `the selection: ${selection.error}`;
      into.selection = selection;
      return undefined;
    }
  }
}

/** `dfs-30x30-7.lp`, `binary-tree-ne-30x30-7.lp`, `growing-tree-newest75-random25-30x30-7.lp`. */
function fileName(recipe: MazeRecipeLine, given: Record<string, string>): string {
  const options = KEYS.filter((k) => given[k] !== undefined).map((k) => given[k].toLowerCase().replace(/:/g, '').replace(/,/g, '-').replace(/[^a-z0-9.-]/g, ''));
  return `${[recipe.algorithm, ...options, `${recipe.width}x${recipe.height}`, recipe.seed].join('-')}.lp`;
}

/** A value as the message quotes it: short, and JSON so that an empty string or a number in quotes shows. */
function shown(value: unknown): string {
  const text = value === undefined ? 'missing' : JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
