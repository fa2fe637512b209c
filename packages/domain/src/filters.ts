import type { NamedItem } from './catalogue.ts';
import {
  CATALOGUE_FILTER_GAMES_ABOVE,
  FILTER_DISTINCT_VALUES_ABOVE,
  FILTER_MULTI_COLUMN_OPTIONS_ABOVE,
  FILTER_RESULTS_ABOVE,
} from './constants.ts';
import { exhaustiveSwitchError } from './exhaustive.ts';
import type { Game } from './game.ts';
import { isSportsbookGame } from './providers.ts';

/** The kinds of filter the lobby offers (§2, §5). */
export type FilterKind = 'themes' | 'providers' | 'features';

export const FILTER_KINDS: readonly FilterKind[] = ['themes', 'providers', 'features'];

/** The values picked in each kind. An empty kind does not filter. */
export type FilterSelection = { readonly [K in FilterKind]: readonly string[] };

export const EMPTY_FILTER_SELECTION: FilterSelection = { themes: [], providers: [], features: [] };

type FilterableGame = Pick<Game, 'themes' | 'provider' | 'features'>;

function valuesOf(game: FilterableGame, kind: FilterKind): readonly string[] {
  switch (kind) {
    case 'themes':
      return game.themes;
    case 'features':
      return game.features;
    case 'providers':
      return game.provider === '' ? [] : [game.provider];
    default:
      return exhaustiveSwitchError(kind);
  }
}

const folded = new Map<string, string>();

/**
 * A value as filters compare it (trimmed, lower case). A catalogue has a few dozen distinct themes,
 * features and providers shared by thousands of games, so each is folded once, not once per game.
 */
function fold(value: string): string {
  let result = folded.get(value);
  if (result === undefined) {
    result = value.trim().toLowerCase();
    // a bound, in case a catalogue brings a flood of distinct values
    if (folded.size >= 10_000) folded.clear();
    folded.set(value, result);
  }
  return result;
}

/**
 * Where each value of each kind occurs in one list of games: folded value to the ascending positions of the
 * games that have it. Built on a list's first filtering and kept while the list lives, so each later toggle
 * on the same list reads a few position lists instead of every game's fields. Lists are immutable (a
 * sorted or searched list is a new array), so a kept index never goes stale.
 */
type FilterIndex = { readonly [K in FilterKind]: ReadonlyMap<string, readonly number[]> };

const indexes = new WeakMap<readonly FilterableGame[], FilterIndex>();

function filterIndexOf(games: readonly FilterableGame[]): FilterIndex {
  const known = indexes.get(games);
  if (known) return known;
  const index = { themes: new Map(), providers: new Map(), features: new Map() } satisfies {
    [K in FilterKind]: Map<string, number[]>;
  };
  games.forEach((game, position) => {
    for (const kind of FILTER_KINDS) {
      for (const value of valuesOf(game, kind)) {
        const key = fold(value);
        const positions = index[kind].get(key);
        if (positions === undefined) index[kind].set(key, [position]);
        // a value listed twice on one game counts once
        else if (positions[positions.length - 1] !== position) positions.push(position);
      }
    }
  });
  indexes.set(games, index);
  return index;
}

/**
 * Builds a list's filter index ahead of its first filtering, e.g. while the player has not picked anything
 * yet, so that the first pick reads the index like every later one.
 *
 * @example
 * prepareFilters(sortedGames); // later: applyFilters(sortedGames, selection) uses the index built here
 */
export function prepareFilters(games: readonly FilterableGame[]): void {
  filterIndexOf(games);
}

/**
 * Applies a selection: within a kind a game matches if any picked value is in its field (OR); across kinds
 * it must match every kind that has picks (AND). Order is kept (§5).
 *
 * @example
 * applyFilters(games, { themes: ['space', 'pirates'], providers: ['rtg'], features: [] });
 * // rtg games with a space or pirates theme
 */
