import { describe, expect, it } from 'vitest';
import { SORT_LABELS, sortGames, sortOptions } from './sorting.ts';
import { makeGame } from './testing/catalogue-generator.ts';

const game = (displayName: string, release: string | null = null, jackpot = 0) =>
  makeGame({
    shortname: displayName,
    displayName,
    releaseTime: release === null ? null : Date.parse(release),
    jackpot,
  });
const names = (list: readonly { displayName: string }[]) => list.map((x) => x.displayName);

describe('sort options', () => {
  it('offers Top Jackpots only when a game has a jackpot', () => {
    expect(sortOptions([game('a'), game('b')])).toEqual(['a-z', 'z-a', 'newest']);
    expect(sortOptions([game('a'), game('b', null, 0.01)])).toEqual(['a-z', 'z-a', 'newest', 'top-jackpots']);
    expect(sortOptions([])).toEqual(['a-z', 'z-a', 'newest']);
  });

  it('keeps the spec wording for each label', () => {
    expect(SORT_LABELS).toEqual({
      'a-z': 'A-Z',
      'z-a': 'Z-A',
      newest: 'Newest',
      'top-jackpots': 'Top Jackpots',
    });
  });
});

describe('sorting games', () => {
  const list = [game('zebra'), game('Éclair'), game('apple'), game('Game 10'), game('Game 9')];

  it('sorts A-Z with accents and case as secondary, and numbers as numbers', () => {
    expect(names(sortGames(list, 'a-z'))).toEqual(['apple', 'Éclair', 'Game 9', 'Game 10', 'zebra']);
  });

  it('sorts Z-A as the reverse', () => {
    expect(names(sortGames(list, 'z-a'))).toEqual(['zebra', 'Game 10', 'Game 9', 'Éclair', 'apple']);
  });

  it('follows the locale: Swedish puts Ä after Z', () => {
    const swedish = [game('Zeta'), game('Älg'), game('Alfa')];
    expect(names(sortGames(swedish, 'a-z', 'sv'))).toEqual(['Alfa', 'Zeta', 'Älg']);
    expect(names(sortGames(swedish, 'a-z', 'de'))).toEqual(['Alfa', 'Älg', 'Zeta']);
  });

  it('sorts Newest by release date, undated last, ties by name', () => {
    const dated = [
      game('b', '2024-01-01'),
      game('none'),
      game('c', '2025-01-01'),
      game('a', '2024-01-01'),
      game('also none'),
    ];
    expect(names(sortGames(dated, 'newest'))).toEqual(['c', 'a', 'b', 'also none', 'none']);
  });

  it('sorts Top Jackpots biggest first, ties by name', () => {
    const pots = [game('small', null, 5), game('none'), game('big', null, 500), game('also small', null, 5)];
    expect(names(sortGames(pots, 'top-jackpots'))).toEqual(['big', 'also small', 'small', 'none']);
  });

  it('returns a copy and leaves the input alone', () => {
    const before = names(list);
    sortGames(list, 'z-a');
    expect(names(list)).toEqual(before);
  });
});
