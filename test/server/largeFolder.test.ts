// A folder of large instances: the server indexes the files that are not open within a fixed memory budget
// and answers requests about an open file while it reads them.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { Hover } from 'vscode-languageserver-protocol';
import { flowFolder, residentMemory } from './generatedFolders';
import { startSession, type LspSession } from './lspSession';

const FILES = 12;
const FILE_BYTES = 3_900_000;
/** Generous (about 300 MB is usual): the folder's text is 47 MB, and parsing it all and keeping the trees takes 2 GB. */
const RSS_BUDGET = 1024 ** 3;

const encodingText = 'path(V,W) :- a(V,W), not v(W).\n:- s(V,_), not path(V,_).\n';

describe('a folder of large instances', () => {
  let dir: string;
  let session: LspSession;

  before(async () => {
    dir = flowFolder(FILES, FILE_BYTES);
    session = await startSession(dir);
  });
  after(async () => {
    if (session.process.exitCode === null) await session.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a hover on an open file while indexing, stays up and within its memory budget', async () => {
    const uri = pathToFileURL(join(dir, 'encoding.lp')).href;
    await session.open(uri, encodingText);
    const hover = await session.connection.sendRequest<Hover>('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 14 } });
    assert.match(JSON.stringify(hover.contents), /a\/2/);
    // Diagnostics come once the folder is indexed: by then every instance counts.
    const diagnostics = await Promise.race([session.diagnostics(uri), session.exited.then((code) => `exited with ${code}`)]);
    assert.deepEqual(diagnostics, [], session.stderr().slice(-2000));
    const memory = residentMemory(session.process.pid!);
    assert.ok(memory, 'reads /proc');
    assert.ok(memory.peak < RSS_BUDGET, `peak RSS ${(memory.peak / 2 ** 20).toFixed(0)} MB`);
    const after = await session.connection.sendRequest<Hover>('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 14 } });
    assert.match(JSON.stringify(after.contents), new RegExp(`in ${FILES + 1} files`));
  });
});
