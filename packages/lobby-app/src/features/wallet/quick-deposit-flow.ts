/**
 * The quick-deposit flow (§4): pending withdrawal first, then the availability check, the deposit form with
 * its coupons, and the result. A plain store with actions, so the order of calls, the guards against double
 * clicks and every failure path are tested without a browser; `QuickDepositHost` renders its state.
 */
import { createCouponSteps } from './quick-deposit-coupons.ts';
import { createOpeningSteps } from './quick-deposit-opening.ts';
import {
  closedState,
  createQuickDepositRun,
  type QuickDepositDeps,
  stopCountdown,
} from './quick-deposit-run.ts';
import { createDepositSteps } from './quick-deposit-submit.ts';

/** How long the processor may take to hear that the player moves on to the cashier before the page leaves. */
export const CASHIER_HANDOVER_MS = 3_000;

/**
 * The flow as a store: `state` is a valtio proxy to render; the actions never throw and never send a
 * money request twice while one is on its way.
 *
 * @example
 * const flow = createQuickDepositFlow({ api, refreshBalance, goToCashier, goToCrypto });
 * void flow.open();
 */
export function createQuickDepositFlow(deps: QuickDepositDeps) {
  const run = createQuickDepositRun(deps);
  const { state } = run;
  const { loadWithdrawals, ...opening } = createOpeningSteps(run);

  return {
    state,

    /** Starts the flow: pending withdrawals first (§4). */
    open(): Promise<void> {
      run.generation += 1;
      stopCountdown(run);
      run.reads?.abort();
      run.reads = new AbortController();
      Object.assign(state, closedState(), { step: { kind: 'loading' } });
      return loadWithdrawals(run.generation);
    },

    /** Ends the flow; a money request already sent finishes in the background and still refreshes the balance. */
    close(): void {
      run.generation += 1;
      stopCountdown(run);
      run.reads?.abort();
      run.reads = null;
      if (run.processorOpened) void deps.api.closeQuickDeposit();
      run.processorOpened = false;
      Object.assign(state, closedState());
    },

    /**
     * The player follows a cashier link out of the modal. Once the processor holds a deposit session (the
     * check answered), it hears first that the player moves on to the cashier (§7 `?cashier`), within a
     * short time limit and without its failure keeping the player here; then the page leaves. Pressed twice,
     * it leaves once.
     */
    async goToCashier(): Promise<void> {
      if (run.busy.leaving) return;
      run.busy.leaving = true;
      stopCountdown(run);
      try {
        if (run.processorOpened) {
          run.processorOpened = false;
          await deps.api.openQuickDepositCashier({ timeoutMs: CASHIER_HANDOVER_MS });
        }
        deps.goToCashier();
      } finally {
        run.busy.leaving = false;
      }
    },

    ...opening,
    ...createDepositSteps(run),
    ...createCouponSteps(run),
  };
}
