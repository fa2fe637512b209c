import { toArray, toFlag, toRecord, toText, toTextOrNull } from './coerce.ts';
import { exhaustiveSwitchError } from './exhaustive.ts';
import { parseServerDateTime, parseTimeOfDay, serverTimeToday } from './server-time.ts';

/** How a promotion repeats. */
export type PromoRepeat = 'one_time' | 'daily' | 'weekly' | 'monthly';

/** The first item of a promo's `schedule_values`, settled into types (§3). */
export interface PromoSchedule {
  readonly repeat: PromoRepeat | null;
  readonly countdown: boolean;
  readonly endAt: string | null;
  readonly endTime: string | null;
  readonly weeklyEndTime: string | null;
  readonly recurrence: string | null;
}

/**
 * Reads the first item of `schedule_values` (a list, or a single object); null when there is none.
 *
 * @example
 * parsePromoSchedule([{ repeat_param: 'daily', countdown: '1', end_at: '2024-12-31 23:59:59', end_time: '18:00' }]);
 */
export function parsePromoSchedule(raw: unknown): PromoSchedule | null {
  const first = toRecord(Array.isArray(raw) ? toArray(raw)[0] : raw);
  if (Object.keys(first).length === 0) return null;
  const repeat = toText(first.repeat_param).toLowerCase();
  return {
    repeat:
      repeat === 'one_time' || repeat === 'daily' || repeat === 'weekly' || repeat === 'monthly'
        ? repeat
        : null,
    countdown: toFlag(first.countdown),
    endAt: toTextOrNull(first.end_at),
    endTime: toTextOrNull(first.end_time),
    weeklyEndTime: toTextOrNull(first.weekly_end_time),
    recurrence: toTextOrNull(first.recurrence),
  };
}

/** The end of a New York day: 23:59:59, as the daily rule's "+59 s" implies for an end time of 23:59. */
const END_OF_DAY_SECONDS = 23 * 3600 + 59 * 60 + 59;

/**
 * The instant the 'Expires in' countdown counts to, or null when no countdown shows (§4): only when the
 * schedule has countdown set and an end_at.
 * - one_time: end_at;
 * - daily: today's end_time plus 59 s;
 * - weekly: today's weekly_end_time;
 * - monthly: the end of the current day;
 * all in server (New York) time. After end_at the promo is over, so the target is end_at itself (the
 * countdown shows zero). An unknown repeat or unreadable time gives null.
 *
 * @example
 * promoExpiryTarget(parsePromoSchedule(promo.schedule_values), now);
 */
export function promoExpiryTarget(schedule: PromoSchedule | null, now: number | Date): number | null {
  if (schedule === null || !schedule.countdown || schedule.endAt === null) return null;
  const endAt = parseServerDateTime(schedule.endAt);
  const repeat = schedule.repeat;
  if (endAt === null || repeat === null) return null;
  const ms = Number(now);
  if (ms >= endAt) return endAt;
  const today = (time: string | null, extraSeconds: number) => {
    const seconds = time === null ? null : parseTimeOfDay(time);
    return seconds === null ? null : Math.min(endAt, serverTimeToday(ms, seconds + extraSeconds));
  };
  switch (repeat) {
    case 'one_time':
      return endAt;
    case 'daily':
      return today(schedule.endTime, 59);
    case 'weekly':
      return today(schedule.weeklyEndTime ?? schedule.endTime, 0);
    case 'monthly':
      return Math.min(endAt, serverTimeToday(ms, END_OF_DAY_SECONDS));
    default:
      return exhaustiveSwitchError(repeat);
  }
}
