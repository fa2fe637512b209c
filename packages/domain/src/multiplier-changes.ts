import type { JackpotMultiplier, JackpotMultiplierSchedule } from './game.ts';
import { isScheduleOpen } from './jackpot-multiplier.ts';
import { parseServerDateTime, parseTimeOfDay, serverClock } from './server-time.ts';

/**
 * When a jackpot multiplier badge comes or goes (§4 "Jackpot multiplier active"): the next instant at which
 * any of a list of multipliers turns on or off, so the lobby can redraw its tiles then and not only when it
 * happens to render.
 */

const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 86_400_000;
/** A weekly window repeats after seven days: a state that does not change in eight never changes. */
const HORIZON_DAYS = 8;

/** How far New York's wall clock is ahead of UTC at an instant (negative: behind), in ms. */
function offsetAt(ms: number): number {
  const c = serverClock(ms);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(ms / 1000) * 1000;
}

/**
 * Every instant, over the next eight New York days, at which a daily or weekly window may open or close:
 * its start and end times and midnight (when the weekday changes), read with the offsets before and after a
 * daylight-saving change (a November time that comes twice gives both), and on a change day every whole UTC
 * hour (New York changes on one: a window whose start is skipped in March opens at that hour).
 */
function dailyCandidates(schedule: JackpotMultiplierSchedule, now: number): number[] {
  const times = [schedule.startTime, schedule.endTime]
    .map((text) => (text === null ? null : parseTimeOfDay(text)))
    .filter((seconds): seconds is number => seconds !== null);
  times.push(0);
  const today = serverClock(now);
  const out: number[] = [];
  for (let k = -1; k <= HORIZON_DAYS; k++) {
    const midnightAsUtc = Date.UTC(today.year, today.month - 1, today.day + k);
    // New York is 4 or 5 hours behind UTC: its midnight is 4–5 h after the wall date read as UTC
    const offsetEarly = offsetAt(midnightAsUtc + 5 * MS_PER_HOUR);
    const offsetLate = offsetAt(midnightAsUtc + 29 * MS_PER_HOUR);
    for (const seconds of times) {
      out.push(midnightAsUtc + seconds * 1000 - offsetEarly, midnightAsUtc + seconds * 1000 - offsetLate);
    }
    if (offsetEarly !== offsetLate) {
      const firstHour = Math.floor((midnightAsUtc + 3 * MS_PER_HOUR) / MS_PER_HOUR) * MS_PER_HOUR;
      for (let at = firstHour; at <= firstHour + MS_PER_DAY + 3 * MS_PER_HOUR; at += MS_PER_HOUR)
        out.push(at);
    }
  }
  return out;
}

function candidates(schedule: JackpotMultiplierSchedule, now: number): number[] {
  switch (schedule.repeat) {
    case 'one_time':
      return [schedule.startAt, schedule.endAt]
        .map((text) => (text === null ? null : parseServerDateTime(text)))
        .filter((ms): ms is number => ms !== null);
    case 'daily':
    case 'weekly':
      return dailyCandidates(schedule, now);
    default:
      // an unknown repeat is always closed: it never changes
      return [];
  }
}

/**
 * The next instant after `now` at which a schedule's window opens or closes, or null when it never will
 * (no window ahead, always open, or never open).
 *
 * @example
 * nextScheduleChange({ repeat: 'daily', startTime: '14:00', endTime: '16:00', … }, noonInNewYork);
 * // the instant of 14:00 New York time that day
 */
export function nextScheduleChange(schedule: JackpotMultiplierSchedule, now: number): number | null {
  const openNow = isScheduleOpen(schedule, now);
  const ahead = [...new Set(candidates(schedule, now))].filter((at) => at > now).sort((a, b) => a - b);
  return ahead.find((at) => isScheduleOpen(schedule, at) !== openNow) ?? null;
}

/**
 * The next instant after `now` at which any of these multipliers turns on or off, in New York time (§4), or
 * null when none of them ever will (none scheduled, or every window behind them).
 *
 * @example
 * nextMultiplierChange(games.map((game) => game.jackpotMultiplier), now); // now: the caller's clock, in ms
 */
export function nextMultiplierChange(
  multipliers: Iterable<JackpotMultiplier | null>,
  now: number | Date,
): number | null {
  const ms = Number(now);
  // games often share a schedule: each distinct one is worked out once
  const seen = new Map<string, number | null>();
  let next: number | null = null;
  for (const multiplier of multipliers) {
    const schedule = multiplier?.schedule;
    if (!schedule) continue;
    const key = JSON.stringify(schedule);
    let change = seen.get(key);
    if (change === undefined) {
      change = nextScheduleChange(schedule, ms);
      seen.set(key, change);
    }
    if (change !== null && (next === null || change < next)) next = change;
  }
  return next;
}
