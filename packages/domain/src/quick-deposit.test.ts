import { describe, expect, it } from 'vitest';
import { cashierRequestOutcome } from './cashier.ts';
import {
  cryptoFallbackCountdown,
  DEPOSIT_MESSAGES,
  depositResult,
  formatDepositAmount,
  isWithdrawalCancelled,
  type PendingWithdrawal,
  parsePendingWithdrawals,
  parseQuickDepositCheck,
  pendingWithdrawalToShow,
  quickDepositAvailability,
  quickDepositOpening,
  toDepositResultState,
  usesThreeDigitCursor,
  validateDepositAmount,
} from './quick-deposit.ts';
import { f8OpensQuickDeposit } from './shortcuts.ts';

const limits = { min: 20, max: 500 };

describe('deposit amount', () => {
  it('asks for an amount when the box is empty, zero or not a number', () => {
    for (const input of ['', '  ', null, '0', 'abc', -5])
      expect(validateDepositAmount(input, limits)).toEqual({ kind: 'empty' });
  });

  it('gives the minimum below it and accepts it exactly', () => {
    expect(validateDepositAmount('19.99', limits)).toEqual({ kind: 'below-min', min: 20 });
    expect(validateDepositAmount('20', limits)).toEqual({ kind: 'ok', amount: 20 });
  });

  it('gives the maximum above it and accepts it exactly', () => {
    expect(validateDepositAmount(500, limits)).toEqual({ kind: 'ok', amount: 500 });
    expect(validateDepositAmount('500.01', limits)).toEqual({ kind: 'above-max', max: 500 });
  });

  it('accepts any positive amount when the method sets no limits', () => {
    expect(validateDepositAmount('1,000', { min: null, max: null })).toEqual({ kind: 'ok', amount: 1000 });
  });

  it('keeps the spec wording of the messages', () => {
    expect(DEPOSIT_MESSAGES.empty).toBe('Please enter your deposit amount');
    expect(DEPOSIT_MESSAGES.belowMin).toBe('Minimum amount to deposit is {min}');
    expect(DEPOSIT_MESSAGES.aboveMax).toBe('Maximum allowed amount is {max}');
  });

  it('uses the 3-digit cursor from a recommended amount of 100', () => {
    expect(usesThreeDigitCursor(99.99)).toBe(false);
    expect(usesThreeDigitCursor(100)).toBe(true);
    expect(usesThreeDigitCursor(null)).toBe(false);
  });

  it('shows amounts with no decimals', () => {
    expect(formatDepositAmount(49.5, 'USD', 'en')).toBe('$50');
    expect(formatDepositAmount(1000, 'EUR', 'fr')).toBe('1\u202f000\u00a0€');
  });
});

describe('pending withdrawals', () => {
  it('reads the list, leaving out entries without a request id', () => {
    expect(
      parsePendingWithdrawals({
        results_count: '2',
        currency: 'USD',
        pending_withdrawals: [
          {
            request_id: 9,
            method_name: 'Bitcoin',
            timestamp: '2024-01-01 10:00:00',
            amount: '50.5',
            coindraw_withdrawal_id: 'cd1',
          },
          { amount: 1 },
        ],
      }),
    ).toEqual({
      resultsCount: 2,
      currency: 'USD',
      withdrawals: [
        {
          requestId: '9',
          methodName: 'Bitcoin',
          timestamp: '2024-01-01 10:00:00',
          amount: 50.5,
          coindrawWithdrawalId: 'cd1',
        },
      ],
    });
    expect(parsePendingWithdrawals(null)).toEqual({ resultsCount: 0, currency: '', withdrawals: [] });
  });

  const w = (requestId: string): PendingWithdrawal => ({
    requestId,
    methodName: '',
    timestamp: '',
    amount: null,
    coindrawWithdrawalId: null,
  });

  it('shows the one with the highest request id, as a number', () => {
    expect(pendingWithdrawalToShow([w('9'), w('10'), w('2')])?.requestId).toBe('10');
    expect(pendingWithdrawalToShow([w('a9'), w('a10')])?.requestId).toBe('a10');
    expect(pendingWithdrawalToShow([])).toBeNull();
  });

  it('offers the pending withdrawal before anything else, else checks availability', () => {
    expect(quickDepositOpening([w('3'), w('4')])).toEqual({ kind: 'pending-withdrawal', withdrawal: w('4') });
    expect(quickDepositOpening([])).toEqual({ kind: 'check-availability' });
  });

  it('reads a cancel answer in either shape', () => {
    expect(isWithdrawalCancelled({ CancelWithdrawalResult: { success: 'true' } })).toBe(true);
    expect(isWithdrawalCancelled({ CancelWithdrawalResult: { success: false }, success: true })).toBe(false);
    expect(isWithdrawalCancelled({ success: 1 })).toBe(true);
    expect(isWithdrawalCancelled('nope')).toBe(false);
  });
});

