import { session } from './session.ts';
import { wallet } from './wallet.ts';

/**
 * Keeping the player last here for an offline start (state/offline-player.ts). The browser database library
 * loads only when a player is here, so it never weighs on a guest's first download; every failure is
 * swallowed there.
 */
const store = () => import('./offline-player.ts');

/** Writes the player's name and current favourites (at login, and whenever the favourites change). */
export function keepPlayerForOffline(): void {
  const player = session.player;
  if (!player) return;
  const favourites = [...wallet.favourites];
  void store()
    .then(({ rememberPlayer }) => rememberPlayer(player, favourites))
    .catch(() => undefined);
}

/**
 * The saved player goes (`pid`, by default the player here now), so the next offline start here is a guest's:
 * at a logout, and when someone else takes the player's place (state/player-data.ts).
 */
export async function forgetPlayerForOffline(
  pid: string | null = session.player?.pid ?? session.offlinePlayer?.pid ?? null,
): Promise<void> {
  await store()
    .then(({ forgetPlayer }) => forgetPlayer(pid))
    .catch(() => undefined);
}
