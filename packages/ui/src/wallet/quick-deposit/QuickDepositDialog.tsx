import { useLingui } from '@lingui/react/macro';
import {
  exhaustiveSwitchError,
  formatDepositAmount,
  formatMoney,
  type PendingWithdrawal,
  parseServerDateTime,
} from '@lobby/domain';
import type * as React from 'react';
import { useEffect, useRef } from 'react';
import { useReturnFocus } from '../../catalogue/return-focus.ts';
import { Button } from '../../components/button/Button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../components/dialog/Dialog.tsx';
import { Spinner } from '../../components/spinner/Spinner.tsx';
import type { CouponFlow, DepositAmountError, DepositResultView, QuickDepositStep } from '../types.ts';
import { CouponPanel } from './CouponPanel.tsx';
import { DepositForm } from './DepositForm.tsx';
import { methodName, WalletNotice } from './parts.tsx';

/** The external cashier pages the modal links to (§2). */
export interface QuickDepositLinks {
  /** The configured cashier page (pages.cashier). */
  readonly cashier: string;
  /** /cashier/withdrawals */
  readonly withdrawals: string;
  /** /cashier/deposit-cryptocurrency */
  readonly crypto: string;
}

export const DEFAULT_QUICK_DEPOSIT_LINKS: QuickDepositLinks = {
  cashier: '/cashier/',
  withdrawals: '/cashier/withdrawals',
  crypto: '/cashier/deposit-cryptocurrency',
};

export type QuickDepositDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  step: QuickDepositStep;
  amount: string;
  amountError: DepositAmountError | null;
  activeCoupon: string | null;
  coupon: CouponFlow;
  links?: QuickDepositLinks;
  /** After a failed read: ask again. */
  onRetry: () => void;
  onSkipToDeposit: () => void;
  onCancelWithdrawal: () => void;
  onAmountChange: (amount: string) => void;
  onSubmit: () => void;
  /** Stops the countdown to the crypto deposit page. */
  onCancelCountdown: () => void;
  /** Back to the form after a card error. */
  onBackToForm: () => void;
  onSelectCoupon: (code: string) => void;
  onConfirmCoupon: () => void;
  onDismissCoupon: () => void;
  onRetryCoupon: () => void;
};

/**
 * The quick-deposit modal (§4): a pending withdrawal to cancel or skip, the deposit form with coupons, and
 * the results of §8, each with a way on. Every state comes in through `step`; every action goes out as a
 * callback, so the same component serves the app and each story.
 */
export function QuickDepositDialog({
  open,
  onOpenChange,
  step,
  links = DEFAULT_QUICK_DEPOSIT_LINKS,
  ...props
}: QuickDepositDialogProps) {
  const { t } = useLingui();
  const returnFocus = useReturnFocus();
  const bodyRef = useRef<HTMLDivElement>(null);
  const view = step.kind === 'result' ? `result:${step.result.kind}` : step.kind;
  // a step replaces the button that was pressed: unless focus is already inside the new step, take it to the
  // step's first control so keyboard and screen-reader users carry on from there
  useEffect(() => {
    const body = bodyRef.current;
    if (!open || !body || view === 'loading' || body.contains(document.activeElement)) return;
    body.querySelector<HTMLElement>('input, button:not([disabled]), a[href]')?.focus();
  }, [open, view]);
  const withdrawalStep =
    step.kind === 'pending-withdrawal' ||
    step.kind === 'withdrawal-cancelled' ||
    step.kind === 'withdrawal-not-cancelled';
  const title = withdrawalStep
    ? t({
        message: 'Pending withdrawal',
        comment: 'Title of the quick-deposit modal offering to cancel a withdrawal',
      })
    : t({ message: 'Quick deposit', comment: 'Title of the quick-deposit modal' });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="quick-deposit-dialog"
        data-step={step.kind}
        title={title}
        size="sm"
        {...returnFocus}
      >
        <div
          ref={bodyRef}
          className="flex flex-col gap-4 pb-1"
          aria-busy={step.kind === 'loading' || undefined}
        >
          <StepBody step={step} links={links} {...props} />
        </div>
      </DialogContent>
    </Dialog>
  );
}

type BodyProps = Omit<QuickDepositDialogProps, 'open' | 'onOpenChange' | 'links'> & {
  links: QuickDepositLinks;
};

