import { bench, describe } from 'vitest';
import {
  applyFilters,
  buildSearchIndex,
  EMPTY_FILTER_SELECTION,
  filterOptions,
  markNewest,
  newGamesRow,
  parseCatalogue,
  parseCatalogueInSteps,
  searchGames,
  sortGames,
  suggestGames,
  visibleGames,
} from '../src/index.ts';
import { buildSuggestionIndex } from '../src/search-suggestions.ts';
import { generateGames, generateGamesAnswer } from '../src/testing/catalogue-generator.ts';

// one catalogue for every case, built outside the timed functions
const games = generateGames(10_000, 2024);
const index = buildSearchIndex(games);
const answer = generateGamesAnswer(10_000, 2024);
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

describe('"did you mean" over 10,000 games', () => {
  // a fresh search index, so the first call below builds its suggestion runs outside the timing
  const suggestIndex = buildSearchIndex(games);
  suggestGames(suggestIndex, 'warm up');
  bench('one keystroke, misspelt name ("dragn goldn")', () => {
    suggestGames(suggestIndex, 'dragn goldn');
  });
  bench('one keystroke, misspelt word with an accent ("brulee")', () => {
    suggestGames(suggestIndex, 'brulee');
  });
  bench('one keystroke, nothing close ("zzzqqq")', () => {
    suggestGames(suggestIndex, 'zzzqqq');
  });
  bench('building the suggestion runs (once per search index)', () => {
    buildSuggestionIndex(suggestIndex);
  });
});

describe('filters over 10,000 games', () => {
  bench('apply two themes and two providers', () => {
    applyFilters(games, selection);
  });
  bench('apply them to a list filtered for the first time (builds its index)', () => {
    applyFilters([...games], selection);
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

describe('the home page over 10,000 games (each catalogue load)', () => {
  bench("a guest's visible games", () => {
    visibleGames(games, { isGuest: true, isFusion: false });
  });
  bench('the new games row', () => {
    newGamesRow(games);
  });
  bench('the New marks', () => {
    markNewest(games);
  });
});

describe('reading a getgames answer of 10,000 games', () => {
  bench(
    'parseCatalogue (all at once)',
    () => {
      parseCatalogue(answer);
    },
    { time: 3000 },
  );
  bench(
    'parseCatalogueInSteps, 250 games a step',
    () => {
      const steps = parseCatalogueInSteps(answer, 250);
      while (!steps.next().done) {
        // each step is one browser task in the app
      }
    },
    { time: 3000 },
  );
  bench('one step of 250 games (the longest task it leaves the page)', () => {
    const steps = parseCatalogueInSteps(answer, 250);
    steps.next();
  });
});
