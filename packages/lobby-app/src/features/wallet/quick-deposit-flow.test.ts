import { ok } from '@lobby/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDemoServer } from '../../../demo-casino/node.ts';
import { createApi } from '../../api/client.ts';
import { fetchFrameHost } from '../../testing/fetch-frame-host.ts';
import { createQuickDepositFlow } from './quick-deposit-flow.ts';
import type { QuickDepositDeps } from './quick-deposit-run.ts';

const { server, casino, env } = createDemoServer({ settings: { games: 60 } });

const api = createApi(env, { storage: () => null, frameHost: fetchFrameHost() });

function setup(overrides: Partial<QuickDepositDeps> = {}) {
  const deps = {
    api,
    refreshBalance: vi.fn(async () => true),
    goToCashier: vi.fn(),
    goToCrypto: vi.fn(),
    onNews: vi.fn(),
    ...overrides,
  };
  return { flow: createQuickDepositFlow(deps), deps };
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  vi.useRealTimers();
  casino.update({ profile: 'guest', faults: {} });
  casino.resetState();
});
afterAll(() => server.close());

describe('opening quick deposit', () => {
  it('offers the pending withdrawal with the highest request id first', async () => {
    casino.login('vip');
    const { flow } = setup();
    await flow.open();
    expect(flow.state.step).toMatchObject({
      kind: 'pending-withdrawal',
      withdrawal: { requestId: '88022', methodName: 'Bank Transfer' },
      currency: 'USD',
      cancelling: false,
    });
  });

  it('goes straight to the form, with the recommended amount, when nothing is pending', async () => {
    casino.login('new');
    const { flow } = setup();
    await flow.open();
    expect(flow.state.step).toMatchObject({ kind: 'form', submitting: false });
    expect(flow.state.amount).toBe('50');
    expect(flow.state.activeCoupon).toBeNull();
  });

  it('sends the player to the cashier when quick deposit is not usable', async () => {
    casino.login('practice');
    const { flow, deps } = setup();
    await flow.open();
    expect(flow.state.step.kind).toBe('redirect-cashier');
    expect(deps.goToCashier).toHaveBeenCalledTimes(1);
  });

  it('says a read failed and can try again, for the withdrawals and for the check', async () => {
    casino.login('new');
    casino.setFault('getPendingWithdrawals', 'malformed');
    const { flow, deps } = setup();
    await flow.open();
    expect(flow.state.step).toEqual({ kind: 'load-failed', failed: 'withdrawals' });
    expect(deps.onNews).toHaveBeenCalledWith({ kind: 'load-failed' });
    casino.setFault('getPendingWithdrawals', null);
    casino.setFault('quickdepositcheck', 'schema');
    await flow.retry();
    expect(flow.state.step).toEqual({ kind: 'load-failed', failed: 'check' });
    casino.setFault('quickdepositcheck', null);
    await flow.retry();
    expect(flow.state.step.kind).toBe('form');
  });

  it('lets the player skip past a withdrawal list that would not load', async () => {
    casino.login('new');
    casino.setFault('getPendingWithdrawals', '500');
    const { flow } = setup();
    await flow.open();
    await flow.skipToDeposit();
    expect(flow.state.step.kind).toBe('form');
  });
});

describe('the pending withdrawal', () => {
  it('cancels once however often it is asked, then refreshes the balance', async () => {
    casino.login('low');
    const cancel = vi.spyOn(api, 'cancelWithdrawal');
    const { flow, deps } = setup();
    await flow.open();
    const first = flow.cancelWithdrawal();
    expect(flow.state.step).toMatchObject({ kind: 'pending-withdrawal', cancelling: true });
    await Promise.all([first, flow.cancelWithdrawal(), flow.cancelWithdrawal()]);
    expect(cancel).toHaveBeenCalledTimes(1);
    cancel.mockRestore();
    expect(flow.state.step.kind).toBe('withdrawal-cancelled');
    expect(deps.refreshBalance).toHaveBeenCalledTimes(1);
    expect(deps.onNews).toHaveBeenCalledTimes(1);
    expect(deps.onNews).toHaveBeenCalledWith({ kind: 'withdrawal', cancelled: true });
  });

  it('reports a refused cancel (a crypto withdrawal already sent) and leaves the balance alone', async () => {
    casino.login('vip');
    const { flow, deps } = setup();
    await flow.open();
    await flow.cancelWithdrawal();
    expect(flow.state.step.kind).toBe('withdrawal-cancelled');
    await flow.open();
    expect(flow.state.step).toMatchObject({ withdrawal: { methodName: 'Bitcoin' } });
    await flow.cancelWithdrawal();
    expect(flow.state.step.kind).toBe('withdrawal-not-cancelled');
    expect(deps.refreshBalance).toHaveBeenCalledTimes(1);
    await flow.skipToDeposit();
    expect(flow.state.step.kind).toBe('form');
  });

  it('treats a cancel that got no answer as not cancelled', async () => {
    casino.login('low');
    casino.setFault('cancelWithdrawal', 'network');
    const { flow, deps } = setup();
    await flow.open();
    await flow.cancelWithdrawal();
    expect(flow.state.step.kind).toBe('withdrawal-not-cancelled');
    expect(deps.onNews).toHaveBeenCalledWith({ kind: 'withdrawal', cancelled: false });
  });

  it('skips to the deposit form', async () => {
    casino.login('low');
    const { flow } = setup();
    await flow.open();
    await flow.skipToDeposit();
    expect(flow.state.step).toMatchObject({ kind: 'form', check: { method: { alternative: 'bitcoin' } } });
  });
});

