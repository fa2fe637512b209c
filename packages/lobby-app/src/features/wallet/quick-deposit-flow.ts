/**
 * The quick-deposit flow (§4): pending withdrawal first, then the availability check, the deposit form with
 * its coupons, and the result. A plain store with actions, so the order of calls, the guards against double
 * clicks and every failure path are tested without a browser; `QuickDepositHost` renders its state.
 */
import {
  type CouponAnswer,
  CRYPTO_FALLBACK_COUNTDOWN_SECONDS,
  couponMessage,
  couponSteps,
  cryptoFallbackCountdown,
  quickDepositAvailability,
  quickDepositOpening,
  validateDepositAmount,
} from '@lobby/domain';
import type { CouponFlow, DepositAmountError, DepositResultView, QuickDepositStep } from '@lobby/ui';
import { proxy } from 'valtio';
import type { Api, DepositOutcome } from '../../api/index.ts';
import type { ApiResult } from '../../api/transport.ts';

export interface QuickDepositState {
  step: QuickDepositStep;
  /** The amount as typed. */
  amount: string;
  /** Why the amount was refused, once the player tried to submit it. */
  amountError: DepositAmountError | null;
  /** The coupon active for the player, as the check said and redeeming changed it. */
  activeCoupon: string | null;
  coupon: CouponFlow;
}

export type QuickDepositApi = Pick<
  Api,
  | 'getPendingWithdrawals'
  | 'cancelWithdrawal'
  | 'checkQuickDeposit'
  | 'submitQuickDeposit'
  | 'closeQuickDeposit'
  | 'cancelCoupon'
  | 'redeemCoupon'
>;

export interface QuickDepositDeps {
  readonly api: QuickDepositApi;
  /** Fetches the balance again after money came back or went in. */
  readonly refreshBalance: () => Promise<unknown>;
  /** Leaves for the cashier page (quick deposit not usable). */
  readonly goToCashier: () => void;
  /** Posts the amount to the crypto deposit page (end of the countdown). */
  readonly goToCrypto: (fields: { readonly amount: number; readonly method: string }) => void;
  readonly now?: () => number;
  /** How often the countdown is re-read; the seconds come from the clock, not from counting ticks. */
  readonly tickMs?: number;
  /** A deposit answered after the modal was closed: the player still hears how it went. */
  readonly onResultAfterClose?: (result: DepositResultView, currency: string) => void;
}

/**
 * The view of a processor report: a refusal with a message is a card error, one without a message a plain
 * failure; a failed submission without any report (no frame) reads as unconfirmed, the safe side.
 *
 * @example
 * depositResultView(ok({ state: 'error', amount: 13, message: 'Declined' }), 13, 'bitcoin');
 * // { kind: 'card-error', message: 'Declined', crypto: { status: 'counting', secondsLeft: 9, alternative: 'bitcoin' } }
 */
export function depositResultView(
  result: ApiResult<DepositOutcome>,
  submitted: number,
  alternative: string | null,
): DepositResultView {
  if (!result.ok) return { kind: 'unconfirmed', amount: submitted };
  const { state, amount, message } = result.value;
  const shown = amount ?? submitted;
  if (state === 'success') return { kind: 'success', amount: shown };
  if (state === 'unconfirmed') return { kind: 'unconfirmed', amount: shown };
  const reason = message?.trim() ?? '';
  if (reason === '') return { kind: 'failed', alternative };
  return {
    kind: 'card-error',
    message: reason,
    crypto:
      alternative === null
        ? null
        : { status: 'counting', secondsLeft: CRYPTO_FALLBACK_COUNTDOWN_SECONDS, alternative },
  };
}

const closedState = (): QuickDepositState => ({
  step: { kind: 'closed' },
  amount: '',
  amountError: null,
  activeCoupon: null,
  coupon: { kind: 'idle' },
});

/**
 * The flow as a store: `state` is a valtio proxy to render; the actions never throw and never send a
 * money request twice while one is on its way.
 *
 * @example
 * const flow = createQuickDepositFlow({ api, refreshBalance, goToCashier, goToCrypto });
 * void flow.open();
 */
