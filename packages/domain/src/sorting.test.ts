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

  it('keeps games whose names collate equal in their order, both ways', () => {
    const same = [game('cafe', null, 1), game('Café', null, 2), game('CAFE', null, 3), game('bar')];
    const pots = (list: readonly { jackpot: number }[]) => list.map((x) => x.jackpot);
    expect(pots(sortGames(same, 'a-z'))).toEqual([0, 1, 2, 3]);
    expect(pots(sortGames(same, 'z-a'))).toEqual([1, 2, 3, 0]);
  });

  it('places names it has not met before among those it has, in every locale', () => {
    expect(names(sortGames([game('Mango'), game('Kiwi')], 'a-z', 'de'))).toEqual(['Kiwi', 'Mango']);
    const more = [game('Mango'), game('Zitrone'), game('Kiwi'), game('Äpfel'), game('Lime')];
    expect(names(sortGames(more, 'a-z', 'de'))).toEqual(['Äpfel', 'Kiwi', 'Lime', 'Mango', 'Zitrone']);
    expect(names(sortGames(more, 'a-z', 'sv'))).toEqual(['Kiwi', 'Lime', 'Mango', 'Zitrone', 'Äpfel']);
    // a game renamed since the last sort
    const renamed = [game('Mango'), game('Apricot'), game('Kiwi')];
    expect(names(sortGames(renamed, 'z-a', 'de'))).toEqual(['Mango', 'Kiwi', 'Apricot']);
  });

  it('places release dates it has not met before among those it has', () => {
    const first = [game('old', '2020-01-01'), game('new', '2026-01-01')];
    expect(names(sortGames(first, 'newest'))).toEqual(['new', 'old']);
    // a date between the two, one before both and an undated game, met at the next sort
    const later = [
      game('old', '2020-01-01'),
      game('none'),
      game('middle', '2023-06-15'),
      game('oldest', '2019-12-31'),
      game('new', '2026-01-01'),
    ];
    expect(names(sortGames(later, 'newest'))).toEqual(['new', 'middle', 'old', 'oldest', 'none']);
    // the first list again, ranked with what was met since
    expect(names(sortGames([game('old', '2020-01-01'), game('middle', '2023-06-15')], 'newest'))).toEqual([
      'middle',
      'old',
    ]);
  });

  it('sorts a catalogue of thousands as it sorts a short list', () => {
    const many = Array.from({ length: 3000 }, (_, i) =>
      game(`Game ${(i * 7919) % 3000}`, `2024-01-${String((i % 28) + 1).padStart(2, '0')}`, i % 5),
    );
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const expected = [...many].sort(
      (a, b) => (b.releaseTime ?? 0) - (a.releaseTime ?? 0) || collator.compare(a.displayName, b.displayName),
    );
    expect(names(sortGames(many, 'newest'))).toEqual(names(expected));
    expect(names(sortGames(many, 'a-z'))).toEqual(
      names([...many].sort((a, b) => collator.compare(a.displayName, b.displayName))),
    );
  });

  it('sorts a list past the size it folds the same way, equal games in their order', () => {
    const huge = Array.from({ length: 100_001 }, (_, i) => ({
      displayName: `Game ${i % 1000}`,
      releaseTime: null,
      jackpot: i % 2 === 0 ? 5 : 0,
      i,
    }));
    const sorted = sortGames(huge, 'top-jackpots');
    // biggest jackpot first, then by name (numbers as numbers), then in the list's order
    const inOrder = sorted.every((g, n) => {
      const before = sorted[n - 1];
      if (!before) return true;
      if (before.jackpot !== g.jackpot) return before.jackpot > g.jackpot;
      const a = Number(before.displayName.slice(5));
      const b = Number(g.displayName.slice(5));
      return a < b || (a === b && before.i < g.i);
    });
    expect(inOrder).toBe(true);
    expect(sorted.slice(0, 3).map((g) => g.i)).toEqual([0, 1000, 2000]);
  });

  it('returns a copy and leaves the input alone', () => {
    const before = names(list);
    sortGames(list, 'z-a');
    expect(names(list)).toEqual(before);
  });
});
