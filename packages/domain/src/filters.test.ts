import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyFilters,
  EMPTY_FILTER_SELECTION,
  type FilterSelection,
  filterOptions,
  hasActiveFilters,
  showsCatalogueFilterControls,
  showsFilters,
  toggleFilter,
  usesMultipleColumns,
} from './filters.ts';
import {
  GENERATED_FEATURES,
  GENERATED_PROVIDERS,
  GENERATED_THEMES,
  generateGames,
  makeGame,
  shortnames,
} from './testing/catalogue-generator.ts';

const g = (shortname: string, provider: string, themes: string[], features: string[] = []) =>
  makeGame({ shortname, provider, themes, features });
const games = [
  g('a', 'rtg', ['space'], ['wilds']),
  g('b', 'rival', ['pirates'], ['wilds', 'free-spins']),
  g('c', 'rtg', ['pirates', 'space'], []),
  g('d', 'Vig', ['animals'], ['free-spins']),
  g('e', '', [], []),
];
const select = (partial: Partial<FilterSelection>): FilterSelection => ({
  ...EMPTY_FILTER_SELECTION,
  ...partial,
});

describe('applying filters', () => {
  it('keeps everything when nothing is picked', () => {
    expect(shortnames(applyFilters(games, EMPTY_FILTER_SELECTION))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('combines values of one kind with OR', () => {
    expect(shortnames(applyFilters(games, select({ themes: ['space', 'animals'] })))).toEqual([
      'a',
      'c',
      'd',
    ]);
  });

  it('combines kinds with AND', () => {
    expect(
      shortnames(applyFilters(games, select({ themes: ['pirates', 'space'], providers: ['rtg'] }))),
    ).toEqual(['a', 'c']);
    expect(
      shortnames(
        applyFilters(games, select({ themes: ['pirates'], features: ['wilds'], providers: ['rival'] })),
      ),
    ).toEqual(['b']);
  });

  it('matches the provider by its value, any case', () => {
    expect(shortnames(applyFilters(games, select({ providers: ['vig'] })))).toEqual(['d']);
    expect(shortnames(applyFilters(games, select({ providers: [''] })))).toEqual([]);
  });

  it('gives nothing when no game matches every kind', () => {
    expect(applyFilters(games, select({ themes: ['animals'], providers: ['rtg'] }))).toEqual([]);
  });

  it('counts a game once when one kind matches it twice', () => {
    const twice = [g('x', 'rtg', ['space', 'Space '], []), g('y', 'rtg', ['pirates'], [])];
    expect(
      shortnames(applyFilters(twice, select({ themes: ['space', 'SPACE'], providers: ['rtg'] }))),
    ).toEqual(['x']);
    expect(shortnames(applyFilters(twice, select({ themes: ['space', 'pirates'] })))).toEqual(['x', 'y']);
  });

  const catalogue = generateGames(150, 5);
  const selection = fc.record({
    themes: fc.subarray(GENERATED_THEMES),
    providers: fc.subarray(GENERATED_PROVIDERS),
    features: fc.subarray(GENERATED_FEATURES),
  });

  it('gives the same games whichever kind is applied first', () => {
    fc.assert(
      fc.property(selection, (picked) => {
        const themesFirst = applyFilters(
          applyFilters(
            applyFilters(catalogue, select({ themes: picked.themes })),
            select({ providers: picked.providers }),
          ),
          select({ features: picked.features }),
        );
        const featuresFirst = applyFilters(
          applyFilters(
            applyFilters(catalogue, select({ features: picked.features })),
            select({ themes: picked.themes }),
          ),
          select({ providers: picked.providers }),
        );
        expect(themesFirst).toEqual(featuresFirst);
        expect(applyFilters(catalogue, picked)).toEqual(themesFirst);
      }),
    );
  });

  // the rule read straight from §5, game by game: the filter's index must give the same answer for every
  // selection, including the ones after it on the same list
  const byRule = (list: typeof catalogue, picked: FilterSelection) =>
    list.filter((game) =>
      (['themes', 'providers', 'features'] as const).every((kind) => {
        const wanted = picked[kind].map((value) => value.trim().toLowerCase());
        if (wanted.length === 0) return true;
        const values = kind === 'providers' ? (game.provider === '' ? [] : [game.provider]) : game[kind];
        return values.some((value) => wanted.includes(value.trim().toLowerCase()));
      }),
    );

  it('agrees with the rule applied game by game, for one list filtered again and again', () => {
    fc.assert(
      fc.property(fc.array(selection, { minLength: 1, maxLength: 5 }), (selections) => {
        for (const picked of selections)
          expect(applyFilters(catalogue, picked)).toEqual(byRule(catalogue, picked));
      }),
    );
  });

  it('always returns a subset in catalogue order, and is idempotent', () => {
    fc.assert(
      fc.property(selection, (picked) => {
        const once = applyFilters(catalogue, picked);
        const positions = once.map((game) => catalogue.indexOf(game));
        expect(positions.every((p, i) => p >= 0 && (i === 0 || p > (positions[i - 1] ?? -1)))).toBe(true);
        expect(applyFilters(once, picked)).toEqual(once);
      }),
    );
  });
});

describe('changing the selection', () => {
  it('toggles a value on and off, ignoring case', () => {
    const on = toggleFilter(EMPTY_FILTER_SELECTION, 'themes', 'space');
    expect(on).toEqual(select({ themes: ['space'] }));
    expect(hasActiveFilters(on)).toBe(true);
    const off = toggleFilter(on, 'themes', 'SPACE');
    expect(off).toEqual(EMPTY_FILTER_SELECTION);
    expect(hasActiveFilters(off)).toBe(false);
    expect(toggleFilter(on, 'providers', 'rtg')).toEqual(select({ themes: ['space'], providers: ['rtg'] }));
    expect(toggleFilter(select({ themes: ['space', 'pirates'] }), 'themes', ' Space ')).toEqual(
      select({ themes: ['pirates'] }),
    );
  });
});

describe('filter options', () => {
  const seven = [...games, g('f', 'rtg', ['space']), g('h', 'rtg', ['space'])];

  it('shows no filters for 6 results and shows them for 7', () => {
    expect(showsFilters(6)).toBe(false);
    expect(showsFilters(7)).toBe(true);
    expect(filterOptions(seven.slice(0, 6))).toEqual({});
    expect(Object.keys(filterOptions(seven))).toEqual(['themes', 'providers', 'features']);
  });

  it('counts each value and names it from the catalogue lists, sorted by name', () => {
    const options = filterOptions(seven, {
      themes: [
        { shortname: 'space', name: 'Outer Space' },
        { shortname: 'pirates', name: 'Arr Pirates' },
      ],
    });
    expect(options.themes).toEqual([
      { value: 'animals', label: 'animals', count: 1 },
      { value: 'pirates', label: 'Arr Pirates', count: 2 },
      { value: 'space', label: 'Outer Space', count: 4 },
    ]);
    expect(options.providers).toEqual([
      { value: 'rival', label: 'rival', count: 1 },
      { value: 'rtg', label: 'rtg', count: 4 },
      { value: 'Vig', label: 'Vig', count: 1 },
    ]);
  });

  it('leaves out a kind with only one distinct value', () => {
    const oneProvider = Array.from({ length: 7 }, (_, i) => g(`x${i}`, i % 2 ? 'rtg' : 'RTG', [`t${i}`]));
    const options = filterOptions(oneProvider);
    expect(options.providers).toBeUndefined();
    expect(options.features).toBeUndefined();
    expect(options.themes).toHaveLength(7);
  });

  it('never offers the sportsbook game or its provider', () => {
    const withSportsbook = [...seven, g('first-sportsbook', 'sportsbook', ['sports'], ['live'])];
    const options = filterOptions(withSportsbook);
    expect(options.providers?.map((o) => o.value)).not.toContain('sportsbook');
    expect(options.themes?.map((o) => o.value)).not.toContain('sports');
  });

  it('sorts labels with the locale collation', () => {
    const list = ['Zebra', 'Äpfel', 'apple', 'Bär', 'b', 'c', 'd'].map((t, i) => g(`s${i}`, 'p', [t]));
    expect(filterOptions(list, {}, 'de').themes?.map((o) => o.value)).toEqual([
      'Äpfel',
      'apple',
      'b',
      'Bär',
      'c',
      'd',
      'Zebra',
    ]);
  });
});

describe('filter layout thresholds', () => {
  it('shows catalogue-wide controls above 20 games', () => {
    expect(showsCatalogueFilterControls(20)).toBe(false);
    expect(showsCatalogueFilterControls(21)).toBe(true);
  });

  it('uses several columns above 16 options', () => {
    expect(usesMultipleColumns(16)).toBe(false);
    expect(usesMultipleColumns(17)).toBe(true);
  });
});

describe('filter details that mutation testing showed untested', () => {
  it('matches picked values with stray spaces', () => {
    expect(shortnames(applyFilters(games, select({ themes: [' SPACE '] })))).toEqual(['a', 'c']);
  });

  it('orders numbered labels as numbers', () => {
    const list = ['Theme 10', 'Theme 9', 'Theme 1', 'b', 'c', 'd', 'e'].map((t, i) => g(`n${i}`, 'p', [t]));
    expect(
      filterOptions(list)
        .themes?.slice(0, 3)
        .map((o) => o.value),
    ).toEqual(['b', 'c', 'd']);
    expect(
      filterOptions(list)
        .themes?.slice(4)
        .map((o) => o.value),
    ).toEqual(['Theme 1', 'Theme 9', 'Theme 10']);
  });
});
