import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER_SELECTION } from './filters.ts';
import {
  buildSearchIndex,
  isSearchableQuery,
  NO_SEARCH_FILTER_PICKS,
  normaliseSearchText,
  pickSearchFilter,
  searchFilterSelection,
  searchGames,
} from './search.ts';
import { generateGames, makeGame } from './testing/catalogue-generator.ts';

const games = [
  makeGame({ shortname: 'creme', name: 'Creme Brulee', displayName: 'Crème Brûlée' }),
  makeGame({ shortname: 'cash', name: 'Cash Bandits 3', displayName: 'Cash Bandits 3' }),
  makeGame({ shortname: 'senor', name: 'senor-fiesta', displayName: 'Señor Fiesta' }),
  makeGame({ shortname: 'koenig', name: 'KÖNIGS Gold', displayName: 'Kings of Gold' }),
];
const index = buildSearchIndex(games);
const found = (query: string) => {
  const outcome = searchGames(index, query);
  return outcome.kind === 'results' ? outcome.games.map((g) => g.shortname) : outcome.kind;
};

describe('search text', () => {
  it('folds accents, case and spacing', () => {
    expect(normaliseSearchText('  Crème   BRÛLÉE ')).toBe('creme brulee');
    expect(normaliseSearchText('Señor\tFiesta')).toBe('senor fiesta');
  });
});

describe('search', () => {
  it('waits for more than 2 characters', () => {
    expect(isSearchableQuery('ca')).toBe(false);
    expect(isSearchableQuery('cas')).toBe(true);
    expect(isSearchableQuery('  ca  ')).toBe(false);
    expect(found('ca')).toBe('idle');
    expect(found('cas')).toEqual(['cash']);
  });

  it('counts an emoji as one character', () => {
    expect(isSearchableQuery('a🎰')).toBe(false);
    expect(isSearchableQuery('a🎰b')).toBe(true);
  });

  it('matches the display name ignoring case and accents, from either side', () => {
    expect(found('BRÛL')).toEqual(['creme']);
    expect(found('crème')).toEqual(['creme']);
    expect(found('brul')).toEqual(['creme']);
    expect(found('señor')).toEqual(['senor']);
    expect(found('SENOR F')).toEqual(['senor']);
  });

  it('matches the plain name too', () => {
    expect(found('konigs')).toEqual(['koenig']);
    expect(found('senor-fi')).toEqual(['senor']);
  });

  it('does not match across the display name and the name', () => {
    expect(found('gold kon')).toBe('no-results');
  });

  it('says when nothing matches', () => {
    expect(found('zzz')).toBe('no-results');
  });

  it('only ever returns games of the catalogue, each matching the query', () => {
    const catalogue = generateGames(300, 11);
    const big = buildSearchIndex(catalogue);
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constantFrom('cash', 'drag', 'crème', 'KÖN', 'lucky 1', ' vegas ')),
        (query) => {
          const outcome = searchGames(big, query);
          if (outcome.kind !== 'results') return;
          const needle = normaliseSearchText(query);
          for (const game of outcome.games) {
            expect(catalogue).toContain(game);
            expect(
              normaliseSearchText(game.displayName).includes(needle) ||
                normaliseSearchText(game.name).includes(needle),
            ).toBe(true);
          }
        },
      ),
    );
  });

  it('finds every game whose name contains the query', () => {
    const catalogue = generateGames(200, 3);
    const big = buildSearchIndex(catalogue);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 199 }), fc.nat(5), (i, start) => {
        const game = catalogue[i];
        if (!game) return;
        const query = game.displayName.slice(start, start + 4);
        const outcome = searchGames(big, query);
        if (isSearchableQuery(query)) expect(outcome.kind === 'results' && outcome.games).toContain(game);
      }),
    );
  });
});

describe('filter picks inside search', () => {
  const picked = pickSearchFilter(NO_SEARCH_FILTER_PICKS, 'cash', 'themes', 'pirates');

  it('start with none', () => {
    expect(searchFilterSelection(NO_SEARCH_FILTER_PICKS, 'cash')).toEqual(EMPTY_FILTER_SELECTION);
  });

  it('apply to the search they were made in, whatever its case, accents or spaces', () => {
    expect(searchFilterSelection(picked, 'cash').themes).toEqual(['pirates']);
    expect(searchFilterSelection(picked, ' CÁSH ').themes).toEqual(['pirates']);
  });

  it('are gone when the search text changes to a new one', () => {
    expect(searchFilterSelection(picked, 'gold')).toEqual(EMPTY_FILTER_SELECTION);
    expect(searchFilterSelection(picked, 'cas')).toEqual(EMPTY_FILTER_SELECTION);
  });

  it('add up within one search and start again in a new one', () => {
    const two = pickSearchFilter(picked, 'cash', 'providers', 'rtg');
    expect(searchFilterSelection(two, 'cash')).toEqual({
      themes: ['pirates'],
      providers: ['rtg'],
      features: [],
    });
    const fresh = pickSearchFilter(two, 'gold', 'features', 'megaways');
    expect(searchFilterSelection(fresh, 'gold')).toEqual({
      themes: [],
      providers: [],
      features: ['megaways'],
    });
    expect(searchFilterSelection(fresh, 'cash')).toEqual(EMPTY_FILTER_SELECTION);
  });

  it('toggle a value off again', () => {
    const off = pickSearchFilter(picked, 'cash', 'themes', 'pirates');
    expect(searchFilterSelection(off, 'cash')).toEqual(EMPTY_FILTER_SELECTION);
  });
});
