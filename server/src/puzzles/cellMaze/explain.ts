// Why a cell maze has no answer, in words about the maze: "No cell maze of 4x4 exists: …". Two kinds of proof,
// both from the rules alone and so true whatever the encoding: the boundary count of parity.ts (even-sized grids,
// an entrance beside the exit), and a chain of forced cells that ends in a broken rule (deductions.ts: a fixed
// cell against the border, a corridor too narrow). A maze the bundled encoding finds none of, for reasons neither
// finds, gets a plainer word: no arrangement keeps the rules.
import type { Span } from '../../language/ast';
import type { Facts } from '../facts';
import { plural } from '../family';
import { deduce, EMPTY, WALL, type Conflict, type Deduction, type Kind, type Reason } from './deductions';
import { parityReason } from './parity';
import { mazeName, setupFromFacts, showPlace, type MazeCause, type MazeSetup, type NoMaze, type SetupSources } from './setup';

/** At most so many forced cells are told before the broken rule; earlier ones are counted. */
const MAX_STEPS = 8;

/** A reason no maze exists for the setup, when one of the proofs finds it; undefined says nothing either way. */
export function whyNoCellMaze(setup: MazeSetup): NoMaze | undefined {
  const deduction = deduce(setup);
  const chain = deduction?.conflict ? tell(setup, deduction, deduction.conflict) : undefined;
  // A broken rule among the given cells themselves is the most direct reason; then the count; then the chain.
  if (chain && chain.steps === 0) return chain.noMaze;
  return parityReason(setup) ?? chain?.noMaze;
}

/**
 * Why the instance has no answer, at the fact to point at. `bundled`: the bundled encoding found none, so the
 * rules have no answer even when no proof here says why; a user's own encoding may be wrong instead.
 */
export function explainNoCellMaze(facts: Facts, bundled: boolean): { message: string; span?: Span } | undefined {
  const read = setupFromFacts(facts);
  if (!read) return undefined;
  const { setup, sources } = read;
  const reason = whyNoCellMaze(setup);
  if (reason) return { message: reason.message, span: spanOf(reason.cause, sources) };
  if (!bundled) return undefined;
  const fixed = setup.walls.length + setup.empties.length;
  const these = fixed === 0 ? [] : [fixed === 1 ? 'this fixed cell' : `these ${plural(fixed, 'fixed cell')}`];
  const message = `No cell maze of ${mazeName(setup)} exists with ${setupPhrase(setup, these)}: `
    + 'no arrangement of walls and empty cells keeps all five rules.'
    + (fixed ? ' Try fewer fixed cells.' : ' Try other places for the entrance and the exit.');
  return { message, span: fixed ? (sources.walls[0] ?? sources.empties[0]) : sources.size };
}

function spanOf(cause: MazeCause, sources: SetupSources): Span {
  switch (cause.kind) {
    case 'size':
      return sources.size;
    case 'entrance':
      return sources.entrance;
    case 'exit':
      return sources.exit;
    case 'wall':
      return sources.walls[cause.index] ?? sources.size;
    case 'empty':
      return sources.empties[cause.index] ?? sources.size;
  }
}

/** "the entrance at (1,2), the exit at (5,4) and (3,3) fixed as a wall" */
function setupPhrase(setup: MazeSetup, more: string[]): string {
  return list([`the entrance at ${showPlace(setup.entrance)}`, `the exit at ${showPlace(setup.exit)}`, ...more]);
}

/** What the sentences need: the deduction, and names for its cells. */
interface Teller {
  d: Deduction;
  name(i: number): string;
  /** "out of the entrance (1,2)", "into the exit (5,4)", "to the empty cell (3,3)". */
  wayTo(i: number): string;
}

/** The chain of forced cells that ends in the conflict, as one message; `steps`: how many cells were forced. */
function tell(setup: MazeSetup, d: Deduction, conflict: Conflict): { noMaze: NoMaze; steps: number } {
  const name = (i: number) => showPlace({ c: (i % d.width) + 1, r: Math.floor(i / d.width) + 1 });
  const entrance = (setup.entrance.r - 1) * d.width + setup.entrance.c - 1;
  const exit = (setup.exit.r - 1) * d.width + setup.exit.c - 1;
  const t: Teller = {
    d,
    name,
    wayTo: (i) => (i === entrance ? `out of the entrance ${name(i)}` : i === exit ? `into the exit ${name(i)}` : `to the empty cell ${name(i)}`),
  };
  const cone = causes(d, conflictCells(conflict));
  const steps = d.order.filter((i) => cone.has(i) && isStep(d.reason[i]!));
  const fixed = d.order.filter((i) => cone.has(i) && d.reason[i]!.rule === 'fixed');
  if (conflict.rule === 'both' && conflict.first.rule === 'fixed') fixed.push(conflict.cell);
  const what = setupPhrase(setup, fixedPhrases(d, [...new Set(fixed)], name));
  const told = steps.slice(-MAX_STEPS).map((i) => stepText(t, i));
  const skipped = steps.length - told.length;
  const sentences = [...(skipped ? [`after ${plural(skipped, 'more forced cell')}, `] : []), told.join('; ')].join('');
  const ending = conflictText(t, conflict, steps.length > 0);
  const message = `No cell maze of ${mazeName(setup)} exists with ${what}: ${sentences}${sentences ? '; so ' : ''}${ending}.`;
  return { noMaze: { message, cause: causeOf(d, setup, cone, conflict, [entrance, exit]) }, steps: steps.length };
}

