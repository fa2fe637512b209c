import {
  type ListedMessage,
  MESSAGE_CENTER_CACHE_MINUTES,
  readsNotYetCounted,
  unreadToShow,
} from '@lobby/domain';
import { every } from '../../platform/scheduling/every.ts';
import { services } from '../../state/services.ts';
import { session } from '../../state/session.ts';
import { wallet } from '../../state/wallet.ts';

/**
 * The unread count in the header (§2, §7 ?getunreadmessages): asked at start-up, again after the player reads
 * a message, and again whenever the message center's 15-minute cache runs out, so a message that arrived
 * meanwhile is counted. The server's count is shown less the messages read here that it does not know of.
 */

/** The inbox as its last answer listed it; null until the player opens the inbox. */
let listed: readonly ListedMessage[] | null = null;
let stopFollowing: () => void = () => {};

/** Remembers how the latest inbox answer listed the messages, read or not. */
export function rememberListed(messages: readonly ListedMessage[]): void {
  listed = messages;
}

/** Asks the server for the count and shows it; a failed answer keeps the count shown. */
export async function refreshUnread(): Promise<void> {
  const api = services.api;
  if (!api || session.player === null) return;
  const answer = await api.getUnreadCount();
  if (!answer.ok) return;
  wallet.unread = unreadToShow(answer.value, readsNotYetCounted(wallet.readHere, listed).length);
}

/** Asks for the count now and each time the message center's cache runs out, for as long as a player is in. */
export function followUnread(): Promise<void> {
  stopFollowing();
  stopFollowing = every(MESSAGE_CENTER_CACHE_MINUTES * 60_000, () => void refreshUnread());
  return refreshUnread();
}

/** A message the player opened: read from now on, counted out at once, and the server asked again. */
export function markRead(id: string): void {
  if (wallet.readHere.includes(id)) return;
  wallet.readHere.push(id);
  wallet.unread = Math.max(0, wallet.unread - 1);
  void refreshUnread();
}
