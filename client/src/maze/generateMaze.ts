// ASP: Generate Maze…: a wall maze from the generator, size and seed the user picks (the previous recipe offered
// first), written as an instance beside the active file or in the workspace folder, opened, and previewed
// with its path. What the generators are and how a maze becomes facts is the server's business; this asks,
// writes and opens.
import * as vscode from 'vscode';
import {
  generateMazeRequest, mazeWorkshopRequest, type MazeAlgorithmInfo, type MazeParameterInfo, type MazeWorkshopInfo,
} from '../../../server/src/protocol';
import type { Ctx } from '../ctx';
import { fileLabel } from '../fileLabel';
import { writeGenerated } from '../writeFile';
import { pickWithPrevious, RememberedChoices, type ChoiceItem } from './choices';

const TITLE = 'Generate Maze';

/** Mazes of more cells than 200x200 are megabytes of facts: the preview draws them, no editor opens them. */
export const EDITOR_CELLS = 200 * 200;

const SIZES = ['10x10', '15x15', '30x30', '100x100', '1000x1000'];
const DEFAULT_SIZE = '30x30';
const CUSTOM = 'custom';

interface Size {
  width: number;
  height: number;
}

/** Runs the picks and writes the maze; returns the file written, undefined when the user stopped. */
export async function generateMaze(ctx: Ctx): Promise<vscode.Uri | undefined> {
  const client = await ctx.runningClient();
  const info = await client.sendRequest(mazeWorkshopRequest);
  const memory = new RememberedChoices(ctx.extensionContext.globalState, 'aspPuzzles.generateMaze');
  const algorithm = await pickAlgorithm(info, memory);
  if (!algorithm) return undefined;
  let parameter: string | undefined;
  if (algorithm.parameter) {
    parameter = await pickParameter(algorithm, algorithm.parameter, memory);
    if (parameter === undefined) return undefined;
  }
  const size = await pickSize(info.maxSide, memory);
  if (!size) return undefined;
  const seed = await askSeed(info.maxSeed);
  if (seed === undefined) return undefined;

  const params = {
    algorithm: algorithm.id, width: size.width, height: size.height, seed,
    ...(algorithm.parameter && parameter !== undefined ? { parameters: { [algorithm.parameter.key]: parameter } } : {}),
  };
  const result = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Window, title: `Generating a ${size.width}x${size.height} maze` },
    () => client.sendRequest(generateMazeRequest, params),
  );
  if ('error' in result) {
    void vscode.window.showErrorMessage(`No maze generated: ${result.error}`);
    return undefined;
  }
  const target = await writeGenerated(result.fileName, result.text, TITLE, ctx.previews.panelFor()?.uri);
  if (!target) return undefined;
  await memory.set({
    algorithm: algorithm.id, size: `${size.width}x${size.height}`,
    ...(algorithm.parameter && parameter !== undefined ? { [`${algorithm.id}.${algorithm.parameter.key}`]: parameter } : {}),
  });

  const large = size.width * size.height > EDITOR_CELLS;
  if (!large) await vscode.window.showTextDocument(target, { preview: false, viewColumn: vscode.ViewColumn.One });
  else {
    const megabytes = (new TextEncoder().encode(result.text).length / 1e6).toFixed(1);
    const open = 'Open File';
    void vscode.window.showInformationMessage(
      `${fileLabel(target)}: a ${size.width}x${size.height} maze, ${megabytes} MB of facts — too large for an editor, so only the preview opens.`, open,
    ).then(async (choice) => {
      if (choice === open) await vscode.window.showTextDocument(target, { preview: false, viewColumn: vscode.ViewColumn.One });
    });
  }
  vscode.window.setStatusBarMessage(`Generated ${fileLabel(target)}: ${result.commandLine} makes it again`, 8000);
  await ctx.previews.open(target);
  return target;
}

