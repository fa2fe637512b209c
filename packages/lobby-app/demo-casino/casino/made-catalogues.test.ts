import { describe, expect, it } from 'vitest';
import { demoEnv } from '../node.ts';
import { DEFAULT_DEMO_SETTINGS } from '../settings.ts';
import { catalogueFor } from './made-catalogues.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 21, 15);
const settings = { ...DEFAULT_DEMO_SETTINGS, seed: 31, games: 60 };

describe('the catalogue a casino serves', () => {
  it('is the very same list for the same switches on the same day, and indexes its games', () => {
    const first = catalogueFor(settings, demoEnv(), NOW, null);
    expect(catalogueFor(settings, demoEnv(), NOW + 1_000, first)).toBe(first);
    expect(catalogueFor(settings, demoEnv(), NOW, null).catalogue).toBe(first.catalogue);
    const game = first.catalogue.games[5];
    expect(game && first.byShortname.get(game.shortname)).toBe(game);
  });

  it('is made again for another day, size or variant', () => {
    const first = catalogueFor(settings, demoEnv(), NOW, null);
    expect(catalogueFor(settings, demoEnv(), NOW + DAY, first)).not.toBe(first);
    expect(catalogueFor({ ...settings, games: 61 }, demoEnv(), NOW, first).catalogue.games).toHaveLength(61);
    expect(catalogueFor({ ...settings, variant: 'fusion' }, demoEnv(), NOW, first).key).not.toBe(first.key);
  });
});
