// Files of the folder that are not open, as the server reads them from disk: they define predicates for the
// open ones, and definition, references, rename, hover and workspace symbols reach into them.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { Hover, Location, SymbolInformation, TextEdit, WorkspaceEdit } from 'vscode-languageserver-protocol';
import { startSession, type LspSession } from './lspSession';

const encodingText = 'reach(V) :- start(V).\nreach(W) :- reach(V), edge(V,W).\n:- vertex(V), not reach(V).\n#show reach/1.\n';
const instanceText = '% Where the path starts.\nstart(1).\nvertex(1..3).\nedge(1,2). edge(2,3).\n-edge(3,1).\n#const n = 3.\n';

/** The text after applying `edits` (non-overlapping, on one line each). */
function applyEdits(text: string, edits: TextEdit[]): string {
  const lines = text.split('\n');
  const sorted = [...edits].sort((a, b) => b.range.start.line - a.range.start.line || b.range.start.character - a.range.start.character);
  for (const e of sorted) {
    const line = lines[e.range.start.line];
    lines[e.range.start.line] = line.slice(0, e.range.start.character) + e.newText + line.slice(e.range.end.character);
  }
  return lines.join('\n');
}

describe('files that are not open', () => {
  let dir: string;
  let session: LspSession;
  let encoding: string;
  let instance: string;
  const request = <R>(method: string, params: object) => session.connection.sendRequest<R>(method, params);
  const at = (line: number, character: number) => ({ textDocument: { uri: encoding }, position: { line, character } });

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'asp-closed-'));
    writeFileSync(join(dir, 'instance.lp'), instanceText);
    writeFileSync(join(dir, 'encoding.lp'), encodingText);
    encoding = pathToFileURL(join(dir, 'encoding.lp')).href;
    instance = pathToFileURL(join(dir, 'instance.lp')).href;
    session = await startSession(dir);
    await session.open(encoding, encodingText);
  });
  after(async () => {
    assert.equal(await session.close(), 0, session.stderr());
    rmSync(dir, { recursive: true, force: true });
  });

  it('counts their definitions: the open file gets no warning about them', async () => {
    const diagnostics = await session.diagnostics(encoding);
    assert.deepEqual(diagnostics.map((d) => d.message), []);
  });

  it('hovers with their counts and doc comments', async () => {
    const start = await request<Hover>('textDocument/hover', at(0, 13));
    assert.match(JSON.stringify(start.contents), /Where the path starts\..*1 definition, 1 use in 2 files/);
    const edge = await request<Hover>('textDocument/hover', at(1, 23));
    assert.match(JSON.stringify(edge.contents), /2 definitions, 1 use in 2 files/);
  });

  it('goes to a definition and finds references in them', async () => {
    const definition = await request<Location[]>('textDocument/definition', at(0, 13));
    assert.deepEqual(definition, [{ uri: instance, range: { start: { line: 1, character: 0 }, end: { line: 1, character: 5 } } }]);
    const references = await request<Location[]>('textDocument/references', { ...at(1, 23), context: { includeDeclaration: true } });
    assert.deepEqual(references.map((l) => `${l.uri === instance ? 'instance' : 'encoding'}:${l.range.start.line}:${l.range.start.character}`),
      ['encoding:1:22', 'instance:3:0', 'instance:3:11']);
  });

  it('renames across them, editing the right places', async () => {
    const edit = await request<WorkspaceEdit>('textDocument/rename', { ...at(1, 23), newName: 'link' });
    assert.equal(applyEdits(instanceText, edit.changes?.[instance] ?? []), instanceText.replaceAll('edge', 'link'));
    assert.equal(applyEdits(encodingText, edit.changes?.[encoding] ?? []), encodingText.replaceAll('edge', 'link'));
  });

  it('lists their symbols', async () => {
    const symbols = await request<SymbolInformation[]>('workspace/symbol', { query: 'edge' });
    const names = symbols.map((s) => `${s.name}@${s.location.uri === instance ? 'instance' : 'encoding'}:${s.location.range.start.line}`);
    assert.deepEqual(names.sort(), ['-edge/2@instance:4', 'edge/2@instance:3']);
    const consts = await request<SymbolInformation[]>('workspace/symbol', { query: 'n' });
    assert.ok(consts.some((s) => s.name === 'n' && s.location.uri === instance && s.location.range.start.line === 5));
  });
});
