// Wires the maze workshop to the connection: what Generate Maze… offers, a maze as an instance file's text, and
// an instance as the maze library's text for Copy Maze as Text (an open document's unsaved text is what is read).
// The work is in puzzles/wallMaze/, which knows nothing of the connection.
import { fileURLToPath } from 'node:url';
import type { Connection } from 'vscode-languageserver';
import type { Workspace } from './language/workspace';
import { generateMazeRequest, mazeTextRequest, mazeWorkshopRequest, type MazeTextResult } from './protocol';
import { generateMazeFile } from './puzzles/wallMaze/generateFile';
import { mazeTextOf } from './puzzles/wallMaze/mazeText';
import { mazeWorkshopInfo } from './puzzles/wallMaze/workshopChoices';
import { readTextFile } from './readTextFile';

/** A 1000x1000 maze's instance is about 26 MB, more than other files are read: a wall maze may be this large. */
const MAZE_READ_BYTES = 64 * 1024 * 1024;

export function registerMazeWorkshop(connection: Connection, current: () => Workspace): void {
  connection.onRequest(mazeWorkshopRequest, () => mazeWorkshopInfo());
  connection.onRequest(generateMazeRequest, (params) => generateMazeFile(params));
  connection.onRequest(mazeTextRequest, ({ uri, path }): MazeTextResult => {
    if (typeof uri !== 'string') return { error: 'no file given' };
    const name = uri.slice(uri.lastIndexOf('/') + 1);
    const text = current().get(uri)?.text ?? readFile(uri);
    if (typeof text !== 'string') return text;
    return mazeTextOf(text, decodeURIComponent(name), { path: path === true });
  });
}

function readFile(uri: string): string | { error: string } {
  let path: string;
  try {
    path = fileURLToPath(uri);
  } catch {
    return { error: `not a file on disk: ${uri}` };
  }
  const read = readTextFile(path, MAZE_READ_BYTES);
  return 'text' in read ? read.text : { error: `${path}: ${read.error}` };
}
