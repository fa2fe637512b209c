/**
 * The inbox's unread count (§2 quick-access bar, §7 ?getunreadmessages). The casino has no call that marks a
 * message read: a message the player opens here stays unread on the server until it learns otherwise, so
 * the count the lobby shows is the server's less those messages.
 */

/** A message as the last inbox answer listed it. */
export interface ListedMessage {
  readonly id: string;
  readonly read: boolean;
}

/**
 * The messages opened here that the server may still count as unread: the last inbox answer listed them
 * unread (or the answer is not known). A message the answer lists as read, or no longer lists, is off the
 * list: the server's count already leaves it out.
 */
export function readsNotYetCounted(
  openedHere: readonly string[],
  listed: readonly ListedMessage[] | null,
): string[] {
  if (listed === null) return [...openedHere];
  const unreadListed = new Set(listed.filter((m) => !m.read).map((m) => m.id));
  return openedHere.filter((id) => unreadListed.has(id));
}

/** The unread count to show: the server's, less the messages read here it does not know of yet (never below 0). */
export function unreadToShow(serverUnread: number, readsNotCounted: number): number {
  return Math.max(0, serverUnread - readsNotCounted);
}
