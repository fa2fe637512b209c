/** Dates in the catalogue's wire format, and the jackpot multipliers with each kind of schedule. */
import type { Rng } from '../prng.ts';

export const DAY = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDate = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};
const isoDateTime = (ms: number) => {
  const d = new Date(ms);
  return `${isoDate(ms)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;
};

/** A multiplier of the `kind`th schedule kind (none, one-off, daily, weekly), in turn. */
export function multiplierFor(rng: Rng, kind: number, now: number): Record<string, unknown> {
  const type = rng.chance(0.5) ? 'multiplier' : 'boosted';
  const multipliers = type === 'multiplier' ? ['2x', '3x', '5x'].slice(0, rng.int(1, 3)) : ['+50%'];
  const schedule = scheduleOf(rng, kind % 4, Math.floor(now / DAY) * DAY);
  return schedule ? { type, multipliers, schedule: [schedule] } : { type, multipliers };
}

/** The schedule of a kind (0 has none), around the demo's `day`. */
function scheduleOf(rng: Rng, kind: number, day: number): Record<string, string> | null {
  switch (kind) {
    case 0:
      return null;
    case 1:
      // a one-off window around the demo's day, so it is live while someone looks
      return {
        repeat_param: 'one_time',
        start_at: isoDateTime(day - DAY),
        end_at: isoDateTime(day + 2 * DAY),
      };
    case 2:
      return {
        repeat_param: 'daily',
        start_time: `${pad(rng.int(0, 11))}:00`,
        end_time: `${pad(rng.int(12, 23))}:59`,
      };
    default:
      return {
        repeat_param: 'weekly',
        recurrence: rng.sample(['monday', 'wednesday', 'friday', 'saturday', 'sunday'], 3).join(','),
      };
  }
}
