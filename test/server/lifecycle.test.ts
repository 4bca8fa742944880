import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { TextDocumentSyncKind } from 'vscode-languageserver-protocol';
import { REPO_ROOT, startSession } from './lspSession';

const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };

test('the server answers initialize over stdio with its name, version and capabilities', async () => {
  const session = await startSession();
  try {
    assert.deepEqual(session.initializeResult.serverInfo, { name: 'clingo-language-server', version: manifest.version });
    assert.equal(session.initializeResult.capabilities.textDocumentSync, TextDocumentSyncKind.Incremental);
  } finally {
    assert.equal(await session.close(), 0, `server stderr:\n${session.stderr()}`);
  }
});

test('the server exits with code 1 when told to exit without a shutdown first, as the protocol asks', async () => {
  const session = await startSession();
  await session.connection.sendNotification('exit');
  assert.equal(await session.exited, 1);
  session.connection.dispose();
});
