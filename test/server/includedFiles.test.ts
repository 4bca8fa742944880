// Files an `#include` names are part of the program wherever they are: outside the workspace folder, under
// `out/` or a dot-folder (which the folder scan skips). Their definitions count, and definition and rename
// reach them.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { Location, WorkspaceEdit } from 'vscode-languageserver-protocol';
import { startSession, type LspSession } from './lspSession';

const mainText = '#include "out/lib.lp".\n#include "../shared/ext.lp".\np(X) :- lib(X), ext(X), deep(X).\n';
const libText = 'lib(1..3).\n';
const extText = '#include ".hidden/deep.lp".\next(2).\next(3).\n';
const deepText = 'deep(3).\n';

describe('included files outside the scanned folder', () => {
  let root: string;
  let session: LspSession;
  const uri = (...parts: string[]) => pathToFileURL(join(root, ...parts)).href;
  const at = (line: number, character: number) => ({ textDocument: { uri: uri('work', 'main.lp') }, position: { line, character } });

  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'asp-includes-'));
    mkdirSync(join(root, 'work', 'out'), { recursive: true });
    mkdirSync(join(root, 'shared', '.hidden'), { recursive: true });
    writeFileSync(join(root, 'work', 'main.lp'), mainText);
    writeFileSync(join(root, 'work', 'out', 'lib.lp'), libText);
    writeFileSync(join(root, 'shared', 'ext.lp'), extText);
    writeFileSync(join(root, 'shared', '.hidden', 'deep.lp'), deepText);
    session = await startSession(join(root, 'work'));
    await session.open(uri('work', 'main.lp'), mainText);
  });
  after(async () => {
    assert.equal(await session.close(), 0, session.stderr());
    rmSync(root, { recursive: true, force: true });
  });

  it('counts what they define: no "atom does not occur" warning', async () => {
    const diagnostics = await session.diagnostics(uri('work', 'main.lp'), (d) => d.length === 0);
    assert.deepEqual(diagnostics, []);
  });

  it('goes to definitions in them, through an include of an include', async () => {
    const lib = await session.connection.sendRequest<Location[]>('textDocument/definition', at(2, 9));
    assert.deepEqual(lib.map((l) => l.uri), [uri('work', 'out', 'lib.lp')]);
    const deep = await session.connection.sendRequest<Location[]>('textDocument/definition', at(2, 26));
    assert.deepEqual(deep, [{ uri: uri('shared', '.hidden', 'deep.lp'), range: { start: { line: 0, character: 0 }, end: { line: 0, character: 4 } } }]);
  });

  it('renames into them', async () => {
    const edit = await session.connection.sendRequest<WorkspaceEdit>('textDocument/rename', { ...at(2, 17), newName: 'outer' });
    const places = (u: string) => (edit.changes?.[u] ?? []).map((e) => `${e.range.start.line}:${e.range.start.character}-${e.range.end.character}`);
    assert.deepEqual(places(uri('shared', 'ext.lp')), ['1:0-3', '2:0-3']);
    assert.deepEqual(places(uri('work', 'main.lp')), ['2:16-19']);
  });
});
