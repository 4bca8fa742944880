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
};

export function registerCommands(ctx: Ctx): vscode.Disposable[] {
  return Object.entries(commands).map(([id, factory]) => vscode.commands.registerCommand(id, factory(ctx)));
}
