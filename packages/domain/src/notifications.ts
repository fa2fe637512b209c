import { NOTIFICATION_DISMISS_MS } from './constants.ts';

/** The kinds of notice the lobby shows (§4). */
export type NotificationKind = 'win' | 'lose' | 'lowbalance' | 'favorite_add';

export const NOTIFICATION_KINDS: readonly NotificationKind[] = ['win', 'lose', 'lowbalance', 'favorite_add'];

/** A notice on screen. */
export interface LobbyNotification {
  readonly id: string;
  readonly kind: NotificationKind;
  readonly createdAt: number;
  /** When it dismisses itself: 7.2 s after it appeared (§4, §9). */
  readonly dismissAt: number;
}

/**
 * A new notice; the app owns the timer that removes it at `dismissAt`.
 *
 * @example
 * createNotification('favorite_add', 'n1', now); // { …, dismissAt: now + 7200 }
 */
export function createNotification(
  kind: NotificationKind,
  id: string,
  now: number | Date,
): LobbyNotification {
  const createdAt = Number(now);
  return { id, kind, createdAt, dismissAt: createdAt + NOTIFICATION_DISMISS_MS };
}

/**
 * The notices still on screen at `now`.
 *
 * @example
 * activeNotifications(list, now);
 */
export function activeNotifications(
  list: readonly LobbyNotification[],
  now: number | Date,
): LobbyNotification[] {
  const ms = Number(now);
  return list.filter((notification) => notification.dismissAt > ms);
}

/**
 * Adds a notice, replacing one of the same kind so repeated wins do not stack.
 *
 * @example
 * pushNotification(list, createNotification('win', 'n2', now));
 */
export function pushNotification(
  list: readonly LobbyNotification[],
  notification: LobbyNotification,
): LobbyNotification[] {
  return [...list.filter((item) => item.kind !== notification.kind), notification];
}
