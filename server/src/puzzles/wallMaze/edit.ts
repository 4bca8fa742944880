// A click on a wall maze's board in edit mode: the wall between two neighbouring cells goes up (its passage facts
// are removed) or comes down (a passage fact is added). The maze's own coordinates are (X, Y) from 0: column, row.
import type { BoardCell } from '../../protocol';
import { factsOf, type Facts } from '../facts';
import { int } from '../family';
import { insertFact, removeFact, type FamilyEdit } from '../factEdits';

export function toggleWall(text: string, facts: Facts, from: BoardCell, to: BoardCell): FamilyEdit | { error: string } {
  const [y1, x1] = from;
  const [y2, x2] = to;
  if (Math.abs(x1 - x2) + Math.abs(y1 - y2) !== 1) return { error: `(${x1},${y1}) and (${x2},${y2}) are not neighbours: a wall stands between two cells side by side` };
  const size = factsOf(facts, 'maze', 2)[0];
  const width = int(size?.args[0]);
  const height = int(size?.args[1]);
  if (width === undefined || height === undefined) return { error: 'the maze has no size: add maze(W,H) first' };
  for (const [x, y] of [[x1, y1], [x2, y2]]) {
    if (x < 0 || y < 0 || x >= width || y >= height) return { error: `(${x},${y}) is outside the ${width}x${height} maze` };
  }
  // The passage as the generator writes it: the cell to the left or above first.
  const [a, b] = y1 < y2 || (y1 === y2 && x1 < x2) ? [[x1, y1], [x2, y2]] : [[x2, y2], [x1, y1]];
  const between = `between (${a[0]},${a[1]}) and (${b[0]},${b[1]})`;
  const passages = factsOf(facts, 'passage', 4).filter((f) => {
    const [p, q, r, s] = f.args.map(int);
    return (p === a[0] && q === a[1] && r === b[0] && s === b[1]) || (p === b[0] && q === b[1] && r === a[0] && s === a[1]);
  });
  if (passages.length > 0) return { changes: passages.map((f) => removeFact(text, facts, f)), description: `wall ${between} put up` };
  const statement = `passage(${a[0]},${a[1]},${b[0]},${b[1]}).`;
  return { changes: [insertFact(text, facts, statement, [['passage', 4], ['goal', 2], ['start', 2], ['maze', 2]])], description: `wall ${between} taken down` };
}
