import type { Player } from './config.ts';
import type { FavouriteRef } from './game-lists.ts';

/**
 * The little the lobby keeps of the player last here, so that a start without the network shows them their
 * own favourites (read-only) rather than a guest lobby: their id, first name and favourite games.
 */
export interface OfflinePlayer {
  readonly pid: string;
  readonly firstName: string;
  readonly favourites: readonly FavouriteRef[];
  /** When the record was written (epoch ms). */
  readonly savedAt: number;
}

/** What the lobby may do for a visitor it knows only from the saved record: nothing that needs the casino. */
export interface OfflineAbilities {
  /** Adding or removing a favourite. */
  readonly changeFavourites: boolean;
  /** Launching a game for real money. */
  readonly playForReal: boolean;
  /** Opening the cashier or quick deposit. */
  readonly deposit: boolean;
}

const ONLINE: OfflineAbilities = { changeFavourites: true, playForReal: true, deposit: true };
const READ_ONLY: OfflineAbilities = { changeFavourites: false, playForReal: false, deposit: false };

/**
 * What a visitor may do: a player the lobby knows only from the saved record (an offline start) sees their
 * favourites and name, but changes nothing and moves no money.
 *
 * @example
 * offlineAbilities(record).deposit; // false
 * offlineAbilities(null).deposit; // true
 */
export function offlineAbilities(offlinePlayer: OfflinePlayer | null): OfflineAbilities {
  return offlinePlayer ? READ_ONLY : ONLINE;
}

/**
 * The record to keep for a player while online, refreshed at login and whenever their favourites change.
 * Only what the offline lobby shows is kept: no balance, no last name.
 *
 * @example
 * offlinePlayerRecord({ pid: '1001', fname: 'Ana' }, [{ shortname: 'cleopatra' }], savedAt);
 */
export function offlinePlayerRecord(
  player: Pick<Player, 'pid' | 'fname'>,
  favourites: readonly FavouriteRef[],
  savedAt: number,
): OfflinePlayer {
  return {
    pid: player.pid,
    firstName: player.fname.trim(),
    favourites: favourites.map((ref) =>
      ref.provider ? { shortname: ref.shortname, provider: ref.provider } : { shortname: ref.shortname },
    ),
    savedAt,
  };
}

const isText = (value: unknown): value is string => typeof value === 'string';

function readFavourite(value: unknown): FavouriteRef | null {
  if (typeof value !== 'object' || value === null) return null;
  const { shortname, provider } = value as { shortname?: unknown; provider?: unknown };
  if (!isText(shortname) || shortname === '') return null;
  return isText(provider) && provider !== '' ? { shortname, provider } : { shortname };
}

/**
 * A stored record read back: anything damaged (not an object, no id, a name that is not text, favourites
 * that are not a list) is no record at all; a favourite entry that cannot be read is left out.
 *
 * @example
 * parseOfflinePlayer('{not json'); // null
 */
export function parseOfflinePlayer(value: unknown): OfflinePlayer | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (!isText(raw.pid) || raw.pid === '' || !isText(raw.firstName) || !Array.isArray(raw.favourites)) {
    return null;
  }
  if (typeof raw.savedAt !== 'number' || !Number.isFinite(raw.savedAt)) return null;
  const favourites = raw.favourites.map(readFavourite).filter((ref) => ref !== null);
  return { pid: raw.pid, firstName: raw.firstName, favourites, savedAt: raw.savedAt };
}

/**
 * Which saved record an offline start shows: only the record of the player marked as the last one here, and
 * only when the record itself names that player. No mark (nobody, or the last player logged out), a mark
 * that is not an id, or a record of someone else: a guest lobby.
 *
 * @example
 * offlinePlayerToShow('1001', { pid: '1001', ... }); // the record
 * offlinePlayerToShow('1001', { pid: '1002', ... }); // null
 */
export function offlinePlayerToShow(lastPlayer: unknown, record: unknown): OfflinePlayer | null {
  if (!isText(lastPlayer) || lastPlayer === '') return null;
  const parsed = parseOfflinePlayer(record);
  return parsed && parsed.pid === lastPlayer ? parsed : null;
}
