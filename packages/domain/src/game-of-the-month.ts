import type { Game } from './game.ts';
import type { LaunchContext } from './game-launch.ts';
import { gamePath } from './return-path.ts';
import type { GameOfTheMonth } from './wire-promos.ts';

/** What the game of the month's button does: open a lobby page, or ask a guest to log in first. */
export type GameOfTheMonthAction =
  | { readonly kind: 'open'; readonly href: string }
  | { readonly kind: 'log-in'; readonly returnTo: string };

/** The home page's game of the month as the casino sent it (§2, §3), with what its button does. */
export interface GameOfTheMonthView {
  /** The casino's title; the catalogue's name of the game when the casino sent none. */
  readonly name: string;
  /** Server HTML, for the sanitising component. */
  readonly description: string;
  readonly image: string | null;
  /** The call to action's label; null when the casino sent none (the lobby's own "Play Now"). */
  readonly label: string | null;
  readonly play: GameOfTheMonthAction;
}

/**
 * The game of the month to show (§2: "it prompts login for guests"). A guest is asked to log in and comes back
 * to the game's real-money page, or to the call to action's link when the game is not in the catalogue. A
 * player opens the game's page, or follows the link; a game locked in the catalogue follows the link (its
 * lock is explained there). Null when there is nothing to play: neither a catalogue game nor a link.
 *
 * @example
 * gameOfTheMonthView(pick, game, { isGuest: true, isFusion: false, allowPlayForFreeBeforeLogin: true }).play;
 * // { kind: 'log-in', returnTo: '/play/cash-bandits' }
 */
export function gameOfTheMonthView(
  pick: GameOfTheMonth,
  game: Pick<Game, 'shortname' | 'provider' | 'displayName' | 'gameLock'> | null,
  context: LaunchContext,
): GameOfTheMonthView | null {
  const link = pick.cta?.link || null;
  const target = game && !game.gameLock ? gamePath('play', game, context.isFusion) : link;
  if (target === null) return null;
  return {
    name: pick.title || game?.displayName || '',
    description: pick.description,
    image: pick.image,
    label: pick.cta?.label || null,
    play: context.isGuest ? { kind: 'log-in', returnTo: target } : { kind: 'open', href: target },
  };
}
