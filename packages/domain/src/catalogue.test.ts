import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  byReleaseDateDesc,
  favouriteGames,
  gamesByProvider,
  gamesInCategory,
  gamesInSubgroup,
  gamesWithTheme,
  homeRow,
  isVisibleTo,
  jackpotGames,
  markNewest,
  newGamesRow,
  pageOf,
  parseCatalogue,
  parseCatalogueInSteps,
  parseGame,
  parseWeekdays,
  popularRow,
  randomSample,
  sampleRow,
  topJackpotsRow,
  visibleGames,
} from './catalogue.ts';
import { canonicalCategory, isCategoryRouteAvailable } from './category-routes.ts';
import { findProvider, gamesOfProvider, isSportsbookGame, listedProviders } from './providers.ts';
import { makeGame, mulberry32 } from './testing/catalogue-generator.ts';

const dated = (shortname: string, date: string) =>
  makeGame({ shortname, releaseDate: date, releaseTime: Date.parse(date) });
const names = (games: readonly { shortname: string }[]) => games.map((g) => g.shortname);

describe('parsing one game', () => {
  it('reads PHP-style flags, numeric strings and nulls', () => {
    const parsed = parseGame({
      id: 17,
      name: 'Cash Bandits',
      display_name: null,
      shortname: ' cash-bandits ',
      category: 'Online-Slots',
      jackpot: '1,250.50',
      themes: 'pirates, heist',
      features: ['free-spins', { shortname: 'wilds' }, { name: 'Bonus' }, null, ''],
      provider: 'rtg',
      release_date: '2023-05-01 10:00:00',
      sub_groups: ['top-games'],
      sub_groups_with_sort: [
        { name: 'top-games', order: '3' },
        { name: '' },
        'junk',
        { shortname: 'popular-games' },
      ],
      synth: '0',
      pre_release: '1',
      game_lock: null,
      jackpot_multiplier: '',
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        id: '17',
        name: 'Cash Bandits',
        displayName: 'Cash Bandits',
        shortname: 'cash-bandits',
        category: 'online-slots',
        jackpot: 1250.5,
        themes: ['pirates', 'heist'],
        features: ['free-spins', 'wilds', 'Bonus'],
        provider: 'rtg',
        releaseDate: '2023-05-01 10:00:00',
        releaseTime: Date.UTC(2023, 4, 1, 10),
        subGroups: ['top-games'],
        subGroupsWithSort: [
          { name: 'top-games', order: 3 },
          { name: 'popular-games', order: Number.POSITIVE_INFINITY },
        ],
        synth: false,
        exclusive: true,
        gameLock: null,
        jackpotMultiplier: null,
        isNew: false,
      },
    });
  });

  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    ['YES', true],
    [false, false],
    [0, false],
    ['0', false],
    [null, false],
    [undefined, false],
    ['', false],
    [2, false],
  ])('reads synth %j as %s', (synth, expected) => {
    const parsed = parseGame({ shortname: 'g', synth });
    expect(parsed.ok && parsed.value.synth).toBe(expected);
  });

  it('fills every missing field with a default', () => {
    const parsed = parseGame({ shortname: 99 });
    expect(parsed.ok && parsed.value).toMatchObject({
      id: '99',
      name: '99',
      displayName: '99',
      category: '',
      jackpot: 0,
      themes: [],
      provider: '',
      releaseDate: null,
      releaseTime: null,
      synth: false,
      gameLock: null,
    });
  });

  it('uses the display name as the name when only it is sent', () => {
    const parsed = parseGame({ shortname: 'g', display_name: 'Shown' });
    expect(parsed.ok && [parsed.value.name, parsed.value.displayName]).toEqual(['Shown', 'Shown']);
  });

  it('treats a negative or unreadable jackpot as none', () => {
    for (const jackpot of [-5, 'lots', null, Number.NaN, '']) {
      const parsed = parseGame({ shortname: 'g', jackpot });
      expect(parsed.ok && parsed.value.jackpot).toBe(0);
    }
  });

  it('drops an unreadable release date', () => {
    for (const release_date of ['soon', '2023-13-01', '2023-00-10', '2023-01-00', '2023-01-32']) {
      const parsed = parseGame({ shortname: 'g', release_date });
      expect(parsed.ok && [parsed.value.releaseDate, parsed.value.releaseTime]).toEqual([null, null]);
    }
    const plain = parseGame({ shortname: 'g', release_date: '2023-01-31' });
    expect(plain.ok && plain.value.releaseTime).toBe(Date.UTC(2023, 0, 31));
  });

  it('refuses a game without a shortname, saying why', () => {
    expect(parseGame({ name: 'x' })).toEqual({ ok: false, error: expect.stringMatching(/^shortname: /) });
    expect(parseGame({ shortname: '   ' })).toEqual({
      ok: false,
      error: 'shortname: a game needs a shortname',
    });
    expect(parseGame('game')).toMatchObject({ ok: false });
  });

  it('reads a lock with its reason and event', () => {
    const parsed = parseGame({
      shortname: 'g',
      game_lock: {
        lock_by: 'EVENT',
        visible_event: 'signup',
        target_date: '2024-05-01',
        display_name: 'Soon',
        game_name: 'G',
        img_portrait: 'p.jpg',
        img_landscape: '',
      },
    });
    expect(parsed.ok && parsed.value.gameLock).toEqual({
      lockBy: 'event',
      visibleEvent: 'signup',
      targetDate: '2024-05-01',
      displayName: 'Soon',
      gameName: 'G',
      imgPortrait: 'p.jpg',
      imgLandscape: null,
    });
  });

  it('reads a bare truthy lock as locked for an unknown reason, and falsy ones as unlocked', () => {
    const locked = parseGame({ shortname: 'g', game_lock: '1' });
    expect(locked.ok && locked.value.gameLock).toMatchObject({ lockBy: null, visibleEvent: null });
    const odd = parseGame({ shortname: 'g', game_lock: { lock_by: 'moon', visible_event: 'party' } });
    expect(odd.ok && odd.value.gameLock).toMatchObject({ lockBy: null, visibleEvent: null });
    for (const game_lock of [0, '0', false, '', null, []]) {
      const parsed = parseGame({ shortname: 'g', game_lock });
      expect(parsed.ok && parsed.value.gameLock).toBeNull();
    }
  });

  it('reads a jackpot multiplier with its schedule', () => {
    const parsed = parseGame({
      shortname: 'g',
      jackpot_multiplier: {
        type: 'Boosted',
        multipliers: [2, '3'],
        schedule: [
          { repeat_param: 'weekly', start_time: '10:00', end_time: '12:00', recurrence: ['monday', 'Fri'] },
        ],
      },
    });
    expect(parsed.ok && parsed.value.jackpotMultiplier).toEqual({
      type: 'boosted',
      multipliers: ['2', '3'],
      schedule: {
        repeat: 'weekly',
        startAt: null,
        endAt: null,
        startTime: '10:00',
        endTime: '12:00',
        weekdays: [1, 5],
      },
    });
  });

  it('reads a multiplier without a schedule, or with an unknown repeat', () => {
    const plain = parseGame({ shortname: 'g', jackpot_multiplier: { multipliers: '2' } });
    expect(plain.ok && plain.value.jackpotMultiplier).toEqual({
      type: 'multiplier',
      multipliers: ['2'],
      schedule: null,
    });
    const odd = parseGame({
      shortname: 'g',
      jackpot_multiplier: { type: 'multiplier', schedule: { repeat_param: 'hourly' } },
    });
    expect(odd.ok && odd.value.jackpotMultiplier?.schedule?.repeat).toBeNull();
    const empty = parseGame({ shortname: 'g', jackpot_multiplier: { type: 'multiplier', schedule: [] } });
    expect(empty.ok && empty.value.jackpotMultiplier?.schedule).toBeNull();
  });
});

