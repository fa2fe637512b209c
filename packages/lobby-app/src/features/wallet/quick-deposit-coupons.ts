import { type CouponAnswer, couponMessage, couponSteps } from '@lobby/domain';
import { isCurrent, type QuickDepositRun, readOptions } from './quick-deposit-run.ts';

/**
 * The coupon steps of quick deposit (§4): a coupon button asks for confirmation, then the active coupon is
 * cancelled and the chosen one redeemed, once however often it is asked; a lost answer can be retried.
 */
export function createCouponSteps(run: QuickDepositRun) {
  const { state, deps, busy } = run;
  return {
    /** A coupon button: asks for confirmation first (§4). */
    selectCoupon(code: string): void {
      if (state.step.kind !== 'form' || busy.coupon || code.trim() === '') return;
      state.coupon = { kind: 'confirm', code };
    },

    dismissCoupon(): void {
      if (state.coupon.kind === 'confirm' || state.coupon.kind === 'done') state.coupon = { kind: 'idle' };
    },

    /** Confirmed: cancel the active coupon first, then redeem; one run however often it is asked. */
    async confirmCoupon(): Promise<void> {
      const coupon = state.coupon;
      if (coupon.kind !== 'confirm' || busy.coupon) return;
      busy.coupon = true;
      const seen = run.generation;
      const selected = coupon.code;
      const activeCoupon = state.activeCoupon;
      state.coupon = { kind: 'working', code: selected };
      let cancel: CouponAnswer | null = null;
      let redeem: CouponAnswer | null = null;
      let lost = false;
      for (const step of couponSteps(activeCoupon, selected)) {
        if (step.kind === 'confirm') continue;
        const result =
          step.kind === 'cancel'
            ? await deps.api.cancelCoupon(step.couponcode)
            : await deps.api.redeemCoupon({ code: step.couponcode });
        if (!result.ok) {
          lost = true;
          break;
        }
        if (step.kind === 'cancel') {
          cancel = result.value;
          if (!cancel.success) break;
          if (isCurrent(run, seen)) state.activeCoupon = null;
        } else redeem = result.value;
      }
      if (lost && isCurrent(run, seen)) {
        // the request may have reached the casino even though its answer did not reach us: ask which
        // coupon is active now, so a retry cancels what is really there
        const fresh = await deps.api.checkQuickDeposit({}, readOptions(run));
        if (fresh.ok && isCurrent(run, seen)) state.activeCoupon = fresh.value.activeCoupon;
      }
      busy.coupon = false;
      if (!isCurrent(run, seen)) return;
      const message = couponMessage({ selected, activeCoupon, cancel, redeem });
      if (message.kind === 'redeemed') state.activeCoupon = message.couponcode;
      state.coupon = { kind: 'done', message, retry: lost ? selected : null };
      deps.onNews?.({ kind: 'coupon', message });
    },

    /** After a failure without an answer: the same coupon again, from the confirmation. */
    retryCoupon(): void {
      const coupon = state.coupon;
      if (coupon.kind === 'done' && coupon.retry !== null)
        state.coupon = { kind: 'confirm', code: coupon.retry };
    },
  };
}
