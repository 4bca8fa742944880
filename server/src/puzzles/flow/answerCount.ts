// The generator's oracle: a board solved with the bundled Flow encoding for two answers, as Check Uniqueness asks
// for them (projected on the shown atoms). One answer, with the search exhausted, proves that the board has exactly
// one solution; a second shows where it is ambiguous. The
// answers come back as path covers, so that the generator can reshape the board where the two differ.
import { explainOptions } from '../../explain/explainRun';
import type { Engine } from '../../solving/result';
import { formatSymbol } from '../../solving/symbols';
import { atomsNamed } from '../viewBoard';
import { boardToFacts, defaultNaming, vertexName, type FlowBoard } from './boardText';

export type AnswerCount =
  | {
    /** Exactly one answer and no other: the search was exhausted. */
    unique: boolean;
    /** The answers found, one or two, each as its paths (cells numbered row * size + column, endpoint to endpoint). */
    answers: number[][][];
    timeMs: number;
  }
  | { error: string };

/** Solves `board` (square) with `encoding` for two answers on `engine`. */
export async function countFlowAnswers(board: FlowBoard, encoding: string, engine: Engine, timeLimitMs?: number): Promise<AnswerCount> {
  const naming = defaultNaming(board);
  const program = `${encoding}\n${boardToFacts(board, naming)}`;
  const result = await engine.solve(program, explainOptions({ models: 2, ...(timeLimitMs !== undefined ? { timeLimitMs } : {}) }, 2));
  if (result.status === 'timeout') return { error: `the solver took longer than ${Math.round((timeLimitMs ?? 0) / 1000)} s on one board` };
  if (result.status === 'cancelled') return { error: 'stopped on request' };
  if (result.status !== 'satisfiable' && result.status !== 'unsatisfiable') {
    return { error: result.messages.map((m) => m.text).join('; ') || `the solver stopped: ${result.status}` };
  }
  const cellOf = new Map<string, number>();
  for (let r = 0; r < board.rows; r++) for (let c = 0; c < board.cols; c++) cellOf.set(vertexName(r + 1, c + 1, naming), r * board.cols + c);
  const answers = result.answers.map((a) => pathsOf(atomsNamed(a.atoms, 'e', 3).map((e) => [cellOf.get(formatSymbol(e.args[0])), cellOf.get(formatSymbol(e.args[1]))]), board));
  return { unique: answers.length === 1 && result.exhausted, answers, timeMs: result.timeMs };
}

/** The paths of an answer's edges, each followed from one endpoint of the board to the other. */
function pathsOf(edges: (number | undefined)[][], board: FlowBoard): number[][] {
  const links = new Map<number, number[]>();
  for (const [v, w] of edges) {
    if (v === undefined || w === undefined) continue;
    const list = links.get(v) ?? [];
    if (!list.includes(w)) list.push(w);
    links.set(v, list);
  }
  const done = new Set<number>();
  const paths: number[][] = [];
  for (let cell = 0; cell < board.rows * board.cols; cell++) {
    if (board.cells[Math.floor(cell / board.cols)][cell % board.cols] === null || done.has(cell)) continue;
    const path = [cell];
    done.add(cell);
    for (let at = cell, next = links.get(at)?.find((n) => !done.has(n)); next !== undefined; next = links.get(at)?.find((n) => !done.has(n))) {
      path.push(next);
      done.add(next);
      at = next;
    }
    done.add(path[path.length - 1]);
    paths.push(path);
  }
  return paths;
}
