import { describe, expect, it } from 'vitest';
import { canonicalCategory, isCategoryRouteAvailable } from './category-routes.ts';
import {
  favouriteGames,
  favouriteTest,
  gamesByProvider,
  gamesInCategory,
  gamesInSubgroup,
  gamesWithTheme,
  isVisibleTo,
  jackpotGames,
  visibleGames,
} from './game-lists.ts';
import { byReleaseDateDesc } from './new-games.ts';
import { gamesOfProvider, isSportsbookGame } from './providers.ts';
import { datedGame, makeGame, shortnames } from './testing/catalogue-generator.ts';

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
    // its name in any case, and nothing longer or shorter
    expect(isSportsbookGame({ shortname: 'First-SportsBook' })).toBe(true);
    expect(isSportsbookGame({ shortname: 'first-sportsbooks' })).toBe(false);
    expect(isSportsbookGame({ shortname: 'first-sportsboo' })).toBe(false);
    for (const isGuest of [true, false]) {
      for (const isFusion of [true, false])
        expect(isVisibleTo(sportsbook, { isGuest, isFusion })).toBe(false);
    }
  });

  it('filters a list in catalogue order', () => {
    expect(shortnames(visibleGames([synth, sportsbook, plain], { isGuest: false, isFusion: false }))).toEqual(
      ['synthy', 'plain'],
    );
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
    expect(shortnames(gamesInCategory(games, 'slots'))).toEqual(['a', 'b']);
    expect(shortnames(gamesInCategory(games, 'online-slots'))).toEqual(['a', 'b']);
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
    expect(shortnames(gamesInSubgroup(games, 'top-games'))).toEqual(['first', 'second', 'third', 'loose']);
  });

  it('keeps catalogue order between equal sort orders', () => {
    const games = ['a', 'b', 'c'].map((s) =>
      makeGame({ shortname: s, subGroupsWithSort: [{ name: 'x', order: 1 }] }),
    );
    expect(shortnames(gamesInSubgroup(games, 'x'))).toEqual(['a', 'b', 'c']);
  });

  it('lists a theme and the jackpot games', () => {
    const games = [
      makeGame({ shortname: 'a', themes: ['Classic-Vegas'], jackpot: 5 }),
      makeGame({ shortname: 'b', themes: ['space'] }),
    ];
    expect(shortnames(gamesWithTheme(games, 'classic-vegas'))).toEqual(['a']);
    expect(shortnames(jackpotGames(games))).toEqual(['a']);
  });

  it('lists a provider newest release first, matching name or shortname in any case', () => {
    const games = [
      { ...datedGame('old', '2020-01-01'), provider: 'BetSoft' },
      { ...datedGame('new', '2024-01-01'), provider: 'betsoft' },
      makeGame({ shortname: 'undated', provider: 'betsoft' }),
      { ...datedGame('other', '2025-01-01'), provider: 'rival' },
    ];
    expect(shortnames(gamesByProvider(games, 'BETSOFT'))).toEqual(['new', 'old', 'undated']);
    expect(shortnames(gamesByProvider(games, { name: 'BetSoft', shortname: 'bs' }))).toEqual([
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
    expect(shortnames(gamesByProvider(games, { name: 'Betsoft Gaming', shortname: 'BS' }))).toEqual([
      'by-name-1',
      'by-short',
      'by-name-2',
    ]);
    // a provider whose name and shortname compare equal counts each game once
    expect(shortnames(gamesOfProvider(games, ['rival', 'RIVAL ']))).toEqual(['other']);
    expect(gamesOfProvider(games, ['nobody'])).toEqual([]);
  });

  it('looks a list up again once it has grown, rather than answering from its old index', () => {
    const games = [makeGame({ shortname: 'a', provider: 'rtg' })];
    expect(shortnames(gamesOfProvider(games, ['rtg']))).toEqual(['a']);
    games.push(makeGame({ shortname: 'b', provider: 'RTG' }));
    expect(shortnames(gamesOfProvider(games, ['rtg']))).toEqual(['a', 'b']);
  });

  it('sorts by release date without touching the input', () => {
    const games = [datedGame('a', '2020-01-01'), makeGame({ shortname: 'b' }), datedGame('c', '2022-01-01')];
    expect(shortnames(byReleaseDateDesc(games))).toEqual(['c', 'a', 'b']);
    expect(shortnames(games)).toEqual(['a', 'b', 'c']);
  });

  it('lists favourites newest first, honouring a provider when both sides have one', () => {
    const games = [
      { ...datedGame('a', '2020-01-01'), provider: 'rtg' },
      { ...datedGame('b', '2024-01-01'), provider: 'rival' },
      { ...datedGame('c', '2023-01-01'), provider: '' },
      datedGame('d', '2025-01-01'),
    ];
    expect(
      shortnames(
        favouriteGames(games, [
          { shortname: 'A' },
          { shortname: 'b', provider: 'RIVAL' },
          { shortname: 'c', provider: 'x' },
        ]),
      ),
    ).toEqual(['b', 'c', 'a']);
    expect(favouriteGames(games, [{ shortname: 'b', provider: 'rtg' }])).toEqual([]);
  });

  it('tests one game against the favourites by the same rule', () => {
    const isFavourite = favouriteTest([
      { shortname: 'A' },
      { shortname: 'b', provider: ' RIVAL ' },
      { shortname: 'b', provider: 'betsoft' },
      { shortname: 'c', provider: 'x' },
      { shortname: 'c' },
    ]);
    expect(isFavourite({ shortname: 'a', provider: 'anyone' })).toBe(true);
    expect(isFavourite({ shortname: 'B', provider: 'rival' })).toBe(true);
    expect(isFavourite({ shortname: 'b', provider: 'Betsoft' })).toBe(true);
    expect(isFavourite({ shortname: 'b', provider: 'rtg' })).toBe(false);
    // a game without a provider matches a favourite of its name whatever that names
    expect(isFavourite({ shortname: 'b', provider: '' })).toBe(true);
    // one favourite of the name without a provider matches every provider's game of that name
    expect(isFavourite({ shortname: 'c', provider: 'rtg' })).toBe(true);
    expect(isFavourite({ shortname: 'd', provider: '' })).toBe(false);
    expect(favouriteTest([])({ shortname: 'a', provider: '' })).toBe(false);
  });
});

describe('details that mutation testing showed untested', () => {
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
    expect(shortnames(gamesInSubgroup(games, ' top-games '))).toEqual(['b']);
    expect(shortnames(gamesWithTheme(games, ' classic-vegas '))).toEqual(['a']);
    expect(shortnames(gamesByProvider(games, 'betsoft '))).toEqual(['a']);
  });
});
