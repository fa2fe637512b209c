import { describe, expect, it } from 'vitest';
import { markNewest } from './new-games.ts';
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
