// ASP: Generate Cell Maze…: the size, the entrance and the exit, fixed cells and a seed, each a quick pick with
// last time's choice first; the server writes the instance (or says in words why no maze comes of the choices,
// and nothing is written); the file is written beside the active one, asking before it replaces one, and opened
// with its preview, which solves it: clingo makes the maze from the seed in the file's `%! options:` line.
import * as vscode from 'vscode';
import { generateCellMazeRequest, solvePlanRequest, type CellPlace, type GenerateCellMazeParams } from '../../../server/src/protocol';
import type { Ctx } from '../ctx';
import { fileLabel } from '../fileLabel';
import { activeClingoFile } from '../solveController';
import { writeGenerated } from '../writeFile';

const LAST_CHOICES = 'aspPuzzles.generateCellMaze.last';
const SIZES = [5, 9, 15, 21, 31, 41];
const TITLE = 'Generate Cell Maze';
const CHOOSE_AGAIN = 'Choose Again';

/** Where an opening is, said of any size: a side and a place along it. */
type Side = 'left' | 'right' | 'top' | 'bottom';
type Along = 'second' | 'middle' | 'second-last';
type Opening = { side: Side; along: Along } | { cell: CellPlace };

type FixedChoice = { kind: 'none' } | { kind: 'typed'; facts: string } | { kind: 'instance' };

interface Choices {
  width: number;
  height: number;
  entrance: Opening;
  exit: Opening;
  fixed: FixedChoice;
  seed: number;
}

const ENTRANCES: Opening[] = [
  { side: 'left', along: 'second' }, { side: 'top', along: 'second' }, { side: 'left', along: 'middle' }, { side: 'top', along: 'middle' },
];
const EXITS: Opening[] = [
  { side: 'right', along: 'second-last' }, { side: 'bottom', along: 'second-last' }, { side: 'right', along: 'middle' }, { side: 'bottom', along: 'middle' },
];

/** Asks, generates, writes and previews; returns the file written, or undefined when the user stopped or no maze exists. */
export async function generateCellMaze(ctx: Ctx): Promise<vscode.Uri | undefined> {
  const state = ctx.extensionContext.globalState;
  const last = state.get<Choices>(LAST_CHOICES);
  const size = await pickSize(last);
  if (!size) return undefined;
  const entrance = await pickOpening('entrance', ENTRANCES, size, last?.entrance);
  if (!entrance) return undefined;
  const exit = await pickOpening('exit', EXITS, size, last?.exit);
  if (!exit) return undefined;
  const active = activeClingoFile();
  const instance = active && (await isCellMaze(ctx, active)) ? active : undefined;
  const fixed = await pickFixed(instance, last?.fixed);
  if (!fixed) return undefined;
  const seed = await pickSeed(last?.seed);
  if (seed === undefined) return undefined;
  const choices: Choices = { ...size, entrance, exit, fixed, seed };
  await state.update(LAST_CHOICES, choices);

  const params: GenerateCellMazeParams = {
    width: size.width, height: size.height, entrance: place(entrance, size), exit: place(exit, size), seed,
    ...(fixed.kind === 'typed' ? { fixedFacts: fixed.facts } : {}),
    ...(fixed.kind === 'instance' && instance ? { fixedFromInstance: (await vscode.workspace.openTextDocument(instance)).getText() } : {}),
  };
  const client = await ctx.runningClient();
  const result = await client.sendRequest(generateCellMazeRequest, params);
  if ('error' in result) {
    // Not awaited: the command ends here, with nothing written; the choices come first when it is run again.
    void vscode.window.showErrorMessage(result.error, CHOOSE_AGAIN).then((choice) => {
      if (choice === CHOOSE_AGAIN) void vscode.commands.executeCommand('aspPuzzles.generateCellMaze');
    });
    return undefined;
  }
  const out = await writeGenerated(result.fileName, result.text, TITLE, ctx.previews.panelFor()?.uri);
  if (!out) return undefined;
  await vscode.window.showTextDocument(out, { preview: false });
  if (instance && fixed.kind === 'instance' && result.leftOut > 0) {
    void vscode.window.showInformationMessage(`${result.leftOut} fixed cells of ${fileLabel(instance)} are outside the new maze or on its border: left out.`);
  }
  await ctx.previews.open(out);
  return out;
}

