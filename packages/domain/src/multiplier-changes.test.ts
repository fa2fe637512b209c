import { describe, expect, it } from 'vitest';
import type { JackpotMultiplierSchedule } from './game.ts';
import { isScheduleOpen } from './jackpot-multiplier.ts';
import { nextMultiplierChange, nextScheduleChange } from './multiplier-changes.ts';
import { multiplier, schedule } from './testing/multipliers.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The changes one after another from an instant, each found from the one before. */
function changesFrom(s: JackpotMultiplierSchedule, from: string, count: number): (string | null)[] {
  const out: (string | null)[] = [];
  let now = at(from);
  for (let i = 0; i < count; i++) {
    const next = nextScheduleChange(s, now);
    out.push(iso(next));
    if (next === null) break;
    now = next;
  }
  return out;
}

/** The first change found by reading the schedule every minute: slow, but plainly right. */
function firstChangeByMinutes(s: JackpotMultiplierSchedule, from: number, days: number): number | null {
  const open = isScheduleOpen(s, from);
  const first = Math.floor(from / 60_000) * 60_000 + 60_000;
  for (let t = first; t < from + days * 86_400_000; t += 60_000) if (isScheduleOpen(s, t) !== open) return t;
  return null;
}

describe('next change of a jackpot multiplier window', () => {
  it('opens and closes a one_time window at start_at and end_at, then never again', () => {
    const s = schedule({ repeat: 'one_time', startAt: '2024-07-01 10:00:00', endAt: '2024-07-01 12:00:00' });
    expect(changesFrom(s, '2024-06-30T00:00:00Z', 3)).toEqual([
      '2024-07-01T14:00:00.000Z',
      '2024-07-01T16:00:00.000Z',
      null,
    ]);
  });

  it('opens and closes a daily window each New York day, over midnight too', () => {
    const s = schedule({ repeat: 'daily', startTime: '18:00', endTime: '20:00' });
    expect(changesFrom(s, '2024-01-15T12:00:00Z', 3)).toEqual([
      '2024-01-15T23:00:00.000Z',
      '2024-01-16T01:00:00.000Z',
      '2024-01-16T23:00:00.000Z',
    ]);
    const late = schedule({ repeat: 'daily', startTime: '22:00', endTime: '02:00' });
    expect(changesFrom(late, '2024-01-16T05:00:00Z', 2)).toEqual([
      '2024-01-16T07:00:00.000Z',
      '2024-01-17T03:00:00.000Z',
    ]);
  });

  it('opens a window whose start the March change skips at the change itself', () => {
    // 02:30 does not exist on Sunday 10 March 2024: at 07:00Z the clock jumps from 01:59:59 EST to 03:00 EDT
    const s = schedule({ repeat: 'daily', startTime: '02:30', endTime: '03:30' });
    expect(changesFrom(s, '2024-03-10T06:00:00Z', 3)).toEqual([
      '2024-03-10T07:00:00.000Z',
      '2024-03-10T07:30:00.000Z',
      '2024-03-11T06:30:00.000Z',
    ]);
  });

  it('opens a window twice on the November night whose times come twice', () => {
    // Sunday 3 November 2024: 01:30 EDT (05:30Z), back to 01:00 EST at 06:00Z, 01:30 EST (06:30Z), 02:00 EST
    const s = schedule({ repeat: 'daily', startTime: '01:30', endTime: '02:00' });
    expect(changesFrom(s, '2024-11-03T05:00:00Z', 5)).toEqual([
      '2024-11-03T05:30:00.000Z',
      '2024-11-03T06:00:00.000Z',
      '2024-11-03T06:30:00.000Z',
      '2024-11-03T07:00:00.000Z',
      '2024-11-04T06:30:00.000Z',
    ]);
  });

  it('keeps to the New York hour across a change: 09:00 is 14:00Z before it and 13:00Z after', () => {
    const s = schedule({ repeat: 'daily', startTime: '09:00', endTime: '10:00' });
    expect(changesFrom(s, '2024-03-09T16:00:00Z', 2)).toEqual([
      '2024-03-10T13:00:00.000Z',
      '2024-03-10T14:00:00.000Z',
    ]);
    expect(changesFrom(s, '2024-11-02T15:00:00Z', 2)).toEqual([
      '2024-11-03T14:00:00.000Z',
      '2024-11-03T15:00:00.000Z',
    ]);
  });

  it('waits for a listed weekday of a weekly window, up to a week ahead', () => {
    // Friday 10:00–12:00 New York, seen from Monday 15 January 2024 at 07:00 in New York
    const friday = schedule({ repeat: 'weekly', weekdays: [5], startTime: '10:00', endTime: '12:00' });
    expect(changesFrom(friday, '2024-01-15T12:00:00Z', 3)).toEqual([
      '2024-01-19T15:00:00.000Z',
      '2024-01-19T17:00:00.000Z',
      '2024-01-26T15:00:00.000Z',
    ]);
    // all of Saturday and Sunday: opens at Saturday's New York midnight, closes at Monday's
    const weekend = schedule({ repeat: 'weekly', weekdays: [6, 0] });
    expect(changesFrom(weekend, '2024-01-19T17:00:00Z', 2)).toEqual([
      '2024-01-20T05:00:00.000Z',
      '2024-01-22T05:00:00.000Z',
    ]);
  });

  it('crosses the March change on a weekly window', () => {
    // Sunday 09:00–10:00: EST the Sunday before the change, EDT on the day of it
    const sunday = schedule({ repeat: 'weekly', weekdays: [0], startTime: '09:00', endTime: '10:00' });
    expect(changesFrom(sunday, '2024-03-03T15:00:00Z', 2)).toEqual([
      '2024-03-10T13:00:00.000Z',
      '2024-03-10T14:00:00.000Z',
    ]);
  });

  it('never changes when always open, never open, or of an unknown repeat', () => {
    const now = at('2024-01-15T12:00:00Z');
    expect(nextScheduleChange(schedule({ repeat: 'daily' }), now)).toBeNull();
    expect(
      nextScheduleChange(schedule({ repeat: 'daily', startTime: '10:00', endTime: '10:00' }), now),
    ).toBeNull();
    expect(nextScheduleChange(schedule({ repeat: 'weekly', weekdays: [] }), now)).toBeNull();
    expect(
      nextScheduleChange(schedule({ repeat: null, startTime: '10:00', endTime: '11:00' }), now),
    ).toBeNull();
    expect(
      nextScheduleChange(schedule({ repeat: 'daily', startTime: 'noon', endTime: '11:00' }), now),
    ).toBeNull();
  });

  it('agrees with reading the schedule minute by minute', () => {
    const schedules = [
      schedule({ repeat: 'daily', startTime: '23:15', endTime: '00:45' }),
      schedule({ repeat: 'weekly', weekdays: [2, 4], startTime: '01:30', endTime: '03:00' }),
      schedule({ repeat: 'weekly', weekdays: [0], startTime: '20:00', endTime: '01:00' }),
      schedule({ repeat: 'daily', startTime: '02:00', endTime: '02:45' }),
    ];
    const starts = ['2024-03-08T12:34:00Z', '2024-11-01T03:07:00Z', '2024-06-05T18:00:00Z'];
    for (const s of schedules) {
      for (const start of starts) {
        expect(iso(nextScheduleChange(s, at(start)))).toBe(iso(firstChangeByMinutes(s, at(start), 9)));
      }
    }
  });
});