describe('weekdays of a weekly schedule', () => {
  it('reads names, short names and numbers, with 0 and 7 both Sunday', () => {
    expect(parseWeekdays(['sunday', 'Sat'])).toEqual([0, 6]);
    expect(parseWeekdays('1,3,7')).toEqual([0, 1, 3]);
    expect(parseWeekdays(0)).toEqual([0]);
    expect(parseWeekdays([2, '4'])).toEqual([2, 4]);
  });

  it('ignores what is not a weekday', () => {
    expect(parseWeekdays(['8', '-1', '1.5', 'someday', 'mo', 'monkey', null])).toEqual([]);
    expect(parseWeekdays(undefined)).toEqual([]);
  });
});

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
    expect(names(parsed.value.games)).toEqual(['a', 'b', 'c', 'd']);
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

describe('New marking', () => {
  it('marks exactly the three newest by release date', () => {
    const games = [
      dated('old', '2020-01-01'),
      dated('n1', '2024-04-01'),
      dated('n2', '2024-03-01'),
      dated('mid', '2022-01-01'),
      dated('n3', '2024-02-01'),
    ];
    expect(names(markNewest(games).filter((g) => g.isNew))).toEqual(['n1', 'n2', 'n3']);
  });

  it('clears a stale New mark and never marks a game without a date', () => {
    const games = [makeGame({ shortname: 'undated', isNew: true }), dated('a', '2020-01-01')];
    expect(markNewest(games).map((g) => [g.shortname, g.isNew])).toEqual([
      ['undated', false],
      ['a', true],
    ]);
  });

  it('breaks a tie on date by catalogue order', () => {
    const games = ['a', 'b', 'c', 'd'].map((s) => dated(s, '2024-01-01'));
    expect(names(markNewest(games).filter((g) => g.isNew))).toEqual(['a', 'b', 'c']);
  });

  it('keeps untouched games as the same objects', () => {
    const game = dated('a', '2020-01-01');
    expect(markNewest([game], 0)[0]).toBe(game);
  });
});

