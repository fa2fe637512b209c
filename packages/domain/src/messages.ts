/**
 * The spec's English wording that is not tied to one rule file (§2, §8), kept as message source text for
 * the UI's Lingui catalogues. Rule files return typed descriptors; these strings are what the UI shows
 * for them in English. Wording owned by a rule lives beside it (DEPOSIT_MESSAGES, COUPON_MESSAGES,
 * LAUNCH_MESSAGES, SORT_LABELS, TOURNAMENT_LABELS).
 */
export const LOBBY_MESSAGES = {
  searchNoResults: 'No results found. Maybe try a different keyword?',
  filterNoGames: 'Oops! No games found',
  notFoundTitle: 'Lost in the Shuffle?',
  notFoundText: 'The page you requested is no longer available, or cannot be found.',
  randomPlayPrompt: "Don't know what to play? Try random!",
  playNow: 'Play Now',
  recentWinners: 'Recent Winners',
  biggestWinners: 'Biggest Winners',
  practiceMode: 'Practice Mode',
  remindMe: 'Remind Me',
  reminderSet: 'Reminder Set',
  participate: 'Participate',
  showAll: 'Show all',
  viewAll: 'View All',
  exploreGames: 'Explore Games',
  expiresIn: 'Expires in',
  promotions: 'Promotions',
} as const;
