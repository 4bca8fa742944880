// Why even-sized mazes do not exist, and when they do. Look at the points where four cells meet. Rule 3 (no 2x2
// block all wall or all empty) and rule 5 (no two walls touching only at a corner, with both cells between them
// empty) leave at each inner point exactly two of its four short grid lines between a wall and an empty cell: the
// boundary between walls and empty cells passes through every inner point once. It is made of closed loops and
// of lines that end on the outer edge, and by rule 2 it can end there only beside the entrance and the exit.
// Colour the points like a chessboard: a boundary line alternates colours, so a loop passes as many of each, and a
// line through the grid passes one more, one less or as many dark points as light ones, by the colours of its
// two ends. Counting both sides: twice the dark points minus twice the light ones must equal the light ends minus
// the dark ends. A grid with an even width and height has one more dark inner point than light ones; an entrance
// and an exit apart give each one dark and one light end, so it has no maze — unless the entrance and the exit
// are side by side where their two far ends are both light. (Checked against clingo on every pair of border
// cells of the grids up to 7x7.)
import { adjacent, isCorner, mazeName, samePlace, showPlace, type MazeSetup, type NoMaze, type Place } from './setup';

interface Balance {
  /** Inner points: (width-1) x (height-1), dark ones (the one at the top left inner corner among them) and light. */
  points: number;
  dark: number;
  light: number;
  /** Light boundary ends on the outer edge minus dark ones, halved: the dark points less the light ones it allows. */
  allowed: number;
}

/** The colour count of a setup's inner points and what its entrance and exit allow of it. */
export function balance(setup: MazeSetup): Balance | undefined {
  const { width: w, height: h } = setup;
  if (w < 2 || h < 2) return undefined;
  const empty = (c: number, r: number) => samePlace(setup.entrance, { c, r }) || samePlace(setup.exit, { c, r });
  // Each point on the outer edge but the corners has one grid line inwards, between two neighbouring border cells.
  let ends = 0; // light ends minus dark ends
  const end = (x: number, y: number, a: Place, b: Place) => {
    if (empty(a.c, a.r) !== empty(b.c, b.r)) ends += (x + y) % 2 === 0 ? -1 : 1;
  };
  for (let x = 1; x < w; x++) {
    end(x, 0, { c: x, r: 1 }, { c: x + 1, r: 1 });
    end(x, h, { c: x, r: h }, { c: x + 1, r: h });
  }
  for (let y = 1; y < h; y++) {
    end(0, y, { c: 1, r: y }, { c: 1, r: y + 1 });
    end(w, y, { c: w, r: y }, { c: w, r: y + 1 });
  }
  const points = (w - 1) * (h - 1);
  const dark = Math.ceil(points / 2);
  return { points, dark, light: points - dark, allowed: ends / 2 };
}

/** The reason when the colours cannot come out, else undefined (a maze may still be impossible for other reasons). */
export function parityReason(setup: MazeSetup): NoMaze | undefined {
  const count = balance(setup);
  if (!count || count.dark - count.light === count.allowed) return undefined;
  const { width: w, height: h, entrance, exit } = setup;
  const bothEven = w % 2 === 0 && h % 2 === 0;
  const sideBySide = adjacent(entrance, exit);
  const where = `the entrance at ${showPlace(entrance)} and the exit at ${showPlace(exit)}`;
  const headline = bothEven && !sideBySide
    ? `No cell maze of ${mazeName(setup)} exists: when the width and the height are both even, no maze has its entrance and exit apart (${where})`
    : `No cell maze of ${mazeName(setup)} exists with ${where}${sideBySide ? ' side by side' : ''}`;
  const passes = count.allowed === 0 ? 'as many dark points as light ones'
    : `one more ${count.allowed > 0 ? 'dark point than light ones' : 'light point than dark ones'}`;
  const beside = sideBySide ? 'two openings side by side there' : isCorner(entrance, w, h) || isCorner(exit, w, h) ? 'these openings' : 'an entrance and an exit apart';
  const why = `The rules (no 2x2 block of one kind, no walls touching only at a corner) make the boundary between walls and empty cells `
    + `pass once through each of the ${w - 1}x${h - 1} points inside the grid where four cells meet. Coloured like a chessboard, `
    + `${count.dark} of them are dark and ${count.light} light, but a boundary that ends beside ${beside} passes ${passes}.`;
  const odd = `make the width or the height odd, e.g. ${w === h ? `${w + 1}x${h + 1}` : `${w + 1}x${h}`}`;
  const remedy = !sideBySide ? ` ${capitalised(odd)}.` : bothEven ? ` Put the exit away from the entrance and ${odd}.` : ' Put the exit away from the entrance.';
  return { message: `${headline}. ${why}${remedy}`, cause: bothEven && !sideBySide ? { kind: 'size' } : { kind: 'exit' } };
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
