// Activation: builds the context, registers the commands and starts the language server.
import * as vscode from 'vscode';
import { registerCommands } from './commands';
import { Ctx, type ExtensionApi } from './ctx';

let ctx: Ctx | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<ExtensionApi> {
  const created = new Ctx(context);
  ctx = created;
  context.subscriptions.push(created, ...registerCommands(created));
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
  return created.api();
}

export async function deactivate(): Promise<void> {
  await ctx?.stopServer();
  ctx = undefined;
}