function StepBody(props: BodyProps): React.ReactNode {
  const { t } = useLingui();
  const { step, links } = props;
  const cashierLink = (label: string = t`Go to the cashier`, variant: 'primary' | 'outline' = 'outline') => (
    <Button asChild variant={variant}>
      <a href={links.cashier}>{label}</a>
    </Button>
  );
  switch (step.kind) {
    case 'closed':
      return null;
    case 'loading':
      return (
        <div className="flex min-h-32 items-center justify-center">
          <Spinner size="lg" label={t`Loading quick deposit`} />
        </div>
      );
    case 'load-failed':
      return (
        <>
          <WalletNotice tone="danger" title={t`We couldn't reach the cashier.`}>
            <p className="m-0">{t`Check your connection and try again. Nothing of yours is lost.`}</p>
          </WalletNotice>
          <Actions>
            <Button onClick={props.onRetry}>{t`Try again`}</Button>
            {step.failed === 'withdrawals' ? (
              <Button variant="outline" onClick={props.onSkipToDeposit}>
                {t`Skip to deposit`}
              </Button>
            ) : null}
            {cashierLink()}
          </Actions>
        </>
      );
    case 'pending-withdrawal':
      return (
        <>
          <WithdrawalDetails withdrawal={step.withdrawal} currency={step.currency} />
          <p className="m-0 text-fg-muted">
            {t`Cancel it and the money goes straight back to your balance, so you can keep playing.`}
          </p>
          <Actions>
            <Button loading={step.cancelling} onClick={props.onCancelWithdrawal}>
              {t`Cancel and keep playing`}
            </Button>
            <Button variant="outline" disabled={step.cancelling} onClick={props.onSkipToDeposit}>
              {t`Skip to deposit`}
            </Button>
          </Actions>
        </>
      );
    case 'withdrawal-cancelled':
      return (
        <>
          <WalletNotice tone="success" title={t`Your funds are back in your balance!`}>
            <WithdrawalSummary withdrawal={step.withdrawal} currency={step.currency} />
          </WalletNotice>
          <Actions>
            <DialogClose asChild>
              <Button>{t`Keep playing`}</Button>
            </DialogClose>
          </Actions>
        </>
      );
    case 'withdrawal-not-cancelled':
      return (
        <>
          <WalletNotice
            tone="danger"
            title={t`Your Withdrawal could not be cancelled, please visit our withdrawal page`}
          >
            <WithdrawalSummary withdrawal={step.withdrawal} currency={step.currency} />
          </WalletNotice>
          <Actions>
            <Button asChild>
              <a href={links.withdrawals}>{t`Withdrawal page`}</a>
            </Button>
            <Button variant="outline" onClick={props.onSkipToDeposit}>
              {t`Skip to deposit`}
            </Button>
          </Actions>
        </>
      );
    case 'redirect-cashier':
      return (
        <>
          <div className="flex items-center gap-3">
            <Spinner decorative />
            <p className="m-0" role="status">
              {t`Taking you to the cashier…`}
            </p>
          </div>
          <Actions>{cashierLink()}</Actions>
        </>
      );
    case 'form':
      return (
        <>
          <DepositForm
            check={step.check}
            amount={props.amount}
            amountError={props.amountError}
            submitting={step.submitting}
            onAmountChange={props.onAmountChange}
            onSubmit={props.onSubmit}
          />
          <CouponPanel
            activeCoupon={props.activeCoupon}
            promos={step.check.promos}
            coupon={props.coupon}
            onSelect={props.onSelectCoupon}
            onConfirm={props.onConfirmCoupon}
            onDismiss={props.onDismissCoupon}
            onRetry={props.onRetryCoupon}
          />
        </>
      );
    case 'result':
      return (
        <DepositResult
          result={step.result}
          currency={step.check.currency}
          links={links}
          onCancelCountdown={props.onCancelCountdown}
          onBackToForm={props.onBackToForm}
        />
      );
    default:
      return exhaustiveSwitchError(step);
  }
}

function Actions({ children }: { children: React.ReactNode }) {
  return <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">{children}</div>;
}

function useWithdrawalTexts(withdrawal: PendingWithdrawal, currency: string) {
  const { i18n } = useLingui();
  const amount =
    withdrawal.amount === null
      ? '—'
      : currency
        ? formatMoney(withdrawal.amount, currency, i18n.locale)
        : String(withdrawal.amount);
  const instant = parseServerDateTime(withdrawal.timestamp);
  const date =
    instant === null
      ? withdrawal.timestamp
      : new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(instant);
  return { amount, date, method: withdrawal.methodName };
}

function WithdrawalDetails({ withdrawal, currency }: { withdrawal: PendingWithdrawal; currency: string }) {
  const { t } = useLingui();
  const { amount, date, method } = useWithdrawalTexts(withdrawal, currency);
  return (
    <dl
      data-slot="pending-withdrawal"
      className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-border bg-surface-sunken p-4"
    >
      <dt className="text-fg-muted">{t({ message: 'Amount', comment: 'Label of a withdrawal amount' })}</dt>
      <dd className="m-0 text-lg font-bold tabular-nums">{amount}</dd>
      <dt className="text-fg-muted">{t({ message: 'Method', comment: 'Label of a payment method' })}</dt>
      <dd className="m-0">{method}</dd>
      {date ? (
        <>
          <dt className="text-fg-muted">
            {t({ message: 'Requested', comment: 'When a withdrawal was asked for' })}
          </dt>
          <dd className="m-0">{date}</dd>
        </>
      ) : null}
    </dl>
  );
}

