// Wires Minify Encoding to the connection: the file's text (an open document's as edited, else the file on
// disk) minified by golf/minify.ts, which knows nothing of the connection.
import { fileURLToPath } from 'node:url';
import type { Connection } from 'vscode-languageserver';
import { minify } from './golf/minify';
import type { Workspace } from './language/workspace';
import { minifyRequest, type MinifyFileResult } from './protocol';
import { readTextFile } from './readTextFile';

export function registerMinify(connection: Connection, current: () => Workspace): void {
  connection.onRequest(minifyRequest, ({ uri }): MinifyFileResult => {
    const text = current().get(uri)?.text ?? readFile(uri);
    if (typeof text !== 'string') return { text: '', bytesBefore: 0, bytesAfter: 0, proven: false, reason: text.error };
    return minify(text);
  });
}

function readFile(uri: string): string | { error: string } {
  let path: string;
  try {
    path = fileURLToPath(uri);
  } catch {
    return { error: `not a file on disk: ${uri}` };
  }
  const read = readTextFile(path);
  return 'text' in read ? read.text : { error: `${path}: ${read.error}` };
}
