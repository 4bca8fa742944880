// Which files are one program, as a plain client sees it (no snippets, no file watchers, nothing else): the Flow
// folder as it ships — two alternative encodings, two instances, an expected answer. Rename, definition, references
// and diagnostics follow how the files are solved together, and the user's choice of instances changes that.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { Location, WorkspaceEdit } from 'vscode-languageserver-protocol';
import { solveRequest, type SolveSettings } from '../../server/src/protocol';
import { REPO_ROOT, startSession, type LspSession } from './lspSession';

const PLAIN_CLIENT = {};
const bundled: SolveSettings = { engine: 'wasm', models: 1 };

/** Position of the n-th occurrence of `needle` (plus `delta` characters) in `text`. */
function pos(text: string, needle: string, n = 0, delta = 0) {
  let at = -1;
  for (let i = 0; i <= n; i++) at = text.indexOf(needle, at + 1);
  assert.ok(at >= 0, needle);
  const before = text.slice(0, at + delta);
  return { line: before.split('\n').length - 1, character: before.length - before.lastIndexOf('\n') - 1 };
}

const nameOf = (uri: string) => uri.slice(uri.lastIndexOf('/') + 1);

describe('which files are one program, over the protocol', () => {
  let dir: string;
  let session: LspSession;
  const uri = (name: string) => pathToFileURL(join(dir, name)).href;
  const text = (name: string) => readFileSync(join(dir, name), 'utf8');
  const request = <R>(method: string, params: object) => session.connection.sendRequest<R>(method, params);
  const at = (name: string, needle: string, n = 0, delta = 0) => ({ textDocument: { uri: uri(name) }, position: pos(text(name), needle, n, delta) });
  const files = (locations: Location[]) => [...new Set(locations.map((l) => nameOf(l.uri)))].sort();
  const edited = (edit: WorkspaceEdit) => Object.keys(edit.changes ?? {}).map(nameOf).sort();

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'asp-programs-'));
    cpSync(join(REPO_ROOT, 'examples', 'flow'), dir, { recursive: true });
    session = await startSession(dir, { capabilities: PLAIN_CLIENT });
    for (const name of ['level21.lp', 'golf-commented.lp', 'golf.lp', 'level2-expected.lp']) await session.open(uri(name), text(name));
    await session.diagnostics(uri('level21.lp')); // published once the folder is read: level2.lp is known then
  });
  after(async () => {
    assert.equal(await session.close(), 0, session.stderr());
    rmSync(dir, { recursive: true, force: true });
  });

  it('renames a colour of one instance in that instance only', async () => {
    const edit = await request<WorkspaceEdit>('textDocument/rename', { ...at('level21.lp', 'yellow'), newName: 'gold' });
    assert.deepEqual(edited(edit), ['level21.lp']);
    const red = await request<WorkspaceEdit>('textDocument/rename', { ...at('level21.lp', 'red'), newName: 'crimson' });
    assert.deepEqual(edited(red), ['level21.lp'], 'level2.lp has red too, but is another puzzle');
  });

  it('goes to the definitions of an encoding\'s helper in that encoding only', async () => {
    const commented = text('golf-commented.lp');
    const use = commented.indexOf('r(W)');
    assert.ok(use > 0);
    const locations = await request<Location[]>('textDocument/definition', { textDocument: { uri: uri('golf-commented.lp') }, position: pos(commented, 'r(W)') });
    assert.deepEqual(files(locations), ['golf-commented.lp']);
    assert.ok(locations.length >= 2, 'both rules of r/1');
  });

  it('finds an instance\'s predicate in the encodings that solve it, not in the other instance', async () => {
    const locations = await request<Location[]>('textDocument/references', { ...at('level21.lp', 's(', 0), context: { includeDeclaration: true } });
    assert.deepEqual(files(locations), ['golf-commented.lp', 'golf.lp', 'level21.lp']);
  });

  it('renames a predicate the encodings and instances share in every one of them', async () => {
    const edit = await request<WorkspaceEdit>('textDocument/rename', { ...at('golf.lp', 's(V'), newName: 'endpoint' });
    assert.deepEqual(edited(edit), ['board6x6.lp', 'crossing.lp', 'golf-commented.lp', 'golf.lp', 'level2.lp', 'level21.lp']);
  });

  it('reports nothing undefined in an encoding, its instances being in the folder', async () => {
    for (const name of ['golf.lp', 'golf-commented.lp', 'level2-expected.lp']) {
      const diagnostics = await session.diagnostics(uri(name));
      assert.deepEqual(diagnostics.map((d) => d.message), [], name);
    }
  });

  it('after Solve with a chosen instance, the encoding is one program with that instance only', async () => {
    const before = await request<Location[]>('textDocument/definition', at('golf.lp', 'c(C)'));
    assert.deepEqual(files(before), ['board6x6.lp', 'crossing.lp', 'level2.lp', 'level21.lp']);
    const report = await session.connection.sendRequest(solveRequest, {
      uri: uri('golf.lp'), instances: [uri('level2.lp')], settings: bundled, runId: 'chosen',
    });
    assert.equal(report.status, 'satisfiable');
    const after = await request<Location[]>('textDocument/definition', at('golf.lp', 'c(C)'));
    assert.deepEqual(files(after), ['level2.lp']);
  });
});

describe('the instances chosen in an earlier session', () => {
  it('are one program with their encoding from the start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'asp-programs-'));
    cpSync(join(REPO_ROOT, 'examples', 'flow'), dir, { recursive: true });
    const uri = (name: string) => pathToFileURL(join(dir, name)).href;
    const session = await startSession(dir, {
      capabilities: PLAIN_CLIENT,
      initializationOptions: { pairings: { [uri('golf.lp')]: [uri('level21.lp')], [uri('nonsense.lp')]: 'not a list' } },
    });
    try {
      const golf = readFileSync(join(dir, 'golf.lp'), 'utf8');
      await session.open(uri('golf.lp'), golf);
      await session.diagnostics(uri('golf.lp')); // published once the folder is read
      const locations = await session.connection.sendRequest<Location[]>('textDocument/definition', {
        textDocument: { uri: uri('golf.lp') }, position: pos(golf, 'c(C)'),
      });
      assert.deepEqual([...new Set(locations.map((l) => nameOf(l.uri)))], ['level21.lp']);
    } finally {
      assert.equal(await session.close(), 0, session.stderr());
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