function WithdrawalSummary({ withdrawal, currency }: { withdrawal: PendingWithdrawal; currency: string }) {
  const { amount, method } = useWithdrawalTexts(withdrawal, currency);
  return (
    <p className="m-0 text-fg-muted">
      {amount} · {method}
    </p>
  );
}

function DepositResult({
  result,
  currency,
  links,
  onCancelCountdown,
  onBackToForm,
}: {
  result: DepositResultView;
  currency: string;
  links: QuickDepositLinks;
  onCancelCountdown: () => void;
  onBackToForm: () => void;
}) {
  const { t, i18n } = useLingui();
  switch (result.kind) {
    case 'success': {
      const amount = formatDepositAmount(result.amount, currency, i18n.locale);
      return (
        <>
          <WalletNotice tone="success" title={t`Deposit of ${amount} was added to your wallet`}>
            <p className="m-0 text-fg-muted">
              {t`If your balance does not show it yet, it will after your next bet.`}
            </p>
          </WalletNotice>
          <Actions>
            <DialogClose asChild>
              <Button>{t`Keep playing`}</Button>
            </DialogClose>
          </Actions>
        </>
      );
    }
    case 'unconfirmed':
      return (
        <>
          <WalletNotice tone="danger" title={t`Your deposit could not be confirmed`}>
            <p className="m-0">
              {t`Please check the cashier before you try again, so that you are not charged twice.`}
            </p>
          </WalletNotice>
          <Actions>
            <Button asChild>
              <a href={links.cashier}>{t`Go to the cashier`}</a>
            </Button>
          </Actions>
        </>
      );
    case 'failed': {
      const alternative = result.alternative === null ? null : methodName(result.alternative);
      return (
        <>
          <WalletNotice tone="danger" title={t`Your deposit could not be processed`}>
            <p className="m-0">
              {alternative === null
                ? t`Please try another payment method at the cashier.`
                : t`Please try another payment method: we recommend ${alternative}.`}
            </p>
          </WalletNotice>
          <Actions>
            {alternative === null ? null : (
              <Button asChild>
                <a href={links.crypto}>{t`Deposit with ${alternative}`}</a>
              </Button>
            )}
            <Button asChild variant={alternative === null ? 'primary' : 'outline'}>
              <a href={links.cashier}>{t`Go to the cashier`}</a>
            </Button>
          </Actions>
        </>
      );
    }
    case 'card-error': {
      const crypto = result.crypto;
      const alternative = crypto === null ? null : methodName(crypto.alternative);
      return (
        <>
          <WalletNotice tone="danger" title={t`We're sorry`}>
            <p className="m-0">{result.message}</p>
            <p className="m-0">
              <a href={links.cashier} className="font-semibold text-link underline underline-offset-4">
                {t`Cashier`}
              </a>
            </p>
          </WalletNotice>
          {crypto?.status === 'counting' ? (
            <div
              data-slot="crypto-countdown"
              className="flex items-center gap-4 rounded-lg border border-border bg-surface-sunken p-4"
            >
              <span
                role="timer"
                aria-label={t`Seconds left`}
                className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary font-display text-xl font-bold text-primary-fg tabular-nums"
              >
                {crypto.secondsLeft}
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <p className="m-0">{t`Taking you to the ${alternative} deposit page instead.`}</p>
                <div>
                  <Button size="sm" variant="outline" onClick={onCancelCountdown}>
                    {t({ message: 'Stay here', comment: 'Stops the countdown to the crypto deposit page' })}
                  </Button>
                </div>
              </div>
            </div>
          ) : null}
          {crypto?.status === 'submitted' ? (
            <div className="flex items-center gap-3">
              <Spinner decorative />
              <p className="m-0" role="status">
                {t`Taking you to the ${alternative} deposit page…`}
              </p>
            </div>
          ) : null}
          <Actions>
            {crypto?.status === 'cancelled' ? (
              <Button asChild>
                <a href={links.crypto}>{t`Deposit with ${alternative}`}</a>
              </Button>
            ) : null}
            {crypto === null || crypto.status === 'cancelled' ? (
              <Button variant={crypto === null ? 'primary' : 'outline'} onClick={onBackToForm}>
                {t`Try again`}
              </Button>
            ) : null}
          </Actions>
        </>
      );
    }
    default:
      return exhaustiveSwitchError(result);
  }
}
