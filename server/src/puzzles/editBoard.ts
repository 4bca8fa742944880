// Editing a board from the preview: one click's edit of an instance, computed on its text as the editor has it
// now, as LSP edits for the client to apply as one undoable change; and the board of an instance without an
// answer, with its problems, for the preview to show while it solves again or when the board has none. Anything
// a click can ask for that the file cannot take is a message, never an exception.
import { LineIndex } from '../language/lineIndex';
import type { BoardCell, BoardEdit, EditBoardResult } from '../protocol';
import type { View } from '../view/view';
import { toggleEndpoint } from './flow/edit';
import { cycleCell } from './cellMaze/edit';
import { FactNotEditable, toFileEdits, type FamilyEdit } from './factEdits';
import { factsOfText } from './instanceFacts';
import { recognisePuzzle } from './recognise';
import { answerView } from './views';
import { toggleWall } from './wallMaze/edit';

/** Larger instances are edited by hand: a click would copy megabytes between the editor and the server. */
export const MAX_EDITED_TEXT = 4 * 1024 * 1024;

export function editBoard(uri: unknown, text: unknown, edit: unknown): EditBoardResult {
  if (typeof uri !== 'string' || typeof text !== 'string') return { error: 'no instance given' };
  if (text.length > MAX_EDITED_TEXT) return { error: `the instance is larger than ${MAX_EDITED_TEXT / (1024 * 1024)} MB: edit it in the editor` };
  const checked = checkEdit(edit);
  if (typeof checked === 'string') return { error: checked };
  const facts = factsOfText(text);
  if (facts.truncated) return { error: 'the instance has more facts than are read: edit it in the editor' };
  const family = recognisePuzzle(facts);
  if (!family) return { error: 'the file is no instance of a puzzle the preview can edit' };
  const wanted = checked.kind === 'wall' ? 'wall-maze' : checked.kind === 'cell' ? 'cell-maze' : 'flow';
  if (family.id !== wanted) return { error: `a ${family.title} board has no ${checked.kind === 'endpoint' ? 'endpoints' : `${checked.kind}s`} to change` };
  let made: FamilyEdit | { error: string };
  try {
    made = checked.kind === 'wall' ? toggleWall(text, facts, checked.from, checked.to)
      : checked.kind === 'cell' ? cycleCell(text, facts, checked.cell)
        : toggleEndpoint(text, facts, checked.cell, checked.colour);
  } catch (e) {
    if (e instanceof FactNotEditable) return { error: e.message };
    throw e;
  }
  if ('error' in made) return made;
  return { edits: toFileEdits(uri, text, made.changes), description: made.description, ...(made.colour ? { colour: made.colour } : {}) };
}

/** The board as written, no answer drawn; the instance's problems listed under it, their cells outlined. */
export function boardView(uri: unknown, text: unknown): View | undefined {
  if (typeof uri !== 'string' || typeof text !== 'string' || text.length > MAX_EDITED_TEXT) return undefined;
  const facts = factsOfText(text);
  const family = recognisePuzzle(facts);
  if (!family) return undefined;
  const view = answerView(family.id, facts, [], { instance: { uri, text } });
  if (!view) return undefined;
  const lines = new LineIndex(text);
  const problems = facts.truncated ? [] : family.check(facts);
  view.violations = problems.map((p) => {
    const { line, character } = lines.position(p.span.start);
    const cells = view.cells.filter((c) => c.source?.line === line && c.source.character === character).map((c): BoardCell => [c.row, c.column]);
    return { rule: p.code, message: `line ${line + 1}: ${p.message}`, cells };
  });
  // What the family's caption says of an answer (no path, cells without a pipe) would read as said of this board.
  view.caption = problems.some((p) => p.severity === 'error') ? 'the board as written, not solved: fix it to solve it' : 'the board as written, not solved';
  return view;
}

function checkEdit(edit: unknown): BoardEdit | string {
  const e = edit as Partial<Record<string, unknown>> | null;
  if (typeof e !== 'object' || e === null) return 'no edit given';
  const cell = (v: unknown): v is BoardCell => Array.isArray(v) && v.length === 2 && v.every((n) => Number.isInteger(n) && n >= 0 && n < 1_000_000);
  switch (e.kind) {
    case 'wall':
      return cell(e.from) && cell(e.to) ? { kind: 'wall', from: e.from, to: e.to } : 'a wall lies between two cells, each [row, column]';
    case 'cell':
      return cell(e.cell) ? { kind: 'cell', cell: e.cell } : 'a cell is [row, column]';
    case 'endpoint':
      if (!cell(e.cell)) return 'a cell is [row, column]';
      if (e.colour !== undefined && (typeof e.colour !== 'string' || e.colour.length > 200)) return 'a colour is a term, such as "A" or red';
      return { kind: 'endpoint', cell: e.cell, ...(typeof e.colour === 'string' ? { colour: e.colour } : {}) };
    default:
      return 'an edit is of a wall, a cell or an endpoint';
  }
}
