import { useLingui } from '@lingui/react/macro';
import {
  exhaustiveSwitchError,
  formatDepositAmount,
  type QuickDepositCheck,
  usesThreeDigitCursor,
  validateDepositAmount,
} from '@lobby/domain';
import { useId } from 'react';
import { Button } from '../../components/button/Button.tsx';
import { TextField } from '../../components/text-field/TextField.tsx';
import type { DepositAmountError } from '../types.ts';

export type DepositFormProps = {
  check: QuickDepositCheck;
  /** The amount as typed. */
  amount: string;
  /** Why the amount was refused, once the player tried to send it. */
  amountError: DepositAmountError | null;
  submitting: boolean;
  onAmountChange: (amount: string) => void;
  onSubmit: () => void;
};

/** "**** **** **** 4242" → "•••• 4242": only the last digits say which card it is. */
export function maskedCard(cardNumber: string): string {
  const last = cardNumber.replace(/\D/g, '').slice(-4);
  return last === '' ? cardNumber : `•••• ${last}`;
}

/** The text of a refused amount (§5), limits in whole units of the player's currency. */
export function useAmountErrorText(): (error: DepositAmountError, currency: string) => string {
  const { t, i18n } = useLingui();
  return (error, currency) => {
    switch (error.kind) {
      case 'empty':
        return t`Please enter your deposit amount`;
      case 'below-min': {
        const min = formatDepositAmount(error.min, currency, i18n.locale);
        return t`Minimum amount to deposit is ${min}`;
      }
      case 'above-max': {
        const max = formatDepositAmount(error.max, currency, i18n.locale);
        return t`Maximum allowed amount is ${max}`;
      }
      default:
        return exhaustiveSwitchError(error);
    }
  };
}

/**
 * The quick-deposit form: the saved card, the amount (recommended amount filled in, limits as a hint and on
 * the input, whole units), and one submit button that cannot send twice.
 */
export function DepositForm({
  check,
  amount,
  amountError,
  submitting,
  onAmountChange,
  onSubmit,
}: DepositFormProps) {
  const { t, i18n } = useLingui();
  const errorText = useAmountErrorText();
  const methodId = useId();
  const { method, currency } = check;
  const money = (value: number | null) => formatDepositAmount(value, currency, i18n.locale);
  const min = money(method.min);
  const max = money(method.max);
  const threeDigits = usesThreeDigitCursor(check.recommendedAmount);
  const valid = validateDepositAmount(amount, method);
  const shown = valid.kind === 'ok' ? money(valid.amount) : null;
  // the input is sized in digits so the caret sits right after the amount; 3 digits from a recommended 100 (§5)
  const width = `${Math.max(threeDigits ? 3 : 2, amount.length) + 1}ch`;
  const hint =
    method.min !== null && method.max !== null
      ? t`Minimum ${min} · Maximum ${max}`
      : method.min !== null
        ? t`Minimum ${min}`
        : method.max !== null
          ? t`Maximum ${max}`
          : undefined;

  return (
    <form
      data-slot="deposit-form"
      noValidate
      aria-busy={submitting || undefined}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div
        id={methodId}
        className="flex items-center gap-3 rounded-lg border border-border bg-surface-sunken px-3 py-2"
      >
        {method.cardImage ? (
          <img src={method.cardImage} alt="" width={40} height={26} className="h-6.5 w-10 object-contain" />
        ) : null}
        <p className="m-0 flex min-w-0 flex-col">
          <span className="text-xs text-fg-muted">{t`Paying with`}</span>
          <span className="truncate font-medium">
            {method.commonName || method.name}{' '}
            <span className="text-fg-muted tabular-nums">{maskedCard(method.cardNumber)}</span>
          </span>
        </p>
      </div>
      <TextField
        label={t`Deposit amount (${currency})`}
        size="lg"
        numeric
        type="number"
        inputMode="numeric"
        step={1}
        min={method.min ?? undefined}
        max={method.max ?? undefined}
        name="amount"
        autoComplete="off"
        value={amount}
        onChange={(event) => onAmountChange(event.target.value)}
        prefix={check.currencySymbol || currency}
        error={amountError ? errorText(amountError, currency) : undefined}
        hint={hint}
        aria-describedby={methodId}
        readOnly={submitting}
        data-cursor={threeDigits ? 'three-digit' : 'two-digit'}
        style={{ width, flex: 'none' }}
        className="[&_[data-slot=text-field-box]]:justify-center [&_input]:[appearance:textfield] [&_input]:text-2xl [&_input]:font-bold [&_input::-webkit-inner-spin-button]:appearance-none"
      />
      <Button type="submit" size="lg" block loading={submitting}>
        {shown === null ? t`Deposit` : t`Deposit ${shown}`}
      </Button>
    </form>
  );
}
