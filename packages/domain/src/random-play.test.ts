import { describe, expect, it } from 'vitest';
import { DEFAULT_HOME_SECTIONS, type HomeSection } from './config.ts';
import { nextBadge, randomPlayBadgeGames, randomPlayPosition } from './random-play.ts';
import { makeGame, mulberry32 } from './testing/catalogue-generator.ts';

const slots = Array.from({ length: 9 }, (_, i) =>
  makeGame({ shortname: `slot${i}`, category: 'online-slots' }),
);
const tables = Array.from({ length: 4 }, (_, i) =>
  makeGame({ shortname: `table${i}`, category: 'table-games' }),
);

describe('random-play badges', () => {
  it('draws 5 different online slots and no other games', () => {
    const badges = randomPlayBadgeGames([...tables, ...slots], { isFusion: false }, mulberry32(4));
    expect(badges).toHaveLength(5);
    expect(new Set(badges).size).toBe(5);
    expect(badges.every((game) => game.category === 'online-slots')).toBe(true);
  });

  it('counts the legacy slots category as online slots', () => {
    const legacy = [makeGame({ shortname: 'old', category: 'slots' })];
    expect(randomPlayBadgeGames(legacy, { isFusion: false }, mulberry32(1)).map((g) => g.shortname)).toEqual([
      'old',
    ]);
  });

  it('draws with the random source given, so two sources can give two sets', () => {
    const first = randomPlayBadgeGames(slots, { isFusion: false }, () => 0).map((g) => g.shortname);
    expect(first).toEqual(['slot0', 'slot1', 'slot2', 'slot3', 'slot4']);
    const last = randomPlayBadgeGames(slots, { isFusion: false }, () => 0.99).map((g) => g.shortname);
    expect(last).not.toEqual(first);
  });

  it('shows every slot there is when there are fewer than 5, and none without slots', () => {
    expect(randomPlayBadgeGames(slots.slice(0, 3), { isFusion: false }, mulberry32(2))).toHaveLength(3);
    expect(randomPlayBadgeGames(tables, { isFusion: false }, mulberry32(2))).toEqual([]);
  });

  it('shows no badges in fusion', () => {
    expect(randomPlayBadgeGames(slots, { isFusion: true }, mulberry32(4))).toEqual([]);
  });
});

describe('random-play badge rotation', () => {
  it('steps through the badges and wraps to the first', () => {
    expect([0, 1, 2, 3, 4].map((i) => nextBadge(i, 5))).toEqual([1, 2, 3, 4, 0]);
  });

  it('stays on the first badge when there is one or none', () => {
    expect(nextBadge(0, 0)).toBe(0);
    expect(nextBadge(0, 1)).toBe(0);
  });

  it('comes back inside the rotation from an index past its end (the badges were drawn again, fewer)', () => {
    expect(nextBadge(7, 3)).toBe(2);
    expect(nextBadge(-2, 3)).toBe(1);
  });
});

const kinds = (...list: HomeSection['kind'][]) => list.map((kind) => ({ kind }));

describe('random-play position on the home page', () => {
  it('comes right beneath the winners section', () => {
    expect(randomPlayPosition(kinds('popular', 'winners', 'topslots', 'promotions'))).toBe(2);
    expect(randomPlayPosition(kinds('winners', 'popular'))).toBe(1);
  });

  it('comes last in the default order, where winners is the last section', () => {
    expect(randomPlayPosition(DEFAULT_HOME_SECTIONS)).toBe(DEFAULT_HOME_SECTIONS.length);
  });

  it('comes at the end when there is no winners section', () => {
    expect(randomPlayPosition(kinds('popular', 'topslots', 'generic'))).toBe(3);
    expect(randomPlayPosition([])).toBe(0);
  });

  it('follows the first winners section when a casino lists it twice', () => {
    expect(randomPlayPosition(kinds('winners', 'popular', 'winners'))).toBe(1);
  });
});
