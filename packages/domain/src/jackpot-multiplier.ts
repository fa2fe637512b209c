import { exhaustiveSwitchError } from './exhaustive.ts';
import type { JackpotMultiplier, JackpotMultiplierSchedule } from './game.ts';
import { parseServerDateTime, parseTimeOfDay, serverClock, serverSecondsOfDay } from './server-time.ts';

/**
 * Whether a time of day falls in a window from `start` (inclusive) to `end` (exclusive), in seconds after
 * midnight. A window whose end is before its start runs over midnight; equal ends mean the whole day.
 */
export function isInDailyWindow(secondsOfDay: number, start: number, end: number): boolean {
  if (start === end) return true;
  return start < end
    ? secondsOfDay >= start && secondsOfDay < end
    : secondsOfDay >= start || secondsOfDay < end;
}

function dailyWindowOpen(schedule: JackpotMultiplierSchedule, now: number): boolean {
  if (schedule.startTime === null && schedule.endTime === null) return true;
  const start = parseTimeOfDay(schedule.startTime ?? '');
  const end = parseTimeOfDay(schedule.endTime ?? '');
  return start !== null && end !== null && isInDailyWindow(serverSecondsOfDay(now), start, end);
}

/**
 * Whether a schedule's window is open at an instant, in server time (§4):
 * - one_time: from start_at (inclusive) to end_at (exclusive);
 * - daily: between start_time and end_time of the New York day (a window may run over midnight; with no
 *   times it is open all day);
 * - weekly: on the listed New York weekdays, and within start_time–end_time when those are given;
 * - an unknown repeat or unreadable bounds: closed.
 *
 * @example
 * isScheduleOpen({ repeat: 'weekly', weekdays: [5], … }, fridayNoonInNewYork); // true
 */
export function isScheduleOpen(schedule: JackpotMultiplierSchedule, now: number | Date): boolean {
  const ms = Number(now);
  const repeat = schedule.repeat;
  if (repeat === null) return false;
  switch (repeat) {
    case 'one_time': {
      const start = schedule.startAt === null ? null : parseServerDateTime(schedule.startAt);
      const end = schedule.endAt === null ? null : parseServerDateTime(schedule.endAt);
      return start !== null && end !== null && ms >= start && ms < end;
    }
    case 'daily':
      return dailyWindowOpen(schedule, ms);
    case 'weekly':
      return schedule.weekdays.includes(serverClock(ms).weekday) && dailyWindowOpen(schedule, ms);
    default:
      return exhaustiveSwitchError(repeat);
  }
}

/**
 * Whether a game's jackpot multiplier is live: it has one, and it has no schedule or its window is open
 * now in New York time (§4).
 *
 * @example
 * isMultiplierActive(game.jackpotMultiplier, now);
 */
export function isMultiplierActive(multiplier: JackpotMultiplier | null, now: number | Date): boolean {
  if (multiplier === null) return false;
  return multiplier.schedule === null || isScheduleOpen(multiplier.schedule, now);
}
