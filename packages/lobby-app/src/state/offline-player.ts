import { type OfflinePlayer, offlinePlayerRecord, offlinePlayerToShow } from '@lobby/domain/offline-player';
import localforage from 'localforage';
import { withinTimeLimit } from '../platform/scheduling/time-limit.ts';
import { STORAGE } from './local-stores.ts';

/**
 * The player last here, kept in the browser database so that a start without the network shows them their
 * name and favourites (read-only). Each player's record sits under a key of its own, and the mark of the last
 * player says whose record an offline start may show: one player's favourites never reach another. A record
 * lives until that player logs out here; an ended session or a closed browser keeps it. Like every browser
 * store, any failure here (no IndexedDB, quota, damaged data, a database that never answers) means "no
 * record", never an error the player sees.
 */

/** How long an offline start waits for the browser database before it starts as a guest. */
export const OFFLINE_PLAYER_READ_LIMIT_MS = 1500;

let store: LocalForage | null = null;
function database(): LocalForage {
  store ??= localforage.createInstance({
    name: STORAGE.offlinePlayerDatabase,
    storeName: STORAGE.offlinePlayerStore,
  });
  return store;
}

const recordKey = (pid: string) => `${STORAGE.offlinePlayerPrefix}${pid}`;

/** Keeps the player's name and favourites, and marks them as the last player here (login, favourite change). */
export async function rememberPlayer(
  player: Parameters<typeof offlinePlayerRecord>[0],
  favourites: Parameters<typeof offlinePlayerRecord>[1],
): Promise<boolean> {
  try {
    const record = offlinePlayerRecord(player, favourites, Date.now());
    await database().setItem(recordKey(record.pid), record);
    await database().setItem(STORAGE.lastPlayer, record.pid);
    return true;
  } catch (error) {
    console.warn("The player's favourites could not be kept for offline use.", error);
    return false;
  }
}

/**
 * An explicit logout: the player's record goes and nobody is marked as last, so the next offline start on a
 * shared device is a guest lobby. Waits at most the read limit, so a stuck database never holds up a logout.
 */
export async function forgetPlayer(pid: string | null): Promise<void> {
  const forget = async () => {
    if (pid) await database().removeItem(recordKey(pid));
    await database().removeItem(STORAGE.lastPlayer);
  };
  await withinTimeLimit(
    forget().catch((error: unknown) => console.warn('The saved player could not be removed.', error)),
    OFFLINE_PLAYER_READ_LIMIT_MS,
  );
}

/** The record an offline start shows, or null: none kept, damaged, someone else's, or the database too slow. */
export async function readOfflinePlayer(
  limitMs: number = OFFLINE_PLAYER_READ_LIMIT_MS,
): Promise<OfflinePlayer | null> {
  const read = async () => {
    const last: unknown = await database().getItem(STORAGE.lastPlayer);
    if (typeof last !== 'string' || last === '') return null;
    const record: unknown = await database().getItem(recordKey(last));
    const shown = offlinePlayerToShow(last, record);
    if (!shown && record !== null) console.warn('The saved player is damaged; starting as a guest.');
    return shown;
  };
  return withinTimeLimit(read(), limitMs);
}
