// A click on a cell maze's board in edit mode: the square goes from unfixed to a fixed wall, to fixed empty, and
// back to unfixed, in the names the file already uses (`wall/2` and `empty/2`, or the 2011 `input_wall/2` and
// `input_empty/2`). Facts count (column, row) from 1.
import type { BoardCell } from '../../protocol';
import { factsOf, type Fact, type Facts } from '../facts';
import { has, int } from '../family';
import { insertFact, removeFact, renameFact, type FamilyEdit, type TextChange } from '../factEdits';

export function cycleCell(text: string, facts: Facts, cell: BoardCell): FamilyEdit {
  const c = cell[1] + 1;
  const r = cell[0] + 1;
  const old = has(facts, 'input_wall', 2) || has(facts, 'input_empty', 2) || (!has(facts, 'row', 1) && has(facts, 'maxRow', 1));
  const [wallName, emptyName] = old ? ['input_wall', 'input_empty'] : ['wall', 'empty'];
  const at = (name: string) => factsOf(facts, name, 2).filter((f) => int(f.args[0]) === c && int(f.args[1]) === r);
  const walls = [...at('wall'), ...at('input_wall')];
  const empties = [...at('empty'), ...at('input_empty')];
  const place = `(${c},${r})`;
  if (empties.length > 0) {
    return { changes: [...walls, ...empties].map((f) => removeFact(text, facts, f)), description: `${place} is no longer fixed` };
  }
  if (walls.length > 0) {
    // A wall written on its own becomes empty where it stands; one written among others makes way for a new fact.
    const changes: TextChange[] = [];
    const removed: Fact[] = [];
    for (const f of walls) {
      const renamed = changes.length === 0 ? renameFact(text, facts, f, f.name === 'input_wall' ? 'input_empty' : 'empty') : undefined;
      if (renamed) changes.push(renamed);
      else {
        changes.push(removeFact(text, facts, f));
        removed.push(f);
      }
    }
    if (removed.length === walls.length) changes.push(insertFact(text, facts, `${emptyName}(${c},${r}).`, [[emptyName, 2], [wallName, 2], ['exit', 2]], removed));
    return { changes, description: `${place} fixed empty` };
  }
  const statement = `${wallName}(${c},${r}).`;
  return { changes: [insertFact(text, facts, statement, [[wallName, 2], [emptyName, 2], ['exit', 2], ['entrance', 2]])], description: `${place} fixed as a wall` };
}
