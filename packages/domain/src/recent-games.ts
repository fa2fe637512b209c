import { toArray, toRecord, toText, toTextOrNull } from './coerce.ts';
import { RECENT_GAMES_MAX } from './constants.ts';
import type { FavouriteRef } from './game-lists.ts';

/** A recently played game as kept in session storage. */
export interface RecentGame {
  readonly shortname: string;
  readonly provider: string | null;
}

const sameGame = (a: RecentGame, b: RecentGame) =>
  a.shortname.toLowerCase() === b.shortname.toLowerCase() &&
  (a.provider ?? '').toLowerCase() === (b.provider ?? '').toLowerCase();

/**
 * Puts a game at the front of the recent list, removing its earlier entry and keeping at most 12 (§4).
 *
 * @example
 * addRecentGame(list, { shortname: 'cash-bandits', provider: null });
 */
export function addRecentGame(
  list: readonly RecentGame[],
  game: RecentGame,
  max: number = RECENT_GAMES_MAX,
): RecentGame[] {
  const out: RecentGame[] = [game];
  for (const entry of list) {
    if (!out.some((kept) => sameGame(kept, entry))) out.push(entry);
  }
  return out.slice(0, Math.max(0, max));
}

/**
 * Reads the recent list from storage (any shape), dropping junk and repeats, keeping at most 12.
 *
 * @example
 * parseRecentGames(JSON.parse(sessionStorage.getItem('recent') ?? '[]'));
 */
export function parseRecentGames(raw: unknown): RecentGame[] {
  let list: RecentGame[] = [];
  for (const item of [...toArray(raw)].reverse()) {
    const entry = toRecord(item);
    const shortname = toText(typeof item === 'string' ? item : entry.shortname);
    if (shortname !== '') list = addRecentGame(list, { shortname, provider: toTextOrNull(entry.provider) });
  }
  return list;
}

/** The same game, or possibly so: a reference without a provider matches that shortname of any provider. */
const maybeSameGame = (a: RecentGame, b: RecentGame) =>
  a.shortname.toLowerCase() === b.shortname.toLowerCase() &&
  (a.provider === null || b.provider === null || a.provider.toLowerCase() === b.provider.toLowerCase());

/**
 * The keep-playing row's games (§2, §4): the games played in this session first, newest first, then the
 * server's `?keepplaying` list in its order; each game once (its first place wins), at most 12.
 *
 * @example
 * keepPlayingGames([{ shortname: 'b', provider: null }], [{ shortname: 'a' }, { shortname: 'b' }]);
 * // [{ shortname: 'b', provider: null }, { shortname: 'a', provider: null }]
 */
export function keepPlayingGames(
  played: readonly RecentGame[],
  server: readonly FavouriteRef[],
  max: number = RECENT_GAMES_MAX,
): RecentGame[] {
  const out: RecentGame[] = [];
  const candidates = [
    ...played,
    ...server.map((ref) => ({ shortname: ref.shortname, provider: ref.provider || null })),
  ];
  for (const game of candidates) {
    if (game.shortname !== '' && !out.some((kept) => maybeSameGame(kept, game))) out.push(game);
  }
  return out.slice(0, Math.max(0, max));
}
