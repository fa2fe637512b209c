import type {
  Balances,
  NotificationKind as DomainNotificationKind,
  FavouriteRef,
  Result,
} from '@lobby/domain';
import { proxy } from 'valtio';

/** The spec's kinds of notice, and the lobby's own error and info notices. */
export type NotificationKind = DomainNotificationKind | 'error' | 'info';

export interface LobbyNotification {
  id: number;
  kind: NotificationKind;
  /** Already translated text. */
  message: string;
}

/** Money and messages of the player (§3, §4): balances, unread count, favourites, notifications. */
export interface WalletState {
  balances: Balances | null;
  unread: number;
  /** Messages the player opened here while unread: the server does not count them as read yet. */
  readHere: string[];
  favourites: FavouriteRef[];
  notifications: LobbyNotification[];
}

export const wallet = proxy<WalletState>({
  balances: null,
  unread: 0,
  readHere: [],
  favourites: [],
  notifications: [],
});

let nextId = 1;
export function notify(kind: NotificationKind, message: string): number {
  const id = nextId++;
  wallet.notifications.push({ id, kind, message });
  return id;
}

export function dismissNotification(id: number): void {
  const index = wallet.notifications.findIndex((n) => n.id === id);
  if (index >= 0) wallet.notifications.splice(index, 1);
}

let refreshing: Promise<boolean> | null = null;

/**
 * Fetches the balance again, e.g. after a deposit or a cancelled withdrawal. A failed call keeps the balance
 * shown; asks while one is on its way share it.
 *
 * @example
 * await refreshBalance(() => api.getBalance());
 */
export function refreshBalance(getBalance: () => Promise<Result<Balances, unknown>>): Promise<boolean> {
  refreshing ??= getBalance()
    .then((result) => {
      if (result.ok) wallet.balances = result.value;
      return result.ok;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}