describe('visibility', () => {
  const synth = makeGame({ shortname: 'synthy', synth: true });
  const plain = makeGame({ shortname: 'plain' });
  const sportsbook = makeGame({ shortname: 'First-Sportsbook' });

  it('hides synth games from guests of the non-fusion variant only', () => {
    expect(isVisibleTo(synth, { isGuest: true, isFusion: false })).toBe(false);
    expect(isVisibleTo(synth, { isGuest: false, isFusion: false })).toBe(true);
    expect(isVisibleTo(synth, { isGuest: true, isFusion: true })).toBe(true);
    expect(isVisibleTo(plain, { isGuest: true, isFusion: false })).toBe(true);
  });

  it('never shows the sportsbook game to anyone', () => {
    expect(isSportsbookGame(sportsbook)).toBe(true);
    for (const isGuest of [true, false]) {
      for (const isFusion of [true, false])
        expect(isVisibleTo(sportsbook, { isGuest, isFusion })).toBe(false);
    }
  });

  it('filters a list in catalogue order', () => {
    expect(names(visibleGames([synth, sportsbook, plain], { isGuest: false, isFusion: false }))).toEqual([
      'synthy',
      'plain',
    ]);
  });
});

describe('categories', () => {
  it('files slots under online-slots', () => {
    expect(canonicalCategory(' Slots ')).toBe('online-slots');
    expect(canonicalCategory('table-games')).toBe('table-games');
    const games = [
      makeGame({ shortname: 'a', category: 'slots' }),
      makeGame({ shortname: 'b', category: 'online-slots' }),
      makeGame({ shortname: 'c', category: 'table-games' }),
    ];
    expect(names(gamesInCategory(games, 'slots'))).toEqual(['a', 'b']);
    expect(names(gamesInCategory(games, 'online-slots'))).toEqual(['a', 'b']);
  });

  it('offers specialty games outside fusion and the live dealer category in fusion', () => {
    expect(isCategoryRouteAvailable('specialty-games', false)).toBe(true);
    expect(isCategoryRouteAvailable('specialty-games', true)).toBe(false);
    expect(isCategoryRouteAvailable('live-dealer', true)).toBe(true);
    expect(isCategoryRouteAvailable('live-dealer', false)).toBe(false);
    expect(isCategoryRouteAvailable('slots', true)).toBe(true);
    expect(isCategoryRouteAvailable('video-poker', false)).toBe(true);
    expect(isCategoryRouteAvailable('bingo', false)).toBe(false);
  });
});

