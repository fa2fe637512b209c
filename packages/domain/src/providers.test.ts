import { describe, expect, it } from 'vitest';
import { findProvider, listedProviders } from './providers.ts';
import { makeGame } from './testing/catalogue-generator.ts';

describe('providers', () => {
  const providers = [
    { id: '1', name: 'Rival', shortname: 'rival', gamesCount: 3 },
    { id: '2', name: 'Sportsbook', shortname: 'sb', gamesCount: 1 },
    { id: '3', name: 'BetSoft', shortname: 'betsoft', gamesCount: 9 },
    { id: '4', name: 'arrow', shortname: 'arrow', gamesCount: 0 },
    { id: '5', name: 'Vig Games', shortname: 'vig', gamesCount: 2 },
  ];
  const games = [
    makeGame({ shortname: 'first-sportsbook', provider: 'sb' }),
    makeGame({ shortname: 'r1', provider: 'rival' }),
    makeGame({ shortname: 'b1', provider: 'BetSoft' }),
    makeGame({ shortname: 'v1', provider: 'Vig Games' }),
  ];

  it('finds a provider by shortname or name, any case, even URL-encoded', () => {
    expect(findProvider(providers, 'BETSOFT')?.id).toBe('3');
    expect(findProvider(providers, 'Vig%20Games')?.id).toBe('5');
    expect(findProvider(providers, '%E0%A4%A')).toBeNull();
    expect(findProvider(providers, 'nobody')).toBeNull();
  });

  it('hides the sportsbook pseudo-provider and applies a custom order, then names', () => {
    expect(listedProviders(providers, games).map((p) => p.id)).toEqual(['4', '3', '1', '5']);
    expect(listedProviders(providers, games, ['VIG', 'rival']).map((p) => p.id)).toEqual([
      '5',
      '1',
      '4',
      '3',
    ]);
  });

  it('keeps a provider that also has other games', () => {
    const mixed = [...games, makeGame({ shortname: 'sb2', provider: 'sb' })];
    expect(listedProviders(providers, mixed).map((p) => p.id)).toContain('2');
  });
});

describe('details that mutation testing showed untested', () => {
  it('prefers a shortname match over a name match when finding a provider', () => {
    const list = [
      { id: '1', name: 'rtg', shortname: 'x', gamesCount: 0 },
      { id: '2', name: 'Other', shortname: 'rtg', gamesCount: 0 },
    ];
    expect(findProvider(list, 'rtg')?.id).toBe('2');
  });
});
