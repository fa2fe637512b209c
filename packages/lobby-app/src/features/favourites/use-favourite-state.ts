import type { FavouriteRef, Game } from '@lobby/domain';
import type { FavouriteStatus } from '@lobby/ui';
import { useSyncExternalStore } from 'react';
import { snapshot, subscribe } from 'valtio';
import { wallet } from '../../state/wallet.ts';
import { favouriteKey, favouriteRequests, isFavourite } from './favourites.ts';

const onWallet = (change: () => void) => subscribe(wallet, change);
const onRequests = (change: () => void) => subscribe(favouriteRequests, change);
/** The favourites as they stand: the same list object until a favourite changes. */
const favouritesNow = () => snapshot(wallet).favourites;

/**
 * Whether one game is a favourite and where its favourite request stands, read for that game alone: a
 * component using it draws again only when its own answer changes, not whenever any favourite does.
 */
export function useFavouriteState(
  game: Pick<Game, 'shortname' | 'provider'>,
  isGuest: boolean,
): { favourite: boolean; status: FavouriteStatus } {
  const favourite = useSyncExternalStore(onWallet, () => !isGuest && isFavourite(favouritesNow(), game));
  const key = favouriteKey(game);
  const status = useSyncExternalStore(onRequests, () => favouriteRequests.status[key] ?? 'idle');
  return { favourite, status };
}

/**
 * The player's favourites while `follow` holds, else null: a component that needs them only sometimes (the
 * list page, on /favorites) does not draw again at every change of the wallet the rest of the time.
 */
export function useFavouritesWhile(follow: boolean): readonly FavouriteRef[] | null {
  return useSyncExternalStore(onWallet, () => (follow ? favouritesNow() : null));
}
