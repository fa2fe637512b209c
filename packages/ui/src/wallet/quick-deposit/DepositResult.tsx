import { useLingui } from '@lingui/react/macro';
import { type DepositResult as DepositResultView, exhaustiveSwitchError } from '@lobby/domain';
import { Button } from '../../components/button/Button.tsx';
import { Spinner } from '../../components/spinner/Spinner.tsx';
import type { QuickDepositLinks } from './links.ts';
import { Actions, CashierLink, KeepPlaying, methodName, WalletNotice } from './parts.tsx';
import { useWalletWords } from './words.ts';

interface DepositResultProps {
  result: DepositResultView;
  currency: string;
  links: QuickDepositLinks;
  onCancelCountdown: () => void;
  onBackToForm: () => void;
}

/** The quick-deposit modal's result of a deposit (§8), each with a way on. */
export function DepositResult({
  result,
  currency,
  links,
  onCancelCountdown,
  onBackToForm,
}: DepositResultProps) {
  const { t } = useLingui();
  const words = useWalletWords();
  switch (result.kind) {
    case 'success': {
      return (
        <>
          <WalletNotice tone="success" title={words.deposit(result, currency)}>
            <p className="m-0 text-fg-muted">
              {t`If your balance does not show it yet, it will after your next bet.`}
            </p>
          </WalletNotice>
          <KeepPlaying />
        </>
      );
    }
    case 'unconfirmed':
      return (
        <>
          <WalletNotice tone="danger" title={words.deposit(result, currency)}>
            <p className="m-0">
              {t`Please check the cashier before you try again, so that you are not charged twice.`}
            </p>
          </WalletNotice>
          <Actions>
            <Button asChild>
              <CashierLink href={links.cashier}>{t`Go to the cashier`}</CashierLink>
            </Button>
          </Actions>
        </>
      );
    case 'failed': {
      const alternative = result.alternative === null ? null : methodName(result.alternative);
      return (
        <>
          <WalletNotice tone="danger" title={words.deposit(result, currency)}>
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
              <CashierLink href={links.cashier}>{t`Go to the cashier`}</CashierLink>
            </Button>
          </Actions>
        </>
      );
    }
    case 'card-error':
      return (
        <CardErrorResult
          result={result}
          links={links}
          onCancelCountdown={onCancelCountdown}
          onBackToForm={onBackToForm}
        />
      );
    default:
      return exhaustiveSwitchError(result);
  }
}

/** A card refused by the processor: its message, and the countdown to the crypto deposit page when there is one. */
function CardErrorResult({
  result,
  links,
  onCancelCountdown,
  onBackToForm,
}: Omit<DepositResultProps, 'result' | 'currency'> & {
  result: Extract<DepositResultView, { kind: 'card-error' }>;
}) {
  const { t } = useLingui();
  const words = useWalletWords();
  const crypto = result.crypto;
  const alternative = crypto === null ? null : methodName(crypto.alternative);
  return (
    <>
      <WalletNotice tone="danger" title={t`We're sorry`}>
        <p className="m-0">{result.message}</p>
        <p className="m-0">
          <CashierLink href={links.cashier} className="font-semibold text-link underline underline-offset-4">
            {t`Cashier`}
          </CashierLink>
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
          <p className="m-0">{words.onTheWay(crypto.alternative)}</p>
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
