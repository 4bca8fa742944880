// A Flow board in the text format (boardText.ts) given where a clingo program is read: `asp-puzzles solve
// board.txt` solves the board as it would a file of its facts. A file is taken for a board only when its name
// ends in `.txt` and every line is cells (letters, digits, '.'); a clingo program stays one, whatever its name,
// and so does a `.txt` of facts such as `a.` that is no board but parses as clingo.
// The facts sit on the board's own lines, a row per line, so that a message at a fact names the right row.
// A file is untrusted: its facts are about 130 bytes a cell, so a board's size is checked before they are made.
// Flow Board from Text File makes the instance file of a board instead, as the generator writes one.
import { parse } from '../../language/parser';
import type { FlowFromTextResult } from '../../protocol';
import { boardRowFacts, boardToFacts, boardToText, parseFlowText, type FlowBoard, type FlowTextError } from './boardText';

export type TextBoardRead = { facts: string } | { errors: FlowTextError[] };

/** The most cells a text board may have: its facts stay within the 16 MB that any file read may have. */
export const MAX_TEXT_BOARD_CELLS = 100_000;

/** The most problems of a broken board that are listed, as clingo lists at most 20 errors. */
const MAX_ERRORS = 20;

const CELLS = /^[.A-Za-z0-9]*\s*$/;

/** The facts of the board in `file`, read from `path`; its problems; or undefined when it is no text board. */
export function readTextBoard(path: string, file: string): TextBoardRead | undefined {
  if (!/\.txt$/i.test(path) || !linesOf(file).every((line) => CELLS.test(line))) return undefined;
  const read = boardIn(file);
  if ('errors' in read) return parse(file).errors.length === 0 ? undefined : { errors: read.errors };
  const first = read.lines.findIndex((line) => line.trim() !== '');
  const facts = read.lines.map(() => '');
  boardRowFacts(read.board).forEach((row, r) => {
    facts[first + r] = row;
  });
  return { facts: facts.join('\n') };
}

/**
 * The instance file of the board in `file`, from the text file `name` (Flow Board from Text File): the board
 * drawn in its header, then its facts; or what keeps the text from being a whole board.
 */
export function flowFileFromText(file: string, name: string): FlowFromTextResult {
  const read = boardIn(file);
  if ('errors' in read) return { problems: read.errors };
  const { board } = read;
  const colours = new Set(board.cells.flat().filter((ch) => ch !== null)).size;
  const header = [
    `% Flow Free, ${board.rows}x${board.cols} with ${colours} ${colours === 1 ? 'colour' : 'colours'}, from ${name}:`,
    ...boardToText(board).trimEnd().split('\n').map((row) => `%   ${row}`),
    '',
  ];
  const stem = name.replace(/^.*[/\\]/, '').replace(/\.[^.]*$/, '');
  return { text: `${header.join('\n')}\n${boardToFacts(board)}`, fileName: `${stem || 'flow-board'}.lp` };
}

/** The board in `file` and its lines, or what keeps it from being one: its size first, before its cells are read. */
export function boardIn(file: string): { lines: string[] } & ({ board: FlowBoard } | { errors: FlowTextError[] }) {
  const lines = linesOf(file);
  const tooLarge = sizeProblem(lines);
  if (tooLarge) return { lines, errors: [tooLarge] };
  const parsed = parseFlowText(lines.join('\n'));
  return parsed.ok ? { lines, board: parsed.board } : { lines, errors: listed(parsed.errors) };
}

/** The lines of `file`; a byte order mark before them, as Windows editors write one, is no cell. */
function linesOf(file: string): string[] {
  return file.replace(/^\uFEFF/, '').split(/\r?\n/);
}

/** Why a text of these lines is too large to be a board, before it is read as one. */
function sizeProblem(lines: readonly string[]): FlowTextError | undefined {
  const cells = lines.reduce((sum, line) => sum + line.trimEnd().length, 0);
  if (cells <= MAX_TEXT_BOARD_CELLS) return undefined;
  return { line: 1, column: 1, message: `the board has ${cells.toLocaleString('en')} cells; a text board may have at most ${MAX_TEXT_BOARD_CELLS.toLocaleString('en')}` };
}

/** The first problems, and how many more there are at the place of the next. */
function listed(errors: FlowTextError[]): FlowTextError[] {
  if (errors.length <= MAX_ERRORS) return errors;
  const next = errors[MAX_ERRORS];
  return [...errors.slice(0, MAX_ERRORS), { line: next.line, column: next.column, message: `and ${errors.length - MAX_ERRORS} more problems` }];
}
