import { describe, expect, it } from 'vitest';
import { generateGames, mulberry32 } from './catalogue-generator.ts';

describe('test catalogue generator', () => {
  it('draws the same numbers from the same seed, all in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const drawn = Array.from({ length: 1000 }, () => a());
    expect(drawn).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(drawn.every((n) => n >= 0 && n < 1)).toBe(true);
  });

  it('builds the same catalogue from the same seed, with unique shortnames', () => {
    const games = generateGames(500, 7);
    expect(generateGames(500, 7)).toEqual(games);
    expect(new Set(games.map((g) => g.shortname)).size).toBe(500);
  });
});
