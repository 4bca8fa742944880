// Checks a wall maze answer, the `step(X1,Y1,X2,Y2)` atoms, against what a path through the maze is: one simple
// path from the start to the goal through the passages, and nothing else. It reads only the instance's facts,
// so an encoding that walks through walls or leaves stray steps is caught. Cells are (x,y) from 0 in messages
// and [y, x] on the board.
import { formatSymbol, type ClingoSymbol } from '../../solving/symbols';
import type { CellRef, ViewViolation } from '../../view/view';
import { factsOf, type Facts } from '../facts';
import { int } from '../family';
import { DIRECTIONS, hasPassage, inBounds, neighbour, type Cell, type WallMaze } from './maze';
import { mazeOfFacts } from './fromFacts';

interface Step {
  from: Cell;
  to: Cell;
  /** Its place in the answer, to list steps in the answer's order. */
  index: number;
}

/**
 * Every way the steps fail to be the path: steps that leave the board, jump or go through a wall; cells left by
 * two steps or entered twice; a path that stops or circles before the goal; steps off the path.
 */
export function validateWallMazePath(facts: Facts, atoms: readonly ClingoSymbol[]): ViewViolation[] {
  const violations: ViewViolation[] = [];
  const maze = mazeOfFacts(facts);
  const start = cellFact(facts, 'start');
  const goal = cellFact(facts, 'goal');
  const steps = answerSteps(atoms, violations);
  // Only cells on the board can be marked; without a board, any cell with no negative coordinate.
  const refs = (cells: Cell[]) => cells.filter((c) => (maze ? inBounds(maze, c.x, c.y) : c.x >= 0 && c.y >= 0)).map(ref);

  for (const s of steps) {
    const what = `step ${show(s.from)}→${show(s.to)}`;
    if (maze && (!inBounds(maze, s.from.x, s.from.y) || !inBounds(maze, s.to.x, s.to.y))) {
      violations.push({ rule: 'path-bounds', message: `${what} leaves the ${maze.width}x${maze.height} maze`, cells: refs([s.from, s.to]) });
    } else if (Math.abs(s.from.x - s.to.x) + Math.abs(s.from.y - s.to.y) !== 1) {
      violations.push({ rule: 'path-jump', message: `${what} joins cells that are not neighbours`, cells: refs([s.from, s.to]) });
    } else if (maze && !open(maze, s)) {
      violations.push({ rule: 'path-wall', message: `${what} goes through a wall`, cells: refs([s.from, s.to]) });
    }
  }

  const out = group(steps, (s) => key(s.from));
  const into = group(steps, (s) => key(s.to));
  for (const list of out.values()) {
    if (list.length < 2) continue;
    const at = list[0].from;
    violations.push({
      rule: 'path-branch',
      message: `${list.length} steps leave ${show(at)}: to ${list.map((s) => show(s.to)).join(' and ')}`,
      cells: refs([at, ...list.map((s) => s.to)]),
    });
  }
  for (const list of into.values()) {
    const at = list[0].to;
    const sources = list.map((s) => show(s.from)).join(' and ');
    if (start && same(at, start)) {
      violations.push({ rule: 'path-revisit', message: `the path comes back to the start ${show(at)} from ${sources}`, cells: refs([at, ...list.map((s) => s.from)]) });
    } else if (list.length > 1) {
      violations.push({ rule: 'path-revisit', message: `${show(at)} is entered ${list.length} times: from ${sources}`, cells: refs([at, ...list.map((s) => s.from)]) });
    }
  }
  // Without a start and a goal there is no path to follow; the instance check reports what is missing.
  if (start && goal) followPath(steps, out, start, goal, refs, violations);
  return violations;
}

