import { useLingui } from '@lingui/react/macro';
import { casinoReasonText, type DfsReasonValues, type DfsTexts } from './dfs-dialog-view.ts';
import type { DfsProblem } from './dfs-view.ts';

/**
 * The daily free spins dialog's sentences in the player's language: why an answer failed, why spins are
 * not allowed today (the casino's own text first), and the e-mail that could not be sent.
 */
export function useDfsTexts(
  reasonTexts: Readonly<Record<string, string>>,
  values: DfsReasonValues,
): DfsTexts {
  const { t } = useLingui();
  const { minimumDeposit, balanceRule, lastXDays } = values;

  const problem = (problem: DfsProblem): string => {
    switch (problem) {
      case 'network':
        return t`We couldn't reach the casino. Check your connection and try again.`;
      case 'server':
        return t`The casino could not answer just now. Please try again.`;
      case 'malformed':
        return t`The casino sent an answer we couldn't read. Please try again.`;
    }
  };

  const reason = (reason: string): string => {
    const fromCasino = casinoReasonText(reason, reasonTexts, values);
    if (fromCasino) return fromCasino;
    switch (reason) {
      case 'no_dfs_data':
        return t`Daily free spins are not available right now.`;
      case 'no_dfs_game':
        return t`There is no free-spins game today.`;
      case 'no_dfs_template':
        return t`Daily free spins are being set up. Please check back later.`;
      case 'server_error_email_click':
        return t`We could not check your e-mail confirmation. Please try again later.`;
      case 'minimum_deposit':
        return t`Deposit at least ${minimumDeposit} in the last ${lastXDays} days to claim daily free spins.`;
      case 'redeemed_today':
        return t`You have already claimed today's free spins. Come back tomorrow!`;
      case 'active_coupon':
        return t`Cancel your active coupon to claim daily free spins.`;
      case 'fivedolar_balance':
        return t`Your balance must be under ${balanceRule} to claim daily free spins.`;
      default:
        return t`Daily free spins are not available today.`;
    }
  };

  return { problem, reason, sendFailed: () => t`The e-mail could not be sent. Please try again.` };
}
