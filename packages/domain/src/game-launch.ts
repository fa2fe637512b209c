import { canLaunchRealMoney } from './access.ts';
import { toArray, toFlag, toRecord, toText, toTextOrNull } from './coerce.ts';
import { LOADER_TIP_COUNT, LOADER_TIP_COUNT_FUSION_FRENCH } from './constants.ts';
import { exhaustiveSwitchError } from './exhaustive.ts';
import type { Game, GameLock } from './game.ts';
import { visibleGames } from './game-lists.ts';
import { err, ok, type Result } from './result.ts';
import { gamePath, returnPageOrHome, withQuery } from './return-path.ts';
import { type RandomSource, randomSample } from './rows.ts';

/** The spec's English wording around launching games (§8), as message source text. */
export const LAUNCH_MESSAGES = {
  loginToPlay: "Don't miss out! Log in now to play {gameName}",
  mobileOnly: 'We are sorry, this game is available for mobile devices only',
} as const;

/** Who is playing and which variant runs. */
export interface LaunchContext {
  readonly isGuest: boolean;
  readonly isFusion: boolean;
  readonly allowPlayForFreeBeforeLogin: boolean;
}

/** Which text the game-lock modal shows (§4). */
export type LockMessage =
  /** A player_class lock: VIP status is needed, obtained through live chat. */
  | { readonly kind: 'vip-required'; readonly gameName: string | null }
  /** An event lock on signup: the game opens on a date. */
  | { readonly kind: 'opens-on-date'; readonly gameName: string | null; readonly targetDate: string | null }
  /** An event lock on deposit: a deposit opens the game. */
  | { readonly kind: 'deposit-required'; readonly gameName: string | null }
  /** The lock does not say why. */
  | { readonly kind: 'locked'; readonly gameName: string | null };

/**
 * Chooses the game-lock modal text from lock_by and visible_event (§4).
 *
 * @example
 * lockMessage({ ...lock, lockBy: 'event', visibleEvent: 'deposit' }); // { kind: 'deposit-required', … }
 */
export function lockMessage(lock: GameLock): LockMessage {
  const gameName = lock.displayName ?? lock.gameName;
  if (lock.lockBy === 'player_class') return { kind: 'vip-required', gameName };
  if (lock.lockBy === 'event' && lock.visibleEvent === 'signup')
    return { kind: 'opens-on-date', gameName, targetDate: lock.targetDate };
  if (lock.lockBy === 'event' && lock.visibleEvent === 'deposit')
    return { kind: 'deposit-required', gameName };
  return { kind: 'locked', gameName };
}

/** What clicking a game tile (or random play) does. */
export type PlayOutcome =
  | { readonly kind: 'navigate'; readonly to: string }
  /** Open the login prompt now; come back to `returnTo` after logging in. */
  | { readonly kind: 'login-prompt'; readonly returnTo: string }
  /** Show a login button on the tile (non-fusion guest without free play). */
  | { readonly kind: 'login-button'; readonly returnTo: string }
  | { readonly kind: 'lock-modal'; readonly message: LockMessage };

type LaunchableGame = Pick<Game, 'shortname' | 'provider'>;

function playOrLogin(
  game: LaunchableGame,
  context: LaunchContext,
  guestWithoutDemo: 'login-prompt' | 'login-button',
): PlayOutcome {
  const playPath = gamePath('play', game, context.isFusion);
  if (!context.isGuest) return { kind: 'navigate', to: playPath };
  if (context.isFusion) return { kind: 'login-prompt', returnTo: playPath };
  if (context.allowPlayForFreeBeforeLogin) return { kind: 'navigate', to: gamePath('demo', game, false) };
  return { kind: guestWithoutDemo, returnTo: playPath };
}

/**
 * What a click on a game tile does (§4): a locked game opens the lock modal; a player goes to /play; a
 * fusion guest gets the login prompt returning to the play path; a non-fusion guest goes to /demo when
 * free play is allowed, else sees a login button.
 *
 * @example
 * tileClickOutcome(game, { isGuest: false, isFusion: true, allowPlayForFreeBeforeLogin: false });
 * // { kind: 'navigate', to: '/play/cash-bandits?by=rtg' }
 */
