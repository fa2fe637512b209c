import { describe, expect, it } from 'vitest';
import { formatMoney, MISSING_AMOUNT } from './money.ts';

describe('money', () => {
  it('formats in the locale with or without decimals', () => {
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'USD', 'en', { wholeUnits: true })).toBe('$1,235');
    expect(formatMoney(1234.5, 'EUR', 'de', { wholeUnits: true })).toBe('1.235\u00a0€');
  });

  it('keeps whole units and decimals apart for the same currency and locale, however often it is asked', () => {
    for (let round = 0; round < 2; round++) {
      expect(formatMoney(1234.5, 'EUR', 'de')).toBe('1.234,50\u00a0€');
      expect(formatMoney(1234.5, 'EUR', 'de', { wholeUnits: true })).toBe('1.235\u00a0€');
      expect(formatMoney(1234.5, 'EUR', 'en')).toBe('€1,234.50');
      expect(formatMoney(99, 'USD', 'en')).toBe('$99.00');
    }
  });

  it('shows dashes for an unknown amount', () => {
    expect(formatMoney(null, 'USD', 'en')).toBe(MISSING_AMOUNT);
    expect(formatMoney(Number.NaN, 'USD', 'en')).toBe('--');
  });

  it('falls back to the number and code for a currency Intl refuses', () => {
    expect(formatMoney(12, 'COINS', 'en', { wholeUnits: true })).toBe('12 COINS');
    expect(formatMoney(12.5, '', 'en')).toBe('12.5');
    // asked again, the refused code still falls back rather than throwing
    expect(formatMoney(12.345, 'COINS', 'en')).toBe('12.345 COINS');
    expect(formatMoney(12, 'COINS', 'en', { wholeUnits: true })).toBe('12 COINS');
  });
});
