/**
 * Whose data the browser's per-player stores hold (recent games, the inbox's copy, the balance a game started
 * with, the my50free flag, a favourite chosen before logging in, the player kept for an offline start). Each
 * storage area carries a mark of its owner, the player's id or the guest; when the lobby finds someone else
 * in that place (a login as another player, a logout, a session that ended), the stores are handed over
 * according to `handOver`, so one player's data never reaches the next person at the same browser.
 */

/** The mark of a player (by id), or of the guest when `pid` is null. */
export function ownerMark(pid: string | null): string {
  return pid === null ? 'guest' : `player:${pid}`;
}

/** The player's id behind a mark, or null for the guest, no mark or a mark this build does not know. */
export function ownerPid(mark: string | null): string | null {
  return mark?.startsWith('player:') && mark.length > 'player:'.length ? mark.slice('player:'.length) : null;
}

/**
 * What happens to the stores when `next` arrives where `previous` was (null: nothing marked, as on a first
 * visit or after the browser's storage was cleared):
 * - `keep`: the same owner;
 * - `carry-guest-choices`: a guest (or an unmarked browser) logs in: what they chose as a guest for their
 *   account (a favourite, the my50free offer they were shown) goes with them; everything else goes;
 * - `clear`: any other change, a player leaving included.
 */
export type HandOver = 'keep' | 'carry-guest-choices' | 'clear';

export function handOver(previous: string | null, next: string): HandOver {
  if (previous === next) return 'keep';
  const fromGuest = previous === null || ownerPid(previous) === null;
  return fromGuest && ownerPid(next) !== null ? 'carry-guest-choices' : 'clear';
}
