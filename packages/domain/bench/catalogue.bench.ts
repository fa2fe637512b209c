import { bench, describe } from 'vitest';
import {
  applyFilters,
  buildSearchIndex,
  EMPTY_FILTER_SELECTION,
  filterOptions,
  searchGames,
  sortGames,
} from '../src/index.ts';
import { generateGames } from '../src/testing/catalogue-generator.ts';

// one catalogue for every case, built outside the timed functions
const games = generateGames(10_000, 2024);
const index = buildSearchIndex(games);
const selection = { ...EMPTY_FILTER_SELECTION, themes: ['space', 'pirates'], providers: ['rtg', 'betsoft'] };

describe('search over 10,000 games', () => {
  bench('one keystroke ("drag")', () => {
    searchGames(index, 'drag');
  });
  bench('one keystroke with an accent ("crème")', () => {
    searchGames(index, 'crème');
  });
  bench('building the index (once per catalogue load)', () => {
    buildSearchIndex(games);
  });
});

describe('filters over 10,000 games', () => {
  bench('apply two themes and two providers', () => {
    applyFilters(games, selection);
  });
  bench('build the option lists', () => {
    filterOptions(games);
  });
});

describe('sorting 10,000 games', () => {
  bench('A-Z (en collation)', () => {
    sortGames(games, 'a-z', 'en');
  });
  bench('Newest', () => {
    sortGames(games, 'newest');
  });
  bench('Top Jackpots', () => {
    sortGames(games, 'top-jackpots');
  });
});
