// Generate Flow Board… and `asp-puzzles flow`: a board with exactly one solution (unique.ts) as the instance file
// the extension reads, with the board drawn in its header and `%! models: 1` for the golf bench, and in the text
// format. The request's fields come from another process: each is checked, and a mistake is a message.
import type { FlowGeneratorInfo, GenerateFlowParams, GenerateFlowResult } from '../../protocol';
import type { Engine } from '../../solving/result';
import { readBundledEncoding } from '../encodings';
import { boardToFacts, boardToText } from './boardText';
import { generateUniqueFlow, maxColours } from './unique';

export const MIN_FLOW_SIZE = 3;
/** Larger boards take the bundled solver seconds per try. */
export const MAX_FLOW_SIZE = 20;
export const MAX_FLOW_SEED = 4_294_967_295;

/** Flow's own packs have about as many colours as the board has rows. */
export function defaultColours(size: number): number {
  return Math.min(size, maxColours(size));
}

export function flowGeneratorInfo(): FlowGeneratorInfo {
  const sizes: FlowGeneratorInfo['sizes'] = [];
  for (let size = MIN_FLOW_SIZE; size <= MAX_FLOW_SIZE; size++) sizes.push({ size, defaultColours: defaultColours(size), maxColours: maxColours(size) });
  return { sizes, maxSeed: MAX_FLOW_SEED };
}

export interface FlowFileOptions {
  engine: Engine;
  signal?: AbortSignal;
  /** Per solve (default 15 s): a board the solver cannot settle in that time is dropped for another. */
  timeLimitMs?: number;
  /** For the whole search (default two minutes). */
  budgetMs?: number;
}

export async function generateFlowFile(params: GenerateFlowParams, options: FlowFileOptions): Promise<GenerateFlowResult> {
  const checked = checkParams(params);
  if (typeof checked === 'string') return { error: checked };
  const { size, colours, seed } = checked;
  const found = await generateUniqueFlow({
    size, colours, seed, engine: options.engine, encoding: readBundledEncoding('flow'),
    timeLimitMs: options.timeLimitMs ?? 15_000, ...(options.budgetMs !== undefined ? { budgetMs: options.budgetMs } : {}), ...(options.signal ? { signal: options.signal } : {}),
  });
  if ('error' in found) return { error: found.error };
  const commandLine = flowCommandLine(size, colours, seed);
  const boardText = boardToText(found.board);
  const header = [
    `% Flow Free, ${size}x${size} with ${colours} ${colours === 1 ? "colour" : "colours"}, made by the board generator (${commandLine}):`,
    ...boardText.trimEnd().split('\n').map((row) => `%   ${row}`),
    `% It has exactly one solution: the bundled Flow encoding finds no second one.`,
    '%! models: 1',
    '',
  ];
  const name = `flow-${size}x${size}-${colours}-seed${seed}`;
  return {
    text: `${header.join('\n')}\n${boardToFacts(found.board)}`,
    fileName: `${name}.lp`,
    boardText,
    textFileName: `${name}.txt`,
    commandLine,
    solves: found.solves,
    timeMs: found.timeMs,
  };
}

export function flowCommandLine(size: number, colours: number, seed: number): string {
  return `asp-puzzles flow --size ${size} --colours ${colours} --seed ${seed}`;
}

function checkParams(params: GenerateFlowParams): GenerateFlowParams | string {
  if (typeof params !== 'object' || params === null) return 'no board to generate: the request has no parameters';
  const { size, colours, seed } = params;
  if (!Number.isInteger(size) || size < MIN_FLOW_SIZE || size > MAX_FLOW_SIZE) {
    return `the size is a whole number from ${MIN_FLOW_SIZE} to ${MAX_FLOW_SIZE}, not ${shown(size)}`;
  }
  const most = maxColours(size);
  if (!Number.isInteger(colours) || colours < 1 || colours > most) {
    return `a ${size}x${size} board takes 1 to ${most} colours (each pipe at least 3 cells long), not ${shown(colours)}`;
  }
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_FLOW_SEED) return `the seed is a whole number from 0 to ${MAX_FLOW_SEED}, not ${shown(seed)}`;
  return { size, colours, seed };
}

function shown(value: unknown): string {
  const text = value === undefined ? 'missing' : JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
