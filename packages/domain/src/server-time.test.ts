import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nextServerMidnight,
  parseServerDateTime,
  parseTimeOfDay,
  serverClock,
  serverSecondsOfDay,
  serverTimeToday,
  serverWallClockToInstant,
} from './server-time.ts';

const at = (iso: string) => Date.parse(iso);

describe('server clock', () => {
  it('reads New York standard time in winter (UTC-5)', () => {
    expect(serverClock(at('2024-01-15T17:00:00Z'))).toEqual({
      year: 2024,
      month: 1,
      day: 15,
      hour: 12,
      minute: 0,
      second: 0,
      weekday: 1,
    });
  });

  it('reads New York daylight time in summer (UTC-4)', () => {
    expect(serverClock(new Date('2024-07-01T04:00:00Z'))).toMatchObject({
      month: 7,
      day: 1,
      hour: 0,
      weekday: 1,
    });
  });

  it('reads the previous New York day just before UTC midnight rolls over there', () => {
    expect(serverClock(at('2024-07-01T03:59:59Z'))).toMatchObject({
      month: 6,
      day: 30,
      hour: 23,
      minute: 59,
      second: 59,
      weekday: 0,
    });
  });

  it('jumps from 01:59:59 EST to 03:00 EDT on the March change', () => {
    expect(serverClock(at('2024-03-10T06:59:59Z'))).toMatchObject({ hour: 1, minute: 59, second: 59 });
    expect(serverClock(at('2024-03-10T07:00:00Z'))).toMatchObject({ hour: 3, minute: 0 });
  });

  it('repeats 01:00-01:59 on the November change', () => {
    expect(serverClock(at('2024-11-03T05:30:00Z'))).toMatchObject({ hour: 1, minute: 30 });
    expect(serverClock(at('2024-11-03T06:30:00Z'))).toMatchObject({ hour: 1, minute: 30 });
  });

  it('gives seconds since New York midnight', () => {
    expect(serverSecondsOfDay(at('2024-01-15T05:01:02Z'))).toBe(62);
  });
});

describe('server wall clock to instant', () => {
  it('converts winter and summer wall clocks with their own offsets', () => {
    expect(serverWallClockToInstant({ year: 2024, month: 1, day: 15, hour: 12, minute: 0, second: 0 })).toBe(
      at('2024-01-15T17:00:00Z'),
    );
    expect(serverWallClockToInstant({ year: 2024, month: 7, day: 15, hour: 12, minute: 0, second: 0 })).toBe(
      at('2024-07-15T16:00:00Z'),
    );
  });

  it('moves a time skipped in March an hour forward', () => {
    expect(serverWallClockToInstant({ year: 2024, month: 3, day: 10, hour: 2, minute: 30, second: 0 })).toBe(
      at('2024-03-10T07:30:00Z'),
    );
  });

  it('takes the first of a time repeated in November', () => {
    expect(serverWallClockToInstant({ year: 2024, month: 11, day: 3, hour: 1, minute: 30, second: 0 })).toBe(
      at('2024-11-03T05:30:00Z'),
    );
  });

  it('keeps the times either side of each change exact', () => {
    expect(serverWallClockToInstant({ year: 2024, month: 3, day: 10, hour: 3, minute: 0, second: 0 })).toBe(
      at('2024-03-10T07:00:00Z'),
    );
    expect(serverWallClockToInstant({ year: 2024, month: 3, day: 10, hour: 1, minute: 59, second: 59 })).toBe(
      at('2024-03-10T06:59:59Z'),
    );
    expect(serverWallClockToInstant({ year: 2024, month: 11, day: 3, hour: 2, minute: 0, second: 0 })).toBe(
      at('2024-11-03T07:00:00Z'),
    );
    expect(serverWallClockToInstant({ year: 2024, month: 11, day: 3, hour: 0, minute: 59, second: 59 })).toBe(
      at('2024-11-03T04:59:59Z'),
    );
  });

  it('round-trips every instant through its wall clock, except the repeated November hour', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: at('2000-01-01T00:00:00Z') / 1000, max: at('2040-01-01T00:00:00Z') / 1000 }),
        (seconds) => {
          const ms = seconds * 1000;
          const back = serverWallClockToInstant(serverClock(ms));
          // the second pass of a repeated hour maps back to its first pass, one hour earlier
          expect([ms, ms - 3_600_000]).toContain(back);
          expect(serverClock(back)).toEqual(serverClock(ms));
        },
      ),
    );
  });
});

describe('next server midnight', () => {
  it('is the coming 00:00 in New York', () => {
    expect(nextServerMidnight(at('2024-07-01T12:00:00Z'))).toBe(at('2024-07-02T04:00:00Z'));
    expect(nextServerMidnight(new Date('2024-01-01T12:00:00Z'))).toBe(at('2024-01-02T05:00:00Z'));
  });

  it('is a full day away exactly at midnight', () => {
    expect(nextServerMidnight(at('2024-07-02T04:00:00Z'))).toBe(at('2024-07-03T04:00:00Z'));
  });

  it('is 23 hours after the midnight that starts the March change day and 25 after November', () => {
    expect(nextServerMidnight(at('2024-03-10T05:00:00Z')) - at('2024-03-10T05:00:00Z')).toBe(23 * 3_600_000);
    expect(nextServerMidnight(at('2024-11-03T04:00:00Z')) - at('2024-11-03T04:00:00Z')).toBe(25 * 3_600_000);
  });

  it('crosses month and year ends', () => {
    expect(nextServerMidnight(at('2024-12-31T20:00:00Z'))).toBe(at('2025-01-01T05:00:00Z'));
    expect(nextServerMidnight(at('2024-02-29T20:00:00Z'))).toBe(at('2024-03-01T05:00:00Z'));
  });
});

