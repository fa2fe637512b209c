import { describe, expect, it } from 'vitest';
import { nextChangeAt } from './useTournamentView.ts';

describe('when a tournament view next changes', () => {
  it('is the start while it is ahead, then the end, then never', () => {
    const window = { startAt: 2_000, endAt: 9_000 };
    expect(nextChangeAt(window, 1_000)).toBe(2_000);
    expect(nextChangeAt(window, 2_000)).toBe(9_000);
    expect(nextChangeAt(window, 9_000)).toBeNull();
  });

  it('skips instants the schedule does not give', () => {
    expect(nextChangeAt({ startAt: null, endAt: 5_000 }, 0)).toBe(5_000);
    expect(nextChangeAt({ startAt: null, endAt: null }, 0)).toBeNull();
  });
});
