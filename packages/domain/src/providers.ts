import type { Game, Provider } from './catalogue.ts';
import { SPORTSBOOK_SHORTNAME } from './constants.ts';

/**
 * Providers and the sportsbook pseudo-game (§2, §5). Apart from the catalogue's readers so a route can find
 * its provider without loading them.
 */

/** Whether a game is the sportsbook pseudo-game that is never a tile or a provider option (§5). */
export function isSportsbookGame(game: Pick<Game, 'shortname'>): boolean {
  return game.shortname.toLowerCase() === SPORTSBOOK_SHORTNAME;
}

/** Provider names compare without case or surrounding space. */
export function sameProvider(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
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
    const own = games.filter(
      (g) => sameProvider(g.provider, provider.shortname) || sameProvider(g.provider, provider.name),
    );
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