/** Walks from the start along the first step out of each cell, then reports where it ends and what it left out. */
function followPath(steps: Step[], out: Map<string, Step[]>, start: Cell, goal: Cell, refs: (cells: Cell[]) => CellRef[], violations: ViewViolation[]): void {
  const onPath = new Set<Step>();
  const seen = new Set([key(start)]);
  let at = start;
  while (!same(at, goal)) {
    const step = out.get(key(at))?.[0];
    if (!step) {
      const message = same(at, start) ? `no step leaves the start ${show(start)}` : `the path stops at ${show(at)} before the goal ${show(goal)}`;
      violations.push({ rule: 'path-goal', message, cells: refs([at]) });
      break;
    }
    onPath.add(step);
    if (seen.has(key(step.to))) {
      violations.push({
        rule: 'path-goal',
        message: `the path runs in a circle back to ${show(step.to)} and never reaches the goal ${show(goal)}`,
        cells: refs([step.to]),
      });
      break;
    }
    seen.add(key(step.to));
    at = step.to;
  }
  // Steps off the path, in connected pieces: a piece is one mistake, however many steps it has.
  const stray = steps.filter((s) => !onPath.has(s));
  const placed = new Set<Step>();
  const byCell = new Map<string, Step[]>();
  for (const s of stray) {
    for (const c of [s.from, s.to]) {
      const list = byCell.get(key(c));
      if (list) list.push(s);
      else byCell.set(key(c), [s]);
    }
  }
  for (const s of stray) {
    if (placed.has(s)) continue;
    const piece = [s];
    placed.add(s);
    for (let i = 0; i < piece.length; i++) {
      for (const c of [piece[i].from, piece[i].to]) {
        for (const t of byCell.get(key(c))!) {
          if (placed.has(t)) continue;
          placed.add(t);
          piece.push(t);
        }
      }
    }
    piece.sort((a, b) => a.index - b.index);
    const cells = new Map<string, Cell>();
    for (const t of piece) for (const c of [t.from, t.to]) cells.set(key(c), c);
    const what = piece.length === 1 ? `step ${show(s.from)}→${show(s.to)} is` : `${piece.length} steps from ${show(piece[0].from)} are`;
    violations.push({ rule: 'path-stray', message: `${what} not on the path from ${show(start)} to ${show(goal)}`, cells: refs([...cells.values()]) });
  }
}

/** The answer's step/4 atoms, each once; one without whole-number cells is reported and left out. */
function answerSteps(atoms: readonly ClingoSymbol[], violations: ViewViolation[]): Step[] {
  const seen = new Set<string>();
  const steps: Step[] = [];
  for (const a of atoms) {
    if (a.type !== 'function' || a.name !== 'step' || a.args.length !== 4 || a.negated) continue;
    const [x1, y1, x2, y2] = a.args.map(int);
    if (x1 === undefined || y1 === undefined || x2 === undefined || y2 === undefined) {
      violations.push({ rule: 'path-step', message: `${formatSymbol(a)} is not a step between two cells`, cells: [] });
      continue;
    }
    const k = `${x1},${y1},${x2},${y2}`;
    if (seen.has(k)) continue;
    seen.add(k);
    steps.push({ from: { x: x1, y: y1 }, to: { x: x2, y: y2 }, index: steps.length });
  }
  return steps;
}

function open(maze: WallMaze, s: Step): boolean {
  return DIRECTIONS.some((d) => {
    const n = neighbour(maze, s.from.x, s.from.y, d);
    return n !== undefined && same(n, s.to) && hasPassage(maze, s.from.x, s.from.y, d);
  });
}

function cellFact(facts: Facts, name: 'start' | 'goal'): Cell | undefined {
  const f = factsOf(facts, name, 2)[0];
  const x = int(f?.args[0]);
  const y = int(f?.args[1]);
  return x !== undefined && y !== undefined ? { x, y } : undefined;
}

function group(steps: Step[], by: (s: Step) => string): Map<string, Step[]> {
  const map = new Map<string, Step[]>();
  for (const s of steps) {
    const k = by(s);
    const list = map.get(k);
    if (list) list.push(s);
    else map.set(k, [s]);
  }
  return map;
}

function key(c: Cell): string {
  return `${c.x},${c.y}`;
}

function same(a: Cell, b: Cell): boolean {
  return a.x === b.x && a.y === b.y;
}

function ref(c: Cell): CellRef {
  return [c.y, c.x];
}

function show(c: Cell): string {
  return `(${c.x},${c.y})`;
}
