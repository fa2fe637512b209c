import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@lobby/domain';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

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

/**
 * An amount of money in the player's currency, with tabular digits so balances do not jiggle. Implements the
 * balance display of §2 Page chrome (null as dashes) and the whole-unit amounts of §9.
 */
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
        formatMoney(amount, currency, locale ?? i18n.locale, { wholeUnits: !decimals })
      )}
    </span>
  );
}