describe('the deposit', () => {
  async function formFor(profile: 'new' | 'low') {
    casino.login(profile);
    const made = setup();
    await made.flow.open();
    if (made.flow.state.step.kind === 'pending-withdrawal') await made.flow.skipToDeposit();
    return made;
  }

  it('refuses an empty, too small or too large amount without sending anything', async () => {
    const submit = vi.spyOn(api, 'submitQuickDeposit');
    const { flow } = await formFor('new');
    for (const [amount, kind] of [
      ['', 'empty'],
      ['10', 'below-min'],
      ['900', 'above-max'],
    ] as const) {
      flow.setAmount(amount);
      await flow.submit();
      expect(flow.state.amountError?.kind).toBe(kind);
    }
    flow.setAmount('40');
    expect(flow.state.amountError).toBeNull();
    expect(submit).not.toHaveBeenCalled();
    submit.mockRestore();
  });

  it('deposits once however often it is asked, then refreshes the balance', async () => {
    const submit = vi.spyOn(api, 'submitQuickDeposit');
    const { flow, deps } = await formFor('new');
    flow.setAmount('40');
    await Promise.all([flow.submit(), flow.submit(), flow.submit()]);
    expect(submit).toHaveBeenCalledTimes(1);
    submit.mockRestore();
    expect(flow.state.step).toMatchObject({ kind: 'result', result: { kind: 'success', amount: 40 } });
    expect(deps.refreshBalance).toHaveBeenCalledTimes(1);
    // the result is told once, for the screen reader
    expect(deps.onNews).toHaveBeenCalledTimes(1);
    expect(deps.onNews).toHaveBeenCalledWith({
      kind: 'deposit',
      result: { kind: 'success', amount: 40 },
      currency: 'USD',
    });
  });

  it('shows each failure the processor reports', async () => {
    const { flow, deps } = await formFor('new');
    flow.setAmount('99');
    await flow.submit();
    expect(flow.state.step).toMatchObject({ result: { kind: 'unconfirmed', amount: 99 } });
    await flow.open();
    flow.setAmount('66');
    await flow.submit();
    expect(flow.state.step).toMatchObject({ result: { kind: 'failed', alternative: null } });
    await flow.open();
    flow.setAmount('113');
    await flow.submit();
    expect(flow.state.step).toMatchObject({
      result: { kind: 'card-error', message: 'Your card was declined by the issuer.', crypto: null },
    });
    flow.backToForm();
    expect(flow.state.step.kind).toBe('form');
    expect(flow.state.amount).toBe('113');
    expect(deps.refreshBalance).not.toHaveBeenCalled();
  });

  it('counts down 9 seconds after a card error with a crypto alternative, then posts to the crypto page', async () => {
    const { flow, deps } = await formFor('low');
    flow.setAmount('113');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    await flow.submit();
    expect(flow.state.step).toMatchObject({
      result: { kind: 'card-error', crypto: { status: 'counting', secondsLeft: 9 } },
    });
    vi.advanceTimersByTime(4_100);
    expect(flow.state.step).toMatchObject({ result: { crypto: { secondsLeft: 5 } } });
    expect(deps.goToCrypto).not.toHaveBeenCalled();
    // the seconds going by are no news: only the card error so far
    expect(deps.onNews).toHaveBeenCalledTimes(1);
    expect(deps.onNews).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'deposit' }));
    vi.advanceTimersByTime(5_000);
    expect(flow.state.step).toMatchObject({ result: { crypto: { status: 'submitted' } } });
    expect(deps.goToCrypto).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(deps.onNews).toHaveBeenCalledTimes(2);
    expect(deps.onNews).toHaveBeenLastCalledWith({ kind: 'crypto-countdown-ended', alternative: 'bitcoin' });
    expect(deps.goToCrypto).toHaveBeenCalledWith({ amount: 113, method: 'bitcoin' });
  });

  it('stops the countdown when the player cancels it, and when the modal closes', async () => {
    const { flow, deps } = await formFor('low');
    flow.setAmount('113');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    await flow.submit();
    vi.advanceTimersByTime(2_000);
    flow.cancelCryptoCountdown();
    expect(flow.state.step).toMatchObject({ result: { crypto: { status: 'cancelled' } } });
    vi.advanceTimersByTime(20_000);
    expect(deps.goToCrypto).not.toHaveBeenCalled();
    expect(deps.onNews).not.toHaveBeenCalledWith(expect.objectContaining({ kind: 'crypto-countdown-ended' }));
    vi.useRealTimers();

    await flow.open();
    await flow.skipToDeposit();
    flow.setAmount('113');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    await flow.submit();
    flow.close();
    vi.advanceTimersByTime(20_000);
    expect(deps.goToCrypto).not.toHaveBeenCalled();
    expect(flow.state.step.kind).toBe('closed');
  });
});

