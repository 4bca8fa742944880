// What every engine takes and gives back, so that the bundled and the native solver are interchangeable.
import type { ClingoMessage } from './messages';
import { parseSymbol, SymbolTooDeep, type ClingoSymbol } from './symbols';

export type OptimizationMode = 'opt' | 'optN' | 'enum' | 'ignore';

export interface SolveOptions {
  /** How many answers: 0 for all. */
  models: number;
  /** Wall-clock limit in milliseconds. */
  timeLimitMs?: number;
  /** `-c name=value` */
  constants?: Record<string, string>;
  /** `--opt-mode`: find one optimum (clingo's default), all optimal answers, enumerate, or ignore. */
  optimization?: OptimizationMode;
  /** `--project`: answers that differ only in hidden atoms count once. */
  project?: boolean;
  /** Threads (`-t`), native clingo only: the bundled build is single-threaded. */
  threads?: number;
  /** Passed through, e.g. `--enum-mode=cautious`, `--heuristic=Domain`. */
  extraArgs?: string[];
  /**
   * Stops this solve only, whether it still waits for the engine or runs: it resolves as 'cancelled'. The
   * engine's `cancel` stops whichever solve runs, which for a shared engine may be another caller's.
   */
  signal?: AbortSignal;
}

export interface Answer {
  /** The shown atoms as values, but for those that nest deeper than symbols' MAX_SYMBOL_DEPTH. */
  atoms: ClingoSymbol[];
  /** The same atoms as clingo printed them. */
  text: string[];
  costs?: number[];
}

export type SolveStatus = 'satisfiable' | 'unsatisfiable' | 'unknown' | 'optimum' | 'error' | 'cancelled' | 'timeout' | 'too-large';

export interface SolveResult {
  status: SolveStatus;
  answers: Answer[];
  /** True when every answer was enumerated (or the optimum proven): "3 of 3", not "3 of at least 3". */
  exhausted: boolean;
  /** clingo's errors, warnings and infos with their positions in the program text. */
  messages: ClingoMessage[];
  timeMs: number;
  /** clingo's own figures when it gave them: times in seconds, choices, conflicts, rules... */
  statistics?: Record<string, number>;
  /** Which solver ran, e.g. `clingo-wasm 5.8.1` or `clingo 5.4.1 (/usr/bin/clingo)`. */
  engine: string;
}

export interface Engine {
  solve(program: string, options: SolveOptions, onAnswer?: (answer: Answer) => void): Promise<SolveResult>;
  /** Stops the running solve (it resolves as 'cancelled'); a no-op when nothing runs. */
  cancel(): Promise<void>;
  /** Ends the engine's worker or process for good. */
  dispose(): Promise<void>;
}

/** clingo's command-line arguments for the options both engines understand. */
export function clingoArguments(options: SolveOptions): string[] {
  return [
    ...Object.entries(options.constants ?? {}).map(([name, value]) => `-c ${name}=${value}`),
    ...(options.optimization ? [`--opt-mode=${options.optimization}`] : []),
    ...(options.project ? ['--project'] : []),
    ...(options.extraArgs ?? []),
  ];
}

/** clingo's `--outf=2` witness, read into values. */
export function toAnswer(w: { Value: string[]; Costs?: number[] }): Answer {
  const atoms: ClingoSymbol[] = [];
  for (const text of w.Value) {
    try {
      atoms.push(parseSymbol(text));
    } catch (e) {
      if (!(e instanceof SymbolTooDeep)) throw e;
      // Kept in `text`; solveFiles says so.
    }
  }
  return { atoms, text: w.Value, ...(w.Costs ? { costs: w.Costs } : {}) };
}

/** clingo's `--outf=2` document, as both engines produce it. */
export type ClingoJson = {
  Result: 'SATISFIABLE' | 'UNSATISFIABLE' | 'UNKNOWN' | 'OPTIMUM FOUND';
  /** `Optimal`: with `--opt-mode=optN`, how many of the last witnesses are optimal (the ones before improved on the way). */
  Models: { More: 'yes' | 'no'; Number: number; Optimum?: 'yes' | 'no'; Optimal?: number };
  Call?: { Witnesses?: { Value: string[]; Costs?: number[] }[] }[];
  Time?: Record<string, number>;
  Stats?: unknown;
};

const STATUS: Record<string, SolveStatus> = {
  SATISFIABLE: 'satisfiable', UNSATISFIABLE: 'unsatisfiable', UNKNOWN: 'unknown', 'OPTIMUM FOUND': 'optimum',
};

export function statusOf(result: string): SolveStatus {
  return STATUS[result] ?? 'unknown';
}

/** The few of clingo's `--stats` figures worth showing. */
interface StatsJson {
  Core?: { Choices?: number; Conflicts?: number };
  LP?: { Rules?: { Original?: number }; Atoms?: number };
  Problem?: { Variables?: number; Constraints?: { Sum?: number } };
}

/**
 * The answers and figures of a finished `--outf=2` document. `read`: answers already read from the same run's
 * witnesses as they came (streamed), taken as they are where they match, instead of reading their atoms again.
 */
export function readClingoJson(json: ClingoJson, read: readonly Answer[] = []): Pick<SolveResult, 'status' | 'answers' | 'exhausted' | 'statistics'> {
  const statistics: Record<string, number> = {};
  for (const [key, value] of Object.entries(json.Time ?? {})) statistics[`time.${key.toLowerCase()}`] = value;
  statistics.models = json.Models.Number;
  if (typeof json.Models.Optimal === 'number') statistics.optimal = json.Models.Optimal;
  const stats = json.Stats as StatsJson | undefined;
  const figures: [string, number | undefined][] = [
    ['choices', stats?.Core?.Choices], ['conflicts', stats?.Core?.Conflicts], ['rules', stats?.LP?.Rules?.Original],
    ['atoms', stats?.LP?.Atoms], ['variables', stats?.Problem?.Variables], ['constraints', stats?.Problem?.Constraints?.Sum],
  ];
  for (const [key, value] of figures) if (typeof value === 'number') statistics[key] = value;
  return {
    status: statusOf(json.Result),
    answers: (json.Call ?? []).flatMap((c) => c.Witnesses ?? []).map((w, i) => (sameWitness(read[i], w) ? read[i] : toAnswer(w))),
    exhausted: json.Models.More === 'no' || json.Result === 'OPTIMUM FOUND' && json.Models.Optimum === 'yes',
    statistics,
  };
}

function sameWitness(answer: Answer | undefined, w: { Value: string[]; Costs?: number[] }): answer is Answer {
  return answer !== undefined && answer.text.length === w.Value.length && answer.text.every((t, i) => t === w.Value[i])
    && String(answer.costs ?? '') === String(w.Costs ?? '');
}