export function applyFilters<T extends FilterableGame>(games: readonly T[], selection: FilterSelection): T[] {
  const active = FILTER_KINDS.filter((kind) => selection[kind].length > 0);
  if (active.length === 0) return [...games];
  const index = filterIndexOf(games);
  // per game: how many active kinds it matches, and the last kind that counted it (so two picked values
  // of one kind count once)
  const matched = new Uint8Array(games.length);
  const countedFor = new Uint8Array(games.length);
  active.forEach((kind, k) => {
    for (const picked of new Set(selection[kind].map(fold))) {
      for (const position of index[kind].get(picked) ?? []) {
        if (countedFor[position] === k + 1) continue;
        countedFor[position] = k + 1;
        matched[position] = (matched[position] ?? 0) + 1;
      }
    }
  });
  const result: T[] = [];
  for (let position = 0; position < games.length; position++) {
    if (matched[position] === active.length) result.push(games[position] as T);
  }
  return result;
}

/**
 * Toggles one value of one kind in a selection, returning a new selection.
 *
 * @example
 * toggleFilter(EMPTY_FILTER_SELECTION, 'themes', 'space'); // { themes: ['space'], … }
 */
export function toggleFilter(selection: FilterSelection, kind: FilterKind, value: string): FilterSelection {
  const current = selection[kind];
  const next = current.some((item) => fold(item) === fold(value))
    ? current.filter((item) => fold(item) !== fold(value))
    : [...current, value];
  return { ...selection, [kind]: next };
}

/** Whether any value is picked. */
export function hasActiveFilters(selection: FilterSelection): boolean {
  return FILTER_KINDS.some((kind) => selection[kind].length > 0);
}

/** One choice in a filter list. */
export interface FilterOption {
  readonly value: string;
  readonly label: string;
  /** How many of the games have this value. */
  readonly count: number;
}

/** The option lists to show; a kind is absent when it has one distinct value or none. */
export type FilterOptions = { readonly [K in FilterKind]?: readonly FilterOption[] };

/** Names for the values of each kind; values without a name show as themselves. */
export type FilterLabels = { readonly [K in FilterKind]?: readonly Pick<NamedItem, 'shortname' | 'name'>[] };

/**
 * The filter lists for a set of games: none unless there are more than 6 games, and per kind only with more
 * than one distinct value (§5). The sportsbook game never contributes a provider. Options are sorted by
 * label with the locale's collation.
 *
 * @example
 * filterOptions(results, { themes: catalogue.themes }, 'de');
 */
export function filterOptions(
  games: readonly (FilterableGame & Pick<Game, 'shortname'>)[],
  labels: FilterLabels = {},
  locale = 'en',
): FilterOptions {
  if (!showsFilters(games.length)) return {};
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const options: { -readonly [K in FilterKind]?: readonly FilterOption[] } = {};
  for (const kind of FILTER_KINDS) {
    const counts = new Map<string, { value: string; count: number }>();
    for (const game of games) {
      if (isSportsbookGame(game)) continue;
      for (const value of new Set(valuesOf(game, kind))) {
        const key = fold(value);
        const entry = counts.get(key);
        if (entry) entry.count++;
        else counts.set(key, { value, count: 1 });
      }
    }
    if (counts.size <= FILTER_DISTINCT_VALUES_ABOVE) continue;
    const names = new Map((labels[kind] ?? []).map((item) => [fold(item.shortname), item.name]));
    options[kind] = [...counts.entries()]
      .map(([key, { value, count }]) => ({ value, label: names.get(key) ?? value, count }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }
  return options;
}

/**
 * Whether filters show for a result list: more than 6 results (§5).
 *
 * @example
 * showsFilters(7); // true
 */
export function showsFilters(resultCount: number): boolean {
  return resultCount > FILTER_RESULTS_ABOVE;
}

/**
 * Whether the catalogue-wide filter controls show: more than 20 games (§5).
 *
 * @example
 * showsCatalogueFilterControls(21); // true
 */
export function showsCatalogueFilterControls(totalGames: number): boolean {
  return totalGames > CATALOGUE_FILTER_GAMES_ABOVE;
}

/**
 * Whether a filter list uses several columns: more than 16 options (§5).
 *
 * @example
 * usesMultipleColumns(17); // true
 */
export function usesMultipleColumns(optionCount: number): boolean {
  return optionCount > FILTER_MULTI_COLUMN_OPTIONS_ABOVE;
}
