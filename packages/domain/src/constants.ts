/**
 * Business constants and limits of the product spec (§9), named once so rules and UI read the same number.
 * Thresholds the spec phrases as "over N" or "under N" keep the spec's N and say the direction in the name,
 * so a reviewer can hold them against the spec without arithmetic.
 */

// Money (§4, §9)
/** A balance strictly below this is low (shows the low-balance notice or opens quick deposit). */
export const LOW_BALANCE_BELOW = 5;
/** A balance change of at least this much (either way) shows a win or lose notice. */
export const BALANCE_NOTICE_THRESHOLD = 3;
/** The win/lose threshold on the live environment. */
export const BALANCE_NOTICE_THRESHOLD_LIVE = 100;
/** A recommended deposit of this or more gets the 3-digit cursor style. */
export const THREE_DIGIT_CURSOR_FROM = 100;

// Cashier tooltip (§4, §9)
export const CASHIER_TOOLTIP_DELAY_MS = 3_000;
export const CASHIER_TOOLTIP_AUTO_HIDE_MS = 10_000;
/** The tooltip may show again once this many minutes have passed since it last showed. */
export const CASHIER_TOOLTIP_RESHOW_MINUTES = 1_440;

// Search and filters (§5, §9)
/** Search starts only when the query has more characters than this. */
export const SEARCH_QUERY_LENGTH_ABOVE = 2;
export const SEARCH_DEBOUNCE_MS = 300;
/** "Did you mean" lists at most this many games when a search finds nothing. */
export const MAX_SEARCH_SUGGESTIONS = 3;
/** …and only for a query of at least this many letters, spaces and punctuation aside. */
export const SUGGESTION_QUERY_MIN_LENGTH = 3;
/** Filters appear only when the results are more than this. */
export const FILTER_RESULTS_ABOVE = 6;
/** An option list appears only with more distinct values than this. */
export const FILTER_DISTINCT_VALUES_ABOVE = 1;
/** Catalogue-wide filter controls show only when the games are more than this. */
export const CATALOGUE_FILTER_GAMES_ABOVE = 20;
/** Filter lists use several columns when they have more options than this. */
export const FILTER_MULTI_COLUMN_OPTIONS_ABOVE = 16;

// Catalogue (§2, §4, §9)
export const HOME_ROW_SIZE = 10;
export const POPULAR_ROW_SIZE = 12;
export const TOP_JACKPOTS_ROW_SIZE = 10;
export const RANDOM_SAMPLE_SIZE = 10;
export const NEW_GAMES_COUNT = 3;
export const RECENT_GAMES_MAX = 12;
export const PAGE_SIZE = 50;
/** The sports game that is never shown as a tile or a provider option (§5). */
export const SPORTSBOOK_SHORTNAME = 'first-sportsbook';
/** The only casino with the sportsbook; it also shows the $5 rule as 5 euros (§1). */
export const SPORTSBOOK_CASINO_ID = 85;
/** The casino that labels the banking link 'Coins' (§1). */
export const COINS_CASINO_ID = 14;

// Storage lifetimes (§3, §9)
export const THEME_COOKIE_DAYS = 365;
export const WHEEL_DATA_COOKIE_HOURS = 24;
export const MESSAGE_CENTER_CACHE_MINUTES = 15;
/** The sessionStorage key of that copy. */
export const MESSAGE_CENTER_CACHE_KEY = 'lobby.messagecenter';

/** All schedules of the product run in server time. */
export const SERVER_TIME_ZONE = 'America/New_York';

// Animations and timers the app runs (§9)
export const WHEEL_ANIMATION_MS = 8_000;
export const EMAIL_CLICK_POLL_MS = 60_000;
export const CRYPTO_FALLBACK_COUNTDOWN_SECONDS = 9;
export const NOTIFICATION_DISMISS_MS = 7_200;
export const PROMO_TERMS_AUTO_HIDE_MS = 10_000;
export const NAV_TOGGLE_CLOSE_MS = 3_000;
export const GAME_LOADER_HIDE_MS = 4_000;
export const GAME_LOADER_OVERLAY_REMOVE_MS = 500;
export const LIVE_DEALER_LOADER_MS = 2_500;
export const TOURNAMENTS_LOBBY_LOADER_MS = 2_500;
export const TOURNAMENTS_LOBBY_FADE_MS = 1_000;
export const MY50FREE_PROMPT_DELAY_MS = 60_000;
export const MY50FREE_CLOSE_ANIMATION_MS = 1_000;
export const SYNTH_REMINDER_MS = 20_000;
export const FIREWORKS_FIRST_MIN_MS = 60_000;
export const FIREWORKS_FIRST_MAX_MS = 120_000;
export const FIREWORKS_REPEAT_MS = 120_000;
export const FIREWORKS_SHOWN_MS = 3_000;
export const FIREWORKS_MAX_PARTICLES = 500;
export const LOADER_TIP_COUNT = 7;
export const LOADER_TIP_COUNT_FUSION_FRENCH = 12;
export const RANDOM_PLAY_BADGE_COUNT = 5;
export const RANDOM_PLAY_BADGE_ROTATE_MS = 2_000;
export const WINNERS_TICKER_SLIDES = 4;
export const WINNERS_TICKER_SLIDES_FUSION = 5;
export const WINNERS_TICKER_SLIDES_AT_568 = 7;
export const WINNERS_TICKER_SLIDES_AT_568_FUSION = 6;
export const WINNERS_TICKER_SPEED_MS = 2_000;
export const PROMO_SLIDER_AUTOPLAY_MS = 5_000;
export const PROMO_SLIDER_SPEED_MS = 500;
export const BACK_TO_TOP_WINDOW_HEIGHTS = 2;
export const BACK_TO_TOP_DEBOUNCE_MS = 200;
export const MODAL_CLOSE_ANIMATION_MS = 350;

// Daily free spins text defaults (§9)
export const DFS_DEFAULT_LAST_X_DAYS = 7;
export const DFS_DEFAULT_MINIMUM_DEPOSIT = 30;
export const DFS_DEFAULT_BALANCE_RULE = 5;

// Layout (§9)
/** Countdowns use the short format below this viewport width. */
export const COUNTDOWN_SHORT_BELOW_PX = 600;
export const BREAKPOINTS_PX = {
  tournamentImages: 768,
  sliderXl: 1399,
  sliderLg: 1199,
  sliderMd: 799,
  sliderSm: 568,
  sliderXs: 567,
} as const;

// Languages (§1, §9)
export const SUPPORTED_LANGUAGES = ['en', 'de', 'es', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
