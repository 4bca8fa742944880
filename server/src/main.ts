// Entry point of the clingo language server. The transport comes from the command line, so the same bundle
// serves VS Code (--node-ipc, chosen by vscode-languageclient) and other editors (--stdio or --socket=PORT).
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { startServer } from './server';

declare const __EXTENSION_VERSION__: string;

const connection = createConnection(ProposedFeatures.all);
startServer(connection, { name: 'clingo-language-server', version: __EXTENSION_VERSION__ });
connection.listen();
