// How the golf score reads wherever it is shown (the Test Explorer, the CodeLens, the status bar, Compare
// Encodings): the server's bytes, the options' bytes apart, the tests' counts. Plain functions of the server's
// numbers, so that every place says the same.
import type { GolfScore } from '../../../server/src/protocol';

/** `180 bytes`, `226 bytes + 10 for options`. */
export function bytesText(score: GolfScore): string {
  return `${score.bytes} bytes${score.optionBytes ? ` + ${score.optionBytes} for options` : ''}`;
}

/** What code golf counts: the encoding's bytes and its options' bytes. */
export function totalBytes(score: GolfScore): number {
  return score.bytes + (score.optionBytes ?? 0);
}

export interface TestCounts {
  total: number;
  /** Tests with a result of their latest run; undefined before any. */
  passed?: number;
  failed?: number;
}

/** `4 tests` before a run; `4/4 tests ✓` when all passed; `3/4 tests ✓ · 1 ✗` otherwise. */
export function testsText({ total, passed, failed }: TestCounts): string {
  if (passed === undefined && !failed) return `${total} test${total === 1 ? '' : 's'}`;
  return `${passed ?? 0}/${total} tests ✓${failed ? ` · ${failed} ✗` : ''}`;
}

/** `180 bytes`, `180 bytes ✓` (as when the tests last all passed), `168 bytes (−12 since ✓)`. */
export function liveScoreText(score: GolfScore, lastPassing: number | undefined): string {
  const now = totalBytes(score);
  const text = bytesText(score);
  if (lastPassing === undefined) return text;
  const delta = now - lastPassing;
  if (delta === 0) return `${text} ✓`;
  return `${text} (${delta < 0 ? '−' : '+'}${Math.abs(delta)} since ✓)`;
}

/** `468 ms`, `1.2 s`. */
export function durationText(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
