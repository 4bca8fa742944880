// ASP: Minify Encoding. The server minifies the file (its unsaved text too); the result is written beside it as
// `<name>.min.lp`, asking before it replaces a file there, and opened. A file the server refuses to minify
// (syntax errors) is left alone, with the reason.
import * as vscode from 'vscode';
import { minifiedFileName } from '../../server/src/golf/minifyFileName';
import { minifyRequest } from '../../server/src/protocol';
import type { Ctx } from './ctx';
import { fileLabel } from './fileLabel';
import { activeClingoFile } from './solveController';
import { writeAndOpen } from './writeFile';

/** Minifies the file (the active editor's by default); returns the file written, if any. */
export async function minifyEncoding(ctx: Ctx, target?: vscode.Uri): Promise<vscode.Uri | undefined> {
  const uri = target ?? activeClingoFile();
  if (!uri) {
    void vscode.window.showWarningMessage('Open a clingo file (.lp) to minify it.');
    return undefined;
  }
  const client = await ctx.runningClient();
  const result = await client.sendRequest(minifyRequest, { uri: client.code2ProtocolConverter.asUri(uri) });
  if (!result.proven) {
    void vscode.window.showWarningMessage(`${fileLabel(uri)} was not minified: ${result.reason ?? 'no reason given'}`);
    return undefined;
  }
  const content = result.text === '' ? '' : `${result.text}\n`;
  const summary = `${result.bytesBefore} → ${result.bytesAfter} bytes, proven`;
  if (uri.scheme === 'untitled') {
    // Nowhere on disk to put it beside: an untitled document of its own.
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument({ language: 'clingo', content }), { preview: false });
    void vscode.window.showInformationMessage(`${fileLabel(uri)} minified: ${summary}`);
    return undefined;
  }
  const slash = uri.path.lastIndexOf('/');
  const out = uri.with({ path: uri.path.slice(0, slash + 1) + minifiedFileName(uri.path.slice(slash + 1)) });
  if (!(await writeAndOpen(out, content))) return undefined;
  void vscode.window.showInformationMessage(`${fileLabel(out)}: ${summary}`);
  return out;
}
