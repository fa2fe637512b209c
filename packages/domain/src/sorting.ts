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

/** Past this many names, a locale's ranking starts again from the list being sorted. */
const MAX_RANKED_NAMES = 50_000;

/** Per locale: where each name seen so far stands in that locale's collation (names that collate equal share a rank). */
const rankings = new Map<string, Map<string, number>>();

/** Orders the names seen so far, with `names`, in the locale's collation (names that collate equal share a rank). */
function rankAgain(locale: string, names: Iterable<string>): Map<string, number> {
  const kept = rankings.get(locale);
  const collator = collatorFor(locale);
  const earlier = kept && kept.size < MAX_RANKED_NAMES ? kept.keys() : [];
  const unique = [...new Set([...earlier, ...names])].sort(collator.compare);
  const ranks = new Map<string, number>();
  let rank = 0;
  unique.forEach((name, index) => {
    if (index > 0 && collator.compare(unique[index - 1] as string, name) !== 0) rank = index;
    ranks.set(name, rank);
  });
  rankings.set(locale, ranks);
  return ranks;
}

/**
 * The collation rank of each game's name, and how many ranks there are. A catalogue's names change rarely,
 * while a player re-sorts and re-filters it often: the collator orders the names once, and every later sort
 * of those games compares numbers instead of strings. A name not ranked yet ranks the names again.
 */
function nameRanks(locale: string, games: readonly SortableGame[]): { ranks: Float64Array; span: number } {
  const out = new Float64Array(games.length);
  const fill = (ranks: Map<string, number>) =>
    games.every((game, index) => {
      const rank = ranks.get(game.displayName);
      out[index] = rank ?? 0;
      return rank !== undefined;
    });
  let ranks = rankings.get(locale);
  if (!ranks || !fill(ranks)) {
    ranks = rankAgain(
      locale,
      games.map((game) => game.displayName),
    );
    fill(ranks);
  }
  return { ranks: out, span: ranks.size };
}

/** Each value's place among the distinct values (equal values share a place). */
function denseRanks(values: Float64Array): Float64Array {
  const sorted = values.slice().sort();
  const distinct = new Float64Array(sorted.length);
  let size = 0;
  for (const value of sorted) if (size === 0 || distinct[size - 1] !== value) distinct[size++] = value;
  // a binary search in the sorted distinct values, which is cheaper than a map of them
  return values.map((value) => {
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((distinct[middle] as number) < value) low = middle + 1;
      else high = middle;
    }
    return low;
  });
}

/**
 * Lists up to this long are sorted by folding each game's position into its place (below); with at most
 * this many games and `MAX_RANKED_NAMES` more names ranked, the folded numbers stay exact.
 */
const MAX_FOLDED = 100_000;

/** The positions of `places` in ascending order, equal places in their own order. */
function ascending(places: Float64Array): number[] {
  const count = places.length;
  if (count > MAX_FOLDED) {
    const order = Array.from(places, (_, position) => position);
    // the engine's sort is stable: equal places keep their order
    return order.sort((a, b) => (places[a] as number) - (places[b] as number));
  }
  // folded with its position, each number is distinct, and the engine's numeric sort (no comparison
  // function, several times faster) orders them
  const folded = places.map((place, position) => place * count + position).sort();
  return Array.from(folded, (value) => value % count);
}

/**
 * A sorted copy of a game list. Names compare with the locale's collation (accents and case are
 * secondary; digits compare as numbers). Newest puts undated games last; Newest and Top Jackpots break
 * ties by name. Games that compare equal keep their order.
 *
 * @example
 * sortGames(games, 'a-z', 'de');
 */
export function sortGames<T extends SortableGame>(games: readonly T[], key: SortKey, locale = 'en'): T[] {
  const { ranks, span } = nameRanks(locale, games);
  // one whole number per game: its place by the key (whole numbers below the list's length), then its name
  const thenByName = (value: (game: SortableGame) => number) => {
    const values = new Float64Array(games.length);
    games.forEach((game, index) => {
      values[index] = value(game);
    });
    return denseRanks(values).map((place, index) => place * span + (ranks[index] as number));
  };
  const places = (() => {
    switch (key) {
      case 'a-z':
        return ranks;
      case 'z-a':
        return ranks.map((rank) => span - 1 - rank);
      case 'newest':
        // an undated game after every dated one
        return thenByName((game) => -(game.releaseTime ?? Number.NEGATIVE_INFINITY));
      case 'top-jackpots':
        return thenByName((game) => -game.jackpot);
      default:
        return exhaustiveSwitchError(key);
    }
  })();
  return ascending(places).map((index) => games[index] as T);
}
