/**
 * The kinds of notice the lobby shows (§4). Each dismisses itself after `NOTIFICATION_DISMISS_MS`; the UI
 * kit's notification owns that timer.
 */
export const NOTIFICATION_KINDS = ['win', 'lose', 'lowbalance', 'favorite_add'] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