describe('lists', () => {
  it('orders a subgroup by its sort order, then games listed without one', () => {
    const games = [
      makeGame({ shortname: 'loose', subGroups: ['top-games'] }),
      makeGame({ shortname: 'third', subGroupsWithSort: [{ name: 'top-games', order: 30 }] }),
      makeGame({ shortname: 'other', subGroupsWithSort: [{ name: 'popular-games', order: 1 }] }),
      makeGame({
        shortname: 'first',
        subGroupsWithSort: [
          { name: 'popular-games', order: 99 },
          { name: 'Top-Games', order: 1 },
        ],
      }),
      makeGame({
        shortname: 'second',
        subGroups: ['top-games'],
        subGroupsWithSort: [{ name: 'top-games', order: 2 }],
      }),
    ];
    expect(names(gamesInSubgroup(games, 'top-games'))).toEqual(['first', 'second', 'third', 'loose']);
  });

  it('keeps catalogue order between equal sort orders', () => {
    const games = ['a', 'b', 'c'].map((s) =>
      makeGame({ shortname: s, subGroupsWithSort: [{ name: 'x', order: 1 }] }),
    );
    expect(names(gamesInSubgroup(games, 'x'))).toEqual(['a', 'b', 'c']);
  });

  it('lists a theme and the jackpot games', () => {
    const games = [
      makeGame({ shortname: 'a', themes: ['Classic-Vegas'], jackpot: 5 }),
      makeGame({ shortname: 'b', themes: ['space'] }),
    ];
    expect(names(gamesWithTheme(games, 'classic-vegas'))).toEqual(['a']);
    expect(names(jackpotGames(games))).toEqual(['a']);
  });

  it('lists a provider newest release first, matching name or shortname in any case', () => {
    const games = [
      { ...dated('old', '2020-01-01'), provider: 'BetSoft' },
      { ...dated('new', '2024-01-01'), provider: 'betsoft' },
      makeGame({ shortname: 'undated', provider: 'betsoft' }),
      { ...dated('other', '2025-01-01'), provider: 'rival' },
    ];
    expect(names(gamesByProvider(games, 'BETSOFT'))).toEqual(['new', 'old', 'undated']);
    expect(names(gamesByProvider(games, { name: 'BetSoft', shortname: 'bs' }))).toEqual([
      'new',
      'old',
      'undated',
    ]);
  });

  it('keeps catalogue order between games matched by name and by shortname, before the date sort', () => {
    // same (missing) release date: the stable sort keeps the order the lookup gives
    const games = [
      makeGame({ shortname: 'by-name-1', provider: 'Betsoft Gaming' }),
      makeGame({ shortname: 'by-short', provider: 'bs' }),
      makeGame({ shortname: 'by-name-2', provider: ' betsoft gaming' }),
      makeGame({ shortname: 'other', provider: 'rival' }),
    ];
    expect(names(gamesByProvider(games, { name: 'Betsoft Gaming', shortname: 'BS' }))).toEqual([
      'by-name-1',
      'by-short',
      'by-name-2',
    ]);
    // a provider whose name and shortname compare equal counts each game once
    expect(names(gamesOfProvider(games, ['rival', 'RIVAL ']))).toEqual(['other']);
    expect(gamesOfProvider(games, ['nobody'])).toEqual([]);
  });

  it('looks a list up again once it has grown, rather than answering from its old index', () => {
    const games = [makeGame({ shortname: 'a', provider: 'rtg' })];
    expect(names(gamesOfProvider(games, ['rtg']))).toEqual(['a']);
    games.push(makeGame({ shortname: 'b', provider: 'RTG' }));
    expect(names(gamesOfProvider(games, ['rtg']))).toEqual(['a', 'b']);
  });

  it('sorts by release date without touching the input', () => {
    const games = [dated('a', '2020-01-01'), makeGame({ shortname: 'b' }), dated('c', '2022-01-01')];
    expect(names(byReleaseDateDesc(games))).toEqual(['c', 'a', 'b']);
    expect(names(games)).toEqual(['a', 'b', 'c']);
  });

  it('lists favourites newest first, honouring a provider when both sides have one', () => {
    const games = [
      { ...dated('a', '2020-01-01'), provider: 'rtg' },
      { ...dated('b', '2024-01-01'), provider: 'rival' },
      { ...dated('c', '2023-01-01'), provider: '' },
      dated('d', '2025-01-01'),
    ];
    expect(
      names(
        favouriteGames(games, [
          { shortname: 'A' },
          { shortname: 'b', provider: 'RIVAL' },
          { shortname: 'c', provider: 'x' },
        ]),
      ),
    ).toEqual(['b', 'c', 'a']);
    expect(favouriteGames(games, [{ shortname: 'b', provider: 'rtg' }])).toEqual([]);
  });
});

