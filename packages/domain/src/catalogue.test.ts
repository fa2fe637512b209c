import { describe, expect, it } from 'vitest';
import { parseCatalogue, parseCatalogueInSteps } from './catalogue.ts';
import { shortnames } from './testing/catalogue-generator.ts';

describe('parsing the catalogue', () => {
  const response = {
    games: [
      { shortname: 'a', release_date: '2024-01-01' },
      { shortname: 'b', release_date: '2024-03-01' },
      { name: 'no shortname' },
      { shortname: 'c', release_date: '2024-02-01' },
      { shortname: 'd', release_date: '2023-01-01' },
    ],
    providers: [
      { id: 1, name: 'RTG', shortname: 'rtg', gamescount: '12' },
      { name: 'Rival' },
      {},
      'Vig',
      { name: 'Neg', gamescount: -3 },
    ],
    themes: { 5: { id: 5, name: 'Space', shortname: 'space' } },
    features: [{ id: '2', name: 'Free Spins', slug: 'free-spins' }],
    categories: ['table-games'],
    total_jackpot: '98765.43',
  };

  it('reads every list and the total jackpot', () => {
    const parsed = parseCatalogue(response);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(shortnames(parsed.value.games)).toEqual(['a', 'b', 'c', 'd']);
    expect(parsed.value.providers).toEqual([
      { id: '1', name: 'RTG', shortname: 'rtg', gamesCount: 12 },
      { id: 'Rival', name: 'Rival', shortname: 'Rival', gamesCount: 0 },
      { id: 'Vig', name: 'Vig', shortname: 'Vig', gamesCount: 0 },
      { id: 'Neg', name: 'Neg', shortname: 'Neg', gamesCount: 0 },
    ]);
    expect(parsed.value.themes).toEqual([{ id: '5', name: 'Space', shortname: 'space' }]);
    expect(parsed.value.features).toEqual([{ id: '2', name: 'Free Spins', shortname: 'free-spins' }]);
    expect(parsed.value.categories).toEqual([
      { id: 'table-games', name: 'table-games', shortname: 'table-games' },
    ]);
    expect(parsed.value.totalJackpot).toBe(98765.43);
  });

  it('leaves out an unreadable game and says which', () => {
    const parsed = parseCatalogue(response);
    expect(parsed.ok && parsed.value.skipped).toEqual([expect.stringMatching(/^games\[2\]: shortname: /)]);
  });

  it('marks the three newest games as New on load', () => {
    const parsed = parseCatalogue(response);
    expect(parsed.ok && parsed.value.games.filter((g) => g.isNew).map((g) => g.shortname)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('reads games sent as an object keyed by id, and missing side lists as empty', () => {
    const parsed = parseCatalogue({ games: { 1: { shortname: 'x' } }, providers: null });
    expect(parsed.ok && parsed.value).toMatchObject({
      games: [{ shortname: 'x' }],
      providers: [],
      themes: [],
      totalJackpot: 0,
    });
  });

  it('gives a clear error for something that is not a catalogue', () => {
    expect(parseCatalogue(null)).toEqual({ ok: false, error: 'the catalogue must be an object' });
    expect(parseCatalogue([])).toEqual({ ok: false, error: 'the catalogue must be an object' });
    expect(parseCatalogue('games')).toEqual({ ok: false, error: 'the catalogue must be an object' });
    expect(parseCatalogue({ games: 'none' })).toEqual({ ok: false, error: 'games must be a list' });
    expect(parseCatalogue({})).toEqual({ ok: false, error: 'games must be a list' });
  });

  describe('in steps', () => {
    /** Runs the steps to the end; the number of pauses and the result. */
    function run(raw: unknown, perStep: number) {
      const steps = parseCatalogueInSteps(raw, perStep);
      let pauses = 0;
      for (;;) {
        const step = steps.next();
        if (step.done) return { pauses, result: step.value };
        pauses += 1;
      }
    }

    it('pauses after every given number of games and ends with what parseCatalogue gives', () => {
      const games = Array.from({ length: 10 }, (_, i) => ({
        shortname: `g${i}`,
        releasedate: `2024-01-${10 + i}`,
      }));
      const raw = { ...response, games: [...games, { name: 'no shortname' }] };
      for (const [perStep, pauses] of [
        [1, 10],
        [3, 3],
        [4, 2],
        [11, 0],
        [1000, 0],
      ] as const) {
        const { pauses: seen, result } = run(raw, perStep);
        expect(seen, `${perStep} a step`).toBe(pauses);
        expect(result).toEqual(parseCatalogue(raw));
      }
    });

    it('treats a step under one game as one game, and fails at once on a body that is no catalogue', () => {
      expect(run({ games: [{ shortname: 'a' }, { shortname: 'b' }] }, 0).pauses).toBe(1);
      expect(run(null, 1)).toEqual({
        pauses: 0,
        result: { ok: false, error: 'the catalogue must be an object' },
      });
      expect(run({ games: 7 }, 1)).toEqual({
        pauses: 0,
        result: { ok: false, error: 'games must be a list' },
      });
    });
  });
});

describe('details that mutation testing showed untested', () => {
  it('reads named lists with numbers and skips blanks', () => {
    const parsed = parseCatalogue({
      games: [],
      categories: [5, '  ', null, { name: 'Table' }],
      themes: [{}],
    });
    expect(parsed.ok && parsed.value.categories).toEqual([
      { id: '5', name: '5', shortname: '5' },
      { id: 'Table', name: 'Table', shortname: 'Table' },
    ]);
    expect(parsed.ok && parsed.value.themes).toEqual([]);
    expect(parseCatalogue({ games: null })).toEqual({ ok: false, error: 'games must be a list' });
  });
});
