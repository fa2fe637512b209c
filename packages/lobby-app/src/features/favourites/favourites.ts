import { type FavouriteRef, favouriteTest, type Game } from '@lobby/domain';
import type { FavouriteStatus } from '@lobby/ui';
import { proxy } from 'valtio';
import { afterNextPaint } from '../../platform/scheduling/next-task.ts';
import { keepPlayerForOffline } from '../../state/keep-player.ts';
import { services } from '../../state/services.ts';
import { session } from '../../state/session.ts';
import { promptLogin } from '../../state/ui.ts';
import { notify, wallet } from '../../state/wallet.ts';
import { readStorage, removeStorage } from '../../state/web-storage.ts';

/** Where the home route's `?fav=` keeps the game until /favorites (the same key as routes/AppRoutes.tsx). */
const PENDING_FAVOURITE_KEY = 'pending_favourite';

type FavouriteGame = Pick<Game, 'shortname' | 'provider' | 'displayName'>;

/** The favourite toggle's request state per game, shared by every tile that shows the game. */
export const favouriteRequests = proxy<{ status: Record<string, FavouriteStatus> }>({ status: {} });

export function favouriteKey(game: Pick<Game, 'shortname' | 'provider'>): string {
  return `${game.shortname.toLowerCase()}|${game.provider.toLowerCase()}`;
}

/** The test of each favourites list read so far (a list is replaced, never changed, when a favourite is). */
const tests = new WeakMap<readonly FavouriteRef[], (game: Pick<Game, 'shortname' | 'provider'>) => boolean>();

export function isFavourite(
  favourites: readonly FavouriteRef[],
  game: Pick<Game, 'shortname' | 'provider'>,
): boolean {
  let test = tests.get(favourites);
  if (!test) {
    test = favouriteTest(favourites);
    tests.set(favourites, test);
  }
  return test(game);
}

function sameRef(ref: FavouriteRef, game: Pick<Game, 'shortname' | 'provider'>): boolean {
  return (
    ref.shortname.toLowerCase() === game.shortname.toLowerCase() &&
    (!ref.provider || ref.provider.toLowerCase() === game.provider.toLowerCase())
  );
}

/** The adds and removals sent and not answered yet, by game. */
const inFlight = new Map<string, { action: 'add' | 'remove'; ref: FavouriteRef }>();

/**
 * A favourites list from the server with the changes still on their way applied on top. A list asked for
 * before a change was sent can arrive after it: taken as it is, it would take back the change the player
 * just made (e.g. the game a `?fav=` link adds on arrival at /favorites).
 *
 * @example
 * wallet.favourites = withChangesInFlight(fetched);
 */
export function withChangesInFlight(list: readonly FavouriteRef[]): FavouriteRef[] {
  let out = [...list];
  for (const { action, ref } of inFlight.values()) {
    const game = { shortname: ref.shortname, provider: ref.provider ?? '' };
    const present = out.some((item) => sameRef(item, game));
    if (action === 'add' && !present) out = [...out, ref];
    if (action === 'remove') out = out.filter((item) => !sameRef(item, game));
  }
  return out;
}

/** Texts of the favourite flow, already translated by the caller. */
export interface FavouriteTexts {
  added: (name: string) => string;
  failed: (name: string) => string;
}

/**
 * Adds or removes a favourite (§4): optimistic change of `wallet.favourites`, a processing state for the
 * game, then the call. A failure puts the list back, marks the tile failed and says so; nothing stays
 * processing. Guests get the login prompt instead.
 */
export async function toggleFavourite(
  game: FavouriteGame,
  texts: FavouriteTexts,
  returnTo: string,
  force?: 'add' | 'remove',
): Promise<boolean> {
  if (session.player === null) {
    promptLogin(returnTo);
    return false;
  }
  const key = favouriteKey(game);
  if (favouriteRequests.status[key] === 'processing') return false;
  const api = services.api;
  const present = wallet.favourites.some((ref) => sameRef(ref, game));
  const action = force ?? (present ? 'remove' : 'add');
  const before = [...wallet.favourites];
  wallet.favourites =
    action === 'add'
      ? present
        ? before
        : [...before, { shortname: game.shortname, provider: game.provider }]
      : before.filter((ref) => !sameRef(ref, game));
  favouriteRequests.status[key] = 'processing';
  inFlight.set(key, { action, ref: { shortname: game.shortname, provider: game.provider } });
  let result: Awaited<ReturnType<NonNullable<typeof api>['setFavorite']>> | null = null;
  try {
    // the heart has turned: the request follows the frame that shows it
    await afterNextPaint();
    if (api) result = await api.setFavorite({ action, shortname: game.shortname, provider: game.provider });
  } finally {
    inFlight.delete(key);
  }
  if (result?.ok && result.value) {
    favouriteRequests.status[key] = 'idle';
    keepPlayerForOffline();
    if (action === 'add') notify('favorite_add', texts.added(game.displayName));
    return true;
  }
  wallet.favourites = before;
  favouriteRequests.status[key] = 'failed';
  notify('error', texts.failed(game.displayName));
  return false;
}

/** A favourite stored before login (`?fav=`), added on arrival at /favorites when not already there. */
export async function addPendingFavourite(games: readonly Game[], texts: FavouriteTexts): Promise<void> {
  const raw = readStorage('session', PENDING_FAVOURITE_KEY);
  if (raw === null || session.player === null) return;
  removeStorage('session', PENDING_FAVOURITE_KEY);
  let pending: { shortname?: unknown; provider?: unknown };
  try {
    pending = JSON.parse(raw) as typeof pending;
  } catch {
    return;
  }
  if (typeof pending.shortname !== 'string') return;
  const shortname = pending.shortname.toLowerCase();
  const provider = typeof pending.provider === 'string' ? pending.provider.toLowerCase() : null;
  const game = games.find(
    (g) => g.shortname.toLowerCase() === shortname && (!provider || g.provider.toLowerCase() === provider),
  );
  if (!game) return;
  if (wallet.favourites.some((ref) => sameRef(ref, game))) return;
  await toggleFavourite(game, texts, '/favorites', 'add');
}
