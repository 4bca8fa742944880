// A smallest set of parts (instance facts, or constraints) that still leaves no answer, found by deletion: try
// the set without a chunk of it, keep the chunk out when the solver still finds no answer, halve the chunks down
// to single parts, and repeat the single-part pass until nothing more can go. Deletion rather than QuickXplain:
// answer set programs are not monotonic (a fact taken away can make a program unsatisfiable again), so only a
// set that was itself found unsatisfiable may be kept, and the set at hand always is one: when the time runs out
// or the user stops, it is the best found so far. At the end every part is needed: without any one of them, there
// is an answer.

/** What the solver says of the program with only these parts (indices into the full list). */
export type Verdict = 'unsatisfiable' | 'satisfiable' | 'stop';
export type Oracle = (kept: readonly number[]) => Promise<Verdict>;

export interface ShrinkProgress {
  checks: number;
  /** Parts left in the set so far. */
  size: number;
}

export interface ShrinkOptions {
  /** Checks stop at this time (Date.now()). */
  deadline: number;
  stopped(): boolean;
  onProgress?(progress: ShrinkProgress): void;
}

export interface ShrinkResult {
  kept: number[];
  /** Every part of `kept` was shown to be needed. */
  minimal: boolean;
  checks: number;
  /** Why it ended early: the time limit, the user, or a check the solver could not finish. */
  stopped?: 'time-limit' | 'cancelled' | 'check-failed';
}

/** Shrinks `0..count-1`, which the caller knows to be unsatisfiable. */
export async function shrink(count: number, oracle: Oracle, options: ShrinkOptions): Promise<ShrinkResult> {
  let kept = Array.from({ length: count }, (_, i) => i);
  let checks = 0;
  const check = async (candidate: number[]): Promise<Verdict | 'time-limit' | 'cancelled'> => {
    if (options.stopped()) return 'cancelled';
    if (Date.now() >= options.deadline) return 'time-limit';
    checks++;
    const verdict = await oracle(candidate);
    options.onProgress?.({ checks, size: kept.length });
    return verdict === 'stop' && options.stopped() ? 'cancelled' : verdict;
  };
  const end = (stopped: Verdict | 'time-limit' | 'cancelled'): ShrinkResult => ({
    kept, minimal: false, checks, stopped: stopped === 'cancelled' ? 'cancelled' : stopped === 'time-limit' ? 'time-limit' : 'check-failed',
  });
  let chunk = Math.max(1, Math.ceil(kept.length / 2));
  for (;;) {
    let removed = false;
    for (let i = 0; i < kept.length;) {
      const candidate = [...kept.slice(0, i), ...kept.slice(i + chunk)];
      const verdict = await check(candidate);
      if (verdict === 'unsatisfiable') {
        kept = candidate;
        removed = true;
      } else if (verdict === 'satisfiable') {
        i += chunk;
      } else {
        return end(verdict);
      }
    }
    if (chunk > 1) chunk = Math.ceil(chunk / 2);
    else if (!removed) return { kept, minimal: true, checks };
  }
}
