// The navigation features as an editor sees them: requests over stdio to the built server.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type {
  CompletionItem, DocumentHighlight, DocumentSymbol, FoldingRange, Hover, Location, SelectionRange, SemanticTokens,
  SymbolInformation, WorkspaceEdit,
} from 'vscode-languageserver-protocol';
import { startSession, type LspSession } from './lspSession';

const ENCODING = 'file:///virtual/flow/encoding.lp';
const INSTANCE = 'file:///virtual/flow/instance.lp';

const encodingText = [
  '%* Reachable vertices:',
  '   from an endpoint along chosen edges. *%',
  'reach(V) :- start(V).',
  'reach(W) :- reach(V), edge(V,W).',
  ':- vertex(V), not reach(V).',
  '#show reach/1.',
  '',
].join('\n');
const instanceText = 'vertex(1..3).\nstart(1).\nedge(1,2). edge(2,3).\n';

/** Position of the n-th occurrence of `needle` (plus `delta` characters) in `text`. */
function pos(text: string, needle: string, n = 0, delta = 0) {
  let at = -1;
  for (let i = 0; i <= n; i++) at = text.indexOf(needle, at + 1);
  assert.ok(at >= 0, needle);
  const before = text.slice(0, at + delta);
  const line = before.split('\n').length - 1;
  return { line, character: before.length - before.lastIndexOf('\n') - 1 };
}

describe('navigation over the protocol', () => {
  let session: LspSession;
  const request = <R>(method: string, params: object) => session.connection.sendRequest<R>(method, params);
  const doc = (uri: string) => ({ textDocument: { uri } });

  before(async () => {
    session = await startSession('/virtual-root-that-does-not-exist');
    await session.open(INSTANCE, instanceText);
    await session.open(ENCODING, encodingText);
  });
  after(async () => {
    assert.equal(await session.close(), 0, session.stderr());
  });

  it('hovers a predicate with its signature, its doc comment and its counts', async () => {
    const hover = await request<Hover>('textDocument/hover', { ...doc(ENCODING), position: pos(encodingText, 'reach', 1, 2) });
    const text = (hover.contents as { value: string }).value;
    assert.match(text, /reach\/1/);
    assert.match(text, /Reachable vertices:/);
    assert.match(text, /2 definitions/);
  });

  it('goes to a definition in the sibling instance file', async () => {
    const locations = await request<Location[]>('textDocument/definition', { ...doc(ENCODING), position: pos(encodingText, 'edge(') });
    assert.deepEqual(locations.map((l) => [l.uri, l.range.start.line, l.range.start.character]), [[INSTANCE, 2, 0], [INSTANCE, 2, 11]]);
  });

  it('finds the references of a predicate, with or without its definitions', async () => {
    const params = { ...doc(ENCODING), position: pos(encodingText, 'reach(V) :-') };
    const all = await request<Location[]>('textDocument/references', { ...params, context: { includeDeclaration: true } });
    const uses = await request<Location[]>('textDocument/references', { ...params, context: { includeDeclaration: false } });
    assert.equal(all.length, 5);
    assert.equal(uses.length, 3);
  });

  it('renames a predicate across files and refuses a name clingo would not read as one', async () => {
    const params = { ...doc(ENCODING), position: pos(instanceText, 'start') };
    const edit = await request<WorkspaceEdit>('textDocument/rename', { ...doc(INSTANCE), position: params.position, newName: 'source' });
    assert.equal(edit.changes?.[INSTANCE]?.length, 1);
    assert.equal(edit.changes?.[ENCODING]?.length, 1);
    await assert.rejects(request('textDocument/rename', { ...doc(INSTANCE), position: params.position, newName: 'Source' }), /not a predicate name/);
  });

  it('renames a variable within its rule only', async () => {
    const edit = await request<WorkspaceEdit>('textDocument/rename', { ...doc(ENCODING), position: pos(encodingText, 'V', 2), newName: 'From' });
    assert.equal(edit.changes?.[ENCODING]?.length, 2);
  });

  it('outlines the file by predicate', async () => {
    const symbols = await request<DocumentSymbol[]>('textDocument/documentSymbol', doc(ENCODING));
    assert.ok(symbols.some((s) => s.name === 'reach/1' && s.children?.length === 2), JSON.stringify(symbols.map((s) => s.name)));
  });

  it('finds predicates across the workspace by name', async () => {
    const symbols = await request<SymbolInformation[]>('workspace/symbol', { query: 'vert' });
    assert.ok(symbols.some((s) => s.name === 'vertex/1' && s.location.uri === INSTANCE));
  });

  it('completes predicates with their arity, and directives after #', async () => {
    const items = await request<CompletionItem[]>('textDocument/completion', { ...doc(ENCODING), position: { line: 6, character: 0 } });
    assert.ok(items.some((i) => i.label === 'edge/2'), JSON.stringify(items.map((i) => i.label)));
    // This client declares no snippet support: every insertText is plain text (LSP).
    assert.ok(items.every((i) => (i.insertTextFormat ?? 1) === 1 && !i.insertText?.includes('${')), JSON.stringify(items.find((i) => i.insertTextFormat === 2)));
    await session.change(ENCODING, `${encodingText}#`, 2);
    const directives = await request<CompletionItem[]>('textDocument/completion', { ...doc(ENCODING), position: { line: 6, character: 1 } });
    assert.ok(directives.some((i) => i.label.replace(/^#/, '') === 'show'));
    await session.change(ENCODING, encodingText, 3);
  });

  it('highlights, folds, selects and colours', async () => {
    const highlights = await request<DocumentHighlight[]>('textDocument/documentHighlight', { ...doc(ENCODING), position: pos(encodingText, 'reach') });
    assert.equal(highlights.length, 5);
    const folds = await request<FoldingRange[]>('textDocument/foldingRange', doc(ENCODING));
    assert.ok(folds.some((f) => f.startLine === 0 && f.endLine === 1 && f.kind === 'comment'));
    const [selection] = await request<SelectionRange[]>('textDocument/selectionRange', { ...doc(ENCODING), positions: [pos(encodingText, 'edge(')] });
    assert.ok(selection.parent, 'no enclosing range');
    const tokens = await request<SemanticTokens>('textDocument/semanticTokens/full', doc(ENCODING));
    assert.ok(tokens.data.length > 0 && tokens.data.length % 5 === 0);
  });
});
