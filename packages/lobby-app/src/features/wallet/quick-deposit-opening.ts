import { quickDepositAvailability, quickDepositOpening } from '@lobby/domain';
import { isCurrent, type QuickDepositRun, readOptions } from './quick-deposit-run.ts';

/**
 * The opening steps of quick deposit (§4): a pending withdrawal first (cancel it, or skip to the deposit),
 * then the availability check that leads to the form or to the cashier page.
 */
export function createOpeningSteps(run: QuickDepositRun) {
  const { state, deps, busy } = run;

  async function runCheck(seen: number): Promise<void> {
    state.step = { kind: 'loading' };
    const check = await deps.api.checkQuickDeposit({}, readOptions(run));
    if (!isCurrent(run, seen)) return;
    if (!check.ok) {
      state.step = { kind: 'load-failed', failed: 'check' };
      deps.onNews?.({ kind: 'load-failed' });
      return;
    }
    if (quickDepositAvailability(check.value) === 'redirect-cashier') {
      state.step = { kind: 'redirect-cashier' };
      deps.goToCashier();
      return;
    }
    run.processorOpened = true;
    state.amount = check.value.recommendedAmount === null ? '' : String(check.value.recommendedAmount);
    state.amountError = null;
    state.activeCoupon = check.value.activeCoupon;
    state.coupon = { kind: 'idle' };
    state.step = { kind: 'form', check: check.value, submitting: false };
  }

  async function loadWithdrawals(seen: number): Promise<void> {
    state.step = { kind: 'loading' };
    const pending = await deps.api.getPendingWithdrawals(readOptions(run));
    if (!isCurrent(run, seen)) return;
    if (!pending.ok) {
      state.step = { kind: 'load-failed', failed: 'withdrawals' };
      deps.onNews?.({ kind: 'load-failed' });
      return;
    }
    const opening = quickDepositOpening(pending.value.withdrawals);
    if (opening.kind === 'pending-withdrawal') {
      state.step = {
        kind: 'pending-withdrawal',
        withdrawal: opening.withdrawal,
        currency: pending.value.currency,
        cancelling: false,
      };
      return;
    }
    await runCheck(seen);
  }

  return {
    loadWithdrawals,

    /** After a failed read: ask again. */
    retry(): Promise<void> {
      const step = state.step;
      if (step.kind !== 'load-failed') return Promise.resolve();
      return step.failed === 'withdrawals' ? loadWithdrawals(run.generation) : runCheck(run.generation);
    },

    /** 'Skip to deposit' (also after a failed withdrawal read or cancel). */
    skipToDeposit(): Promise<void> {
      const step = state.step;
      const allowed =
        (step.kind === 'pending-withdrawal' && !busy.cancel) ||
        step.kind === 'withdrawal-not-cancelled' ||
        (step.kind === 'load-failed' && step.failed === 'withdrawals');
      return allowed ? runCheck(run.generation) : Promise.resolve();
    },

    /** 'Cancel and keep playing': one request however often it is asked. */
    async cancelWithdrawal(): Promise<void> {
      const step = state.step;
      if (step.kind !== 'pending-withdrawal' || busy.cancel) return;
      busy.cancel = true;
      const seen = run.generation;
      state.step = { ...step, cancelling: true };
      const result = await deps.api.cancelWithdrawal({
        requestId: step.withdrawal.requestId,
        methodName: step.withdrawal.methodName,
      });
      busy.cancel = false;
      const cancelled = result.ok && result.value;
      if (cancelled) void deps.refreshBalance();
      if (!isCurrent(run, seen)) return;
      state.step = {
        kind: cancelled ? 'withdrawal-cancelled' : 'withdrawal-not-cancelled',
        withdrawal: step.withdrawal,
        currency: step.currency,
      };
      deps.onNews?.({ kind: 'withdrawal', cancelled });
    },
  };
}
