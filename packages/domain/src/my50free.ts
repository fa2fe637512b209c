import type { MoneyMode } from './game-launch.ts';

/** The my50free flag as stored: not yet shown, shown, or redeemed. */
export type My50FreeFlag = 'displayed' | 'redeemed' | null;

/** The player class that has received the new-player offer. */
export const NEW_PLAYER_CLASS = 'new_player';

/**
 * Whether the game page may show the my50free prompt (after 60 s, §2): only while the game is played for
 * fun money, since its button switches to real money; non-fusion, not a fun-money casino; for guests and
 * for players not yet in the new-player class; never once redeemed.
 *
 * @example
 * isMy50FreeEligible({ mode: 'fun', isFusion: false, funMoneyCasino: false, isGuest: true, playerClass: '', flag: null }); // true
 * isMy50FreeEligible({ mode: 'real', isFusion: false, funMoneyCasino: false, isGuest: false, playerClass: '', flag: null }); // false
 */
export function isMy50FreeEligible(state: {
  readonly mode: MoneyMode;
  readonly isFusion: boolean;
  readonly funMoneyCasino: boolean;
  readonly isGuest: boolean;
  readonly playerClass: string;
  readonly flag: My50FreeFlag;
}): boolean {
  if (state.mode !== 'fun' || state.isFusion || state.funMoneyCasino || state.flag === 'redeemed')
    return false;
  return state.isGuest || state.playerClass.toLowerCase() !== NEW_PLAYER_CLASS;
}

/**
 * Whether to redeem MY50FREE now: the prompt was displayed and a new player is on a real-money visit (§4).
 *
 * @example
 * shouldRedeemMy50Free({ flag: 'displayed', isGuest: false, playerClass: 'new_player', mode: 'real' }); // true
 */
export function shouldRedeemMy50Free(state: {
  readonly flag: My50FreeFlag;
  readonly isGuest: boolean;
  readonly playerClass: string;
  readonly mode: MoneyMode;
}): boolean {
  return (
    state.flag === 'displayed' &&
    !state.isGuest &&
    state.mode === 'real' &&
    state.playerClass.toLowerCase() === NEW_PLAYER_CLASS
  );
}
