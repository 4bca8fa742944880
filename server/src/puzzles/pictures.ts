// Answers of the known families drawn as text, for the output channel and the command line: a cell maze as a
// grid of `#` and `.`, a Flow board as letters (capitals at the endpoints), a wall maze as `+---+` art with the
// path. The instance gives the board; the answer's atoms (values, never strings) fill it in.
import { parse } from '../language/parser';
import type { AnswerSet, PuzzleFamilyId } from '../protocol';
import type { ClingoSymbol } from '../solving/symbols';
import { extractFacts, factsOf, symbolKey, type Facts } from './facts';
import { int } from './family';
import { flowLayout } from './flow/layout';
import { colourLetters } from './flow/letters';
import { wallMazePicture } from './wallMaze/picture';

/** One picture per answer (undefined where the answer cannot be drawn). */
export function answerPictures(family: PuzzleFamilyId, instanceText: string, answers: readonly AnswerSet[]): (string | undefined)[] {
  if (answers.length === 0) return [];
  const facts = extractFacts(parse(instanceText));
  const draw = family === 'cell-maze' ? cellMazePicture : family === 'flow' ? flowPicture : wallMazePicture;
  return answers.map((answer) => draw(facts, answer.atoms));
}

function atomsNamed(atoms: readonly ClingoSymbol[], name: string, arity: number): ClingoSymbol[][] {
  const out: ClingoSymbol[][] = [];
  for (const a of atoms) if (a.type === 'function' && !a.negated && a.name === name && a.args.length === arity) out.push(a.args);
  return out;
}

/** Rows and columns of a cell maze: `row/1`, `col/1` or the 2011 `maxRow/1`, `maxCol/1`. */
function gridSize(facts: Facts): { width: number; height: number } | undefined {
  const max = (name: string, maxName: string) => {
    const values = factsOf(facts, name, 1).map((f) => int(f.args[0]) ?? 0);
    const given = factsOf(facts, maxName, 1).map((f) => int(f.args[0]) ?? 0);
    return Math.max(0, ...values, ...given);
  };
  const width = max('col', 'maxCol');
  const height = max('row', 'maxRow');
  return width > 0 && height > 0 && width * height <= 1_000_000 ? { width, height } : undefined;
}

function cellMazePicture(facts: Facts, atoms: readonly ClingoSymbol[]): string | undefined {
  const size = gridSize(facts);
  if (!size) return undefined;
  const grid = Array.from({ length: size.height }, () => Array<string>(size.width).fill('?'));
  const put = (args: ClingoSymbol[], mark: string) => {
    const c = int(args[0]);
    const r = int(args[1]);
    if (c !== undefined && r !== undefined && c >= 1 && r >= 1 && c <= size.width && r <= size.height) grid[r - 1][c - 1] = mark;
  };
  for (const args of atomsNamed(atoms, 'wall', 2)) put(args, '#');
  for (const args of atomsNamed(atoms, 'empty', 2)) put(args, '.');
  for (const f of factsOf(facts, 'entrance', 2)) put(f.args, 'E');
  for (const f of factsOf(facts, 'exit', 2)) put(f.args, 'X');
  return grid.map((row) => row.join('')).join('\n');
}

function flowPicture(facts: Facts, atoms: readonly ClingoSymbol[]): string | undefined {
  const layout = flowLayout(facts);
  if (!layout) return undefined;
  const letters = colourLetters(factsOf(facts, 'c', 1).map((f) => symbolKey(f.args[0])));
  const grid = Array.from({ length: layout.rows }, () => Array<string>(layout.columns).fill('.'));
  const put = (vertex: ClingoSymbol, mark: string) => {
    const at = layout.position.get(symbolKey(vertex));
    if (at) grid[at.row][at.column] = mark;
  };
  for (const [v, w, c] of atomsNamed(atoms, 'e', 3)) {
    const letter = letters.get(symbolKey(c)) ?? '?';
    put(v, letter.toLowerCase());
    put(w, letter.toLowerCase());
  }
  for (const f of factsOf(facts, 's', 2)) put(f.args[0], letters.get(symbolKey(f.args[1])) ?? '?');
  return grid.map((row) => row.join('')).join('\n');
}
