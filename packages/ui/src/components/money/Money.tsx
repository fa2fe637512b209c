import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats an amount of money. With `decimals: false` it rounds to whole units, as the spec wants for prize
 * pools and quick-deposit amounts (§9). An unknown currency code falls back to the number and the code.
 *
 * @example
 * formatMoney(1234.5, { currency: 'EUR', locale: 'de' }); // '1.234,50 €'
 * formatMoney(1234.5, { currency: 'USD', locale: 'en', decimals: false }); // '$1,235'
 */
export function formatMoney(
  amount: number,
  { currency, locale, decimals = true }: { currency: string; locale: string; decimals?: boolean },
): string {
  const key = `${locale}|${currency}|${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        // both bounds: the currency's own minimum (2 for USD) would otherwise clash with a maximum of 0
        ...(decimals ? {} : { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
      });
    } catch {
      // a bad code from the backend must not take the page down
      const plain = new Intl.NumberFormat(locale, decimals ? {} : { maximumFractionDigits: 0 });
      return `${plain.format(amount)} ${currency}`;
    }
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

export type MoneyProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** The amount; null or undefined (not loaded, not known) shows a dash. */
  amount: number | null | undefined;
  /** ISO 4217 code, e.g. 'USD', 'EUR'. */
  currency: string;
  /** Defaults to the active interface language. */
  locale?: string;
  /** Show cents. Off rounds to whole units. */
  decimals?: boolean;
  /** What a screen reader hears instead of the dash. Defaults to "Not available". */
  missingLabel?: string;
};

/** An amount of money in the player's currency, with tabular digits so balances do not jiggle. */
export function Money({
  className,
  amount,
  currency,
  locale,
  decimals = true,
  missingLabel,
  ...props
}: MoneyProps) {
  const { t, i18n } = useLingui();
  const missing = amount === null || amount === undefined || Number.isNaN(amount);
  return (
    <span
      data-slot="money"
      data-missing={missing || undefined}
      className={cn('whitespace-nowrap tabular-nums', className)}
      {...props}
    >
      {missing ? (
        <>
          <span aria-hidden="true">—</span>
          <span className="sr-only">{missingLabel ?? t`Not available`}</span>
        </>
      ) : (
        formatMoney(amount, { currency, locale: locale ?? i18n.locale, decimals })
      )}
    </span>
  );
}
