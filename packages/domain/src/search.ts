import { SEARCH_QUERY_LENGTH_ABOVE } from './constants.ts';
import { EMPTY_FILTER_SELECTION, type FilterKind, type FilterSelection, toggleFilter } from './filters.ts';
import type { Game } from './game.ts';

/**
 * Text folded for matching: accents stripped (é → e), lower case, control characters and runs of spaces
 * collapsed to one space. `ß` and
 * ligatures are left as they are; the catalogue's names do not need more.
 *
 * @example
 * normaliseSearchText('  Crème  BRÛLÉE '); // 'creme brulee'
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/\p{Cc}+/gu, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether a query is long enough to search: more than 2 characters once trimmed (§5). Characters are
 * counted as the user sees them, so an emoji counts once.
 *
 * @example
 * isSearchableQuery('ab'); // false
 * isSearchableQuery('abc'); // true
 */
export function isSearchableQuery(query: string): boolean {
  return [...query.trim()].length > SEARCH_QUERY_LENGTH_ABOVE;
}

/**
 * Games with their match keys folded once, so a keystroke only scans text. All keys sit in one string
 * (the native `indexOf` over one long string beats 10,000 short `includes` calls); `starts[i]` is where
 * game i's key begins.
 */
export interface SearchIndex<T extends Pick<Game, 'name' | 'displayName'>> {
  readonly games: readonly T[];
  readonly haystack: string;
  readonly starts: Int32Array;
}

// separators that folded text never contains, so a match cannot span two names or two games
const BETWEEN_NAMES = '\u0001';
const BETWEEN_GAMES = '\u0002';

/**
 * Builds the search index of a list of games (already filtered for the viewer). Build it when the
 * catalogue changes, not per keystroke.
 *
 * @example
 * const index = buildSearchIndex(visibleGames(catalogue.games, viewer));
 */
export function buildSearchIndex<T extends Pick<Game, 'name' | 'displayName'>>(
  games: readonly T[],
): SearchIndex<T> {
  const starts = new Int32Array(games.length);
  const parts: string[] = [];
  let offset = 0;
  games.forEach((game, i) => {
    const key = `${normaliseSearchText(game.displayName)}${BETWEEN_NAMES}${normaliseSearchText(game.name)}${BETWEEN_GAMES}`;
    starts[i] = offset;
    offset += key.length;
    parts.push(key);
  });
  return { games, haystack: parts.join(''), starts };
}

/**
 * The folded display name and name of the game at a position of the index, as the search compares them.
 *
 * @example
 * indexedNames(buildSearchIndex([creme]), 0); // ['creme brulee', 'creme brulee']
 */
export function indexedNames(
  index: SearchIndex<Pick<Game, 'name' | 'displayName'>>,
  position: number,
): string[] {
  const start = index.starts[position] ?? 0;
  const end = index.haystack.indexOf(BETWEEN_GAMES, start);
  return index.haystack.slice(start, end < 0 ? undefined : end).split(BETWEEN_NAMES);
}

/** The game whose key holds a position: the last start at or before it. */
function gameAt(starts: Int32Array, position: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] ?? 0) <= position) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The state of the search results (§5, §8). */
export type SearchOutcome<T> =
  | { readonly kind: 'idle' }
  | { readonly kind: 'no-results' }
  | { readonly kind: 'results'; readonly games: readonly T[] };

/**
 * Searches the index: idle for a query of 2 characters or fewer, otherwise the games whose display name or
 * name contains the query, ignoring case and accents, in index order.
 *
 * @example
 * searchGames(index, 'brul'); // { kind: 'results', games: [crème brûlée …] }
 */
export function searchGames<T extends Pick<Game, 'name' | 'displayName'>>(
  index: SearchIndex<T>,
  query: string,
): SearchOutcome<T> {
  if (!isSearchableQuery(query)) return { kind: 'idle' };
  const needle = normaliseSearchText(query);
  const { haystack, starts } = index;
  const games: T[] = [];
  let position = haystack.indexOf(needle);
  while (position >= 0) {
    const i = gameAt(starts, position);
    games.push(index.games[i] as T);
    // one hit per game: carry on from the next game's key
    if (i + 1 >= starts.length) break;
    position = haystack.indexOf(needle, starts[i + 1]);
  }
  return games.length === 0 ? { kind: 'no-results' } : { kind: 'results', games };
}

/** Filter picks made inside search, with the search text they were made for (§5). */
export interface SearchFilterPicks {
  /** The folded text of the search the picks belong to; null when none were made. */
  readonly query: string | null;
  readonly selection: FilterSelection;
}

export const NO_SEARCH_FILTER_PICKS: SearchFilterPicks = { query: null, selection: EMPTY_FILTER_SELECTION };

/**
 * The filter picks that apply to the results of a search: those made for this very text. A new search
 * starts with none, since picks made among other results could hide every new one; a search text that
 * differs only in case, accents or spaces is the same search.
 *
 * @example
 * const picks = pickSearchFilter(NO_SEARCH_FILTER_PICKS, 'cash', 'themes', 'pirates');
 * searchFilterSelection(picks, 'CASH'); // { themes: ['pirates'], … }
 * searchFilterSelection(picks, 'gold'); // EMPTY_FILTER_SELECTION
 */
export function searchFilterSelection(picks: SearchFilterPicks, query: string): FilterSelection {
  return picks.query === normaliseSearchText(query) ? picks.selection : EMPTY_FILTER_SELECTION;
}

/** Toggles one filter value among the results of a search; picks left from another search are dropped. */
export function pickSearchFilter(
  picks: SearchFilterPicks,
  query: string,
  kind: FilterKind,
  value: string,
): SearchFilterPicks {
  return {
    query: normaliseSearchText(query),
    selection: toggleFilter(searchFilterSelection(picks, query), kind, value),
  };
}