type Item<T> = vscode.QuickPickItem & { value?: T; other?: true };

async function pick<T>(items: Item<T>[], placeHolder: string, step: number): Promise<Item<T> | undefined> {
  return vscode.window.showQuickPick(items, { title: `${TITLE} (${step}/5)`, placeHolder, ignoreFocusOut: true });
}

/** Last time's item first, marked; the others in their order. */
function lastFirst<T>(items: Item<T>[], isLast: (item: Item<T>) => boolean): Item<T>[] {
  const index = items.findIndex(isLast);
  if (index < 0) return items;
  const lastItem = { ...items[index], description: [items[index].description, 'last time'].filter(Boolean).join(' · ') };
  return [lastItem, ...items.slice(0, index), ...items.slice(index + 1)];
}

async function pickSize(last: Choices | undefined): Promise<{ width: number; height: number } | undefined> {
  const sizes = SIZES.map((n) => ({ width: n, height: n }));
  if (last && !sizes.some((s) => s.width === last.width && s.height === last.height)) sizes.unshift({ width: last.width, height: last.height });
  const items: Item<{ width: number; height: number }>[] = sizes.map((s) => ({
    label: `${s.width}x${s.height}`, value: s, ...(s.width === 5 && s.height === 5 ? { description: 'as in the problem statement' } : {}),
  }));
  const ordered = [...lastFirst(items, (i) => i.value?.width === last?.width && i.value?.height === last?.height), { label: 'Other size…', other: true as const }];
  const choice = await pick(ordered, 'Columns x rows (odd sizes: a grid with both even has no maze)', 1);
  if (!choice) return undefined;
  if (choice.value) return choice.value;
  const typed = await vscode.window.showInputBox({
    title: `${TITLE}: size`, prompt: 'Columns x rows, e.g. 25x15, or one number for a square', ignoreFocusOut: true,
    validateInput: (text) => (parseSize(text) ? undefined : 'Two whole numbers, e.g. 25x15, or one, e.g. 21'),
  });
  return typed === undefined ? undefined : parseSize(typed);
}

function parseSize(text: string): { width: number; height: number } | undefined {
  const m = /^\s*(\d{1,4})\s*(?:[x×*,]\s*(\d{1,4}))?\s*$/.exec(text);
  return m ? { width: Number(m[1]), height: Number(m[2] ?? m[1]) } : undefined;
}

async function pickOpening(name: 'entrance' | 'exit', presets: Opening[], size: { width: number; height: number }, last: Opening | undefined): Promise<Opening | undefined> {
  const options = [...presets];
  if (last && 'cell' in last) options.unshift(last);
  const items: Item<Opening>[] = options.map((o, i) => ({
    label: openingLabel(o, size),
    value: o,
    ...(i === 0 && !('cell' in o) ? { description: 'as in the problem statement' } : {}),
  }));
  const same = (a: Opening | undefined, b: Opening | undefined) => JSON.stringify(a) === JSON.stringify(b);
  const ordered = [...lastFirst(items, (i) => same(i.value, last)), { label: 'Other cell…', other: true as const }];
  const choice = await pick(ordered, `Where is the ${name}? A cell on the border`, name === 'entrance' ? 2 : 3);
  if (!choice) return undefined;
  if (choice.value) return choice.value;
  const typed = await vscode.window.showInputBox({
    title: `${TITLE}: ${name}`, prompt: `The ${name}'s column and row, from 1, on the border of the ${size.width}x${size.height} grid`, placeHolder: '1,2',
    ignoreFocusOut: true, validateInput: (text) => (parseCell(text) ? undefined : 'A column and a row, e.g. 1,2'),
  });
  const cell = typed === undefined ? undefined : parseCell(typed);
  return cell ? { cell } : undefined;
}

function parseCell(text: string): CellPlace | undefined {
  const m = /^\s*\(?\s*(\d{1,4})\s*,\s*(\d{1,4})\s*\)?\s*$/.exec(text);
  return m ? { c: Number(m[1]), r: Number(m[2]) } : undefined;
}

