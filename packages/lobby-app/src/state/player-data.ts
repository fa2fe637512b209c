import { handOver, ownerMark, ownerPid } from '@lobby/domain';
import { forgetPlayerForOffline } from './keep-player.ts';
import { GUEST_CHOICES, PLAYER_KEYS, STORAGE } from './local-stores.ts';
import { readStorage, removeStorage, writeStorage } from './web-storage.ts';

/**
 * Hands the browser's per-player stores to `pid` (null: a guest), as the domain's `handOver` decides: each
 * storage area is checked against its own owner mark (a tab's sessionStorage can hold an older player's data
 * while another tab has already moved localStorage on). When a player's place goes to someone else, the copy
 * kept for that player's offline start goes too (the promise says when; nothing needs to wait for it but a
 * page about to be left). Called whenever the lobby learns who is here, before anything reads those stores.
 */
export function claimPlayerData(pid: string | null): Promise<void> {
  const next = ownerMark(pid);
  let forgotten: Promise<void> = Promise.resolve();
  for (const area of ['local', 'session'] as const) {
    const previous = readStorage(area, STORAGE.dataOwner);
    const outcome = handOver(previous, next);
    if (outcome === 'keep') continue;
    for (const key of PLAYER_KEYS[area]) {
      if (outcome === 'carry-guest-choices' && GUEST_CHOICES.includes(key)) continue;
      removeStorage(area, key);
    }
    writeStorage(area, STORAGE.dataOwner, next);
    const leaving = ownerPid(previous);
    if (area === 'local' && leaving !== null) forgotten = forgetPlayerForOffline(leaving);
  }
  return forgotten;
}

/** Whether the browser's stores were a player's at the end of the last visit here (not a guest's). */
export function playerWasHere(): boolean {
  return ownerPid(readStorage('local', STORAGE.dataOwner)) !== null;
}

/**
 * A logout: the stores go to the guest, and so does the copy kept for this player's offline start (also when
 * an older build left no mark to say whose the stores were). Resolves once the browser database is done, or
 * its time limit has passed.
 */
export async function releasePlayerData(): Promise<void> {
  await Promise.all([claimPlayerData(null), forgetPlayerForOffline()]);
}
