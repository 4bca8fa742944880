// The table of commands: each entry turns the context into the command's handler. Every command contributed
// in package.json has an entry here, or is the golf bench's (golf/golfBench.ts registers its own); the
// integration tests check both ways.
import * as vscode from 'vscode';
import { checkAgainstReference } from './checkReference';
import type { Ctx } from './ctx';
import { flowBoardFromText } from './flow/flowBoardFromText';
import { generateFlowBoard } from './flow/generateFlowBoard';
import { openExample, openGetStarted } from './getStarted';
import { copyMazeAsText } from './maze/copyMazeText';
import { generateMaze } from './maze/generateMaze';
import { generateCellMaze } from './maze/generateCellMaze';
import { minifyEncoding } from './minifyCommand';
import { whyNoAnswer } from './explain/whyNoAnswer';

type CommandFactory = (ctx: Ctx) => (...args: unknown[]) => unknown;

const commands: Record<string, CommandFactory> = {
  'aspPuzzles.restartServer': (ctx) => async () => {
    await ctx.restartServer();
    vscode.window.setStatusBarMessage('Clingo language server restarted', 3000);
  },
  'aspPuzzles.showServerOutput': (ctx) => () => ctx.output.show(true),
  'aspPuzzles.showSolverOutput': (ctx) => () => ctx.solver.showOutput(),
  // A command run from the editor title or the explorer gets the file's URI; from the palette, nothing.
  'aspPuzzles.solve': (ctx) => (uri?: unknown) => ctx.solver.solve(asUri(uri)),
  'aspPuzzles.findAllAnswers': (ctx) => (uri?: unknown) => ctx.solver.solve(asUri(uri), 0),
  'aspPuzzles.checkUniqueness': (ctx) => (uri?: unknown) => ctx.solver.solve(asUri(uri), undefined, { check: 'unique' }),
  'aspPuzzles.showForcedCells': (ctx) => (uri?: unknown) => ctx.solver.solve(asUri(uri), undefined, { check: 'forced' }),
  'aspPuzzles.stopSolving': (ctx) => () => ctx.solver.stop(),
  'aspPuzzles.selectSolver': (ctx) => () => ctx.solver.selectSolver(),
  'aspPuzzles.chooseInstance': (ctx) => (uri?: unknown) => ctx.solver.chooseInstance(asUri(uri)),
  'aspPuzzles.openPreview': (ctx) => (uri?: unknown) => ctx.previews.open(asUri(uri)),
  // The export commands take an optional target file, so that they can be scripted (and tested) without a dialog.
  'aspPuzzles.exportPreviewSvg': (ctx) => (target?: unknown) => preview(ctx)?.export('svg', asUri(target)),
  'aspPuzzles.exportPreviewPng': (ctx) => (target?: unknown) => preview(ctx)?.export('png', asUri(target)),
  'aspPuzzles.exportPreviewPdf': (ctx) => (target?: unknown) => preview(ctx)?.export('pdf', asUri(target)),
  'aspPuzzles.copyPreviewAsText': (ctx) => () => preview(ctx)?.copyText(),
  'aspPuzzles.nextAnswer': (ctx) => () => preview(ctx)?.step(1),
  'aspPuzzles.previousAnswer': (ctx) => () => preview(ctx)?.step(-1),
  'aspPuzzles.getStarted': (ctx) => () => openGetStarted(ctx.extensionContext),
  'aspPuzzles.openExample': (ctx) => () => openExample(ctx.extensionContext),
  'aspPuzzles.minifyEncoding': (ctx) => (uri?: unknown) => minifyEncoding(ctx, asUri(uri)),
  'aspPuzzles.checkAgainstReference': (ctx) => (uri?: unknown) => checkAgainstReference(ctx, asUri(uri)),
  'aspPuzzles.generateMaze': (ctx) => () => generateMaze(ctx),
  'aspPuzzles.copyMazeAsText': (ctx) => (uri?: unknown) => copyMazeAsText(ctx, false, asUri(uri)),
  'aspPuzzles.copyMazeAsTextWithPath': (ctx) => (uri?: unknown) => copyMazeAsText(ctx, true, asUri(uri)),
  'aspPuzzles.generateCellMaze': (ctx) => () => generateCellMaze(ctx),
  // From the quick fix on the "no answer" diagnostic the server sends the file's URI as a string.
  'aspPuzzles.whyNoAnswer': (ctx) => (uri?: unknown) => whyNoAnswer(ctx, asUri(uri) ?? (typeof uri === 'string' ? vscode.Uri.parse(uri) : undefined)),
  'aspPuzzles.generateFlowBoard': (ctx) => () => generateFlowBoard(ctx),
  'aspPuzzles.flowBoardFromText': (ctx) => (uri?: unknown) => flowBoardFromText(ctx, asUri(uri)),
};

/** The preview the preview commands act on (the one in front, else the last one looked at), or a word why none. */
function preview(ctx: Ctx) {
  const panel = ctx.previews.panelFor();
  if (!panel) void vscode.window.showInformationMessage('No preview is open: ASP: Open Preview draws the clingo file in front of you.');
  return panel;
}

function asUri(value: unknown): vscode.Uri | undefined {
  return value instanceof vscode.Uri ? value : undefined;
}

export function registerCommands(ctx: Ctx): vscode.Disposable[] {
  return Object.entries(commands).map(([id, factory]) => vscode.commands.registerCommand(id, factory(ctx)));
}
