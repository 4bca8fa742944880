// How the command line reads the files it is given and the files they include: as clingo text, but for a Flow
// board in the text format (`board.txt`), which it reads as the board's facts, so that it is solved, checked
// and explained as a file of facts would be.
import { fileURLToPath } from 'node:url';
import type { SolverMessage } from '../protocol';
import type { FlowTextError } from '../puzzles/flow/boardText';
import { readTextBoard } from '../puzzles/flow/textBoardFile';
import { largeFileProblem, MAX_FACTS_FILE_BYTES } from '../puzzles/instanceFacts';
import { readTextFile, type TextFileRead } from '../readTextFile';
import type { ReadSource } from '../solving/program';

/** A file's text, or why there is none; a board that is not whole also has its problems, at their places. */
export type ProgramFileRead = TextFileRead | { error: string; boardErrors: FlowTextError[] };

/** The file at `path`; without `maxBytes` as the editor's Solve reads: plain facts up to 64 MB, else up to 16 MB. */
export function readProgramFile(path: string, maxBytes?: number): ProgramFileRead {
  const read = readTextFile(path, maxBytes ?? MAX_FACTS_FILE_BYTES);
  if ('error' in read) return read;
  const tooLarge = maxBytes === undefined ? largeFileProblem(read.text) : undefined;
  if (tooLarge) return { error: tooLarge };
  const board = readTextBoard(path, read.text);
  if (!board) return read;
  if ('facts' in board) return { text: board.facts };
  const [first] = board.errors;
  return { error: `not a whole Flow board: ${first.message} (line ${first.line}, column ${first.column})`, boardErrors: board.errors };
}

/** The same by URI, for the solver's assembly of a program from its files. */
export const readProgramSource: ReadSource = (uri) => readProgramFile(fileURLToPath(uri));

/** The text of the file at `path` as the solver gets it, or undefined when it has none. */
export function programTextAt(path: string, maxBytes?: number): string | undefined {
  const read = readProgramFile(path, maxBytes);
  return 'text' in read ? read.text : undefined;
}

/** The same by URI. */
export const programText = (uri: string): string | undefined => programTextAt(fileURLToPath(uri));

/** Why the file `shownAs` (at `uri`) cannot be read, as messages: a board's problems each at its cell. */
export function unreadableMessages(shownAs: string, uri: string, read: ProgramFileRead): SolverMessage[] {
  if (!('error' in read)) return [];
  if (!('boardErrors' in read)) return [{ severity: 'error', message: `${shownAs}: ${read.error}` }];
  return read.boardErrors.map((e) => ({
    severity: 'error' as const,
    message: e.message,
    location: { uri, range: { start: { line: e.line - 1, character: e.column - 1 }, end: { line: e.line - 1, character: e.column } } },
  }));
}