describe('random sample', () => {
  const items = Array.from({ length: 30 }, (_, i) => i);

  it('draws the requested number of distinct items', () => {
    const sample = randomSample(items, 10, mulberry32(1));
    expect(sample).toHaveLength(10);
    expect(new Set(sample).size).toBe(10);
  });

  it('is fully decided by the random source', () => {
    expect(randomSample(items, 10, mulberry32(5))).toEqual(randomSample(items, 10, mulberry32(5)));
    expect(randomSample([1, 2, 3], 3, () => 0)).toEqual([1, 2, 3]);
    expect(randomSample([1, 2, 3], 2, () => 0.99)).toEqual([3, 1]);
  });

  it('stays in range even for a source that returns 1', () => {
    expect(randomSample([1, 2, 3], 3, () => 1)).toEqual([3, 1, 2]);
  });

  it('returns everything, shuffled, when asked for more than there is, and nothing for zero or less', () => {
    expect(randomSample([1, 2], 5, mulberry32(2)).sort()).toEqual([1, 2]);
    expect(randomSample([1, 2], 0, mulberry32(2))).toEqual([]);
    expect(randomSample([1, 2], -1, mulberry32(2))).toEqual([]);
  });

  it('always returns a subset without repeats', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 40 }),
        fc.nat(50),
        fc.integer(),
        (list, count, seed) => {
          const unique = [...new Set(list)];
          const sample = randomSample(unique, count, mulberry32(seed));
          expect(sample.length).toBe(Math.min(count, unique.length));
          expect(new Set(sample).size).toBe(sample.length);
          expect(sample.every((x) => unique.includes(x))).toBe(true);
        },
      ),
    );
  });
});

describe('home rows', () => {
  const games = Array.from({ length: 13 }, (_, i) =>
    makeGame({ shortname: `g${i}`, jackpot: i % 2 ? i * 10 : 0 }),
  );

  it('shows up to 10 games in a row', () => {
    expect(homeRow(games)).toHaveLength(10);
    expect(homeRow(games.slice(0, 4))).toHaveLength(4);
  });

  it('samples 10 for category and theme rows', () => {
    expect(sampleRow(games, mulberry32(3))).toHaveLength(10);
  });

  it('shows all popular games up to 12 and picks 12 at random above that', () => {
    expect(names(popularRow(games.slice(0, 12), () => 0))).toEqual(names(games.slice(0, 12)));
    const picked = popularRow(games, mulberry32(9));
    expect(picked).toHaveLength(12);
    expect(new Set(picked).size).toBe(12);
  });

  it('shows the biggest jackpots first, at most 10', () => {
    const many = Array.from({ length: 15 }, (_, i) => makeGame({ shortname: `j${i}`, jackpot: i + 1 }));
    const row = topJackpotsRow(many);
    expect(row).toHaveLength(10);
    expect(row[0]?.shortname).toBe('j14');
    expect(names(topJackpotsRow(games))).toEqual(['g11', 'g9', 'g7', 'g5', 'g3', 'g1']);
  });

  it('shows the newest dated games in the new games row', () => {
    const list = [
      ...Array.from({ length: 12 }, (_, i) => dated(`d${i}`, `2024-01-${String(i + 1).padStart(2, '0')}`)),
      makeGame({ shortname: 'undated' }),
    ];
    const row = newGamesRow(list);
    expect(row).toHaveLength(10);
    expect(row[0]?.shortname).toBe('d11');
    expect(names(row)).not.toContain('undated');
  });
});

describe('pages of 50', () => {
  const list = (n: number) => Array.from({ length: n }, (_, i) => i);

  it('has a last page when it holds fewer than 50', () => {
    expect(pageOf(list(49), 0)).toEqual({ items: list(49), pageIndex: 0, isLastPage: true });
  });

  it('needs one more, empty, page to know that 50 is the end', () => {
    expect(pageOf(list(50), 0).isLastPage).toBe(false);
    expect(pageOf(list(50), 1)).toEqual({ items: [], pageIndex: 1, isLastPage: true });
  });

  it('puts the 51st item on a second, last, page', () => {
    expect(pageOf(list(51), 0).items).toHaveLength(50);
    expect(pageOf(list(51), 1)).toEqual({ items: [50], pageIndex: 1, isLastPage: true });
  });

  it('reads a negative or fractional index as a whole page from 0', () => {
    expect(pageOf(list(60), -2).pageIndex).toBe(0);
    expect(pageOf(list(60), 1.7).items[0]).toBe(50);
  });
});

