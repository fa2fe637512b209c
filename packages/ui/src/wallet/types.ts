import type { CouponMessage, DepositAmountCheck, PendingWithdrawal, QuickDepositCheck } from '@lobby/domain';

/** Where the player stands after the deposit went to the processor (§4, §8). */
export type DepositResultView =
  | { readonly kind: 'success'; readonly amount: number }
  /** The money may have moved: check at the cashier rather than try again here. */
  | { readonly kind: 'unconfirmed'; readonly amount: number }
  /** Failed without a reason: try another method at the cashier (crypto recommended when there is one). */
  | { readonly kind: 'failed'; readonly alternative: string | null }
  /** The card was refused with the processor's message; with a crypto alternative a countdown runs. */
  | { readonly kind: 'card-error'; readonly message: string; readonly crypto: CryptoFallback | null };

/** The countdown to the crypto deposit page after a card error (§4, §9: 9 s). */
export type CryptoFallback =
  | { readonly status: 'counting'; readonly secondsLeft: number; readonly alternative: string }
  | { readonly status: 'cancelled'; readonly alternative: string }
  | { readonly status: 'submitted'; readonly alternative: string };

/** The steps of the quick-deposit modal (§4). */
export type QuickDepositStep =
  | { readonly kind: 'closed' }
  | { readonly kind: 'loading' }
  /** A read failed (network, server, malformed answer): try again, or go to the cashier. */
  | { readonly kind: 'load-failed'; readonly failed: 'withdrawals' | 'check' }
  | {
      readonly kind: 'pending-withdrawal';
      readonly withdrawal: PendingWithdrawal;
      readonly currency: string;
      readonly cancelling: boolean;
    }
  | {
      readonly kind: 'withdrawal-cancelled';
      readonly withdrawal: PendingWithdrawal;
      readonly currency: string;
    }
  | {
      readonly kind: 'withdrawal-not-cancelled';
      readonly withdrawal: PendingWithdrawal;
      readonly currency: string;
    }
  /** Quick deposit is not usable for this player: the cashier page takes over. */
  | { readonly kind: 'redirect-cashier' }
  | { readonly kind: 'form'; readonly check: QuickDepositCheck; readonly submitting: boolean }
  | { readonly kind: 'result'; readonly check: QuickDepositCheck; readonly result: DepositResultView };

/** Selecting a coupon: confirm, then cancel the active one and redeem (§4). */
export type CouponFlow =
  | { readonly kind: 'idle' }
  | { readonly kind: 'confirm'; readonly code: string }
  | { readonly kind: 'working'; readonly code: string }
  /** `retry` is the coupon to try again after a failure without an answer (network). */
  | { readonly kind: 'done'; readonly message: CouponMessage; readonly retry: string | null };

/** Why an entered amount was refused (§5). */
export type DepositAmountError = Exclude<DepositAmountCheck, { kind: 'ok' }>;
