import { describe, expect, it } from 'vitest';
import { winnerRows } from './rows.ts';

describe('winner rows', () => {
  it('names providers as the catalogue does, reads server time and drops unusable amounts', () => {
    const rows = winnerRows(
      [
        {
          username: 'Ja***s',
          date: '2026-11-20 12:00:00',
          amount: 12.5,
          game: 'Aztec',
          shortname: 'aztec',
          provider: 'rtg',
        },
        {
          username: 'Mi***y',
          date: 'yesterday',
          amount: 3,
          game: 'Bubble',
          shortname: 'bubble',
          provider: '',
        },
        { username: 'Ro***o', date: '', amount: Number.NaN, game: 'Broken', shortname: '', provider: 'rtg' },
      ],
      (shortname) => (shortname === 'rtg' ? 'RealTime Gaming' : shortname),
      'recent',
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ game: 'Aztec', provider: 'RealTime Gaming', amount: 12.5 });
    // noon in New York is 17:00 UTC in November
    expect(rows[0]?.at).toBe(Date.UTC(2026, 10, 20, 17, 0, 0));
    expect(rows[1]).toMatchObject({ provider: '', at: null });
    expect(new Set(rows.map((r) => r.key)).size).toBe(2);
  });
});