describe('coupons', () => {
  async function formWith(profile: 'new' | 'sportsbook') {
    casino.login(profile);
    const made = setup();
    await made.flow.open();
    return made;
  }

  it('asks first, then redeems once however often it is confirmed', async () => {
    const redeem = vi.spyOn(api, 'redeemCoupon');
    const cancel = vi.spyOn(api, 'cancelCoupon');
    const { flow, deps } = await formWith('new');
    flow.selectCoupon('RELOAD50');
    expect(flow.state.coupon).toEqual({ kind: 'confirm', code: 'RELOAD50' });
    expect(redeem).not.toHaveBeenCalled();
    await Promise.all([flow.confirmCoupon(), flow.confirmCoupon()]);
    expect(redeem).toHaveBeenCalledTimes(1);
    expect(cancel).not.toHaveBeenCalled();
    redeem.mockRestore();
    cancel.mockRestore();
    expect(flow.state.coupon).toEqual({
      kind: 'done',
      message: { kind: 'redeemed', couponcode: 'RELOAD50' },
      retry: null,
    });
    expect(flow.state.activeCoupon).toBe('RELOAD50');
    expect(deps.onNews).toHaveBeenCalledTimes(1);
    expect(deps.onNews).toHaveBeenCalledWith({
      kind: 'coupon',
      message: { kind: 'redeemed', couponcode: 'RELOAD50' },
    });
  });

  it('cancels the active coupon before redeeming the selected one', async () => {
    const order: string[] = [];
    const cancel = vi.spyOn(api, 'cancelCoupon').mockImplementation(async (code) => {
      order.push(`cancel ${code}`);
      return ok({ success: true, couponcode: code, details: null, mappedMessage: null });
    });
    const redeem = vi.spyOn(api, 'redeemCoupon').mockImplementation(async ({ code }) => {
      order.push(`redeem ${code}`);
      return ok({ success: true, couponcode: code, details: null, mappedMessage: null });
    });
    const { flow } = await formWith('sportsbook');
    expect(flow.state.activeCoupon).toBe('WELCOME100');
    flow.selectCoupon('FREESPINS25');
    await flow.confirmCoupon();
    expect(order).toEqual(['cancel WELCOME100', 'redeem FREESPINS25']);
    cancel.mockRestore();
    redeem.mockRestore();
    expect(flow.state.activeCoupon).toBe('FREESPINS25');
  });

  it('names the coupon and the reason when the redeem is refused', async () => {
    const { flow } = await formWith('sportsbook');
    flow.selectCoupon('SUMMER20');
    await flow.confirmCoupon();
    expect(flow.state.coupon).toMatchObject({
      message: { kind: 'redeem-failed', couponcode: 'SUMMER20', details: 'This coupon has expired.' },
      retry: null,
    });
    // the active coupon was cancelled on the way
    expect(flow.state.activeCoupon).toBeNull();
  });

  it('stops at a refused cancel and names the active coupon with the mapped reason', async () => {
    const redeem = vi.spyOn(api, 'redeemCoupon');
    vi.spyOn(api, 'cancelCoupon').mockResolvedValueOnce(
      ok({ success: false, couponcode: null, details: null, mappedMessage: 'Playthrough in progress.' }),
    );
    const { flow } = await formWith('sportsbook');
    flow.selectCoupon('RELOAD50');
    await flow.confirmCoupon();
    expect(flow.state.coupon).toMatchObject({
      message: { kind: 'cancel-failed', couponcode: 'WELCOME100', reason: 'Playthrough in progress.' },
    });
    expect(redeem).not.toHaveBeenCalled();
    expect(flow.state.activeCoupon).toBe('WELCOME100');
    vi.restoreAllMocks();
  });

  it('uses the combined wording and offers a retry when no answer came', async () => {
    const { flow } = await formWith('sportsbook');
    casino.setFault('cancelcoupon', 'network');
    flow.selectCoupon('RELOAD50');
    await flow.confirmCoupon();
    expect(flow.state.coupon).toEqual({
      kind: 'done',
      message: { kind: 'cancel-or-redeem-failed', couponcode: 'RELOAD50' },
      retry: 'RELOAD50',
    });
    casino.setFault('cancelcoupon', null);
    flow.retryCoupon();
    await flow.confirmCoupon();
    expect(flow.state.coupon).toMatchObject({ message: { kind: 'redeemed', couponcode: 'RELOAD50' } });
  });
});

