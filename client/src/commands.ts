// The table of commands: each entry turns the context into the command's handler. Every command contributed
// in package.json has an entry here (the integration tests check both ways).
import * as vscode from 'vscode';
import type { Ctx } from './ctx';

type CommandFactory = (ctx: Ctx) => (...args: unknown[]) => unknown;

const commands: Record<string, CommandFactory> = {
  'aspPuzzles.restartServer': (ctx) => async () => {
    await ctx.restartServer();
    vscode.window.setStatusBarMessage('Clingo language server restarted', 3000);
  },
  'aspPuzzles.showServerOutput': (ctx) => () => ctx.output.show(true),
  // A command run from the editor title or the explorer gets the file's URI; from the palette, nothing.
  'aspPuzzles.solve': (ctx) => (uri?: unknown) => withSolvingContext(ctx, () => ctx.solver.solve(asUri(uri))),
  'aspPuzzles.findAllAnswers': (ctx) => (uri?: unknown) => withSolvingContext(ctx, () => ctx.solver.solve(asUri(uri), 0)),
  'aspPuzzles.stopSolving': (ctx) => () => ctx.solver.stop(),
  'aspPuzzles.selectSolver': (ctx) => () => ctx.solver.selectSolver(),
  'aspPuzzles.chooseInstance': (ctx) => (uri?: unknown) => ctx.solver.chooseInstance(asUri(uri)),
};

function asUri(value: unknown): vscode.Uri | undefined {
  return value instanceof vscode.Uri ? value : undefined;
}

/** Sets `aspPuzzles.solving` while a solve runs, so that the editor title shows Stop instead of Solve. */
async function withSolvingContext<T>(ctx: Ctx, solve: () => Promise<T>): Promise<T> {
  await vscode.commands.executeCommand('setContext', 'aspPuzzles.solving', true);
  try {
    return await solve();
  } finally {
    await vscode.commands.executeCommand('setContext', 'aspPuzzles.solving', ctx.solver.isRunning);
  }
}

export function registerCommands(ctx: Ctx): vscode.Disposable[] {
  return Object.entries(commands).map(([id, factory]) => vscode.commands.registerCommand(id, factory(ctx)));
}
