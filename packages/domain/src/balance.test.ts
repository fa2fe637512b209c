import { describe, expect, it } from 'vitest';
import {
  balanceChangeNotice,
  cashierTooltipSchedule,
  isLowBalance,
  lowBalanceOpensQuickDeposit,
  lowBalanceRule,
  postGameBalanceOutcome,
  runsPostGameBalanceCheck,
  shouldShowCashierTooltip,
} from './balance.ts';

describe('balance change notice', () => {
  it('shows a win from +3 and a loss from -3', () => {
    expect(balanceChangeNotice(10, 13, false)).toBe('win');
    expect(balanceChangeNotice(10, 12.99, false)).toBe('none');
    expect(balanceChangeNotice(10, 7, false)).toBe('lose');
    expect(balanceChangeNotice(10, 7.01, false)).toBe('none');
    expect(balanceChangeNotice(10, 10, false)).toBe('none');
  });

  it('counts in cents so floating point does not hide a win', () => {
    expect(balanceChangeNotice(7.1, 10.1, false)).toBe('win');
    expect(balanceChangeNotice(10.1, 7.1, false)).toBe('lose');
  });

  it('uses ±100 on the live environment', () => {
    expect(balanceChangeNotice(100, 200, true)).toBe('win');
    expect(balanceChangeNotice(100, 199.99, true)).toBe('none');
    expect(balanceChangeNotice(200, 100, true)).toBe('lose');
    expect(balanceChangeNotice(200, 100.01, true)).toBe('none');
  });

  it('shows nothing when a balance is unknown', () => {
    expect(balanceChangeNotice(null, 100, false)).toBe('none');
    expect(balanceChangeNotice(100, null, false)).toBe('none');
  });
});

describe('low balance', () => {
  it('is under 5', () => {
    expect(isLowBalance(4.99)).toBe(true);
    expect(isLowBalance(5)).toBe(false);
    expect(isLowBalance(0)).toBe(true);
    expect(isLowBalance(null)).toBe(false);
  });

  it('is shown as 5 euros for casino 85 and in the player currency elsewhere', () => {
    expect(lowBalanceRule(85, 'USD')).toEqual({ amount: 5, currency: 'EUR' });
    expect(lowBalanceRule(4, 'CAD')).toEqual({ amount: 5, currency: 'CAD' });
  });

  it('opens quick deposit only when enabled, in fusion, outside live', () => {
    expect(lowBalanceOpensQuickDeposit({ quickdepositEnabled: true, isFusion: true, isLive: false })).toBe(
      true,
    );
    expect(lowBalanceOpensQuickDeposit({ quickdepositEnabled: false, isFusion: true, isLive: false })).toBe(
      false,
    );
    expect(lowBalanceOpensQuickDeposit({ quickdepositEnabled: true, isFusion: false, isLive: false })).toBe(
      false,
    );
    expect(lowBalanceOpensQuickDeposit({ quickdepositEnabled: true, isFusion: true, isLive: true })).toBe(
      false,
    );
  });
});

describe('post-game balance check', () => {
  const config = { quickdepositEnabled: true, isFusion: true, isLive: false };

  it('shows the notice and nothing else when the balance stays at 5 or more', () => {
    expect(postGameBalanceOutcome({ ...config, previous: 10, current: 5 })).toEqual({
      notice: 'lose',
      lowBalance: null,
    });
  });

  it('opens quick deposit or shows the low-balance notice under 5', () => {
    expect(postGameBalanceOutcome({ ...config, previous: 6, current: 4.99 })).toEqual({
      notice: 'none',
      lowBalance: 'open-quick-deposit',
    });
    expect(postGameBalanceOutcome({ ...config, isLive: true, previous: 6, current: 4 })).toEqual({
      notice: 'none',
      lowBalance: 'show-notice',
    });
  });
});

describe('whether the post-game balance check runs', () => {
  const visit = { checkOn: true, mode: 'real', isGuest: false } as const;

  it("runs after a player's real-money game while it is switched on", () => {
    expect(runsPostGameBalanceCheck(visit)).toBe(true);
  });

  it('never runs while it is switched off', () => {
    expect(runsPostGameBalanceCheck({ ...visit, checkOn: false })).toBe(false);
  });

  it('does not run after fun-money play nor for a guest', () => {
    expect(runsPostGameBalanceCheck({ ...visit, mode: 'fun' })).toBe(false);
    expect(runsPostGameBalanceCheck({ ...visit, isGuest: true })).toBe(false);
  });
});

describe('cashier tooltip', () => {
  const now = Date.UTC(2024, 0, 2);
  const minutes = (n: number) => n * 60_000;

  it('shows for a balance under 5 when never shown this session', () => {
    expect(shouldShowCashierTooltip({ balance: 4, lastShownAt: null, now })).toBe(true);
    expect(shouldShowCashierTooltip({ balance: 5, lastShownAt: null, now })).toBe(false);
    expect(shouldShowCashierTooltip({ balance: null, lastShownAt: null, now })).toBe(false);
  });

  it('shows again only once more than 1440 minutes have passed', () => {
    expect(shouldShowCashierTooltip({ balance: 1, lastShownAt: now - minutes(1440), now })).toBe(false);
    expect(
      shouldShowCashierTooltip({ balance: 1, lastShownAt: now - minutes(1440) - 1, now: new Date(now) }),
    ).toBe(true);
    expect(shouldShowCashierTooltip({ balance: 1, lastShownAt: now - minutes(10), now })).toBe(false);
  });

  it('appears 3 s after load and hides 10 s later', () => {
    expect(cashierTooltipSchedule(1000)).toEqual({ showAt: 4000, hideAt: 14000 });
  });
});
