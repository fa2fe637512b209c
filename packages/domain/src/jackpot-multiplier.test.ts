import { describe, expect, it } from 'vitest';
import { isInDailyWindow, isMultiplierActive, isScheduleOpen } from './jackpot-multiplier.ts';
import { multiplier, schedule } from './testing/multipliers.ts';

const at = (iso: string) => Date.parse(iso);

describe('jackpot multiplier', () => {
  it('is inactive when the game has none', () => {
    expect(isMultiplierActive(null, at('2024-01-01T12:00:00Z'))).toBe(false);
  });

  it('is always active without a schedule', () => {
    expect(isMultiplierActive(multiplier(null), at('2024-01-01T12:00:00Z'))).toBe(true);
  });

  it('is active for a one_time window from start_at up to end_at, in New York time', () => {
    const m = multiplier(
      schedule({ repeat: 'one_time', startAt: '2024-07-01 10:00:00', endAt: '2024-07-01 12:00:00' }),
    );
    expect(isMultiplierActive(m, at('2024-07-01T13:59:59Z'))).toBe(false);
    expect(isMultiplierActive(m, at('2024-07-01T14:00:00Z'))).toBe(true);
    expect(isMultiplierActive(m, new Date('2024-07-01T15:59:59Z'))).toBe(true);
    expect(isMultiplierActive(m, at('2024-07-01T16:00:00Z'))).toBe(false);
  });

  it('is inactive for a one_time window with a missing or unreadable bound', () => {
    expect(
      isScheduleOpen(
        schedule({ repeat: 'one_time', startAt: '2024-07-01 10:00:00' }),
        at('2024-07-01T15:00:00Z'),
      ),
    ).toBe(false);
    expect(
      isScheduleOpen(
        schedule({ repeat: 'one_time', endAt: '2024-07-01 10:00:00' }),
        at('2024-07-01T13:00:00Z'),
      ),
    ).toBe(false);
    expect(
      isScheduleOpen(
        schedule({ repeat: 'one_time', startAt: 'soon', endAt: '2024-07-01 12:00:00' }),
        at('2024-07-01T15:00:00Z'),
      ),
    ).toBe(false);
  });

  it('is active daily between start_time and end_time of the New York day', () => {
    const s = schedule({ repeat: 'daily', startTime: '18:00', endTime: '20:00' });
    expect(isScheduleOpen(s, at('2024-01-15T22:59:59Z'))).toBe(false);
    expect(isScheduleOpen(s, at('2024-01-15T23:00:00Z'))).toBe(true);
    expect(isScheduleOpen(s, at('2024-01-16T00:59:59Z'))).toBe(true);
    expect(isScheduleOpen(s, at('2024-01-16T01:00:00Z'))).toBe(false);
  });

  it('follows the New York clock across the March change', () => {
    const s = schedule({ repeat: 'daily', startTime: '09:00', endTime: '10:00' });
    // 09:30 EST on Saturday 9 March is 14:30Z; 09:30 EDT on Sunday 10 March is 13:30Z
    expect(isScheduleOpen(s, at('2024-03-09T14:30:00Z'))).toBe(true);
    expect(isScheduleOpen(s, at('2024-03-10T14:30:00Z'))).toBe(false);
    expect(isScheduleOpen(s, at('2024-03-10T13:30:00Z'))).toBe(true);
  });

  it('follows the New York clock across the November change', () => {
    const s = schedule({ repeat: 'daily', startTime: '09:00', endTime: '10:00' });
    expect(isScheduleOpen(s, at('2024-11-02T13:30:00Z'))).toBe(true);
    expect(isScheduleOpen(s, at('2024-11-03T13:30:00Z'))).toBe(false);
    expect(isScheduleOpen(s, at('2024-11-03T14:30:00Z'))).toBe(true);
  });

  it('runs a daily window over midnight when it ends before it starts', () => {
    const s = schedule({ repeat: 'daily', startTime: '22:00', endTime: '02:00' });
    expect(isScheduleOpen(s, at('2024-01-16T04:59:59Z'))).toBe(true);
    expect(isScheduleOpen(s, at('2024-01-16T05:00:00Z'))).toBe(true);
    expect(isScheduleOpen(s, at('2024-01-16T06:59:59Z'))).toBe(true);
    expect(isScheduleOpen(s, at('2024-01-16T07:00:00Z'))).toBe(false);
    expect(isScheduleOpen(s, at('2024-01-16T02:59:59Z'))).toBe(false);
  });

  it('treats a daily schedule without times as all day, and one with half a window as closed', () => {
    expect(isScheduleOpen(schedule({ repeat: 'daily' }), at('2024-01-16T04:00:00Z'))).toBe(true);
    expect(
      isScheduleOpen(schedule({ repeat: 'daily', startTime: '10:00' }), at('2024-01-16T16:00:00Z')),
    ).toBe(false);
    expect(isScheduleOpen(schedule({ repeat: 'daily', endTime: '10:00' }), at('2024-01-16T12:00:00Z'))).toBe(
      false,
    );
    expect(
      isScheduleOpen(
        schedule({ repeat: 'daily', startTime: 'x', endTime: '10:00' }),
        at('2024-01-16T12:00:00Z'),
      ),
    ).toBe(false);
  });

  it('is active weekly on the listed New York weekdays only', () => {
    const s = schedule({ repeat: 'weekly', weekdays: [5] });
    // Friday 00:30 in New York is still Thursday 23:30 the hour before
    expect(isScheduleOpen(s, at('2024-01-19T04:59:59Z'))).toBe(false);
    expect(isScheduleOpen(s, at('2024-01-19T05:00:00Z'))).toBe(true);
    expect(isScheduleOpen(s, at('2024-01-20T04:59:59Z'))).toBe(true);
    expect(isScheduleOpen(s, at('2024-01-20T05:00:00Z'))).toBe(false);
  });

  it('wraps the week from Saturday to Sunday', () => {
    const s = schedule({ repeat: 'weekly', weekdays: [6, 0] });
    expect(isScheduleOpen(s, at('2024-01-20T12:00:00Z'))).toBe(true);
    expect(isScheduleOpen(s, at('2024-01-21T12:00:00Z'))).toBe(true);
    expect(isScheduleOpen(s, at('2024-01-22T04:59:59Z'))).toBe(true);
    expect(isScheduleOpen(s, at('2024-01-22T05:00:00Z'))).toBe(false);
  });

  it('keeps a weekly window to its times when they are given', () => {
    const s = schedule({ repeat: 'weekly', weekdays: [1], startTime: '10:00', endTime: '12:00' });
    expect(isScheduleOpen(s, at('2024-01-15T16:00:00Z'))).toBe(true);
    expect(isScheduleOpen(s, at('2024-01-15T18:00:00Z'))).toBe(false);
    expect(isScheduleOpen(s, at('2024-01-16T16:00:00Z'))).toBe(false);
  });

  it('is inactive for an unknown repeat', () => {
    expect(isMultiplierActive(multiplier(schedule({ repeat: null })), at('2024-01-01T12:00:00Z'))).toBe(
      false,
    );
  });
});

describe('daily window', () => {
  it('includes the start, excludes the end, and treats equal ends as all day', () => {
    expect(isInDailyWindow(10, 10, 20)).toBe(true);
    expect(isInDailyWindow(19, 10, 20)).toBe(true);
    expect(isInDailyWindow(20, 10, 20)).toBe(false);
    expect(isInDailyWindow(9, 10, 20)).toBe(false);
    expect(isInDailyWindow(5, 10, 10)).toBe(true);
    expect(isInDailyWindow(25, 20, 10)).toBe(true);
    expect(isInDailyWindow(15, 20, 10)).toBe(false);
    expect(isInDailyWindow(20, 20, 10)).toBe(true);
    expect(isInDailyWindow(10, 20, 10)).toBe(false);
  });
});