function isStep(reason: Reason): boolean {
  return reason.rule !== 'border' && reason.rule !== 'opening' && reason.rule !== 'fixed';
}

function conflictCells(conflict: Conflict): number[] {
  switch (conflict.rule) {
    case 'both':
    case 'unreachable':
      return [conflict.cell];
    case 'block':
      return conflict.cells;
    case 'corner':
      return [...conflict.walls, ...conflict.empties];
    case 'surrounded':
      return [conflict.wall, ...conflict.others];
    case 'isolated':
      return [conflict.cell, ...conflict.others];
  }
}

/** The cells and every cell their kinds were forced by, transitively. */
function causes(d: Deduction, start: number[]): Set<number> {
  const seen = new Set<number>();
  const todo = [...start];
  while (todo.length > 0) {
    const i = todo.pop()!;
    if (seen.has(i)) continue;
    seen.add(i);
    const reason = d.reason[i];
    if (!reason) continue;
    switch (reason.rule) {
      case 'block':
      case 'hollow':
      case 'corner':
        todo.push(...reason.others);
        break;
      case 'surrounded':
        todo.push(reason.wall, ...reason.others);
        break;
      case 'lead':
        todo.push(reason.to, ...reason.others);
        break;
      default:
        break;
    }
  }
  return seen;
}

/** The first fixed cell among the causes, else the opening, else the size. */
function causeOf(d: Deduction, setup: MazeSetup, cone: Set<number>, conflict: Conflict, [entrance, exit]: number[]): MazeCause {
  const fixed = [...cone].map((i) => d.reason[i]).filter((r): r is Extract<Reason, { rule: 'fixed' }> => r?.rule === 'fixed').map((r) => r.index);
  if (conflict.rule === 'both' && conflict.first.rule === 'fixed') fixed.push(conflict.first.index);
  if (fixed.length > 0) {
    const index = Math.min(...fixed);
    return index < setup.walls.length ? { kind: 'wall', index } : { kind: 'empty', index: index - setup.walls.length };
  }
  if (cone.has(entrance)) return { kind: 'entrance' };
  if (cone.has(exit)) return { kind: 'exit' };
  return { kind: 'size' };
}

/** "(3,3) and (4,3) fixed as walls", "(4,4) fixed as empty": the fixed cells a reason rests on. */
function fixedPhrases(d: Deduction, cells: number[], name: (i: number) => string): string[] {
  const walls = cells.filter((i) => d.kind[i] === WALL);
  const empties = cells.filter((i) => d.kind[i] !== WALL);
  return [
    ...(walls.length ? [`${list(walls.map(name))} fixed as ${walls.length === 1 ? 'a wall' : 'walls'}`] : []),
    ...(empties.length ? [`${list(empties.map(name))} fixed as empty`] : []),
  ];
}

function stepText({ d, name, wayTo }: Teller, i: number): string {
  const reason = d.reason[i]!;
  const kind = d.kind[i] as Kind;
  const cell = name(i);
  switch (reason.rule) {
    case 'block':
      return `${cell} must be ${kindWord(kind)}, or ${list([i, ...reason.others].sort((a, b) => a - b).map(name))} would be a 2x2 block of ${kind === WALL ? 'empty cells' : 'walls'}`;
    case 'corner':
      return `${cell} must be ${kindWord(kind)}, or the walls ${name(reason.walls[0])} and ${name(reason.walls[1])} would touch only at a corner`;
    case 'surrounded':
      return `${cell} must be a wall, or the wall ${name(reason.wall)} would have only empty neighbours`;
    case 'hollow':
      return `${cell} must be empty, or it would be a wall with only empty neighbours`;
    case 'lead':
      return `${cell} must be empty, the only way ${wayTo(reason.to)}`;
    default:
      return `${cell} is ${kindWord(kind)}`;
  }
}

function conflictText({ name, wayTo }: Teller, conflict: Conflict, afterSteps: boolean): string {
  const would = afterSteps ? 'would be' : 'are';
  switch (conflict.rule) {
    case 'both': {
      const cell = name(conflict.cell);
      const second = conflict.second;
      if (second.rule === 'border') return `${cell} is on the border, where every cell but the entrance and the exit is a wall`;
      if (second.rule === 'opening') return `${cell} is the ${second.name}, which must be empty`;
      return `${cell} is fixed both as a wall and as empty`;
    }
    case 'block':
      return `${list([...conflict.cells].sort((a, b) => a - b).map(name))} ${would} a 2x2 block of ${conflict.kind === WALL ? 'walls' : 'empty cells'}`;
    case 'corner':
      return `the walls ${name(conflict.walls[0])} and ${name(conflict.walls[1])} ${afterSteps ? 'would touch' : 'touch'} only at a corner, `
        + `with ${name(conflict.empties[0])} and ${name(conflict.empties[1])} empty`;
    case 'surrounded':
      return `the wall ${name(conflict.wall)} ${afterSteps ? 'would have' : 'has'} only empty neighbours`;
    case 'isolated':
      return `${afterSteps ? 'there would be' : 'there is'} no way ${wayTo(conflict.cell)}, all its neighbours being walls`;
    case 'unreachable':
      return `the empty cell ${name(conflict.cell)} cannot be reached from the entrance: walls close it off`;
  }
}

function kindWord(kind: Kind): string {
  return kind === WALL ? 'a wall' : kind === EMPTY ? 'empty' : 'unknown';
}

/** "(1,1), (2,1) and (1,2)" */
function list(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
