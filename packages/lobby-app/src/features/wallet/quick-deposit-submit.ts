import { cryptoFallbackCountdown, depositResult, validateDepositAmount } from '@lobby/domain';
import { isCurrent, type QuickDepositRun, stopCountdown } from './quick-deposit-run.ts';

/**
 * The deposit steps of quick deposit (§4): the amount, one submission into the processor's frame, the
 * result, and after a card error the countdown to the crypto deposit page (cancellable) or back to the form.
 */
export function createDepositSteps(run: QuickDepositRun) {
  const { state, deps, busy } = run;

  function startCountdown(seen: number, amount: number): void {
    stopCountdown(run);
    const startedAt = run.now();
    const tick = () => {
      const step = state.step;
      if (!isCurrent(run, seen) || step.kind !== 'result' || step.result.kind !== 'card-error') {
        stopCountdown(run);
        return;
      }
      const crypto = step.result.crypto;
      if (crypto?.status !== 'counting') {
        stopCountdown(run);
        return;
      }
      const progress = cryptoFallbackCountdown(startedAt, run.now());
      if (progress.submit) {
        stopCountdown(run);
        state.step = {
          ...step,
          result: { ...step.result, crypto: { status: 'submitted', alternative: crypto.alternative } },
        };
        deps.onNews?.({ kind: 'crypto-countdown-ended', alternative: crypto.alternative });
        deps.goToCrypto({ amount, method: crypto.alternative });
      } else if (progress.secondsLeft !== crypto.secondsLeft) {
        state.step = {
          ...step,
          result: { ...step.result, crypto: { ...crypto, secondsLeft: progress.secondsLeft } },
        };
      }
    };
    run.countdown = setInterval(tick, deps.tickMs ?? 250);
  }

  return {
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
      const seen = run.generation;
      state.step = { ...step, submitting: true };
      const result = await deps.api.submitQuickDeposit({
        amount: check.amount,
        cardId: step.check.method.cardId,
      });
      busy.submit = false;
      if (result.ok && result.value.state === 'success') void deps.refreshBalance();
      const view = depositResult(
        result.ok ? result.value : null,
        check.amount,
        step.check.method.alternative,
      );
      if (!isCurrent(run, seen)) {
        deps.onResultAfterClose?.(view, step.check.currency);
        return;
      }
      state.step = { kind: 'result', check: step.check, result: view };
      deps.onNews?.({ kind: 'deposit', result: view, currency: step.check.currency });
      if (view.kind === 'card-error' && view.crypto !== null) startCountdown(seen, check.amount);
    },

    /** Stops the countdown to the crypto page; the player stays on the card error. */
    cancelCryptoCountdown(): void {
      const step = state.step;
      if (step.kind !== 'result' || step.result.kind !== 'card-error') return;
      const crypto = step.result.crypto;
      if (crypto?.status !== 'counting') return;
      stopCountdown(run);
      state.step = {
        ...step,
        result: { ...step.result, crypto: { status: 'cancelled', alternative: crypto.alternative } },
      };
    },

    /** Back to the form after a card error, keeping the amount. */
    backToForm(): void {
      const step = state.step;
      if (step.kind !== 'result' || step.result.kind !== 'card-error') return;
      stopCountdown(run);
      state.step = { kind: 'form', check: step.check, submitting: false };
    },
  };
}
