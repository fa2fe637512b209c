import { useLingui } from '@lingui/react/macro';
import {
  type CouponMessage,
  type DepositResult,
  exhaustiveSwitchError,
  formatDepositAmount,
  type QuickDepositNews,
} from '@lobby/domain';
import { methodName } from './parts.tsx';

/** A sentence for the live region, and whether it may interrupt (a failure the player must act on). */
export interface Spoken {
  text: string;
  politeness: 'polite' | 'assertive';
}

/**
 * The wallet's outcomes in the player's language (§8), declared once: the modal's notices show these
 * sentences, a deposit that lands after the modal closed says one in its notification, and the live region
 * reads each outcome out (`news`) while the modal is open.
 */
export function useWalletWords() {
  const { t, i18n } = useLingui();

  const deposit = (result: DepositResult, currency: string): string => {
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

  const coupon = (message: CouponMessage): string => {
    const { couponcode } = message;
    switch (message.kind) {
      case 'redeemed':
        return t`Coupon ${couponcode} has been successfully redeemed!`;
      case 'cancel-failed':
        return t`Sorry, coupon code ${couponcode} could not be cancelled.`;
      case 'redeem-failed':
        return t`Sorry, coupon code ${couponcode} could not be redeemed.`;
      case 'cancel-or-redeem-failed':
        return t`Sorry, coupon code ${couponcode} could not be cancelled or redeemed.`;
      default:
        return exhaustiveSwitchError(message);
    }
  };

  const withdrawal = (cancelled: boolean): string =>
    cancelled
      ? t`Your funds are back in your balance!`
      : t`Your Withdrawal could not be cancelled, please visit our withdrawal page`;
  const cashierUnreachable = (): string => t`We couldn't reach the cashier.`;
  const onTheWay = (method: string): string => {
    const alternative = methodName(method);
    return t`Taking you to the ${alternative} deposit page…`;
  };

  const news = (news: QuickDepositNews): Spoken => {
    const failure = (text: string): Spoken => ({ text, politeness: 'assertive' });
    switch (news.kind) {
      case 'deposit': {
        const text = deposit(news.result, news.currency);
        if (news.result.kind === 'success') return { text, politeness: 'polite' };
        // the processor's own words say why the card was refused
        return failure(news.result.kind === 'card-error' ? `${text}. ${news.result.message}` : text);
      }
      case 'coupon': {
        const text = coupon(news.message);
        return news.message.kind === 'redeemed' ? { text, politeness: 'polite' } : failure(text);
      }
      case 'withdrawal':
        return news.cancelled ? { text: withdrawal(true), politeness: 'polite' } : failure(withdrawal(false));
      case 'load-failed':
        return failure(cashierUnreachable());
      case 'crypto-countdown-ended':
        return { text: onTheWay(news.alternative), politeness: 'polite' };
      default:
        return exhaustiveSwitchError(news);
    }
  };

  return { deposit, coupon, withdrawal, cashierUnreachable, onTheWay, news };
}
