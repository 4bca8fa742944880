// Collecting the garbage of a large parse at once. Summarising a closed file parses it in full (about 36 bytes of
// memory per byte of text) and keeps a small summary; V8 lets the discarded trees pile up, since its heap limit on a
// machine with much memory is high, so a folder of big instances read one after the other drove the resident size
// past a gigabyte and a half before it collected. A full collection after each large file keeps the peak near one
// file's parse. Node exposes `gc` only behind a flag, which can be set from inside the process.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Texts at least this long are worth a full collection after their parse is dropped. */
export const LARGE_TEXT = 1_000_000;

let collect: (() => void) | null | undefined;

/** Runs a full garbage collection where the runtime allows it; otherwise does nothing. */
export function collectGarbage(): void {
  if (collect === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      const gc: unknown = runInNewContext('gc');
      collect = typeof gc === 'function' ? (gc as () => void) : null;
    } catch {
      collect = null;
    }
  }
  collect?.();
}
