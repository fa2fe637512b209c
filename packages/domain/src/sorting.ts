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

/** Past this many values, a ranking starts again from the list being sorted. */
const MAX_RANKED_VALUES = 50_000;

/**
 * Per kind of value (names in one locale's collation, release times): where each value seen so far stands
 * in its order (values that compare equal share a rank).
 */
const rankings = new Map<string, Map<unknown, number>>();

/** Orders the values seen so far of this kind, with `values` (values that compare equal share a rank). */
function rankAgain<K>(kind: string, values: Iterable<K>, compare: (a: K, b: K) => number): Map<K, number> {
  const kept = rankings.get(kind) as Map<K, number> | undefined;
  const earlier = kept && kept.size < MAX_RANKED_VALUES ? kept.keys() : [];
  const unique = [...new Set([...earlier, ...values])].sort(compare);
  const ranks = new Map<K, number>();
  let rank = 0;
  unique.forEach((value, index) => {
    if (index > 0 && compare(unique[index - 1] as K, value) !== 0) rank = index;
    ranks.set(value, rank);
  });
  rankings.set(kind, ranks as Map<unknown, number>);
  return ranks;
}

/**
 * Each game's rank by one value, and how many ranks there are. A catalogue's names and release dates change
 * rarely, while a player re-sorts and re-filters it often: the values are ordered once, and every later sort
 * of those games compares numbers. A value not ranked yet ranks the values again.
 */
function ranksBy<K>(
  kind: string,
  games: readonly SortableGame[],
  keyOf: (game: SortableGame) => K,
  compare: (a: K, b: K) => number,
): { ranks: Float64Array; span: number } {
  const out = new Float64Array(games.length);
  const fill = (ranks: Map<K, number>) =>
    games.every((game, index) => {
      const rank = ranks.get(keyOf(game));
      out[index] = rank ?? 0;
      return rank !== undefined;
    });
  let ranks = rankings.get(kind) as Map<K, number> | undefined;
  if (!ranks || !fill(ranks)) {
    ranks = rankAgain(kind, games.map(keyOf), compare);
    fill(ranks);
  }
  return { ranks: out, span: ranks.size };
}

const byNumber = (a: number, b: number) => (a < b ? -1 : a > b ? 1 : 0);
/** Newest first, an undated game after every dated one. */
const releaseKey = (game: SortableGame) => -(game.releaseTime ?? Number.NEGATIVE_INFINITY);

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
 * this many games and `MAX_RANKED_VALUES` more values ranked by each key, the folded numbers stay exact.
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
  const { ranks, span } = ranksBy(
    `name:${locale}`,
    games,
    (game) => game.displayName,
    collatorFor(locale).compare,
  );
  // one whole number per game: its place by the key (a whole number), then its name
  const thenByName = (places: Float64Array) =>
    places.map((place, index) => place * span + (ranks[index] as number));
  const places = (() => {
    switch (key) {
      case 'a-z':
        return ranks;
      case 'z-a':
        return ranks.map((rank) => span - 1 - rank);
      case 'newest':
        return thenByName(ranksBy('release', games, releaseKey, byNumber).ranks);
      case 'top-jackpots': {
        // jackpots change while the lobby is open: ranked afresh at each sort, not kept
        const values = new Float64Array(games.length);
        games.forEach((game, index) => {
          values[index] = -game.jackpot;
        });
        return thenByName(denseRanks(values));
      }
      default:
        return exhaustiveSwitchError(key);
    }
  })();
  return ascending(places).map((index) => games[index] as T);
}
