import type { Game } from './catalogue.ts';
import { SEARCH_QUERY_LENGTH_ABOVE } from './constants.ts';

/**
 * Text folded for matching: accents stripped (é → e), lower case, runs of spaces collapsed. `ß` and
 * ligatures are left as they are; the catalogue's names do not need more.
 *
 * @example
 * normaliseSearchText('  Crème  BRÛLÉE '); // 'creme brulee'
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
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

/** Games with their match keys computed once, so a keystroke only scans strings. */
export interface SearchIndex<T extends Pick<Game, 'name' | 'displayName'>> {
  readonly games: readonly T[];
  readonly keys: readonly string[];
}

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
  // both names in one key; the separator cannot occur in folded text, so no match spans the two
  return {
    games,
    keys: games.map(
      (game) => `${normaliseSearchText(game.displayName)}\u0000${normaliseSearchText(game.name)}`,
    ),
  };
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
  const games: T[] = [];
  const { keys } = index;
  for (let i = 0; i < keys.length; i++) {
    if ((keys[i] as string).includes(needle)) games.push(index.games[i] as T);
  }
  return games.length === 0 ? { kind: 'no-results' } : { kind: 'results', games };
}