/** The cell an opening is at on a grid of this size. */
function place(o: Opening, { width: w, height: h }: { width: number; height: number }): CellPlace {
  if ('cell' in o) return o.cell;
  const along = (n: number) => (o.along === 'second' ? 2 : o.along === 'second-last' ? n - 1 : Math.ceil(n / 2));
  switch (o.side) {
    case 'left':
      return { c: 1, r: along(h) };
    case 'right':
      return { c: w, r: along(h) };
    case 'top':
      return { c: along(w), r: 1 };
    case 'bottom':
      return { c: along(w), r: h };
  }
}

function openingLabel(o: Opening, size: { width: number; height: number }): string {
  const p = place(o, size);
  if ('cell' in o) return `(${p.c},${p.r})`;
  const line = o.side === 'left' || o.side === 'right' ? 'row' : 'column';
  const along = o.along === 'middle' ? 'the middle' : `${line} ${o.side === 'left' || o.side === 'right' ? p.r : p.c}`;
  return `${o.side[0].toUpperCase()}${o.side.slice(1)} side, ${along}: (${p.c},${p.r})`;
}

async function pickFixed(instance: vscode.Uri | undefined, last: FixedChoice | undefined): Promise<FixedChoice | undefined> {
  const items: Item<FixedChoice>[] = [
    { label: 'No fixed cells', value: { kind: 'none' } },
    ...(instance ? [{ label: `The fixed cells of ${fileLabel(instance)}`, description: 'those inside the new maze', value: { kind: 'instance' } as const }] : []),
    ...(last?.kind === 'typed' ? [{ label: last.facts, description: 'typed', value: last }] : []),
  ];
  const ordered = [...lastFirst(items, (i) => JSON.stringify(i.value) === JSON.stringify(last)), { label: 'Type fixed cells…', other: true as const }];
  const choice = await pick(ordered, 'Cells fixed as walls or empty before clingo makes the rest', 4);
  if (!choice) return undefined;
  if (choice.value) return choice.value;
  const facts = await vscode.window.showInputBox({
    title: `${TITLE}: fixed cells`, prompt: 'Clingo facts wall(C,R) and empty(C,R), column and row from 1', placeHolder: 'wall(3,3). empty(3,4).',
    ignoreFocusOut: true,
  });
  return facts === undefined ? undefined : facts.trim() ? { kind: 'typed', facts: facts.trim() } : { kind: 'none' };
}

async function pickSeed(last: number | undefined): Promise<number | undefined> {
  const random = Math.floor(Math.random() * 1_000_000);
  // A new maze is what the command is run for: a random seed comes first, last time's (the same maze again) next.
  const items: Item<number>[] = [
    { label: `Seed ${random}`, description: 'a random one', value: random },
    ...(last !== undefined && last !== random ? [{ label: `Seed ${last}`, description: 'last time: the same maze again', value: last }] : []),
  ];
  const choice = await pick([...items, { label: 'Type a seed…', other: true as const }], 'clingo\'s --seed: the same seed makes the same maze', 5);
  if (!choice) return undefined;
  if (choice.value !== undefined) return choice.value;
  const typed = await vscode.window.showInputBox({
    title: `${TITLE}: seed`, prompt: 'A whole number from 0 to 4294967295', ignoreFocusOut: true,
    validateInput: (text) => (/^\s*\d{1,10}\s*$/.test(text) ? undefined : 'A whole number, e.g. 7'),
  });
  return typed === undefined ? undefined : Number(typed.trim());
}

/** The active file is an instance of a cell maze: its fixed cells can be kept. */
async function isCellMaze(ctx: Ctx, uri: vscode.Uri): Promise<boolean> {
  const client = await ctx.runningClient();
  try {
    const plan = await client.sendRequest(solvePlanRequest, { uri: client.code2ProtocolConverter.asUri(uri) });
    return plan.family === 'cell-maze';
  } catch (e) {
    ctx.output.warn(`Generate Cell Maze: what ${fileLabel(uri)} is could not be told: ${e instanceof Error ? e.message : String(e)}`);
    return false; // a file the server cannot read (never saved): its fixed cells are not offered
  }
}