describe('server time today', () => {
  it('is the instant of a time of day on the current New York date', () => {
    expect(serverTimeToday(at('2024-07-01T14:00:00Z'), 18 * 3600 + 30 * 60)).toBe(at('2024-07-01T22:30:00Z'));
  });

  it('uses the New York date, not the UTC date', () => {
    // 01:00 UTC on 2 July is still 1 July in New York
    expect(serverTimeToday(at('2024-07-02T01:00:00Z'), 0)).toBe(at('2024-07-01T04:00:00Z'));
  });
});

describe('parse time of day', () => {
  it('reads HH:MM and HH:MM:SS', () => {
    expect(parseTimeOfDay('18:30')).toBe(66_600);
    expect(parseTimeOfDay(' 7:05:09 ')).toBe(7 * 3600 + 5 * 60 + 9);
    expect(parseTimeOfDay('00:00')).toBe(0);
    expect(parseTimeOfDay('24:00')).toBe(86_400);
    expect(parseTimeOfDay('23:59:59')).toBe(86_399);
  });

  it('refuses anything else', () => {
    for (const text of ['', '7', '25:00', '24:01', '12:60', '12:00:60', 'noon', '12-00'])
      expect(parseTimeOfDay(text)).toBeNull();
  });
});

describe('parse server date-time', () => {
  it('reads a bare date-time as New York wall clock', () => {
    expect(parseServerDateTime('2024-01-15 12:00:00')).toBe(at('2024-01-15T17:00:00Z'));
    expect(parseServerDateTime('2024-07-15T12:00')).toBe(at('2024-07-15T16:00:00Z'));
    expect(parseServerDateTime('2024-07-15')).toBe(at('2024-07-15T04:00:00Z'));
  });

  it('reads an explicit offset as written', () => {
    expect(parseServerDateTime('2024-03-10T07:30:00Z')).toBe(at('2024-03-10T07:30:00Z'));
    expect(parseServerDateTime('2024-03-10T07:30:00.000+02:00')).toBe(at('2024-03-10T05:30:00Z'));
  });

  it('refuses malformed or impossible text', () => {
    for (const text of [
      '',
      'tomorrow',
      '2024-13-01',
      '2024-00-10',
      '2024-01-32',
      '2024-01-01 24:00',
      '2024-01-01 12:60',
      '2024-01-01 12:00:61',
      '2024-1-1',
    ]) {
      expect(parseServerDateTime(text)).toBeNull();
    }
  });
});

describe('parsing details that mutation testing showed untested', () => {
  it('reads only a whole time of day', () => {
    expect(parseTimeOfDay('x12:00')).toBeNull();
    expect(parseTimeOfDay('12:00x')).toBeNull();
    expect(parseTimeOfDay('24:00:01')).toBeNull();
  });

  it('reads only a whole date-time, trimming spaces', () => {
    expect(parseServerDateTime(' 2024-01-15 12:00:00 ')).toBe(at('2024-01-15T17:00:00Z'));
    expect(parseServerDateTime('x2024-01-15 12:00:00')).toBeNull();
    expect(parseServerDateTime('2024-01-15 12:00:00junk')).toBeNull();
    expect(parseServerDateTime('2024-01-00')).toBeNull();
  });

  it('reads an offset without a colon and a space before the zone', () => {
    expect(parseServerDateTime('2024-03-10T07:30:00+0200')).toBe(at('2024-03-10T05:30:00Z'));
    expect(parseServerDateTime('2024-03-10 07:30:00Z')).toBe(at('2024-03-10T07:30:00Z'));
  });

  it('reads minutes and seconds of a bare date-time', () => {
    expect(parseServerDateTime('2024-01-15 12:34:56')).toBe(at('2024-01-15T17:34:56Z'));
  });
});

describe('the wall clock read from a cached offset', () => {
  // the reference: Intl's New York date and time formatted as one text, not read part by part as the lobby
  // reads it (a Swedish short date with a medium time reads `YYYY-MM-DD HH:MM:SS`, on a 24-hour clock)
  const reference = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/New_York',
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  const read = (ms: number) => reference.format(ms).split(/\D+/).map(Number);
  const clock = (ms: number) => {
    const c = serverClock(ms);
    return [c.year, c.month, c.day, c.hour, c.minute, c.second];
  };

  it('agrees with Intl on every second around the 2024 and 2031 daylight-saving changes', () => {
    for (const change of [
      Date.UTC(2024, 2, 10, 7),
      Date.UTC(2024, 10, 3, 6),
      Date.UTC(2031, 2, 9, 7),
      Date.UTC(2031, 10, 2, 6),
    ]) {
      for (let ms = change - 90_000; ms <= change + 90_000; ms += 1_000) expect(clock(ms)).toEqual(read(ms));
    }
  });

  it('agrees with Intl across fifty years, read at odd minutes and milliseconds', () => {
    const start = Date.UTC(1975, 0, 1);
    for (let ms = start; ms < Date.UTC(2025, 0, 1); ms += 50_000_017) expect(clock(ms)).toEqual(read(ms));
  });

  it('reads instants outside the cached years straight from Intl', () => {
    for (const ms of [Date.UTC(1883, 10, 18, 16, 59, 30), Date.UTC(1960, 5, 1), Date.UTC(2150, 6, 4, 12)])
      expect(clock(ms)).toEqual(read(ms));
  });
});
