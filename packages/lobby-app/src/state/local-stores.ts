import {
  addRecentGame,
  MESSAGE_CENTER_CACHE_KEY,
  parseRecentGames,
  type RecentGame,
  THEME_COOKIE_DAYS,
  WHEEL_DATA_COOKIE_HOURS,
} from '@lobby/domain';
import { readCookie, readStorage, writeCookie, writeStorage } from './web-storage.ts';

/**
 * The browser storage of §3/§9 in one place: every key, where it lives and how long. Reads never throw and
 * treat damaged values as absent; writes that the browser refuses are kept in memory for the visit.
 */
export const STORAGE = {
  /** localStorage: the chosen interface language. */
  language: 'language',
  /** cookie, 365 days: light or dark. */
  themeCookie: 'theme',
  /** cookie, 365 days: the preferred language. */
  preferredLanguageCookie: 'preferred_language',
  /** sessionStorage: where a game's back button returns to. */
  returnPage: 'return_page',
  /** localStorage: when the game list was last loaded (ms). */
  gamesLoadedAt: 'games_loaded_at',
  /** localStorage: the catalogue's total jackpot. */
  totalJackpot: 'total_jackpot',
  /**
   * localStorage and sessionStorage, each: whose data the player's own keys of that area hold (the domain's
   * `ownerMark`); see `PLAYER_KEYS` and state/player-data.ts.
   */
  dataOwner: 'data_owner',
  /** sessionStorage: the message center's copy of the inbox, for 15 minutes (api/message-cache.ts). */
  messageCenterCache: MESSAGE_CENTER_CACHE_KEY,
  /** sessionStorage: recently played games, newest first, at most 12. */
  recentGames: 'recent_games',
  /** sessionStorage: when the cashier tooltip was last shown (ms). */
  cashierTooltipAt: 'cashier_tooltip_at',
  /** localStorage: the my50free offer's state ('displayed' or 'redeemed'). */
  my50free: 'my50free',
  /** sessionStorage: a favourite chosen before logging in. */
  pendingFavourite: 'pending_favourite',
  /** sessionStorage: the balance when a real-money game started, for the check on coming back (§4). */
  gameStartBalance: 'game_start_balance',
  /** localStorage: when the visitor put the install prompt away (it does not come back). */
  installDismissed: 'install_prompt_dismissed',
  /** cookie, 24 hours: the daily-free-spins wheel data. */
  wheelCookie: 'dfs_wheel',
  /**
   * IndexedDB (localforage), this database and store: the player last here, for an offline start
   * (state/offline-player.ts). Kept until that player logs out here; an ended session or a closed browser
   * keeps it.
   */
  offlinePlayerDatabase: 'casino-lobby-player',
  offlinePlayerStore: 'players',
  /** In that store: one record per player (first name and favourite games), under this prefix and the id. */
  offlinePlayerPrefix: 'player:',
  /** In that store: the id of the player last here; removed on logout. */
  lastPlayer: 'last_player',
  /**
   * IndexedDB (localforage), this database and store: the game catalogue's summary (state/catalogue-cache.ts),
   * under the key below: the rest of the game list's answer, when and for whom it was loaded, how many games.
   */
  catalogueDatabase: 'casino-lobby',
  catalogueStore: 'catalogue',
  catalogueSummary: 'catalogue',
  /** IndexedDB (localforage), this database and store: one record per game of the catalogue, by shortname. */
  gameRecordsDatabase: 'casino-lobby-games',
  gameRecordsStore: 'games',
} as const;

/**
 * The keys that hold one player's data, by area: they go when another player or a guest takes the player's
 * place (state/player-data.ts). The player kept for an offline start is handed over there too.
 */
export const PLAYER_KEYS = {
  local: [STORAGE.my50free],
  session: [
    STORAGE.recentGames,
    STORAGE.messageCenterCache,
    STORAGE.gameStartBalance,
    STORAGE.cashierTooltipAt,
    STORAGE.pendingFavourite,
  ],
} as const;

/**
 * Of those, what a guest chooses for the account they are about to log in to, which goes with them when they
 * do: the favourite they picked (added at /favorites, §4) and the my50free offer they were shown (redeemed
 * once they play for real money as a new player, §4).
 */
export const GUEST_CHOICES: readonly string[] = [STORAGE.pendingFavourite, STORAGE.my50free];

/**
 * How long a start waits for the stored catalogue once the network has failed, before it shows the failure
 * screen (a browser database may hang): a little over one step of the database (see catalogue-cache.ts),
 * so a database that answers slowly still serves an offline start, and one that never answers does not
 * hold the player for long.
 */
export const STORED_READ_LIMIT_MS = 5_000;

export const THEME_COOKIE_MAX_AGE_S = THEME_COOKIE_DAYS * 24 * 60 * 60;
export const WHEEL_COOKIE_MAX_AGE_S = WHEEL_DATA_COOKIE_HOURS * 60 * 60;

export function readRecentGames(): RecentGame[] {
  const raw = readStorage('session', STORAGE.recentGames);
  if (raw === null) return [];
  try {
    return parseRecentGames(JSON.parse(raw));
  } catch {
    return [];
  }
}

/** Puts a game at the front of the recent list (deduplicated, at most 12) and returns the new list. */
export function recordRecentGame(game: RecentGame): RecentGame[] {
  const next = addRecentGame(readRecentGames(), game);
  writeStorage('session', STORAGE.recentGames, JSON.stringify(next));
  return next;
}

export function readCashierTooltipAt(): number | null {
  const raw = Number(readStorage('session', STORAGE.cashierTooltipAt));
  return Number.isFinite(raw) && raw > 0 ? raw : null;
}

export function writeCashierTooltipAt(at: number): void {
  writeStorage('session', STORAGE.cashierTooltipAt, String(at));
}

export type My50FreeState = 'displayed' | 'redeemed';

export function readMy50Free(): My50FreeState | null {
  const raw = readStorage('local', STORAGE.my50free);
  return raw === 'displayed' || raw === 'redeemed' ? raw : null;
}

export function writeMy50Free(state: My50FreeState): void {
  writeStorage('local', STORAGE.my50free, state);
}

/** The wheel data lives in a cookie for 24 hours (§9), so a reload within the day shows the same wheel. */
export function readWheelData(): unknown {
  const raw = readCookie(STORAGE.wheelCookie);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeWheelData(data: unknown): void {
  writeCookie(STORAGE.wheelCookie, JSON.stringify(data), WHEEL_COOKIE_MAX_AGE_S);
}
