import type { DepositResult, QuickDepositNews } from '@lobby/domain';
import type { CouponFlow, DepositAmountError, QuickDepositStep } from '@lobby/ui';
import { proxy } from 'valtio';
import type { Api } from '../../api/index.ts';

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
  | 'openQuickDepositCashier'
  | 'cancelCoupon'
  | 'redeemCoupon'
>;

export interface QuickDepositDeps {
  readonly api: QuickDepositApi;
  /** Fetches the balance again after money came back or went in. */
  readonly refreshBalance: () => Promise<unknown>;
  /** Leaves for the cashier page (quick deposit not usable, or the player follows a cashier link). */
  readonly goToCashier: () => void;
  /** Posts the amount to the crypto deposit page (end of the countdown). */
  readonly goToCrypto: (fields: { readonly amount: number; readonly method: string }) => void;
  readonly now?: () => number;
  /** How often the countdown is re-read; the seconds come from the clock, not from counting ticks. */
  readonly tickMs?: number;
  /** A deposit answered after the modal was closed: the player still hears how it went. */
  readonly onResultAfterClose?: (result: DepositResult, currency: string) => void;
  /** Each outcome of the open modal, once: a deposit, a coupon, a withdrawal, a failed read, the end of the crypto countdown. */
  readonly onNews?: (news: QuickDepositNews) => void;
}

export const closedState = (): QuickDepositState => ({
  step: { kind: 'closed' },
  amount: '',
  amountError: null,
  activeCoupon: null,
  coupon: { kind: 'idle' },
});

/** What the steps of the quick-deposit flow share: its store, its openings, reads, guards and countdown. */
export interface QuickDepositRun {
  readonly state: QuickDepositState;
  readonly deps: QuickDepositDeps;
  readonly now: () => number;
  /** Bumped on every open and close: an answer for an earlier opening must not repaint this one. */
  generation: number;
  /** Aborts the reads of the current opening. */
  reads: AbortController | null;
  /** The check answered, so the processor must be told when the modal closes. */
  processorOpened: boolean;
  countdown: ReturnType<typeof setInterval> | null;
  /** The money requests on their way; none is sent twice. */
  readonly busy: { cancel: boolean; submit: boolean; coupon: boolean; leaving: boolean };
}

export function createQuickDepositRun(deps: QuickDepositDeps): QuickDepositRun {
  return {
    state: proxy<QuickDepositState>(closedState()),
    deps,
    now: deps.now ?? (() => Date.now()),
    generation: 0,
    reads: null,
    processorOpened: false,
    countdown: null,
    busy: { cancel: false, submit: false, coupon: false, leaving: false },
  };
}

/** Whether an answer for opening `seen` may still change what the modal shows. */
export function isCurrent(run: QuickDepositRun, seen: number): boolean {
  return seen === run.generation && run.state.step.kind !== 'closed';
}

/** The request options of a read: aborted when the modal closes or opens again. */
export function readOptions(run: QuickDepositRun): { signal?: AbortSignal } {
  return run.reads ? { signal: run.reads.signal } : {};
}

export function stopCountdown(run: QuickDepositRun): void {
  if (run.countdown !== null) clearInterval(run.countdown);
  run.countdown = null;
}
