// Entry point of the clingo language server. The transport comes from the command line, so the same bundle
// serves VS Code (--node-ipc, chosen by vscode-languageclient) and other editors (--stdio or --socket=PORT).
import { join } from 'node:path';
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { startServer } from './server';
import { readCompiledCodeFrom } from './solving/clingoModule';
import { codeCacheFor, thisProcessRecipe } from './solving/processCodeCache';

declare const __EXTENSION_VERSION__: string;

// The bundled solver's optimised code, kept by an earlier server (solving/codeCache.ts): the first solves of a
// session run at the speed of later ones. Its builder is the script beside this bundle.
readCompiledCodeFrom(codeCacheFor(thisProcessRecipe(), join(__dirname, 'codeCacheBuilder.js')));

const connection = createConnection(ProposedFeatures.all);
startServer(connection, { name: 'clingo-language-server', version: __EXTENSION_VERSION__ });
connection.listen();
