/** Shown where a balance is unknown (§2: "null shows as dashes"). */
export const MISSING_AMOUNT = '--';

/**
 * An amount in a currency for a locale, via Intl. `wholeUnits` drops the decimals, as prize pools and
 * quick-deposit amounts are shown (§9). A null amount shows as dashes; an unknown currency code falls back
 * to the number followed by the code rather than throwing.
 *
 * @example
 * formatMoney(1234.5, 'EUR', 'de', { wholeUnits: true }); // '1.235 €'
 * formatMoney(null, 'USD', 'en'); // '--'
 */
export function formatMoney(
  amount: number | null,
  currency: string,
  locale: string,
  options: { readonly wholeUnits?: boolean } = {},
): string {
  if (amount === null || !Number.isFinite(amount)) return MISSING_AMOUNT;
  const digits = options.wholeUnits ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {};
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, ...digits }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(locale, digits).format(amount)} ${currency}`.trim();
  }
}