describe('providers', () => {
  const providers = [
    { id: '1', name: 'Rival', shortname: 'rival', gamesCount: 3 },
    { id: '2', name: 'Sportsbook', shortname: 'sb', gamesCount: 1 },
    { id: '3', name: 'BetSoft', shortname: 'betsoft', gamesCount: 9 },
    { id: '4', name: 'arrow', shortname: 'arrow', gamesCount: 0 },
    { id: '5', name: 'Vig Games', shortname: 'vig', gamesCount: 2 },
  ];
  const games = [
    makeGame({ shortname: 'first-sportsbook', provider: 'sb' }),
    makeGame({ shortname: 'r1', provider: 'rival' }),
    makeGame({ shortname: 'b1', provider: 'BetSoft' }),
    makeGame({ shortname: 'v1', provider: 'Vig Games' }),
  ];

  it('finds a provider by shortname or name, any case, even URL-encoded', () => {
    expect(findProvider(providers, 'BETSOFT')?.id).toBe('3');
    expect(findProvider(providers, 'Vig%20Games')?.id).toBe('5');
    expect(findProvider(providers, '%E0%A4%A')).toBeNull();
    expect(findProvider(providers, 'nobody')).toBeNull();
  });

  it('hides the sportsbook pseudo-provider and applies a custom order, then names', () => {
    expect(listedProviders(providers, games).map((p) => p.id)).toEqual(['4', '3', '1', '5']);
    expect(listedProviders(providers, games, ['VIG', 'rival']).map((p) => p.id)).toEqual([
      '5',
      '1',
      '4',
      '3',
    ]);
  });

  it('keeps a provider that also has other games', () => {
    const mixed = [...games, makeGame({ shortname: 'sb2', provider: 'sb' })];
    expect(listedProviders(providers, mixed).map((p) => p.id)).toContain('2');
  });
});

describe('parsing details that mutation testing showed untested', () => {
  const read = (raw: Record<string, unknown>) => {
    const parsed = parseGame({ shortname: 'g', ...raw });
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.value;
  };

  it('reads a release date only from the start of the text, with its time', () => {
    expect(read({ release_date: 'released 2023-05-01' }).releaseTime).toBeNull();
    expect(read({ release_date: '2023-12-01 10:30' }).releaseTime).toBe(Date.UTC(2023, 11, 1, 10, 30));
    expect(read({ release_date: '2023-05-01T10:30:45' }).releaseTime).toBe(Date.UTC(2023, 4, 1, 10, 30, 45));
  });

  it('reads each lock reason and event', () => {
    expect(read({ game_lock: { lock_by: 'player_class' } }).gameLock?.lockBy).toBe('player_class');
    expect(read({ game_lock: { lock_by: 'event', visible_event: 'Deposit' } }).gameLock?.visibleEvent).toBe(
      'deposit',
    );
    expect(read({ game_lock: ['x'] }).gameLock).toMatchObject({ lockBy: null });
  });

  it('reads each multiplier repeat', () => {
    for (const repeat of ['one_time', 'daily', 'weekly']) {
      expect(
        read({ jackpot_multiplier: { schedule: { repeat_param: repeat.toUpperCase() } } }).jackpotMultiplier
          ?.schedule?.repeat,
      ).toBe(repeat);
    }
  });

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

  it('trims and folds the slugs of subgroups, themes and providers', () => {
    const games = [
      makeGame({
        shortname: 'a',
        subGroups: ['other'],
        themes: ['space', 'Classic-Vegas'],
        provider: ' BetSoft ',
      }),
      makeGame({ shortname: 'b', subGroups: ['Top-Games'] }),
    ];
    expect(names(gamesInSubgroup(games, ' top-games '))).toEqual(['b']);
    expect(names(gamesWithTheme(games, ' classic-vegas '))).toEqual(['a']);
    expect(names(gamesByProvider(games, 'betsoft '))).toEqual(['a']);
  });

  it('shuffles with the random source at every step', () => {
    expect(randomSample([1, 2, 3, 4], 4, () => 0.5)).toEqual([3, 1, 4, 2]);
  });

  it('keeps exactly 12 popular games as they are', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => makeGame({ shortname: `p${i}` }));
    expect(names(popularRow(twelve, () => 0.99))).toEqual(names(twelve));
  });

  it('leaves undated games out of a short new games row', () => {
    expect(names(newGamesRow([dated('a', '2024-01-01'), makeGame({ shortname: 'undated' })]))).toEqual(['a']);
  });

  it('prefers a shortname match over a name match when finding a provider', () => {
    const list = [
      { id: '1', name: 'rtg', shortname: 'x', gamesCount: 0 },
      { id: '2', name: 'Other', shortname: 'rtg', gamesCount: 0 },
    ];
    expect(findProvider(list, 'rtg')?.id).toBe('2');
  });
});
