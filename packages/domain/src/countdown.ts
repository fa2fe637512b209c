import { COUNTDOWN_SHORT_BELOW_PX } from './constants.ts';

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

/** Long format: every unit with its full label; short format: compact units for narrow screens. */
export type CountdownFormat = 'long' | 'short';

/**
 * The format for a viewport width: short below 600 px (§9).
 *
 * @example
 * countdownFormat(599); // 'short'
 */
export function countdownFormat(viewportWidthPx: number): CountdownFormat {
  return viewportWidthPx < COUNTDOWN_SHORT_BELOW_PX ? 'short' : 'long';
}

export type CountdownUnit = 'days' | 'hours' | 'minutes' | 'seconds';

/** One unit to render; the UI supplies the translated label for the unit and format. */
export interface CountdownSegment {
  readonly unit: CountdownUnit;
  readonly value: number;
  /** Two digits, for aligned clocks. */
  readonly padded: string;
}

/** What a countdown shows: the units in order and the format to label them in. */
export interface CountdownDisplay {
  readonly format: CountdownFormat;
  readonly segments: readonly CountdownSegment[];
}

const UNITS: readonly CountdownUnit[] = ['days', 'hours', 'minutes', 'seconds'];

/**
 * The segments of a countdown. The long format shows all four units; the short one drops leading units
 * that are zero (keeping at least minutes and seconds) so it fits a phone.
 *
 * @example
 * countdownDisplay(countdownParts(target, now), countdownFormat(width));
 */
export function countdownDisplay(parts: CountdownParts, format: CountdownFormat): CountdownDisplay {
  let segments = UNITS.map((unit) => ({
    unit,
    value: parts[unit],
    padded: String(parts[unit]).padStart(2, '0'),
  }));
  if (format === 'short') {
    const firstShown = segments.findIndex((segment, index) => segment.value > 0 || index >= 2);
    segments = segments.slice(firstShown);
  }
  return { format, segments };
}
