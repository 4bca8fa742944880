// What the preview's page may ask of the extension: everything else is dropped, field by field.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isPanelMessage } from '../../client/webview/messages';

describe('messages from the preview panel', () => {
  it('takes the messages the page sends', () => {
    for (const m of [
      { type: 'ready' }, { type: 'step', delta: -1 }, { type: 'copyText' }, { type: 'export', format: 'pdf' },
      { type: 'open', uri: 'file:///w/maze.lp', line: 10, character: 0 }, { type: 'drawing', deadEnds: true, distance: false },
      { type: 'png', dataUrl: 'data:image/png;base64,iVBORw0KGgo=' },
      { type: 'drawn', seq: 3, renderer: 'canvas', rows: 1000, columns: 1000, ms: 412 },
      { type: 'drawn', seq: 0, renderer: 'svg', rows: 15, columns: 15, ms: 0 },
    ]) assert.ok(isPanelMessage(m), JSON.stringify(m));
  });

  it('drops anything else: unknown types, wrong fields, other schemes, other formats', () => {
    for (const m of [
      null, 'ready', 42, {}, { type: 'solve' }, { type: 'step', delta: 0.5 }, { type: 'step', delta: '1' },
      { type: 'export', format: 'exe' }, { type: 'open', uri: 'https://example.invalid/x', line: 1, character: 1 },
      { type: 'open', uri: 'file:///w/a.lp', line: -0.5, character: 0 }, { type: 'png', dataUrl: 'data:text/html,<script>' },
      { type: 'drawing', deadEnds: 'yes', distance: false },
      { type: 'drawn', seq: 1, renderer: 'webgl', rows: 1, columns: 1, ms: 1 }, { type: 'drawn', seq: -1, renderer: 'svg', rows: 1, columns: 1, ms: 1 },
      { type: 'drawn', seq: 1, renderer: 'svg', rows: 1.5, columns: 1, ms: 1 }, { type: 'drawn', seq: 1, renderer: 'svg', rows: 1, columns: 1, ms: NaN },
      { type: 'drawn', seq: 1, renderer: 'canvas', rows: 1, columns: 1e9, ms: 1 },
    ]) assert.equal(isPanelMessage(m), false, JSON.stringify(m));
  });
});
