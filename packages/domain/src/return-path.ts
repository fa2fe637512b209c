/**
 * Navigation targets that come from input — the `?play=` and `?fav=` query, the stored return page — are
 * reduced to paths inside the app or to nothing. A path that could leave the app (a scheme, `//host`,
 * backslashes browsers read as slashes, control characters, percent escapes that decode to any of those or
 * to a dot) is refused outright rather than repaired (internal-path.ts).
 */
import { toSafeInternalPath } from './internal-path.ts';

// shortnames are slugs; anything else in a query value is treated as hostile
const SHORTNAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;
const PROVIDER = /^[A-Za-z0-9][A-Za-z0-9 _.-]{0,63}$/;

/**
 * A game shortname from input, or null when it is not a plain slug.
 *
 * @example
 * toSafeShortname('cash-bandits-3'); // 'cash-bandits-3'
 * toSafeShortname('../admin'); // null
 */
export function toSafeShortname(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const value = input.trim();
  return SHORTNAME.test(value) && !value.includes('..') ? value : null;
}

/**
 * A provider name from input (letters, digits, spaces, `_.-`), or null.
 *
 * @example
 * toSafeProvider('Tom Horn'); // 'Tom Horn'
 */
export function toSafeProvider(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const value = input.trim();
  return PROVIDER.test(value) ? value : null;
}

/**
 * The real-money path of a game: `/play/{shortname}`, with `?by={provider}` in fusion when a provider is
 * known (§2). The provider is percent-encoded; shortnames are slugs and need no encoding.
 *
 * @example
 * gamePath('play', { shortname: 'cash-bandits', provider: 'Tom Horn' }, true); // '/play/cash-bandits?by=Tom%20Horn'
 */
export function gamePath(
  mode: 'play' | 'demo',
  game: { readonly shortname: string; readonly provider?: string | null },
  isFusion: boolean,
): string {
  const base = `/${mode}/${encodeURIComponent(game.shortname)}`;
  return isFusion && game.provider ? `${base}?by=${encodeURIComponent(game.provider)}` : base;
}

/**
 * Where `?play=X` (and optional `by`) on the home route sends the user: `/play/X`, or null when X is not a
 * plain shortname (§2).
 *
 * @example
 * playQueryTarget('cash-bandits', null, false); // '/play/cash-bandits'
 * playQueryTarget('https://evil.example', null, false); // null
 */
export function playQueryTarget(play: unknown, by: unknown, isFusion: boolean): string | null {
  const shortname = toSafeShortname(play);
  if (shortname === null) return null;
  return gamePath('play', { shortname, provider: toSafeProvider(by) }, isFusion);
}

/** A favourite waiting for the player to arrive at /favorites. */
export interface PendingFavourite {
  readonly shortname: string;
  readonly provider: string | null;
}

/** What `?fav=X[&by=P]` on the home route leads to (§2). */
export type FavQueryOutcome =
  | { readonly kind: 'store-and-go'; readonly favourite: PendingFavourite; readonly to: '/favorites' }
  | {
      readonly kind: 'store-and-login';
      readonly favourite: PendingFavourite;
      readonly returnTo: '/favorites';
    };

/**
 * Reads `?fav=`: the game is stored as a pending favourite, then a player goes to /favorites and a guest is
 * asked to log in with /favorites as the return path. Null when the value is not a plain shortname.
 *
 * @example
 * favQueryOutcome('cash-bandits', 'rtg', true);
 * // { kind: 'store-and-login', favourite: { shortname: 'cash-bandits', provider: 'rtg' }, returnTo: '/favorites' }
 */
export function favQueryOutcome(fav: unknown, by: unknown, isGuest: boolean): FavQueryOutcome | null {
  const shortname = toSafeShortname(fav);
  if (shortname === null) return null;
  const favourite = { shortname, provider: toSafeProvider(by) };
  return isGuest
    ? { kind: 'store-and-login', favourite, returnTo: '/favorites' }
    : { kind: 'store-and-go', favourite, to: '/favorites' };
}

/**
 * The stored return page (for the game page's back button) as a safe path, falling back to home.
 *
 * @example
 * returnPageOrHome(storage.returnPage); // '/' when nothing safe is stored
 */
export function returnPageOrHome(stored: unknown): string {
  return toSafeInternalPath(stored) ?? '/';
}

/**
 * `url` with `params` added to its query, in order and encoded; an existing query and fragment are kept.
 *
 * @example
 * withQuery('https://games.example/launch?g=1#top', [['token', 'a b']]);
 * // 'https://games.example/launch?g=1&token=a%20b#top'
 */
export function withQuery(url: string, params: readonly (readonly [string, string])[]): string {
  const hashAt = url.indexOf('#');
  const base = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  const joiner = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${joiner}${query}${hash}`;
}
