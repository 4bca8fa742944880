// How the language server is started: the bundled server as a Node module over IPC, inspectable in debug mode.
import * as vscode from 'vscode';
import { chosenInstances } from './instancePicker';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';

export const CLIENT_ID = 'aspPuzzles';

export function createLanguageClient(context: vscode.ExtensionContext, output: vscode.LogOutputChannel): LanguageClient {
  const module = context.asAbsolutePath(__SERVER_BUNDLE__);
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.ipc },
    debug: { module, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6009'] } },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { language: 'clingo', scheme: 'file' },
      { language: 'clingo', scheme: 'untitled' },
    ],
    outputChannel: output,
    // Read at each (re)start: which instances the user chose for which encodings, so they are one program.
    initializationOptions: () => ({ pairings: chosenInstances(context.workspaceState) }),
  };
  // The id makes vscode-languageclient read the `aspPuzzles.trace.server` setting.
  return new LanguageClient(CLIENT_ID, 'Clingo Language Server', serverOptions, clientOptions);
}
