import { useLingui } from '@lingui/react/macro';
import { type DepositResult, exhaustiveSwitchError, formatDepositAmount } from '@lobby/domain';
import type { QuickDepositNews } from './quick-deposit-run.ts';

/** A sentence for the live region, and whether it may interrupt (a failure the player must act on). */
export interface Spoken {
  text: string;
  politeness: 'polite' | 'assertive';
}

/**
 * The quick-deposit outcomes in the player's language, worded as the modal shows them (§8): what a deposit
 * that lands after the modal closed says in its notification, and what the screen reader hears of each
 * outcome while it is open.
 */
export function useQuickDepositTexts() {
  const { t, i18n } = useLingui();

  const result = (result: DepositResult, currency: string): string => {
    switch (result.kind) {
      case 'success': {
        const amount = formatDepositAmount(result.amount, currency, i18n.locale);
        return t`Deposit of ${amount} was added to your wallet`;
      }
      case 'unconfirmed':
        return t`Your deposit could not be confirmed`;
      case 'failed':
      case 'card-error':
        return t`Your deposit could not be processed`;
      default:
        return exhaustiveSwitchError(result);
    }
  };

  const failure = (text: string): Spoken => ({ text, politeness: 'assertive' });
  const news = (news: QuickDepositNews): Spoken => {
    switch (news.kind) {
      case 'deposit': {
        const text = result(news.result, news.currency);
        if (news.result.kind === 'success') return { text, politeness: 'polite' };
        // the processor's own words say why the card was refused
        return failure(news.result.kind === 'card-error' ? `${text}. ${news.result.message}` : text);
      }
      case 'coupon': {
        const { couponcode } = news.message;
        switch (news.message.kind) {
          case 'redeemed':
            return { text: t`Coupon ${couponcode} has been successfully redeemed!`, politeness: 'polite' };
          case 'cancel-failed':
            return failure(t`Sorry, coupon code ${couponcode} could not be cancelled.`);
          case 'redeem-failed':
            return failure(t`Sorry, coupon code ${couponcode} could not be redeemed.`);
          case 'cancel-or-redeem-failed':
            return failure(t`Sorry, coupon code ${couponcode} could not be cancelled or redeemed.`);
          default:
            return exhaustiveSwitchError(news.message);
        }
      }
      case 'withdrawal':
        return news.cancelled
          ? { text: t`Your funds are back in your balance!`, politeness: 'polite' }
          : failure(t`Your Withdrawal could not be cancelled, please visit our withdrawal page`);
      case 'load-failed':
        return failure(t`We couldn't reach the cashier.`);
      case 'crypto-countdown-ended': {
        const alternative = news.alternative.charAt(0).toUpperCase() + news.alternative.slice(1);
        return { text: t`Taking you to the ${alternative} deposit page…`, politeness: 'polite' };
      }
      default:
        return exhaustiveSwitchError(news);
    }
  };

  return { result, news };
}
