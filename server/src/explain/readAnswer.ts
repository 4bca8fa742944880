// The relaxed program's answer read back: which relaxed rules it breaks, for which values of their variables,
// which instance facts it leaves out, and the atoms that are the program's own (for the picture).
import { formatSymbol, type ClingoSymbol } from '../solving/symbols';
import type { CellRef } from '../view/view';
import type { BoardCells } from './boardCells';
import { groundBodyAtoms, groundFactArguments } from './ground';
import { isHidden } from './hiddenNames';
import type { Relaxation, RelaxedRule } from './relax';
import type { FactUnit } from './statements';

export interface ViolatedInstance {
  /** The values of the rule's variables, in its `variables` order. */
  values: ClingoSymbol[];
  /** The board's cells the violation is about (empty without a board). */
  cells: CellRef[];
}

export interface ViolatedRule {
  rule: RelaxedRule;
  instances: ViolatedInstance[];
}

export interface DroppedFact {
  unit: FactUnit;
  cells: CellRef[];
}

export interface RelaxedAnswer {
  violated: ViolatedRule[];
  dropped: DroppedFact[];
  /** The answer's atoms without the relaxation's. */
  atoms: ClingoSymbol[];
}

/** `atoms` of an answer of the relaxed program; `board` finds the cells, when the program is a puzzle's. */
export function readRelaxedAnswer(relaxation: Relaxation, atoms: readonly ClingoSymbol[], board?: BoardCells): RelaxedAnswer {
  const { names } = relaxation;
  const byRule = new Map<number, ViolatedInstance[]>();
  const kept = new Set<number>();
  const own: ClingoSymbol[] = [];
  for (const a of atoms) {
    if (a.type !== 'function' || !isHidden(names, a.name)) {
      own.push(a);
      continue;
    }
    const [id, values] = a.args;
    if (a.name === names.kept && id?.type === 'number') kept.add(id.value);
    if (a.name !== names.violated || id?.type !== 'number' || values?.type !== 'tuple') continue;
    const rule = relaxation.rules[id.value];
    if (!rule) continue;
    const list = byRule.get(rule.id) ?? [];
    list.push({ values: values.args, cells: board ? cellsOf(rule, values.args, board) : [] });
    byRule.set(rule.id, list);
  }
  const violated = [...byRule].sort(([a], [b]) => a - b).map(([id, instances]) => ({ rule: relaxation.rules[id], instances: instances.sort(compareInstances) }));
  const dropped = relaxation.facts.flatMap((unit, id): DroppedFact[] => kept.has(id) ? [] : [{ unit, cells: board ? factCells(unit, board) : [] }]);
  return { violated, dropped, atoms: own };
}

/** The cells a violation names: those of its ground body atoms, else those its values name themselves. */
function cellsOf(rule: RelaxedRule, values: readonly ClingoSymbol[], board: BoardCells): CellRef[] {
  const binding = new Map(rule.variables.map((name, i) => [name, values[i]] as const).filter(([, v]) => v !== undefined));
  const fromAtoms = groundBodyAtoms(rule.statement.body, binding).flatMap((args) => board.cellsIn(args));
  const cells = fromAtoms.length ? fromAtoms : board.cellsIn(values);
  const seen = new Set<string>();
  return cells.filter(([r, c]) => !seen.has(`${r},${c}`) && Boolean(seen.add(`${r},${c}`)));
}

export function factCells(unit: FactUnit, board: BoardCells): CellRef[] {
  const atom = unit.statement.head.atom;
  const pools = unit.alternative < 0 ? atom.pool : [atom.pool[unit.alternative]];
  return pools.flatMap((args) => groundFactArguments(args).flatMap((values) => board.cellsIn(values)));
}

function compareInstances(a: ViolatedInstance, b: ViolatedInstance): number {
  const x = a.values.map(formatSymbol).join(',');
  const y = b.values.map(formatSymbol).join(',');
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Instances listed in a message at most; the rest are counted. */
const LISTED = 5;

/** `violated 2 times: X=3, Y=4 and X=5, Y=6`; `bounds broken once: V=v11`. */
export function violationMessage(v: ViolatedRule): string {
  const n = v.instances.length;
  const verb = v.rule.kind === 'constraint' ? 'violated' : 'bounds broken';
  const times = n === 1 ? 'once' : `${n} times`;
  if (v.rule.variables.length === 0) return `${verb} in the closest answer`;
  const listed = v.instances.slice(0, LISTED).map((i) => v.rule.variables.map((name, k) => `${name}=${i.values[k] ? formatSymbol(i.values[k]) : '?'}`).join(', '));
  const rest = n - listed.length;
  const said = rest > 0 ? `${listed.join('; ')} and ${rest} more` : listed.length > 1 ? `${listed.slice(0, -1).join('; ')} and ${listed[listed.length - 1]}` : listed[0];
  return `${verb} ${times}: ${said}`;
}
