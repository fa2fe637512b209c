import { DEFAULT_HOME_SECTIONS, type HomeSection } from '@lobby/domain';
import { makeGame } from '@lobby/domain/testing/catalogue-generator.ts';
import { describe, expect, it } from 'vitest';
import { humanise, recentGames, rowLayout, sectionGames, viewAllHref } from './sections.ts';

const section = (id: string): HomeSection => {
  const found = DEFAULT_HOME_SECTIONS.find((s) => s.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('home sections', () => {
  it('uses the known layouts and falls back to vertical', () => {
    expect(rowLayout(section('popular'))).toBe('featured');
    expect(rowLayout(section('newgames'))).toBe('vertical_big');
    expect(rowLayout({ id: 'x', kind: 'generic', layout: 'carousel', source: null })).toBe('vertical');
  });

  it("shows the first 10 games of a subgroup row in the subgroup's order", () => {
    const games = Array.from({ length: 30 }, (_, i) =>
      makeGame({
        shortname: `g${i}`,
        subGroupsWithSort: [
          { name: 'top-games', order: 30 - i },
          { name: 'high-volatility', order: i },
        ],
      }),
    );
    const names = (id: string) =>
      sectionGames(section(id), games, Math.random, null)?.map((g) => g.shortname);
    expect(names('topslots')).toEqual(Array.from({ length: 10 }, (_, i) => `g${29 - i}`));
    expect(names('highvolatility')).toEqual(Array.from({ length: 10 }, (_, i) => `g${i}`));
  });

  it('shows 12 popular games in the subgroup order and samples 10 of a theme', () => {
    const games = Array.from({ length: 30 }, (_, i) =>
      makeGame({
        shortname: `g${String(i).padStart(2, '0')}`,
        subGroupsWithSort: [{ name: 'popular-games', order: i }],
        themes: ['classic-vegas'],
      }),
    );
    const popular = sectionGames(section('popular'), games, Math.random, null)?.map((g) => g.shortname) ?? [];
    expect(popular).toHaveLength(12);
    expect(popular).toEqual([...popular].sort());
    expect(sectionGames(section('classicgames'), games, Math.random, null)).toHaveLength(10);
  });

  it('keeps the recent order and waits for the list', () => {
    const games = [makeGame({ shortname: 'a' }), makeGame({ shortname: 'b' }), makeGame({ shortname: 'c' })];
    expect(sectionGames(section('keepplaying'), games, Math.random, null)).toBeNull();
    expect(
      recentGames(games, [{ shortname: 'c' }, { shortname: 'a' }, { shortname: 'zz' }]).map((g) => g.id),
    ).toEqual(['c', 'a']);
  });

  it('finds recent games whatever the case, by provider when the entry names one, each once', () => {
    const games = [
      makeGame({ id: 'a1', shortname: 'Alpha', provider: 'rtg' }),
      makeGame({ id: 'a2', shortname: 'alpha', provider: 'Betsoft' }),
      makeGame({ id: 'b', shortname: 'beta', provider: 'rtg' }),
    ];
    expect(recentGames(games, [{ shortname: 'ALPHA', provider: 'betsoft' }]).map((g) => g.id)).toEqual([
      'a2',
    ]);
    // no provider named: the catalogue's first game of that name
    expect(recentGames(games, [{ shortname: 'alpha' }]).map((g) => g.id)).toEqual(['a1']);
    // a provider the catalogue does not have for that name: nothing
    expect(recentGames(games, [{ shortname: 'beta', provider: 'other' }])).toEqual([]);
    // the same game twice (once by provider) is listed once, in the entries' order
    expect(
      recentGames(games, [
        { shortname: 'beta' },
        { shortname: 'Alpha' },
        { shortname: 'BETA', provider: 'RTG' },
      ]).map((g) => g.id),
    ).toEqual(['b', 'a1']);
    expect(recentGames(games, [])).toEqual([]);
  });

  it('has no rows for the engagement sections', () => {
    expect(sectionGames(section('winners'), [makeGame({ shortname: 'a' })], Math.random, [])).toBeNull();
  });

  it('links rows to their lists', () => {
    expect(viewAllHref(section('classicgames'))).toBe('/theme/classic-vegas');
    expect(viewAllHref(section('popular'))).toBe('/subgroup/popular-games');
    expect(viewAllHref(section('keepplaying'))).toBeUndefined();
    expect(humanise('christmas-slots')).toBe('Christmas Slots');
  });
});
