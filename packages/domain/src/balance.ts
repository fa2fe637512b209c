import {
  BALANCE_NOTICE_THRESHOLD,
  BALANCE_NOTICE_THRESHOLD_LIVE,
  CASHIER_TOOLTIP_AUTO_HIDE_MS,
  CASHIER_TOOLTIP_DELAY_MS,
  CASHIER_TOOLTIP_RESHOW_MINUTES,
  LOW_BALANCE_BELOW,
  SPORTSBOOK_CASINO_ID,
} from './constants.ts';
import type { MoneyMode } from './game-launch.ts';

/** The notice a balance change after a game shows (§4). */
export type BalanceNotice = 'win' | 'lose' | 'none';

/** Differences in cents, so 10.10 − 7.10 counts as 3 and not 2.9999999999999996. */
function centsBetween(previous: number, current: number): number {
  return Math.round(current * 100) - Math.round(previous * 100);
}

/**
 * Win when the balance rose by 3 or more (100 on the live environment), lose when it fell by as much,
 * otherwise none (§4). Unknown balances give none.
 *
 * @example
 * balanceChangeNotice(10, 13, false); // 'win'
 * balanceChangeNotice(500, 401, true); // 'none'
 */
export function balanceChangeNotice(
  previous: number | null,
  current: number | null,
  isLive: boolean,
): BalanceNotice {
  if (previous === null || current === null) return 'none';
  const threshold = (isLive ? BALANCE_NOTICE_THRESHOLD_LIVE : BALANCE_NOTICE_THRESHOLD) * 100;
  const delta = centsBetween(previous, current);
  if (delta >= threshold) return 'win';
  if (delta <= -threshold) return 'lose';
  return 'none';
}

/**
 * Whether a balance is low: under 5 in the player's currency (§4). Unknown is not low.
 *
 * @example
 * isLowBalance(4.99); // true
 * isLowBalance(5); // false
 */
export function isLowBalance(balance: number | null): boolean {
  return balance !== null && balance < LOW_BALANCE_BELOW;
}

/**
 * The amount and currency in which the $5 rule is shown: 5 in the player's currency, but 5 euros for
 * casino 85 (§1).
 *
 * @example
 * lowBalanceRule(85, 'USD'); // { amount: 5, currency: 'EUR' }
 */
export function lowBalanceRule(
  casinoId: number | null,
  playerCurrency: string,
): { readonly amount: number; readonly currency: string } {
  return { amount: LOW_BALANCE_BELOW, currency: casinoId === SPORTSBOOK_CASINO_ID ? 'EUR' : playerCurrency };
}

/**
 * Whether a low balance opens quick deposit rather than the low-balance notice: quickdeposit_enabled, the
 * fusion variant, and not the live environment (§4).
 *
 * @example
 * lowBalanceOpensQuickDeposit({ quickdepositEnabled: true, isFusion: true, isLive: false }); // true
 */
export function lowBalanceOpensQuickDeposit(config: {
  readonly quickdepositEnabled: boolean;
  readonly isFusion: boolean;
  readonly isLive: boolean;
}): boolean {
  return config.quickdepositEnabled && config.isFusion && !config.isLive;
}

/**
 * Whether leaving a game runs the post-game balance check (§4): only while the check is switched on, and
 * only after a logged-in player's real-money play (a guest has no balance; fun money leaves it as it was).
 *
 * @example
 * runsPostGameBalanceCheck({ checkOn: true, mode: 'real', isGuest: false }); // true
 * runsPostGameBalanceCheck({ checkOn: false, mode: 'real', isGuest: false }); // false
 */
export function runsPostGameBalanceCheck(visit: {
  readonly checkOn: boolean;
  readonly mode: MoneyMode;
  readonly isGuest: boolean;
}): boolean {
  return visit.checkOn && visit.mode === 'real' && !visit.isGuest;
}

/** Everything the post-game balance check decides (§4). */
export interface PostGameBalanceOutcome {
  readonly notice: BalanceNotice;
  readonly lowBalance: 'open-quick-deposit' | 'show-notice' | null;
}

/**
 * The post-game balance check: a win or lose notice from the change, and for a balance under 5 either
 * quick deposit or the low-balance notice (§4).
 *
 * @example
 * postGameBalanceOutcome({ previous: 20, current: 4, quickdepositEnabled: false, isFusion: false, isLive: false });
 * // { notice: 'lose', lowBalance: 'show-notice' }
 */
export function postGameBalanceOutcome(state: {
  readonly previous: number | null;
  readonly current: number | null;
  readonly quickdepositEnabled: boolean;
  readonly isFusion: boolean;
  readonly isLive: boolean;
}): PostGameBalanceOutcome {
  const notice = balanceChangeNotice(state.previous, state.current, state.isLive);
  if (!isLowBalance(state.current)) return { notice, lowBalance: null };
  return { notice, lowBalance: lowBalanceOpensQuickDeposit(state) ? 'open-quick-deposit' : 'show-notice' };
}

/**
 * Whether the cashier tooltip should show this session: balance under 5 and never shown, or last shown
 * more than 1440 minutes ago (§4).
 *
 * @example
 * shouldShowCashierTooltip({ balance: 2, lastShownAt: null, now }); // true
 */
export function shouldShowCashierTooltip(state: {
  readonly balance: number | null;
  readonly lastShownAt: number | null;
  readonly now: number | Date;
}): boolean {
  if (!isLowBalance(state.balance)) return false;
  return (
    state.lastShownAt === null ||
    Number(state.now) - state.lastShownAt > CASHIER_TOOLTIP_RESHOW_MINUTES * 60_000
  );
}

/**
 * When the cashier tooltip shows and hides: 3 s after load, for 10 s (§4).
 *
 * @example
 * cashierTooltipSchedule(loadedAt); // { showAt: loadedAt + 3000, hideAt: loadedAt + 13000 }
 */
export function cashierTooltipSchedule(loadedAt: number): {
  readonly showAt: number;
  readonly hideAt: number;
} {
  const showAt = loadedAt + CASHIER_TOOLTIP_DELAY_MS;
  return { showAt, hideAt: showAt + CASHIER_TOOLTIP_AUTO_HIDE_MS };
}
