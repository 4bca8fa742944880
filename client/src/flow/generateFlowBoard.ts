// ASP: Generate Flow Board…: size, colours, seed and format, each asked with last time's choice first; the server
// finds a board with exactly one solution (it says so when it cannot), which is written beside the active file or
// in the workspace folder, opened, and previewed. How boards are made and proven is the server's business.
import * as vscode from 'vscode';
import { flowGeneratorRequest, generateFlowRequest, type FlowGeneratorInfo } from '../../../server/src/protocol';
import type { Ctx } from '../ctx';
import { fileLabel } from '../fileLabel';
import { pickWithPrevious, RememberedChoices, type ChoiceItem } from '../maze/choices';
import { writeGenerated } from '../writeFile';

const TITLE = 'Generate Flow Board';
const SIZES = [5, 7, 9, 11, 14];
const DEFAULT_SIZE = '7';
const CUSTOM = 'custom';
const FACTS = 'lp';
const FACTS_AND_TEXT = 'lp+txt';
const CHOOSE_AGAIN = 'Choose Again';

type SizeInfo = FlowGeneratorInfo['sizes'][number];

/** Asks, generates, writes and previews; returns the instance written, undefined when the user stopped or none was found. */
export async function generateFlowBoard(ctx: Ctx): Promise<vscode.Uri | undefined> {
  const client = await ctx.runningClient();
  const info = await client.sendRequest(flowGeneratorRequest);
  const memory = new RememberedChoices(ctx.extensionContext.globalState, 'aspPuzzles.generateFlowBoard');
  const size = await pickSize(info, memory);
  if (!size) return undefined;
  const colours = await askColours(size, memory);
  if (colours === undefined) return undefined;
  const seed = await askSeed(info.maxSeed);
  if (seed === undefined) return undefined;
  const format = await pickFormat(memory);
  if (!format) return undefined;
  await memory.set({ size: String(size.size), [`colours.${size.size}`]: String(colours), format });

  const result = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: `Generating a ${size.size}x${size.size} Flow board with one solution`, cancellable: true },
    (_, token) => client.sendRequest(generateFlowRequest, { size: size.size, colours, seed }, token),
  );
  if ('error' in result) {
    if (result.error === 'stopped on request') return undefined;
    void vscode.window.showErrorMessage(`No Flow board generated: ${result.error}.`, CHOOSE_AGAIN).then((choice) => {
      if (choice === CHOOSE_AGAIN) void vscode.commands.executeCommand('aspPuzzles.generateFlowBoard');
    });
    return undefined;
  }
  const previewed = ctx.previews.panelFor()?.uri;
  const target = await writeGenerated(result.fileName, result.text, TITLE, previewed);
  if (!target) return undefined;
  if (format === FACTS_AND_TEXT) {
    // Beside the instance, whatever folder that is; asked before it replaces a file, as the instance was.
    await writeGenerated(result.textFileName, result.boardText, TITLE, target);
  }
  await vscode.window.showTextDocument(target, { preview: false, viewColumn: vscode.ViewColumn.One });
  const tries = result.solves === 1 ? 'the first board tried' : `${result.solves} boards tried`;
  vscode.window.setStatusBarMessage(`Generated ${fileLabel(target)}: one solution, proven on ${tries}; ${result.commandLine} makes it again`, 10000);
  await ctx.previews.open(target);
  return target;
}

async function pickSize(info: FlowGeneratorInfo, memory: RememberedChoices): Promise<SizeInfo | undefined> {
  const find = (value: string) => info.sizes.find((s) => String(s.size) === value.trim().replace(/^(\d+)\s*[xX×]\s*\1$/, '$1'));
  const item = (s: SizeInfo): ChoiceItem => ({ label: `${s.size}x${s.size}`, value: String(s.size), description: `${s.defaultColours} colours` });
  const items = [
    ...SIZES.map((n) => info.sizes.find((s) => s.size === n)).filter((s): s is SizeInfo => s !== undefined).map(item),
    { label: 'Custom…', value: CUSTOM, description: `${info.sizes[0].size} to ${info.sizes[info.sizes.length - 1].size} cells a side` },
  ];
  const picked = await pickWithPrevious(items, memory.get('size'), {
    title: `${TITLE}: Size`, placeholder: 'Rows and columns', others: 'sizes', defaultValue: DEFAULT_SIZE,
    extra: (value) => {
      const s = find(value);
      return s ? item(s) : undefined;
    },
  });
  if (!picked) return undefined;
  if (picked.value !== CUSTOM) return find(picked.value);
  const [smallest, largest] = [info.sizes[0].size, info.sizes[info.sizes.length - 1].size];
  const typed = await vscode.window.showInputBox({
    title: `${TITLE}: Custom Size`,
    prompt: `Rows and columns, from ${smallest} to ${largest}: 8, or 8x8`,
    value: memory.get('size') ?? '8',
    validateInput: (text) => (find(text) ? undefined : `A whole number from ${smallest} to ${largest}`),
  });
  return typed === undefined ? undefined : find(typed);
}

async function askColours(size: SizeInfo, memory: RememberedChoices): Promise<number | undefined> {
  const typed = await vscode.window.showInputBox({
    title: `${TITLE}: Colours`,
    prompt: `How many pipes, 1 to ${size.maxColours} (Flow's own ${size.size}x${size.size} boards have about ${size.defaultColours}; fewer pipes are longer and harder to make unique)`,
    value: memory.get(`colours.${size.size}`) ?? String(size.defaultColours),
    validateInput: (text) => {
      const n = /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
      return n >= 1 && n <= size.maxColours ? undefined : `A whole number from 1 to ${size.maxColours}: each pipe is at least 3 cells long`;
    },
  });
  return typed === undefined ? undefined : Number(typed.trim());
}

async function askSeed(maxSeed: number): Promise<number | undefined> {
  // Six digits at most: the seed is in the file's name, and any seed makes as good a board.
  const suggested = String(Math.floor(Math.random() * Math.min(maxSeed + 1, 1_000_000)));
  const typed = await vscode.window.showInputBox({
    title: `${TITLE}: Seed`,
    prompt: `A new random seed, or type one (0 to ${maxSeed}): the same seed, size and colours make the same board again`,
    value: suggested,
    validateInput: (text) => (/^\s*\d+\s*$/.test(text) && Number(text) <= maxSeed ? undefined : `A whole number from 0 to ${maxSeed}`),
  });
  return typed === undefined ? undefined : Number(typed.trim());
}

async function pickFormat(memory: RememberedChoices): Promise<string | undefined> {
  const items: ChoiceItem[] = [
    { label: 'Facts', value: FACTS, description: '.lp', detail: 'v/1, a/2, c/1, s/2 and pos/3, with the board drawn in the header: solved and previewed as it is' },
    { label: 'Facts and the text format', value: FACTS_AND_TEXT, description: '.lp and .txt', detail: 'also the board as one line per row, a letter per colour and . for blank' },
  ];
  const picked = await pickWithPrevious(items, memory.get('format'), {
    title: `${TITLE}: Format`, placeholder: 'What to write', others: 'formats', defaultValue: FACTS,
  });
  return picked?.value;
}