export function tileClickOutcome(
  game: LaunchableGame & Pick<Game, 'gameLock'>,
  context: LaunchContext,
): PlayOutcome {
  if (game.gameLock) return { kind: 'lock-modal', message: lockMessage(game.gameLock) };
  return playOrLogin(game, context, 'login-button');
}

/**
 * Random play (§2): a random game the visitor may see (no synth games for non-fusion guests, never the
 * sportsbook) and may open: a game locked in the catalogue is never picked, since its play page would only
 * send the player home. Then as a tile click, except that a guest without free play gets the login prompt.
 * null when there is nothing to pick.
 *
 * @example
 * randomPlayOutcome(catalogue.games, context, random);
 */
export function randomPlayOutcome<T extends LaunchableGame & Pick<Game, 'synth' | 'gameLock'>>(
  games: readonly T[],
  context: LaunchContext,
  random: RandomSource,
): { readonly game: T; readonly outcome: PlayOutcome } | null {
  const open = visibleGames(games, context).filter(canLaunchRealMoney);
  const [game] = randomSample(open, 1, random);
  return game === undefined ? null : { game, outcome: playOrLogin(game, context, 'login-prompt') };
}

/** One playable entry of a game-launcher response. */
export interface LaunchedGame {
  readonly url: string;
  readonly provider: string;
  readonly gameId: string;
  readonly synth: boolean;
  readonly synthDetails: {
    readonly imgLoader: string | null;
    readonly imgReminder: string | null;
    readonly imgPopup: string | null;
    readonly linkReminder: string | null;
    readonly frwText: string | null;
    readonly frwTextSpanish: string | null;
  } | null;
}

/**
 * Whether the game page offers the favourite button: a logged-in player playing for real money, and not a
 * synth game (§2, §4).
 *
 * @example
 * offersFavourite({ realMoney: true, isGuest: false, synth: false }); // true
 */
export function offersFavourite(page: { realMoney: boolean; isGuest: boolean; synth: boolean }): boolean {
  return page.realMoney && !page.isGuest && !page.synth;
}

/**
 * The fireworks text of a synth game in the interface language: the Spanish text for Spanish players when
 * there is one, else the default text (§4).
 *
 * @example
 * fireworksText({ ...details, frwText: 'Big win!', frwTextSpanish: '¡Gran premio!' }, 'es'); // '¡Gran premio!'
 */
export function fireworksText(
  details: Pick<NonNullable<LaunchedGame['synthDetails']>, 'frwText' | 'frwTextSpanish'> | null,
  language: string,
): string | null {
  return (language === 'es' ? details?.frwTextSpanish : details?.frwText) ?? details?.frwText ?? null;
}

/** The `gamelauncher` response (§3). */
export interface GameLaunchResponse {
  readonly success: boolean;
  readonly error: string | null;
  readonly gameName: string;
  readonly games: readonly LaunchedGame[];
}

/**
 * Reads the `gamelauncher` response; entries without a URL are left out.
 *
 * @example
 * parseGameLaunchResponse({ success: 1, games: [{ url: 'https://…', provider: 'rtg' }] });
 */
export function parseGameLaunchResponse(raw: unknown): Result<GameLaunchResponse> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    return err('the launch response must be an object');
  const body = toRecord(raw);
  const games = toArray(body.games).flatMap((item): LaunchedGame[] => {
    const entry = toRecord(item);
    const url = toText(entry.url);
    if (url === '') return [];
    const details = toRecord(entry.synth_details);
    return [
      {
        url,
        provider: toText(entry.provider),
        gameId: toText(entry.gameID ?? entry.gameId),
        synth: toFlag(entry.synth),
        synthDetails:
          Object.keys(details).length === 0
            ? null
            : {
                imgLoader: toTextOrNull(details.imgLoader),
                imgReminder: toTextOrNull(details.imgReminder),
                imgPopup: toTextOrNull(details.imgPopup),
                linkReminder: toTextOrNull(details.linkReminder),
                frwText: toTextOrNull(details.frwText),
                frwTextSpanish: toTextOrNull(details['frwText sp'] ?? details.frwText_sp),
              },
      },
    ];
  });
  return ok({
    success: toFlag(body.success),
    error: toTextOrNull(body.error),
    gameName: toText(body.game_name),
    games,
  });
}

