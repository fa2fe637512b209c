import type { Provider } from './catalogue.ts';
import { SPORTSBOOK_SHORTNAME } from './constants.ts';
import type { Game } from './game.ts';

/**
 * Providers and the sportsbook pseudo-game (§2, §5). Apart from the catalogue's readers so a route can find
 * its provider without loading them.
 */

/** Whether a game is the sportsbook pseudo-game that is never a tile or a provider option (§5). */
export function isSportsbookGame(game: Pick<Game, 'shortname'>): boolean {
  const name = game.shortname;
  // asked of every game of the catalogue at each list: a name of another length is not it, with no copy made
  return name.length === SPORTSBOOK_SHORTNAME.length && name.toLowerCase() === SPORTSBOOK_SHORTNAME;
}

/** Provider names compare without case or surrounding space. */
export function sameProvider(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The form `sameProvider` compares. */
export function providerKey(name: string): string {
  return name.trim().toLowerCase();
}

interface ProviderIndex {
  readonly length: number;
  /** Catalogue positions of each provider's games, by compared name, in catalogue order. */
  readonly positions: Map<string, number[]>;
}

// Game lists are replaced whole, never edited in place, so one index per list serves every provider lookup
// on it (a list whose length changed is indexed again). Looking up each provider by scanning the whole list
// cost tens of milliseconds per render of the home page's providers.
const indexes = new WeakMap<readonly Pick<Game, 'provider'>[], ProviderIndex>();

function indexOf(games: readonly Pick<Game, 'provider'>[]): ProviderIndex {
  const known = indexes.get(games);
  if (known && known.length === games.length) return known;
  const positions = new Map<string, number[]>();
  games.forEach((game, position) => {
    const key = providerKey(game.provider);
    const list = positions.get(key);
    if (list) list.push(position);
    else positions.set(key, [position]);
  });
  const index = { length: games.length, positions };
  indexes.set(games, index);
  return index;
}

/**
 * The games whose provider is any of `names` (compared as `sameProvider` does), in catalogue order.
 *
 * @example
 * gamesOfProvider(catalogue.games, ['betsoft', 'Betsoft Gaming']);
 */
export function gamesOfProvider<T extends Pick<Game, 'provider'>>(
  games: readonly T[],
  names: readonly string[],
): T[] {
  const { positions } = indexOf(games);
  const keys = [...new Set(names.map(providerKey))];
  const found = keys.flatMap((key) => positions.get(key) ?? []);
  // positions of two names are each in order; merged, they must be in catalogue order again
  if (keys.length > 1) found.sort((a, b) => a - b);
  return found.map((position) => games[position] as T);
}

/**
 * Finds the provider a /providers/{provider} route names, by shortname or name in any case; null means the
 * route redirects to /providers (§2).
 *
 * @example
 * findProvider(catalogue.providers, 'BetSoft');
 */
export function findProvider<T extends Pick<Provider, 'name' | 'shortname'>>(
  providers: readonly T[],
  param: string,
): T | null {
  const key = safeDecode(param);
  return (
    providers.find((p) => sameProvider(p.shortname, key)) ??
    providers.find((p) => sameProvider(p.name, key)) ??
    null
  );
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The providers to list on /providers: without the sportsbook pseudo-provider (one whose only game is the
 * sportsbook), those named in `customOrder` first in that order, then the rest by name (§2).
 *
 * @example
 * listedProviders(catalogue.providers, catalogue.games, ['betsoft', 'rival']);
 */
export function listedProviders<T extends Pick<Provider, 'name' | 'shortname'>>(
  providers: readonly T[],
  games: readonly Pick<Game, 'shortname' | 'provider'>[],
  customOrder: readonly string[] = [],
): T[] {
  const isSportsbookOnly = (provider: T) => {
    const own = gamesOfProvider(games, [provider.shortname, provider.name]);
    return own.length > 0 && own.every(isSportsbookGame);
  };
  const rank = (provider: T) => {
    const index = customOrder.findIndex(
      (key) => sameProvider(key, provider.shortname) || sameProvider(key, provider.name),
    );
    return index < 0 ? customOrder.length : index;
  };
  const collator = new Intl.Collator('en', { sensitivity: 'base' });
  return providers
    .filter((provider) => !isSportsbookOnly(provider))
    .sort((a, b) => rank(a) - rank(b) || collator.compare(a.name, b.name));
}
