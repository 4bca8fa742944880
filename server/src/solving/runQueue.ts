// One solve at a time, in the order asked: what both engines need around their runs. A cancel that comes while
// the run it means is still waiting behind another is remembered, and that run ends before it starts; so does a
// run whose own signal aborted while it waited.
import type { SolveResult } from './result';

export class RunQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  private cancelQueued = false;

  /**
   * Runs `run` after the runs before it; `engine` names the engine in the result of a run cancelled early. The
   * next run starts when this one's promise settles or, sooner, when it calls `free`: the engine is free again
   * and what is left is reading its output, which the next run need not wait for. A run whose `signal` has
   * aborted by its turn does not start.
   */
  enqueue(engine: string, run: (free: () => void) => Promise<SolveResult>, signal?: AbortSignal): Promise<SolveResult> {
    this.waiting++;
    let free!: () => void;
    const freed = new Promise<void>((resolve) => (free = resolve));
    const result = this.tail.then(() => {
      this.waiting--;
      if (this.cancelQueued) {
        this.cancelQueued = false;
        return cancelledBeforeStart(engine);
      }
      return signal?.aborted ? cancelledBeforeStart(engine) : run(free);
    });
    this.tail = Promise.race([freed, result.catch(() => undefined)]);
    return result;
  }

  /** Whether a run waits for the one running. */
  get hasWaiting(): boolean {
    return this.waiting > 0;
  }

  /** For a cancel while nothing runs: the next queued run, if any, is cancelled before it starts. */
  cancelWaiting(): void {
    if (this.waiting > 0) this.cancelQueued = true;
  }
}

function cancelledBeforeStart(engine: string): SolveResult {
  return { status: 'cancelled', answers: [], exhausted: false, messages: [{ severity: 'info', text: 'stopped on request' }], timeMs: 0, engine };
}
