// Time limits as clingo takes them (seconds, 0 for none), made safe for timers: Node's setTimeout holds at most
// 2^31-1 ms and fires at once for anything larger, which would stop a solve the moment it starts.
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** The limit when none is given: the setting's default, and the CLI's, so that a hard program cannot run forever. */
export const DEFAULT_TIME_LIMIT_SECONDS = 300;

/** The largest limit in whole seconds (about 24 days); the setting's maximum. */
export const MAX_TIME_LIMIT_SECONDS = Math.floor(MAX_TIMER_MS / 1000);

/** A limit in seconds as milliseconds: undefined for no limit (0, or what is not a positive number), else at most a timer's maximum. */
export function timeLimitMs(seconds: number | undefined): number | undefined {
  if (seconds === undefined || !(seconds > 0)) return undefined;
  return Math.min(Math.ceil(seconds * 1000), MAX_TIMER_MS);
}

/** A delay setTimeout keeps as it is. */
export function timerDelay(ms: number): number {
  return Math.min(Math.max(0, ms), MAX_TIMER_MS);
}
