import { useLingui } from '@lingui/react/macro';
import { exhaustiveSwitchError } from '@lobby/domain';
import type * as React from 'react';
import { useEffect, useRef } from 'react';
import { useReturnFocus } from '../../catalogue/return-focus.ts';
import { Button } from '../../components/button/Button.tsx';
import { Dialog, DialogContent } from '../../components/dialog/Dialog.tsx';
import { Spinner } from '../../components/spinner/Spinner.tsx';
import type { CouponFlow, DepositAmountError, QuickDepositStep } from '../types.ts';
import { CouponPanel } from './CouponPanel.tsx';
import { DepositForm } from './DepositForm.tsx';
import { DepositResult } from './DepositResult.tsx';
import { DEFAULT_QUICK_DEPOSIT_LINKS, type QuickDepositLinks } from './links.ts';
import { Actions, CashierHandoverProvider, CashierLink, WalletNotice } from './parts.tsx';
import { isWithdrawalStep, WithdrawalStep } from './WithdrawalStep.tsx';
import { useWalletWords } from './words.ts';

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
  /**
   * Leaves for the cashier page when the player follows a cashier link (a plain click); without it, the links
   * are plain links. The app tells the deposit processor first.
   */
  onGoToCashier?: () => void;
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
  onGoToCashier,
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
  const title = isWithdrawalStep(step)
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
          <CashierHandoverProvider value={onGoToCashier ?? null}>
            <StepBody step={step} links={links} {...props} />
          </CashierHandoverProvider>
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
  const words = useWalletWords();
  const { step, links } = props;
  const cashierLink = (label: string = t`Go to the cashier`, variant: 'primary' | 'outline' = 'outline') => (
    <Button asChild variant={variant}>
      <CashierLink href={links.cashier}>{label}</CashierLink>
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
          <WalletNotice tone="danger" title={words.cashierUnreachable()}>
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
    case 'withdrawal-cancelled':
    case 'withdrawal-not-cancelled':
      return (
        <WithdrawalStep
          step={step}
          links={links}
          onCancelWithdrawal={props.onCancelWithdrawal}
          onSkipToDeposit={props.onSkipToDeposit}
        />
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
