// Activation: builds the context, registers the commands and starts the language server.
import * as vscode from 'vscode';
import { registerCommands } from './commands';
import { Ctx, type ExtensionApi } from './ctx';
import { registerGolfBench, type GolfBenchApi } from './golf/golfBench';

let ctx: Ctx | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<ExtensionApi & { golf: GolfBenchApi }> {
  const created = new Ctx(context);
  ctx = created;
  const golf = registerGolfBench(created);
  context.subscriptions.push(created, ...registerCommands(created), golf);
  // Menus that would crowd every workspace (Flow Board from Text File on any .txt) show once clingo is in use here.
  void vscode.commands.executeCommand('setContext', 'aspPuzzles.active', true);
  try {
    await created.startServer();
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    created.output.error('the language server did not start', e);
    void vscode.window.showErrorMessage(`The clingo language server did not start: ${message}`, 'Show Output').then((choice) => {
      if (choice) created.output.show();
    });
    throw e;
  }
  // Added to the object itself: its other members are getters that must stay live.
  return Object.assign(created.api(), { golf: golf.api });
}

export async function deactivate(): Promise<void> {
  await ctx?.stopServer();
  ctx = undefined;
}
