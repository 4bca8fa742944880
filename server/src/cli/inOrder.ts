// Many files on a few solvers, for `solve --each`: each solver ("lane") has one file solving and the next one
// read, planned and queued behind it, so that the solver never waits for this thread; the results are handed
// on in the files' order, whichever lane finishes first.

export interface InOrder<T> {
  count: number;
  lanes: number;
  /** Starts the file at `index` on `lane`: what it reads and plans runs now, its solve after the lane's others. */
  run(index: number, lane: number): Promise<T>;
  /** Called once per file, in the files' order. */
  take(result: T, index: number): void;
  /** True once no further file should start (Ctrl+C). */
  stopped(): boolean;
}

/**
 * Resolves once every file is taken or, once stopped, at the next file that ends (a cancelled one, as a rule),
 * with the files done in order up to then taken; the others are left to the caller to end.
 */
export function runInOrder<T>({ count, lanes, run, take, stopped }: InOrder<T>): Promise<void> {
  const done = new Map<number, T>();
  const load = new Array<number>(lanes).fill(0);
  let next = 0;
  let handed = 0;
  return new Promise((resolve, reject) => {
    const pump = () => {
      while (done.has(handed)) {
        take(done.get(handed)!, handed);
        done.delete(handed);
        handed++;
      }
      if (handed === count || stopped()) {
        resolve();
        return;
      }
      for (let lane = 0; lane < lanes; lane++) {
        while (load[lane] < 2 && next < count) start(next++, lane);
      }
    };
    const start = (index: number, lane: number) => {
      load[lane]++;
      run(index, lane).then((result) => {
        load[lane]--;
        done.set(index, result);
        pump();
      }, reject);
    };
    pump();
  });
}
