/** How many recent messages the live region keeps; only the newest line of each is read. */
export const KEPT_ANNOUNCEMENTS = 3;
/** The same sentence asked for again within this time is one event told twice, not news: it is dropped. */
export const REPEAT_WINDOW_MS = 1000;

/** A message in the region, with the instant it was asked for. */
export interface Announcement {
  id: number;
  /** The sentence, already in the player's language. */
  text: string;
  /** Polite waits for a pause; assertive may interrupt (a failure the player must act on). */
  politeness: 'polite' | 'assertive';
  at: number;
}

/**
 * The messages after one more is asked for: the same list when it repeats one told within
 * `REPEAT_WINDOW_MS`, else the new one last and at most `KEPT_ANNOUNCEMENTS` kept.
 *
 * @example
 * withAnnouncement([], { id: 1, text: '3 games found', politeness: 'polite', at: 0 }) // one message
 */
export function withAnnouncement(
  messages: readonly Announcement[],
  next: Announcement,
): readonly Announcement[] {
  const repeated = messages.some(
    (message) =>
      message.text === next.text &&
      message.politeness === next.politeness &&
      next.at - message.at < REPEAT_WINDOW_MS,
  );
  if (repeated || next.text.trim() === '') return messages;
  return [...messages, next].slice(-KEPT_ANNOUNCEMENTS);
}
