#!/usr/bin/env node
// Memory and responsiveness of the language server on a folder of large instances: 40 generated Flow boards
// of about 3.9 MB (155 MB). Starts the built server (dist/server.js) over stdio, opens an encoding in that
// folder, and prints the server's resident memory (from /proc) before and after indexing, its peak, the time
// until the first hover answer while it indexes and until the folder is indexed. Prints figures; asserts nothing.
// Needs `npm run build` and `npm run compile-tests`. FILES and FILE_BYTES in the environment change the folder.
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const tests = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'out', 'test', 'server');
const { flowFolder, residentMemory } = require(join(tests, 'generatedFolders.js'));
const { startSession } = require(join(tests, 'lspSession.js'));

const FILES = Number(process.env.FILES ?? 40);
const FILE_BYTES = Number(process.env.FILE_BYTES ?? 3_900_000);
const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0).padStart(6)} MB`;
const row = (label, figure) => console.log(`${label.padEnd(54)} ${figure}`);

const dir = flowFolder(FILES, FILE_BYTES);
console.log(`folder: ${FILES} Flow instances of ${(FILE_BYTES / 1e6).toFixed(1)} MB (${((FILES * FILE_BYTES) / 1e6).toFixed(0)} MB)\n`);
const started = Date.now();
const session = await startSession(dir);
const pid = session.process.pid;
row('RSS after initialize', mb(residentMemory(pid).now));
const uri = pathToFileURL(join(dir, 'encoding.lp')).href;
await session.open(uri, 'path(V,W) :- a(V,W), not v(W).\n');
const hoverAsked = Date.now();
await session.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 14 } });
row('first hover answered while indexing', `${String(Date.now() - hoverAsked).padStart(6)} ms`);
const outcome = await Promise.race([session.diagnostics(uri).then(() => 'indexed'), session.exited.then((code) => `server exited (${code})`)]);
if (outcome === 'indexed') {
  row('folder indexed (diagnostics published) after', `${String(Date.now() - started).padStart(6)} ms`);
  const memory = residentMemory(pid);
  row('RSS after indexing', mb(memory.now));
  row('peak RSS', mb(memory.peak));
  await session.close();
} else {
  row('outcome', outcome);
  console.log(session.stderr().slice(-400));
}
rmSync(dir, { recursive: true, force: true });
