import type { Provider } from './catalogue.ts';
import { canonicalCategory } from './category-routes.ts';
import type { Game } from './game.ts';
import { byReleaseDateDesc } from './new-games.ts';
import { gamesOfProvider, isSportsbookGame, providerKey } from './providers.ts';

/** Who may see which games, and the lists of a category, subgroup, theme, provider or favourites (§2, §5). */

/** Who is looking at the catalogue. */
export interface Viewer {
  readonly isGuest: boolean;
  readonly isFusion: boolean;
}

/**
 * Whether a viewer may see a game anywhere in the lobby: never the sportsbook game, and no synth games for
 * guests of the non-fusion variant (§5).
 *
 * @example
 * isVisibleTo(synthGame, { isGuest: true, isFusion: false }); // false
 */
export function isVisibleTo(game: Pick<Game, 'shortname' | 'synth'>, viewer: Viewer): boolean {
  if (isSportsbookGame(game)) return false;
  return !(game.synth && viewer.isGuest && !viewer.isFusion);
}

/**
 * The games a viewer may see, in catalogue order. Apply this before any list, row, search or random pick.
 *
 * @example
 * const games = visibleGames(catalogue.games, { isGuest: !player, isFusion: config.isFusion });
 */
export function visibleGames<T extends Pick<Game, 'shortname' | 'synth'>>(
  games: readonly T[],
  viewer: Viewer,
): T[] {
  return games.filter((game) => isVisibleTo(game, viewer));
}

/**
 * Games of a category, in catalogue order; `slots` and `online-slots` are the same category.
 *
 * @example
 * gamesInCategory(games, 'slots');
 */
export function gamesInCategory<T extends Pick<Game, 'category'>>(games: readonly T[], slug: string): T[] {
  const key = canonicalCategory(slug);
  return games.filter((game) => canonicalCategory(game.category) === key);
}

/**
 * Games of a subgroup (e.g. top-games), ordered by their `sub_groups_with_sort` order for that subgroup;
 * games listed only in `sub_groups` follow in catalogue order.
 *
 * @example
 * gamesInSubgroup(games, 'popular-games');
 */
export function gamesInSubgroup<T extends Pick<Game, 'subGroups' | 'subGroupsWithSort'>>(
  games: readonly T[],
  slug: string,
): T[] {
  const key = slug.trim().toLowerCase();
  const ranked: { game: T; order: number }[] = [];
  for (const game of games) {
    const sorted = game.subGroupsWithSort.find((entry) => entry.name.toLowerCase() === key);
    if (sorted) ranked.push({ game, order: sorted.order });
    else if (game.subGroups.some((name) => name.toLowerCase() === key))
      ranked.push({ game, order: Number.POSITIVE_INFINITY });
  }
  return ranked
    .sort((a, b) => (a.order === b.order ? 0 : a.order < b.order ? -1 : 1))
    .map((entry) => entry.game);
}

/**
 * Games with a theme (by theme shortname), in catalogue order.
 *
 * @example
 * gamesWithTheme(games, 'classic-vegas');
 */
export function gamesWithTheme<T extends Pick<Game, 'themes'>>(games: readonly T[], theme: string): T[] {
  const key = theme.trim().toLowerCase();
  return games.filter((game) => game.themes.some((item) => item.toLowerCase() === key));
}

/**
 * Games with a jackpot, in catalogue order.
 *
 * @example
 * jackpotGames(games).every((g) => g.jackpot > 0); // true
 */
export function jackpotGames<T extends Pick<Game, 'jackpot'>>(games: readonly T[]): T[] {
  return games.filter((game) => game.jackpot > 0);
}

/**
 * Games of one provider (matched by name or shortname, any case), newest release first (§2).
 *
 * @example
 * gamesByProvider(games, 'betsoft');
 */
export function gamesByProvider<T extends Pick<Game, 'provider' | 'releaseTime'>>(
  games: readonly T[],
  provider: string | Pick<Provider, 'name' | 'shortname'>,
): T[] {
  const keys = typeof provider === 'string' ? [provider] : [provider.shortname, provider.name];
  return byReleaseDateDesc(gamesOfProvider(games, keys));
}

/** A favourite as the backend stores it: a shortname and, in fusion, a provider. */
export interface FavouriteRef {
  readonly shortname: string;
  readonly provider?: string | null;
}

/**
 * The catalogue games a player has marked as favourite, newest release first (§2). A favourite with a
 * provider matches only that provider's game.
 *
 * @example
 * favouriteGames(games, player.favorites);
 */
export function favouriteGames<T extends Pick<Game, 'shortname' | 'provider' | 'releaseTime'>>(
  games: readonly T[],
  favourites: readonly FavouriteRef[],
): T[] {
  return byReleaseDateDesc(games.filter(favouriteTest(favourites)));
}

/**
 * Whether a game is one of the favourites, by the rule of `favouriteGames`: the same shortname, whatever its
 * case, and the same provider when both the favourite and the game name one. The favourites are read once,
 * so each game after that is one lookup however long the list is.
 *
 * @example
 * const isFavourite = favouriteTest(player.favorites);
 * tiles.filter(isFavourite);
 */
export function favouriteTest(
  favourites: readonly FavouriteRef[],
): (game: Pick<Game, 'shortname' | 'provider'>) => boolean {
  // by folded shortname: the providers its favourites name, or null when one of them names none (any provider)
  const providers = new Map<string, Set<string> | null>();
  for (const fav of favourites) {
    const name = fav.shortname.toLowerCase();
    const known = providers.get(name);
    if (known === null) continue;
    if (!fav.provider) providers.set(name, null);
    else providers.set(name, (known ?? new Set<string>()).add(providerKey(fav.provider)));
  }
  return (game) => {
    const named = providers.get(game.shortname.toLowerCase());
    if (named === undefined) return false;
    return named === null || !game.provider || named.has(providerKey(game.provider));
  };
}
