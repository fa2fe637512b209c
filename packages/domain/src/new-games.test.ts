import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byReleaseDateDesc, markNewest, newestReleases } from './new-games.ts';
import { datedGame, makeGame, shortnames } from './testing/catalogue-generator.ts';

describe('New marking', () => {
  it('marks exactly the three newest by release date', () => {
    const games = [
      datedGame('old', '2020-01-01'),
      datedGame('n1', '2024-04-01'),
      datedGame('n2', '2024-03-01'),
      datedGame('mid', '2022-01-01'),
      datedGame('n3', '2024-02-01'),
    ];
    expect(shortnames(markNewest(games).filter((g) => g.isNew))).toEqual(['n1', 'n2', 'n3']);
  });

  it('clears a stale New mark and never marks a game without a date', () => {
    const games = [makeGame({ shortname: 'undated', isNew: true }), datedGame('a', '2020-01-01')];
    expect(markNewest(games).map((g) => [g.shortname, g.isNew])).toEqual([
      ['undated', false],
      ['a', true],
    ]);
  });

  it('breaks a tie on date by catalogue order', () => {
    const games = ['a', 'b', 'c', 'd'].map((s) => datedGame(s, '2024-01-01'));
    expect(shortnames(markNewest(games).filter((g) => g.isNew))).toEqual(['a', 'b', 'c']);
  });

  it('keeps untouched games as the same objects', () => {
    const game = datedGame('a', '2020-01-01');
    expect(markNewest([game], 0)[0]).toBe(game);
  });
});

describe('newestReleases', () => {
  it('is the start of the whole list in release order, dated games only, ties in catalogue order', () => {
    // few distinct times, so ties are common; null for undated games
    const time = fc.option(fc.integer({ min: 0, max: 6 }), { nil: null });
    fc.assert(
      fc.property(fc.array(time, { maxLength: 40 }), fc.integer({ min: -1, max: 45 }), (times, count) => {
        const games = times.map((releaseTime, index) => ({ id: index, releaseTime }));
        const expected = byReleaseDateDesc(games.filter((game) => game.releaseTime !== null)).slice(
          0,
          Math.max(0, count),
        );
        expect(newestReleases(games, count)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('picks the same ten of thousands as ordering the whole list would', () => {
    const games = Array.from({ length: 5000 }, (_, index) => ({
      index,
      releaseTime: index % 7 === 0 ? null : (index * 7919) % 1000,
    }));
    const row = newestReleases(games, 10);
    // five games at 999 and five of the ten at 998, those in catalogue order
    expect(row.map((game) => game.index)).toEqual([321, 1321, 2321, 3321, 4321, 642, 1642, 2642, 3642, 4642]);
    expect(row).toEqual(byReleaseDateDesc(games.filter((game) => game.releaseTime !== null)).slice(0, 10));
  });
});