/** What the game page does with a launch response (§4, §8). */
export type LaunchOutcome =
  | { readonly kind: 'play'; readonly game: LaunchedGame }
  | { readonly kind: 'choose-provider'; readonly games: readonly LaunchedGame[] }
  /** invalid_game: go back to the return page without a message. */
  | { readonly kind: 'return'; readonly to: string }
  /** auth_required: show the login-required message, trigger login and go home. */
  | { readonly kind: 'auth-required' }
  | { readonly kind: 'mobile-only' }
  /** Any other failure: no message is shown. */
  | { readonly kind: 'failed'; readonly error: string | null };

/**
 * Turns a launch response into the game page state: several providers open the chooser (§2).
 *
 * @example
 * launchOutcome(response, storage.returnPage); // { kind: 'play', game } for a single-provider game
 */
export function launchOutcome(response: GameLaunchResponse, storedReturnPage: unknown): LaunchOutcome {
  const error = response.error?.toLowerCase() ?? null;
  if (error === 'invalid_game') return { kind: 'return', to: returnPageOrHome(storedReturnPage) };
  if (error === 'auth_required') return { kind: 'auth-required' };
  if (error === 'mobile_only') return { kind: 'mobile-only' };
  const [first, ...rest] = response.games;
  if (!response.success || first === undefined) return { kind: 'failed', error: response.error };
  return rest.length > 0 ? { kind: 'choose-provider', games: response.games } : { kind: 'play', game: first };
}

/** The money mode of the game page. */
export type MoneyMode = 'real' | 'fun';

/**
 * Whether the game page shows the real/fun switch: non-fusion, non-synth games, and not for a player
 * without practicemode who is on real money (§2).
 *
 * @example
 * showsMoneySwitch({ isFusion: false, synth: false, isGuest: false, practicemode: false, mode: 'real' }); // false
 */
export function showsMoneySwitch(state: {
  readonly isFusion: boolean;
  readonly synth: boolean;
  readonly isGuest: boolean;
  readonly practicemode: boolean;
  readonly mode: MoneyMode;
}): boolean {
  if (state.isFusion || state.synth) return false;
  return !(!state.isGuest && !state.practicemode && state.mode === 'real');
}

/**
 * Where the real/fun switch goes: to real money → /play (a guest logs in first, coming back there); to fun
 * → /demo (§2).
 *
 * @example
 * moneySwitchTarget('fun', game, context); // { kind: 'navigate', to: '/demo/cash-bandits' }
 */
export function moneySwitchTarget(
  target: MoneyMode,
  game: LaunchableGame,
  context: Pick<LaunchContext, 'isGuest' | 'isFusion'>,
): PlayOutcome {
  switch (target) {
    case 'real': {
      const to = gamePath('play', game, context.isFusion);
      return context.isGuest ? { kind: 'login-prompt', returnTo: to } : { kind: 'navigate', to };
    }
    case 'fun':
      return { kind: 'navigate', to: gamePath('demo', game, context.isFusion) };
    default:
      return exhaustiveSwitchError(target);
  }
}

/**
 * The game URL to load: the launcher URL with the token, `Language` as the upper-case locale and
 * `returnurl` pointing at the exit page (§7). Existing query and fragment are kept.
 *
 * @example
 * composeGameUrl('https://games.example/launch?g=1', 'tok', 'de', 'https://lobby.example/exit');
 * // 'https://games.example/launch?g=1&token=tok&Language=DE&returnurl=https%3A%2F%2Flobby.example%2Fexit'
 */
export function composeGameUrl(url: string, token: string, language: string, exitUrl: string): string {
  return withQuery(url, [
    ['token', token],
    ['Language', language.toUpperCase()],
    ['returnurl', exitUrl],
  ]);
}

/**
 * How many loader tips exist: 7, or 12 for the fusion French variant (§9).
 *
 * @example
 * loaderTipCount(true, 'fr'); // 12
 */
export function loaderTipCount(isFusion: boolean, language: string): number {
  return isFusion && language.toLowerCase() === 'fr' ? LOADER_TIP_COUNT_FUSION_FRENCH : LOADER_TIP_COUNT;
}

/**
 * Draws the loader tip number, from 1 to the tip count, with the injected random source (§2).
 *
 * @example
 * pickLoaderTip(() => 0, false, 'en'); // 1
 */
export function pickLoaderTip(random: RandomSource, isFusion: boolean, language: string): number {
  const count = loaderTipCount(isFusion, language);
  return Math.min(count, Math.floor(random() * count) + 1);
}
