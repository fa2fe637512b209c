import { describe, expect, it } from 'vitest';
import { casinoReasonText, type DfsTexts, dialogViewFor, fillReasonText } from './dfs-dialog-view.ts';

const values = { minimumDeposit: '$30', balanceRule: '$5', lastXDays: 7 };

const texts: DfsTexts = {
  problem: (problem) => `problem:${problem}`,
  reason: (reason) => `reason:${reason}`,
  sendFailed: () => 'not sent',
};

describe('the casino’s reason texts', () => {
  it('fills in every {days} and {amount}', () => {
    expect(fillReasonText('{amount} in {days} days, {days} days', '$30', 7)).toBe('$30 in 7 days, 7 days');
    expect(fillReasonText('no {amount} here', null, 7)).toBe('no  here');
  });

  it('speaks of the minimum deposit or the balance rule as the amount, by reason', () => {
    const reasonTexts = {
      minimum_deposit: 'Deposit {amount} in {days} days.',
      fivedolar_balance: 'Keep under {amount}.',
      active_coupon: 'No {amount} coupon.',
    };
    expect(casinoReasonText('minimum_deposit', reasonTexts, values)).toBe('Deposit $30 in 7 days.');
    expect(casinoReasonText('fivedolar_balance', reasonTexts, values)).toBe('Keep under $5.');
    expect(casinoReasonText('active_coupon', reasonTexts, values)).toBe('No  coupon.');
    expect(casinoReasonText('redeemed_today', reasonTexts, values)).toBeNull();
  });
});

describe('dialogViewFor', () => {
  it('links a win to its game and leaves a win without a game unlinked', () => {
    const win = { spins: 10, gameName: 'Cash Bandits', gameImage: null, shortcut: 'cash bandits' };
    expect(dialogViewFor({ kind: 'won', win }, texts)).toEqual({
      kind: 'won',
      win: { spins: 10, gameName: 'Cash Bandits', gameImage: null, playHref: '/play/cash%20bandits' },
    });
    const view = dialogViewFor({ kind: 'won', win: { ...win, shortcut: null } }, texts);
    expect(view.kind === 'won' && view.win.playHref).toBeNull();
  });

  it('offers a retry only when a redeem got no answer, keeping a refusal’s own message', () => {
    expect(dialogViewFor({ kind: 'redeem-failed', serverMessage: null, problem: 'network' }, texts)).toEqual({
      kind: 'redeem-failed',
      serverMessage: 'problem:network',
      retryable: true,
    });
    expect(dialogViewFor({ kind: 'redeem-failed', serverMessage: 'No.', problem: null }, texts)).toEqual({
      kind: 'redeem-failed',
      serverMessage: 'No.',
      retryable: false,
    });
  });

  it('says why spins are not allowed and why an e-mail was not sent', () => {
    expect(dialogViewFor({ kind: 'not-allowed', reason: 'active_coupon' }, texts)).toEqual({
      kind: 'not-allowed',
      reason: 'active_coupon',
      message: 'reason:active_coupon',
    });
    const email = { kind: 'email', email: 'mia@example.com', sent: false, sending: false } as const;
    expect(dialogViewFor({ ...email, sendFailed: true }, texts)).toMatchObject({ sendError: 'not sent' });
    expect(dialogViewFor({ ...email, sendFailed: false }, texts)).toMatchObject({ sendError: null });
  });
});
