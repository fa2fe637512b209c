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
  const wholeUnits = options.wholeUnits === true;
  const format = formatFor(currency, locale, wholeUnits);
  if (format) return format.format(amount);
  return `${new Intl.NumberFormat(locale, digits(wholeUnits)).format(amount)} ${currency}`.trim();
}

// A page of game tiles formats a jackpot each, in one currency and locale: a formatter is made once per
// combination rather than per amount (making one costs far more than using it).
const formats = new Map<string, Intl.NumberFormat | null>();

/** The currency formatter, or null for a currency code Intl refuses. */
function formatFor(currency: string, locale: string, wholeUnits: boolean): Intl.NumberFormat | null {
  const key = `${locale}|${currency}|${wholeUnits}`;
  let format = formats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency, ...digits(wholeUnits) });
    } catch {
      // a bad code from the backend must not take the page down
      format = null;
    }
    formats.set(key, format);
  }
  return format;
}

/** Both bounds: a currency's own minimum (2 for USD) would otherwise clash with a maximum of 0. */
function digits(wholeUnits: boolean) {
  return wholeUnits ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {};
}
