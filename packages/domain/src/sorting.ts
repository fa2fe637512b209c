import { exhaustiveSwitchError } from './exhaustive.ts';
import type { Game } from './game.ts';

/** The sort orders of a game list (§2 page title bar). */
export type SortKey = 'a-z' | 'z-a' | 'newest' | 'top-jackpots';

/** The spec's English labels, as message source text for the UI. */
export const SORT_LABELS: { readonly [K in SortKey]: string } = {
  'a-z': 'A-Z',
  'z-a': 'Z-A',
  newest: 'Newest',
  'top-jackpots': 'Top Jackpots',
};

type SortableGame = Pick<Game, 'displayName' | 'releaseTime' | 'jackpot'>;

/**
 * The sort orders to offer: A-Z, Z-A, Newest, and Top Jackpots only when some game has a jackpot.
 *
 * @example
 * sortOptions(games); // ['a-z', 'z-a', 'newest'] when no game has a jackpot
 */
export function sortOptions(games: readonly Pick<Game, 'jackpot'>[]): SortKey[] {
  const keys: SortKey[] = ['a-z', 'z-a', 'newest'];
  if (games.some((game) => game.jackpot > 0)) keys.push('top-jackpots');
  return keys;
}

const collators = new Map<string, Intl.Collator>();

/** One collator per locale: building one is far dearer than comparing with it. */
function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    collators.set(locale, collator);
  }
  return collator;
}

/**
 * A sorted copy of a game list. Names compare with the locale's collation (accents and case are
 * secondary; digits compare as numbers). Newest puts undated games last; Newest and Top Jackpots break
 * ties by name.
 *
 * @example
 * sortGames(games, 'a-z', 'de');
 */
export function sortGames<T extends SortableGame>(games: readonly T[], key: SortKey, locale = 'en'): T[] {
  const collator = collatorFor(locale);
  const byName = (a: T, b: T) => collator.compare(a.displayName, b.displayName);
  const copy = [...games];
  switch (key) {
    case 'a-z':
      return copy.sort(byName);
    case 'z-a':
      return copy.sort((a, b) => byName(b, a));
    case 'newest':
      return copy.sort(
        (a, b) =>
          (b.releaseTime ?? Number.NEGATIVE_INFINITY) - (a.releaseTime ?? Number.NEGATIVE_INFINITY) ||
          byName(a, b),
      );
    case 'top-jackpots':
      return copy.sort((a, b) => b.jackpot - a.jackpot || byName(a, b));
    default:
      return exhaustiveSwitchError(key);
  }
}