describe('closing', () => {
  it('ignores answers for an opening that was closed, and tells the processor it closed', async () => {
    casino.login('new');
    const closeqd = vi.spyOn(api, 'closeQuickDeposit');
    const { flow } = setup();
    const opening = flow.open();
    flow.close();
    await opening;
    expect(flow.state.step.kind).toBe('closed');
    expect(closeqd).not.toHaveBeenCalled();
    await flow.open();
    flow.close();
    expect(closeqd).toHaveBeenCalledTimes(1);
    closeqd.mockRestore();
  });

  it('still refreshes the balance and reports a deposit that lands after the modal closed', async () => {
    casino.login('new');
    const onResultAfterClose = vi.fn();
    const { flow, deps } = setup({ onResultAfterClose });
    await flow.open();
    flow.setAmount('40');
    const submitting = flow.submit();
    flow.close();
    await submitting;
    expect(deps.refreshBalance).toHaveBeenCalledTimes(1);
    expect(onResultAfterClose).toHaveBeenCalledWith({ kind: 'success', amount: 40 }, 'USD');
    expect(flow.state.step.kind).toBe('closed');
  });
});

describe('leaving for the cashier', () => {
  it('after a failed deposit tells the processor once, then leaves once however often the link is pressed', async () => {
    casino.login('new');
    const handover = vi.spyOn(api, 'openQuickDepositCashier');
    const closeqd = vi.spyOn(api, 'closeQuickDeposit');
    const { flow, deps } = setup();
    await flow.open();
    flow.setAmount('66');
    await flow.submit();
    expect(flow.state.step).toMatchObject({ kind: 'result', result: { kind: 'failed' } });
    await Promise.all([flow.goToCashier(), flow.goToCashier()]);
    expect(handover).toHaveBeenCalledTimes(1);
    expect(deps.goToCashier).toHaveBeenCalledTimes(1);
    // handed over: closing as the page leaves does not also close the processor's session
    flow.close();
    expect(closeqd).not.toHaveBeenCalled();
    handover.mockRestore();
    closeqd.mockRestore();
  });

  it('leaves for the cashier even when the processor cannot be told', async () => {
    casino.login('new');
    casino.setFault('quickDepositCashier', 'network');
    const { flow, deps } = setup();
    await flow.open();
    await flow.goToCashier();
    expect(deps.goToCashier).toHaveBeenCalledTimes(1);
  });

  it('tells the processor nothing when it never opened a deposit session', async () => {
    casino.login('new');
    casino.setFault('getPendingWithdrawals', '500');
    const handover = vi.spyOn(api, 'openQuickDepositCashier');
    const { flow, deps } = setup();
    await flow.open();
    expect(flow.state.step).toMatchObject({ kind: 'load-failed' });
    await flow.goToCashier();
    expect(handover).not.toHaveBeenCalled();
    expect(deps.goToCashier).toHaveBeenCalledTimes(1);
    handover.mockRestore();
  });
});
