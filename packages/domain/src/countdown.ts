/** Time left until a target, split for display. */
export interface CountdownParts {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
  /** Whole milliseconds left, never negative. */
  readonly totalMs: number;
  /** The target has been reached. */
  readonly done: boolean;
}

/**
 * The time left from `now` to `target` in days, hours, minutes and seconds. Seconds round down, so the
 * display reaches 0 exactly at the target; a past target gives all zeros and `done`.
 *
 * @example
 * countdownParts(Date.UTC(2024, 0, 2), Date.UTC(2024, 0, 1, 22, 58, 30));
 * // { days: 0, hours: 1, minutes: 1, seconds: 30, totalMs: 3690000, done: false }
 */
export function countdownParts(target: number | Date, now: number | Date): CountdownParts {
  const totalMs = Math.max(0, Number(target) - Number(now));
  const totalSeconds = Math.floor(totalMs / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalMs,
    done: totalMs === 0,
  };
}