async function pickAlgorithm(info: MazeWorkshopInfo, memory: RememberedChoices): Promise<MazeAlgorithmInfo | undefined> {
  const items = info.algorithms.map((a): ChoiceItem & { algorithm: MazeAlgorithmInfo } => ({
    label: a.name, description: a.id, detail: a.description, value: a.id, algorithm: a,
  }));
  const picked = await pickWithPrevious(items, memory.get('algorithm'), {
    title: `${TITLE}: Algorithm`, placeholder: 'Which generator makes the maze?', others: 'algorithms',
  });
  return picked?.algorithm;
}

async function pickParameter(algorithm: MazeAlgorithmInfo, parameter: MazeParameterInfo, memory: RememberedChoices): Promise<string | undefined> {
  const items = parameter.choices.map((c, i): ChoiceItem => ({ label: c.value, description: i === 0 ? 'default' : undefined, detail: c.description, value: c.value }));
  const picked = await pickWithPrevious(items, memory.get(`${algorithm.id}.${parameter.key}`), {
    title: `${TITLE}: ${algorithm.name}`, placeholder: parameter.title, others: 'choices',
  });
  return picked?.value;
}

async function pickSize(maxSide: number, memory: RememberedChoices): Promise<Size | undefined> {
  const item = (value: string): ChoiceItem => {
    const size = parseSize(value, maxSide);
    const large = typeof size === 'object' && size.width * size.height > EDITOR_CELLS;
    return { label: value, value, ...(large ? { description: 'opens in the preview only' } : {}) };
  };
  const items = [...SIZES.map(item), { label: 'Custom…', value: CUSTOM, description: `columns x rows, each 1 to ${maxSide}` }];
  const picked = await pickWithPrevious(items, memory.get('size'), {
    title: `${TITLE}: Size`, placeholder: 'Columns x rows', others: 'sizes', defaultValue: DEFAULT_SIZE,
    extra: (value) => (typeof parseSize(value, maxSide) === 'object' ? item(value) : undefined),
  });
  if (!picked) return undefined;
  if (picked.value !== CUSTOM) {
    const size = parseSize(picked.value, maxSide);
    return typeof size === 'object' ? size : undefined;
  }
  const typed = await vscode.window.showInputBox({
    title: `${TITLE}: Custom Size`,
    prompt: `Columns x rows, each from 1 to ${maxSide}: 40x25, or 50 for 50x50`,
    value: memory.get('size') ?? '40x25',
    validateInput: (text) => {
      const size = parseSize(text, maxSide);
      return typeof size === 'string' ? size : undefined;
    },
  });
  if (typed === undefined) return undefined;
  const size = parseSize(typed, maxSide);
  return typeof size === 'object' ? size : undefined;
}

/** `40x25`, `40 x 25`, `40×25` or `50` (for 50x50); a message saying what is wrong otherwise. */
export function parseSize(text: string, maxSide: number): Size | string {
  const m = /^\s*(\d+)\s*(?:[xX×]\s*(\d+))?\s*$/.exec(text);
  if (!m) return 'Write the size as columns x rows, such as 40x25';
  const width = Number(m[1]);
  const height = Number(m[2] ?? m[1]);
  if (width < 1 || height < 1 || width > maxSide || height > maxSide) return `Each side is from 1 to ${maxSide} cells`;
  return { width, height };
}

async function askSeed(maxSeed: number): Promise<number | undefined> {
  // Six digits at most: the seed is in the file's name, and any seed makes as good a maze.
  const suggested = String(Math.floor(Math.random() * Math.min(maxSeed + 1, 1_000_000)));
  const typed = await vscode.window.showInputBox({
    title: `${TITLE}: Seed`,
    prompt: `A new random seed, or type one (0 to ${maxSeed}): the same seed makes the same maze again`,
    value: suggested,
    validateInput: (text) => (/^\s*\d+\s*$/.test(text) && Number(text) <= maxSeed ? undefined : `A whole number from 0 to ${maxSeed}`),
  });
  return typed === undefined ? undefined : Number(typed.trim());
}
