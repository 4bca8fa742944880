// A click on a Flow board in edit mode: an endpoint of the chosen colour goes on the cell (in place of another
// colour's), or comes off when it is there. The colour is declared with c/1 when it is new, and its c/1 goes when
// its last endpoint does, so that placing and removing endpoints in pairs keeps the board well-formed. The
// vertex is the one the layout puts at the cell, whatever its name.
import type { BoardCell } from '../../protocol';
import { formatSymbol, parseSymbol, type ClingoSymbol } from '../../solving/symbols';
import { factsOf, symbolKey, type Fact, type Facts } from '../facts';
import { FactNotEditable, insertFact, removeFact, replaceFact, type FamilyEdit, type TextChange } from '../factEdits';
import { COLOURS } from './cover';
import { flowLayout } from './layout';

/** Names for a new colour on a board whose colours are names rather than the text format's letters. */
const NAMED = ['red', 'blue', 'green', 'yellow', 'orange', 'cyan', 'magenta', 'maroon', 'purple', 'white', 'grey', 'lime', 'tan', 'navy', 'teal', 'pink'];

export function toggleEndpoint(text: string, facts: Facts, cell: BoardCell, colourName: string | undefined): FamilyEdit | { error: string } {
  const layout = flowLayout(facts);
  if (!layout) return { error: 'the board has no vertices to place endpoints on' };
  const key = [...layout.position].find(([, at]) => at.row === cell[0] && at.column === cell[1])?.[0];
  const vertex = key === undefined ? undefined : factsOf(facts, 'v', 1).find((f) => symbolKey(f.args[0]) === key)?.args[0];
  if (!vertex) return { error: `no vertex is at row ${cell[0] + 1}, column ${cell[1] + 1}` };
  let colour: ClingoSymbol;
  try {
    colour = colourName === undefined ? newColour(facts) : parseSymbol(colourName);
  } catch {
    return { error: `${colourName} is not a colour term` };
  }
  const colourKey = symbolKey(colour);
  const v = formatSymbol(vertex);
  const c = formatSymbol(colour);
  const place = `(${cell[0] + 1},${cell[1] + 1})`;
  const endpoints = factsOf(facts, 's', 2);
  const here = endpoints.filter((f) => symbolKey(f.args[0]) === key);
  const changes: TextChange[] = [];
  const removed: Fact[] = [];
  /** Takes out the endpoints at this vertex, and the c/1 of a colour that then has none left. */
  const clear = () => {
    for (const f of here) {
      changes.push(removeFact(text, facts, f));
      removed.push(f);
    }
    for (const gone of new Set(here.map((f) => symbolKey(f.args[1])))) {
      const left = endpoints.some((f) => symbolKey(f.args[1]) === gone && symbolKey(f.args[0]) !== key);
      if (left) continue;
      for (const d of factsOf(facts, 'c', 1).filter((f) => symbolKey(f.args[0]) === gone)) {
        changes.push(removeFact(text, facts, d));
        removed.push(d);
      }
    }
  };
  const clearing = here.some((f) => symbolKey(f.args[1]) === colourKey);
  if (clearing) {
    clear();
    return { changes, description: `endpoint of ${c} removed from ${place}`, colour: c };
  }
  // One endpoint of another colour written on its own becomes this colour's in place.
  const replaced = here.length === 1 ? replaceFact(text, facts, here[0], `s(${v},${c})`) : undefined;
  if (replaced) {
    changes.push(replaced);
    removed.push(here[0]);
    const other = symbolKey(here[0].args[1]);
    if (!endpoints.some((f) => symbolKey(f.args[1]) === other && f !== here[0])) {
      for (const d of factsOf(facts, 'c', 1).filter((f) => symbolKey(f.args[0]) === other)) {
        changes.push(removeFact(text, facts, d));
        removed.push(d);
      }
    }
  } else {
    clear();
    changes.push(insertFact(text, facts, `s(${v},${c}).`, [['s', 2], ['c', 1], ['a', 2], ['v', 1]], removed));
  }
  if (!factsOf(facts, 'c', 1).some((f) => symbolKey(f.args[0]) === colourKey)) {
    changes.push(insertFact(text, facts, `c(${c}).`, [['c', 1], ['pos', 3], ['a', 2], ['v', 1]], removed));
  }
  const what = here.length > 0 ? `replaces ${formatSymbol(here[0].args[1])}'s on` : 'placed on';
  return { changes, description: `endpoint of ${c} ${what} ${place}`, colour: c };
}

/** A colour the board has not used, in the style of the ones it has: a letter in quotes, or a name. */
function newColour(facts: Facts): ClingoSymbol {
  const used = new Set([...factsOf(facts, 'c', 1).map((f) => symbolKey(f.args[0])), ...factsOf(facts, 's', 2).map((f) => symbolKey(f.args[1]))]);
  const named = [...factsOf(facts, 'c', 1), ...factsOf(facts, 's', 2)].some((f) => {
    const s = f.name === 'c' ? f.args[0] : f.args[1];
    return s.type === 'function' && s.args.length === 0;
  });
  if (named) {
    const name = NAMED.find((n) => !used.has(n));
    if (name) return { type: 'function', name, args: [], negated: false };
  }
  for (const ch of COLOURS) {
    const s: ClingoSymbol = { type: 'string', value: ch };
    if (!used.has(symbolKey(s))) return s;
  }
  throw new FactNotEditable('the board has every colour there is');
}