describe('quick deposit check', () => {
  it('reads the method, amount and promos', () => {
    const parsed = parseQuickDepositCheck({
      usequickdeposit: '1',
      method_name: 'Visa',
      method_details: {
        min: '20',
        max: '500',
        ccid: 77,
        ccnumber: '**** 4242',
        ccimg: 'visa.png',
        commonname: 'Visa',
        alternative: '1',
      },
      recommended_amount: '100',
      currency: 'usd',
      currencySymbol: '$',
      cryptoaddress: '',
      active_coupon: { couponcode: 'WELCOME' },
      promos: [
        { promotion_id: 3, associated_coupon: 'BONUS', button_text: 'Claim', text: 'Get more', terms: 'T&C' },
      ],
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        usable: true,
        method: {
          name: 'Visa',
          min: 20,
          max: 500,
          cardId: '77',
          cardNumber: '**** 4242',
          cardImage: 'visa.png',
          commonName: 'Visa',
          alternative: 'crypto',
        },
        recommendedAmount: 100,
        currency: 'USD',
        currencySymbol: '$',
        cryptoAddress: null,
        activeCoupon: 'WELCOME',
        promos: [
          {
            promotionId: '3',
            associatedCoupon: 'BONUS',
            buttonText: 'Claim',
            text: 'Get more',
            terms: 'T&C',
          },
        ],
      },
    });
  });

  it.each([
    [true, 'crypto'],
    ['bitcoin', 'bitcoin'],
    [false, null],
    ['0', null],
    ['false', null],
    [undefined, null],
  ])('reads the alternative %j as %j', (alternative, expected) => {
    const parsed = parseQuickDepositCheck({ method_details: { alternative } });
    expect(parsed.ok && parsed.value.method.alternative).toBe(expected);
  });

  it('refuses something that is not an object', () => {
    expect(parseQuickDepositCheck('x')).toEqual({
      ok: false,
      error: 'the quick deposit check must be an object',
    });
    expect(parseQuickDepositCheck(null)).toMatchObject({ ok: false });
    expect(parseQuickDepositCheck([])).toMatchObject({ ok: false });
  });

  it('shows the form when usable and sends to the cashier otherwise', () => {
    expect(quickDepositAvailability({ usable: true })).toBe('show-form');
    expect(quickDepositAvailability({ usable: false })).toBe('redirect-cashier');
  });

  it('opens quick deposit for a cashier request when enabled, and on F8 outside live', () => {
    expect(cashierRequestOutcome(true)).toBe('open-quick-deposit');
    expect(cashierRequestOutcome(false)).toBe('navigate-cashier');
    expect(f8OpensQuickDeposit(false)).toBe(true);
    expect(f8OpensQuickDeposit(true)).toBe(false);
  });
});

describe('deposit result', () => {
  it('reads a missing report as unconfirmed and a blank message as a plain failure', () => {
    expect(depositResult(null, 30, null)).toEqual({ kind: 'unconfirmed', amount: 30 });
    expect(depositResult({ state: 'error', amount: 30, message: '  ' }, 30, 'bitcoin')).toEqual({
      kind: 'failed',
      alternative: 'bitcoin',
    });
    expect(depositResult({ state: 'success', amount: null, message: null }, 30, null)).toEqual({
      kind: 'success',
      amount: 30,
    });
    expect(depositResult({ state: 'unconfirmed', amount: 12, message: null }, 30, null)).toEqual({
      kind: 'unconfirmed',
      amount: 12,
    });
  });

  it('shows a refusal with a message as a card error, counting down to crypto only when there is one', () => {
    expect(depositResult({ state: 'error', amount: 13, message: ' Declined ' }, 13, 'bitcoin')).toEqual({
      kind: 'card-error',
      message: 'Declined',
      crypto: { status: 'counting', secondsLeft: 9, alternative: 'bitcoin' },
    });
    expect(depositResult({ state: 'error', amount: 13, message: 'Declined' }, 13, null)).toEqual({
      kind: 'card-error',
      message: 'Declined',
      crypto: null,
    });
  });

  it('reads the three result states', () => {
    expect(toDepositResultState('error')).toBe('error');
    expect(toDepositResultState('Unconfirmed')).toBe('unconfirmed');
    expect(toDepositResultState('SUCCESS')).toBe('success');
    expect(toDepositResultState('pending')).toBeNull();
  });

  it('counts 9 seconds down to the crypto page after a card error', () => {
    expect(cryptoFallbackCountdown(1000, 1000)).toEqual({ secondsLeft: 9, submit: false });
    expect(cryptoFallbackCountdown(1000, 1999)).toEqual({ secondsLeft: 9, submit: false });
    expect(cryptoFallbackCountdown(1000, 2000)).toEqual({ secondsLeft: 8, submit: false });
    expect(cryptoFallbackCountdown(1000, 9999)).toEqual({ secondsLeft: 1, submit: false });
    expect(cryptoFallbackCountdown(1000, new Date(10_000))).toEqual({ secondsLeft: 0, submit: true });
    expect(cryptoFallbackCountdown(1000, 60_000)).toEqual({ secondsLeft: 0, submit: true });
    expect(cryptoFallbackCountdown(1000, 0)).toEqual({ secondsLeft: 9, submit: false });
  });
});

describe('deposit details that mutation testing showed untested', () => {
  const w = (requestId: string, methodName = ''): PendingWithdrawal => ({
    requestId,
    methodName,
    timestamp: '',
    amount: null,
    coindrawWithdrawalId: null,
  });

  it('keeps the first of two withdrawals with the same request id', () => {
    expect(pendingWithdrawalToShow([w('5', 'first'), w('5', 'second')])?.methodName).toBe('first');
  });

  it('orders mixed numeric and text ids', () => {
    expect(pendingWithdrawalToShow([w('100'), w('99'), w('w-12')])?.requestId).toBe('w-12');
  });
});
