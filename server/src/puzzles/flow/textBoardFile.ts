// A Flow board in the text format (boardText.ts) given where a clingo program is read: `asp-puzzles solve
// board.txt` solves the board as it would a file of its facts. A file is taken for a board only when its name
// ends in `.txt` and every line is cells (letters, digits, '.'); a clingo program stays one, whatever its name,
// and so does a `.txt` of facts such as `a.` that is no board but parses as clingo.
// The facts sit on the board's own lines, a row per line, so that a message at a fact names the right row.
import { parse } from '../../language/parser';
import { boardRowFacts, parseFlowText, type FlowTextError } from './boardText';

export type TextBoardRead = { facts: string } | { errors: FlowTextError[] };

const CELLS = /^[.A-Za-z0-9]*\s*$/;

/** The facts of the board in `text`, read from `path`; its problems; or undefined when it is no text board. */
export function readTextBoard(path: string, text: string): TextBoardRead | undefined {
  if (!/\.txt$/i.test(path)) return undefined;
  const lines = text.split(/\r?\n/);
  if (!lines.every((line) => CELLS.test(line)) || lines.every((line) => line.trim() === '')) return undefined;
  const parsed = parseFlowText(text);
  if (!parsed.ok) return parse(text).errors.length === 0 ? undefined : { errors: parsed.errors };
  const first = lines.findIndex((line) => line.trim() !== '');
  const facts = lines.map(() => '');
  boardRowFacts(parsed.board).forEach((row, r) => {
    facts[first + r] = row;
  });
  return { facts: facts.join('\n') };
}
