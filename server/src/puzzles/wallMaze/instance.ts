// Wall mazes: a board of W columns and H rows, cells (X,Y) with X in 0..W-1 and Y in 0..H-1, walls between
// neighbours except where `passage(X1,Y1,X2,Y2)` opens one (written once, in either direction), and the path
// asked for runs from `start(X,Y)` to `goal(X,Y)`. The answer is `step(X1,Y1,X2,Y2)`.
import type { Span } from '../../language/ast';
import { factsOf, type Fact, type Facts } from '../facts';
import { anchor, cell, has, int, plural, type PuzzleFamily, type PuzzleProblem } from '../family';

interface Board {
  width: number;
  height: number;
}

export const wallMaze: PuzzleFamily = {
  id: 'wall-maze',
  title: 'Wall maze',
  encoding: 'wall-maze-path.lp',
  recognise(facts) {
    return has(facts, 'passage', 4) || (has(facts, 'maze', 2) && (has(facts, 'start', 2) || has(facts, 'goal', 2)));
  },
  check(facts) {
    const problems: PuzzleProblem[] = [];
    const passages = factsOf(facts, 'passage', 4);
    const missingAt = anchor(passages, factsOf(facts, 'start', 2), factsOf(facts, 'goal', 2));
    const board = size(facts, missingAt, problems);
    const boardAt = factsOf(facts, 'maze', 2)[0]?.span ?? missingAt;
    for (const name of ['start', 'goal'] as const) cellOf(facts, name, board, boardAt, problems);
    for (const f of passages) checkPassage(f, board, problems);
    return problems;
  },
};

/** The one `maze(W,H)`, both positive. */
function size(facts: Facts, missingAt: Span, problems: PuzzleProblem[]): Board | undefined {
  const list = factsOf(facts, 'maze', 2);
  if (list.length === 0) {
    problems.push({ span: missingAt, message: 'no maze(W,H) fact: add one with the width and height', severity: 'error', code: 'puzzle-wall-maze-size' });
    return undefined;
  }
  const sizes = new Set(list.map((f) => cell(f.args)));
  if (sizes.size > 1) {
    for (const f of list) problems.push(error(f, `${plural(sizes.size, 'maze size')}; there must be exactly one maze(W,H)`, 'size'));
    return undefined;
  }
  const [width, height] = list[0].args.map(int);
  if (width === undefined || height === undefined || width < 1 || height < 1) {
    for (const f of list) problems.push(error(f, `maze${cell(f.args)}: width and height must be positive numbers`, 'size'));
    return undefined;
  }
  return { width, height };
}

/** Exactly one start (or goal), inside the board. */
function cellOf(facts: Facts, name: 'start' | 'goal', board: Board | undefined, missingAt: Span, problems: PuzzleProblem[]): void {
  const list = factsOf(facts, name, 2);
  if (list.length === 0) {
    problems.push({ span: missingAt, message: `the maze has no ${name}: add ${name}(X,Y)`, severity: 'error', code: `puzzle-wall-maze-${name}` });
    return;
  }
  const cells = new Set(list.map((f) => cell(f.args)));
  for (const f of list) {
    if (cells.size > 1) problems.push(error(f, `${plural(cells.size, `${name} cell`)}; a maze has exactly one ${name}`, name));
    if (board && !inside(f.args.slice(0, 2).map(int), board)) {
      problems.push(error(f, `${name} ${cell(f.args)} is outside the ${label(board)} maze`, name));
    }
  }
}

/** Tens of thousands of passages in a large maze: the cells are formatted only for a message. */
function checkPassage(f: Fact, board: Board | undefined, problems: PuzzleProblem[]): void {
  const [x1, y1, x2, y2] = f.args.map(int);
  const from = () => cell(f.args.slice(0, 2));
  const to = () => cell(f.args.slice(2));
  if (board) {
    const firstInside = inside([x1, y1], board);
    const secondInside = inside([x2, y2], board);
    if (!firstInside || !secondInside) {
      const which = !firstInside && !secondInside ? `cells ${from()} and ${to()} are` : `cell ${firstInside ? to() : from()} is`;
      problems.push(error(f, `${which} outside the ${label(board)} maze`, 'passage'));
      return;
    }
  }
  if (x1 === undefined || y1 === undefined || x2 === undefined || y2 === undefined) return;
  if (Math.abs(x1 - x2) + Math.abs(y1 - y2) !== 1) {
    problems.push(error(f, `${from()} and ${to()} are not neighbours; a passage joins two adjacent cells`, 'passage'));
  }
}

function inside([x, y]: (number | undefined)[], board: Board): boolean {
  return x !== undefined && y !== undefined && x >= 0 && y >= 0 && x < board.width && y < board.height;
}

/** Columns by rows. */
function label(board: Board): string {
  return `${board.width}x${board.height}`;
}

function error(f: Fact, message: string, what: string): PuzzleProblem {
  return { span: { start: f.span.start, end: f.span.end }, message, severity: 'error', code: `puzzle-wall-maze-${what}` };
}
