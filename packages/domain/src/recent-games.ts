import { toArray, toRecord, toText, toTextOrNull } from './coerce.ts';
import { RECENT_GAMES_MAX } from './constants.ts';

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
