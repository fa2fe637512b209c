import { useLingui } from '@lingui/react/macro';
import { formatMoney, type PendingWithdrawal, parseServerDateTime } from '@lobby/domain';
import { Button } from '../../components/button/Button.tsx';
import type { QuickDepositStep } from '../types.ts';
import type { QuickDepositLinks } from './links.ts';
import { Actions, KeepPlaying, WalletNotice } from './parts.tsx';
import { useWalletWords } from './words.ts';

type WithdrawalStepKind = 'pending-withdrawal' | 'withdrawal-cancelled' | 'withdrawal-not-cancelled';

/** Whether the step is about a pending withdrawal rather than a deposit. */
export function isWithdrawalStep(
  step: QuickDepositStep,
): step is Extract<QuickDepositStep, { kind: WithdrawalStepKind }> {
  return (
    step.kind === 'pending-withdrawal' ||
    step.kind === 'withdrawal-cancelled' ||
    step.kind === 'withdrawal-not-cancelled'
  );
}

/**
 * The quick-deposit modal's withdrawal steps (§4): the pending withdrawal to cancel or skip, then whether
 * cancelling it brought the money back.
 */
export function WithdrawalStep({
  step,
  links,
  onCancelWithdrawal,
  onSkipToDeposit,
}: {
  step: Extract<QuickDepositStep, { kind: WithdrawalStepKind }>;
  links: QuickDepositLinks;
  onCancelWithdrawal: () => void;
  onSkipToDeposit: () => void;
}) {
  const { t } = useLingui();
  const words = useWalletWords();
  switch (step.kind) {
    case 'pending-withdrawal':
      return (
        <>
          <WithdrawalDetails withdrawal={step.withdrawal} currency={step.currency} />
          <p className="m-0 text-fg-muted">
            {t`Cancel it and the money goes straight back to your balance, so you can keep playing.`}
          </p>
          <Actions>
            <Button loading={step.cancelling} onClick={onCancelWithdrawal}>
              {t`Cancel and keep playing`}
            </Button>
            <Button variant="outline" disabled={step.cancelling} onClick={onSkipToDeposit}>
              {t`Skip to deposit`}
            </Button>
          </Actions>
        </>
      );
    case 'withdrawal-cancelled':
      return (
        <>
          <WalletNotice tone="success" title={words.withdrawal(true)}>
            <WithdrawalSummary withdrawal={step.withdrawal} currency={step.currency} />
          </WalletNotice>
          <KeepPlaying />
        </>
      );
    case 'withdrawal-not-cancelled':
      return (
        <>
          <WalletNotice tone="danger" title={words.withdrawal(false)}>
            <WithdrawalSummary withdrawal={step.withdrawal} currency={step.currency} />
          </WalletNotice>
          <Actions>
            <Button asChild>
              <a href={links.withdrawals}>{t`Withdrawal page`}</a>
            </Button>
            <Button variant="outline" onClick={onSkipToDeposit}>
              {t`Skip to deposit`}
            </Button>
          </Actions>
        </>
      );
  }
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
