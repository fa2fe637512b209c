import { serverClock } from '@lobby/domain';

/** The wheel data cookie: a win today is remembered for the player without asking the server again. */

/** What the wheel data cookie holds: the day and player it is for and the redeem state. */
export interface WheelCache {
  readonly day: string;
  readonly pid: string;
  readonly allowedToRedeem: boolean;
  readonly reasonNotAllowed: string | null;
}

export function readWheelCache(raw: unknown): WheelCache | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.day !== 'string' || typeof r.pid !== 'string') return null;
  return {
    day: r.day,
    pid: r.pid,
    allowedToRedeem: r.allowedToRedeem === true,
    reasonNotAllowed: typeof r.reasonNotAllowed === 'string' ? r.reasonNotAllowed : null,
  };
}

/** The server's calendar day (New York), e.g. `2026-11-21`: daily free spins reset at its midnight. */
export function serverDay(now: number): string {
  const c = serverClock(now);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${c.year}-${pad(c.month)}-${pad(c.day)}`;
}

/** Whether the cookie says this player already won today (server day). */
export function redeemedTodayIn(raw: unknown, pid: string, now: () => number): boolean {
  const cache = readWheelCache(raw);
  return (
    cache !== null &&
    cache.pid === pid &&
    cache.day === serverDay(now()) &&
    cache.reasonNotAllowed === 'redeemed_today'
  );
}

/** The cookie noting the player's win today. */
export function redeemedTodayCache(pid: string, now: number): WheelCache {
  return { day: serverDay(now), pid, allowedToRedeem: false, reasonNotAllowed: 'redeemed_today' };
}