describe('next change of any of a list of multipliers', () => {
  it('is the soonest change of any scheduled one', () => {
    const list = [
      null,
      multiplier(null),
      multiplier(schedule({ repeat: 'daily', startTime: '18:00', endTime: '20:00' })),
      multiplier(schedule({ repeat: 'one_time', startAt: '2024-01-15 09:00', endAt: '2024-01-15 14:00' })),
    ];
    // 07:00 in New York: the one_time window opens at 09:00 (14:00Z), before the daily one
    expect(iso(nextMultiplierChange(list, at('2024-01-15T12:00:00Z')))).toBe('2024-01-15T14:00:00.000Z');
    // 15:00 in New York: the one_time window is over at 14:00, the daily one opens at 18:00
    expect(iso(nextMultiplierChange(list, new Date('2024-01-15T20:00:00Z')))).toBe(
      '2024-01-15T23:00:00.000Z',
    );
  });

  it('is null when nothing is scheduled or every window is behind', () => {
    expect(nextMultiplierChange([null, multiplier(null)], at('2024-01-15T12:00:00Z'))).toBeNull();
    const over = multiplier(schedule({ repeat: 'one_time', startAt: '2023-01-01', endAt: '2023-01-02' }));
    expect(nextMultiplierChange([over], at('2024-01-15T12:00:00Z'))).toBeNull();
    expect(nextMultiplierChange([], at('2024-01-15T12:00:00Z'))).toBeNull();
  });
});
