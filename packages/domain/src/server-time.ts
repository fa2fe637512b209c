import { SERVER_TIME_ZONE } from './constants.ts';

/** A wall-clock reading in New York: calendar date, time of day and weekday (0 = Sunday). */
export interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/** A New York wall-clock reading of an instant, with its weekday (0 = Sunday … 6 = Saturday). */
export interface ServerClock extends WallClock {
  readonly weekday: number;
}

const MS_PER_DAY = 86_400_000;

// Intl does the time-zone arithmetic, so daylight-saving rules come from the platform's tz database. Made on
// first use: building it loads the time-zone data, which a page that shows no server time never needs.
let formatter: Intl.DateTimeFormat | null = null;
function newYorkFormatter(): Intl.DateTimeFormat {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SERVER_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return formatter;
}

function toMs(instant: Date | number): number {
  return Number(instant);
}

/** The New York wall clock of an instant, read from Intl (the slow way: a formatToParts call). */
function clockFromIntl(ms: number): ServerClock {
  const parts: Record<string, number> = {};
  for (const part of newYorkFormatter().formatToParts(ms)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const year = parts.year ?? 0;
  const month = parts.month ?? 1;
  const day = parts.day ?? 1;
  return {
    year,
    month,
    day,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

function wallAsUtc(wall: WallClock): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
}

const MS_PER_HOUR = 3_600_000;
/** From 1970 to 2100 New York changes its offset only on whole UTC hours (02:00 local, 06:00 or 07:00 UTC). */
const CACHED_FROM = 0;
const CACHED_UNTIL = Date.UTC(2100, 0, 1);
const offsetsByHour = new Map<number, number>();

/**
 * How far New York's wall clock is ahead of UTC at an instant, in ms (negative: it is behind). One Intl call
 * per UTC hour: a page of promotions, tournaments and winners reads hundreds of server times, and a
 * formatToParts call per reading made that tens of milliseconds of a phone's main thread.
 */
function offsetAt(ms: number): number {
  const whole = Math.floor(ms / 1000) * 1000;
  if (!(whole >= CACHED_FROM && whole < CACHED_UNTIL)) return wallAsUtc(clockFromIntl(whole)) - whole;
  const hour = Math.floor(whole / MS_PER_HOUR);
  let offset = offsetsByHour.get(hour);
  if (offset === undefined) {
    const start = hour * MS_PER_HOUR;
    offset = wallAsUtc(clockFromIntl(start)) - start;
    if (offsetsByHour.size >= 10_000) offsetsByHour.clear();
    offsetsByHour.set(hour, offset);
  }
  return offset;
}

/**
 * The New York wall clock of an instant.
 *
 * @example
 * serverClock(Date.UTC(2024, 6, 1, 4, 0)); // { year: 2024, month: 7, day: 1, hour: 0, …, weekday: 1 }
 */
export function serverClock(instant: Date | number): ServerClock {
  const ms = toMs(instant);
  const whole = Math.floor(ms / 1000) * 1000;
  if (!(whole >= CACHED_FROM && whole < CACHED_UNTIL)) return clockFromIntl(whole);
  const wall = new Date(whole + offsetAt(whole));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday: wall.getUTCDay(),
  };
}

/**
 * The instant at which New York's clock shows a wall-clock time. Out-of-range fields roll over (day 32 is
 * the 1st of the next month). A time skipped by the spring change (02:30 in March) is read with the offset
 * before the change, landing an hour later (03:30 EDT); a time repeated in November takes its first
 * occurrence — the same choices as Temporal's 'compatible' disambiguation.
 *
 * @example
 * serverWallClockToInstant({ year: 2024, month: 1, day: 15, hour: 12, minute: 0, second: 0 });
 * // Date.UTC(2024, 0, 15, 17, 0)
 */
export function serverWallClockToInstant(wall: WallClock): number {
  const asUtc = wallAsUtc(wall);
  const before = offsetAt(asUtc - MS_PER_DAY);
  const after = offsetAt(asUtc + MS_PER_DAY);
  const early = asUtc - before;
  if (offsetAt(early) === before) return early;
  const late = asUtc - after;
  if (offsetAt(late) === after) return late;
  return early;
}

/** Adds whole days to a calendar date, in the calendar (not in elapsed hours). */
function addDays(wall: WallClock, days: number): WallClock {
  const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + days));
  return { ...wall, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/**
 * The next midnight in New York after an instant — the daily free spins reset (§4).
 *
 * @example
 * nextServerMidnight(Date.UTC(2024, 6, 1, 12)); // Date.UTC(2024, 6, 2, 4) — 00:00 EDT
 */
export function nextServerMidnight(instant: Date | number): number {
  const tomorrow = addDays(serverClock(instant), 1);
  return serverWallClockToInstant({ ...tomorrow, hour: 0, minute: 0, second: 0 });
}

/**
 * The instant at which today's New York date reaches a time of day (seconds after midnight). Times past
 * 24:00 run into the next day.
 *
 * @example
 * serverTimeToday(now, parseTimeOfDay('18:30') ?? 0);
 */
export function serverTimeToday(instant: Date | number, secondsOfDay: number): number {
  const { year, month, day } = serverClock(instant);
  return serverWallClockToInstant({ year, month, day, hour: 0, minute: 0, second: secondsOfDay });
}

/** Seconds since New York midnight at an instant, as its wall clock reads it. */
export function serverSecondsOfDay(instant: Date | number): number {
  const clock = serverClock(instant);
  return clock.hour * 3600 + clock.minute * 60 + clock.second;
}

/**
 * Seconds after midnight of a time of day written `HH:MM` or `HH:MM:SS` (24-hour), or null.
 *
 * @example
 * parseTimeOfDay('18:30'); // 66600
 */
export function parseTimeOfDay(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = Number(match[3] ?? 0);
  if (hours > 24 || minutes > 59 || seconds > 59 || (hours === 24 && minutes + seconds > 0)) return null;
  return hours * 3600 + minutes * 60 + seconds;
}

/**
 * The instant of a server date-time. Text with an explicit offset or `Z` (the `*_iso` fields) is read as
 * written; a bare `YYYY-MM-DD[ HH:MM[:SS]]` is New York wall-clock time. Anything else gives null.
 *
 * @example
 * parseServerDateTime('2024-03-10 02:30:00'); // the instant of 03:30 EDT
 * parseServerDateTime('2024-03-10T07:30:00Z'); // Date.UTC(2024, 2, 10, 7, 30)
 */
export function parseServerDateTime(text: string): number | null {
  const trimmed = text.trim();
  const match =
    /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(
      trimmed,
    );
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', zone] = match;
  const wall = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h),
    minute: Number(mi),
    second: Number(s),
  };
  if (
    wall.month < 1 ||
    wall.month > 12 ||
    wall.day < 1 ||
    wall.day > 31 ||
    wall.hour > 23 ||
    wall.minute > 59 ||
    wall.second > 59
  ) {
    return null;
  }
  if (zone === undefined) return serverWallClockToInstant(wall);
  const parsed = Date.parse(trimmed.replace(' ', 'T'));
  return Number.isNaN(parsed) ? null : parsed;
}