export function createQuickDepositFlow(deps: QuickDepositDeps) {
  const now = deps.now ?? (() => Date.now());
  const state = proxy<QuickDepositState>(closedState());
  // bumped on every open and close: an answer for an earlier opening must not repaint this one
  let generation = 0;
  let reads: AbortController | null = null;
  let countdown: ReturnType<typeof setInterval> | null = null;
  let processorOpened = false;
  const busy = { cancel: false, submit: false, coupon: false };

  const stopCountdown = () => {
    if (countdown !== null) clearInterval(countdown);
    countdown = null;
  };

  const current = (seen: number) => seen === generation && state.step.kind !== 'closed';

  async function runCheck(seen: number): Promise<void> {
    state.step = { kind: 'loading' };
    const check = await deps.api.checkQuickDeposit({}, reads ? { signal: reads.signal } : {});
    if (!current(seen)) return;
    if (!check.ok) {
      state.step = { kind: 'load-failed', failed: 'check' };
      return;
    }
    if (quickDepositAvailability(check.value) === 'redirect-cashier') {
      state.step = { kind: 'redirect-cashier' };
      deps.goToCashier();
      return;
    }
    processorOpened = true;
    state.amount = check.value.recommendedAmount === null ? '' : String(check.value.recommendedAmount);
    state.amountError = null;
    state.activeCoupon = check.value.activeCoupon;
    state.coupon = { kind: 'idle' };
    state.step = { kind: 'form', check: check.value, submitting: false };
  }

  async function loadWithdrawals(seen: number): Promise<void> {
    state.step = { kind: 'loading' };
    const pending = await deps.api.getPendingWithdrawals(reads ? { signal: reads.signal } : {});
    if (!current(seen)) return;
    if (!pending.ok) {
      state.step = { kind: 'load-failed', failed: 'withdrawals' };
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

  function startCountdown(seen: number, amount: number): void {
    stopCountdown();
    const startedAt = now();
    const tick = () => {
      const step = state.step;
      if (!current(seen) || step.kind !== 'result' || step.result.kind !== 'card-error') {
        stopCountdown();
        return;
      }
      const crypto = step.result.crypto;
      if (crypto?.status !== 'counting') {
        stopCountdown();
        return;
      }
      const progress = cryptoFallbackCountdown(startedAt, now());
      if (progress.submit) {
        stopCountdown();
        state.step = {
          ...step,
          result: { ...step.result, crypto: { status: 'submitted', alternative: crypto.alternative } },
        };
        deps.goToCrypto({ amount, method: crypto.alternative });
      } else if (progress.secondsLeft !== crypto.secondsLeft) {
        state.step = {
          ...step,
          result: { ...step.result, crypto: { ...crypto, secondsLeft: progress.secondsLeft } },
        };
      }
    };
    countdown = setInterval(tick, deps.tickMs ?? 250);
  }

  return {
    state,

    /** Starts the flow: pending withdrawals first (§4). */
    open(): Promise<void> {
      generation += 1;
      stopCountdown();
      reads?.abort();
      reads = new AbortController();
      Object.assign(state, closedState(), { step: { kind: 'loading' } });
      return loadWithdrawals(generation);
    },

    /** Ends the flow; a money request already sent finishes in the background and still refreshes the balance. */
    close(): void {
      generation += 1;
      stopCountdown();
      reads?.abort();
      reads = null;
      if (processorOpened) void deps.api.closeQuickDeposit();
      processorOpened = false;
      Object.assign(state, closedState());
    },

    /** After a failed read: ask again. */
    retry(): Promise<void> {
      const step = state.step;
      if (step.kind !== 'load-failed') return Promise.resolve();
      return step.failed === 'withdrawals' ? loadWithdrawals(generation) : runCheck(generation);
    },

    /** 'Skip to deposit' (also after a failed withdrawal read or cancel). */
    skipToDeposit(): Promise<void> {
      const step = state.step;
      const allowed =
        (step.kind === 'pending-withdrawal' && !busy.cancel) ||
        step.kind === 'withdrawal-not-cancelled' ||
        (step.kind === 'load-failed' && step.failed === 'withdrawals');
      return allowed ? runCheck(generation) : Promise.resolve();
    },

    /** 'Cancel and keep playing': one request however often it is asked. */
    async cancelWithdrawal(): Promise<void> {
      const step = state.step;
      if (step.kind !== 'pending-withdrawal' || busy.cancel) return;
      busy.cancel = true;
      const seen = generation;
      state.step = { ...step, cancelling: true };
      const result = await deps.api.cancelWithdrawal({
        requestId: step.withdrawal.requestId,
        methodName: step.withdrawal.methodName,
      });
      busy.cancel = false;
      const cancelled = result.ok && result.value;
      if (cancelled) void deps.refreshBalance();
      if (!current(seen)) return;
      state.step = {
        kind: cancelled ? 'withdrawal-cancelled' : 'withdrawal-not-cancelled',
        withdrawal: step.withdrawal,
        currency: step.currency,
      };
    },

    setAmount(text: string): void {
      state.amount = text;
      // once refused, the message follows the typing so the player sees when the amount is right
      if (state.amountError !== null && state.step.kind === 'form') {
        const check = validateDepositAmount(text, state.step.check.method);
        state.amountError = check.kind === 'ok' ? null : check;
      }
    },

    /** Validates and sends the deposit into the processor's frame: one request however often it is asked. */
    async submit(): Promise<void> {
      const step = state.step;
      if (step.kind !== 'form' || step.submitting || busy.submit) return;
      const check = validateDepositAmount(state.amount, step.check.method);
      if (check.kind !== 'ok') {
        state.amountError = check;
        return;
      }
      state.amountError = null;
      busy.submit = true;
      const seen = generation;
      state.step = { ...step, submitting: true };
      const result = await deps.api.submitQuickDeposit({
        amount: check.amount,
        cardId: step.check.method.cardId,
      });
      busy.submit = false;
      if (result.ok && result.value.state === 'success') void deps.refreshBalance();
      const view = depositResultView(result, check.amount, step.check.method.alternative);
      if (!current(seen)) {
        deps.onResultAfterClose?.(view, step.check.currency);
        return;
      }
      state.step = { kind: 'result', check: step.check, result: view };
      if (view.kind === 'card-error' && view.crypto !== null) startCountdown(seen, check.amount);
    },

    /** Stops the countdown to the crypto page; the player stays on the card error. */
    cancelCryptoCountdown(): void {
      const step = state.step;
      if (step.kind !== 'result' || step.result.kind !== 'card-error') return;
      const crypto = step.result.crypto;
      if (crypto?.status !== 'counting') return;
      stopCountdown();
      state.step = {
        ...step,
        result: { ...step.result, crypto: { status: 'cancelled', alternative: crypto.alternative } },
      };
    },

    /** Back to the form after a card error, keeping the amount. */
    backToForm(): void {
      const step = state.step;
      if (step.kind !== 'result' || step.result.kind !== 'card-error') return;
      stopCountdown();
      state.step = { kind: 'form', check: step.check, submitting: false };
    },

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
      const seen = generation;
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
          if (current(seen)) state.activeCoupon = null;
        } else redeem = result.value;
      }
      if (lost && current(seen)) {
        // the request may have reached the casino even though its answer did not reach us: ask which
        // coupon is active now, so a retry cancels what is really there
        const fresh = await deps.api.checkQuickDeposit({}, reads ? { signal: reads.signal } : {});
        if (fresh.ok && current(seen)) state.activeCoupon = fresh.value.activeCoupon;
      }
      busy.coupon = false;
      if (!current(seen)) return;
      const message = couponMessage({ selected, activeCoupon, cancel, redeem });
      if (message.kind === 'redeemed') state.activeCoupon = message.couponcode;
      state.coupon = { kind: 'done', message, retry: lost ? selected : null };
    },

    /** After a failure without an answer: the same coupon again, from the confirmation. */
    retryCoupon(): void {
      const coupon = state.coupon;
      if (coupon.kind === 'done' && coupon.retry !== null)
        state.coupon = { kind: 'confirm', code: coupon.retry };
    },
  };
}
