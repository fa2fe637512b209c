import type { JackpotMultiplier, JackpotMultiplierSchedule } from '../game.ts';

/** A multiplier schedule for tests: daily and without limits, but for the fields given. */
export const schedule = (partial: Partial<JackpotMultiplierSchedule>): JackpotMultiplierSchedule => ({
  repeat: 'daily',
  startAt: null,
  endAt: null,
  startTime: null,
  endTime: null,
  weekdays: [],
  ...partial,
});

/** A ×2 multiplier on the given schedule (null: always on). */
export const multiplier = (s: JackpotMultiplierSchedule | null): JackpotMultiplier => ({
  type: 'multiplier',
  multipliers: ['2'],
  schedule: s,
});
