import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  homeRow,
  newGamesRow,
  popularRow,
  randomSample,
  sampleRow,
  sourcedRow,
  topJackpotsRow,
} from './rows.ts';
import { datedGame, makeGame, mulberry32, shortnames } from './testing/catalogue-generator.ts';

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
    expect(shortnames(popularRow(games.slice(0, 12), () => 0))).toEqual(shortnames(games.slice(0, 12)));
    const picked = popularRow(games, mulberry32(9));
    expect(picked).toHaveLength(12);
    expect(new Set(picked).size).toBe(12);
  });

  it('shows the biggest jackpots first, at most 10', () => {
    const many = Array.from({ length: 15 }, (_, i) => makeGame({ shortname: `j${i}`, jackpot: i + 1 }));
    const row = topJackpotsRow(many);
    expect(row).toHaveLength(10);
    expect(row[0]?.shortname).toBe('j14');
    expect(shortnames(topJackpotsRow(games))).toEqual(['g11', 'g9', 'g7', 'g5', 'g3', 'g1']);
  });

  it('shows the newest dated games in the new games row', () => {
    const list = [
      ...Array.from({ length: 12 }, (_, i) =>
        datedGame(`d${i}`, `2024-01-${String(i + 1).padStart(2, '0')}`),
      ),
      makeGame({ shortname: 'undated' }),
    ];
    const row = newGamesRow(list);
    expect(row).toHaveLength(10);
    expect(row[0]?.shortname).toBe('d11');
    expect(shortnames(row)).not.toContain('undated');
  });
});

describe('rows fed by a subgroup or a theme', () => {
  // 14 games of the subgroup 'top-games', listed in the catalogue in the reverse of their order
  const ranked = Array.from({ length: 14 }, (_, i) =>
    makeGame({
      shortname: `t${13 - i}`,
      subGroups: ['top-games'],
      subGroupsWithSort: [{ name: 'top-games', order: 13 - i }],
      themes: ['classic-vegas'],
    }),
  );

  it("shows a subgroup's first 10 games in the subgroup's order, whatever the random source", () => {
    const expected = Array.from({ length: 10 }, (_, i) => `t${i}`);
    expect(shortnames(sourcedRow(ranked, { subgroup: 'top-games' }, mulberry32(1)))).toEqual(expected);
    expect(shortnames(sourcedRow(ranked, { subgroup: 'top-games' }, () => 0.99))).toEqual(expected);
  });

  it('puts games without an order for the subgroup after the ordered ones, equal orders in catalogue order', () => {
    const games = [
      makeGame({ shortname: 'loose', subGroups: ['top-games'] }),
      makeGame({ shortname: 'tieB', subGroupsWithSort: [{ name: 'top-games', order: 2 }] }),
      makeGame({ shortname: 'other', subGroupsWithSort: [{ name: 'new-games', order: 0 }] }),
      makeGame({ shortname: 'tieA', subGroupsWithSort: [{ name: 'top-games', order: 2 }] }),
      makeGame({ shortname: 'first', subGroupsWithSort: [{ name: 'top-games', order: 1 }] }),
    ];
    expect(shortnames(sourcedRow(games, { subgroup: 'top-games' }, mulberry32(1)))).toEqual([
      'first',
      'tieB',
      'tieA',
      'loose',
    ]);
  });

  it('samples 10 games of a theme at random', () => {
    const a = shortnames(sourcedRow(ranked, { theme: 'classic-vegas' }, mulberry32(1)));
    const b = shortnames(sourcedRow(ranked, { theme: 'classic-vegas' }, mulberry32(2)));
    expect(a).toHaveLength(10);
    expect(new Set(a).size).toBe(10);
    expect(a).not.toEqual(b);
    expect(shortnames(sourcedRow(ranked, { theme: 'space' }, mulberry32(1)))).toEqual([]);
  });

  it('has no games without a source', () => {
    expect(sourcedRow(ranked, null, mulberry32(1))).toEqual([]);
  });

  it('keeps the popular games it picks in the order they came in', () => {
    const popular = Array.from({ length: 20 }, (_, i) =>
      makeGame({ shortname: `p${String(i).padStart(2, '0')}` }),
    );
    for (const seed of [1, 2, 3]) {
      const row = shortnames(popularRow(popular, mulberry32(seed)));
      expect(row).toHaveLength(12);
      expect(new Set(row).size).toBe(12);
      expect(row).toEqual([...row].sort());
    }
    expect(shortnames(popularRow(popular, mulberry32(1)))).not.toEqual(
      shortnames(popularRow(popular, mulberry32(2))),
    );
  });
});

describe('details that mutation testing showed untested', () => {
  it('shuffles with the random source at every step', () => {
    expect(randomSample([1, 2, 3, 4], 4, () => 0.5)).toEqual([3, 1, 4, 2]);
  });

  it('keeps exactly 12 popular games as they are', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => makeGame({ shortname: `p${i}` }));
    expect(shortnames(popularRow(twelve, () => 0.99))).toEqual(shortnames(twelve));
  });

  it('leaves undated games out of a short new games row', () => {
    expect(
      shortnames(newGamesRow([datedGame('a', '2024-01-01'), makeGame({ shortname: 'undated' })])),
    ).toEqual(['a']);
  });
});
